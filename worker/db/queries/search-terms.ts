/**
 * The search's vocabulary (migration 0031, docs/decisions/0021): search_terms holds each word of
 * 3 to 40 characters of products' names and brands with the number of products holding it, and
 * search_term_trigrams each word's trigrams; triggers on products keep both.
 */
import { sql } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { searchTerms } from "../schema";

/** Characters FTS5's unicode61 tokenizer splits on that names hold: the vocabulary's words split there too. */
const SEPARATORS = [
  "-",
  "/",
  ".",
  ",",
  "(",
  ")",
  "&",
  "+",
  "'",
  "’",
  '"',
  "\\",
  ":",
  ";",
  "!",
  "?",
  "[",
  "]",
  "*",
  "#",
  "%",
  "@",
  "_",
  "|",
  "~",
  "`",
  "=",
  "<",
  ">",
  "{",
  "}",
  "$",
  "^",
  "–",
  "—",
];

/** A product row's words (`t` its alias) as a JSON array text, lower-cased: the migration's triggers hold the same expression. */
function wordsJson(t: string): string {
  let e = `lower(${t}.product_name || ' ' || coalesce(${t}.brand, ''))`;
  for (const c of SEPARATORS) e = `replace(${e}, '${c.replaceAll("'", "''")}', ' ')`;
  for (const c of ["char(9)", "char(10)", "char(13)"]) e = `replace(${e}, ${c}, ' ')`;
  return `'["' || replace(${e}, ' ', '","') || '"]'`;
}

const KEPT_WORD = "length(x.value) BETWEEN 3 AND 40 AND x.value GLOB '*[a-z]*'";

/**
 * The vocabulary rebuilt from every product (the migration's backfill; the bench generator's load,
 * which writes products with their triggers dropped). The trigram trigger fills search_term_trigrams.
 */
export const REBUILD_SEARCH_TERMS_SQL = [
  "DELETE FROM search_term_trigrams",
  "DELETE FROM search_terms",
  `INSERT INTO search_terms (term, products)
   SELECT value, count(*) FROM (SELECT DISTINCT p.seq, x.value FROM products p,
     json_each(CASE WHEN json_valid(${wordsJson("p")}) THEN ${wordsJson("p")} ELSE '[]' END) x WHERE ${KEPT_WORD})
   GROUP BY value`,
];

/** A vocabulary word and how many products hold it. */
export type TermRow = typeof searchTerms.$inferSelect;

/** A misspelling's candidate correction: a vocabulary word sharing `shared` trigrams with `word`. */
export type CandidateRow = TermRow & { word: string; shared: number };

/** The trigrams a word is looked up by: the word padded with a space each side, as the trigger stores them. */
export function trigramsOf(word: string): string[] {
  const padded = [...` ${word} `];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3).join(""));
  return [...out];
}

/** Each word's best candidates by shared trigrams: enough for an edit-distance check to choose from. */
const CANDIDATES_PER_WORD = 25;

/**
 * One round trip: which of `known` are vocabulary words (with their product counts), and for each
 * of `misspelt` the vocabulary words of a similar length that share the most trigrams with it.
 */
export async function vocabularyLookup(db: Db, known: string[], misspelt: string[]) {
  const pairs = misspelt.flatMap((word) => trigramsOf(word).map((trigram) => [word, trigram]));
  const [terms, candidates] = await batch(db, [
    db.all<TermRow>(
      sql`SELECT term, products FROM search_terms WHERE term IN (SELECT value FROM json_each(${JSON.stringify(known)})) AND products > 0`,
    ),
    db.all<CandidateRow>(
      sql`SELECT word, term, products, shared FROM (
             SELECT q.word, g.term, s.products, count(*) AS shared,
               row_number() OVER (PARTITION BY q.word ORDER BY count(*) DESC, s.products DESC) AS n
             FROM (SELECT value ->> 0 AS word, value ->> 1 AS trigram FROM json_each(${JSON.stringify(pairs)})) q
             JOIN search_term_trigrams g ON g.trigram = q.trigram
             JOIN search_terms s ON s.term = g.term
             WHERE s.products > 0 AND length(g.term) BETWEEN length(q.word) - 2 AND length(q.word) + 2
             GROUP BY q.word, g.term)
           WHERE n <= ${sql.raw(String(CANDIDATES_PER_WORD))}`,
    ),
  ]);
  return { terms, candidates };
}

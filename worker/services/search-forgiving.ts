/**
 * A search that forgives (docs/decisions/0021): when the exact search finds little, each searched
 * word also matches its plural or singular and other spellings, its synonyms, and, when the
 * catalogue's vocabulary does not hold it, the vocabulary's nearest words by edit distance (found by
 * shared trigrams). The words themselves stay among the alternatives, so nothing the exact search
 * found is lost. The corrected spelling is offered as "Did you mean …".
 */
import type { Db } from "../db/client";
import { vocabularyLookup, type CandidateRow } from "../db/queries/search-terms";
import { LONGEST_MEMBER, formsOf, synonymsOf } from "./search-synonyms";

/**
 * Below this many exact results a search also tries the forgiving one: only a search that found
 * nothing, so a search that finds anything stays one D1 round trip (test/cache/round-trips.test.ts).
 */
export const FEW_RESULTS = 1;

/** Words shorter than this are never corrected: too many words are one letter away from them. */
const MIN_CORRECTED = 4;

/** The most edits a word of this many letters may be from its correction. */
const maxEdits = (length: number) => (length < 6 ? 1 : 2);

/**
 * Edits between two words: insertions, deletions, substitutions and swaps of neighbours (optimal
 * string alignment), the typos people make.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows: number[][] = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const row = rows[i]!;
      const above = rows[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[x.length]![y.length]!;
}

/** The forgiving search: an FTS5 query of OR groups, the words ranked on names, and the corrected text if any word was corrected. */
export interface ForgivingSearch {
  words: string;
  nameWords: string[];
  suggestion: string | null;
}

/** One searched word, or a phrase the synonyms know, with what else it may match. */
interface Segment {
  text: string;
  alternatives: Set<string>;
  /** The correction shown in "Did you mean …", when the vocabulary does not hold the word. */
  corrected: string | null;
}

const eligible = (word: string) => word.length >= MIN_CORRECTED && !/\d/u.test(word);

/** The searched words cut into segments: the longest phrase the synonyms know at each place, else one word. */
function segmentsOf(words: string[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < words.length;) {
    let length = Math.min(LONGEST_MEMBER, words.length - i);
    while (length > 1 && synonymsOf(words.slice(i, i + length).join(" ")).length === 0) length--;
    const text = words.slice(i, i + length).join(" ");
    out.push({ text, alternatives: new Set([text]), corrected: null });
    i += length;
  }
  return out;
}

/** Neighbouring words the vocabulary holds as one word become one segment that also matches that word. */
function joinedSegments(segments: Segment[], known: Set<string>): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const next = segments[i + 1];
    const word = next ? `${segments[i]!.text}${next.text}`.replaceAll(" ", "") : "";
    if (next && known.has(word)) {
      const text = `${segments[i]!.text} ${next.text}`;
      out.push({ text, alternatives: new Set([text, word]), corrected: null });
      i++;
    } else out.push(segments[i]!);
  }
  return out;
}

/** The best correction among a word's candidates: fewest edits, then most trigrams shared, then most products. */
function bestCorrection(word: string, candidates: CandidateRow[]): string | null {
  let best: { term: string; edits: number; shared: number; products: number } | null = null;
  for (const c of candidates) {
    const edits = editDistance(word, c.term);
    if (edits === 0 || edits > maxEdits([...word].length)) continue;
    const better =
      !best ||
      edits < best.edits ||
      (edits === best.edits && (c.shared > best.shared || (c.shared === best.shared && c.products > best.products)));
    if (better) best = { term: c.term, edits, shared: c.shared, products: c.products };
  }
  return best?.term ?? null;
}

/** An FTS5 string of a phrase: its words quoted as one phrase, a prefix if asked (the last word still being typed). */
function phrase(text: string, prefix: boolean): string {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return `"${words.join(" ")}"${prefix ? "*" : ""}`;
}

/**
 * The forgiving form of a search's words (worker/services/format.ts `searchWords`), or null when
 * it would search exactly what the exact search did. One round trip to the vocabulary.
 */
export async function forgivingSearch(db: Db, words: string[]): Promise<ForgivingSearch | null> {
  let segments = segmentsOf(words);
  const single = segments.filter((s) => !s.text.includes(" ")).map((s) => s.text);
  const forms = new Map(single.map((w) => [w, formsOf(w)]));
  // Two words a name writes as one ("quiet comfort", "secret lab").
  const joined = segments.slice(1).map((s, i) => `${segments[i]!.text}${s.text}`.replaceAll(" ", ""));
  const { terms, candidates } = await vocabularyLookup(db, [...single, ...[...forms.values()].flat(), ...joined], single.filter(eligible));
  const known = new Set(terms.map((t) => t.term));
  segments = joinedSegments(segments, known);
  const byWord = new Map<string, CandidateRow[]>();
  for (const c of candidates) byWord.set(c.word, [...(byWord.get(c.word) ?? []), c]);

  for (const segment of segments) {
    const bases = [segment.text];
    if (!segment.text.includes(" ")) {
      bases.push(...(forms.get(segment.text) ?? []).filter((f) => known.has(f)));
      // A word the vocabulary holds in another form (a plural, another spelling) is no misspelling.
      if (bases.length === 1 && !known.has(segment.text) && eligible(segment.text)) {
        const correction = bestCorrection(segment.text, byWord.get(segment.text) ?? []);
        if (correction) {
          segment.corrected = correction;
          bases.push(correction, ...formsOf(correction).filter((f) => known.has(f)));
        }
      }
    }
    for (const base of bases) {
      segment.alternatives.add(base);
      for (const synonym of synonymsOf(base)) segment.alternatives.add(synonym);
    }
  }
  if (segments.every((s) => s.alternatives.size === 1)) return null;
  const last = segments.length - 1;
  const groups = segments.map((s, i) => {
    // Only the last word as typed is a prefix, as in the exact search (the word still being typed):
    // a short synonym as a prefix ("cam") would match unrelated words.
    const parts = [...s.alternatives].map((a) => phrase(a, i === last && a === s.text && a.length > 1));
    return parts.length === 1 ? parts[0]! : `(${parts.join(" OR ")})`;
  });
  const corrected = segments.some((s) => s.corrected);
  return {
    words: groups.join(" AND "),
    // Ranked on the words as meant: a corrected word, else the word as typed.
    nameWords: segments.flatMap((s) => (s.corrected ?? s.text).split(" ")),
    suggestion: corrected ? segments.map((s) => s.corrected ?? s.text).join(" ") : null,
  };
}

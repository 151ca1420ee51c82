/**
 * What every kind of evidence in ./judge.ts reads of one listing and the mention, read once: the
 * title's words, the mention's tokens and where each stands in the title, the quote's words, the
 * mention's kind; and the ledger (score, reasons, flags) each kind of evidence adds to.
 */
import { compact, hasDigit, singular, words } from "./words";
import { type Token, mentionTokens } from "./mention";
import { type Located, headline, locate, titleWords } from "./title";
import { ACCESSORY_HEADS, PART_WORDS, STOP_WORDS } from "./vocabulary";
import { BOOK_KINDS } from "./identity";
import { kindSaidOtherwise } from "./kinds-said-otherwise";
import type { MakerLinks } from "./brand";
import type { LineWord, SearchPairs, SearchWords } from "./search";
import type { MatchCandidate, MatchMention } from "./types";

/**
 * How much a container holds ("50ml", "16oz", "250g") or a card or a battery stores ("128GB",
 * "10000mAh"): a size every maker sells, which names no product.
 */
const MEASURE = /^\d+(?:p\d+)?(?:qt|oz|lb|lbs|l|ml|g|kg|fl|gb|tb|mah)$/;

/** The versions a text names, as titles write them: "V2", "version two" / "version 2" are "v2". */
export function versionsSaid(text: string): Set<string> {
  const ws = words(text);
  return new Set([
    ...ws.filter((w) => /^v\d{1,2}$/.test(w)),
    ...ws.flatMap((w, k) => (w === "version" && /^\d{1,2}$/.test(ws[k + 1] ?? "") ? [`v${ws[k + 1]}`] : [])),
  ]);
}

/** What the search around the listing says: the words, pairs and line words its other listings share, the maker's family. */
export interface SearchEvidence {
  shared: SearchWords;
  links: MakerLinks;
  sharedNaming: SearchWords;
  sharedPair: SearchPairs;
  lineWord: LineWord;
  lineHeads: ReadonlySet<string>;
}

/** The listing and the mention as every kind of evidence reads them. */
export interface Reading extends SearchEvidence {
  /** The mention as the creator gave it. */
  said: MatchMention;
  /** The mention, its brand taken from the item's brand field where its name starts with it. */
  mention: MatchMention;
  candidate: MatchCandidate;
  /** The item's variation values, joined. */
  variant: string;
  /** The title's words, then the variation values'. */
  title: string[];
  sepBefore: boolean[];
  modelField: string;
  modelIsName: boolean;
  tokens: Token[];
  hyphenPairs: (readonly [string, string])[];
  abbreviated: Set<string>;
  mentionWords: Set<string>;
  quoteList: string[];
  quoteWords: Set<string>;
  saidVersions: Set<string>;
  kindText: string;
  kindWords: Set<string>;
  mentionIsBook: boolean;
  kindOnly: Set<string>;
  subcategoryWords: Set<string>;
  accessoryLike: (w: string) => boolean;
  /** Where each of the mention's tokens stands in the title (a bare number only next to its neighbours). */
  located: Map<Token, Located>;
  /** A model number of the mention's found in the title or the model field. */
  codeFound: boolean;
  /** The title's words joined by single spaces. */
  titleText: string;
  /** The mention's name and quote, as words joined by single spaces. */
  mentionText: string;
  /** The title as written, in lower case. */
  rawTitle: string;
  /** The words of the title's first phrase (without what a plus adds, unless the mention has a plus). */
  head: string[];
}

/** Where the title names the product (-1 where it names none of its distinctive words). */
export interface NameSpan {
  /** The groups of the name's distinctive words standing close together, the largest first. */
  spans: Located[];
  nameStart: number;
  /** The name's last word, with the kind words right after it. */
  nameEnd: number;
  /** The last of the name's distinctive words: words after it, before the kind noun, describe. */
  spanEnd: number;
  /** The last distinctive word in the name's own phrase. */
  coreEnd: number;
  /** Where the mention's kind words stand. */
  generics: Located[];
}

/** The running verdict every kind of evidence adds to. */
export interface Ledger {
  score: number;
  reasons: string[];
  /**
   * Set by every deduction but the brand's: the browse node's small bonus may settle where a
   * title names the brand, never whether the item is this product.
   */
  doubt: boolean;
  /** A refusal no other candidate's evidence (a shared EAN, the variation family) overrules. */
  hard: boolean;
  /**
   * The item says it is something else (another model, colour, edition, an accessory, another
   * brand), rather than leaving something unsaid: the variation family does not overrule that.
   */
  conflict: boolean;
  packSize?: number;
  /** Where the brand was found the mention's ("brand", "manufacturer", "title"…), when it was. */
  sameBrandFrom?: string;
  /** The title says more than the mention (an extra in the box, more name, a generation): a shared model number does not settle that. */
  adds: boolean;
  /** The words touching the name that the mention does not say (see Judgement["touching"] in ./judge.ts). */
  touching: { word: string; then: string | undefined; after?: string; further?: string }[];
}

export function newLedger(): Ledger {
  return { score: 1, reasons: [], doubt: false, hard: false, conflict: false, adds: false, touching: [] };
}

/** Reads the listing and the mention once for every kind of evidence. */
export function readListing(said: MatchMention, candidate: MatchCandidate, search: SearchEvidence): Reading {
  // "the LEGO orchid" without a brand: its first word is the item's brand field, so the brand.
  const named = words(said.product_name).filter((w, i) => i > 0 || !STOP_WORDS.has(w));
  const fieldBrand = candidate.brand ? words(candidate.brand) : [];
  const mention: MatchMention =
    !said.brand && fieldBrand.length && fieldBrand.every((w, i) => named[i] === w)
      ? { ...said, brand: candidate.brand!, product_name: named.join(" ") }
      : !said.brand
        ? withInitialsBrand(said, named, candidate)
        : said;
  // The item's own variation values ("Crisp Lemon", "256GB") are its words too, after the title.
  const variant = Object.values(candidate.variation_attributes ?? {}).join(", ");
  const { words: title, sepBefore } = titleWords(variant ? `${candidate.title} | ${variant}` : candidate.title);
  const modelField = candidate.model ? compact(candidate.model) : "";
  // The marketplace's model field naming the product itself ("PODMIC" for "Rode pod mic"): what the
  // title says after the name describes that model ("PodMic Dynamic Podcasting Microphone").
  const modelIsName = modelNamesMention(modelField, said);
  const tokens = mentionTokens(mention, title);
  // The title's pairs of runs joined by a hyphen ("DS-1W", "Ultra-Thin", "CT-S1-76"), read once.
  const hyphenPairs = [...candidate.title.toLowerCase().matchAll(/([a-z0-9]+)-(?=([a-z0-9]+))/g)].map((m) => [m[1]!, m[2]!] as const);
  // Abbreviations the title writes with a period ("Mr. Pink", "Dr. Martens", "St. Ives").
  const abbreviated = new Set([...candidate.title.matchAll(/\b([A-Za-z]{2})\./g)].map((m) => m[1]!.toLowerCase()));
  const mentionWords = new Set(words(mention.product_name));
  // What the quote says the product is, and what it says it is not ("the regular one not the X").
  const quoteList = words(mention.quote ?? "");
  const negated = new Set(
    quoteList.filter(
      (_, k) =>
        ["not", "no", "without", "instead"].includes(quoteList[k - 1] ?? "") ||
        (["the", "a", "an", "of"].includes(quoteList[k - 1] ?? "") && ["not", "instead"].includes(quoteList[k - 2] ?? "")),
    ),
  );
  const quoteWords = new Set(quoteList.filter((w) => !negated.has(w)));
  const saidVersions = versionsSaid(`${mention.product_name} ${mention.quote ?? ""}`);
  const kindText = words(`${mention.category ?? ""} ${mention.subcategory ?? ""}`).join(" ");
  const kindWords = new Set(words(`${mention.subcategory ?? ""} ${mention.product_name}`).map(singular));
  const mentionIsBook = BOOK_KINDS.test(kindText);
  const kindOnly = new Set(kindText.split(" ").filter(Boolean).map(singular));
  const subcategoryWords = new Set(words(mention.subcategory ?? "").map(singular));
  const accessoryLike = (w: string) => ACCESSORY_HEADS.has(singular(w)) || PART_WORDS.has(w);

  // 4 (first, the others need to know where the product is named). Model, variant, name words.
  const located = new Map<Token, Located>();
  let from = 0;
  // The title first; the variation values only for a word the title lacks.
  const titleOnly = variant ? titleWords(candidate.title).words.length : title.length;
  for (const token of tokens) {
    let at = locate(token, title.slice(0, titleOnly), Math.min(from, titleOnly), sepBefore, abbreviated);
    if (!at && titleOnly < title.length) {
      const tail = locate(token, title.slice(titleOnly), 0, sepBefore.slice(titleOnly));
      at = tail && { start: tail.start + titleOnly, end: tail.end + titleOnly };
    }
    if (at) {
      located.set(token, at);
      from = at.end + 1;
    }
  }
  // A kind word the title says with another phrase of its kind ("thermos" / "Insulated Bottle").
  const otherwise = kindSaidOtherwise(words(mention.product_name), title.slice(0, titleOnly));
  for (const token of tokens)
    if (!located.has(token) && token.kind !== "model" && otherwise.has(singular(token.word)))
      located.set(token, otherwise.get(singular(token.word))!);
  // A model number of letters and digits ("WH-1000XM5", "GA2100", "10LAB9901") found in the
  // title wherever it stands, or the marketplace's model field starting with it ("WH1000XM5/B"):
  // it names the product on its own.
  // (A content is no model number: "50ml" names every bottle of that size, "Le Parfum" as much as "Libre".)
  const codes = tokens.filter(
    (t) => t.kind === "model" && t.word.length >= 4 && /[a-z]/.test(t.word) && /\d/.test(t.word) && !MEASURE.test(t.word),
  );
  const codeFound = codes.length > 0 && codes.every((t) => located.has(t) || (modelField && modelField.startsWith(t.word)));
  const spoken = words(mention.product_name);
  // ("Size one" is the title's "Size 1".)
  const spokenBefore = new Map(
    spoken.flatMap((w, k) => (k > 0 && /^(\d{1,2}|one)$/.test(w) ? [[w === "one" ? "1" : w, spoken[k - 1]!] as const] : [])),
  );
  // A bare number must stand next to the word it follows or precedes in the mention:
  // "Momentum 4 Wireless" is not "Momentum True Wireless 4".
  tokens.forEach((token, i) => {
    const at = located.get(token);
    // (A number said with its leading zero, "oh one", is a size code, never a count or a
    // generation: "Micron … Black, 01" names it wherever it stands.)
    if (!at || !/^\d{1,2}$/.test(token.word) || /^0\d/.test(token.word)) return;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    const prev = before && located.get(before);
    const next = after && located.get(after);
    const gapBefore = prev ? at.start - prev.end : Infinity;
    const gapAfter = next ? next.start - at.end : Infinity;
    // "Size 2", "No. 3", "Stage 1": the word the mention says before it, which names no model.
    const saidBefore = spokenBefore.get(token.word);
    // A count the mention says before its kind word may follow it in the title ("64 crayons" /
    // "Crayons 64 Count").
    const countOf = after?.kind === "generic" && (gapAfter === -1 || gapAfter === -2);
    const nextToIt =
      // "Size 02", "No. 5": a number the title marks as a size or a number is that number wherever it stands.
      /^(size|no|nr)$/.test(title[at.start - 1] ?? "") ||
      (gapBefore >= 1 && gapBefore <= 2) ||
      (gapAfter >= 1 && gapAfter <= 2) ||
      // ("nine panel kit" / "9 Smart LED Panels": a count before the words that describe what it counts.)
      (gapAfter === 3 &&
        !!after &&
        !sepBefore.slice(at.end + 1, at.end + 4).some(Boolean) &&
        !title.slice(at.end + 1, at.end + 3).some(hasDigit)) ||
      countOf ||
      (!!saidBefore && title[at.start - 1] === saidBefore) ||
      numberInsideName(tokens, i, at, located);
    // A count the title gives its set anywhere ("72 Pack", "72 Assorted Colors", "Tin of 60") is the
    // number the mention says after the name ("Premier seventy two").
    const countWord = /^(pack|pk|count|ct|colou?rs|pieces|pcs|pc|set|assorted)$/;
    const asCount = countWord.test(title[at.start + 1] ?? "") || (title[at.start - 1] === "of" && !!before && !after);
    if (!nextToIt && !asCount && (before || after)) located.delete(token);
  });
  const titleText = title.join(" ");
  const mentionText = words(`${mention.product_name} ${mention.quote ?? ""}`).join(" ");
  const rawTitle = candidate.title.toLowerCase();
  // "Razor Handle + 2 Blade Refills": what follows a plus is packed with it, unless the mention's
  // own name has one ("Niacinamide 10% + Zinc 1%").
  const head = headline(/\+|\bplus\b/i.test(mention.product_name) ? candidate.title : candidate.title.replace(/\s\+\s.*$/, ""));
  return {
    ...search,
    said,
    mention,
    candidate,
    variant,
    title,
    sepBefore,
    modelField,
    modelIsName,
    tokens,
    hyphenPairs,
    abbreviated,
    mentionWords,
    quoteList,
    quoteWords,
    saidVersions,
    kindText,
    kindWords,
    mentionIsBook,
    kindOnly,
    subcategoryWords,
    accessoryLike,
    located,
    codeFound,
    titleText,
    mentionText,
    rawTitle,
    head,
  };
}

/**
 * A mention without a brand that opens with the initials of the item's brand of two words or more
 * ("ON Gold Standard" for Optimum Nutrition, "TNF Nuptse" for The North Face): buyers call a maker
 * by its initials, so the opening word is its brand. Without a brand field, the title's opening
 * words are its brand where their initials are that word. (Not a word of the name itself: more of
 * the name must follow it.)
 */
function withInitialsBrand(said: MatchMention, named: readonly string[], candidate: MatchCandidate): MatchMention {
  if (named.length < 2) return said;
  const opening = named[0]!;
  // (A brand field "The North Face" is "TNF", or "NF" without its article.)
  const initialled = (ws: readonly string[]) =>
    ws.length >= 2 && [ws, ws.filter((w) => w !== "the")].some((some) => some.map((w) => w[0]).join("") === opening);
  if (candidate.brand) return initialled(words(candidate.brand)) ? { ...said, brand: candidate.brand } : said;
  const titleOpening = words(candidate.title).slice(0, opening.length);
  return initialled(titleOpening) ? { ...said, brand: titleOpening.join(" ") } : said;
}

/**
 * Whether the marketplace's model field is the mention's name itself, its words joined without the
 * brand ("PODMIC" for "Rode pod mic", "Core 300" for "Levoit Core three hundred"): a name of its own
 * (a letter and four characters at least), not a bare number.
 */
export function modelNamesMention(modelField: string, mention: MatchMention): boolean {
  if (modelField.length < 4 || !/[a-z]/.test(modelField)) return false;
  const brand = words(mention.brand ?? "");
  const name = words(mention.product_name);
  const own = brand.length && brand.every((w, i) => name[i] === w) ? name.slice(brand.length) : name;
  return own.join("") === modelField;
}

/**
 * A bare number the title puts inside the name rather than after it ("Snail 96 Mucin" for "snail
 * mucin ninety-six"): it stands right between two words the mention says before it. A
 * number with one neighbour in the mention may stand on its other side ("SRPD55K1 5 Sports" for
 * "Seiko five SRPD fifty five"). (Not a number beside a word the mention says on the other side of
 * a third one: "Momentum True Wireless 4" is not "Momentum 4 Wireless".)
 */
function numberInsideName(tokens: readonly Token[], i: number, at: Located, located: ReadonlyMap<Token, Located>): boolean {
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  const nameAfter = before && located.get(before);
  const between =
    !!nameAfter &&
    nameAfter.start - at.end === 1 &&
    tokens.slice(0, i - 1).some((t) => {
      const span = located.get(t);
      return !!span && at.start - span.end === 1;
    });
  if (between) return true;
  if (!!before === !!after) return false;
  const span = located.get((before ?? after)!);
  return !!span && (before ? span.start - at.end === 1 : at.start - span.end === 1);
}

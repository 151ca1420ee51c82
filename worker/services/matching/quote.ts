/**
 * The size the creator's quote names ("the base one twenty-eight", "the big 2.2 pound bag"), read
 * against the sizes the listings of the product are sold in.
 */
import { COLOURS, FOREIGN_COLOURS, ORDINAL_WORDS } from "./identity";
import { mentionTokens } from "./mention";
import { words } from "./words";
import { titleWords } from "./title";
import type { MatchCandidate, MatchMention } from "./types";

/** A capacity, weight or volume a title gives: the number and its unit ("128gb", "2p2lb", "12oz"). */
const SIZE = /^(\d+(?:p\d+)?)(gb|tb|oz|floz|lb|ml|l|g|kg|qt|mm|cm)$/;
/** Each unit's measure and its size in that measure's smallest unit (an ounce is read as a weight). */
const UNITS: Record<string, readonly [string, number]> = {
  gb: ["storage", 1],
  tb: ["storage", 1000],
  g: ["weight", 1],
  kg: ["weight", 1000],
  oz: ["weight", 28.35],
  lb: ["weight", 453.6],
  ml: ["volume", 1],
  l: ["volume", 1000],
  floz: ["volume", 29.57],
  qt: ["volume", 946.4],
  // (A case's or a dial's width: "the forty-four millimetre" is not the 42mm.)
  mm: ["length", 1],
  cm: ["length", 10],
};
/** Sizes said rounded or in another unit are the same within this share (2.2 lb is 1 kg). */
const SAME_WITHIN = 0.06;

interface Size {
  word: string;
  measure: string;
  amount: number;
  quoted: boolean;
}

/**
 * For each listing verified as the product, a size it is sold in where the quote names another
 * size of that measure that another listing of the product is sold in; undefined elsewhere.
 */
export function otherSizeThanQuoted(
  mention: MatchMention,
  candidates: readonly MatchCandidate[],
  verified: readonly boolean[],
): (string | undefined)[] {
  const none = candidates.map(() => undefined);
  if (!mention.quote || !/\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|hundred/i.test(mention.quote)) return none;
  const sizes = candidates.map((c, i): Size[] => {
    if (!verified[i]) return [];
    const title = titleWords(c.title).words;
    const found = title.map((w) => SIZE.exec(w)).filter((m): m is RegExpExecArray => !!m);
    if (!found.length) return [];
    // The quote read as this title writes numbers ("one twenty-eight" / 128, "2.2 pound" / 2p2lb).
    const said = new Set(mentionTokens({ product_name: mention.quote!, brand: null }, title).map((t) => t.word));
    return found.map(([word, number, unit]) => {
      const [measure, scale] = UNITS[unit!]!;
      // (A bare number only of three digits or more: "one to one", "four sprays" name no size.)
      const quoted = said.has(word) || (number!.length >= 3 && said.has(number!));
      return { word, measure, amount: Number(number!.replace("p", ".")) * scale, quoted };
    });
  });
  const quoted = sizes.flat().filter((s) => s.quoted);
  if (!quoted.length) return none;
  // (A width is said as written: 42 and 44 mm are two cases, not one size rounded.)
  const same = (a: Size, b: Size) =>
    a.measure === b.measure && Math.abs(a.amount - b.amount) <= (a.measure === "length" ? 0.5 : SAME_WITHIN * Math.max(a.amount, b.amount));
  return sizes.map((own) => {
    if (!own.length || own.some((s) => quoted.some((q) => same(s, q)))) return undefined;
    return own.find((s) => quoted.some((q) => q.measure === s.measure))?.word;
  });
}

/**
 * For each listing verified as the product, a colour it names where the quote names another one
 * ("the original black") that another listing of the product names; undefined elsewhere. A
 * mention naming a colour itself is read by the listing's own judgement.
 */
export function otherColourThanQuoted(
  mention: MatchMention,
  candidates: readonly MatchCandidate[],
  verified: readonly boolean[],
): (string | undefined)[] {
  const none = candidates.map(() => undefined);
  const quoteColours = new Set(words(mention.quote ?? "").filter((w) => COLOURS.has(w)));
  if (!quoteColours.size || words(mention.product_name).some((w) => COLOURS.has(w))) return none;
  // (A colour in another language, "Schwarz", is no other colour than the quote's "black".)
  // The item's colour field is its colour whatever words it uses ("Parchment/Garnet/Egret").
  const colours = candidates.map((c, i) =>
    verified[i]
      ? [...titleWords(c.title).words.filter((w) => COLOURS.has(w)), ...words(colourField(c))].filter((w) => !FOREIGN_COLOURS.has(w))
      : [],
  );
  if (!colours.some((own) => own.some((w) => quoteColours.has(w)))) return none;
  return colours.map((own) => (own.length && !own.some((w) => quoteColours.has(w)) ? own[0] : undefined));
}

/** The colour the marketplace's variation values give the item ("color", "Colour Name"), or "". */
const colourField = (c: MatchCandidate) => Object.entries(c.variation_attributes ?? {}).find(([key]) => /^colou?r/i.test(key))?.[1] ?? "";

/** "4th edition", "fourth edition", "(2nd Gen)", "5th Generation": which edition or generation, by its number. */
const EDITION = /\b(\d{1,2})(?:st|nd|rd|th)\s+(edition|ed|generation|gen)\b|\b([a-z]+)\s+(edition|generation|gen)\b/g;

/** The editions and generations a text names by number, as "edition 4" / "generation 2". */
export function editionsNamed(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(EDITION)) {
    const n = m[1] ? Number(m[1]) : ORDINAL_WORDS[m[3] ?? ""];
    const kind = (m[2] ?? m[4] ?? "").startsWith("ed") ? "edition" : "generation";
    if (n) out.add(`${kind} ${n}`);
  }
  return out;
}

/**
 * The edition or generation the creator names ("the fourth edition", "the second gen") against one
 * the title gives: another number of the same kind is another edition, which a buyer who heard
 * the creator would not take for theirs. Returns the title's, or undefined.
 */
export function otherEditionThanSaid(said: ReadonlySet<string>, title: string): string | undefined {
  if (!said.size) return undefined;
  const given = editionsNamed(title);
  const kinds = new Set([...said].map((e) => e.split(" ")[0]));
  const same = [...given].filter((e) => kinds.has(e.split(" ")[0]!));
  return same.length && !same.some((e) => said.has(e)) ? same[0] : undefined;
}

/**
 * Words that name one of two or three variants of a product line, each side with the ways it is
 * said: a buyer who heard "the big one" or "the dual set" knows a Small or a Single is the other
 * variant ("OXO Good Grips Small Salad Spinner", "Wireless GO II Single Channel", "Kindle …
 * without Ads", "Trimmer … Tool Only" for the kit the creator has). (A pair that each listing
 * tells apart alone, wired or wireless, is read with the listing: OPPOSITES in evidence-words.ts.)
 */
const CONTRASTS: readonly (readonly (readonly string[])[])[] = [
  [["small"], ["medium"], ["large", "big"]],
  [["single"], ["dual", "double", "twin"]],
  [
    ["with ads", "ad supported"],
    ["without ads", "ad free", "no ads"],
  ],
  [["digital"], ["analog", "analogue"]],
  [["corded"], ["cordless"]],
  [
    ["tool only", "bare tool"],
    ["battery and charger", "batteries and charger", "with battery", "kit"],
  ],
  [["left handed"], ["right handed"]],
];

/** The sides of each contrast a text says, by index (-1 where it says none or several). */
function sidesSaid(text: string): number[] {
  return CONTRASTS.map((sides) => {
    const found = sides.flatMap((phrases, k) => (phrases.some((p) => text.includes(` ${p} `)) ? [k] : []));
    return found.length === 1 ? found[0]! : -1;
  });
}

/**
 * For each listing still in question (verified or in review), the word of another variant it
 * names ("small") where the mention or its quote names one side of a contrast ("the big one") that
 * a listing verified as the product names too; undefined elsewhere. (A verified listing must carry
 * the said side, so a word said in passing, "a big fan of it", refuses nothing.)
 */
export function otherSideThanSaid(
  mention: MatchMention,
  candidates: readonly MatchCandidate[],
  verified: readonly boolean[],
  open: readonly boolean[],
): (string | undefined)[] {
  const none = candidates.map(() => undefined);
  const said = sidesSaid(` ${words(`${mention.product_name} ${mention.quote ?? ""}`).join(" ")} `);
  if (said.every((k) => k < 0)) return none;
  const titles = candidates.map((c) => ` ${words(c.title).join(" ")} `);
  const given = titles.map((t, i) => (open[i] ? sidesSaid(t) : CONTRASTS.map(() => -1)));
  return candidates.map((_, i) => {
    if (!open[i]) return undefined;
    const contrast = said.findIndex((k, g) => {
      const own = given[i]![g]!;
      return k >= 0 && own >= 0 && own !== k && given.some((other, m) => m !== i && verified[m] && other[g] === k);
    });
    if (contrast < 0) return undefined;
    const sides = CONTRASTS[contrast]!;
    return sides[given[i]![contrast]!]!.find((p) => titles[i]!.includes(` ${p} `));
  });
}

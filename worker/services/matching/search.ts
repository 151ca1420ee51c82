/**
 * What a whole search says about one of its listings: the words the other listings share (the
 * search's vocabulary), and the words every listing of the same maker names the product with.
 */
import { singular, words } from "./words";
import { mentionTokens } from "./mention";
import { locate } from "./title";
import { sameMaker } from "./brand";
import { coreBrand } from "./identity";
import { GENERATION_COUNT, isGeneration } from "./vocabulary";
import type { MatchCandidate, MatchMention } from "./types";

/**
 * Each listing's fellows in a search: the other listings of its maker (one without a brand field
 * is anyone's). Another maker's listings (a lid, a case for it) speak of the product, not as its
 * maker names it.
 */
function fellowsOf(candidates: readonly MatchCandidate[]): (self: MatchCandidate) => readonly number[] {
  const makers = candidates.map((c) => (c.brand ? coreBrand(c.brand) : undefined));
  const known = new Map<MatchCandidate, number[]>();
  return (self) => {
    let fellows = known.get(self);
    if (!fellows) {
      const own = makers[candidates.indexOf(self)];
      fellows = candidates.flatMap((c, k) => (c !== self && sameMaker(makers[k], own) ? [k] : []));
      known.set(self, fellows);
    }
    return fellows;
  };
}

/**
 * How many of a search's other results use each word: a word several listings share is the
 * vocabulary of the search (what the product is called, what kind it is), not one item's own name.
 */
export type SearchWords = (word: string, self: MatchCandidate) => number;

export function searchWordsOf(candidates: readonly MatchCandidate[], zone: (title: string) => string[] = words): SearchWords {
  const sets = candidates.map((c) => new Set(zone(c.title).map(singular)));
  const fellows = fellowsOf(candidates);
  return (word, self) => {
    const w = singular(word);
    return fellows(self).filter((k) => sets[k]!.has(w)).length;
  };
}

/**
 * Whether every other listing of the same maker that names the product (one at least) carries a
 * word; for a generation counted ("2nd Gen", "MK3", "V2"), whether no listing of the search names
 * another generation of the product.
 */
export type LineWord = (word: string, self: MatchCandidate) => boolean;

export function lineWordsOf(mention: MatchMention, candidates: readonly MatchCandidate[]): LineWord {
  // (Not a word of the maker's own name: "BLACK+DECKER" carries no "plus".)
  const carries = candidates.map((c) => {
    const maker = new Set(words(`${c.brand ?? ""} ${c.manufacturer ?? ""}`));
    return new Set(
      words(c.title.replace(/(\w)\+(\w)/g, "$1 $2"))
        .filter((w) => !maker.has(w))
        .map(singular),
    );
  });
  // (Named before any "for" or "with": "Protection Case for GB40" does not name the GB40.)
  const namesIt = candidates.map((c) => {
    const naming = namingWords(c.title);
    const tokens = mentionTokens(mention, naming).filter((t) => t.kind !== "generic");
    return tokens.length > 0 && tokens.every((t) => locate(t, naming, 0) !== null);
  });
  const fellows = fellowsOf(candidates);
  // A mention that names no generation means the one on offer: a generation is the product's when
  // no listing of the search that names the product offers another one ("Nest Mini 2nd Gen" beside
  // a plain "Nest Mini"); where two are on offer, the mention does not say which.
  // A roman numeral counts a generation after the first, which makers sell with no number at all:
  // a listing writing the name plainly offers that first one too ("Player II" beside "Player").
  const generations = candidates.map((c, k) => (namesIt[k] ? [...carries[k]!].filter(isGeneration) : []));
  const plain = new Map<number, boolean>();
  const writesPlainly = (k: number) => {
    if (!plain.has(k)) plain.set(k, namesPlainly(mention, candidates[k]!.title));
    return plain.get(k)!;
  };
  return (word, self) => {
    if (isGeneration(word))
      return generations.every(
        (named, k) =>
          candidates[k] === self ||
          (named.every((g) => g === word || g === singular(word)) && (GENERATION_COUNT.test(word) || !namesIt[k] || !writesPlainly(k))),
      );
    const line = fellows(self).filter((k) => namesIt[k]);
    return line.length > 0 && line.every((k) => carries[k]!.has(singular(word)));
  };
}

/**
 * Whether a title writes the mention's name plainly: every word of it side by side, its kind's
 * too, and no generation after it ("Player Stratocaster Electric Guitar"; not "Classic Ultra Mini"
 * for the Classic Mini, nor "Player II Stratocaster").
 */
function namesPlainly(mention: MatchMention, title: string): boolean {
  const ws = namingWords(title);
  const spans = mentionTokens(mention, ws).map((t) => locate(t, ws, 0));
  if (!spans.length || !spans.every((at, k) => at !== null && (k === 0 || at.start === spans[k - 1]!.end + 1))) return false;
  return !isGeneration(ws[spans.at(-1)!.end + 1] ?? "");
}

/** How many of a search's other listings of the same maker name the product with two words side by side. */
export type SearchPairs = (a: string, b: string, self: MatchCandidate) => number;

export function searchPairsOf(candidates: readonly MatchCandidate[]): SearchPairs {
  const pairs = candidates.map((c) => {
    const ws = namingWords(c.title).map(singular);
    return new Set(ws.slice(1).map((w, k) => `${ws[k]} ${w}`));
  });
  const fellows = fellowsOf(candidates);
  return (a, b, self) => {
    const pair = `${singular(a)} ${singular(b)}`;
    return fellows(self).filter((k) => pairs[k]!.has(pair)).length;
  };
}

/** A title's words before what it says the item is for or comes with: where a maker names its product. */
export const namingWords = (title: string) =>
  words(title.split(/\s(?:with|w\/|for|compatible with|designed for|made for|works with|fits|includes?|plus|\+)\s/i)[0] ?? title);

/** A line's short model code: a letter or two and a digit or two ("P2", "M2", "E1"), not a size. */
const SHORT_CODE = /^[a-z]{1,2}\d{1,2}$/;

/**
 * For each listing verified as the product, a short model code it puts right after the last word
 * of the mention's name ("Door and Window Sensor **P2**", "Smart Hub **M2**") where another verified
 * listing of the maker names the product without it: a model of the line the mention does not
 * name, as "Fenix 7X" is not the Fenix 7. Undefined elsewhere.
 */
export function shortCodeAfterName(
  mention: MatchMention,
  candidates: readonly MatchCandidate[],
  verified: readonly boolean[],
): (string | undefined)[] {
  const said = new Set(words(`${mention.product_name} ${mention.quote ?? ""}`));
  const last = singular(words(mention.product_name).at(-1) ?? "");
  const titles = candidates.map((c) => words(c.title));
  const codes = titles.map((title, i) => {
    if (!verified[i] || !last) return undefined;
    const at = title.findIndex((w) => singular(w) === last);
    const next = at >= 0 ? title[at + 1] : undefined;
    if (!next || !SHORT_CODE.test(next) || said.has(next) || /^v\d/.test(next)) return undefined;
    // (A whole word of the title, not the head of a part number, "MX6X3AM/A"; and not the item's
    // own model number, "Smart Plug Mini EP10", which listings of one product give differently.)
    const whole = new RegExp(`(?:^|[\\s(])${next}(?:$|[\\s,;)])`, "i").test(candidates[i]!.title);
    const ownNumber = words(candidates[i]!.model ?? "").join("") === next;
    return whole && !ownNumber ? next : undefined;
  });
  const fellows = fellowsOf(candidates);
  return candidates.map((c, i) => {
    const code = codes[i];
    return code && fellows(c).some((k) => verified[k] && !titles[k]!.includes(code)) ? code : undefined;
  });
}

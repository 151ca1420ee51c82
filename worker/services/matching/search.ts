/**
 * What a whole search says about one of its listings: the words the other listings share (the
 * search's vocabulary), and the words every listing of the same maker names the product with.
 */
import { singular, words } from "./words";
import { mentionTokens } from "./mention";
import { locate } from "./title";
import { sameMaker } from "./brand";
import { coreBrand } from "./identity";
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

/** Whether every other listing of the same maker that names the product (one at least) carries a word. */
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
  return (word, self) => {
    const line = fellows(self).filter((k) => namesIt[k]);
    return line.length > 0 && line.every((k) => carries[k]!.has(singular(word)));
  };
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

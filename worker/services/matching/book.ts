/**
 * A mentioned book's title read in a listing's title: where the listing's first phrase goes on
 * past the mentioned title, or starts before it, with words of its own, it is another book.
 */
import { BOOK_FORMAT_WORDS } from "./identity";
import { STOP_WORDS } from "./vocabulary";

/**
 * The word that makes the listing's title longer than the mentioned one ("The Very Hungry
 * Caterpillar's **First** Summer", "**Awakening** Your Ikigai", "The Body Keeps the Score **Card**
 * Deck"), or undefined. Words of the author, the book's formats, a bare volume number and the
 * words "by", "book" are no title of their own; a separator (":", "(", ",", " - ") ends the phrase.
 */
export function bookTitleGoesOn(
  title: readonly string[],
  sepBefore: readonly boolean[],
  nameStart: number,
  nameEnd: number,
  own: ReadonlySet<string>,
): string | undefined {
  const ownWord = (w: string) =>
    own.has(w) ||
    STOP_WORDS.has(w) ||
    /^\d+$/.test(w) ||
    w.length < 2 ||
    /^(by|book|books|edition|vol|volume)$/.test(w) ||
    BOOK_FORMAT_WORDS.test(w);
  const next = title[nameEnd + 1];
  if (next !== undefined && !sepBefore[nameEnd + 1] && !ownWord(next)) return next;
  // Before the name: the phrase's own words from its start ("Awakening Your Ikigai").
  let start = nameStart;
  while (start > 0 && !sepBefore[start]) start--;
  return title.slice(start, nameStart).find((w) => !ownWord(w));
}

/** An adaptation of a book into another form: a graphic novel or history, an illustrated edition. */
const ADAPTATION = /\b(graphic (?:novels?|history|histories|adaptations?)|illustrated edition|illustrated)\b/i;

/**
 * For each listing verified as the mentioned book, the adaptation it names ("Dune: The Graphic
 * Novel", "Sapiens: A Graphic History", "The Illustrated Edition") where another verified listing
 * of the book names none: another book for a buyer of the one mentioned. Where every listing names
 * it ("Dog Man: … A Graphic Novel"), it is the book's own form; a mention naming it asks for it.
 */
export function adaptationsOf(mentionText: string, titles: readonly string[], verified: readonly boolean[]): (string | undefined)[] {
  const named = titles.map((t, i) => (verified[i] ? ADAPTATION.exec(t)?.[1]?.toLowerCase() : undefined));
  const plain = titles.filter((_, i) => verified[i] && !named[i]).length;
  if (!plain || ADAPTATION.test(mentionText)) return titles.map(() => undefined);
  return named;
}

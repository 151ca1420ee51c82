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

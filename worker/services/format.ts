const compactCount = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const subscriberPlural = new Intl.PluralRules("en-US");

/**
 * '1.2K subscribers' from 1234: the text SPEC.md section 3 shows for subscriber_count. The API
 * answers it in English whoever asks, as the specification fixes it.
 */
export function formatSubscribers(count: number): string {
  const noun = subscriberPlural.select(count) === "one" ? "subscriber" : "subscribers";
  return `${compactCount.format(count)} ${noun}`;
}

/** More words than this add little to a search and cost a term each: the rest are ignored. */
export const MAX_SEARCH_TERMS = 6;

/**
 * The words of free text a search uses: NFKC, lower case, split on anything that is not a letter
 * or digit. One-letter words are dropped unless they are all there is (a one-letter prefix would
 * walk every word starting with that letter, which the index keeps no prefix table for). At most
 * MAX_SEARCH_TERMS words; none when nothing searchable is left.
 */
export function searchWords(text: string): string[] {
  const all = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  const longer = all.filter((w) => w.length > 1);
  return (longer.length ? longer : all.slice(0, 1)).slice(0, MAX_SEARCH_TERMS);
}

/**
 * Turns free text into a safe FTS5 query. Every word is quoted, so FTS operators, quotes and
 * column filters typed by a visitor are matched literally, never parsed. Only the last word is a
 * prefix (the word still being typed: "sony headph" finds "headphones"); the others are matched
 * whole (see `searchWords`). Returns null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  return ftsMatch(searchWords(text));
}

/** `ftsQuery` of words already split by `searchWords`. */
export function ftsMatch(words: string[]): string | null {
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 && w.length > 1 ? `"${w}"*` : `"${w}"`)).join(" ");
}

export function nowIso(): string {
  return new Date().toISOString();
}

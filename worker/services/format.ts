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

/**
 * Turns free text into a safe FTS5 query: every word becomes a quoted prefix term, so FTS
 * operators, quotes and column filters typed by a visitor are matched literally, never parsed.
 * Returns null when nothing searchable is left.
 */
export function ftsQuery(text: string): string | null {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((w) => `"${w}"*`).join(" ");
}

export function nowIso(): string {
  return new Date().toISOString();
}

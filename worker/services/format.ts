/** '1.2K subscribers' from 1234: the text SPEC.md section 3 shows for subscriber_count. */
export function formatSubscribers(count: number): string {
  const one = (n: number) => (Math.round(n * 10) / 10).toString();
  if (count >= 1_000_000_000) return `${one(count / 1_000_000_000)}B subscribers`;
  if (count >= 1_000_000) return `${one(count / 1_000_000)}M subscribers`;
  if (count >= 1_000) return `${one(count / 1_000)}K subscribers`;
  return `${count} ${count === 1 ? "subscriber" : "subscribers"}`;
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

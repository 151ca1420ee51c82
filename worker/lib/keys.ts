/** Keys derived from content: re-running a step or meeting a product again yields the same key. */

/** Short stable id from parts: re-running a step yields the same id, so upserts replace. */
export async function stableId(prefix: string, ...parts: string[]): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(parts.join("\u0000")));
  const hex = [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${prefix}${hex}`;
}

/** Normalised brand + name: the same product gets the same key whichever creator mentions it. */
export function matchKey(brand: string | null, productName: string): string {
  return `${brand ?? ""} ${productName}`
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/ /g, "-");
}

/** SPEC section 5: empty parameters are `{}`; anything else must be a JSON object. */
export function parseParameters(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const v = JSON.parse(text);
    return v && typeof v === "object" && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/** A bare handle (no JSON punctuation or spaces) as `{"channel": "handle"}` (exact, without @); null for anything else. */
export function wrapBareHandle(text: string): string | null {
  const bare = text.trim();
  if (!bare || /[{}[\]":,\s]/.test(bare)) return null;
  return JSON.stringify({ channel: bare.replace(/^@/, "") }, null, 2);
}

/**
 * CSP hashes of a rendered page's inline scripts. A cached page is shared by many visitors, so a
 * nonce in it would be no secret: its policy lists the SHA-256 of each inline script instead,
 * computed when the page is rendered and stored with it (docs/decisions/0012-edge-cache.md).
 */

/** Inline scripts: no `src` attribute. React Router never writes `</script>` inside one (it escapes `<`). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || body === "") continue;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
    hashes.add(`sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`);
  }
  return [...hashes];
}

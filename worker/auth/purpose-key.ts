/**
 * A signing key for one purpose, derived with HKDF-SHA-256 from the Worker's secret: tokens made
 * for one purpose (a login challenge, an unsubscribe link, an e-mail verification) can never be
 * verified as another, nor as a session.
 */
const cache = new Map<string, Promise<Uint8Array>>();

export function purposeKey(secret: string, purpose: string): Promise<Uint8Array> {
  const id = `${purpose}\u0000${secret}`;
  let key = cache.get(id);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveBits"]);
      const bits = await crypto.subtle.deriveBits(
        { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: new TextEncoder().encode(`${purpose} v1`) },
        material,
        256,
      );
      return new Uint8Array(bits);
    })();
    cache.set(id, key);
  }
  return key;
}

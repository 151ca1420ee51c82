/**
 * Values kept encrypted at rest (AES-256-GCM) under a key derived with HKDF-SHA-256 from the
 * Worker's secret for one purpose alone; each value is bound to the row it belongs to
 * (additional data), so a ciphertext copied onto another row does not decrypt.
 */
const VERSION = "v1";
const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export async function sealingKey(secret: string, purpose: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode(`creator-products/${purpose}`), info: encoder.encode(`aes-256-gcm ${VERSION}`) },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}

/** "v1.<iv>.<ciphertext+tag>", base64url; a fresh 96-bit IV each time. */
export async function seal(key: CryptoKey, plaintext: string, boundTo: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(boundTo) },
    key,
    encoder.encode(plaintext),
  );
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(data))}`;
}

/** The plaintext, or null when the value was not sealed by this key for this row. */
export async function unseal(key: CryptoKey, sealed: string, boundTo: string): Promise<string | null> {
  const [version, iv, data] = sealed.split(".");
  if (version !== VERSION || !iv || !data) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64Url(iv), additionalData: encoder.encode(boundTo) },
      key,
      fromBase64Url(data),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

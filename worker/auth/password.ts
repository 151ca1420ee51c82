/**
 * Password hashing with WebCrypto PBKDF2-SHA256. Dependency-free and erasable TypeScript on
 * purpose: scripts/create-admin.ts imports this file directly with Node's type stripping.
 *
 * 100,000 iterations is the most deployed Workers accept (higher counts throw
 * "Pbkdf2 failed: iteration counts above 100000 are not supported"); local workerd does not
 * enforce that cap, so test/api/password.test.ts guards it. The count is stored with each hash
 * so it can be raised later.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS_ON_WORKERS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const PREFIX = "pbkdf2-sha256";

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/**
 * With a pepper (PASSWORD_PEPPER, a secret kept apart from the database), the password is first
 * keyed with HMAC-SHA-256: a stolen `users` table alone cannot be brute-forced offline.
 */
const PEPPERED_PREFIX = "pbkdf2-sha256-hmac";

async function pepperInput(password: string, pepper: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(password)));
}

async function derive(input: Uint8Array, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", input as BufferSource, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export interface HashOptions {
  /** Absent only where no pepper is configured (a local run before .dev.vars has one). */
  pepper?: string | undefined;
  iterations?: number;
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const iterations = options.iterations ?? PBKDF2_ITERATIONS;
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const input = options.pepper ? await pepperInput(password, options.pepper) : new TextEncoder().encode(password);
  const hash = await derive(input, salt, iterations);
  return `${options.pepper ? PEPPERED_PREFIX : PREFIX}$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Checks a password against a stored hash of either format (peppered needs the pepper). */
export async function verifyPassword(password: string, stored: string, pepper?: string): Promise<boolean> {
  const [prefix, iter, salt, hash] = stored.split("$");
  const iterations = Number(iter);
  if ((prefix !== PREFIX && prefix !== PEPPERED_PREFIX) || !salt || !hash || !Number.isInteger(iterations)) return false;
  if (iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS_ON_WORKERS) return false;
  if (prefix === PEPPERED_PREFIX && !pepper) return false;
  const input = prefix === PEPPERED_PREFIX ? await pepperInput(password, pepper as string) : new TextEncoder().encode(password);
  const actual = await derive(input, fromBase64(salt), iterations);
  return constantTimeEqual(actual, fromBase64(hash));
}

/**
 * A hash made before the pepper was configured, or with fewer iterations than today's: the
 * password is hashed again at its next successful login, while it is known.
 */
export function needsRehash(stored: string, pepper?: string): boolean {
  const [prefix, iter] = stored.split("$");
  if (pepper && prefix !== PEPPERED_PREFIX) return true;
  return Number(iter) < PBKDF2_ITERATIONS;
}

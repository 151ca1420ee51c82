/**
 * Password hashing with WebCrypto PBKDF2-SHA256. Dependency-free and erasable TypeScript on
 * purpose: scripts/create-admin.ts imports this file directly with Node's type stripping.
 *
 * OWASP asks 600,000 iterations of PBKDF2-HMAC-SHA256, but deployed Workers refuse one call above
 * 100,000 ("Pbkdf2 failed: iteration counts above 100000 are not supported"). So a hash is a chain
 * of PBKDF2_ROUNDS calls of 100,000, each call's 32-byte output the next call's password, same salt:
 * 600,000 sequential HMAC-SHA-256 iterations that no single call exceeds the cap with (decision
 * record 0005 has the figures: about 90 ms in workerd). Local workerd does not enforce the cap, so
 * test/api/password.test.ts guards every call. The stored hash names its rounds and iterations
 * (`6x100000`; an older single call is `100000`), so old hashes verify and are replaced at sign-in.
 */
export const PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_MAX_ITERATIONS_ON_WORKERS = 100_000;
export const PBKDF2_ROUNDS = 6;
/** A stored hash asking for more than this many rounds is refused unread (no hash of ours has). */
const MAX_ROUNDS = 20;
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

/** `rounds` chained calls of `iterations` each; one round is plain PBKDF2. */
async function deriveChain(input: Uint8Array, salt: Uint8Array, cost: Cost): Promise<Uint8Array> {
  let out = input;
  for (let round = 0; round < cost.rounds; round++) out = await derive(out, salt, cost.iterations);
  return out;
}

interface Cost {
  rounds: number;
  iterations: number;
}

/** `6x100000` (a chain) or `100000` (one call, the format before chains); null for anything else. */
function parseCost(field: string | undefined): Cost | null {
  const match = /^(?:(\d{1,2})x)?(\d{1,7})$/.exec(field ?? "");
  if (!match) return null;
  const cost = { rounds: match[1] === undefined ? 1 : Number(match[1]), iterations: Number(match[2]) };
  if (cost.rounds < 1 || cost.rounds > MAX_ROUNDS) return null;
  if (cost.iterations < 1 || cost.iterations > PBKDF2_MAX_ITERATIONS_ON_WORKERS) return null;
  return cost;
}

const formatCost = (cost: Cost) => (cost.rounds === 1 ? String(cost.iterations) : `${cost.rounds}x${cost.iterations}`);

export interface HashOptions {
  /** Absent only where no pepper is configured (a local run before .dev.vars has one). */
  pepper?: string | undefined;
  /** Iterations of each call (at most PBKDF2_MAX_ITERATIONS_ON_WORKERS). */
  iterations?: number;
  /** Chained calls. */
  rounds?: number;
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const cost = { rounds: options.rounds ?? PBKDF2_ROUNDS, iterations: options.iterations ?? PBKDF2_ITERATIONS };
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const input = options.pepper ? await pepperInput(password, options.pepper) : new TextEncoder().encode(password);
  const hash = await deriveChain(input, salt, cost);
  return `${options.pepper ? PEPPERED_PREFIX : PREFIX}$${formatCost(cost)}$${toBase64(salt)}$${toBase64(hash)}`;
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Checks a password against a stored hash of either format (peppered needs the pepper). */
export async function verifyPassword(password: string, stored: string, pepper?: string): Promise<boolean> {
  const [prefix, field, salt, hash] = stored.split("$");
  const cost = parseCost(field);
  if ((prefix !== PREFIX && prefix !== PEPPERED_PREFIX) || !salt || !hash || !cost) return false;
  if (prefix === PEPPERED_PREFIX && !pepper) return false;
  const input = prefix === PEPPERED_PREFIX ? await pepperInput(password, pepper as string) : new TextEncoder().encode(password);
  const actual = await deriveChain(input, fromBase64(salt), cost);
  return constantTimeEqual(actual, fromBase64(hash));
}

/**
 * A hash made before the pepper was configured, or at a lower cost than today's (fewer rounds or
 * iterations): the password is hashed again at its next successful login, while it is known.
 */
export function needsRehash(stored: string, pepper?: string): boolean {
  const [prefix, field] = stored.split("$");
  if (pepper && prefix !== PEPPERED_PREFIX) return true;
  const cost = parseCost(field);
  return !cost || cost.rounds * cost.iterations < PBKDF2_ROUNDS * PBKDF2_ITERATIONS || cost.iterations < PBKDF2_ITERATIONS;
}

import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  hashPassword,
  needsRehash,
  PBKDF2_ITERATIONS,
  PBKDF2_MAX_ITERATIONS_ON_WORKERS,
  PBKDF2_ROUNDS,
  verifyPassword,
} from "../../worker/auth/password";
import { getConfig } from "../../worker/config";
import { call, createUser, login, uniqueEmail } from "./fixtures";

/**
 * Deployed Workers refuse PBKDF2 above 100,000 iterations; local workerd does not, so only this
 * guard catches a raise that would break every login in production.
 */
const WORKERS_PBKDF2_CAP = 100_000;
/** OWASP's Password Storage Cheat Sheet: PBKDF2-HMAC-SHA256 at 600,000 iterations. */
const OWASP_PBKDF2_SHA256 = 600_000;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The iteration count of every PBKDF2 call WebCrypto is asked for while `run` runs. */
async function pbkdf2Calls(run: () => Promise<unknown>): Promise<number[]> {
  const spy = vi.spyOn(crypto.subtle, "deriveBits");
  try {
    await run();
    return spy.mock.calls.flatMap(([algorithm]) =>
      (algorithm as { name?: string }).name === "PBKDF2" ? [(algorithm as Pbkdf2Params).iterations] : [],
    );
  } finally {
    spy.mockRestore();
  }
}

describe("PBKDF2 cap guard", () => {
  it("the configured iteration count is within the Workers cap", () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(PBKDF2_MAX_ITERATIONS_ON_WORKERS).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
  });

  it("a new hash costs OWASP's 600,000 iterations, as a chain of calls of at most 100,000 each", async () => {
    const pepper = getConfig(env).PASSWORD_PEPPER!;
    let stored = "";
    const hashing = await pbkdf2Calls(async () => (stored = await hashPassword("correct-horse-battery", { pepper })));
    expect(hashing.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(OWASP_PBKDF2_SHA256);
    expect(Math.max(...hashing)).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(stored.split("$")[1]).toBe(`${PBKDF2_ROUNDS}x${PBKDF2_ITERATIONS}`);
    const verifying = await pbkdf2Calls(() => verifyPassword("correct-horse-battery", stored, pepper));
    expect(verifying).toEqual(hashing);
    expect(await verifyPassword("correct-horse-battery", stored, pepper)).toBe(true);
    expect(await verifyPassword("correct-horse-batterY", stored, pepper)).toBe(false);
    // A chain is not one call of the sum: the rounds are stored, so each round stays a call the Workers accept.
    expect(await verifyPassword("correct-horse-battery", stored.replace(/\$\d+x100000\$/, "$600000$"), pepper)).toBe(false);
  });

  it("a stored hash records its algorithm and an iteration count within the cap", async () => {
    const user = await createUser("pbkdf2");
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE user_id = ?")
      .bind(user.user_id)
      .first<{ password_hash: string }>();
    const [prefix, iterations, salt, hash] = row!.password_hash.split("$");
    // Keyed with the pepper (PASSWORD_PEPPER is configured in the tests, as it must be in production).
    expect(prefix).toBe("pbkdf2-sha256-hmac");
    const [rounds, perCall] = iterations!.split("x").map(Number);
    expect(perCall).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(perCall).toBe(PBKDF2_ITERATIONS);
    expect(rounds).toBe(PBKDF2_ROUNDS);
    expect(atob(salt!).length).toBeGreaterThanOrEqual(16);
    expect(atob(hash!).length).toBe(32);
    expect(row!.password_hash).not.toContain(user.password);
  });

  it("verifies its own hashes, refuses others and hashes above the cap", async () => {
    const stored = await hashPassword("correct-horse", { iterations: 1000, rounds: 1 });
    expect(await verifyPassword("correct-horse", stored)).toBe(true);
    expect(await verifyPassword("wrong-horse", stored)).toBe(false);
    expect(await verifyPassword("correct-horse", stored.replace("$1000$", "$100001$"))).toBe(false);
    expect(await verifyPassword("correct-horse", "md5$1$abc$def")).toBe(false);
    expect(await verifyPassword("correct-horse", "garbage")).toBe(false);
  });
});

describe("hashes of the single-call format", () => {
  const pepper = getConfig(env).PASSWORD_PEPPER!;

  it("still sign in, and are replaced by a chained hash at that login", async () => {
    const email = uniqueEmail("single-call");
    const single = await hashPassword("single-call-password-5", { pepper, iterations: 100_000, rounds: 1 });
    expect(single.split("$")[1]).toBe("100000");
    expect(needsRehash(single, pepper)).toBe(true);
    await env.DB.prepare(
      "INSERT INTO users (user_id, email, password_hash, email_verified_at) VALUES (?, ?, ?, '2026-01-01T00:00:00.000Z')",
    )
      .bind(crypto.randomUUID(), email, single)
      .run();
    expect((await login(email, "single-call-password-5")).status).toBe(200);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<{ password_hash: string }>();
    expect(row!.password_hash.split("$")[1]).toBe(`${PBKDF2_ROUNDS}x${PBKDF2_ITERATIONS}`);
    expect(needsRehash(row!.password_hash, pepper)).toBe(false);
    expect((await login(email, "single-call-password-5")).status).toBe(200);
  });
});

describe("the pepper", () => {
  const pepper = getConfig(env).PASSWORD_PEPPER!;

  it("keys the password before PBKDF2: without the pepper a stolen hash verifies nothing", async () => {
    const stored = await hashPassword("correct-horse", { pepper, iterations: 1000, rounds: 1 });
    expect(stored.startsWith("pbkdf2-sha256-hmac$1000$")).toBe(true);
    expect(await verifyPassword("correct-horse", stored, pepper)).toBe(true);
    expect(await verifyPassword("correct-horse", stored)).toBe(false);
    expect(await verifyPassword("correct-horse", stored, "another-pepper-that-is-long-enough-000")).toBe(false);
    expect(needsRehash(stored, pepper)).toBe(true); // 1,000 iterations is below today's count
  });

  it("a hash from before the pepper still signs in, and is replaced by a peppered one at that login", async () => {
    const email = uniqueEmail("legacy");
    const legacy = await hashPassword("legacy-password-77");
    expect(needsRehash(legacy, pepper)).toBe(true);
    await env.DB.prepare(
      "INSERT INTO users (user_id, email, password_hash, email_verified_at) VALUES (?, ?, ?, '2026-01-01T00:00:00.000Z')",
    )
      .bind(crypto.randomUUID(), email, legacy)
      .run();
    expect((await login(email, "legacy-password-77")).status).toBe(200);
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE email = ?").bind(email).first<{ password_hash: string }>();
    expect(row!.password_hash.startsWith(`pbkdf2-sha256-hmac$${PBKDF2_ROUNDS}x100000$`)).toBe(true);
    expect(needsRehash(row!.password_hash, pepper)).toBe(false);
    expect((await login(email, "legacy-password-77")).status).toBe(200);
    expect((await call("/users/login", { form: { username: email, password: "wrong-password-77" } })).status).toBe(401);
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS_ON_WORKERS, verifyPassword } from "../../worker/auth/password";
import { getConfig } from "../../worker/config";
import { call, createUser, login, uniqueEmail } from "./fixtures";

/**
 * Deployed Workers refuse PBKDF2 above 100,000 iterations; local workerd does not, so only this
 * guard catches a raise that would break every login in production.
 */
const WORKERS_PBKDF2_CAP = 100_000;

describe("PBKDF2 cap guard", () => {
  it("the configured iteration count is within the Workers cap", () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(PBKDF2_MAX_ITERATIONS_ON_WORKERS).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
  });

  it("a stored hash records its algorithm and an iteration count within the cap", async () => {
    const user = await createUser("pbkdf2");
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE user_id = ?")
      .bind(user.user_id)
      .first<{ password_hash: string }>();
    const [prefix, iterations, salt, hash] = row!.password_hash.split("$");
    // Keyed with the pepper (PASSWORD_PEPPER is configured in the tests, as it must be in production).
    expect(prefix).toBe("pbkdf2-sha256-hmac");
    expect(Number(iterations)).toBeLessThanOrEqual(WORKERS_PBKDF2_CAP);
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt!).length).toBeGreaterThanOrEqual(16);
    expect(atob(hash!).length).toBe(32);
    expect(row!.password_hash).not.toContain(user.password);
  });

  it("verifies its own hashes, refuses others and hashes above the cap", async () => {
    const stored = await hashPassword("correct-horse", { iterations: 1000 });
    expect(await verifyPassword("correct-horse", stored)).toBe(true);
    expect(await verifyPassword("wrong-horse", stored)).toBe(false);
    expect(await verifyPassword("correct-horse", stored.replace("$1000$", "$100001$"))).toBe(false);
    expect(await verifyPassword("correct-horse", "md5$1$abc$def")).toBe(false);
    expect(await verifyPassword("correct-horse", "garbage")).toBe(false);
  });
});

describe("the pepper", () => {
  const pepper = getConfig(env).PASSWORD_PEPPER!;

  it("keys the password before PBKDF2: without the pepper a stolen hash verifies nothing", async () => {
    const stored = await hashPassword("correct-horse", { pepper, iterations: 1000 });
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
    expect(row!.password_hash.startsWith("pbkdf2-sha256-hmac$100000$")).toBe(true);
    expect(needsRehash(row!.password_hash, pepper)).toBe(false);
    expect((await login(email, "legacy-password-77")).status).toBe(200);
    expect((await call("/users/login", { form: { username: email, password: "wrong-password-77" } })).status).toBe(401);
  });
});

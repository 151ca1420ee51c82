import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashPassword, PBKDF2_ITERATIONS, PBKDF2_MAX_ITERATIONS_ON_WORKERS, verifyPassword } from "../../worker/auth/password";
import { createUser } from "./fixtures";

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
    const row = await env.DB.prepare("SELECT password_hash FROM users WHERE user_id = ?").bind(user.user_id).first<{ password_hash: string }>();
    const [prefix, iterations, salt, hash] = row!.password_hash.split("$");
    expect(prefix).toBe("pbkdf2-sha256");
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

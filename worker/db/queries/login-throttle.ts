/** Failed sign-ins per account and network (worker/auth/login-throttle.ts), keyed `account|network`. */
import type { D1Handle } from "../client";

/** After this many failures the next attempt waits 2, 4, 8… seconds, at most MAX_DELAY_SECONDS. */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;

/**
 * Counts an attempt at `nowSeconds` unless the delay since the previous one has not passed (then
 * false, nothing counted). Atomic: the count and the check are one upsert, so simultaneous
 * attempts are counted one after another.
 */
export async function countLoginAttempt(d1: D1Handle, key: string, nowSeconds: number): Promise<boolean> {
  // 2^(failures-4) seconds from the fifth failure, capped: the same rule as delayAfter, in SQL.
  const row = await d1
    .prepare(
      `INSERT INTO login_failures (key, failures, last_attempt_at) VALUES (?1, 1, ?2)
     ON CONFLICT (key) DO UPDATE SET failures = failures + 1, last_attempt_at = excluded.last_attempt_at
     WHERE failures < ?3 OR last_attempt_at + min(?4, 1 << min(failures - ?3 + 1, 20)) <= excluded.last_attempt_at
     RETURNING failures`,
    )
    .bind(key, nowSeconds, FREE_FAILURES, MAX_DELAY_SECONDS)
    .first<{ failures: number }>();
  return row !== null;
}

export interface LoginFailureRow {
  failures: number;
  /** Epoch seconds. */
  last_attempt_at: number;
}

export async function loginFailureRow(d1: D1Handle, key: string): Promise<LoginFailureRow | null> {
  return d1.prepare("SELECT failures, last_attempt_at FROM login_failures WHERE key = ?").bind(key).first<LoginFailureRow>();
}

export async function deleteLoginFailures(d1: D1Handle, key: string): Promise<void> {
  await d1.prepare("DELETE FROM login_failures WHERE key = ?").bind(key).run();
}

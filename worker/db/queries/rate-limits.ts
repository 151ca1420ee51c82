/** Fixed-window counters of the D1 rate limits (worker/auth/rate-limit.ts), keyed by rule and client. */
import type { D1Handle } from "../client";

/**
 * Counts one attempt in the window and returns the window's count so far. One upsert: the count
 * and the answer are atomic, so simultaneous attempts are counted one after another.
 */
export async function countAttempt(d1: D1Handle, key: string, windowStart: number): Promise<number> {
  const row = await d1
    .prepare(
      `INSERT INTO rate_limit_counters (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Takes back one counted attempt; never below zero. */
export async function uncountAttempt(d1: D1Handle, key: string, windowStart: number): Promise<void> {
  await d1
    .prepare("UPDATE rate_limit_counters SET count = max(0, count - 1) WHERE key = ? AND window_start = ?")
    .bind(key, windowStart)
    .run();
}

/** The attempts counted in the window so far (0 for none). */
export async function attemptCount(d1: D1Handle, key: string, windowStart: number): Promise<number> {
  const row = await d1
    .prepare("SELECT count FROM rate_limit_counters WHERE key = ? AND window_start = ?")
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

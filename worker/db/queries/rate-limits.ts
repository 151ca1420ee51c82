/** Fixed-window counters of the D1 rate limits (worker/auth/rate-limit.ts), keyed by rule and client. */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { rateLimitCounters } from "../schema";

type CountRow = Pick<typeof rateLimitCounters.$inferSelect, "count">;

/**
 * Counts one attempt in the window and returns the window's count so far. One upsert: the count
 * and the answer are atomic, so simultaneous attempts are counted one after another.
 */
export async function countAttempt(db: Db, key: string, windowStart: number): Promise<number> {
  const row = await db.get<CountRow>(
    sql`INSERT INTO rate_limit_counters (key, window_start, count) VALUES (${key}, ${windowStart}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
  );
  return row?.count ?? 0;
}

/** Takes back one counted attempt; never below zero. */
export async function uncountAttempt(db: Db, key: string, windowStart: number): Promise<void> {
  await db.run(sql`UPDATE rate_limit_counters SET count = max(0, count - 1) WHERE key = ${key} AND window_start = ${windowStart}`);
}

/** The attempts counted in the window so far (0 for none). */
export async function attemptCount(db: Db, key: string, windowStart: number): Promise<number> {
  const row = await db.get<CountRow>(sql`SELECT count FROM rate_limit_counters WHERE key = ${key} AND window_start = ${windowStart}`);
  return row?.count ?? 0;
}

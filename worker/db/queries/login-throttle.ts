/** Failed sign-ins per account and network (worker/auth/login-throttle.ts), keyed `account|network`. */
import { sql } from "drizzle-orm";
import { runBatch } from "../batch";
import type { Db } from "../client";
import type { loginFailures, signInLinks } from "../schema";

/** After this many failures the next attempt waits 2, 4, 8… seconds, at most MAX_DELAY_SECONDS. */
export const FREE_FAILURES = 5;
export const MAX_DELAY_SECONDS = 15 * 60;

/**
 * Counts an attempt at `nowSeconds` unless the delay since the previous one has not passed (then
 * false, nothing counted). Atomic: the count and the check are one upsert, so simultaneous
 * attempts are counted one after another.
 */
export async function countLoginAttempt(db: Db, key: string, nowSeconds: number): Promise<boolean> {
  // 2^(failures-4) seconds from the fifth failure, capped: the same rule as delayAfter, in SQL.
  const row = await db.get<{ failures: number }>(
    sql`INSERT INTO login_failures (key, failures, last_attempt_at) VALUES (${key}, 1, ${nowSeconds})
     ON CONFLICT (key) DO UPDATE SET failures = failures + 1, last_attempt_at = excluded.last_attempt_at
     WHERE failures < ${FREE_FAILURES} OR last_attempt_at + min(${MAX_DELAY_SECONDS}, 1 << min(failures - ${FREE_FAILURES} + 1, 20)) <= excluded.last_attempt_at
     RETURNING failures`,
  );
  return row !== undefined;
}

/** `last_attempt_at` in epoch seconds. */
export type LoginFailureRow = Pick<typeof loginFailures.$inferSelect, "failures" | "last_attempt_at">;

export async function loginFailureRow(db: Db, key: string): Promise<LoginFailureRow | undefined> {
  return db.get<LoginFailureRow>(sql`SELECT failures, last_attempt_at FROM login_failures WHERE key = ${key}`);
}

export async function deleteLoginFailures(db: Db, key: string): Promise<void> {
  await db.run(sql`DELETE FROM login_failures WHERE key = ${key}`);
}

/** Known devices and networks are forgotten after this long without a sign-in from them. */
export const KNOWN_SIGN_IN_TTL_SECONDS = 180 * 24 * 60 * 60;

/** Whether any of `markers` signed in to the account within KNOWN_SIGN_IN_TTL_SECONDS; which ones. */
export async function knownMarkers(db: Db, userId: string, markers: string[], nowSeconds: number): Promise<Set<string>> {
  if (markers.length === 0) return new Set();
  const rows = await db.all<{ marker: string }>(
    sql`SELECT marker FROM known_sign_ins WHERE user_id = ${userId} AND last_seen_at > ${nowSeconds - KNOWN_SIGN_IN_TTL_SECONDS} AND marker IN ${markers}`,
  );
  return new Set(rows.map((r) => r.marker));
}

/** Records a sign-in from `markers` and forgets the account's markers unused for the TTL, in one batch. */
export async function rememberMarkers(db: Db, userId: string, markers: string[], nowSeconds: number): Promise<void> {
  await runBatch(db, [
    ...markers.map((marker) =>
      db.run(
        sql`INSERT INTO known_sign_ins (user_id, marker, last_seen_at) VALUES (${userId}, ${marker}, ${nowSeconds})
           ON CONFLICT (user_id, marker) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
      ),
    ),
    db.run(sql`DELETE FROM known_sign_ins WHERE user_id = ${userId} AND last_seen_at <= ${nowSeconds - KNOWN_SIGN_IN_TTL_SECONDS}`),
  ]);
}

/** `expires_at` in epoch seconds. */
export type NewSignInLink = Pick<typeof signInLinks.$inferSelect, "token_hash" | "user_id" | "expires_at">;

/** A new sign-in link; the account's expired or spent ones go in the same batch. */
export async function insertSignInLink(db: Db, link: NewSignInLink, nowSeconds: number): Promise<void> {
  await runBatch(db, [
    db.run(sql`DELETE FROM sign_in_links WHERE user_id = ${link.user_id} AND (expires_at <= ${nowSeconds} OR used_at IS NOT NULL)`),
    db.run(
      sql`INSERT INTO sign_in_links (token_hash, user_id, expires_at) VALUES (${link.token_hash}, ${link.user_id}, ${link.expires_at})`,
    ),
  ]);
}

/** Whether the link is live (unspent, unexpired), without spending it. */
export async function liveSignInLink(db: Db, tokenHash: string, nowSeconds: number): Promise<boolean> {
  const row = await db.get<{ live: number }>(
    sql`SELECT 1 AS live FROM sign_in_links WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${nowSeconds}`,
  );
  return row !== undefined;
}

/** Spends a live link in one statement (so it opens once): its account, or null. */
export async function spendSignInLink(db: Db, tokenHash: string, nowSeconds: number): Promise<string | null> {
  const row = await db.get<{ user_id: string }>(
    sql`UPDATE sign_in_links SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
       WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > ${nowSeconds} RETURNING user_id`,
  );
  return row?.user_id ?? null;
}

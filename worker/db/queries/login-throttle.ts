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

/** Known devices and networks are forgotten after this long without a sign-in from them. */
export const KNOWN_SIGN_IN_TTL_SECONDS = 180 * 24 * 60 * 60;

/** Whether any of `markers` signed in to the account within KNOWN_SIGN_IN_TTL_SECONDS; which ones. */
export async function knownMarkers(d1: D1Handle, userId: string, markers: string[], nowSeconds: number): Promise<Set<string>> {
  if (markers.length === 0) return new Set();
  const { results } = await d1
    .prepare(
      `SELECT marker FROM known_sign_ins WHERE user_id = ?1 AND last_seen_at > ?2 AND marker IN (${markers.map((_, i) => `?${i + 3}`).join(", ")})`,
    )
    .bind(userId, nowSeconds - KNOWN_SIGN_IN_TTL_SECONDS, ...markers)
    .all<{ marker: string }>();
  return new Set(results.map((r) => r.marker));
}

/** Records a sign-in from `markers` and forgets the account's markers unused for the TTL, in one batch. */
export async function rememberMarkers(d1: D1Handle, userId: string, markers: string[], nowSeconds: number): Promise<void> {
  await d1.batch([
    ...markers.map((marker) =>
      d1
        .prepare(
          `INSERT INTO known_sign_ins (user_id, marker, last_seen_at) VALUES (?1, ?2, ?3)
           ON CONFLICT (user_id, marker) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
        )
        .bind(userId, marker, nowSeconds),
    ),
    d1.prepare("DELETE FROM known_sign_ins WHERE user_id = ? AND last_seen_at <= ?").bind(userId, nowSeconds - KNOWN_SIGN_IN_TTL_SECONDS),
  ]);
}

/** A new sign-in link; the account's expired or spent ones go in the same batch. */
export async function insertSignInLink(
  d1: D1Handle,
  link: { token_hash: string; user_id: string; expires_at: number },
  nowSeconds: number,
): Promise<void> {
  await d1.batch([
    d1.prepare("DELETE FROM sign_in_links WHERE user_id = ? AND (expires_at <= ? OR used_at IS NOT NULL)").bind(link.user_id, nowSeconds),
    d1
      .prepare("INSERT INTO sign_in_links (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(link.token_hash, link.user_id, link.expires_at),
  ]);
}

/** Whether the link is live (unspent, unexpired), without spending it. */
export async function liveSignInLink(d1: D1Handle, tokenHash: string, nowSeconds: number): Promise<boolean> {
  const row = await d1
    .prepare("SELECT 1 AS live FROM sign_in_links WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
    .bind(tokenHash, nowSeconds)
    .first<{ live: number }>();
  return row !== null;
}

/** Spends a live link in one statement (so it opens once): its account, or null. */
export async function spendSignInLink(d1: D1Handle, tokenHash: string, nowSeconds: number): Promise<string | null> {
  const row = await d1
    .prepare(
      `UPDATE sign_in_links SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
       WHERE token_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`,
    )
    .bind(tokenHash, nowSeconds)
    .first<{ user_id: string }>();
  return row?.user_id ?? null;
}

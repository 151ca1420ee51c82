/** The daily cron's clean-up of security bookkeeping (worker/pipeline/housekeeping.ts). */
import { sql } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";

export interface ExpiredRecordCutoffs {
  /** Unix seconds: rate-limit windows that started before this are closed. */
  windowsBefore: number;
  /** Unix seconds: failed sign-in counts last touched before this are forgotten. */
  failuresBefore: number;
  /** Unix seconds: reset tokens and sign-in links that expired before this (or were used) are dropped. */
  now: number;
  /** Unix seconds: devices and networks that last signed in before this are no longer known. */
  knownSignInsBefore: number;
}

/** One transaction; how many rows of each kind went. */
export async function deleteExpiredRecords(
  db: Db,
  cutoffs: ExpiredRecordCutoffs,
): Promise<{ counters: number; failures: number; resetTokens: number; signInLinks: number; knownSignIns: number }> {
  const [counters, failures, resetTokens, signInLinks, knownSignIns] = await batch(db, [
    db.run(sql`DELETE FROM rate_limit_counters WHERE window_start < ${cutoffs.windowsBefore}`),
    db.run(sql`DELETE FROM login_failures WHERE last_attempt_at < ${cutoffs.failuresBefore}`),
    db.run(sql`DELETE FROM password_reset_tokens WHERE expires_at < ${cutoffs.now} OR used_at IS NOT NULL`),
    db.run(sql`DELETE FROM sign_in_links WHERE expires_at <= ${cutoffs.now} OR used_at IS NOT NULL`),
    db.run(sql`DELETE FROM known_sign_ins WHERE last_seen_at <= ${cutoffs.knownSignInsBefore}`),
  ]);
  return {
    counters: counters.meta.changes,
    failures: failures.meta.changes,
    resetTokens: resetTokens.meta.changes,
    signInLinks: signInLinks.meta.changes,
    knownSignIns: knownSignIns.meta.changes,
  };
}

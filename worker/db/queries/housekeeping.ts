/** The daily cron's clean-up of security bookkeeping (worker/pipeline/housekeeping.ts). */
import type { D1Handle } from "../client";

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
  d1: D1Handle,
  cutoffs: ExpiredRecordCutoffs,
): Promise<{ counters: number; failures: number; resetTokens: number; signInLinks: number; knownSignIns: number }> {
  const [counters, failures, resetTokens, signInLinks, knownSignIns] = await d1.batch([
    d1.prepare("DELETE FROM rate_limit_counters WHERE window_start < ?").bind(cutoffs.windowsBefore),
    d1.prepare("DELETE FROM login_failures WHERE last_attempt_at < ?").bind(cutoffs.failuresBefore),
    d1.prepare("DELETE FROM password_reset_tokens WHERE expires_at < ? OR used_at IS NOT NULL").bind(cutoffs.now),
    d1.prepare("DELETE FROM sign_in_links WHERE expires_at <= ? OR used_at IS NOT NULL").bind(cutoffs.now),
    d1.prepare("DELETE FROM known_sign_ins WHERE last_seen_at <= ?").bind(cutoffs.knownSignInsBefore),
  ]);
  return {
    counters: counters?.meta.changes ?? 0,
    failures: failures?.meta.changes ?? 0,
    resetTokens: resetTokens?.meta.changes ?? 0,
    signInLinks: signInLinks?.meta.changes ?? 0,
    knownSignIns: knownSignIns?.meta.changes ?? 0,
  };
}

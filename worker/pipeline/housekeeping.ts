/**
 * The daily cron's clean-up of security bookkeeping: rate-limit windows that have closed, failed
 * sign-in counts a day old, and password reset tokens that expired or were used. None of them can
 * matter again; left alone they would grow without bound.
 */
import { deleteExpiredRecords } from "../db/queries/housekeeping";

const DAY_SECONDS = 24 * 60 * 60;

export async function deleteExpiredSecurityRecords(
  db: D1Database,
  now: Date,
): Promise<{ counters: number; failures: number; resetTokens: number }> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // The longest rate-limit window is an hour: a window that started a day ago is closed.
  return deleteExpiredRecords(db, { windowsBefore: nowSeconds - DAY_SECONDS, failuresBefore: nowSeconds - DAY_SECONDS, now: nowSeconds });
}

/**
 * The daily cron's clean-up of security bookkeeping: rate-limit windows that have closed, failed
 * sign-in counts a day old, password reset tokens and mailed sign-in links that expired or were
 * used, and devices or networks that have not signed in for the 180 days they stay known. None of
 * them can matter again; left alone they would grow without bound.
 */
import type { Db } from "../db/client";
import { deleteExpiredRecords } from "../db/queries/housekeeping";
import { KNOWN_SIGN_IN_TTL_SECONDS } from "../db/queries/login-throttle";

const DAY_SECONDS = 24 * 60 * 60;

export async function deleteExpiredSecurityRecords(db: Db, now: Date): Promise<Awaited<ReturnType<typeof deleteExpiredRecords>>> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // The longest rate-limit window is an hour: a window that started a day ago is closed.
  return deleteExpiredRecords(db, {
    windowsBefore: nowSeconds - DAY_SECONDS,
    failuresBefore: nowSeconds - DAY_SECONDS,
    now: nowSeconds,
    knownSignInsBefore: nowSeconds - KNOWN_SIGN_IN_TTL_SECONDS,
  });
}

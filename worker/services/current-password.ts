/**
 * A signed-in session proving its password again before it changes a credential (the password,
 * the second factor). A stolen session must not become a password-guessing oracle: attempts are
 * counted per account before the check (simultaneous ones too), a right password gives its count
 * back, the fifth wrong one ends every session of the account, and until the window closes the
 * check answers 429 without looking at the password.
 */
import { check, hit, refund, RULES } from "../auth/rate-limit";
import { verifyPassword } from "../auth/password";
import { revokeTokens } from "../db/queries/users";
import { AppError, tooManyRequests, unauthorized } from "../lib/errors";
import type { ServiceContext } from "./context";

const RULE = RULES.passwordChecksPerAccount;
export const WRONG_PASSWORD = "Current password is incorrect";
export const SIGNED_OUT_AFTER_WRONG_PASSWORDS = `${WRONG_PASSWORD}. After ${RULE.limit} wrong passwords you have been signed out: sign in again to continue.`;
export const PASSWORD_CHECKS_PAUSED = `Too many wrong passwords. Try again in ${RULE.windowSeconds / 60} minutes.`;

const isTooMany = (e: unknown) => e instanceof AppError && e.status === 429;

/** Every token of the account dies now, this request's included: no refreshed cookie goes out with the answer either. */
async function endSessions(rc: ServiceContext, userId: string): Promise<never> {
  await revokeTokens(rc.db, userId, Date.now());
  if (rc.viewer) rc.viewer.session_refresh_auth_ms = undefined;
  throw unauthorized(SIGNED_OUT_AFTER_WRONG_PASSWORDS);
}

export async function checkCurrentPassword(rc: ServiceContext, userId: string, password: string, storedHash: string): Promise<void> {
  // A full window was filled by earlier sessions, which were ended then: this one is not blamed.
  await check(rc, RULE, userId).catch((e: unknown) => {
    throw isTooMany(e) ? tooManyRequests(PASSWORD_CHECKS_PAUSED) : e;
  });
  try {
    await hit(rc, RULE, userId);
  } catch (e) {
    // Simultaneous guesses past the limit: the ones over it are not checked, and end the sessions.
    if (isTooMany(e)) await endSessions(rc, userId);
    throw e;
  }
  if (await verifyPassword(password, storedHash, rc.config.PASSWORD_PEPPER)) {
    await refund(rc, RULE, userId);
    return;
  }
  const windowFull = await check(rc, RULE, userId).then(
    () => false,
    (e: unknown) => {
      if (isTooMany(e)) return true;
      throw e;
    },
  );
  if (windowFull) await endSessions(rc, userId);
  throw new AppError(400, WRONG_PASSWORD);
}

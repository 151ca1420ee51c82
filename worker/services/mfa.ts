/**
 * Two-factor authentication with an authenticator app (TOTP) and single-use recovery codes.
 * Required for admins before an admin session is issued; offered to every user. A code is
 * accepted once (users.mfa_last_step), failed attempts are counted like failed passwords.
 * A factor in use is replaced only by someone who proves it again: the password and a current
 * code; then every other session ends and the owner is mailed.
 */
import { z } from "zod";
import { hit, refund, RULES } from "../auth/rate-limit";
import { seal, sealingKey, unseal } from "../auth/sealed";
import { issueToken } from "../auth/tokens";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, rewrapRecoveryCodeHash, totpStep, totpUri } from "../auth/totp";
import {
  acceptTotpStep,
  deleteRecoveryCodes,
  deleteRecoveryCodesIfActive,
  disableMfa as disableMfaOf,
  enableMfa,
  insertRecoveryCodesIfActive,
  legacyRecoveryCodeHashes,
  mfaRowById,
  mfaStatusById,
  rewrapRecoveryCode,
  setPendingMfaSecret,
  spendRecoveryCode,
  type MfaRow,
} from "../db/queries/mfa";
import { batch, runBatch } from "../db/batch";
import { sendEmail } from "../email/send";
import { signedIn, type ServiceContext } from "./context";
import { checkCurrentPassword } from "./current-password";
import { AppError, conflict, forbidden, unauthorized } from "../lib/errors";

const code = z.string().trim().min(6, "Enter the 6-digit code or a recovery code").max(32);
const currentPassword = z.string().min(1).max(128);
export const mfaCodeInput = z.object({ code });
export const disableMfaInput = mfaCodeInput.extend({ password: currentPassword });
/** Setting up a first factor needs nothing; replacing one in use needs both (checked in startEnrollment). */
export const enrollMfaInput = z.object({ password: currentPassword.optional(), code: code.optional() });

export const INVALID_CODE =
  "That code is not valid. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.";
export const REPLACE_NEEDS_PROOF =
  "To replace your two-factor authentication, enter your password and a current code (or a recovery code).";
const NOT_STARTED = "Start setting up two-factor authentication first.";
const CHANGED_MEANWHILE = "Your two-factor authentication changed while you were setting it up. Please start again.";

const SECRET_PURPOSE = "totp-secrets";

async function mfaRow(rc: ServiceContext, userId: string): Promise<MfaRow> {
  const row = await mfaRowById(rc.db, userId);
  if (!row) throw unauthorized();
  return row;
}

const secretKey = (rc: ServiceContext) => sealingKey(rc.config.JWT_SECRET, SECRET_PURPOSE);
const pendingSecretOf = async (rc: ServiceContext, row: MfaRow) =>
  row.mfa_pending_secret ? unseal(await secretKey(rc), row.mfa_pending_secret, row.user_id) : null;

export async function mfaStatus(rc: ServiceContext) {
  const userId = signedIn(rc).user_id;
  const row = await mfaStatusById(rc.db, userId);
  if (!row) throw unauthorized();
  return { enabled: row.enabled === 1, recovery_codes_left: row.recovery_codes_left };
}

/**
 * A new secret, pending until a code from it is confirmed; setting up again replaces a pending one.
 * While a factor is on, only its owner proven again (password and a current code, both counted
 * toward their limits) may start replacing it: a session alone cannot.
 */
/** The signed-in user's new authenticator secret (replacing one needs the password and a current code). */
export async function startEnrollment(rc: ServiceContext, rawInput: z.input<typeof enrollMfaInput> = {}) {
  return startEnrollmentFor(rc, signedIn(rc).user_id, rawInput);
}

/** Also the login challenge's enrollment (accounts.ts), whose user is the challenge's, not a session's. */
export async function startEnrollmentFor(rc: ServiceContext, userId: string, rawInput: z.input<typeof enrollMfaInput> = {}) {
  const input = enrollMfaInput.parse(rawInput);
  const row = await mfaRow(rc, userId);
  if (row.mfa_secret !== null) {
    if (!input.password || !input.code) throw new AppError(400, REPLACE_NEEDS_PROOF);
    await checkCurrentPassword(rc, userId, input.password, row.password_hash);
    await verifySecondFactor(rc, userId, input.code);
  }
  const secret = newTotpSecret();
  if (!(await setPendingMfaSecret(rc.db, userId, await seal(await secretKey(rc), secret, userId), row.mfa_secret)))
    throw conflict(CHANGED_MEANWHILE);
  return { secret, otpauth_uri: totpUri(secret, row.email) };
}

/**
 * The setup in progress as the server holds it, for a page to show again after a wrong code; only
 * to someone who shows the secret they were given (a session alone must not read a replacement
 * started by its owner). Null when there is none or it is not that one.
 */
export const pendingEnrollmentInput = z.object({ secret: z.string() });

/** The secret being set up again, if it is the one the page showed (a form sent back with a wrong code). */
export async function pendingEnrollment(rc: ServiceContext, rawInput: z.input<typeof pendingEnrollmentInput>) {
  return pendingEnrollmentFor(rc, signedIn(rc).user_id, pendingEnrollmentInput.parse(rawInput).secret);
}

export async function pendingEnrollmentFor(rc: ServiceContext, userId: string, shownSecret: string) {
  const row = await mfaRow(rc, userId);
  const secret = await pendingSecretOf(rc, row);
  if (!secret || !(await sameText(secret, shownSecret.replace(/\s+/g, "").toUpperCase()))) return null;
  return { secret, otpauth_uri: totpUri(secret, row.email) };
}

/** Compared through a digest, so the time taken says nothing about how much of the secret matched. */
async function sameText(a: string, b: string): Promise<boolean> {
  const digest = async (t: string) => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(t)));
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  return x.every((byte, i) => byte === y[i]);
}

/**
 * A code from the pending secret turns it on; ten recovery codes are made and shown this once.
 * Replacing a factor in use also ends every other session (this one gets a fresh token in the
 * answer) and tells the owner by e-mail.
 */
export async function confirmEnrollment(rc: ServiceContext, rawInput: z.input<typeof mfaCodeInput>) {
  return confirmEnrollmentFor(rc, signedIn(rc).user_id, rawInput);
}

export async function confirmEnrollmentFor(rc: ServiceContext, userId: string, rawInput: z.input<typeof mfaCodeInput>) {
  const input = mfaCodeInput.parse(rawInput);
  const row = await mfaRow(rc, userId);
  // Counted before the code is checked (simultaneous guesses included); a right code gives it back.
  await hit(rc, RULES.mfaFailuresPerAccount, userId);
  const secret = await pendingSecretOf(rc, row);
  if (!secret || !row.mfa_pending_secret) throw new AppError(400, NOT_STARTED);
  const step = totpStep(secret, input.code);
  if (step === null) throw new AppError(400, INVALID_CODE);
  await refund(rc, RULES.mfaFailuresPerAccount, userId);
  const replacing = row.mfa_secret !== null;
  const now = Date.now();
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => hashRecoveryCode(rc.config.JWT_SECRET, c)));
  const active = await seal(await secretKey(rc), secret, userId);
  const activation = {
    userId,
    pending: row.mfa_pending_secret,
    active,
    previous: row.mfa_secret,
    step,
    revokeTokensBefore: replacing ? now : null,
  };
  // One transaction; the codes change only if this activation took effect (not one raced by another).
  const [enabled] = await batch(rc.db, [
    enableMfa(rc.db, activation),
    deleteRecoveryCodesIfActive(rc.db, userId, active),
    insertRecoveryCodesIfActive(rc.db, userId, active, hashes),
  ]);
  if (enabled.meta.changes !== 1) throw conflict(CHANGED_MEANWHILE);
  if (!replacing || !rc.viewer) return { recovery_codes: codes };
  await mailFactorChanged(rc, row.email);
  // Issued after the cut-off, so it survives the revocation that ends the other sessions.
  return { recovery_codes: codes, access_token: await issueToken(rc.config, rc.viewer, now + 1), token_type: "bearer" as const };
}

async function mailFactorChanged(rc: ServiceContext, to: string): Promise<void> {
  const reset = new URL("/forgot-password", rc.config.PUBLIC_BASE_URL).toString();
  await sendEmail(
    rc.config,
    {
      to,
      subject: "Your two-factor authentication was changed",
      text:
        "The authenticator app of your account was replaced and new recovery codes were made; every other session was signed out. " +
        `If it was not you, reset your password now and set up two-factor authentication again: ${reset}`,
      links: [reset],
    },
    { db: rc.db },
  );
}

/** Codes stored in issue 13's format (a bare SHA-256) are rewrapped under the key the first time the factor is checked. */
async function rewrapLegacyRecoveryCodes(rc: ServiceContext, userId: string): Promise<void> {
  const legacy = await legacyRecoveryCodeHashes(rc.db, userId);
  if (legacy.length === 0) return;
  const rewrapped = await Promise.all(legacy.map((h) => rewrapRecoveryCodeHash(rc.config.JWT_SECRET, h)));
  await runBatch(
    rc.db,
    legacy.map((h, i) => rewrapRecoveryCode(rc.db, userId, h, rewrapped[i]!)),
  );
}

/**
 * Checks the second factor of a user who has it on: a current TOTP code not used before, or an
 * unused recovery code, which is spent. Failures count toward the account's limit.
 */
export async function verifySecondFactor(rc: ServiceContext, userId: string, rawCode: string): Promise<void> {
  const input = mfaCodeInput.parse({ code: rawCode });
  await hit(rc, RULES.mfaFailuresPerAccount, userId);
  const row = await mfaRow(rc, userId);
  const secret = row.mfa_secret ? await unseal(await secretKey(rc), row.mfa_secret, userId) : null;
  if (!secret) throw new AppError(400, "Two-factor authentication is not set up for this account.");
  await rewrapLegacyRecoveryCodes(rc, userId);
  const step = totpStep(secret, input.code);
  const accepted =
    step !== null
      ? await acceptTotpStep(rc.db, userId, step)
      : await spendRecoveryCode(rc.db, userId, await hashRecoveryCode(rc.config.JWT_SECRET, input.code));
  if (!accepted) throw new AppError(400, INVALID_CODE);
  await refund(rc, RULES.mfaFailuresPerAccount, userId);
}

/** Turning it off takes the password and a code; admins must keep it. */
export async function disableMfa(rc: ServiceContext, rawInput: z.input<typeof disableMfaInput>) {
  const userId = signedIn(rc).user_id;
  const input = disableMfaInput.parse(rawInput);
  const row = await mfaRow(rc, userId);
  if (row.is_admin === 1) throw forbidden("Administrators must keep two-factor authentication on.");
  await checkCurrentPassword(rc, userId, input.password, row.password_hash);
  await verifySecondFactor(rc, userId, input.code);
  await batch(rc.db, [disableMfaOf(rc.db, userId), deleteRecoveryCodes(rc.db, userId)]);
  return { enabled: false, recovery_codes_left: 0 };
}

/**
 * Two-factor authentication with an authenticator app (TOTP) and single-use recovery codes.
 * Required for admins before an admin session is issued; offered to every user. A code is
 * accepted once (users.mfa_last_step), failed attempts are counted like failed passwords.
 */
import { z } from "zod";
import { hit, refund, RULES } from "../auth/rate-limit";
import { seal, sealingKey, unseal } from "../auth/sealed";
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStep, totpUri } from "../auth/totp";
import { verifyPassword } from "../auth/password";
import {
  acceptTotpStep,
  deleteRecoveryCodesStatement,
  disableMfaStatement,
  enableMfaStatement,
  insertRecoveryCodeStatement,
  mfaRowById,
  mfaStatusById,
  setPendingMfaSecret,
  spendRecoveryCode,
  type MfaRow,
} from "../db/queries/mfa";
import type { ServiceContext } from "./context";
import { AppError, forbidden, unauthorized } from "../lib/errors";

export const mfaCodeInput = z.object({ code: z.string().trim().min(6, "Enter the 6-digit code or a recovery code").max(32) });
export const disableMfaInput = mfaCodeInput.extend({ password: z.string().min(1).max(128) });

export const INVALID_CODE =
  "That code is not valid. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.";

const SECRET_PURPOSE = "totp-secrets";

async function mfaRow(rc: ServiceContext, userId: string): Promise<MfaRow> {
  const row = await mfaRowById(rc.d1, userId);
  if (!row) throw unauthorized();
  return row;
}

const secretKey = (rc: ServiceContext) => sealingKey(rc.config.JWT_SECRET, SECRET_PURPOSE);

export async function mfaStatus(rc: ServiceContext, userId: string) {
  const row = await mfaStatusById(rc.d1, userId);
  if (!row) throw unauthorized();
  return { enabled: row.enabled === 1, recovery_codes_left: row.recovery_codes_left };
}

/** A new secret, pending until a code from it is confirmed; setting up again replaces a pending one. */
export async function startEnrollment(rc: ServiceContext, userId: string) {
  const row = await mfaRow(rc, userId);
  const secret = newTotpSecret();
  await setPendingMfaSecret(rc.d1, userId, await seal(await secretKey(rc), secret, userId));
  return { secret, otpauth_uri: totpUri(secret, row.email) };
}

/** A code from the pending secret turns it on; ten recovery codes are made and shown this once. */
export async function confirmEnrollment(rc: ServiceContext, userId: string, rawInput: z.input<typeof mfaCodeInput>) {
  const { code } = mfaCodeInput.parse(rawInput);
  const row = await mfaRow(rc, userId);
  // Counted before the code is checked (simultaneous guesses included); a right code gives it back.
  await hit(rc, RULES.mfaFailuresPerAccount, userId);
  const secret = row.mfa_pending_secret ? await unseal(await secretKey(rc), row.mfa_pending_secret, userId) : null;
  if (!secret) throw new AppError(400, "Start setting up two-factor authentication first.");
  const step = totpStep(secret, code);
  if (step === null) throw new AppError(400, INVALID_CODE);
  await refund(rc, RULES.mfaFailuresPerAccount, userId);
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await rc.d1.batch([
    enableMfaStatement(rc.d1, userId, step),
    deleteRecoveryCodesStatement(rc.d1, userId),
    ...hashes.map((hash) => insertRecoveryCodeStatement(rc.d1, userId, hash)),
  ]);
  return { recovery_codes: codes };
}

/**
 * Checks the second factor of a user who has it on: a current TOTP code not used before, or an
 * unused recovery code, which is spent. Failures count toward the account's limit.
 */
export async function verifySecondFactor(rc: ServiceContext, userId: string, rawCode: string): Promise<void> {
  const { code } = mfaCodeInput.parse({ code: rawCode });
  await hit(rc, RULES.mfaFailuresPerAccount, userId);
  const row = await mfaRow(rc, userId);
  const secret = row.mfa_secret ? await unseal(await secretKey(rc), row.mfa_secret, userId) : null;
  if (!secret) throw new AppError(400, "Two-factor authentication is not set up for this account.");
  const step = totpStep(secret, code);
  const accepted =
    step !== null ? await acceptTotpStep(rc.d1, userId, step) : await spendRecoveryCode(rc.d1, userId, await hashRecoveryCode(code));
  if (!accepted) throw new AppError(400, INVALID_CODE);
  await refund(rc, RULES.mfaFailuresPerAccount, userId);
}

/** Turning it off takes the password and a code; admins must keep it. */
export async function disableMfa(rc: ServiceContext, userId: string, rawInput: z.input<typeof disableMfaInput>) {
  const input = disableMfaInput.parse(rawInput);
  const row = await mfaRow(rc, userId);
  if (row.is_admin === 1) throw forbidden("Administrators must keep two-factor authentication on.");
  if (!(await verifyPassword(input.password, row.password_hash, rc.config.PASSWORD_PEPPER)))
    throw new AppError(400, "Current password is incorrect");
  await verifySecondFactor(rc, userId, input.code);
  await rc.d1.batch([disableMfaStatement(rc.d1, userId), deleteRecoveryCodesStatement(rc.d1, userId)]);
  return { enabled: false, recovery_codes_left: 0 };
}

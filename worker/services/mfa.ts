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
import type { ServiceContext } from "./context";
import { AppError, forbidden, unauthorized } from "../lib/errors";

export const mfaCodeInput = z.object({ code: z.string().trim().min(6, "Enter the 6-digit code or a recovery code").max(32) });
export const disableMfaInput = mfaCodeInput.extend({ password: z.string().min(1).max(128) });

export const INVALID_CODE =
  "That code is not valid. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.";

const SECRET_PURPOSE = "totp-secrets";

interface MfaRow {
  user_id: string;
  email: string;
  is_admin: number;
  password_hash: string;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  mfa_last_step: number;
}

async function mfaRow(rc: ServiceContext, userId: string): Promise<MfaRow> {
  const row = await rc.d1
    .prepare("SELECT user_id, email, is_admin, password_hash, mfa_secret, mfa_pending_secret, mfa_last_step FROM users WHERE user_id = ?")
    .bind(userId)
    .first<MfaRow>();
  if (!row) throw unauthorized();
  return row;
}

const secretKey = (rc: ServiceContext) => sealingKey(rc.config.JWT_SECRET, SECRET_PURPOSE);

export async function mfaStatus(rc: ServiceContext, userId: string) {
  const row = await rc.d1
    .prepare(
      `SELECT u.mfa_secret IS NOT NULL AS enabled,
       (SELECT count(*) FROM mfa_recovery_codes r WHERE r.user_id = u.user_id AND r.used_at IS NULL) AS recovery_codes_left
     FROM users u WHERE u.user_id = ?`,
    )
    .bind(userId)
    .first<{ enabled: number; recovery_codes_left: number }>();
  if (!row) throw unauthorized();
  return { enabled: row.enabled === 1, recovery_codes_left: row.recovery_codes_left };
}

/** A new secret, pending until a code from it is confirmed; setting up again replaces a pending one. */
export async function startEnrollment(rc: ServiceContext, userId: string) {
  const row = await mfaRow(rc, userId);
  const secret = newTotpSecret();
  await rc.d1
    .prepare("UPDATE users SET mfa_pending_secret = ? WHERE user_id = ?")
    .bind(await seal(await secretKey(rc), secret, userId), userId)
    .run();
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
  const db = rc.d1;
  await db.batch([
    db
      .prepare("UPDATE users SET mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL, mfa_last_step = ? WHERE user_id = ?")
      .bind(step, userId),
    db.prepare("DELETE FROM mfa_recovery_codes WHERE user_id = ?").bind(userId),
    ...hashes.map((hash) => db.prepare("INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES (?, ?)").bind(userId, hash)),
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
  const db = rc.d1;
  const step = totpStep(secret, code);
  // Only a later step than the last accepted one: the same code cannot be replayed.
  const accepted =
    step !== null
      ? (await db.prepare("UPDATE users SET mfa_last_step = ?1 WHERE user_id = ?2 AND mfa_last_step < ?1").bind(step, userId).run()).meta
          .changes === 1
      : (
          await db
            .prepare(
              "UPDATE mfa_recovery_codes SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND code_hash = ? AND used_at IS NULL",
            )
            .bind(userId, await hashRecoveryCode(code))
            .run()
        ).meta.changes === 1;
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
  await rc.d1.batch([
    rc.d1.prepare("UPDATE users SET mfa_secret = NULL, mfa_pending_secret = NULL WHERE user_id = ?").bind(userId),
    rc.d1.prepare("DELETE FROM mfa_recovery_codes WHERE user_id = ?").bind(userId),
  ]);
  return { enabled: false, recovery_codes_left: 0 };
}

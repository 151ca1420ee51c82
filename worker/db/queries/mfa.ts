/** Two-factor authentication: the user's TOTP secrets and recovery codes (worker/services/mfa.ts). */
import type { D1Handle } from "../client";

export interface MfaRow {
  user_id: string;
  email: string;
  is_admin: number;
  password_hash: string;
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  mfa_last_step: number;
}

export async function mfaRowById(d1: D1Handle, userId: string): Promise<MfaRow | null> {
  return d1
    .prepare("SELECT user_id, email, is_admin, password_hash, mfa_secret, mfa_pending_secret, mfa_last_step FROM users WHERE user_id = ?")
    .bind(userId)
    .first<MfaRow>();
}

export interface MfaStatusRow {
  enabled: number;
  recovery_codes_left: number;
}

export async function mfaStatusById(d1: D1Handle, userId: string): Promise<MfaStatusRow | null> {
  return d1
    .prepare(
      `SELECT u.mfa_secret IS NOT NULL AS enabled,
       (SELECT count(*) FROM mfa_recovery_codes r WHERE r.user_id = u.user_id AND r.used_at IS NULL) AS recovery_codes_left
     FROM users u WHERE u.user_id = ?`,
    )
    .bind(userId)
    .first<MfaStatusRow>();
}

/** `sealedSecret` replaces any secret still pending; the one in use stays until a code confirms the new one. */
export async function setPendingMfaSecret(d1: D1Handle, userId: string, sealedSecret: string): Promise<void> {
  await d1.prepare("UPDATE users SET mfa_pending_secret = ? WHERE user_id = ?").bind(sealedSecret, userId).run();
}

/** The pending secret becomes the one in use, with the step of the code that confirmed it already spent. */
export function enableMfaStatement(d1: D1Handle, userId: string, step: number): D1PreparedStatement {
  return d1
    .prepare("UPDATE users SET mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL, mfa_last_step = ? WHERE user_id = ?")
    .bind(step, userId);
}

export function disableMfaStatement(d1: D1Handle, userId: string): D1PreparedStatement {
  return d1.prepare("UPDATE users SET mfa_secret = NULL, mfa_pending_secret = NULL WHERE user_id = ?").bind(userId);
}

export function deleteRecoveryCodesStatement(d1: D1Handle, userId: string): D1PreparedStatement {
  return d1.prepare("DELETE FROM mfa_recovery_codes WHERE user_id = ?").bind(userId);
}

export function insertRecoveryCodeStatement(d1: D1Handle, userId: string, codeHash: string): D1PreparedStatement {
  return d1.prepare("INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES (?, ?)").bind(userId, codeHash);
}

/** Only a later step than the last accepted one: the same code cannot be replayed. False when it was not. */
export async function acceptTotpStep(d1: D1Handle, userId: string, step: number): Promise<boolean> {
  const result = await d1.prepare("UPDATE users SET mfa_last_step = ?1 WHERE user_id = ?2 AND mfa_last_step < ?1").bind(step, userId).run();
  return result.meta.changes === 1;
}

/** Spends an unused recovery code; false when there is none with that hash. */
export async function spendRecoveryCode(d1: D1Handle, userId: string, codeHash: string): Promise<boolean> {
  const result = await d1
    .prepare(
      "UPDATE mfa_recovery_codes SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND code_hash = ? AND used_at IS NULL",
    )
    .bind(userId, codeHash)
    .run();
  return result.meta.changes === 1;
}

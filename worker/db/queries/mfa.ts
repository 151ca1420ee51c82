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

/**
 * `sealedSecret` replaces any secret still pending, only while the secret in use is still `current`
 * (the one the caller checked, or null): a setup started without proof cannot slip in beside a factor
 * turned on meanwhile. False when it changed.
 */
export async function setPendingMfaSecret(d1: D1Handle, userId: string, sealedSecret: string, current: string | null): Promise<boolean> {
  const result = await d1
    .prepare("UPDATE users SET mfa_pending_secret = ? WHERE user_id = ? AND mfa_secret IS ?")
    .bind(sealedSecret, userId, current)
    .run();
  return result.meta.changes === 1;
}

export interface MfaActivation {
  userId: string;
  /** The pending secret the code was checked against, as stored. */
  pending: string;
  /** The same secret sealed afresh (a new IV): it names this activation alone in the statements batched after it. */
  active: string;
  /** The secret in use when the request began (null: none): a factor changed meanwhile is not overwritten. */
  previous: string | null;
  /** The step of the code that confirmed it: already spent. */
  step: number;
  /** Epoch ms: when set, tokens issued before it are revoked in the same statement (a factor replaced). */
  revokeTokensBefore: number | null;
}

/** The pending secret becomes the one in use; `meta.changes` is 0 when the pending or the active secret changed meanwhile. */
export function enableMfaStatement(d1: D1Handle, a: MfaActivation): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE users SET mfa_secret = ?1, mfa_pending_secret = NULL, mfa_last_step = ?2, tokens_valid_after = coalesce(?3, tokens_valid_after)
       WHERE user_id = ?4 AND mfa_pending_secret = ?5 AND mfa_secret IS ?6`,
    )
    .bind(a.active, a.step, a.revokeTokensBefore, a.userId, a.pending, a.previous);
}

/** Batched after `enableMfaStatement`: the old codes go only if that activation took effect. */
export function deleteRecoveryCodesIfActiveStatement(d1: D1Handle, userId: string, active: string): D1PreparedStatement {
  return d1
    .prepare("DELETE FROM mfa_recovery_codes WHERE user_id = ?1 AND EXISTS (SELECT 1 FROM users WHERE user_id = ?1 AND mfa_secret = ?2)")
    .bind(userId, active);
}

/** Batched after `enableMfaStatement`: the new codes are stored only if that activation took effect. */
export function insertRecoveryCodesIfActiveStatement(
  d1: D1Handle,
  userId: string,
  active: string,
  codeHashes: string[],
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO mfa_recovery_codes (user_id, code_hash) SELECT ?1, value FROM json_each(?3)
       WHERE EXISTS (SELECT 1 FROM users WHERE user_id = ?1 AND mfa_secret = ?2)`,
    )
    .bind(userId, active, JSON.stringify(codeHashes));
}

export function disableMfaStatement(d1: D1Handle, userId: string): D1PreparedStatement {
  return d1.prepare("UPDATE users SET mfa_secret = NULL, mfa_pending_secret = NULL WHERE user_id = ?").bind(userId);
}

export function deleteRecoveryCodesStatement(d1: D1Handle, userId: string): D1PreparedStatement {
  return d1.prepare("DELETE FROM mfa_recovery_codes WHERE user_id = ?").bind(userId);
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

/** Codes still stored in the format of issue 13 (a bare SHA-256), to be rewrapped. */
export async function legacyRecoveryCodeHashes(d1: D1Handle, userId: string): Promise<string[]> {
  const rows = await d1
    .prepare("SELECT code_hash FROM mfa_recovery_codes WHERE user_id = ? AND code_hash NOT LIKE 'hmac1$%'")
    .bind(userId)
    .all<{ code_hash: string }>();
  return rows.results.map((r) => r.code_hash);
}

export function rewrapRecoveryCodeStatement(d1: D1Handle, userId: string, from: string, to: string): D1PreparedStatement {
  return d1.prepare("UPDATE mfa_recovery_codes SET code_hash = ? WHERE user_id = ? AND code_hash = ?").bind(to, userId, from);
}

export interface ChallengeUserRow {
  user_id: string;
  email: string;
  is_admin: number;
  tokens_valid_after: number;
  /** 1 when a second factor is on. */
  mfa: number;
}

/** What a login challenge is checked against when it comes back. */
export async function challengeUserById(d1: D1Handle, userId: string): Promise<ChallengeUserRow | null> {
  return d1
    .prepare("SELECT user_id, email, is_admin, tokens_valid_after, mfa_secret IS NOT NULL AS mfa FROM users WHERE user_id = ?")
    .bind(userId)
    .first<ChallengeUserRow>();
}

/**
 * Marks a login challenge used; false when it was used already. Kept among the rate-limit counters
 * under the challenge's issue time (a use is one attempt allowed once), so the daily clean-up of
 * closed windows removes it a day later, long after the challenge expired.
 */
export async function spendLoginChallenge(d1: D1Handle, challengeId: string, issuedAtSeconds: number): Promise<boolean> {
  const result = await d1
    .prepare("INSERT INTO rate_limit_counters (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO NOTHING")
    .bind(`login-challenge:${challengeId}`, issuedAtSeconds)
    .run();
  return result.meta.changes === 1;
}

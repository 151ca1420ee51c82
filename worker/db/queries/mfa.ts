/** Two-factor authentication: the user's TOTP secrets and recovery codes (worker/services/mfa.ts). */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, Stored } from "../rows";
import type { users } from "../schema";

type User = typeof users.$inferSelect;

export type MfaRow = Stored<
  Pick<User, "user_id" | "email" | "is_admin" | "password_hash" | "mfa_secret" | "mfa_pending_secret" | "mfa_last_step">
>;

export function mfaRowById(db: Db, userId: string): RowQuery<MfaRow> {
  return db.get<MfaRow>(
    sql`SELECT user_id, email, is_admin, password_hash, mfa_secret, mfa_pending_secret, mfa_last_step FROM users WHERE user_id = ${userId}`,
  );
}

export interface MfaStatusRow {
  enabled: 0 | 1;
  recovery_codes_left: number;
}

export function mfaStatusById(db: Db, userId: string): RowQuery<MfaStatusRow> {
  return db.get<MfaStatusRow>(
    sql`SELECT u.mfa_secret IS NOT NULL AS enabled,
       (SELECT count(*) FROM mfa_recovery_codes r WHERE r.user_id = u.user_id AND r.used_at IS NULL) AS recovery_codes_left
     FROM users u WHERE u.user_id = ${userId}`,
  );
}

/**
 * `sealedSecret` replaces any secret still pending, only while the secret in use is still `current`
 * (the one the caller checked, or null): a setup started without proof cannot slip in beside a factor
 * turned on meanwhile. False when it changed.
 */
export async function setPendingMfaSecret(db: Db, userId: string, sealedSecret: string, current: string | null): Promise<boolean> {
  const result = await db.run(
    sql`UPDATE users SET mfa_pending_secret = ${sealedSecret} WHERE user_id = ${userId} AND mfa_secret IS ${current}`,
  );
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
export function enableMfa(db: Db, a: MfaActivation) {
  return db.run(
    sql`UPDATE users SET mfa_secret = ${a.active}, mfa_pending_secret = NULL, mfa_last_step = ${a.step}, tokens_valid_after = coalesce(${a.revokeTokensBefore}, tokens_valid_after)
       WHERE user_id = ${a.userId} AND mfa_pending_secret = ${a.pending} AND mfa_secret IS ${a.previous}`,
  );
}

/** Batched after `enableMfa`: the old codes go only if that activation took effect. */
export function deleteRecoveryCodesIfActive(db: Db, userId: string, active: string) {
  return db.run(
    sql`DELETE FROM mfa_recovery_codes WHERE user_id = ${userId} AND EXISTS (SELECT 1 FROM users WHERE user_id = ${userId} AND mfa_secret = ${active})`,
  );
}

/** Batched after `enableMfa`: the new codes are stored only if that activation took effect. */
export function insertRecoveryCodesIfActive(db: Db, userId: string, active: string, codeHashes: string[]) {
  return db.run(
    sql`INSERT INTO mfa_recovery_codes (user_id, code_hash) SELECT ${userId}, value FROM json_each(${JSON.stringify(codeHashes)})
       WHERE EXISTS (SELECT 1 FROM users WHERE user_id = ${userId} AND mfa_secret = ${active})`,
  );
}

export function disableMfa(db: Db, userId: string) {
  return db.run(sql`UPDATE users SET mfa_secret = NULL, mfa_pending_secret = NULL WHERE user_id = ${userId}`);
}

export function deleteRecoveryCodes(db: Db, userId: string) {
  return db.run(sql`DELETE FROM mfa_recovery_codes WHERE user_id = ${userId}`);
}

/** Only a later step than the last accepted one: the same code cannot be replayed. False when it was not. */
export async function acceptTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const result = await db.run(sql`UPDATE users SET mfa_last_step = ${step} WHERE user_id = ${userId} AND mfa_last_step < ${step}`);
  return result.meta.changes === 1;
}

/** Spends an unused recovery code; false when there is none with that hash. */
export async function spendRecoveryCode(db: Db, userId: string, codeHash: string): Promise<boolean> {
  const result = await db.run(
    sql`UPDATE mfa_recovery_codes SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ${userId} AND code_hash = ${codeHash} AND used_at IS NULL`,
  );
  return result.meta.changes === 1;
}

/** Codes still stored in the format of issue 13 (a bare SHA-256), to be rewrapped. */
export async function legacyRecoveryCodeHashes(db: Db, userId: string): Promise<string[]> {
  const rows = await db.all<{ code_hash: string }>(
    sql`SELECT code_hash FROM mfa_recovery_codes WHERE user_id = ${userId} AND code_hash NOT LIKE 'hmac1$%'`,
  );
  return rows.map((r) => r.code_hash);
}

export function rewrapRecoveryCode(db: Db, userId: string, from: string, to: string) {
  return db.run(sql`UPDATE mfa_recovery_codes SET code_hash = ${to} WHERE user_id = ${userId} AND code_hash = ${from}`);
}

/** `mfa` is 1 when a second factor is on. */
export type ChallengeUserRow = Stored<Pick<User, "user_id" | "email" | "is_admin" | "tokens_valid_after">> & { mfa: 0 | 1 };

/** What a login challenge is checked against when it comes back. */
export function challengeUserById(db: Db, userId: string): RowQuery<ChallengeUserRow> {
  return db.get<ChallengeUserRow>(
    sql`SELECT user_id, email, is_admin, tokens_valid_after, mfa_secret IS NOT NULL AS mfa FROM users WHERE user_id = ${userId}`,
  );
}

/**
 * Marks a login challenge used; false when it was used already. Kept among the rate-limit counters
 * under the challenge's issue time (a use is one attempt allowed once), so the daily clean-up of
 * closed windows removes it a day later, long after the challenge expired.
 */
export async function spendLoginChallenge(db: Db, challengeId: string, issuedAtSeconds: number): Promise<boolean> {
  const result = await db.run(
    sql`INSERT INTO rate_limit_counters (key, window_start, count) VALUES (${`login-challenge:${challengeId}`}, ${issuedAtSeconds}, 1) ON CONFLICT (key, window_start) DO NOTHING`,
  );
  return result.meta.changes === 1;
}

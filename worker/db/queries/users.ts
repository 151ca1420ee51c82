/** Accounts: sign-up, sign-in, passwords and their reset links (worker/services/accounts.ts). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, Stored } from "../rows";
import { users, type passwordResetTokens } from "../schema";

type User = typeof users.$inferSelect;

export type NewUser = Pick<User, "user_id" | "email" | "password_hash">;

/** False when the address has an account already (the unique index on email). */
export async function insertUser(db: Db, user: NewUser): Promise<boolean> {
  const result = await db.run(
    sql`INSERT INTO users (user_id, email, password_hash) VALUES (${user.user_id}, ${user.email}, ${user.password_hash}) ON CONFLICT (email) DO NOTHING`,
  );
  return result.meta.changes > 0;
}

/**
 * `mfa` is 1 when a second factor is on; `tokens_valid_after` is read with the hash the password is
 * checked against: a login challenge carries it (worker/services/accounts.ts).
 */
export type LoginRow = Stored<Pick<User, "user_id" | "email" | "password_hash" | "is_admin" | "tokens_valid_after">> & { mfa: 0 | 1 };

export function loginRowByEmail(db: Db, email: string): RowQuery<LoginRow> {
  return db.get<LoginRow>(
    sql`SELECT user_id, email, password_hash, is_admin, mfa_secret IS NOT NULL AS mfa, tokens_valid_after FROM users WHERE email = ${email}`,
  );
}

export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db.get<Pick<User, "user_id">>(sql`SELECT user_id FROM users WHERE email = ${email}`);
  return row?.user_id ?? null;
}

export type UserIdentityRow = Stored<Pick<User, "user_id" | "email" | "is_admin">>;

export function userIdentityById(db: Db, userId: string): RowQuery<UserIdentityRow> {
  return db.get<UserIdentityRow>(sql`SELECT user_id, email, is_admin FROM users WHERE user_id = ${userId}`);
}

export type UserProfileRow = Stored<Pick<User, "user_id" | "email" | "is_admin" | "created_at">>;

export function userProfileById(db: Db, userId: string): RowQuery<UserProfileRow> {
  return db.get<UserProfileRow>(sql`SELECT user_id, email, is_admin, created_at FROM users WHERE user_id = ${userId}`);
}

export async function passwordHashById(db: Db, userId: string): Promise<string | null> {
  const row = await db.get<Pick<User, "password_hash">>(sql`SELECT password_hash FROM users WHERE user_id = ${userId}`);
  return row?.password_hash ?? null;
}

/** Only while the stored hash is still `previous`: a password changed meanwhile is not overwritten. */
export async function replacePasswordHash(db: Db, userId: string, previous: string, hash: string): Promise<void> {
  await db.run(sql`UPDATE users SET password_hash = ${hash} WHERE user_id = ${userId} AND password_hash = ${previous}`);
}

/** A new password that also revokes the tokens issued before `tokensValidAfter` (epoch ms). */
export async function setPassword(db: Db, userId: string, hash: string, tokensValidAfter: number): Promise<void> {
  await db.update(users).set({ password_hash: hash, tokens_valid_after: tokensValidAfter }).where(eq(users.user_id, userId));
}

/** Tokens issued before `validAfter` (epoch ms) stop working. */
export async function revokeTokens(db: Db, userId: string, validAfter: number): Promise<void> {
  await db.run(sql`UPDATE users SET tokens_valid_after = ${validAfter} WHERE user_id = ${userId}`);
}

type PasswordResetToken = typeof passwordResetTokens.$inferSelect;

/** `expires_at` in epoch seconds. */
export type NewPasswordResetToken = Pick<PasswordResetToken, "token_hash" | "user_id" | "expires_at">;

export async function insertPasswordResetToken(db: Db, token: NewPasswordResetToken): Promise<void> {
  await db.run(
    sql`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (${token.token_hash}, ${token.user_id}, ${token.expires_at})`,
  );
}

export type PasswordResetTokenRow = Pick<PasswordResetToken, "token_hash" | "user_id" | "expires_at" | "used_at">;

export function passwordResetTokenByHash(db: Db, tokenHash: string): RowQuery<PasswordResetTokenRow> {
  return db.get<PasswordResetTokenRow>(
    sql`SELECT token_hash, user_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = ${tokenHash}`,
  );
}

export interface PasswordReset {
  userId: string;
  passwordHash: string;
  /** Epoch ms: tokens issued before it are revoked. */
  tokensValidAfter: number;
  tokenHash: string;
}

/**
 * Changes the password only while the reset token is unspent; batched before `spendResetTokens`
 * (one transaction), its `meta.changes` tell whether the token was still good.
 */
export function resetPassword(db: Db, reset: PasswordReset) {
  return db.run(
    sql`UPDATE users SET password_hash = ${reset.passwordHash}, tokens_valid_after = ${reset.tokensValidAfter} WHERE user_id = ${reset.userId}
       AND EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ${reset.tokenHash} AND used_at IS NULL)`,
  );
}

/** Using one link spends every link of the account: an older one found in a mailbox opens nothing. */
export function spendResetTokens(db: Db, userId: string) {
  return db.run(
    sql`UPDATE password_reset_tokens SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ${userId} AND used_at IS NULL`,
  );
}

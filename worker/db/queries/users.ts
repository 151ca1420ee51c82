/** Accounts: sign-up, sign-in, passwords and their reset links (worker/services/accounts.ts). */
import { eq } from "drizzle-orm";
import type { D1Handle, Db } from "../client";
import { users } from "../schema";

export interface NewUser {
  user_id: string;
  email: string;
  password_hash: string;
}

/** False when the address has an account already (the unique index on email). */
export async function insertUser(d1: D1Handle, user: NewUser): Promise<boolean> {
  const result = await d1
    .prepare("INSERT INTO users (user_id, email, password_hash) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING")
    .bind(user.user_id, user.email, user.password_hash)
    .run();
  return result.meta.changes > 0;
}

export interface LoginRow {
  user_id: string;
  email: string;
  password_hash: string;
  is_admin: number;
  /** 1 when a second factor is on. */
  mfa: number;
  /** Read with the hash the password is checked against: a login challenge carries it (worker/services/accounts.ts). */
  tokens_valid_after: number;
}

export async function loginRowByEmail(d1: D1Handle, email: string): Promise<LoginRow | null> {
  return d1
    .prepare("SELECT user_id, email, password_hash, is_admin, mfa_secret IS NOT NULL AS mfa, tokens_valid_after FROM users WHERE email = ?")
    .bind(email)
    .first<LoginRow>();
}

export async function userIdByEmail(d1: D1Handle, email: string): Promise<string | null> {
  const row = await d1.prepare("SELECT user_id FROM users WHERE email = ?").bind(email).first<{ user_id: string }>();
  return row?.user_id ?? null;
}

export interface UserIdentityRow {
  user_id: string;
  email: string;
  is_admin: number;
}

export async function userIdentityById(d1: D1Handle, userId: string): Promise<UserIdentityRow | null> {
  return d1.prepare("SELECT user_id, email, is_admin FROM users WHERE user_id = ?").bind(userId).first<UserIdentityRow>();
}

export interface UserProfileRow extends UserIdentityRow {
  created_at: string;
}

export async function userProfileById(d1: D1Handle, userId: string): Promise<UserProfileRow | null> {
  return d1.prepare("SELECT user_id, email, is_admin, created_at FROM users WHERE user_id = ?").bind(userId).first<UserProfileRow>();
}

export async function passwordHashById(d1: D1Handle, userId: string): Promise<string | null> {
  const row = await d1.prepare("SELECT password_hash FROM users WHERE user_id = ?").bind(userId).first<{ password_hash: string }>();
  return row?.password_hash ?? null;
}

/** Only while the stored hash is still `previous`: a password changed meanwhile is not overwritten. */
export async function replacePasswordHash(d1: D1Handle, userId: string, previous: string, hash: string): Promise<void> {
  await d1.prepare("UPDATE users SET password_hash = ? WHERE user_id = ? AND password_hash = ?").bind(hash, userId, previous).run();
}

/** A new password that also revokes the tokens issued before `tokensValidAfter` (epoch ms). */
export async function setPassword(db: Db, userId: string, hash: string, tokensValidAfter: number): Promise<void> {
  await db.update(users).set({ password_hash: hash, tokens_valid_after: tokensValidAfter }).where(eq(users.user_id, userId));
}

/** Tokens issued before `validAfter` (epoch ms) stop working. */
export async function revokeTokens(d1: D1Handle, userId: string, validAfter: number): Promise<void> {
  await d1.prepare("UPDATE users SET tokens_valid_after = ? WHERE user_id = ?").bind(validAfter, userId).run();
}

export interface NewPasswordResetToken {
  token_hash: string;
  user_id: string;
  /** Epoch seconds. */
  expires_at: number;
}

export async function insertPasswordResetToken(d1: D1Handle, token: NewPasswordResetToken): Promise<void> {
  await d1
    .prepare("INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
    .bind(token.token_hash, token.user_id, token.expires_at)
    .run();
}

export interface PasswordResetTokenRow extends NewPasswordResetToken {
  used_at: string | null;
}

export async function passwordResetTokenByHash(d1: D1Handle, tokenHash: string): Promise<PasswordResetTokenRow | null> {
  return d1
    .prepare("SELECT token_hash, user_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = ?")
    .bind(tokenHash)
    .first<PasswordResetTokenRow>();
}

export interface PasswordReset {
  userId: string;
  passwordHash: string;
  /** Epoch ms: tokens issued before it are revoked. */
  tokensValidAfter: number;
  tokenHash: string;
}

/**
 * Changes the password only while the reset token is unspent; batched before
 * `spendResetTokensStatement` (one transaction), its `changes` tell whether the token was still good.
 */
export function resetPasswordStatement(d1: D1Handle, reset: PasswordReset): D1PreparedStatement {
  return d1
    .prepare(
      `UPDATE users SET password_hash = ?1, tokens_valid_after = ?2 WHERE user_id = ?3
       AND EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ?4 AND used_at IS NULL)`,
    )
    .bind(reset.passwordHash, reset.tokensValidAfter, reset.userId, reset.tokenHash);
}

/** Using one link spends every link of the account: an older one found in a mailbox opens nothing. */
export function spendResetTokensStatement(d1: D1Handle, userId: string): D1PreparedStatement {
  return d1
    .prepare("UPDATE password_reset_tokens SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND used_at IS NULL")
    .bind(userId);
}

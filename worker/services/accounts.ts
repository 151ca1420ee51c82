import { z } from "zod";
import { hashPassword, verifyPassword } from "../auth/password";
import { check, clientKey, edgeGate, hit, RULES } from "../auth/rate-limit";
import { issueToken } from "../auth/tokens";
import { sendEmail } from "../email/send";
import type { ServiceContext } from "./context";
import { AppError, conflict, unauthorized } from "./errors";

const email = z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address"));
/** 8 to 128 characters: long passphrases welcome, unbounded input refused before hashing. */
const password = z
  .string()
  .min(8, "Password must be at least 8 characters long")
  .max(128, "Password must be at most 128 characters long");

export const registerInput = z.object({ email, password });
export const loginInput = z.object({ username: z.string().trim().toLowerCase().min(1).max(254), password: z.string().min(1).max(128) });
export const forgotPasswordInput = z.object({ email });
export const resetPasswordInput = z.object({ new_password: password });
export const resetTokenParam = z.string().trim().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/);

/** One hour: the link must be used soon after it is asked for. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, a reset link has been sent.";

export async function register(rc: ServiceContext, request: Request, rawInput: z.input<typeof registerInput>) {
  const input = registerInput.parse(rawInput);
  await edgeGate(rc.env.AUTH_LIMITER, `register:${clientKey(request)}`);
  await hit(rc, RULES.registerPerClient, clientKey(request));
  const user_id = crypto.randomUUID();
  const hash = await hashPassword(input.password);
  const inserted = await rc.env.DB.prepare(
    "INSERT INTO users (user_id, email, password_hash) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING",
  )
    .bind(user_id, input.email, hash)
    .run();
  if (inserted.meta.changes === 0) throw conflict("Email already registered");
  return { user_id, email: input.email, is_admin: false };
}

export async function login(rc: ServiceContext, request: Request, rawInput: z.input<typeof loginInput>) {
  const input = loginInput.parse(rawInput);
  await edgeGate(rc.env.AUTH_LIMITER, `login:${clientKey(request)}:${input.username}`);
  await check(rc, RULES.loginFailuresPerAccount, input.username);
  const user = await rc.env.DB.prepare("SELECT user_id, email, password_hash, is_admin FROM users WHERE email = ?")
    .bind(input.username)
    .first<{ user_id: string; email: string; password_hash: string; is_admin: number }>();
  // Unknown e-mails still pay for a hash so timing does not tell which accounts exist.
  const ok = user ? await verifyPassword(input.password, user.password_hash) : (await hashPassword(input.password), false);
  if (!user || !ok) {
    await hit(rc, RULES.loginFailuresPerAccount, input.username);
    throw unauthorized("Incorrect email or password");
  }
  const viewer = { user_id: user.user_id, email: user.email, is_admin: user.is_admin === 1 };
  return { access_token: await issueToken(rc.config, viewer), token_type: "bearer" as const, user: viewer };
}

/** Revokes every token issued so far for the viewer (this one included). */
export async function logout(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  await rc.env.DB.prepare("UPDATE users SET tokens_valid_after = ? WHERE user_id = ?").bind(Date.now(), rc.viewer.user_id).run();
  return { message: "Signed out" };
}

export async function me(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  const user = await rc.env.DB.prepare("SELECT user_id, email, is_admin, created_at FROM users WHERE user_id = ?")
    .bind(rc.viewer.user_id)
    .first<{ user_id: string; email: string; is_admin: number; created_at: string }>();
  if (!user) throw unauthorized();
  return { id: user.user_id, user_id: user.user_id, email: user.email, is_admin: user.is_admin === 1, created_at: user.created_at };
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Same answer whether or not the e-mail has an account, so it cannot be used to find accounts. */
export async function forgotPassword(rc: ServiceContext, request: Request, rawInput: z.input<typeof forgotPasswordInput>) {
  const input = forgotPasswordInput.parse(rawInput);
  await edgeGate(rc.env.AUTH_LIMITER, `forgot:${clientKey(request)}`);
  await hit(rc, RULES.forgotPerClient, clientKey(request));
  await hit(rc, RULES.forgotPerAccount, input.email);
  const user = await rc.env.DB.prepare("SELECT user_id FROM users WHERE email = ?").bind(input.email).first<{ user_id: string }>();
  if (user) {
    const token = randomToken();
    const expires = Math.floor(Date.now() / 1000) + RESET_TOKEN_TTL_SECONDS;
    await rc.env.DB.prepare("INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256(token), user.user_id, expires)
      .run();
    const link = new URL(`/reset-password/${token}`, rc.config.PUBLIC_BASE_URL).toString();
    await sendEmail(rc.config, {
      to: input.email,
      subject: "Reset your password",
      text: `Someone asked to reset the password of your account. Open this link within an hour to choose a new one: ${link}\nIf it was not you, ignore this message.`,
      links: [link],
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

async function liveToken(rc: ServiceContext, token: string) {
  const parsed = resetTokenParam.safeParse(token);
  if (!parsed.success) return null;
  const row = await rc.env.DB.prepare(
    "SELECT token_hash, user_id, expires_at, used_at FROM password_reset_tokens WHERE token_hash = ?",
  )
    .bind(await sha256(parsed.data))
    .first<{ token_hash: string; user_id: string; expires_at: number; used_at: string | null }>();
  if (!row || row.used_at || row.expires_at < Math.floor(Date.now() / 1000)) return null;
  return row;
}

export async function checkResetToken(rc: ServiceContext, token: string) {
  return { valid: (await liveToken(rc, token)) !== null };
}

/** Single use: the token is spent in the same statement batch that changes the password and revokes sessions. */
export async function resetPassword(rc: ServiceContext, token: string, rawInput: z.input<typeof resetPasswordInput>) {
  const input = resetPasswordInput.parse(rawInput);
  const row = await liveToken(rc, token);
  if (!row) throw new AppError(400, "Invalid or expired reset token");
  const hash = await hashPassword(input.new_password);
  // One transaction: the password changes only while the token is unspent, then the token is spent.
  const [changed] = await rc.env.DB.batch([
    rc.env.DB.prepare(
      `UPDATE users SET password_hash = ?1, tokens_valid_after = ?2 WHERE user_id = ?3
       AND EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ?4 AND used_at IS NULL)`,
    ).bind(hash, Date.now(), row.user_id, row.token_hash),
    rc.env.DB.prepare(
      "UPDATE password_reset_tokens SET used_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE token_hash = ? AND used_at IS NULL",
    ).bind(row.token_hash),
  ]);
  if (changed?.meta.changes === 0) throw new AppError(400, "Invalid or expired reset token");
  return { message: "Your password has been reset. You can now sign in." };
}

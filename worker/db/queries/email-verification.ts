/** Whether an account's owner confirmed its e-mail address (worker/services/email-verification.ts). */
import type { D1Handle } from "../client";

/**
 * Only while the account still has `email`, the address the link was sent to; a second opening
 * keeps the first confirmation's time. False when the account or the address is gone.
 */
export async function markEmailVerified(d1: D1Handle, userId: string, email: string): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, strftime('%Y-%m-%dT%H:%M:%fZ','now')) WHERE user_id = ? AND email = ?`,
    )
    .bind(userId, email)
    .run();
  return result.meta.changes > 0;
}

/** When the address was confirmed; null while it is not (or there is no such account). */
export async function emailVerifiedAt(d1: D1Handle, userId: string): Promise<string | null> {
  const row = await d1
    .prepare("SELECT email_verified_at FROM users WHERE user_id = ?")
    .bind(userId)
    .first<{ email_verified_at: string | null }>();
  return row?.email_verified_at ?? null;
}

/** Whether an account's owner confirmed its e-mail address (worker/services/email-verification.ts). */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { users } from "../schema";

/**
 * Only while the account still has `email`, the address the link was sent to; a second opening
 * keeps the first confirmation's time. False when the account or the address is gone.
 */
export async function markEmailVerified(db: Db, userId: string, email: string): Promise<boolean> {
  const result = await db.run(
    sql`UPDATE users SET email_verified_at = coalesce(email_verified_at, strftime('%Y-%m-%dT%H:%M:%fZ','now')) WHERE user_id = ${userId} AND email = ${email}`,
  );
  return result.meta.changes > 0;
}

/** When the address was confirmed; null while it is not (or there is no such account). */
export async function emailVerifiedAt(db: Db, userId: string): Promise<string | null> {
  const row = await db.get<Pick<typeof users.$inferSelect, "email_verified_at">>(
    sql`SELECT email_verified_at FROM users WHERE user_id = ${userId}`,
  );
  return row?.email_verified_at ?? null;
}

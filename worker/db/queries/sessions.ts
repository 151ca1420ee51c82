/** The account a session token names (worker/auth/session.ts), read on every authenticated request. */
import { eq } from "drizzle-orm";
import type { D1Handle, Db } from "../client";
import { users } from "../schema";

export interface SessionUserRow {
  user_id: string;
  email: string;
  is_admin: boolean;
  /** Tokens issued before this instant (epoch ms) are revoked. */
  tokens_valid_after: number;
}

export async function sessionUserById(db: Db, userId: string): Promise<SessionUserRow | undefined> {
  return db
    .select({ user_id: users.user_id, email: users.email, is_admin: users.is_admin, tokens_valid_after: users.tokens_valid_after })
    .from(users)
    .where(eq(users.user_id, userId))
    .get();
}

/** The same row as one statement, for a read to carry (worker/db/carry.ts); `is_admin` is 0 or 1. */
export function sessionUserStatement(d1: D1Handle, userId: string): D1PreparedStatement {
  return d1.prepare("SELECT user_id, email, is_admin, tokens_valid_after FROM users WHERE user_id = ?").bind(userId);
}

/** The account a session token names (worker/auth/session.ts), read on every authenticated request. */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery } from "../rows";
import type { users } from "../schema";

/** `tokens_valid_after`: tokens issued before this instant (epoch ms) are revoked. */
export type SessionUserRow = Pick<typeof users.$inferSelect, "user_id" | "email" | "is_admin" | "tokens_valid_after">;

function sessionUserQuery(db: Db, userId: string): RowQuery<Record<string, unknown>> {
  return db.get<Record<string, unknown>>(sql`SELECT user_id, email, is_admin, tokens_valid_after FROM users WHERE user_id = ${userId}`);
}

/** The read as one D1 statement, for a request's first read to carry (worker/db/carry.ts). */
export function sessionUserCheck(db: Db, userId: string): D1PreparedStatement {
  const { sql: text, params } = sessionUserQuery(db, userId).getQuery();
  return db.$client.prepare(text).bind(...params);
}

/** The row as D1 answers it (`is_admin` 0 or 1), or null for no row. */
export function sessionUserOfRow(row: Record<string, unknown> | null | undefined): SessionUserRow | null {
  if (!row) return null;
  return {
    user_id: String(row.user_id),
    email: String(row.email),
    is_admin: row.is_admin === 1,
    tokens_valid_after: Number(row.tokens_valid_after),
  };
}

export async function sessionUserById(db: Db, userId: string): Promise<SessionUserRow | null> {
  return sessionUserOfRow(await sessionUserQuery(db, userId));
}

/** The account a session token names (worker/auth/session.ts), read on every authenticated request. */
import type { D1Handle } from "../client";

export interface SessionUserRow {
  user_id: string;
  email: string;
  is_admin: boolean;
  /** Tokens issued before this instant (epoch ms) are revoked. */
  tokens_valid_after: number;
}

/** The row as one statement: read alone, or carried by a request's first read (worker/db/carry.ts). */
export function sessionUserStatement(d1: D1Handle, userId: string): D1PreparedStatement {
  return d1.prepare("SELECT user_id, email, is_admin, tokens_valid_after FROM users WHERE user_id = ?").bind(userId);
}

/** The statement's row as D1 answers it (`is_admin` 0 or 1), or null for no row. */
export function sessionUserOfRow(row: Record<string, unknown> | null): SessionUserRow | null {
  if (!row) return null;
  return {
    user_id: String(row.user_id),
    email: String(row.email),
    is_admin: row.is_admin === 1,
    tokens_valid_after: Number(row.tokens_valid_after),
  };
}

export async function sessionUserById(d1: D1Handle, userId: string): Promise<SessionUserRow | null> {
  return sessionUserOfRow(await sessionUserStatement(d1, userId).first<Record<string, unknown>>());
}

import { sql, type SQL } from "drizzle-orm";

/** A number from code (never input) as SQL text: the statements were tuned with these constants written in. */
export const constant = (n: number) => sql.raw(String(n));

/** Conditions joined by AND. */
export const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

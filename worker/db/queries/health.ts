import { sql } from "drizzle-orm";
import type { Db } from "../client";

/** The cheapest statement that still reaches D1: throws when the database cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.get(sql`SELECT 1`);
}

import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { channels } from "../schema";

export type ChannelRow = typeof channels.$inferSelect;

/** Handles are case-insensitive on the platform; the unique index is on lower(handle). */
export async function findChannelByHandle(db: Db, handle: string): Promise<ChannelRow | undefined> {
  const rows = await db
    .select()
    .from(channels)
    .where(sql`lower(${channels.handle}) = lower(${handle})`)
    .limit(1);
  return rows[0];
}

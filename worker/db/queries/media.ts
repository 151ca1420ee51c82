/** What the app's own drawings (worker/media) show of a row: its name or title, and its channel's visibility. */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, Stored } from "../rows";
import type { channels, marketplaceItems, videos } from "../schema";

type Shown = Stored<Pick<typeof channels.$inferSelect, "show">>;

// Reads of a page's request go as hand-tuned SQL: a signed-in visitor's session check rides in them (worker/db/carry.ts).
export function channelDrawing(db: Db, channelId: string): RowQuery<Shown & { name: string }> {
  return db.get(sql`SELECT channel_name AS name, show FROM channels WHERE channel_id = ${channelId} LIMIT 1`);
}

export function videoDrawing(
  db: Db,
  videoId: string,
): RowQuery<Shown & Pick<typeof videos.$inferSelect, "title" | "channel_id"> & { channel: string }> {
  return db.get(
    sql`SELECT v.title, c.channel_name AS channel, v.channel_id, c.show
        FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ${videoId} LIMIT 1`,
  );
}

export function itemDrawing(db: Db, asin: string): RowQuery<Pick<typeof marketplaceItems.$inferSelect, "title">> {
  return db.get(sql`SELECT title FROM marketplace_items WHERE amazon_product_id = ${asin} LIMIT 1`);
}

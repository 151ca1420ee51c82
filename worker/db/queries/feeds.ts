import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, RowsQuery } from "../rows";
import type { channels, products, videos } from "../schema";
import { constant } from "../sql";

/** Videos a channel's feed lists: its newest. */
const FEED_VIDEOS = constant(20);

export type FeedChannelRow = Pick<
  typeof channels.$inferSelect,
  "channel_id" | "channel_name" | "description" | "thumbnail_url" | "updated_at"
>;

export type FeedVideoRow = Pick<
  typeof videos.$inferSelect,
  "video_id" | "title" | "description" | "thumbnail_url" | "published_at" | "updated_at"
>;

export type FeedProductRow = Pick<typeof products.$inferSelect, "video_id" | "product_id" | "product_name" | "brand" | "video_timestamp">;

/** A visible channel (none when hidden or missing); the feed reads it in one batch with its videos and products. */
export function feedChannel(db: Db, channelId: string): RowQuery<FeedChannelRow> {
  return db.get<FeedChannelRow>(
    sql`SELECT channel_id, channel_name, description, thumbnail_url, updated_at FROM channels WHERE channel_id = ${channelId} AND show = 1`,
  );
}

/** The channel's newest videos (videos_channel_recent_idx, newest first). */
export function feedVideos(db: Db, channelId: string): RowsQuery<FeedVideoRow> {
  return db.all<FeedVideoRow>(
    sql`SELECT video_id, title, description, thumbnail_url, published_at, updated_at FROM videos
    WHERE channel_id = ${channelId} ORDER BY published_at DESC, video_id DESC LIMIT ${FEED_VIDEOS}`,
  );
}

/** The listed products those videos mention, by video and timestamp (products_video_idx for each video). */
export function feedProducts(db: Db, channelId: string): RowsQuery<FeedProductRow> {
  return db.all<FeedProductRow>(
    sql`SELECT p.video_id, p.product_id, p.product_name, p.brand, p.video_timestamp FROM products p
    WHERE p.video_id IN (SELECT video_id FROM videos WHERE channel_id = ${channelId} ORDER BY published_at DESC, video_id DESC LIMIT ${FEED_VIDEOS})
      AND p.listed = 1
    ORDER BY p.video_id, p.video_timestamp`,
  );
}

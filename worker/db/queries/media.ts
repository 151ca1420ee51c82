/** What the app's own drawings (worker/media) show of a row: its name or title, and its channel's visibility. */
import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { channels, marketplaceItems, videos } from "../schema";

export async function channelDrawing(db: Db, channelId: string): Promise<{ name: string; show: boolean } | undefined> {
  const [row] = await db
    .select({ name: channels.channel_name, show: channels.show })
    .from(channels)
    .where(eq(channels.channel_id, channelId))
    .limit(1);
  return row;
}

export async function videoDrawing(
  db: Db,
  videoId: string,
): Promise<{ title: string; channel: string; channel_id: string; show: boolean } | undefined> {
  const [row] = await db
    .select({ title: videos.title, channel: channels.channel_name, channel_id: videos.channel_id, show: channels.show })
    .from(videos)
    .innerJoin(channels, eq(channels.channel_id, videos.channel_id))
    .where(eq(videos.video_id, videoId))
    .limit(1);
  return row;
}

export async function itemDrawing(db: Db, asin: string): Promise<{ title: string } | undefined> {
  const [row] = await db
    .select({ title: marketplaceItems.title })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.amazon_product_id, asin))
    .limit(1);
  return row;
}

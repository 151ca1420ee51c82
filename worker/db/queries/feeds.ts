import type { D1Handle } from "../client";
import { batchRows, rowStatement } from "../rows";

/** Videos a channel's feed lists: its newest. */
const FEED_VIDEOS = 20;

export interface FeedChannelRow {
  channel_id: string;
  channel_name: string;
  description: string;
  thumbnail_url: string | null;
  updated_at: string;
}

export interface FeedVideoRow {
  video_id: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  published_at: string;
  updated_at: string;
}

export interface FeedProductRow {
  video_id: string;
  product_id: string;
  product_name: string;
  brand: string | null;
  video_timestamp: number;
}

/**
 * A visible channel (none when hidden or missing), its newest FEED_VIDEOS videos and the listed
 * products they mention, by video and timestamp: one round trip.
 */
export async function channelFeedRows(d1: D1Handle, channelId: string) {
  const [channel, videos, products] = await batchRows(d1, [
    rowStatement<FeedChannelRow>(
      d1
        .prepare("SELECT channel_id, channel_name, description, thumbnail_url, updated_at FROM channels WHERE channel_id = ? AND show = 1")
        .bind(channelId),
    ),
    // videos_channel_recent_idx, newest first.
    rowStatement<FeedVideoRow>(
      d1
        .prepare(
          `SELECT video_id, title, description, thumbnail_url, published_at, updated_at FROM videos
    WHERE channel_id = ? ORDER BY published_at DESC, video_id DESC LIMIT ${FEED_VIDEOS}`,
        )
        .bind(channelId),
    ),
    // products_video_idx for each of those videos.
    rowStatement<FeedProductRow>(
      d1
        .prepare(
          `SELECT p.video_id, p.product_id, p.product_name, p.brand, p.video_timestamp FROM products p
    WHERE p.video_id IN (SELECT video_id FROM videos WHERE channel_id = ?1 ORDER BY published_at DESC, video_id DESC LIMIT ${FEED_VIDEOS})
      AND p.listed = 1
    ORDER BY p.video_id, p.video_timestamp`,
        )
        .bind(channelId),
    ),
  ]);
  return { channel: channel[0], videos, products };
}

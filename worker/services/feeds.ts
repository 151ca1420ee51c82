/**
 * A channel's Atom feed: its newest videos, each with the listed products it mentions. Hidden
 * channels have no feed, even for an admin (a feed is public and cached).
 */
import { AppError } from "../lib/errors";
import type { ServiceContext } from "./context";

export const FEED_VIDEOS = 20;

export interface FeedProduct {
  product_id: string;
  product_name: string;
  brand: string | null;
  video_timestamp: number;
}

export interface FeedVideo {
  video_id: string;
  title: string;
  description: string;
  thumbnail_url: string | null;
  published_at: string;
  updated_at: string;
  products: FeedProduct[];
}

export interface ChannelFeed {
  channel_id: string;
  channel_name: string;
  description: string;
  thumbnail_url: string | null;
  updated_at: string;
  videos: FeedVideo[];
}

export const feedSql = {
  channel: "SELECT channel_id, channel_name, description, thumbnail_url, updated_at FROM channels WHERE channel_id = ? AND show = 1",
  // videos_channel_recent_idx, newest first.
  videos: `SELECT video_id, title, description, thumbnail_url, published_at, updated_at FROM videos
    WHERE channel_id = ? ORDER BY published_at DESC, video_id DESC LIMIT ${FEED_VIDEOS}`,
  // products_video_idx for each of those videos.
  products: `SELECT p.video_id, p.product_id, p.product_name, p.brand, p.video_timestamp FROM products p
    WHERE p.video_id IN (SELECT video_id FROM videos WHERE channel_id = ?1 ORDER BY published_at DESC, video_id DESC LIMIT ${FEED_VIDEOS})
      AND p.listed = 1
    ORDER BY p.video_id, p.video_timestamp`,
};

export async function channelFeed(rc: ServiceContext, channelId: string): Promise<ChannelFeed> {
  const [channel, videos, products] = await rc.d1.batch([
    rc.d1.prepare(feedSql.channel).bind(channelId),
    rc.d1.prepare(feedSql.videos).bind(channelId),
    rc.d1.prepare(feedSql.products).bind(channelId),
  ]);
  const row = channel?.results[0] as Omit<ChannelFeed, "videos"> | undefined;
  if (!row) throw new AppError(404, "Channel not found");
  const byVideo = new Map<string, FeedProduct[]>();
  for (const p of (products?.results ?? []) as (FeedProduct & { video_id: string })[]) {
    const { video_id, ...product } = p;
    byVideo.set(video_id, [...(byVideo.get(video_id) ?? []), product]);
  }
  const list = (videos?.results ?? []) as Omit<FeedVideo, "products">[];
  return { ...row, videos: list.map((v) => ({ ...v, products: byVideo.get(v.video_id) ?? [] })) };
}

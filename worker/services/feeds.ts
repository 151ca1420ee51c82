/**
 * A channel's Atom feed: its newest videos, each with the listed products it mentions. Hidden
 * channels have no feed, even for an admin (a feed is public and cached).
 */
import { AppError } from "../lib/errors";
import { batch } from "../db/batch";
import { feedChannel, feedProducts, feedVideos } from "../db/queries/feeds";
import type { ServiceContext } from "./context";

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

export async function channelFeed(rc: ServiceContext, channelId: string): Promise<ChannelFeed> {
  // One round trip.
  const [channel, videos, products] = await batch(rc.db, [
    feedChannel(rc.db, channelId),
    feedVideos(rc.db, channelId),
    feedProducts(rc.db, channelId),
  ]);
  if (!channel) throw new AppError(404, "Channel not found");
  const byVideo = new Map<string, FeedProduct[]>();
  for (const { video_id, ...product } of products) {
    byVideo.set(video_id, [...(byVideo.get(video_id) ?? []), product]);
  }
  return { ...channel, videos: videos.map((v) => ({ ...v, products: byVideo.get(v.video_id) ?? [] })) };
}

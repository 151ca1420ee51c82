import { z } from "zod";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError } from "../lib/errors";
import { limitParam, skipParam } from "./pagination";
import { videoById, videoMentions, videosCount, videosPage, type VideoMentionRow, type VideoRow } from "../db/queries/videos";
import type { LocalOfferColumns } from "../db/queries/local-offers";
import { DEFAULT_MARKETPLACE } from "../lib/marketplaces";
import { batch } from "../db/batch";
import { listingIdOf } from "../lib/buy-links";
import type { Video } from "./responses/videos";

export const listVideosInput = z.object({
  channel_id: z.string().trim().min(1).max(64).optional(),
  skip: skipParam,
  limit: limitParam(15),
});

function toVideo(row: VideoRow): Video {
  return {
    video_id: row.video_id,
    title: row.title,
    video_title: row.title,
    description: row.description,
    channel_id: row.channel_id,
    channel_name: row.channel_name,
    channel_handle: row.handle,
    thumbnail_url: row.thumbnail_url,
    published_at: row.published_at,
    created_at: row.created_at,
    product_count: row.product_count,
    video_url: `https://www.youtube.com/watch?v=${encodeURIComponent(row.video_id)}`,
    embed_url: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(row.video_id)}`,
  };
}
export type { Video } from "./responses/videos";

/** Videos newest first (`total` counted up to a window, as in the products list); hidden channels' only for admins. */
export async function listVideos(rc: ServiceContext, rawInput: z.input<typeof listVideosInput>) {
  const input = listVideosInput.parse(rawInput);
  const page = { channelId: input.channel_id, hiddenToo: seesHidden(rc), limit: input.limit, skip: input.skip };
  const [rows, count] = await batch(rc.db, [videosPage(rc.db, page), videosCount(rc.db, page)]);
  return { videos: rows.map(toVideo), total: count?.total ?? 0 };
}

export const videoInput = z.object({ video_id: z.string().trim().min(1).max(64) });

export async function getVideo(rc: ServiceContext, rawInput: z.input<typeof videoInput>) {
  const { video_id: videoId } = videoInput.parse(rawInput);
  const row = await videoById(rc.db, videoId);
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Video not found");
  return toVideo(row);
}

/** A listing as a video page row shows it; the Buy link is built from `listing_id` (worker/lib/buy-links.ts). */
export interface VideoMentionListing {
  listing_id: string;
  amazon_product_id: string;
  title: string;
  image_url: string | null;
  currency: string;
  price: number | null;
  rating: number | null;
  reviews_count: number;
  fetched_at: string;
  /** The marketplace of this listing: the visitor's where it sells the item, else the default (docs/marketplaces.md). */
  marketplace: string;
}

/** A "Products Mentioned" row: the product, the moment and quote, and its best listing (null without one). */
export interface VideoMention {
  product_id: string;
  product_name: string;
  claims: string;
  video_timestamp: number;
  listing: VideoMentionListing | null;
}

function toMention(original: VideoMentionRow & Partial<LocalOfferColumns>): VideoMention {
  // The visitor's marketplace's offer where it sells the item, else the default listing.
  const local = Boolean(original.lo_marketplace && original.lo_asin && original.lo_title);
  const row = local
    ? {
        ...original,
        title: original.lo_title ?? original.title,
        image_url: original.lo_image_url ?? null,
        currency: original.lo_currency ?? original.currency,
        price: original.lo_price ?? null,
        rating: original.lo_rating ?? null,
        reviews_count: original.lo_reviews_count ?? 0,
        fetched_at: original.lo_fetched_at ?? original.fetched_at,
      }
    : original;
  const { product_id, amazon_product_id, title } = row;
  return {
    product_id,
    product_name: row.product_name,
    claims: row.claims,
    video_timestamp: row.video_timestamp,
    listing:
      amazon_product_id && title
        ? {
            listing_id: listingIdOf(product_id, amazon_product_id),
            amazon_product_id,
            title,
            image_url: row.image_url,
            currency: row.currency ?? "USD",
            price: row.price,
            rating: row.rating,
            reviews_count: row.reviews_count ?? 0,
            fetched_at: row.fetched_at ?? "",
            marketplace: local && original.lo_marketplace ? original.lo_marketplace : DEFAULT_MARKETPLACE,
          }
        : null,
  };
}

const videoPageInput = videoInput.extend({ limit: z.number().int().min(1).max(100).default(100) });

/**
 * The video page's data in one round trip: the video and the products it mentions in mention
 * order, each with its best live listing (price, rating, image) so a row can offer its Buy link.
 */
export async function getVideoPage(
  rc: ServiceContext,
  rawInput: z.input<typeof videoPageInput>,
): Promise<{ video: Video; products: VideoMention[] }> {
  const input = videoPageInput.parse(rawInput);

  const [row, mentions] = await batch(rc.db, [
    videoById(rc.db, input.video_id),
    videoMentions(rc.db, input.video_id, input.limit, rc.marketplace),
  ]);
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw new AppError(404, "Video not found");
  return { video: toVideo(row), products: mentions.map(toMention) };
}

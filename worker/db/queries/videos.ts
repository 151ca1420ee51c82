import { sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowQuery, RowsQuery, Stored } from "../rows";
import type { channels, marketplaceItems, products, videos } from "../schema";
import { localOfferJoin, type LocalOfferColumns } from "./local-offers";
import type { MarketplaceCode } from "../../lib/marketplaces";
import { HIDDEN_CHANNEL_IDS } from "./products";

type Channel = typeof channels.$inferSelect;

/** A video with its channel's name and handle and its number of listed products. */
export type VideoRow = Pick<
  typeof videos.$inferSelect,
  "video_id" | "title" | "description" | "channel_id" | "thumbnail_url" | "published_at" | "created_at"
> &
  Pick<Channel, "channel_name" | "handle"> & { product_count: number };

/** A video with its channel's visibility too. */
export type VisibleVideoRow = VideoRow & Stored<Pick<Channel, "show">>;

const COLUMNS = sql`v.video_id, v.title, v.description, v.channel_id, c.channel_name, c.handle, v.thumbnail_url, v.published_at,
  v.created_at, (SELECT count(*) FROM products p WHERE p.video_id = v.video_id AND p.listed = 1) AS product_count`;

/** As in the products list: `total` is exact up to skip + limit + this, a lower bound beyond. */
const COUNT_WINDOW = 1000;

type VideosPage = { channelId?: string; hiddenToo: boolean; limit: number; skip: number };

function videosWhere(page: VideosPage) {
  const where = [
    ...(page.hiddenToo ? [] : [sql`v.channel_id NOT IN (${HIDDEN_CHANNEL_IDS})`]),
    ...(page.channelId ? [sql`v.channel_id = ${page.channelId}`] : []),
  ];
  return where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
}

const ORDER = sql`v.published_at DESC, v.video_id DESC`;

/**
 * Videos newest first; batched with `videosCount`. Hidden channels are few, so their videos are
 * left out with a NOT IN over them instead of a join per video; the page's keys come from an index
 * alone (a deep page reads index entries, not rows), and only the page is joined to its channel and
 * product count.
 */
export function videosPage(db: Db, page: VideosPage): RowsQuery<VideoRow> {
  const keys = sql`SELECT v.video_id FROM videos v ${videosWhere(page)} ORDER BY ${ORDER} LIMIT ${page.limit} OFFSET ${page.skip}`;
  // CROSS JOIN keeps the page's keys as the outer loop (otherwise SQLite may walk every video in order).
  return db.all<VideoRow>(
    sql`SELECT ${COLUMNS} FROM (${keys}) k CROSS JOIN videos v ON v.video_id = k.video_id JOIN channels c ON c.channel_id = v.channel_id ORDER BY ${ORDER}`,
  );
}

/**
 * How many videos the page's filter finds, counted up to a window like the products list: the
 * biggest channels have tens of thousands of videos, and a pager only needs to know that more pages exist.
 */
export function videosCount(db: Db, page: VideosPage): RowQuery<{ total: number }> {
  return db.get<{ total: number }>(
    sql`SELECT count(*) AS total FROM (SELECT 1 FROM videos v ${videosWhere(page)} LIMIT ${page.skip + page.limit + COUNT_WINDOW})`,
  );
}

/** The video with its channel's visibility; none when there is no such video. */
export function videoById(db: Db, videoId: string): RowQuery<VisibleVideoRow> {
  return db.get<VisibleVideoRow>(
    sql`SELECT ${COLUMNS}, c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ${videoId}`,
  );
}

type Item = typeof marketplaceItems.$inferSelect;

/**
 * A product the video mentions, with its best live verified listing: the lowest position
 * (product_listings.position, best match first) among the items not found dead. The listing's
 * columns are null when there is none.
 */
export type VideoMentionRow = Pick<typeof products.$inferSelect, "product_id" | "product_name" | "claims" | "video_timestamp"> & {
  amazon_product_id: Item["amazon_product_id"] | null;
  title: Item["title"] | null;
  image_url: Item["image_url"];
  currency: Item["currency"] | null;
  price: Item["price"];
  rating: Item["rating"];
  reviews_count: Item["reviews_count"] | null;
  fetched_at: Item["fetched_at"] | null;
};

/**
 * Every product the video mentions in mention order (products_video_idx), each with its best
 * listing; the video page reads it in one batch with `videoById`. Unlike the products list, a
 * product without a listing keeps its row: the page lists what the video says.
 */
export function videoMentions(
  db: Db,
  videoId: string,
  limit: number,
  marketplace?: MarketplaceCode,
): RowsQuery<VideoMentionRow & Partial<LocalOfferColumns>> {
  const local = localOfferJoin(marketplace, "m.amazon_product_id");
  return db.all<VideoMentionRow & Partial<LocalOfferColumns>>(
    sql`SELECT p.product_id, p.product_name, p.claims, p.video_timestamp, m.amazon_product_id, m.title, m.image_url, m.currency,
             m.price, m.rating, m.reviews_count, m.fetched_at${local.columns}
           FROM products p
           LEFT JOIN marketplace_items m ON m.amazon_product_id = (
             SELECT l.amazon_product_id FROM product_listings l JOIN marketplace_items li ON li.amazon_product_id = l.amazon_product_id
             WHERE l.product_id = p.product_id AND li.is_dead = 0 ORDER BY l.position LIMIT 1)${local.join}
           WHERE p.video_id = ${videoId} ORDER BY p.video_timestamp, p.seq LIMIT ${limit}`,
  );
}

import type { D1Handle } from "../client";
import { localOfferSql, type LocalOfferColumns } from "./local-offers";
import type { MarketplaceCode } from "../../lib/marketplaces";
import { batchRows, rowStatement } from "../rows";
import { HIDDEN_CHANNEL_IDS, type ShowRow, type TotalRow } from "./products";

/** A video with its channel's name and handle and its number of listed products. */
export interface VideoRow {
  video_id: string;
  title: string;
  description: string;
  channel_id: string;
  channel_name: string;
  handle: string;
  thumbnail_url: string | null;
  published_at: string;
  created_at: string;
  product_count: number;
}

const COLUMNS = `v.video_id, v.title, v.description, v.channel_id, c.channel_name, c.handle, v.thumbnail_url, v.published_at,
  v.created_at, (SELECT count(*) FROM products p WHERE p.video_id = v.video_id AND p.listed = 1) AS product_count`;

/** As in the products list: `total` is exact up to skip + limit + this, a lower bound beyond. */
const COUNT_WINDOW = 1000;

/**
 * Videos newest first. Hidden channels are few, so their videos are left out with a NOT IN over
 * them instead of a join per video; the page's keys come from an index alone (a deep page reads
 * index entries, not rows), and only the page is joined to its channel and product count.
 * `total` counts up to a window, like the products list: the biggest channels have tens of
 * thousands of videos, and a pager only needs to know that more pages exist.
 */
export async function videosPage(
  d1: D1Handle,
  page: { channelId?: string; hiddenToo: boolean; limit: number; skip: number },
): Promise<{ rows: VideoRow[]; total: number }> {
  const where: string[] = [];
  const binds: unknown[] = [];
  if (!page.hiddenToo) where.push(`v.channel_id NOT IN (${HIDDEN_CHANNEL_IDS})`);
  if (page.channelId) {
    binds.push(page.channelId);
    where.push(`v.channel_id = ?${binds.length}`);
  }
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const order = "v.published_at DESC, v.video_id DESC";
  const keys = `SELECT v.video_id FROM videos v ${whereSql} ORDER BY ${order} LIMIT ?${binds.length + 1} OFFSET ?${binds.length + 2}`;
  const counted = `SELECT count(*) AS total FROM (SELECT 1 FROM videos v ${whereSql} LIMIT ?${binds.length + 1})`;
  const [rows, count] = await batchRows(d1, [
    rowStatement<VideoRow>(
      d1
        .prepare(
          // CROSS JOIN keeps the page's keys as the outer loop (otherwise SQLite may walk every video in order).
          `SELECT ${COLUMNS} FROM (${keys}) k CROSS JOIN videos v ON v.video_id = k.video_id JOIN channels c ON c.channel_id = v.channel_id ORDER BY ${order}`,
        )
        .bind(...binds, page.limit, page.skip),
    ),
    rowStatement<TotalRow>(d1.prepare(counted).bind(...binds, page.skip + page.limit + COUNT_WINDOW)),
  ]);
  return { rows, total: count[0]?.total ?? 0 };
}

/** The video with its channel's visibility; null when there is no such video. */
export function videoById(d1: D1Handle, videoId: string): Promise<(VideoRow & ShowRow) | null> {
  return d1
    .prepare(`SELECT ${COLUMNS}, c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?`)
    .bind(videoId)
    .first<VideoRow & ShowRow>();
}

/**
 * A product the video mentions, with its best live verified listing: the lowest position
 * (product_listings.position, best match first) among the items not found dead. The listing's
 * columns are null when there is none.
 */
export interface VideoMentionRow {
  product_id: string;
  product_name: string;
  claims: string;
  video_timestamp: number;
  amazon_product_id: string | null;
  title: string | null;
  image_url: string | null;
  currency: string | null;
  price: number | null;
  rating: number | null;
  reviews_count: number | null;
  fetched_at: string | null;
}

/**
 * The video page in one batch: the video with its channel's visibility, and every product it
 * mentions in mention order (products_video_idx), each with its best listing. Unlike the products
 * list, a product without a listing keeps its row: the page lists what the video says.
 */
export function videoPageStatements(d1: D1Handle, videoId: string, limit: number, marketplace?: MarketplaceCode) {
  const local = localOfferSql(marketplace, "m.amazon_product_id");
  return {
    video: rowStatement<VideoRow & ShowRow>(
      d1
        .prepare(`SELECT ${COLUMNS}, c.show FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE v.video_id = ?`)
        .bind(videoId),
    ),
    mentions: rowStatement<VideoMentionRow & Partial<LocalOfferColumns>>(
      d1
        .prepare(
          `SELECT p.product_id, p.product_name, p.claims, p.video_timestamp, m.amazon_product_id, m.title, m.image_url, m.currency,
             m.price, m.rating, m.reviews_count, m.fetched_at${local.columns}
           FROM products p
           LEFT JOIN marketplace_items m ON m.amazon_product_id = (
             SELECT l.amazon_product_id FROM product_listings l JOIN marketplace_items li ON li.amazon_product_id = l.amazon_product_id
             WHERE l.product_id = p.product_id AND li.is_dead = 0 ORDER BY l.position LIMIT 1)${local.join}
           WHERE p.video_id = ?1 ORDER BY p.video_timestamp, p.seq LIMIT ?2`,
        )
        .bind(videoId, limit),
    ),
  };
}

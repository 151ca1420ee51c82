/**
 * The sitemaps' reads: each kind's pages are ranges of one integer key (products.seq, channels.seq,
 * the rowid of videos and storefronts), so any page is one range read of the table's own b-tree,
 * never an OFFSET walk, and the index needs only the largest key.
 */
import { sql, type SQL } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery } from "../rows";
import { HIDDEN_CHANNEL_IDS } from "./products";

export const sitemapKinds = ["products", "videos", "channels", "storefronts"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export interface SitemapEntry {
  /** Path on the public site, e.g. /products/abc. */
  path: string;
  lastmod: string;
}

const MAX_KEY: Record<SitemapKind, SQL> = {
  products: sql`SELECT max(seq) AS n FROM products`,
  videos: sql`SELECT max(rowid) AS n FROM videos`,
  channels: sql`SELECT max(seq) AS n FROM channels`,
  storefronts: sql`SELECT max(rowid) AS n FROM storefronts`,
};

// Each is a range of the table's integer key. A video or storefront is left out when its channel is
// one of the few hidden ones (a list read once, from the show index), not by reading each row's
// channel: 1,000 channel lookups cost twice the page itself.
const PAGE_SQL: Record<SitemapKind, (after: number, upTo: number) => SQL> = {
  products: (after, upTo) => sql`SELECT '/products/' || product_id AS path, updated_at AS lastmod FROM products
    WHERE seq > ${after} AND seq <= ${upTo} AND listed = 1 AND channel_show = 1 ORDER BY seq`,
  videos: (after, upTo) => sql`SELECT '/videos/' || v.video_id AS path, v.updated_at AS lastmod FROM videos v
    WHERE v.rowid > ${after} AND v.rowid <= ${upTo} AND v.channel_id NOT IN (${HIDDEN_CHANNEL_IDS}) ORDER BY v.rowid`,
  channels: (after, upTo) => sql`SELECT '/channels/' || channel_id AS path, updated_at AS lastmod FROM channels
    WHERE seq > ${after} AND seq <= ${upTo} AND show = 1 ORDER BY seq`,
  storefronts: (after, upTo) => sql`SELECT '/s/' || s.handle AS path, s.updated_at AS lastmod FROM storefronts s
    WHERE s.rowid > ${after} AND s.rowid <= ${upTo} AND s.channel_id NOT IN (${HIDDEN_CHANNEL_IDS}) ORDER BY s.rowid`,
};

const maxKey = (db: Db, kind: SitemapKind): RowQuery<{ n: number | null }> => db.get(MAX_KEY[kind]);

/** The largest key of each kind (null for an empty table): one round trip. */
export async function sitemapMaxKeys(db: Db): Promise<Record<SitemapKind, number | null>> {
  const [products, videos, channels, storefronts] = await batch(db, [
    maxKey(db, "products"),
    maxKey(db, "videos"),
    maxKey(db, "channels"),
    maxKey(db, "storefronts"),
  ]);
  return { products: products?.n ?? null, videos: videos?.n ?? null, channels: channels?.n ?? null, storefronts: storefronts?.n ?? null };
}

export async function sitemapMaxKey(db: Db, kind: SitemapKind): Promise<number | null> {
  return (await maxKey(db, kind))?.n ?? null;
}

/** The visible rows whose key lies in (after, upTo], in key order. */
export function sitemapEntries(db: Db, kind: SitemapKind, after: number, upTo: number): Promise<SitemapEntry[]> {
  return db.all<SitemapEntry>(PAGE_SQL[kind](after, upTo));
}

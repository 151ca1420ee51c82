/**
 * The sitemaps' reads: each kind's pages are ranges of one integer key (products.seq, channels.seq,
 * the rowid of videos and storefronts), so any page is one range read of the table's own b-tree,
 * never an OFFSET walk, and the index needs only the largest key.
 */
import type { D1Handle } from "../client";
import { batchRows, rowStatement } from "../rows";
import { HIDDEN_CHANNEL_IDS } from "./products";

export const sitemapKinds = ["products", "videos", "channels", "storefronts"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

export interface SitemapEntry {
  /** Path on the public site, e.g. /products/abc. */
  path: string;
  lastmod: string;
}

const MAX_KEY: Record<SitemapKind, string> = {
  products: "SELECT max(seq) AS n FROM products",
  videos: "SELECT max(rowid) AS n FROM videos",
  channels: "SELECT max(seq) AS n FROM channels",
  storefronts: "SELECT max(rowid) AS n FROM storefronts",
};

// Each is a range of the table's integer key. A video or storefront is left out when its channel is
// one of the few hidden ones (a list read once, from the show index), not by reading each row's
// channel: 1,000 channel lookups cost twice the page itself.
const PAGE_SQL: Record<SitemapKind, string> = {
  products: `SELECT '/products/' || product_id AS path, updated_at AS lastmod FROM products
    WHERE seq > ? AND seq <= ? AND listed = 1 AND channel_show = 1 ORDER BY seq`,
  videos: `SELECT '/videos/' || v.video_id AS path, v.updated_at AS lastmod FROM videos v
    WHERE v.rowid > ? AND v.rowid <= ? AND v.channel_id NOT IN (${HIDDEN_CHANNEL_IDS}) ORDER BY v.rowid`,
  channels: `SELECT '/channels/' || channel_id AS path, updated_at AS lastmod FROM channels
    WHERE seq > ? AND seq <= ? AND show = 1 ORDER BY seq`,
  storefronts: `SELECT '/s/' || s.handle AS path, s.updated_at AS lastmod FROM storefronts s
    WHERE s.rowid > ? AND s.rowid <= ? AND s.channel_id NOT IN (${HIDDEN_CHANNEL_IDS}) ORDER BY s.rowid`,
};

const maxKeyStatement = (d1: D1Handle, kind: SitemapKind) => rowStatement<{ n: number | null }>(d1.prepare(MAX_KEY[kind]));

/** The largest key of each kind (null for an empty table): one round trip. */
export async function sitemapMaxKeys(d1: D1Handle): Promise<Record<SitemapKind, number | null>> {
  const rows = await batchRows(
    d1,
    sitemapKinds.map((kind) => maxKeyStatement(d1, kind)),
  );
  const keys = {} as Record<SitemapKind, number | null>;
  sitemapKinds.forEach((kind, i) => {
    keys[kind] = rows[i]?.[0]?.n ?? null;
  });
  return keys;
}

export async function sitemapMaxKey(d1: D1Handle, kind: SitemapKind): Promise<number | null> {
  return (await maxKeyStatement(d1, kind).first<{ n: number | null }>())?.n ?? null;
}

/** The visible rows whose key lies in (after, upTo], in key order. */
export async function sitemapEntries(d1: D1Handle, kind: SitemapKind, after: number, upTo: number): Promise<SitemapEntry[]> {
  const { results } = await d1.prepare(PAGE_SQL[kind]).bind(after, upTo).all<SitemapEntry>();
  return results;
}

/**
 * What the sitemaps list: every public product, video, channel and storefront page, read in
 * fixed-size pages of an integer key (products.seq, channels.seq, the rowid of videos and
 * storefronts). Page n holds the rows whose key lies in (n * size, (n + 1) * size], so any page
 * is one range read of the table's own b-tree, never an OFFSET walk, and the index needs only
 * the largest key. A page may list fewer than `size` URLs (hidden or unlisted rows are skipped);
 * an empty page is a valid, empty sitemap. A VACUUM may renumber the rowids of videos and
 * storefronts: the next sitemap index simply pages the new numbers.
 */
import type { ServiceContext } from "./context";

export const sitemapKinds = ["products", "videos", "channels", "storefronts"] as const;
export type SitemapKind = (typeof sitemapKinds)[number];

/**
 * Keys per page. Sitemaps allow 50,000 URLs; smaller pages keep each answer within the API
 * targets of DESIGN.md section 8 (one page is one short range read and a small document: at
 * 2,000 keys the video and channel pages missed the throughput target on the 1M bench set).
 */
export const SITEMAP_PAGE_SIZE: Record<SitemapKind, number> = {
  products: 1_000,
  videos: 1_000,
  channels: 1_000,
  storefronts: 1_000,
};

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

// Each is a range of the table's integer key; the visibility checks read the row (or one channel by its
// unique index). CROSS JOIN keeps that order: SQLite never reorders it, whatever its statistics say.
const PAGE_SQL: Record<SitemapKind, string> = {
  products: `SELECT '/products/' || product_id AS path, updated_at AS lastmod FROM products
    WHERE seq > ? AND seq <= ? AND listed = 1 AND channel_show = 1 ORDER BY seq`,
  videos: `SELECT '/videos/' || v.video_id AS path, v.updated_at AS lastmod FROM videos v
    CROSS JOIN channels c ON c.channel_id = v.channel_id
    WHERE v.rowid > ? AND v.rowid <= ? AND c.show = 1 ORDER BY v.rowid`,
  channels: `SELECT '/channels/' || channel_id AS path, updated_at AS lastmod FROM channels
    WHERE seq > ? AND seq <= ? AND show = 1 ORDER BY seq`,
  storefronts: `SELECT '/s/' || s.handle AS path, s.updated_at AS lastmod FROM storefronts s
    CROSS JOIN channels c ON c.channel_id = s.channel_id
    WHERE s.rowid > ? AND s.rowid <= ? AND c.show = 1 ORDER BY s.rowid`,
};

/** The SQL of each query, for the query-plan tests and the bench's SQL floor. */
export const sitemapSql = { maxKey: MAX_KEY, page: PAGE_SQL };

const pagesFor = (kind: SitemapKind, maxKey: number | null | undefined) => Math.max(1, Math.ceil((maxKey ?? 0) / SITEMAP_PAGE_SIZE[kind]));

/** How many pages each kind has (at least one, so every kind is in the index). */
export async function sitemapPageCounts(rc: ServiceContext): Promise<Record<SitemapKind, number>> {
  const rows = await rc.d1.batch(sitemapKinds.map((kind) => rc.d1.prepare(MAX_KEY[kind])));
  const counts = {} as Record<SitemapKind, number>;
  sitemapKinds.forEach((kind, i) => {
    counts[kind] = pagesFor(kind, (rows[i]?.results[0] as { n: number | null } | undefined)?.n);
  });
  return counts;
}

/**
 * Page `page` (from 1) of a kind's sitemap, or null past the last page. Only an empty page pays
 * for the check whether it lies inside the index's range (an empty page inside it is valid).
 */
export async function sitemapPage(rc: ServiceContext, kind: SitemapKind, page: number): Promise<SitemapEntry[] | null> {
  const size = SITEMAP_PAGE_SIZE[kind];
  const { results } = await rc.d1
    .prepare(PAGE_SQL[kind])
    .bind((page - 1) * size, page * size)
    .all<SitemapEntry>();
  if (results.length > 0 || page === 1) return results;
  const max = await rc.d1.prepare(MAX_KEY[kind]).first<{ n: number | null }>();
  return page <= pagesFor(kind, max?.n) ? results : null;
}

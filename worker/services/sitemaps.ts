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
import { sitemapEntries, sitemapKinds, sitemapMaxKey, sitemapMaxKeys, type SitemapEntry, type SitemapKind } from "../db/queries/sitemaps";

export { sitemapKinds, type SitemapKind };

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

const pagesFor = (kind: SitemapKind, maxKey: number | null) => Math.max(1, Math.ceil((maxKey ?? 0) / SITEMAP_PAGE_SIZE[kind]));

/** How many pages each kind has (at least one, so every kind is in the index). */
export async function sitemapPageCounts(rc: ServiceContext): Promise<Record<SitemapKind, number>> {
  const maxKeys = await sitemapMaxKeys(rc.db);
  const counts = {} as Record<SitemapKind, number>;
  for (const kind of sitemapKinds) counts[kind] = pagesFor(kind, maxKeys[kind]);
  return counts;
}

/**
 * Page `page` (from 1) of a kind's sitemap, or null past the last page. Only an empty page pays
 * for the check whether it lies inside the index's range (an empty page inside it is valid).
 */
export async function sitemapPage(rc: ServiceContext, kind: SitemapKind, page: number): Promise<SitemapEntry[] | null> {
  const size = SITEMAP_PAGE_SIZE[kind];
  const results = await sitemapEntries(rc.db, kind, (page - 1) * size, page * size);
  if (results.length > 0 || page === 1) return results;
  return page <= pagesFor(kind, await sitemapMaxKey(rc.db, kind)) ? results : null;
}

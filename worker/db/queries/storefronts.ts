/** Creators' storefronts and their curated products (worker/services/storefronts.ts). */
import { eq } from "drizzle-orm";
import { rawStatement, type BatchStatement } from "../batch";
import type { D1Handle, Db } from "../client";
import { storefronts } from "../schema";
// The same listing columns (m_*) as the product lists select.
import { notificationGroupSql } from "./notifications";
import { MARKETPLACE_COLUMNS } from "./products";
import { localOfferSql, type LocalOfferColumns } from "./local-offers";
import type { MarketplaceCode } from "../../lib/marketplaces";

export interface StorefrontRow {
  storefront_id: string;
  application_id: string;
  channel_id: string;
  handle: string;
  custom_domain: string | null;
  created_at: string;
  channel_name: string;
  thumbnail_url: string | null;
  description: string;
  show: number;
  headline: string;
  bio: string;
  domain_verified_at: string | null;
}

const STOREFRONT_SELECT = `SELECT s.storefront_id, s.application_id, s.channel_id, s.handle, s.custom_domain, s.created_at,
    c.channel_name, c.thumbnail_url, c.description, c.show, s.headline, s.bio, s.domain_verified_at
  FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id`;

export async function storefrontRowById(d1: D1Handle, storefrontId: string): Promise<StorefrontRow | null> {
  return d1.prepare(`${STOREFRONT_SELECT} WHERE s.storefront_id = ?`).bind(storefrontId).first<StorefrontRow>();
}

/** One product of the automated storefront (storefrontEntryRows): its representative mention, figures, the creator's choices and its listing. */
export interface StorefrontEntryRow {
  match_key: string;
  product_id: string;
  mentions: number;
  last_mentioned_at: string;
  automatic_rank: number | null;
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  description: string;
  is_sponsored: number;
  claims: string;
  video_id: string;
  video_timestamp: number;
  video_title: string | null;
  pinned: number;
  hidden: number;
  position: number | null;
  note: string;
  collection: string;
  curated_position: number | null;
  amazon_product_id: string | null;
  listing_title: string | null;
  image_url: string | null;
  currency: string | null;
  price: number | null;
  rating: number | null;
  reviews_count: number | null;
  fetched_at: string | null;
}

/**
 * The automated storefront in one statement. The channel's products with a verified listing are
 * its rows of match_key_creators (kept by triggers, migrations 0014 and 0025: one per product, its
 * mention count and its representative, the newest listed mention), read on the
 * match_key_creators_channel_* indexes; the automatic order is mentions, then recency. The
 * admin's curation (storefront_products) is looked up per product (products_key_channel_listed_idx)
 * only when the storefront has any; the creator's choices (storefront_entries) by primary key.
 * Page order: pinned or admin-curated first, then the set position (nulls last), then the admin's
 * order, then the automatic order. The page's `limit` entries come from a top-N sort in that
 * order (repeated on the 100 rows kept, whose order the joins do not keep), and only they are joined to
 * their product, video and listing. The automatic rank as a number takes a sort of every product
 * of the channel (tens of ms for the busiest), so only the studio's view (includeHidden) has it.
 * The list follows the products table: a newly listed product is in it on the next read.
 */
type EntryOptions = { includeHidden: boolean; limit: number | null; marketplace?: MarketplaceCode };
type EntryRow = StorefrontEntryRow & Partial<LocalOfferColumns>;

export async function storefrontEntryRows(d1: D1Handle, storefrontId: string, options: EntryOptions): Promise<EntryRow[]> {
  const { results } = await storefrontEntriesStatement(d1, "?1", storefrontId, options).all<EntryRow>();
  return results;
}

/**
 * A visitor's storefront by its handle: the storefront row and its entries in one round trip (one
 * batch, the entries finding the storefront from the handle themselves), not one read after the other.
 */
export async function storefrontWithEntriesByHandle(
  d1: D1Handle,
  handle: string,
  options: EntryOptions,
): Promise<{ row: StorefrontRow | null; entries: EntryRow[] }> {
  const [row, entries] = await d1.batch([
    d1.prepare(`${STOREFRONT_SELECT} WHERE lower(s.handle) = lower(?)`).bind(handle),
    storefrontEntriesStatement(d1, "(SELECT storefront_id FROM storefronts WHERE lower(handle) = lower(?1))", handle, options),
  ]);
  return { row: (row?.results[0] as StorefrontRow | undefined) ?? null, entries: (entries?.results ?? []) as EntryRow[] };
}

/** `storefront` is the SQL naming the storefront's id: the bound ?1 itself, or a lookup of it by the handle bound as ?1. */
function storefrontEntriesStatement(d1: D1Handle, storefront: string, bound: string, options: EntryOptions) {
  const local = localOfferSql(options.marketplace);
  const rank = options.includeHidden ? "row_number() OVER (ORDER BY k.mentions DESC, k.published_at DESC, k.match_key)" : "NULL";
  // Visitors see at most `limit` products: the creator's placed entries and the admin's curation
  // (few), then the automatic order's top, walked on match_key_creators_channel_mentions_idx
  // without reading the rest of a big channel's products. The studio (every product) reads all.
  const candidates =
    options.includeHidden || options.limit === null
      ? ""
      : `AND k.match_key IN (
           SELECT e.match_key FROM storefront_entries e WHERE e.storefront_id = ${storefront} AND (e.pinned = 1 OR e.position IS NOT NULL)
           UNION ALL
           SELECT q.match_key FROM storefront_products sp JOIN products q ON q.product_id = sp.product_id WHERE sp.storefront_id = ${storefront}
           UNION ALL
           SELECT * FROM (
             SELECT a.match_key FROM match_key_creators a INDEXED BY match_key_creators_channel_mentions_idx
              WHERE a.channel_id = (SELECT channel_id FROM storefronts WHERE storefront_id = ${storefront}) AND a.listed = 1
                AND NOT EXISTS (SELECT 1 FROM storefront_entries h WHERE h.storefront_id = ${storefront} AND h.match_key = a.match_key AND h.hidden = 1)
              ORDER BY a.mentions DESC, a.published_at DESC, a.match_key LIMIT ?3))`;
  return d1
    .prepare(
      `WITH ranked AS (
         SELECT k.match_key, k.seq, k.mentions, k.published_at AS last_mentioned_at, ${rank} AS automatic_rank,
           CASE WHEN EXISTS (SELECT 1 FROM storefront_products WHERE storefront_id = ${storefront}) THEN
             (SELECT min(sp.position) FROM products q JOIN storefront_products sp ON sp.storefront_id = ${storefront} AND sp.product_id = q.product_id
              WHERE q.match_key = k.match_key AND q.channel_id = k.channel_id)
           END AS curated_position
         FROM match_key_creators k
         WHERE k.channel_id = (SELECT channel_id FROM storefronts WHERE storefront_id = ${storefront}) AND k.listed = 1 ${candidates}
       ),
       placed AS (
         SELECT r.*, coalesce(e.pinned, 0) AS pinned, coalesce(e.hidden, 0) AS hidden, e.position, coalesce(e.note, '') AS note,
           coalesce(e.collection, '') AS collection
         FROM ranked r
         LEFT JOIN storefront_entries e ON e.storefront_id = ${storefront} AND e.match_key = r.match_key
         WHERE ?2 = 1 OR coalesce(e.hidden, 0) = 0
         ORDER BY (coalesce(e.pinned, 0) = 1 OR r.curated_position IS NOT NULL) DESC, e.position IS NULL, e.position,
           r.curated_position IS NULL, r.curated_position, r.mentions DESC, r.last_mentioned_at DESC, r.match_key
         LIMIT ?3
       )
       SELECT o.match_key, p.product_id, o.mentions, o.last_mentioned_at, o.automatic_rank,
         p.product_name, p.brand, p.category, p.subcategory, p.description, p.is_sponsored, p.claims,
         p.video_id, p.video_timestamp, v.title AS video_title,
         o.pinned, o.hidden, o.position, o.note, o.collection, o.curated_position,
         p.amazon_product_id, m.title AS listing_title, m.image_url, m.currency, m.price, m.rating, m.reviews_count, m.fetched_at${local.columns}
       FROM placed o
       JOIN products p ON p.seq = o.seq
       JOIN videos v ON v.video_id = p.video_id
       LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id${local.join}
       ORDER BY (o.pinned = 1 OR o.curated_position IS NOT NULL) DESC, o.position IS NULL, o.position,
         o.curated_position IS NULL, o.curated_position, o.mentions DESC, o.last_mentioned_at DESC, o.match_key`,
    )
    .bind(bound, options.includeHidden ? 1 : 0, options.limit ?? -1);
}

/** A curated product with its video's title and its first listing (the product card's columns). */
export interface CuratedProductRow {
  product_id: string;
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  description: string;
  is_sponsored: number;
  claims: string;
  video_id: string;
  video_timestamp: number;
  video_title: string | null;
  listed: number;
  position: number;
  amazon_product_id: string | null;
  m_title: string | null;
  m_image_url: string | null;
  m_currency: string | null;
  m_price: number | null;
  m_rating: number | null;
  m_reviews_count: number | null;
  m_product_url: string | null;
  m_fetched_at: string | null;
}

/** In the storefront's order (storefront_products_order_idx), listed or not (the admin's view). */
export async function curatedProductRows(d1: D1Handle, storefrontId: string): Promise<CuratedProductRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT p.product_id, p.product_name, p.brand, p.category, p.subcategory, p.description, p.is_sponsored, p.claims,
        p.video_id, p.video_timestamp, v.title AS video_title, p.listed, sp.position, p.amazon_product_id, ${MARKETPLACE_COLUMNS}
     FROM storefront_products sp
     JOIN products p ON p.product_id = sp.product_id
     JOIN videos v ON v.video_id = p.video_id
     LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id
     WHERE sp.storefront_id = ?1
     ORDER BY sp.position, sp.created_at, p.product_id`,
    )
    .bind(storefrontId)
    .all<CuratedProductRow>();
  return results;
}

/**
 * An admin's domain is served at once (verified as of now, as migration 0024 did for the domains
 * admins had set); a creator's goes through the studio's DNS check. False when another storefront
 * has the domain already (its unique index).
 */
export async function setStorefrontCustomDomain(db: Db, storefrontId: string, customDomain: string | null, now: string): Promise<boolean> {
  try {
    await db
      .update(storefronts)
      .set({ custom_domain: customDomain, domain_token: null, domain_verified_at: customDomain ? now : null })
      .where(eq(storefronts.storefront_id, storefrontId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** drizzle wraps D1's failure as "Failed query: <sql>" and keeps the reason only in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if (/UNIQUE constraint failed/i.test(e.message)) return true;
  return false;
}

/** The handle of the channel's storefront (storefronts_channel_unique), or null when it has none. */
export async function storefrontHandleOfChannel(d1: D1Handle, channelId: string): Promise<string | null> {
  const row = await d1.prepare("SELECT handle FROM storefronts WHERE channel_id = ?").bind(channelId).first<{ handle: string }>();
  return row?.handle ?? null;
}

export interface CurationCandidateRow {
  product_id: string;
  product_name: string;
  channel_id: string;
  listed: number;
}

export async function productsForCuration(d1: D1Handle, productIds: string[]): Promise<CurationCandidateRow[]> {
  const { results } = await d1
    .prepare(
      `SELECT product_id, product_name, channel_id, listed FROM products WHERE product_id IN (${productIds.map(() => "?").join(",")})`,
    )
    .bind(...productIds)
    .all<CurationCandidateRow>();
  return results;
}

export async function storefrontPositions(d1: D1Handle, storefrontId: string): Promise<{ product_id: string; position: number }[]> {
  const { results } = await d1
    .prepare("SELECT product_id, position FROM storefront_products WHERE storefront_id = ?")
    .bind(storefrontId)
    .all<{ product_id: string; position: number }>();
  return results;
}

export interface CuratedAddition {
  productId: string;
  productName: string;
  position: number;
}

/**
 * Curates products into a storefront in one transaction: each new product writes one `storefront`
 * notification per subscriber of the channel (a hidden channel notifies nobody), additions of the
 * hour grouped into one (notificationGroupSql); the unique
 * (user, content_type, ref_id) index keeps a removed-then-re-added product from notifying twice.
 * Returns the notifications written.
 */
export async function addCuratedProducts(
  d1: D1Handle,
  storefrontId: string,
  channelId: string,
  additions: CuratedAddition[],
): Promise<number> {
  if (additions.length === 0) return 0;
  const results = await d1.batch(
    additions.flatMap(({ productId, productName, position }) => [
      d1
        .prepare("INSERT INTO storefront_products (storefront_id, product_id, position) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
        .bind(storefrontId, productId, position),
      d1
        .prepare(
          `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, group_id)
       SELECT lower(hex(randomblob(16))), s.user_id, ?1, 'storefront', ?2, ?3, ${notificationGroupSql("s.user_id", "?1", "storefront")}
       FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.channel_id = ?1 AND c.show = 1
       ON CONFLICT DO NOTHING`,
        )
        .bind(channelId, productId, productName),
    ]),
  );
  return results.filter((_, i) => i % 2 === 1).reduce((sum, r) => sum + r.meta.changes, 0);
}

/**
 * A product joining the automated storefront: run in the batch that lists the channel's mentions
 * of `matchKey`, before they are marked listed. When none was listed yet (the product is new to
 * the storefront), the channel has a storefront, is visible, and its creator has not hidden the
 * product, every subscriber gets one `storefront` notification naming it (ref_id: its newest
 * mention, the product page the notification links to), grouped like curated ones. A subscriber
 * already told about any mention of it (an admin curated it, or it was listed before and lost its
 * listing) is not told again: once per user and product.
 */
export function storefrontJoinNotificationStatement(matchKey: string, channelId: string): BatchStatement {
  return rawStatement(
    `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, group_id)
     SELECT lower(hex(randomblob(16))), s.user_id, r.channel_id, 'storefront', r.product_id, r.product_name,
       ${notificationGroupSql("s.user_id", "r.channel_id", "storefront")}
     FROM (SELECT p.product_id, p.product_name, p.channel_id, max(p.published_at) FROM products p
           WHERE p.match_key = ?1 AND p.channel_id = ?2 GROUP BY p.channel_id) r
     JOIN storefronts sf ON sf.channel_id = r.channel_id
     JOIN channels c ON c.channel_id = r.channel_id AND c.show = 1
     JOIN subscriptions s ON s.channel_id = r.channel_id
     WHERE NOT EXISTS (SELECT 1 FROM products q WHERE q.match_key = ?1 AND q.channel_id = ?2 AND q.listed = 1)
       AND NOT EXISTS (SELECT 1 FROM storefront_entries e WHERE e.storefront_id = sf.storefront_id AND e.match_key = ?1 AND e.hidden = 1)
       AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.content_type = 'storefront'
                       AND n.ref_id IN (SELECT q.product_id FROM products q WHERE q.match_key = ?1 AND q.channel_id = ?2))
     ON CONFLICT DO NOTHING`,
    matchKey,
    channelId,
  );
}

/** Whether a product was curated there (and now is not). */
export async function removeCuratedProduct(d1: D1Handle, storefrontId: string, productId: string): Promise<boolean> {
  const result = await d1
    .prepare("DELETE FROM storefront_products WHERE storefront_id = ? AND product_id = ?")
    .bind(storefrontId, productId)
    .run();
  return result.meta.changes > 0;
}

/** Positions follow the order of `productIds`, all in one transaction. */
export async function reorderCuratedProducts(d1: D1Handle, storefrontId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await d1.batch(
    productIds.map((id, position) =>
      d1.prepare("UPDATE storefront_products SET position = ? WHERE storefront_id = ? AND product_id = ?").bind(position, storefrontId, id),
    ),
  );
}

/** The storefront served on a custom domain once it is verified; a hidden channel's storefront is served nowhere. */
export async function visibleStorefrontHandleByDomain(d1: D1Handle, host: string): Promise<string | null> {
  const row = await d1
    .prepare(
      `SELECT s.handle FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.custom_domain = ? AND s.domain_verified_at IS NOT NULL AND c.show = 1`,
    )
    .bind(host)
    .first<{ handle: string }>();
  return row?.handle ?? null;
}

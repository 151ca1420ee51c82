/** Creators' storefronts and their curated products (worker/services/storefronts.ts). */
import { eq, sql, type SQL } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery, RowsQuery, Stored } from "../rows";
import { type channels, type matchKeyCreators, type products, storefronts, type storefrontEntries } from "../schema";
import { notificationGroupId } from "./notifications";
// The same listing columns (m_*) as the product lists select.
import { MARKETPLACE_COLUMNS, type FirstListingColumns, type ProductContentColumns } from "./products";
import { localOfferJoin, type LocalOfferColumns } from "./local-offers";
import type { MarketplaceCode } from "../../lib/marketplaces";

type Product = typeof products.$inferSelect;

export type StorefrontRow = Pick<
  typeof storefronts.$inferSelect,
  "storefront_id" | "application_id" | "channel_id" | "handle" | "custom_domain" | "created_at" | "headline" | "bio" | "domain_verified_at"
> &
  Stored<Pick<typeof channels.$inferSelect, "channel_name" | "thumbnail_url" | "description" | "show">>;

const storefrontSelect = sql`SELECT s.storefront_id, s.application_id, s.channel_id, s.handle, s.custom_domain, s.created_at,
    c.channel_name, c.thumbnail_url, c.description, c.show, s.headline, s.bio, s.domain_verified_at
  FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id`;

export function storefrontRowById(db: Db, storefrontId: string): RowQuery<StorefrontRow> {
  return db.get<StorefrontRow>(sql`${storefrontSelect} WHERE s.storefront_id = ${storefrontId}`);
}

/** A visitor's storefront by its handle; batched with `storefrontEntryRowsByHandle`. */
export function storefrontRowByHandle(db: Db, handle: string): RowQuery<StorefrontRow> {
  return db.get<StorefrontRow>(sql`${storefrontSelect} WHERE lower(s.handle) = lower(${handle})`);
}

/** One product of the automated storefront (storefrontEntryRows): its representative mention, figures, the creator's choices and its listing. */
export type StorefrontEntryRow = Pick<typeof matchKeyCreators.$inferSelect, "match_key" | "mentions"> &
  ProductContentColumns &
  Pick<Product, "amazon_product_id"> & {
    last_mentioned_at: string;
    automatic_rank: number | null;
    pinned: 0 | 1;
    hidden: 0 | 1;
    curated_position: number | null;
    listing_title: string | null;
    image_url: string | null;
    currency: string | null;
    price: number | null;
    rating: number | null;
    reviews_count: number | null;
    fetched_at: string | null;
  } & Pick<typeof storefrontEntries.$inferSelect, "position" | "note" | "collection">;

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

export function storefrontEntryRows(db: Db, storefrontId: string, options: EntryOptions): RowsQuery<EntryRow> {
  return db.all<EntryRow>(storefrontEntriesSql(sql`${storefrontId}`, options));
}

/**
 * A visitor's storefront's entries by its handle, finding the storefront from the handle
 * themselves: batched with `storefrontRowByHandle`, one round trip rather than one read after the other.
 */
export function storefrontEntryRowsByHandle(db: Db, handle: string, options: EntryOptions): RowsQuery<EntryRow> {
  return db.all<EntryRow>(
    storefrontEntriesSql(sql`(SELECT storefront_id FROM storefronts WHERE lower(handle) = lower(${handle}))`, options),
  );
}

/** `storefront` is the SQL naming the storefront's id: the id itself, or a lookup of it by the handle. */
function storefrontEntriesSql(storefront: SQL, options: EntryOptions): SQL {
  const local = localOfferJoin(options.marketplace);
  const rank = options.includeHidden ? sql`row_number() OVER (ORDER BY k.mentions DESC, k.published_at DESC, k.match_key)` : sql`NULL`;
  const limit = options.limit ?? -1;
  // Visitors see at most `limit` products: the creator's placed entries and the admin's curation
  // (few), then the automatic order's top, walked on match_key_creators_channel_mentions_idx
  // without reading the rest of a big channel's products. The studio (every product) reads all.
  const candidates =
    options.includeHidden || options.limit === null
      ? sql``
      : sql`AND k.match_key IN (
           SELECT e.match_key FROM storefront_entries e WHERE e.storefront_id = ${storefront} AND (e.pinned = 1 OR e.position IS NOT NULL)
           UNION ALL
           SELECT q.match_key FROM storefront_products sp JOIN products q ON q.product_id = sp.product_id WHERE sp.storefront_id = ${storefront}
           UNION ALL
           SELECT * FROM (
             SELECT a.match_key FROM match_key_creators a INDEXED BY match_key_creators_channel_mentions_idx
              WHERE a.channel_id = (SELECT channel_id FROM storefronts WHERE storefront_id = ${storefront}) AND a.listed = 1
                AND NOT EXISTS (SELECT 1 FROM storefront_entries h WHERE h.storefront_id = ${storefront} AND h.match_key = a.match_key AND h.hidden = 1)
              ORDER BY a.mentions DESC, a.published_at DESC, a.match_key LIMIT ${limit}))`;
  return sql`WITH ranked AS (
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
         WHERE ${options.includeHidden ? 1 : 0} = 1 OR coalesce(e.hidden, 0) = 0
         ORDER BY (coalesce(e.pinned, 0) = 1 OR r.curated_position IS NOT NULL) DESC, e.position IS NULL, e.position,
           r.curated_position IS NULL, r.curated_position, r.mentions DESC, r.last_mentioned_at DESC, r.match_key
         LIMIT ${limit}
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
         o.curated_position IS NULL, o.curated_position, o.mentions DESC, o.last_mentioned_at DESC, o.match_key`;
}

/** A curated product with its video's title and its first listing (the product card's columns). */
export type CuratedProductRow = ProductContentColumns & Stored<Pick<Product, "listed">> & FirstListingColumns & { position: number };

/** In the storefront's order (storefront_products_order_idx), listed or not (the admin's view). */
export function curatedProductRows(db: Db, storefrontId: string): RowsQuery<CuratedProductRow> {
  return db.all<CuratedProductRow>(
    sql`SELECT p.product_id, p.product_name, p.brand, p.category, p.subcategory, p.description, p.is_sponsored, p.claims,
        p.video_id, p.video_timestamp, v.title AS video_title, p.listed, sp.position, p.amazon_product_id, ${MARKETPLACE_COLUMNS}
     FROM storefront_products sp
     JOIN products p ON p.product_id = sp.product_id
     JOIN videos v ON v.video_id = p.video_id
     LEFT JOIN marketplace_items m ON m.amazon_product_id = p.amazon_product_id
     WHERE sp.storefront_id = ${storefrontId}
     ORDER BY sp.position, sp.created_at, p.product_id`,
  );
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
export async function storefrontHandleOfChannel(db: Db, channelId: string): Promise<string | null> {
  const row = await db.get<{ handle: string }>(sql`SELECT handle FROM storefronts WHERE channel_id = ${channelId}`);
  return row?.handle ?? null;
}

export type CurationCandidateRow = Stored<Pick<Product, "product_id" | "product_name" | "channel_id" | "listed">>;

export async function productsForCuration(db: Db, productIds: string[]): Promise<CurationCandidateRow[]> {
  if (productIds.length === 0) return [];
  return db.all<CurationCandidateRow>(
    sql`SELECT product_id, product_name, channel_id, listed FROM products WHERE product_id IN ${productIds}`,
  );
}

export function storefrontPositions(db: Db, storefrontId: string): RowsQuery<{ product_id: string; position: number }> {
  return db.all<{ product_id: string; position: number }>(
    sql`SELECT product_id, position FROM storefront_products WHERE storefront_id = ${storefrontId}`,
  );
}

export interface CuratedAddition {
  productId: string;
  productName: string;
  position: number;
}

/**
 * Curates products into a storefront in one transaction: each new product writes one `storefront`
 * notification per subscriber of the channel (a hidden channel notifies nobody), additions of the
 * hour grouped into one (notificationGroupId); the unique
 * (user, content_type, ref_id) index keeps a removed-then-re-added product from notifying twice.
 * Returns the notifications written.
 */
export async function addCuratedProducts(db: Db, storefrontId: string, channelId: string, additions: CuratedAddition[]): Promise<number> {
  const [first, ...rest] = additions.flatMap(({ productId, productName, position }) => [
    db.run(
      sql`INSERT INTO storefront_products (storefront_id, product_id, position) VALUES (${storefrontId}, ${productId}, ${position}) ON CONFLICT DO NOTHING`,
    ),
    db.run(
      sql`INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, group_id)
       SELECT lower(hex(randomblob(16))), s.user_id, ${channelId}, 'storefront', ${productId}, ${productName}, ${notificationGroupId(sql`s.user_id`, sql`${channelId}`, "storefront")}
       FROM subscriptions s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.channel_id = ${channelId} AND c.show = 1
       ON CONFLICT DO NOTHING`,
    ),
  ]);
  if (!first) return 0;
  const results = await batch(db, [first, ...rest]);
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
export function storefrontJoinNotification(db: Db, matchKey: string, channelId: string) {
  return db.run(
    sql`INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, group_id)
     SELECT lower(hex(randomblob(16))), s.user_id, r.channel_id, 'storefront', r.product_id, r.product_name,
       ${notificationGroupId(sql`s.user_id`, sql`r.channel_id`, "storefront")}
     FROM (SELECT p.product_id, p.product_name, p.channel_id, max(p.published_at) FROM products p
           WHERE p.match_key = ${matchKey} AND p.channel_id = ${channelId} GROUP BY p.channel_id) r
     JOIN storefronts sf ON sf.channel_id = r.channel_id
     JOIN channels c ON c.channel_id = r.channel_id AND c.show = 1
     JOIN subscriptions s ON s.channel_id = r.channel_id
     WHERE NOT EXISTS (SELECT 1 FROM products q WHERE q.match_key = ${matchKey} AND q.channel_id = ${channelId} AND q.listed = 1)
       AND NOT EXISTS (SELECT 1 FROM storefront_entries e WHERE e.storefront_id = sf.storefront_id AND e.match_key = ${matchKey} AND e.hidden = 1)
       AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = s.user_id AND n.content_type = 'storefront'
                       AND n.ref_id IN (SELECT q.product_id FROM products q WHERE q.match_key = ${matchKey} AND q.channel_id = ${channelId}))
     ON CONFLICT DO NOTHING`,
  );
}

/** Whether a product was curated there (and now is not). */
export async function removeCuratedProduct(db: Db, storefrontId: string, productId: string): Promise<boolean> {
  const result = await db.run(sql`DELETE FROM storefront_products WHERE storefront_id = ${storefrontId} AND product_id = ${productId}`);
  return result.meta.changes > 0;
}

/** Positions follow the order of `productIds`, all in one transaction. */
export async function reorderCuratedProducts(db: Db, storefrontId: string, productIds: string[]): Promise<void> {
  const [first, ...rest] = productIds.map((id, position) =>
    db.run(sql`UPDATE storefront_products SET position = ${position} WHERE storefront_id = ${storefrontId} AND product_id = ${id}`),
  );
  if (first) await batch(db, [first, ...rest]);
}

/** The storefront served on a custom domain once it is verified; a hidden channel's storefront is served nowhere. */
export async function visibleStorefrontHandleByDomain(db: Db, host: string): Promise<string | null> {
  const row = await db.get<{ handle: string }>(
    sql`SELECT s.handle FROM storefronts s JOIN channels c ON c.channel_id = s.channel_id
       WHERE s.custom_domain = ${host} AND s.domain_verified_at IS NOT NULL AND c.show = 1`,
  );
  return row?.handle ?? null;
}

/**
 * The daily listing re-check's statements (worker/pipeline/listing-recheck.ts): the stalest items
 * and what their fresh reads write, the listing columns products copy from their first live
 * listing, the counters of the channels concerned, and the search for replacements of dead
 * listings. Lists of ids are never empty and stay below D1's 100 bound parameters.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import type { RowsQuery, Stored } from "../rows";
import { marketplaceItems, type products } from "../schema";
import type { MarketplaceItemColumns } from "./listing-reviews";

/** The live items read longest ago, first to be looked up again. */
export function stalestLiveItems(db: Db, limit: number) {
  return db
    .select({ id: marketplaceItems.amazon_product_id })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.is_dead, false))
    .orderBy(asc(marketplaceItems.fetched_at), asc(marketplaceItems.amazon_product_id))
    .limit(limit);
}

/** An item read again: its fresh columns, alive, with when it was read. */
export function refreshItemStatement(db: Db, itemId: string, fresh: Omit<MarketplaceItemColumns, "amazon_product_id">, now: string) {
  return db
    .update(marketplaceItems)
    .set({ ...fresh, fetched_at: now, is_dead: false, updated_at: now })
    .where(eq(marketplaceItems.amazon_product_id, itemId));
}

/** An item the marketplace no longer returns. */
export function markItemDeadStatement(db: Db, itemId: string, now: string) {
  return db.update(marketplaceItems).set({ is_dead: true, updated_at: now }).where(eq(marketplaceItems.amazon_product_id, itemId));
}

/** The first live listing of a product, by marketplace relevance. */
const FIRST_LIVE = sql`FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
  WHERE l.product_id = products.product_id AND m.is_dead = 0 ORDER BY l.position, l.amazon_product_id LIMIT 1`;

/** Products listing any of `itemIds` get their copied listing columns recomputed from their live listings. */
export function refreshProductsStatement(db: Db, itemIds: string[], now: string) {
  return db.run(
    sql`UPDATE products SET
       amazon_product_id = (SELECT l.amazon_product_id ${FIRST_LIVE}),
       price = (SELECT m.price ${FIRST_LIVE}),
       rating = (SELECT m.rating ${FIRST_LIVE}),
       listing_count = (SELECT count(*) FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
                        WHERE l.product_id = products.product_id AND m.is_dead = 0),
       listed = EXISTS (SELECT 1 ${FIRST_LIVE}),
       updated_at = ${now}
     WHERE product_id IN (SELECT product_id FROM product_listings WHERE amazon_product_id IN ${itemIds})`,
  );
}

/**
 * The channels whose products list any of `deadIds`, marked changed (their product counters follow
 * the products rows by trigger, migration 0013).
 */
export function touchListingChannelsStatement(db: Db, deadIds: string[], now: string) {
  return db.run(
    sql`UPDATE channels SET updated_at = ${now}
       WHERE channel_id IN (SELECT p.channel_id FROM products p JOIN product_listings l ON l.product_id = p.product_id
                            WHERE l.amazon_product_id IN ${deadIds})`,
  );
}

/** Products listing any of `itemIds` that are left without a live listing. */
export function unlistedProducts(db: Db, itemIds: string[]): RowsQuery<{ product_id: string }> {
  return db.all<{ product_id: string }>(
    sql`SELECT product_id FROM products WHERE listed = 0 AND product_id IN (
           SELECT product_id FROM product_listings WHERE amazon_product_id IN ${itemIds})`,
  );
}

/** A product (by match key: every mention of it shares its listings) that lost listings. */
export type OrphanedProductRow = Stored<
  Pick<typeof products.$inferSelect, "match_key" | "product_id" | "product_name" | "brand" | "category" | "subcategory">
> & {
  /** Listings of the product among the dead ones. */
  lost: number;
};

export function orphanedProducts(db: Db, deadIds: string[]): RowsQuery<OrphanedProductRow> {
  return db.all<OrphanedProductRow>(
    sql`SELECT p.match_key, min(p.product_id) AS product_id, p.product_name, p.brand, p.category, p.subcategory, count(DISTINCT l.amazon_product_id) AS lost
       FROM product_listings l JOIN products p ON p.product_id = l.product_id
       WHERE l.amazon_product_id IN (SELECT value FROM json_each(${JSON.stringify(deadIds)}))
       GROUP BY p.match_key ORDER BY p.match_key`,
  );
}

/** What cannot replace a listing of the product: the items it lists already, and those of `candidateIds` known dead. */
export function unusableListings(db: Db, matchKey: string, candidateIds: string[]): RowsQuery<{ id: string }> {
  return db.all<{ id: string }>(
    sql`SELECT DISTINCT l.amazon_product_id AS id FROM product_listings l JOIN products p ON p.product_id = l.product_id WHERE p.match_key = ${matchKey}
         UNION SELECT amazon_product_id FROM marketplace_items WHERE is_dead = 1 AND amazon_product_id IN (SELECT value FROM json_each(${JSON.stringify(candidateIds)}))`,
  );
}

/** A replacement listing for every mention of the product, after its current listings. */
export function replacementListingStatement(db: Db, matchKey: string, itemId: string, score: number, reasons: string[]) {
  return db.run(
    sql`INSERT INTO product_listings (product_id, amazon_product_id, position, match_score, match_reasons)
           SELECT p.product_id, ${itemId}, (SELECT coalesce(max(l.position) + 1, 0) FROM product_listings l WHERE l.product_id = p.product_id), ${score}, ${JSON.stringify(reasons)}
           FROM products p WHERE p.match_key = ${matchKey}
           ON CONFLICT DO NOTHING`,
  );
}

/** A channel marked changed (its product counter follows the products rows by trigger, migration 0013). */
export function touchChannelStatement(db: Db, channelId: string, now: string) {
  return db.run(sql`UPDATE channels SET updated_at = ${now} WHERE channel_id = ${channelId}`);
}

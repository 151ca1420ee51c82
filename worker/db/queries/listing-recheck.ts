/**
 * The daily listing re-check's statements (worker/pipeline/listing-recheck.ts): the listing
 * columns products copy from their first live listing, the counters of the channels concerned,
 * and the search for replacements of dead listings.
 */
import { rawStatement, type BatchStatement } from "../batch";
import type { Db } from "../client";

/** The first live listing of a product, by marketplace relevance. */
const FIRST_LIVE = `FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
  WHERE l.product_id = products.product_id AND m.is_dead = 0 ORDER BY l.position, l.amazon_product_id LIMIT 1`;

function placeholders(from: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `?${from + i}`).join(",");
}

/** Products listing any of `itemIds` get their copied listing columns recomputed from their live listings. */
export function refreshProductsStatement(itemIds: string[], now: string): BatchStatement {
  return rawStatement(
    `UPDATE products SET
       amazon_product_id = (SELECT l.amazon_product_id ${FIRST_LIVE}),
       price = (SELECT m.price ${FIRST_LIVE}),
       rating = (SELECT m.rating ${FIRST_LIVE}),
       listing_count = (SELECT count(*) FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
                        WHERE l.product_id = products.product_id AND m.is_dead = 0),
       listed = EXISTS (SELECT 1 ${FIRST_LIVE}),
       updated_at = ?1
     WHERE product_id IN (SELECT product_id FROM product_listings WHERE amazon_product_id IN (${placeholders(2, itemIds.length)}))`,
    now,
    ...itemIds,
  );
}

/**
 * The channels whose products list any of `deadIds`, marked changed (their product counters follow
 * the products rows by trigger, migration 0013).
 */
export function touchListingChannelsStatement(deadIds: string[], now: string): BatchStatement {
  return rawStatement(
    `UPDATE channels SET updated_at = ?1
       WHERE channel_id IN (SELECT p.channel_id FROM products p JOIN product_listings l ON l.product_id = p.product_id
                            WHERE l.amazon_product_id IN (${placeholders(2, deadIds.length)}))`,
    now,
    ...deadIds,
  );
}

/** Products listing any of `itemIds` that are left without a live listing; at most 99 ids. */
export async function unlistedProductIds(db: Db, itemIds: string[]): Promise<string[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT product_id FROM products WHERE listed = 0 AND product_id IN (
           SELECT product_id FROM product_listings WHERE amazon_product_id IN (${placeholders(1, itemIds.length)}))`,
    )
    .bind(...itemIds)
    .all<{ product_id: string }>();
  return results.map((r) => r.product_id);
}

/** A product (by match key: every mention of it shares its listings) that lost listings. */
export interface OrphanedProductRow {
  match_key: string;
  product_id: string;
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  /** Listings of the product among the dead ones. */
  lost: number;
}

export async function orphanedProducts(db: Db, deadIds: string[]): Promise<OrphanedProductRow[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT p.match_key, min(p.product_id) AS product_id, p.product_name, p.brand, p.category, p.subcategory, count(DISTINCT l.amazon_product_id) AS lost
       FROM product_listings l JOIN products p ON p.product_id = l.product_id
       WHERE l.amazon_product_id IN (SELECT value FROM json_each(?1))
       GROUP BY p.match_key ORDER BY p.match_key`,
    )
    .bind(JSON.stringify(deadIds))
    .all<OrphanedProductRow>();
  return results;
}

/** What cannot replace a listing of the product: the items it lists already, and those of `candidateIds` known dead. */
export async function unusableListingIds(db: Db, matchKey: string, candidateIds: string[]): Promise<string[]> {
  const { results } = await db.$client
    .prepare(
      `SELECT DISTINCT l.amazon_product_id AS id FROM product_listings l JOIN products p ON p.product_id = l.product_id WHERE p.match_key = ?1
         UNION SELECT amazon_product_id FROM marketplace_items WHERE is_dead = 1 AND amazon_product_id IN (SELECT value FROM json_each(?2))`,
    )
    .bind(matchKey, JSON.stringify(candidateIds))
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** A replacement listing for every mention of the product, after its current listings. */
export function replacementListingStatement(matchKey: string, itemId: string, score: number, reasons: string[]): BatchStatement {
  return rawStatement(
    `INSERT INTO product_listings (product_id, amazon_product_id, position, match_score, match_reasons)
           SELECT p.product_id, ?2, (SELECT coalesce(max(l.position) + 1, 0) FROM product_listings l WHERE l.product_id = p.product_id), ?3, ?4
           FROM products p WHERE p.match_key = ?1
           ON CONFLICT DO NOTHING`,
    matchKey,
    itemId,
    score,
    JSON.stringify(reasons),
  );
}

/** A channel marked changed (its product counter follows the products rows by trigger, migration 0013). */
export function touchChannelStatement(channelId: string, now: string): BatchStatement {
  return rawStatement("UPDATE channels SET updated_at = ?2 WHERE channel_id = ?1", channelId, now);
}

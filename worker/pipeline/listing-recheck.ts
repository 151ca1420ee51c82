/**
 * The daily listing re-check: the stalest marketplace items are looked up again, their price,
 * rating and reviews refreshed (with a new `fetched_at`), and the ones the marketplace no longer
 * returns marked dead. The listing columns copied onto products (first live listing's id, price
 * and rating, `listing_count`, `listed`) follow, so a product whose only listing died drops out of
 * the lists, and a later search_amazon_products looks for a new listing for it (listing_count 0).
 */
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { marketplaceItems } from "../db/schema";
import type { Marketplace, MarketplaceItem } from "./providers/types";
import { PRUNE_CATEGORIES_SQL } from "../services/categories";
import { chunk, rawStatement, runBatch, type BatchStatement } from "../db/batch";
import { marketplaceItemSchema } from "./tasks/search-amazon";

export interface RecheckDeps {
  db: Db;
  marketplace: Marketplace;
  now: () => Date;
}

export interface RecheckResult {
  checked: number;
  refreshed: number;
  dead: number;
  /** Products left without any live listing (no longer listed). */
  delisted: number;
}

/** Items re-checked a day: 20 getItems calls at 10 ids each, about 20 s at the marketplace's pace. */
const DAILY_RECHECK_LIMIT = 200;

/** Ids per write batch: every `IN (…)` stays under D1's 100 bound parameters. */
const GROUP = 50;

/** The first live listing of a product, by marketplace relevance. */
const FIRST_LIVE = `FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
  WHERE l.product_id = products.product_id AND m.is_dead = 0 ORDER BY l.position, l.amazon_product_id LIMIT 1`;

function placeholders(from: number, count: number): string {
  return Array.from({ length: count }, (_, i) => `?${from + i}`).join(",");
}

/** Products listing any of `ids` get their copied listing columns recomputed from their live listings. */
function refreshProducts(ids: string[], now: string): BatchStatement {
  return rawStatement(
    `UPDATE products SET
       amazon_product_id = (SELECT l.amazon_product_id ${FIRST_LIVE}),
       price = (SELECT m.price ${FIRST_LIVE}),
       rating = (SELECT m.rating ${FIRST_LIVE}),
       listing_count = (SELECT count(*) FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
                        WHERE l.product_id = products.product_id AND m.is_dead = 0),
       listed = EXISTS (SELECT 1 ${FIRST_LIVE}),
       updated_at = ?1
     WHERE product_id IN (SELECT product_id FROM product_listings WHERE amazon_product_id IN (${placeholders(2, ids.length)}))`,
    now,
    ...ids,
  );
}

/** Listing deaths change what the lists count: the affected channels' counters and the category dropdowns. */
function refreshAggregates(deadIds: string[], now: string): BatchStatement[] {
  return [
    rawStatement(
      `UPDATE channels SET
         product_count = (SELECT count(*) FROM products WHERE products.channel_id = channels.channel_id AND products.listed = 1),
         updated_at = ?1
       WHERE channel_id IN (SELECT p.channel_id FROM products p JOIN product_listings l ON l.product_id = p.product_id
                            WHERE l.amazon_product_id IN (${placeholders(2, deadIds.length)}))`,
      now,
      ...deadIds,
    ),
    // A category (or subcategory) whose last visible listed product just went away leaves the
    // dropdowns; one index probe per category row.
    rawStatement(PRUNE_CATEGORIES_SQL),
  ];
}

export async function recheckListings(deps: RecheckDeps, limit: number = DAILY_RECHECK_LIMIT): Promise<RecheckResult> {
  const { db, marketplace } = deps;
  if (!marketplace.getItems) throw new Error("The marketplace provider cannot look items up (no getItems)");
  const stale = await db
    .select({ id: marketplaceItems.amazon_product_id })
    .from(marketplaceItems)
    .where(eq(marketplaceItems.is_dead, false))
    .orderBy(asc(marketplaceItems.fetched_at), asc(marketplaceItems.amazon_product_id))
    .limit(limit);
  const ids = stale.map((r) => r.id);
  if (ids.length === 0) return { checked: 0, refreshed: 0, dead: 0, delisted: 0 };

  const answered = await marketplace.getItems(ids);
  const wanted = new Set(ids);
  const fresh = new Map<string, MarketplaceItem>();
  const unreadable = new Set<string>();
  for (const item of answered) {
    if (!wanted.has(item.amazon_product_id)) continue;
    const parsed = marketplaceItemSchema.safeParse(item);
    // Returned but not storable: it still exists, so it is neither refreshed nor marked dead.
    if (parsed.success) fresh.set(item.amazon_product_id, parsed.data);
    else unreadable.add(item.amazon_product_id);
  }

  const now = deps.now().toISOString();
  const deadIds = ids.filter((id) => !fresh.has(id) && !unreadable.has(id));
  const dead = new Set(deadIds);
  for (const group of chunk(ids, GROUP)) {
    const statements: BatchStatement[] = [];
    for (const id of group) {
      const item = fresh.get(id);
      if (item) {
        const { amazon_product_id: _id, ...fields } = item;
        statements.push(
          db
            .update(marketplaceItems)
            .set({ ...fields, fetched_at: now, is_dead: false, updated_at: now })
            .where(eq(marketplaceItems.amazon_product_id, id)),
        );
      } else if (dead.has(id)) {
        statements.push(db.update(marketplaceItems).set({ is_dead: true, updated_at: now }).where(eq(marketplaceItems.amazon_product_id, id)));
      }
    }
    statements.push(refreshProducts(group, now));
    const groupDead = group.filter((id) => dead.has(id));
    if (groupDead.length > 0) statements.push(...refreshAggregates(groupDead, now));
    // Items and the products that copy them change together or not at all.
    await runBatch(db, statements);
  }

  const delisted = new Set<string>();
  for (const group of chunk(deadIds, GROUP)) {
    const { results } = await db.$client
      .prepare(
        `SELECT product_id FROM products WHERE listed = 0 AND product_id IN (
           SELECT product_id FROM product_listings WHERE amazon_product_id IN (${placeholders(1, group.length)}))`,
      )
      .bind(...group)
      .all<{ product_id: string }>();
    for (const r of results) delisted.add(r.product_id);
  }
  return { checked: ids.length, refreshed: fresh.size, dead: deadIds.length, delisted: delisted.size };
}

import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import type { RowsQuery } from "../rows";
import type { listingPrices } from "../schema";

/**
 * Records the item's price if it differs from the last one recorded (or none was): idempotent, so a
 * repeated run stores nothing twice. Runs after the item's own upsert (the row references it).
 */
export function recordPriceIfChanged(db: Db, asin: string, price: number, currency: string, observedAt: string) {
  return db.run(
    sql`INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at)
     SELECT ${asin}, ${price}, ${currency}, ${observedAt} WHERE NOT EXISTS (
       SELECT 1 FROM (SELECT price, currency FROM listing_prices WHERE amazon_product_id = ${asin} ORDER BY observed_at DESC, price_id DESC LIMIT 1) last
       WHERE last.price = ${price} AND last.currency = ${currency})`,
  );
}

/** One recorded price (of listing_prices, or of local_offer_prices: the same columns). */
export type PricePoint = Pick<typeof listingPrices.$inferSelect, "amazon_product_id" | "price_id" | "price" | "currency" | "observed_at">;

/**
 * The window's rows of each item `items` selects (a query answering `amazon_product_id`), with the last row
 * before the window opening at `since`: one range of listing_prices_item_observed_idx per item.
 */
function windowSql(items: SQL, since: string): SQL {
  return sql`SELECT lp.amazon_product_id, lp.price_id, lp.price, lp.currency, lp.observed_at FROM (${items}) i
    JOIN listing_prices lp ON lp.amazon_product_id = i.amazon_product_id
     AND lp.observed_at >= coalesce((SELECT max(b.observed_at) FROM listing_prices b WHERE b.amazon_product_id = i.amazon_product_id AND b.observed_at < ${since}), ${since})
    ORDER BY lp.amazon_product_id, lp.observed_at, lp.price_id`;
}

/** The prices in effect since `since` of some items (the listing re-check's), oldest first per item. */
export function itemsPriceWindows(db: Db, since: string, ids: string[]): RowsQuery<PricePoint> {
  return db.all<PricePoint>(windowSql(sql`SELECT value AS amazon_product_id FROM json_each(${JSON.stringify(ids)})`, since));
}

/** The prices in effect since `since` of every listing of one product, oldest first per item (the product page's batch). */
export function productPriceWindow(db: Db, since: string, productId: string): RowsQuery<PricePoint> {
  return db.all<PricePoint>(windowSql(sql`SELECT amazon_product_id FROM product_listings WHERE product_id = ${productId}`, since));
}

import { rawStatement, type BatchStatement } from "../batch";
import type { D1Handle } from "../client";
import { rowStatement } from "../rows";

/**
 * Records the item's price if it differs from the last one recorded (or none was): idempotent, so a
 * repeated run stores nothing twice. Runs after the item's own upsert (the row references it).
 */
export function recordPriceIfChangedStatement(asin: string, price: number, currency: string, observedAt: string): BatchStatement {
  return rawStatement(
    `INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at)
     SELECT ?1, ?2, ?3, ?4 WHERE NOT EXISTS (
       SELECT 1 FROM (SELECT price, currency FROM listing_prices WHERE amazon_product_id = ?1 ORDER BY observed_at DESC, price_id DESC LIMIT 1) last
       WHERE last.price = ?2 AND last.currency = ?3)`,
    asin,
    price,
    currency,
    observedAt,
  );
}

/** One recorded price. */
export interface PricePoint {
  amazon_product_id: string;
  price_id: number;
  price: number;
  currency: string;
  observed_at: string;
}

const POINT_COLUMNS = "lp.amazon_product_id, lp.price_id, lp.price, lp.currency, lp.observed_at";

/**
 * The window's rows of each item `items` selects (a query answering `amazon_product_id`), with the last row
 * before the window: one range of listing_prices_item_observed_idx per item. `?1` is the window start.
 */
function windowSql(items: string): string {
  return `SELECT ${POINT_COLUMNS} FROM (${items}) i
    JOIN listing_prices lp ON lp.amazon_product_id = i.amazon_product_id
     AND lp.observed_at >= coalesce((SELECT max(b.observed_at) FROM listing_prices b WHERE b.amazon_product_id = i.amazon_product_id AND b.observed_at < ?1), ?1)
    ORDER BY lp.amazon_product_id, lp.observed_at, lp.price_id`;
}

/** The window of every listing of one product (the product page's batch); `?2` is the product. */
const PRODUCT_PRICE_WINDOW_SQL = windowSql("SELECT amazon_product_id FROM product_listings WHERE product_id = ?2");

/** The window of some items; `?2` is a JSON array of their ids. */
const ITEMS_PRICE_WINDOW_SQL = windowSql("SELECT value AS amazon_product_id FROM json_each(?2)");

/** The prices in effect since `since` of some items (the listing re-check's), oldest first per item. */
export async function itemsPriceWindows(d1: D1Handle, since: string, ids: string[]): Promise<PricePoint[]> {
  const { results } = await d1.prepare(ITEMS_PRICE_WINDOW_SQL).bind(since, JSON.stringify(ids)).all<PricePoint>();
  return results;
}

/** The prices in effect since `since` of every listing of one product, oldest first per item. */
export const productPriceWindowStatement = (d1: D1Handle, since: string, productId: string) =>
  rowStatement<PricePoint>(d1.prepare(PRODUCT_PRICE_WINDOW_SQL).bind(since, productId));

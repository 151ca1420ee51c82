/**
 * Local offers (issue 26, docs/marketplaces.md): a default-marketplace item's offer in another
 * marketplace. Reads join them in the statement that reads the default listing (one primary-key
 * probe per row, no round trip of their own); the default marketplace's statements are unchanged.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../client";
import type { RowsQuery } from "../rows";
import type { localOffers, marketplaceItems, products } from "../schema";
import type { PricePoint } from "./price-history";
import { DEFAULT_MARKETPLACE, isMarketplaceCode, type MarketplaceCode } from "../../lib/marketplaces";

type LocalOffer = typeof localOffers.$inferSelect;

/** The shown local offer's columns, `lo_` prefixed; absent from the default marketplace's rows. */
export type LocalOfferColumns = {
  /** The marketplace asked for: present (even when no offer is) on every non-default row. */
  lo_marketplace: MarketplaceCode;
  lo_asin: LocalOffer["local_asin"];
  lo_title: LocalOffer["title"];
  lo_image_url: LocalOffer["image_url"];
  // Null too: the join finds no offer.
  lo_currency: LocalOffer["currency"] | null;
  lo_price: LocalOffer["price"];
  lo_rating: LocalOffer["rating"];
  lo_reviews_count: LocalOffer["reviews_count"] | null;
  lo_product_url: LocalOffer["product_url"];
  lo_fetched_at: LocalOffer["fetched_at"] | null;
};

/** The marketplace as a SQL literal: only codes of the fixed list reach SQL text. */
function literal(marketplace: MarketplaceCode): string {
  if (!isMarketplaceCode(marketplace)) throw new Error(`Not a marketplace code: ${String(marketplace)}`);
  return `'${marketplace}'`;
}

/** The column of the default item a local offer is joined to: a constant of the reading statement. */
type ItemColumn = "p.amazon_product_id" | "m.amazon_product_id";

/**
 * The columns and the join that add the visible local offer (verified, live) of `itemColumn` in
 * `marketplace` to a statement; nothing for the default marketplace, whose statements stay as they
 * were. The code is a literal of the fixed list rather than a parameter, as the statements were tuned.
 */
export function localOfferJoin(
  marketplace: MarketplaceCode | undefined,
  itemColumn: ItemColumn = "p.amazon_product_id",
): { columns: SQL; join: SQL } {
  if (!marketplace || marketplace === DEFAULT_MARKETPLACE) return { columns: sql``, join: sql`` };
  const code = sql.raw(literal(marketplace));
  return {
    columns: sql`, ${code} AS lo_marketplace, lo.local_asin AS lo_asin, lo.title AS lo_title, lo.image_url AS lo_image_url, lo.currency AS lo_currency,
      lo.price AS lo_price, lo.rating AS lo_rating, lo.reviews_count AS lo_reviews_count, lo.product_url AS lo_product_url,
      lo.fetched_at AS lo_fetched_at`,
    join: sql` LEFT JOIN local_offers lo ON lo.amazon_product_id = ${sql.raw(itemColumn)} AND lo.marketplace = ${code}
      AND lo.status = 'verified' AND lo.is_dead = 0`,
  };
}

/** What the pipeline stores for one default item in one marketplace. */
export type LocalOfferWrite = Pick<
  LocalOffer,
  | "amazon_product_id"
  | "local_asin"
  | "title"
  | "image_url"
  | "currency"
  | "price"
  | "rating"
  | "reviews_count"
  | "product_url"
  | "status"
  | "match_score"
  | "match_reasons"
> & { marketplace: MarketplaceCode };

type OfferKey = { amazon_product_id: string; marketplace: MarketplaceCode };

/** Stores (or replaces) an offer; a new read makes it live again. */
export function upsertLocalOffer(db: Db, offer: LocalOfferWrite, now: string) {
  return db.run(
    sql`INSERT INTO local_offers (amazon_product_id, marketplace, local_asin, title, image_url, currency, price, rating, reviews_count,
       product_url, fetched_at, is_dead, status, match_score, match_reasons, created_at, updated_at)
     VALUES (${offer.amazon_product_id}, ${offer.marketplace}, ${offer.local_asin}, ${offer.title}, ${offer.image_url}, ${offer.currency},
       ${offer.price}, ${offer.rating}, ${offer.reviews_count}, ${offer.product_url}, ${now}, 0, ${offer.status}, ${offer.match_score},
       ${offer.match_reasons}, ${now}, ${now})
     ON CONFLICT (amazon_product_id, marketplace) DO UPDATE SET local_asin = excluded.local_asin, title = excluded.title,
       image_url = excluded.image_url, currency = excluded.currency, price = excluded.price, rating = excluded.rating,
       reviews_count = excluded.reviews_count, product_url = excluded.product_url, fetched_at = excluded.fetched_at, is_dead = 0,
       status = excluded.status, match_score = excluded.match_score, match_reasons = excluded.match_reasons, updated_at = excluded.updated_at`,
  );
}

/** A re-read offer: its price, rating and reviews, and the time. */
export function refreshLocalOffer(
  db: Db,
  key: OfferKey,
  fresh: { price: number | null; currency: string; rating: number | null; reviews_count: number },
  now: string,
) {
  return db.run(
    sql`UPDATE local_offers SET price = ${fresh.price}, currency = ${fresh.currency}, rating = ${fresh.rating}, reviews_count = ${fresh.reviews_count},
       fetched_at = ${now}, is_dead = 0, updated_at = ${now}
     WHERE amazon_product_id = ${key.amazon_product_id} AND marketplace = ${key.marketplace}`,
  );
}

/** An offer the marketplace no longer returns: not shown (the default listing is, with the note). */
export const markLocalOfferDead = (db: Db, key: OfferKey, now: string) =>
  db.run(
    sql`UPDATE local_offers SET is_dead = 1, updated_at = ${now} WHERE amazon_product_id = ${key.amazon_product_id} AND marketplace = ${key.marketplace}`,
  );

/** A price observation of an offer (its history in that marketplace). */
export const recordLocalPrice = (db: Db, key: OfferKey, price: number, currency: string, now: string) =>
  db.run(
    sql`INSERT INTO local_offer_prices (amazon_product_id, marketplace, price, currency, observed_at)
     VALUES (${key.amazon_product_id}, ${key.marketplace}, ${price}, ${currency}, ${now})`,
  );

/**
 * Default items verified and live that have no live offer row in `marketplace` (never looked up,
 * or their offer died: its replacement is looked up the same way), oldest first.
 */
export async function itemsWithoutOffer(db: Db, marketplace: MarketplaceCode, limit: number, only?: string[]): Promise<string[]> {
  if (only?.length === 0) return [];
  const restrict = only ? sql` AND m.amazon_product_id IN ${only}` : sql``;
  const rows = await db.all<{ id: string }>(
    sql`SELECT m.amazon_product_id AS id FROM marketplace_items m
       WHERE m.is_dead = 0 AND EXISTS (SELECT 1 FROM product_listings l WHERE l.amazon_product_id = m.amazon_product_id)
         AND NOT EXISTS (SELECT 1 FROM local_offers lo WHERE lo.amazon_product_id = m.amazon_product_id AND lo.marketplace = ${marketplace}
           AND lo.is_dead = 0)${restrict}
       ORDER BY m.fetched_at, m.amazon_product_id LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** What the searched lookup needs of a default item: a product that lists it (name, brand, category). */
export type OfferProduct = Pick<typeof marketplaceItems.$inferSelect, "amazon_product_id" | "title"> &
  Pick<typeof products.$inferSelect, "product_name" | "brand" | "category" | "subcategory">;

export async function offerProducts(db: Db, ids: string[]): Promise<OfferProduct[]> {
  if (ids.length === 0) return [];
  return db.all<OfferProduct>(
    sql`SELECT m.amazon_product_id, m.title, p.product_name, p.brand, p.category, p.subcategory
       FROM marketplace_items m
       JOIN products p ON p.product_id = (SELECT l.product_id FROM product_listings l WHERE l.amazon_product_id = m.amazon_product_id LIMIT 1)
       WHERE m.amazon_product_id IN ${ids}`,
  );
}

/** A marketplace's stalest live verified offers: the daily re-check's work there. */
export function staleLocalOffers(
  db: Db,
  marketplace: MarketplaceCode,
  limit: number,
): RowsQuery<Pick<LocalOffer, "amazon_product_id"> & { local_asin: string }> {
  return db.all(
    sql`SELECT amazon_product_id, local_asin FROM local_offers
       WHERE marketplace = ${marketplace} AND status = 'verified' AND is_dead = 0 AND local_asin IS NOT NULL
       ORDER BY fetched_at, amazon_product_id LIMIT ${limit}`,
  );
}

/**
 * The window's local prices in `marketplace` of each item `items` selects (a query answering
 * `amazon_product_id`), with the last one before the window opening at `since`: one range of
 * local_offer_prices_item_observed_idx per item, oldest first per item.
 */
const localPriceWindowSql = (items: SQL, marketplace: MarketplaceCode, since: string): SQL =>
  sql`SELECT lp.amazon_product_id, lp.price_id, lp.price, lp.currency, lp.observed_at
       FROM (${items}) i
       JOIN local_offer_prices lp ON lp.amazon_product_id = i.amazon_product_id AND lp.marketplace = ${marketplace}
        AND lp.observed_at >= coalesce((SELECT max(b.observed_at) FROM local_offer_prices b
              WHERE b.amazon_product_id = i.amazon_product_id AND b.marketplace = ${marketplace} AND b.observed_at < ${since}), ${since})
       ORDER BY lp.amazon_product_id, lp.observed_at, lp.price_id`;

/**
 * The prices in effect since `since` (the 30-day window, with the last one before it) of some
 * default items' offers in `marketplace`, oldest first per item: what the re-check judges each new
 * local price against (worker/services/price-history.ts), in one query for the group.
 */
export async function localItemsPriceWindows(db: Db, marketplace: MarketplaceCode, since: string, ids: string[]): Promise<PricePoint[]> {
  if (ids.length === 0) return [];
  return db.all<PricePoint>(
    localPriceWindowSql(sql`SELECT value AS amazon_product_id FROM json_each(${JSON.stringify(ids)})`, marketplace, since),
  );
}

/**
 * The prices in effect since `since` of every listing's offer of one product in `marketplace`
 * (with the last one before), oldest first per item: the product page's chart there, read in its batch.
 */
export const localProductPriceWindow = (db: Db, since: string, productId: string, marketplace: MarketplaceCode): RowsQuery<PricePoint> =>
  db.all<PricePoint>(
    localPriceWindowSql(sql`SELECT amazon_product_id FROM product_listings WHERE product_id = ${productId}`, marketplace, since),
  );

/**
 * Local offers (issue 26, docs/marketplaces.md): a default-marketplace item's offer in another
 * marketplace. Reads join them in the statement that reads the default listing (one primary-key
 * probe per row, no round trip of their own); the default marketplace's statements are unchanged.
 */
import type { D1Handle, Db } from "../client";
import { rowStatement } from "../rows";
import type { PricePoint } from "./price-history";
import { rawStatement, type BatchStatement } from "../batch";
import { DEFAULT_MARKETPLACE, isMarketplaceCode, type MarketplaceCode } from "../../lib/marketplaces";

/** The shown local offer's columns, `lo_` prefixed; absent from the default marketplace's rows. */
export interface LocalOfferColumns {
  /** The marketplace asked for: present (even when no offer is) on every non-default row. */
  lo_marketplace: MarketplaceCode;
  lo_asin: string | null;
  lo_title: string | null;
  lo_image_url: string | null;
  lo_currency: string | null;
  lo_price: number | null;
  lo_rating: number | null;
  lo_reviews_count: number | null;
  lo_product_url: string | null;
  lo_fetched_at: string | null;
}

/** The marketplace as a SQL literal: only codes of the fixed list reach SQL text. */
function literal(marketplace: MarketplaceCode): string {
  if (!isMarketplaceCode(marketplace)) throw new Error(`Not a marketplace code: ${String(marketplace)}`);
  return `'${marketplace}'`;
}

/**
 * The columns and the join that add the visible local offer (verified, live) of `itemColumn` in
 * `marketplace` to a statement; nothing for the default marketplace, whose statements stay as they
 * were. The code is a literal rather than a parameter so that every statement's numbered
 * parameters stay as they are.
 */
export function localOfferSql(
  marketplace: MarketplaceCode | undefined,
  itemColumn = "p.amazon_product_id",
): { columns: string; join: string } {
  if (!marketplace || marketplace === DEFAULT_MARKETPLACE) return { columns: "", join: "" };
  return {
    columns: `, ${literal(marketplace)} AS lo_marketplace, lo.local_asin AS lo_asin, lo.title AS lo_title, lo.image_url AS lo_image_url, lo.currency AS lo_currency,
      lo.price AS lo_price, lo.rating AS lo_rating, lo.reviews_count AS lo_reviews_count, lo.product_url AS lo_product_url,
      lo.fetched_at AS lo_fetched_at`,
    join: ` LEFT JOIN local_offers lo ON lo.amazon_product_id = ${itemColumn} AND lo.marketplace = ${literal(marketplace)}
      AND lo.status = 'verified' AND lo.is_dead = 0`,
  };
}

/** What the pipeline stores for one default item in one marketplace. */
export interface LocalOfferWrite {
  amazon_product_id: string;
  marketplace: MarketplaceCode;
  local_asin: string | null;
  title: string | null;
  image_url: string | null;
  currency: string;
  price: number | null;
  rating: number | null;
  reviews_count: number;
  product_url: string | null;
  status: "verified" | "review" | "rejected" | "absent";
  match_score: number | null;
  match_reasons: string | null;
}

/** Stores (or replaces) an offer; a new read makes it live again. */
export function upsertLocalOfferStatement(offer: LocalOfferWrite, now: string): BatchStatement {
  return rawStatement(
    `INSERT INTO local_offers (amazon_product_id, marketplace, local_asin, title, image_url, currency, price, rating, reviews_count,
       product_url, fetched_at, is_dead, status, match_score, match_reasons, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 0, ?12, ?13, ?14, ?11, ?11)
     ON CONFLICT (amazon_product_id, marketplace) DO UPDATE SET local_asin = excluded.local_asin, title = excluded.title,
       image_url = excluded.image_url, currency = excluded.currency, price = excluded.price, rating = excluded.rating,
       reviews_count = excluded.reviews_count, product_url = excluded.product_url, fetched_at = excluded.fetched_at, is_dead = 0,
       status = excluded.status, match_score = excluded.match_score, match_reasons = excluded.match_reasons, updated_at = excluded.updated_at`,
    offer.amazon_product_id,
    offer.marketplace,
    offer.local_asin,
    offer.title,
    offer.image_url,
    offer.currency,
    offer.price,
    offer.rating,
    offer.reviews_count,
    offer.product_url,
    now,
    offer.status,
    offer.match_score,
    offer.match_reasons,
  );
}

/** A re-read offer: its price, rating and reviews, and the time. */
export function refreshLocalOfferStatement(
  key: { amazon_product_id: string; marketplace: MarketplaceCode },
  fresh: { price: number | null; currency: string; rating: number | null; reviews_count: number },
  now: string,
): BatchStatement {
  return rawStatement(
    `UPDATE local_offers SET price = ?3, currency = ?4, rating = ?5, reviews_count = ?6, fetched_at = ?7, is_dead = 0, updated_at = ?7
     WHERE amazon_product_id = ?1 AND marketplace = ?2`,
    key.amazon_product_id,
    key.marketplace,
    fresh.price,
    fresh.currency,
    fresh.rating,
    fresh.reviews_count,
    now,
  );
}

/** An offer the marketplace no longer returns: not shown (the default listing is, with the note). */
export const markLocalOfferDeadStatement = (key: { amazon_product_id: string; marketplace: MarketplaceCode }, now: string) =>
  rawStatement(
    "UPDATE local_offers SET is_dead = 1, updated_at = ?3 WHERE amazon_product_id = ?1 AND marketplace = ?2",
    key.amazon_product_id,
    key.marketplace,
    now,
  );

/** A price observation of an offer (its history in that marketplace). */
export const recordLocalPriceStatement = (
  key: { amazon_product_id: string; marketplace: MarketplaceCode },
  price: number,
  currency: string,
  now: string,
) =>
  rawStatement(
    "INSERT INTO local_offer_prices (amazon_product_id, marketplace, price, currency, observed_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    key.amazon_product_id,
    key.marketplace,
    price,
    currency,
    now,
  );

/**
 * Default items verified and live that have no live offer row in `marketplace` (never looked up,
 * or their offer died: its replacement is looked up the same way), oldest first.
 */
export async function itemsWithoutOffer(db: Db, marketplace: MarketplaceCode, limit: number, only?: string[]): Promise<string[]> {
  const restrict = only ? ` AND m.amazon_product_id IN (${only.map(() => "?").join(", ")})` : "";
  const rows = await db.$client
    .prepare(
      `SELECT m.amazon_product_id AS id FROM marketplace_items m
       WHERE m.is_dead = 0 AND EXISTS (SELECT 1 FROM product_listings l WHERE l.amazon_product_id = m.amazon_product_id)
         AND NOT EXISTS (SELECT 1 FROM local_offers lo WHERE lo.amazon_product_id = m.amazon_product_id AND lo.marketplace = ?
           AND lo.is_dead = 0)${restrict}
       ORDER BY m.fetched_at, m.amazon_product_id LIMIT ?`,
    )
    .bind(marketplace, ...(only ?? []), limit)
    .all<{ id: string }>();
  return rows.results.map((r) => r.id);
}

/** What the searched lookup needs of a default item: a product that lists it (name, brand, category). */
export interface OfferProduct {
  amazon_product_id: string;
  title: string;
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
}

export async function offerProducts(db: Db, ids: string[]): Promise<OfferProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db.$client
    .prepare(
      `SELECT m.amazon_product_id, m.title, p.product_name, p.brand, p.category, p.subcategory
       FROM marketplace_items m
       JOIN products p ON p.product_id = (SELECT l.product_id FROM product_listings l WHERE l.amazon_product_id = m.amazon_product_id LIMIT 1)
       WHERE m.amazon_product_id IN (${ids.map(() => "?").join(", ")})`,
    )
    .bind(...ids)
    .all<OfferProduct>();
  return rows.results;
}

/** A marketplace's stalest live verified offers: the daily re-check's work there. */
export async function staleLocalOffers(
  db: Db,
  marketplace: MarketplaceCode,
  limit: number,
): Promise<{ amazon_product_id: string; local_asin: string }[]> {
  const rows = await db.$client
    .prepare(
      `SELECT amazon_product_id, local_asin FROM local_offers
       WHERE marketplace = ?1 AND status = 'verified' AND is_dead = 0 AND local_asin IS NOT NULL
       ORDER BY fetched_at, amazon_product_id LIMIT ?2`,
    )
    .bind(marketplace, limit)
    .all<{ amazon_product_id: string; local_asin: string }>();
  return rows.results;
}

/**
 * The prices in effect since `since` (the 30-day window, with the last one before it) of some
 * default items' offers in `marketplace`, oldest first per item: what the re-check judges each new
 * local price against (worker/services/price-history.ts), in one query for the group.
 */
export async function localItemsPriceWindows(
  d1: D1Handle,
  marketplace: MarketplaceCode,
  since: string,
  ids: string[],
): Promise<PricePoint[]> {
  if (ids.length === 0) return [];
  const { results } = await d1
    .prepare(
      `SELECT lp.amazon_product_id, lp.price_id, lp.price, lp.currency, lp.observed_at
       FROM (SELECT value AS amazon_product_id FROM json_each(?2)) i
       JOIN local_offer_prices lp ON lp.amazon_product_id = i.amazon_product_id AND lp.marketplace = ?3
        AND lp.observed_at >= coalesce((SELECT max(b.observed_at) FROM local_offer_prices b
              WHERE b.amazon_product_id = i.amazon_product_id AND b.marketplace = ?3 AND b.observed_at < ?1), ?1)
       ORDER BY lp.amazon_product_id, lp.observed_at, lp.price_id`,
    )
    .bind(since, JSON.stringify(ids), marketplace)
    .all<PricePoint>();
  return results;
}

/**
 * The prices in effect since `since` of every listing's offer of one product in `marketplace`
 * (with the last one before), oldest first per item: the product page's chart there, read in its batch.
 */
export const localProductPriceWindowStatement = (d1: D1Handle, since: string, productId: string, marketplace: MarketplaceCode) =>
  rowStatement<PricePoint>(
    d1
      .prepare(
        `SELECT lp.amazon_product_id, lp.price_id, lp.price, lp.currency, lp.observed_at
         FROM (SELECT amazon_product_id FROM product_listings WHERE product_id = ?2) i
         JOIN local_offer_prices lp ON lp.amazon_product_id = i.amazon_product_id AND lp.marketplace = ?3
          AND lp.observed_at >= coalesce((SELECT max(b.observed_at) FROM local_offer_prices b
                WHERE b.amazon_product_id = i.amazon_product_id AND b.marketplace = ?3 AND b.observed_at < ?1), ?1)
         ORDER BY lp.amazon_product_id, lp.observed_at, lp.price_id`,
      )
      .bind(since, productId, marketplace),
  );

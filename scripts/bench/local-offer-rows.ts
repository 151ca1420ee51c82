/**
 * One extra marketplace's offers for the bench data set (issue 26 item 6): what the pipeline's
 * lookup (worker/pipeline/local-offers.ts) would have stored for every default marketplace item,
 * so the bench measures the bytes a marketplace adds and the reads that join its offers. Most
 * items are sold there under the same ASIN, a few were found by a search (verified, held for
 * review or rejected), about a tenth are absent, and a few verified ones died since; prices are in
 * the marketplace's currency, with the price history the daily re-check writes.
 *
 * A pure function of the items and the marketplace (a PRNG seeded per item), with no Node
 * imports, so a workers test checks the rows it builds against the migrated D1.
 */
import { rng, type Rng } from "../../worker/providers/offline/corpus.ts";
import type { LocalOfferWrite } from "../../worker/db/queries/local-offers.ts";
import { MARKETPLACE_INFO, type MarketplaceCode } from "../../worker/lib/marketplaces.ts";

/** What the builder reads of a default marketplace item (a marketplace_items row). */
export interface DefaultItem {
  amazon_product_id: string;
  title: string | null;
  price: number | null;
  rating: number | null;
  reviews_count: number;
}

type OfferStatus = LocalOfferWrite["status"];

/** A local_offers row: what the pipeline writes (LocalOfferWrite) and the columns it leaves to SQL. */
export interface LocalOfferRow extends LocalOfferWrite {
  fetched_at: string;
  is_dead: 0 | 1;
  created_at: string;
  updated_at: string;
}

/** A local_offer_prices row (price_id is the table's own). */
export interface LocalPriceRow {
  amazon_product_id: string;
  marketplace: MarketplaceCode;
  price: number;
  currency: string;
  observed_at: string;
}

/**
 * How the items are shared out. Cumulative thresholds over one draw per item: sold under the same
 * ASIN, found by a search and verified, found but held for review, found but rejected, absent.
 */
export const OFFER_SHARES = { sameAsin: 0.8, searched: 0.05, review: 0.02, rejected: 0.02, absent: 0.11 } as const;
/** Of the verified offers, those the re-check found gone since (kept, not shown). */
export const DEAD_SHARE = 0.01;

/** Rough exchange rates from the default's dollars; each item's local price strays ±8 % from it. */
const RATE: Readonly<Record<MarketplaceCode, number>> = { us: 1, uk: 0.79, de: 0.93, fr: 0.94, jp: 150, ca: 1.37 };

const DAY_MS = 86_400_000;
const ASIN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const iso = (ms: number) => new Date(ms).toISOString();

/** A shop price: whole yen, else ending in .99 (at least 0.99). */
function localPrice(r: Rng, usd: number, code: MarketplaceCode): number {
  const raw = usd * RATE[code] * (0.92 + r.next() * 0.16);
  if (code === "jp") return Math.max(1, Math.round(raw / 10) * 10);
  return Math.max(0.99, Math.floor(raw) + 0.99);
}

function otherAsin(r: Rng): string {
  let out = "B0";
  for (let i = 0; i < 8; i++) out += ASIN_ALPHABET[Math.floor(r.next() * ASIN_ALPHABET.length)];
  return out;
}

const SEARCH_REASONS = [
  "brand matches",
  "model words match",
  "same product type",
  "found by a search in this marketplace (the ASIN is not sold there)",
];
const DOUBT_REASONS = ["brand matches", "a size or pack differs", "found by a search in this marketplace (the ASIN is not sold there)"];
const REJECT_REASONS = [
  "another brand",
  "an accessory for the product",
  "found by a search in this marketplace (the ASIN is not sold there)",
];

/**
 * The offers and price history of `items` in `code`, as the lookup and the daily re-check would
 * have written them by `referenceMs` (looked up 20 to 60 days before it, re-read in the last 3).
 */
export function localOfferRows(
  items: readonly DefaultItem[],
  code: MarketplaceCode,
  referenceMs: number,
): { offers: LocalOfferRow[]; prices: LocalPriceRow[] } {
  const info = MARKETPLACE_INFO[code];
  const offers: LocalOfferRow[] = [];
  const prices: LocalPriceRow[] = [];
  for (const item of items) {
    const r = rng(`bench-local-offers/${code}/${item.amazon_product_id}`);
    const lookedUpMs = referenceMs - (20 + r.int(0, 40)) * DAY_MS - r.int(0, 86_399) * 1000;
    const draw = r.next();
    let status: OfferStatus;
    let sameAsin = false;
    if (draw < OFFER_SHARES.sameAsin) {
      status = "verified";
      sameAsin = true;
    } else if (draw < OFFER_SHARES.sameAsin + OFFER_SHARES.searched) status = "verified";
    else if (draw < OFFER_SHARES.sameAsin + OFFER_SHARES.searched + OFFER_SHARES.review) status = "review";
    else if (draw < 1 - OFFER_SHARES.absent) status = "rejected";
    else status = "absent";

    if (status === "absent") {
      const at = iso(lookedUpMs);
      offers.push({
        amazon_product_id: item.amazon_product_id,
        marketplace: code,
        local_asin: null,
        title: null,
        image_url: null,
        currency: info.currency,
        price: null,
        rating: null,
        reviews_count: 0,
        product_url: null,
        fetched_at: at,
        is_dead: 0,
        status,
        match_score: null,
        match_reasons: null,
        created_at: at,
        updated_at: at,
      });
      continue;
    }

    const asin = sameAsin ? item.amazon_product_id : otherAsin(r);
    const price = item.price === null ? null : localPrice(r, item.price, code);
    const reviews = Math.round(item.reviews_count * (0.1 + r.next() * 0.4));
    const rating = item.rating === null ? null : Math.min(5, Math.max(1, Math.round((item.rating + (r.next() - 0.5) * 0.4) * 10) / 10));
    // Verified offers are re-read daily (the last read within 3 days); the others were read once.
    const fetchedMs = status === "verified" ? referenceMs - r.int(0, 3 * 86_399) * 1000 : lookedUpMs;
    const dead = status === "verified" && r.chance(DEAD_SHARE);
    const score = sameAsin
      ? 1
      : status === "verified"
        ? 0.8 + r.next() * 0.2
        : status === "review"
          ? 0.55 + r.next() * 0.2
          : r.next() * 0.5;
    offers.push({
      amazon_product_id: item.amazon_product_id,
      marketplace: code,
      local_asin: asin,
      title: sameAsin || item.title === null ? item.title : `${item.title}${status === "rejected" ? " Case" : ""}`,
      image_url: `/media/items/${asin}.svg`,
      currency: info.currency,
      price,
      rating,
      reviews_count: reviews,
      product_url: `https://${info.host}/dp/${asin}`,
      fetched_at: iso(fetchedMs),
      is_dead: dead ? 1 : 0,
      status,
      match_score: Math.round(score * 1000) / 1000,
      match_reasons: JSON.stringify(
        sameAsin
          ? ["the same ASIN is sold in this marketplace"]
          : status === "verified"
            ? SEARCH_REASONS
            : status === "review"
              ? DOUBT_REASONS
              : REJECT_REASONS,
      ),
      created_at: iso(lookedUpMs),
      updated_at: iso(fetchedMs),
    });

    // The history: the price at the lookup, then each change the re-check saw, ending at today's.
    if (status !== "verified" || price === null || item.price === null) continue;
    const changes = r.int(0, 4);
    const span = fetchedMs - lookedUpMs;
    const history: number[] = [];
    for (let k = 0; k < changes; k++) history.push(localPrice(r, item.price, code));
    history.push(price);
    history.forEach((p, k) => {
      const at = k === 0 ? lookedUpMs : lookedUpMs + Math.floor((span * k) / history.length);
      prices.push({
        amazon_product_id: item.amazon_product_id,
        marketplace: code,
        price: p,
        currency: info.currency,
        observed_at: iso(at),
      });
    });
  }
  return { offers, prices };
}

export const LOCAL_OFFER_COLUMNS = [
  "amazon_product_id",
  "marketplace",
  "local_asin",
  "title",
  "image_url",
  "currency",
  "price",
  "rating",
  "reviews_count",
  "product_url",
  "fetched_at",
  "is_dead",
  "status",
  "match_score",
  "match_reasons",
  "created_at",
  "updated_at",
] as const satisfies readonly (keyof LocalOfferRow)[];

export const LOCAL_PRICE_COLUMNS = [
  "amazon_product_id",
  "marketplace",
  "price",
  "currency",
  "observed_at",
] as const satisfies readonly (keyof LocalPriceRow)[];

/**
 * The price history of marketplace items (issue 14): what was recorded (one listing_prices row per
 * observed change), what a product page shows of it (lowest and highest in 30 days, the points of
 * a small chart), and when a new price counts as a drop worth an alert.
 *
 * Rules, in one place:
 * - A price is recorded when the item is first stored and whenever a read finds another price or
 *   currency than the last recorded one. A read without a price (the offer is unavailable) records
 *   nothing: the history holds prices a visitor could have paid.
 * - The 30-day window holds the prices in effect during it: the rows observed in it, and the last
 *   one observed before it (that price was still the price when the window opened).
 * - A drop is a new price at least 10 % under the previous one, or under every price of the 30
 *   days before it (a new 30-day low) when those days saw more than one price. With one steady
 *   price the "low" is only the previous price, and any cent off would be a new low: the 10 %
 *   rule is the one that speaks then.
 */
import type { BatchStatement } from "../db/batch";
import type { Db } from "../db/client";
import { recordPriceIfChanged, type PricePoint } from "../db/queries/price-history";

export const PRICE_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A new price at or under this share of the previous one is a drop (10 % off). */
export const DROP_RATIO = 0.9;

export const windowStart = (now: Date): string => new Date(now.getTime() - PRICE_WINDOW_DAYS * DAY_MS).toISOString();

export interface PricedItem {
  amazon_product_id: string;
  price: number | null;
  currency: string;
}

/**
 * Records the item's price if it differs from the last one recorded (idempotent; after the item's
 * own upsert). A read without a price records nothing: the history holds prices a visitor could have paid.
 */
export function recordPriceStatement(db: Db, item: PricedItem, observedAt: string): BatchStatement | null {
  if (item.price == null) return null;
  return recordPriceIfChanged(db, item.amazon_product_id, item.price, item.currency, observedAt);
}

export function groupByItem(rows: PricePoint[]): Map<string, PricePoint[]> {
  const out = new Map<string, PricePoint[]>();
  for (const row of rows) {
    const list = out.get(row.amazon_product_id) ?? [];
    list.push(row);
    out.set(row.amazon_product_id, list);
  }
  return out;
}

/** What a product page shows of one listing's last 30 days. */
export interface PriceHistory {
  currency: string;
  /** Lowest and highest price in effect during the window. */
  low: number;
  high: number;
  /** Start of the window (ISO-8601 UTC). */
  since: string;
  /** The prices in effect, oldest first; the first starts at `since` at the latest. */
  points: { price: number; observed_at: string }[];
}

/**
 * The 30-day summary of one item's rows (as the price window statements read them, oldest first).
 * Only prices in the latest currency count: a listing that changed currency starts a new history.
 * Null without any.
 */
export function summarise(rows: PricePoint[], since: string): PriceHistory | null {
  const last = rows.at(-1);
  if (!last) return null;
  const points = rows
    .filter((r) => r.currency === last.currency)
    .map((r) => ({ price: r.price, observed_at: r.observed_at < since ? since : r.observed_at }));
  const prices = points.map((p) => p.price);
  return { currency: last.currency, low: Math.min(...prices), high: Math.max(...prices), since, points };
}

export interface DropVerdict {
  drop: boolean;
  /** The price before this one. */
  previous: number;
  reason: "10% or more off" | "new 30-day low" | null;
}

/**
 * Is `price` a drop worth an alert, against the item's window before it (rows as the price window
 * statements read them, oldest first, all observed before the new price)? See the rules at the top.
 */
export function judgeDrop(before: PricePoint[], price: number, currency: string): DropVerdict | null {
  const same = before.filter((r) => r.currency === currency);
  const previous = before.at(-1);
  if (!previous || previous.currency !== currency || price >= previous.price) return null;
  if (price <= previous.price * DROP_RATIO + 1e-9) return { drop: true, previous: previous.price, reason: "10% or more off" };
  const distinct = new Set(same.map((r) => r.price));
  if (distinct.size > 1 && price < Math.min(...distinct)) return { drop: true, previous: previous.price, reason: "new 30-day low" };
  return { drop: false, previous: previous.price, reason: null };
}

/** "$89.00": the alert's wording is English, as the API's other texts (worker/services/format.ts). */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

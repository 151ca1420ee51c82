/**
 * The bench's extra marketplace (scripts/bench/local-offer-rows.ts, issue 26 item 6): the offers
 * and price history it builds for the default items go into the migrated D1 as they are (every
 * offer names an existing default item, its foreign key), in the marketplace's currency and
 * store, one offer per item, with the shares of absent and verified offers the capacity figures
 * assume, and a price history that ends at each shown offer's price.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  LOCAL_OFFER_COLUMNS,
  LOCAL_PRICE_COLUMNS,
  localOfferRows,
  OFFER_SHARES,
  type DefaultItem,
} from "../../scripts/bench/local-offer-rows";
import { MARKETPLACE_INFO } from "../../worker/lib/marketplaces";

const REFERENCE_MS = Date.parse("2026-11-01T12:00:00.000Z");
const ITEMS: DefaultItem[] = Array.from({ length: 1000 }, (_, i) => ({
  amazon_product_id: `B0BNCH${String(i).padStart(4, "0")}`,
  title: `Bench Item ${i}`,
  // A few default items have no price: their offers have none either and no history.
  price: i % 50 === 0 ? null : 10 + (i % 300) * 3.5,
  rating: i % 7 === 0 ? null : 3 + (i % 20) / 10,
  reviews_count: i * 13,
}));
const built = localOfferRows(ITEMS, "de", REFERENCE_MS);

const insertAll = (table: string, columns: readonly string[], rows: Record<string, unknown>[]) =>
  env.DB.batch(
    rows.map((row) =>
      env.DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).bind(
        ...columns.map((c) => row[c] ?? null),
      ),
    ),
  );

beforeAll(async () => {
  await env.DB.batch(
    ITEMS.map((item) =>
      env.DB.prepare(
        `INSERT INTO marketplace_items (amazon_product_id, title, image_url, currency, price, rating, reviews_count, product_url, fetched_at)
         VALUES (?, ?, ?, 'USD', ?, ?, ?, ?, '2026-10-01T00:00:00.000Z')`,
      ).bind(
        item.amazon_product_id,
        item.title,
        `/media/items/${item.amazon_product_id}.svg`,
        item.price,
        item.rating,
        item.reviews_count,
        `https://www.amazon.com/dp/${item.amazon_product_id}`,
      ),
    ),
  );
  await insertAll("local_offers", LOCAL_OFFER_COLUMNS, built.offers as unknown as Record<string, unknown>[]);
  await insertAll("local_offer_prices", LOCAL_PRICE_COLUMNS, built.prices as unknown as Record<string, unknown>[]);
});

describe("the bench's extra marketplace", () => {
  it("stores one offer per default item, each naming an existing item (the foreign key holds)", async () => {
    const stored = await env.DB.prepare(
      `SELECT count(*) AS offers, count(DISTINCT lo.amazon_product_id) AS items,
         sum(CASE WHEN m.amazon_product_id IS NULL THEN 1 ELSE 0 END) AS orphans
       FROM local_offers lo LEFT JOIN marketplace_items m ON m.amazon_product_id = lo.amazon_product_id WHERE lo.marketplace = 'de'`,
    ).first<{ offers: number; items: number; orphans: number }>();
    expect(stored).toEqual({ offers: ITEMS.length, items: ITEMS.length, orphans: 0 });
    const violations = await env.DB.prepare("PRAGMA foreign_key_check(local_offers)").all();
    expect(violations.results).toEqual([]);
  });

  it("writes every offer and price in the marketplace's currency, linking to its store", async () => {
    const { currency, host } = MARKETPLACE_INFO.de;
    const wrong = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM local_offers WHERE currency <> ?1) + (SELECT count(*) FROM local_offer_prices WHERE currency <> ?1) AS n`,
    )
      .bind(currency)
      .first<{ n: number }>();
    expect(wrong?.n).toBe(0);
    for (const offer of built.offers.filter((o) => o.local_asin !== null))
      expect(offer.product_url).toBe(`https://${host}/dp/${offer.local_asin}`);
  });

  it("leaves about a tenth absent (no listing, no price) and shows most, priced when the default item is", () => {
    const absent = built.offers.filter((o) => o.status === "absent");
    const shown = built.offers.filter((o) => o.status === "verified" && o.is_dead === 0);
    expect(absent.length / ITEMS.length).toBeGreaterThan(OFFER_SHARES.absent - 0.04);
    expect(absent.length / ITEMS.length).toBeLessThan(OFFER_SHARES.absent + 0.04);
    expect(shown.length / ITEMS.length).toBeGreaterThan(0.78);
    for (const o of absent) expect([o.local_asin, o.price, o.product_url]).toEqual([null, null, null]);
    const priceOf = new Map(ITEMS.map((i) => [i.amazon_product_id, i.price]));
    for (const o of shown) expect(o.price === null).toBe(priceOf.get(o.amazon_product_id) === null);
    // Sold under the same ASIN for most, another one found by a search for some.
    const sameAsin = shown.filter((o) => o.local_asin === o.amazon_product_id).length;
    expect(sameAsin).toBeGreaterThan(shown.length * 0.9);
    expect(sameAsin).toBeLessThan(shown.length);
  });

  it("keeps a price history only for verified offers, oldest first, ending at the offer's price", async () => {
    const rows = await env.DB.prepare(
      `SELECT lp.amazon_product_id, lp.price, lp.observed_at, lo.status, lo.price AS offer_price, lo.fetched_at
       FROM local_offer_prices lp JOIN local_offers lo ON lo.amazon_product_id = lp.amazon_product_id AND lo.marketplace = lp.marketplace
       ORDER BY lp.amazon_product_id, lp.price_id`,
    ).all<{ amazon_product_id: string; price: number; observed_at: string; status: string; offer_price: number; fetched_at: string }>();
    expect(rows.results.length).toBe(built.prices.length);
    expect(rows.results.length).toBeGreaterThan(ITEMS.length);
    const byItem = new Map<string, typeof rows.results>();
    for (const row of rows.results) byItem.set(row.amazon_product_id, [...(byItem.get(row.amazon_product_id) ?? []), row]);
    for (const history of byItem.values()) {
      expect(history.every((r) => r.status === "verified")).toBe(true);
      expect(history.map((r) => r.observed_at)).toEqual(history.map((r) => r.observed_at).toSorted());
      expect(history.at(-1)!.price).toBe(history.at(-1)!.offer_price);
      expect(history.at(-1)!.observed_at <= history.at(-1)!.fetched_at).toBe(true);
    }
  });

  it("builds the same rows from the same items, and whole yen in Japan", () => {
    expect(localOfferRows(ITEMS.slice(0, 50), "de", REFERENCE_MS).offers).toEqual(built.offers.slice(0, 50));
    const japan = localOfferRows(ITEMS, "jp", REFERENCE_MS);
    const priced = japan.offers.filter((o) => o.price !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const o of priced) expect([o.currency, Number.isInteger(o.price)]).toEqual(["JPY", true]);
  });
});

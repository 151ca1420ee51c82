/**
 * Issue 26: the other marketplaces' offers. The lookup after a default listing is verified
 * (getItems by ASIN in each other marketplace, else a search there judged by the matcher), the
 * fallback to the default listing where a store does not sell the item, the daily re-check and
 * price history per marketplace, and what the API and the Buy link redirect then answer. The
 * Creators API is a stand-in at the fetch boundary answering per marketplace host
 * (./stand-in-stores.ts).
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../worker/index";
import { lookUpLocalOffers, recheckLocalOffers, isLocalOffersMessage } from "../../worker/pipeline/local-offers";
import { MARKETPLACE_INFO, type MarketplaceCode } from "../../worker/lib/marketplaces";
import { buyHref } from "../../worker/lib/buy-links";
import { call, CH, seedCatalogue } from "../api/fixtures";
import { db } from "../pipeline/helpers";
import { standInStores, type StoreCatalogue } from "./stand-in-stores";

const DE_TAG = "demo-de-21";
const UK_TAG = "demo-uk-21";

const germany: StoreCatalogue = {
  items: [
    { asin: "B0ALPHA001", title: "Asus ZenBook Laptop", brand: "Asus", amount: 949, currency: "EUR" },
    { asin: "B0KEYCHRON", title: "Keychron Mechanical Keyboard K2", brand: "Keychron", amount: 85.99, currency: "EUR" },
    // What the re-check reads the MacBook's German offer by (its own ASIN there).
    { asin: "B0DEMACAIR", title: "Apple MacBook Air", brand: "Apple", amount: 1299, currency: "EUR" },
  ],
  searches: {
    // The MacBook is sold in Germany under another ASIN: found by a search, verified by the matcher.
    "macbook air": [{ asin: "B0DEMACAIR", title: "Apple MacBook Air", brand: "Apple", amount: 1299, currency: "EUR" }],
  },
};

let now = new Date("2026-11-20T10:00:00.000Z");
const stores = standInStores({ de: germany, uk: { items: [], searches: {} } }, { de: DE_TAG, uk: UK_TAG });
const deps = () => ({
  db,
  localMarketplace: (code: MarketplaceCode) => stores.storeOf(code),
  marketplaces: ["de", "uk"] as MarketplaceCode[],
  now: () => now,
});

const offer = (id: string, code: string) =>
  env.DB.prepare("SELECT * FROM local_offers WHERE amazon_product_id = ? AND marketplace = ?")
    .bind(id, code)
    .first<Record<string, unknown>>();

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
async function location(path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const queue = { async send() {} } as unknown as Queue;
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://localhost${path}`, { headers: { "user-agent": CHROME, ...headers }, redirect: "manual" }),
    { ...env, CLICKS: queue },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res.headers.get("location");
}

let results: Awaited<ReturnType<typeof lookUpLocalOffers>>;

beforeAll(async () => {
  await seedCatalogue();
  results = await lookUpLocalOffers(deps());
});

describe("looking the verified items up in each other marketplace", () => {
  it("asks each store by ASIN, ten a call at most, at its own host with the site's tag there", async () => {
    const gets = stores.calls.filter((c) => c.operation === "getItems");
    expect(gets.map((c) => c.host).sort()).toEqual(expect.arrayContaining(["www.amazon.de", "www.amazon.co.uk"]));
    for (const get of gets) {
      expect(get.body.itemIds!.length).toBeGreaterThan(0);
      expect(get.body.itemIds!.length).toBeLessThanOrEqual(10);
      expect(get.body.marketplace).toBe(get.host);
      expect(get.body.partnerTag).toBe(get.host === "www.amazon.de" ? DE_TAG : UK_TAG);
    }
    // Only what getItems did not find is searched for.
    const searchedDe = stores.calls.filter((c) => c.operation === "searchItems" && c.host === "www.amazon.de").map((c) => c.body.keywords);
    expect(searchedDe).toContain("Apple MacBook Air");
    expect(searchedDe).not.toContain("Keychron Mechanical Keyboard K2");
    expect(results.find((r) => r.marketplace === "de")).toMatchObject({ same_asin: 2 });
  });

  it("stores the same ASIN as verified, with its local price, link and currency, and starts its price history", async () => {
    expect(await offer("B0ALPHA001", "de")).toMatchObject({
      local_asin: "B0ALPHA001",
      status: "verified",
      currency: "EUR",
      price: 949,
      is_dead: 0,
    });
    expect(String((await offer("B0ALPHA001", "de"))!.product_url)).toMatch(/^https:\/\/www\.amazon\.de\/dp\/B0ALPHA001\?tag=demo-de-21/);
    const prices = await env.DB.prepare(
      "SELECT price, currency FROM local_offer_prices WHERE amazon_product_id = 'B0ALPHA001' AND marketplace = 'de'",
    ).all();
    expect(prices.results).toEqual([{ price: 949, currency: "EUR" }]);
  });

  it("searches for an ASIN the store does not sell, through the matcher: another ASIN there, verified", async () => {
    const mac = await offer("B0ALPHA002", "de");
    expect(mac).toMatchObject({ local_asin: "B0DEMACAIR", status: "verified", currency: "EUR", price: 1299 });
    expect(JSON.parse(String(mac!.match_reasons))).toContain("found by a search in this marketplace (the ASIN is not sold there)");
    expect(Number(mac!.match_score)).toBeGreaterThanOrEqual(0.8);
  });

  it("records an item neither found nor matched as absent, and a store that sells nothing as absent for every item", async () => {
    expect(await offer("B0BETA0002", "de")).toMatchObject({ status: "absent", local_asin: null, price: null });
    const uk = await env.DB.prepare("SELECT status, count(*) AS n FROM local_offers WHERE marketplace = 'uk' GROUP BY status").all();
    expect(uk.results).toEqual([{ status: "absent", n: results.find((r) => r.marketplace === "uk")!.looked_up }]);
  });

  it("does not look an item up twice: a second run finds nothing left to do", async () => {
    const before = stores.calls.length;
    const again = await lookUpLocalOffers(deps());
    expect(again.map((r) => r.looked_up)).toEqual([0, 0]);
    expect(stores.calls.length).toBe(before);
  });

  it("asks no store whose site tag is missing (the real API refuses a call without one)", async () => {
    const untagged = standInStores({ de: germany }, {});
    expect(untagged.storeOf("de")).toBeNull();
    const r = await lookUpLocalOffers({ ...deps(), localMarketplace: (c) => untagged.storeOf(c) });
    expect(r).toEqual([]);
  });

  it("is a queue message of its own", () => {
    expect(isLocalOffersMessage({ local_offers: true })).toBe(true);
    expect(isLocalOffersMessage({ task_execution_id: "x" })).toBe(false);
  });
});

describe("what the API shows per marketplace", () => {
  it("a product in the asked marketplace: its local listing and price, each listing naming its marketplace", async () => {
    const de = await call(`/products/p-alpha-1?marketplace=de`);
    expect(de.status).toBe(200);
    expect(de.body.amazon_products).toHaveLength(1);
    expect(de.body.amazon_products[0]).toMatchObject({ amazon_product_id: "B0ALPHA001", marketplace: "de", currency: "EUR", price: 949 });
    expect(de.body.amazon_products[0].product_url).toMatch(/^https:\/\/www\.amazon\.de\//);
    const us = await call(`/products/p-alpha-1`);
    expect(us.body.amazon_products.map((a: { marketplace: string; currency: string }) => [a.marketplace, a.currency])).toEqual([
      ["us", "USD"],
      ["us", "USD"],
    ]);
  });

  it("a product not sold there: the default marketplace's listing, which says so", async () => {
    const de = await call(`/products/p-beta-2?marketplace=de`);
    expect(de.body.amazon_products[0]).toMatchObject({ amazon_product_id: "B0BETA0002", marketplace: "us", currency: "USD", price: 15 });
  });

  it("cards of a list in the asked marketplace: local where sold, default elsewhere; the list and its order stay the default's", async () => {
    const de = await call(`/products?marketplace=de&channel_id=${CH.alpha}&limit=50`);
    const us = await call(`/products?channel_id=${CH.alpha}&limit=50`);
    expect(de.body.products.map((p: { product_id: string }) => p.product_id)).toEqual(
      us.body.products.map((p: { product_id: string }) => p.product_id),
    );
    const card = (list: typeof de, id: string) =>
      list.body.products.find((p: { product_id: string }) => p.product_id === id).amazon_products[0];
    expect(card(de, "p-alpha-2")).toMatchObject({ marketplace: "de", currency: "EUR", price: 1299 });
    expect(card(us, "p-alpha-2")).toMatchObject({ marketplace: "us", currency: "USD", price: 1199 });
  });

  it("the video's products carry the asked marketplace's listings", async () => {
    const de = await call(`/products/video/alphaVid001/amazon?marketplace=de`);
    expect(de.status).toBe(200);
    const alpha = de.body.products.find((p: { product_id: string }) => p.product_id === "p-alpha-1");
    expect(alpha.amazon_products[0]).toMatchObject({ marketplace: "de", currency: "EUR" });
  });

  it("answers 422 with a detail for a marketplace it does not serve, and for an unknown code", async () => {
    for (const code of ["zz", "fr", "DE"]) {
      const res = await call(`/products?marketplace=${code}`);
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        { loc: ["query", "marketplace"], msg: "Unknown marketplace: the marketplace parameter takes one of us, uk, de", type: "enum" },
      ]);
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("Buy links per marketplace", () => {
  beforeAll(async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES ('app-sf-de', 'alphatech', 'c@example.com', 'Tech', 'approved')",
      ),
      env.DB.prepare(
        "INSERT INTO storefronts (storefront_id, application_id, channel_id, handle, partner_tag) VALUES ('sf-de', 'app-sf-de', ?, 'alphatech', 'alphacreator-20')",
      ).bind(CH.alpha),
      env.DB.prepare(
        "INSERT INTO storefront_partner_tags (storefront_id, marketplace, partner_tag) VALUES ('sf-de', 'de', 'alphacreator-21')",
      ),
    ]);
  });

  it("go to the local store's item with the site's tag for that marketplace", async () => {
    const href = buyHref("p-alpha-1", "B0ALPHA001", { src: "product", marketplace: "de" });
    expect(href).toBe("/go/p-alpha-1~B0ALPHA001?src=product&marketplace=de");
    const to = new URL((await location(href))!);
    expect(to.host).toBe(MARKETPLACE_INFO.de.host);
    expect(to.pathname).toBe("/dp/B0ALPHA001");
    expect(to.searchParams.get("tag")).toBe(DE_TAG);
  });

  it("take the visitor's cookie or country when the link names no marketplace", async () => {
    expect(new URL((await location("/go/p-alpha-1~B0ALPHA001?src=product", { cookie: "marketplace=de" }))!).host).toBe("www.amazon.de");
    expect(new URL((await location("/go/p-alpha-2~B0ALPHA002?src=product&marketplace=de"))!).pathname).toBe("/dp/B0DEMACAIR");
  });

  it("on a creator's storefront carry the creator's tag for the visitor's marketplace", async () => {
    const de = new URL((await location("/go/p-alpha-1~B0ALPHA001?src=storefront&sf=sf-de&marketplace=de"))!);
    expect([de.host, de.searchParams.get("tag")]).toEqual(["www.amazon.de", "alphacreator-21"]);
    const us = new URL((await location("/go/p-alpha-1~B0ALPHA001?src=storefront&sf=sf-de"))!);
    expect([us.host, us.searchParams.get("tag")]).toEqual(["www.amazon.example", "alphacreator-20"]);
  });

  it("fall back to the default store's item when the local store does not sell it", async () => {
    const to = new URL((await location("/go/p-beta-2~B0BETA0002?src=product&marketplace=de"))!);
    expect(to.host).toBe("www.amazon.example");
  });
});

describe("the daily re-check per marketplace", () => {
  it("refreshes prices into that marketplace's history, marks offers no longer sold dead, and the next lookup replaces them", async () => {
    now = new Date("2026-11-21T10:00:00.000Z");
    germany.items[0]!.amount = 899;
    germany.items.splice(1, 1); // the keyboard is no longer sold in Germany
    const [de] = await recheckLocalOffers({ ...deps(), marketplaces: ["de"] });
    expect(de).toMatchObject({ marketplace: "de", checked: 3, refreshed: 2, repriced: 1, dead: 1 });
    expect(await offer("B0ALPHA001", "de")).toMatchObject({ price: 899, fetched_at: now.toISOString() });
    const history = await env.DB.prepare(
      "SELECT price FROM local_offer_prices WHERE amazon_product_id = 'B0ALPHA001' AND marketplace = 'de' ORDER BY observed_at",
    ).all();
    expect(history.results.map((r) => r.price)).toEqual([949, 899]);
    // The default marketplace's history is untouched.
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM listing_prices WHERE amazon_product_id = 'B0ALPHA001'").first<{ n: number }>())!.n,
    ).toBe(0);
    expect(await offer("B0KEYCHRON", "de")).toMatchObject({ is_dead: 1 });
    const keyboard = await call(`/products/p-alpha-3?marketplace=de`);
    expect(keyboard.body.amazon_products[0]).toMatchObject({ marketplace: "us", currency: "USD" });
    const price = await call(`/products/p-alpha-1?marketplace=de`);
    expect(price.body.amazon_products[0]).toMatchObject({ price: 899, currency: "EUR" });
    expect(price.body.amazon_products[0].price_history).toMatchObject({ currency: "EUR", low: 899, high: 949 });

    // The dead offer is looked up again: still not sold by ASIN, nothing found by a search: absent.
    const [again] = await lookUpLocalOffers({ ...deps(), marketplaces: ["de"] });
    expect(again).toMatchObject({ looked_up: 1, absent: 1 });
    expect(await offer("B0KEYCHRON", "de")).toMatchObject({ status: "absent", is_dead: 0 });
  });
});

/**
 * Issue 26 item 2: price-drop alerts per marketplace. A follow remembers the marketplace the
 * follower shops in; the daily re-check of another marketplace's offers judges each new local
 * price against that marketplace's history and alerts its followers there; the default
 * marketplace's re-check alerts the followers shown its price (the default's, and those whose
 * marketplace has no verified live offer of the item). Both stores are stand-ins at the fetch
 * boundary (./stand-in-stores.ts, ../pipeline/creators-stand-in.ts).
 */
import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import * as productPage from "../../app/routes/product";
import { openSession } from "../../worker/db/session";
import { contextForRequest, requestContext } from "../../worker/request-context";
import { lookUpLocalOffers, recheckLocalOffers } from "../../worker/pipeline/local-offers";
import { recheckListings } from "../../worker/pipeline/listing-recheck";
import { priceDropProductId } from "../../worker/services/product-follows";
import type { MarketplaceCode } from "../../worker/lib/marketplaces";
import { call, createUser, seedCatalogue, type TestUser } from "../api/fixtures";
import { creatorsItem, creatorsStandIn } from "../pipeline/creators-stand-in";
import { countOf, db } from "../pipeline/helpers";
import { standInStores, type StoreCatalogue } from "./stand-in-stores";

const DAY = 24 * 60 * 60 * 1000;

// The laptop (B0ALPHA001) and the keyboard are sold in Germany under their own ASINs; the beta
// product's item (B0BETA0002) is not sold there at all.
const germany: StoreCatalogue = {
  items: [
    { asin: "B0ALPHA001", title: "Asus ZenBook Laptop", brand: "Asus", amount: 1049, currency: "EUR" },
    { asin: "B0KEYCHRON", title: "Keychron Mechanical Keyboard K2", brand: "Keychron", amount: 85.99, currency: "EUR" },
  ],
  searches: {},
};

let now = new Date("2026-11-20T10:00:00.000Z");
const stores = standInStores({ de: germany }, { de: "demo-de-21" });
const localDeps = () => ({
  db,
  localMarketplace: (code: MarketplaceCode) => stores.storeOf(code),
  marketplaces: ["de"] as MarketplaceCode[],
  now: () => now,
});

let usFollower: TestUser;
let deFollower: TestUser;
let deBetaFollower: TestUser;
let deKeyboardFollower: TestUser;

const follow = async (user: TestUser, productId: string, marketplace?: MarketplaceCode) => {
  const res = await call(`/products/${productId}/follow${marketplace ? `?marketplace=${marketplace}` : ""}`, {
    method: "PUT",
    token: user.token,
  });
  expect(res.status, res.text).toBe(200);
};

const followOf = (user: TestUser, productId: string) =>
  env.DB.prepare("SELECT marketplace, created_at FROM product_follows WHERE user_id = ? AND product_id = ?")
    .bind(user.user_id, productId)
    .first<{ marketplace: string; created_at: string }>();

const dropsOf = async (user: TestUser) =>
  (
    await env.DB.prepare("SELECT ref_id, title FROM notifications WHERE user_id = ? AND content_type = 'price_drop' ORDER BY ref_id")
      .bind(user.user_id)
      .all<{ ref_id: string; title: string }>()
  ).results;

const productName = async (productId: string) =>
  (await env.DB.prepare("SELECT product_name FROM products WHERE product_id = ?").bind(productId).first<{ product_name: string }>())!
    .product_name;

beforeAll(async () => {
  await seedCatalogue();
  // Starts each German offer's history at its first price (1049 € for the laptop).
  await lookUpLocalOffers(localDeps());
  usFollower = await createUser("us-follower");
  deFollower = await createUser("de-follower");
  deBetaFollower = await createUser("de-beta-follower");
  deKeyboardFollower = await createUser("de-keyboard-follower");
  await follow(usFollower, "p-alpha-1");
  await follow(usFollower, "p-beta-2");
  await follow(deFollower, "p-alpha-1", "de");
  await follow(deBetaFollower, "p-beta-2", "de");
  await follow(deKeyboardFollower, "p-alpha-3", "de");
});

describe("following remembers the marketplace", () => {
  it("a follow from Amazon.de stores de, one without a marketplace the default", async () => {
    expect(await followOf(deFollower, "p-alpha-1")).toMatchObject({ marketplace: "de" });
    expect(await followOf(usFollower, "p-alpha-1")).toMatchObject({ marketplace: "us" });
  });

  it("following again from another marketplace takes it, and keeps the first follow's date", async () => {
    const mover = await createUser("mover");
    await follow(mover, "p-alpha-2");
    const first = await followOf(mover, "p-alpha-2");
    await env.DB.prepare("UPDATE product_follows SET created_at = '2026-01-01T00:00:00.000Z' WHERE user_id = ?").bind(mover.user_id).run();
    await follow(mover, "p-alpha-2", "de");
    expect(first).toMatchObject({ marketplace: "us" });
    expect(await followOf(mover, "p-alpha-2")).toEqual({ marketplace: "de", created_at: "2026-01-01T00:00:00.000Z" });
  });

  it("the product page's Follow price drops form stores the marketplace the visitor shops in (their chooser's cookie)", async () => {
    const visitor = await createUser("page-follower");
    const url = new URL("http://localhost:8787/products/p-beta-1");
    // The request as the page's form posts it: the session, the chooser's cookie, the form.
    const request = new Request(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${visitor.token}`,
        cookie: "marketplace=de",
        origin: url.origin,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "follow" }),
    });
    const { rc } = await contextForRequest(env, createExecutionContext(), request, openSession(env.DB, request));
    const context = new RouterContextProvider();
    context.set(requestContext, rc);
    await productPage.action({ request, url, pattern: "/products/:productId", params: { productId: "p-beta-1" }, context });
    expect(await followOf(visitor, "p-beta-1")).toMatchObject({ marketplace: "de" });
  });

  it("the API documents the parameter on the follow call, and refuses a marketplace the site does not serve", async () => {
    const doc = (await (await exports.default.fetch("http://localhost/api/openapi.json")).json()) as {
      paths: Record<string, { put?: { parameters?: { name: string; in: string; schema: { enum?: string[] } }[] } }>;
    };
    const param = doc.paths["/api/products/{id}/follow"]?.put?.parameters?.find((p) => p.name === "marketplace");
    expect(param).toMatchObject({ in: "query", schema: { enum: ["us", "uk", "de", "fr", "jp", "ca"] } });
    const refused = await call("/products/p-alpha-1/follow?marketplace=fr", { method: "PUT", token: usFollower.token });
    expect(refused.status).toBe(422);
    expect(await followOf(usFollower, "p-alpha-1")).toMatchObject({ marketplace: "us" });
  });
});

describe("the re-check of another marketplace", () => {
  it("alerts the followers in that marketplace to a drop of 10 % or more there, in its currency, and not the default's followers", async () => {
    now = new Date(now.getTime() + DAY);
    germany.items[0]!.amount = 899; // 1049 € → 899 €: 14 % off
    germany.items[1]!.amount = 84.99; // 85.99 € → 84.99 €: about 1 % off a steady price, no alert
    const [de] = await recheckLocalOffers(localDeps());
    expect(de).toMatchObject({ marketplace: "de", refreshed: 2, repriced: 2, drops: 1 });

    const priceId = (await env.DB.prepare(
      "SELECT max(price_id) AS id FROM local_offer_prices WHERE amazon_product_id = 'B0ALPHA001' AND marketplace = 'de'",
    ).first<{ id: number }>())!.id;
    const alerts = await dropsOf(deFollower);
    expect(alerts).toEqual([
      { ref_id: `p-alpha-1:de${priceId}`, title: `Price drop: ${await productName("p-alpha-1")} is now €899.00 (was €1,049.00)` },
    ]);
    // The product it links to is recovered from the reference, as for a default alert.
    expect(priceDropProductId(alerts[0]!.ref_id)).toBe("p-alpha-1");
    const bell = await call("/notifications", { token: deFollower.token });
    expect(bell.body.notifications).toEqual([expect.objectContaining({ content_type: "price_drop", product_id: "p-alpha-1" })]);

    expect(await dropsOf(usFollower)).toEqual([]);
    expect(await dropsOf(deKeyboardFollower)).toEqual([]);
  });

  it("a re-run finding the same prices adds nothing", async () => {
    const before = await countOf("SELECT count(*) AS n FROM notifications");
    now = new Date(now.getTime() + DAY);
    const [de] = await recheckLocalOffers(localDeps());
    expect(de).toMatchObject({ refreshed: 2, repriced: 0, drops: 0 });
    expect(await countOf("SELECT count(*) AS n FROM notifications")).toBe(before);
    expect(await dropsOf(deFollower)).toHaveLength(1);
  });
});

describe("the default marketplace's re-check", () => {
  const ITEMS = ["B0ALPHA001", "B0BETA0002"];
  // 999 $ → 849 $ and 15 $ → 12 $: both 10 % or more off.
  const recheck = (alpha = 849, served: MarketplaceCode[] = ["de"]) => {
    const items = [creatorsItem("B0ALPHA001", "Asus ZenBook Laptop", alpha), creatorsItem("B0BETA0002", "Beta", 12)];
    const standIn = creatorsStandIn([{ body: { itemsResult: { items } } }]);
    return recheckListings({ db, marketplace: standIn.marketplace, now: () => now, servedMarketplaces: served }, ITEMS.length);
  };
  const staleAgain = () =>
    env.DB.prepare(
      `UPDATE marketplace_items SET fetched_at = '2000-01-01T00:00:00.000Z' WHERE amazon_product_id IN ('B0ALPHA001', 'B0BETA0002')`,
    ).run();

  beforeAll(async () => {
    // The two items are the stalest (the re-check reads them alone), each with a steady price for five days.
    for (const [asin, price] of [
      ["B0ALPHA001", 999],
      ["B0BETA0002", 15],
    ] as const) {
      await env.DB.batch([
        env.DB.prepare("UPDATE marketplace_items SET fetched_at = '2000-01-01T00:00:00.000Z' WHERE amazon_product_id = ?").bind(asin),
        env.DB.prepare("INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at) VALUES (?, ?, 'USD', ?)").bind(
          asin,
          price,
          new Date(now.getTime() - 5 * DAY).toISOString(),
        ),
      ]);
    }
  });

  it("alerts the default's followers, and those whose marketplace does not sell the item, not those shown a local offer", async () => {
    now = new Date(now.getTime() + DAY);
    expect(await recheck()).toMatchObject({ checked: 2, repriced: 2, drops: 2 });
    const priceIdOf = async (asin: string) =>
      (await env.DB.prepare("SELECT max(price_id) AS id FROM listing_prices WHERE amazon_product_id = ?")
        .bind(asin)
        .first<{ id: number }>())!.id;
    const alpha = await productName("p-alpha-1");
    const beta = await productName("p-beta-2");
    expect(await dropsOf(usFollower)).toEqual(
      [
        { ref_id: `p-alpha-1:${await priceIdOf("B0ALPHA001")}`, title: `Price drop: ${alpha} is now $849.00 (was $999.00)` },
        { ref_id: `p-beta-2:${await priceIdOf("B0BETA0002")}`, title: `Price drop: ${beta} is now $12.00 (was $15.00)` },
      ].sort((a, b) => a.ref_id.localeCompare(b.ref_id)),
    );
    // Shown Amazon.de's verified offer of the laptop: only its German drop from before.
    expect((await dropsOf(deFollower)).map((n) => n.ref_id)).toEqual([expect.stringMatching(/^p-alpha-1:de\d+$/)]);
    // Amazon.de does not sell the beta item: the default listing, and its price, is what they see.
    expect(await dropsOf(deBetaFollower)).toEqual([
      { ref_id: `p-beta-2:${await priceIdOf("B0BETA0002")}`, title: `Price drop: ${beta} is now $12.00 (was $15.00)` },
    ]);
  });

  it("a re-run finding the same prices adds nothing", async () => {
    const before = await countOf("SELECT count(*) AS n FROM notifications");
    await staleAgain();
    expect(await recheck()).toMatchObject({ checked: 2, repriced: 0, drops: 0 });
    expect(await countOf("SELECT count(*) AS n FROM notifications")).toBe(before);
  });

  it("alerts a follower whose marketplace the site no longer serves to the default price, which their page shows", async () => {
    await staleAgain();
    now = new Date(now.getTime() + DAY);
    // 849 $ → 749 $: 12 % off, with Amazon.de switched off (its offers are still stored).
    expect(await recheck(749, [])).toMatchObject({ repriced: 1, drops: 1 });
    const latest = await env.DB.prepare("SELECT max(price_id) AS id FROM listing_prices WHERE amazon_product_id = 'B0ALPHA001'").first<{
      id: number;
    }>();
    expect((await dropsOf(deFollower)).map((n) => n.ref_id)).toEqual([
      `p-alpha-1:${latest!.id}`,
      expect.stringMatching(/^p-alpha-1:de\d+$/),
    ]);
  });
});

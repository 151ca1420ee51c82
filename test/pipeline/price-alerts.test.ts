/**
 * Price-drop alerts (issue 14): the daily re-check (the Creators API replaced at the fetch
 * boundary) judges each new price against the listing's 30-day history and notifies the followers
 * of the products listing it, once per drop; the bell, the digest and the product page show it.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import { digestEmail, selectDigests } from "../../worker/services/digest";
import { unsubscribeToken } from "../../worker/email/unsubscribe";
import { recheckListings } from "../../worker/pipeline/listing-recheck";
import { call, createUser, insertChannel, insertProduct, insertVideo, type TestUser } from "../api/fixtures";
import { creatorsItem, creatorsStandIn } from "./creators-stand-in";
import { countOf, db } from "./helpers";

const DAY = 24 * 60 * 60 * 1000;
/** The page reads its 30 days back from the real clock: the history is written around it too. */
const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY).toISOString();
const CHANNEL = "UCpricealerts000000000a";
const OTHER_CHANNEL = "UCpricealerts000000000b";

/** Each listing: its product, its history (days ago → price) and the price the re-check reads. */
const CASES = {
  // A steady $100 for 40 days, then $89.99: 10 % off. An alert.
  tenPercent: { asin: "B0ALERT001", product: "p_alert_monitor", name: "Studio Monitor", history: [[40, 100]], next: 89.99 },
  // $90 twenty days ago, $100 since ten: $95 is 5 % off and above the 30-day low. No alert.
  fivePercent: {
    asin: "B0ALERT002",
    product: "p_alert_stand",
    name: "Monitor Stand",
    history: [
      [20, 90],
      [10, 100],
    ],
    next: 95,
  },
  // $100, then $105: $99 is under 6 % off but below every price of the 30 days. An alert.
  newLow: {
    asin: "B0ALERT003",
    product: "p_alert_lamp",
    name: "Desk Lamp",
    history: [
      [20, 100],
      [10, 105],
    ],
    next: 99,
  },
  // A steady $100, then $95: 5 % off a price that never moved is not an alert.
  steadyFive: { asin: "B0ALERT004", product: "p_alert_chair", name: "Task Chair", history: [[40, 100]], next: 95 },
} as const;

let follower: TestUser;
let secondFollower: TestUser;
let bystander: TestUser;

function standIn(prices: Record<string, number>) {
  const items = Object.values(CASES).map((c) => creatorsItem(c.asin, `Northwind ${c.name}`, prices[c.asin] ?? null));
  return creatorsStandIn([{ body: { itemsResult: { items } } }]);
}

const recheck = (prices: Record<string, number>) => recheckListings({ db, marketplace: standIn(prices).marketplace, now: () => now }, 10);
const nextPrices = Object.fromEntries(Object.values(CASES).map((c) => [c.asin, c.next]));
const priceDrops = (user: TestUser) =>
  countOf(`SELECT count(*) AS n FROM notifications WHERE content_type = 'price_drop' AND user_id = '${user.user_id}'`);

beforeAll(async () => {
  await insertChannel({ channel_id: CHANNEL, handle: "pricealerts", channel_name: "Price Alerts Desk" });
  await insertChannel({ channel_id: OTHER_CHANNEL, handle: "pricealerts2", channel_name: "Second Desk" });
  await insertVideo({ video_id: "paVideo0001", channel_id: CHANNEL, title: "My desk in 2026", published_at: "2026-10-01T10:00:00.000Z" });
  await insertVideo({
    video_id: "paVideo0002",
    channel_id: OTHER_CHANNEL,
    title: "Monitors compared",
    published_at: "2026-10-02T10:00:00.000Z",
  });
  for (const c of Object.values(CASES)) {
    await insertProduct({
      product_id: c.product,
      video_id: "paVideo0001",
      channel_id: CHANNEL,
      published_at: "2026-10-01T10:00:00.000Z",
      product_name: c.name,
      brand: "Northwind",
      listings: [{ asin: c.asin, price: c.history.at(-1)![1], title: `Northwind ${c.name}` }],
    });
    for (const [days, price] of c.history) {
      await env.DB.prepare("INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at) VALUES (?, ?, 'USD', ?)")
        .bind(c.asin, price, daysAgo(days))
        .run();
    }
  }
  // The same monitor mentioned in another creator's video: the same listing.
  await insertProduct({
    product_id: "p_alert_monitor_2",
    video_id: "paVideo0002",
    channel_id: OTHER_CHANNEL,
    published_at: "2026-10-02T10:00:00.000Z",
    product_name: "Studio Monitor",
    brand: "Northwind",
    listings: [{ asin: CASES.tenPercent.asin, price: 100 }],
  });

  follower = await createUser("follower");
  secondFollower = await createUser("follower2");
  bystander = await createUser("bystander");
  for (const c of Object.values(CASES))
    expect((await call(`/products/${c.product}/follow`, { method: "PUT", token: follower.token })).status).toBe(200);
  // Following both mentions of the monitor still makes one alert per drop.
  expect((await call("/products/p_alert_monitor_2/follow", { method: "PUT", token: follower.token })).status).toBe(200);
  expect((await call("/products/p_alert_monitor_2/follow", { method: "PUT", token: secondFollower.token })).status).toBe(200);
  await env.DB.prepare("UPDATE users SET notification_digest = 1, last_digest_at = ? WHERE user_id = ?")
    .bind(daysAgo(1), follower.user_id)
    .run();
});

describe("price-drop alerts", () => {
  it("notify each follower once per drop of 10 % or more, or below the 30-day low; not for a 5 % drop", async () => {
    const result = await recheck(nextPrices);
    expect(result).toMatchObject({ checked: 4, refreshed: 4, repriced: 4, drops: 2 });

    const { results } = await env.DB.prepare(
      "SELECT ref_id, channel_id, title, is_read FROM notifications WHERE user_id = ? AND content_type = 'price_drop' ORDER BY title",
    )
      .bind(follower.user_id)
      .all<{ ref_id: string; channel_id: string; title: string; is_read: number }>();
    expect(results.map((r) => r.title)).toEqual([
      "Price drop: Desk Lamp is now $99.00 (was $105.00)",
      "Price drop: Studio Monitor is now $89.99 (was $100.00)",
    ]);
    expect(results.map((r) => r.ref_id.split(":")[0])).toEqual(["p_alert_lamp", "p_alert_monitor"]);
    expect(results.every((r) => r.channel_id === CHANNEL && r.is_read === 0)).toBe(true);
    // Only followers: the second follower follows the monitor alone, the bystander nothing.
    expect(await priceDrops(secondFollower)).toBe(1);
    expect(await priceDrops(bystander)).toBe(0);
  });

  it("do not notify again when the re-check runs again and finds the same prices", async () => {
    const before = await countOf("SELECT count(*) AS n FROM notifications");
    const again = await recheck(nextPrices);
    expect(again).toMatchObject({ refreshed: 4, repriced: 0, drops: 0 });
    expect(await countOf("SELECT count(*) AS n FROM notifications")).toBe(before);
    expect(await priceDrops(follower)).toBe(2);
  });

  it("show in the bell with the product they link to", async () => {
    const bell = await call("/notifications", { token: follower.token });
    expect(bell.status).toBe(200);
    const drops = bell.body.notifications.filter((n: { content_type: string }) => n.content_type === "price_drop");
    expect(drops).toHaveLength(2);
    expect(drops).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          content_type: "price_drop",
          product_id: "p_alert_monitor",
          video_id: null,
          channel_name: "Price Alerts Desk",
          title: "Price drop: Studio Monitor is now $89.99 (was $100.00)",
          is_read: false,
        }),
      ]),
    );
  });

  it("are in the digest e-mail, each with a link to its product", async () => {
    const config = getConfig(env);
    const [digest] = (await selectDigests(createDb(env.DB), new Date(Date.now() + 1000))).filter((d) => d.user_id === follower.user_id);
    expect(digest!.items.map((i) => i.content_type)).toEqual(["price_drop", "price_drop"]);
    const mail = digestEmail(digest!, config, await unsubscribeToken(config, follower.user_id));
    expect(mail.text).toContain(
      "- Price drop: Studio Monitor is now $89.99 (was $100.00)\n  http://localhost:8787/products/p_alert_monitor",
    );
    expect(mail.text).toContain("- Price drop: Desk Lamp is now $99.00 (was $105.00)\n  http://localhost:8787/products/p_alert_lamp");
    expect(mail.links).toEqual(
      expect.arrayContaining(["http://localhost:8787/products/p_alert_monitor", "http://localhost:8787/products/p_alert_lamp"]),
    );
  });

  it("come again for a later, new drop of the same listing", async () => {
    const result = await recheck({ ...nextPrices, [CASES.tenPercent.asin]: 79 });
    expect(result).toMatchObject({ repriced: 1, drops: 1 });
    expect(await priceDrops(follower)).toBe(3);
    expect(await priceDrops(secondFollower)).toBe(2);
  });

  it("stop once the visitor unfollows", async () => {
    expect((await call("/products/p_alert_monitor_2/follow", { method: "DELETE", token: secondFollower.token })).body).toEqual({
      product_id: "p_alert_monitor_2",
      following: false,
    });
    await recheck({ ...nextPrices, [CASES.tenPercent.asin]: 60 });
    expect(await priceDrops(secondFollower)).toBe(2);
    expect(await priceDrops(follower)).toBe(4);
  });
});

describe("the product page's price history", () => {
  it("answers each listing's lowest and highest price of the last 30 days and the points of its chart", async () => {
    const lamp = await call("/products/p_alert_lamp");
    expect(lamp.status).toBe(200);
    const history = lamp.body.amazon_products[0].price_history;
    expect(history).toMatchObject({ currency: "USD", low: 99, high: 105 });
    expect(history.points).toEqual([
      { price: 100, observed_at: daysAgo(20) },
      { price: 105, observed_at: daysAgo(10) },
      { price: 99, observed_at: now.toISOString() },
    ]);
    // Anonymous: the answer does not depend on who asks.
    expect(lamp.body.is_followed).toBeNull();

    // The price in effect when the 30 days began counts, from their first day.
    const monitor = await call("/products/p_alert_monitor", { token: follower.token });
    const points = monitor.body.amazon_products[0].price_history.points;
    expect(monitor.body.amazon_products[0].price_history).toMatchObject({ low: 60, high: 100 });
    expect(points[0].price).toBe(100);
    expect(points[0].observed_at).toBe(monitor.body.amazon_products[0].price_history.since);
    expect(points.map((p: { price: number }) => p.price)).toEqual([100, 89.99, 79, 60]);
    expect(monitor.body.is_followed).toBe(true);
  });

  it("is null for a listing without any recorded price", async () => {
    await insertProduct({
      product_id: "p_alert_unpriced",
      video_id: "paVideo0001",
      channel_id: CHANNEL,
      published_at: "2026-10-01T10:00:00.000Z",
      product_name: "Cable Tray",
      brand: "Northwind",
      listings: [{ asin: "B0ALERT009", price: null }],
    });
    const res = await call("/products/p_alert_unpriced");
    expect(res.body.amazon_products[0].price_history).toBeNull();
  });
});

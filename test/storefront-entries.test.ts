/**
 * The automated storefront (issue 24, item 3): the list computed from the channel's products with a
 * verified listing, one entry per product, ranked by mentions then recency, shaped by the
 * creator's choices and the admin's curation; a product joining it notifies the subscribers once;
 * a custom domain is served only once verified.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { batch, runBatch } from "../worker/db/batch";
import { createDb } from "../worker/db/client";
import { acceptedListingStatements } from "../worker/db/queries/listing-reviews";
import { storefrontJoinNotification } from "../worker/db/queries/storefronts";
import { buildRequestContext } from "../worker/request-context";
import { MAX_STOREFRONT_PRODUCTS, storefrontEntries, storefrontHandleForHost } from "../worker/services/storefronts";
import * as channelPage from "../app/routes/channel";
import * as storefrontPage from "../app/routes/storefront";
import { dataOf, run } from "./routes/harness";
import { call, count, createUser, insertChannel, insertProduct, insertVideo, seedCatalogue, type TestUser } from "./api/fixtures";

const AUTO = "UCauto00000000000000000010";
const BIG = "UCbig000000000000000000011";
const SF = "sf-auto";
const rc = () => buildRequestContext(env, {} as ExecutionContext, null);

async function storefront(id: string, channelId: string, handle: string) {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES (?1, ?2, 'c@example.com', 'Tech', 'approved')",
    ).bind(`app-${id}`, handle),
    env.DB.prepare("INSERT INTO storefronts (storefront_id, application_id, channel_id, handle) VALUES (?, ?, ?, ?)").bind(
      id,
      `app-${id}`,
      channelId,
      handle,
    ),
  ]);
}

/** A mention of product `key` in video `video` (published `day`), listed unless `listed` is false. */
async function mention(key: string, video: string, day: string, options: { listed?: boolean; channel?: string; category?: string } = {}) {
  const id = `p-${key}-${video}`;
  await insertProduct({
    product_id: id,
    video_id: video,
    channel_id: options.channel ?? AUTO,
    product_name: `Product ${key.toUpperCase()}`,
    brand: "Brand",
    category: options.category ?? "Tools",
    match_key: key,
    published_at: `${day}T00:00:00.000Z`,
    video_timestamp: 207,
    claims: `I use ${key} every day`,
    listings: options.listed === false ? [] : [{ asin: `B0${key.toUpperCase().padEnd(8, "0")}`.slice(0, 10), price: 20, rating: 4.2 }],
  });
  return id;
}

const VIDEOS = ["v1", "v2", "v3", "v4", "v5", "v6"].map((v, i) => ({ id: `autoVid00${v}`, day: `2025-0${i + 1}-10` }));
const [V1, V2, V3, V4, V5, V6] = VIDEOS as [(typeof VIDEOS)[number], ...(typeof VIDEOS)[number][]];

beforeAll(async () => {
  await seedCatalogue();
  await insertChannel({ channel_id: AUTO, handle: "autoshop", channel_name: "Auto Shop" });
  for (const v of VIDEOS)
    await insertVideo({ video_id: v.id, channel_id: AUTO, title: `Video ${v.id}`, published_at: `${v.day}T00:00:00.000Z` });
  await storefront(SF, AUTO, "autoshop");
  // a: 3 mentions; d, b and c: 2 each, d the most recent; e: never listed; h: hidden later.
  await mention("a", V1!.id, V1!.day);
  await mention("a", V2!.id, V2!.day);
  await mention("a", V3!.id, V3!.day);
  await mention("b", V1!.id, V1!.day);
  await mention("b", V5!.id, V5!.day);
  await mention("c", V2!.id, V2!.day);
  await mention("c", V4!.id, V4!.day);
  await mention("d", V6!.id, V6!.day);
  // f: its newer mention has no listing; the older one stands for it.
  await mention("f", V5!.id, V5!.day);
  await mention("f", V6!.id, V6!.day, { listed: false });
  await mention("e", V6!.id, V6!.day, { listed: false });
  await mention("h", V3!.id, V3!.day);
  await mention("p", V1!.id, V1!.day, { category: "Lights" });
  // d's mention without a listing of its own counts as a mention (d is listed through its newer one); another channel's does not.
  await mention("d", V2!.id, V2!.day, { listed: false });
  await mention("d", "betaVid0001", "2025-03-05", { channel: "UCbeta0000000000000000002" });
});

const keys = (list: { match_key: string }[]) => list.map((e) => e.match_key);

describe("the automatic list", () => {
  it("has one entry per product with a verified listing, ranked by mentions then recency, its newest mention representing it", async () => {
    const list = await storefrontEntries(rc(), SF, { includeHidden: true });
    expect(keys(list)).toEqual(["a", "d", "b", "f", "c", "h", "p"]);
    // The public page has the same order without the rank's number (a sort of every product).
    const visitors = await storefrontEntries(rc(), SF, { includeHidden: false });
    expect(keys(visitors)).toEqual(keys(list));
    expect(visitors.map((e) => e.automatic_rank)).toEqual(list.map(() => null));
    expect(list.map((e) => [e.mentions, e.automatic_rank])).toEqual([
      [3, 1],
      [2, 2],
      [2, 3],
      [2, 4],
      [2, 5],
      [1, 6],
      [1, 7],
    ]);
    expect(list[0]).toMatchObject({
      product_id: `p-a-${V3!.id}`,
      product_name: "Product A",
      video_id: V3!.id,
      video_title: `Video ${V3!.id}`,
      video_timestamp: 207,
      claims: "I use a every day",
      last_mentioned_at: `${V3!.day}T00:00:00.000Z`,
      pinned: false,
      hidden: false,
      position: null,
      note: "",
      collection: "",
      curated: false,
      price: 20,
      currency: "USD",
      rating: 4.2,
      reviews_count: 1,
      image_url: expect.stringContaining("https://m.example/"),
    });
    // A product's newest mention with a listing stands for it, not a newer one without.
    expect(list[1]).toMatchObject({ product_id: `p-d-${V6!.id}`, last_mentioned_at: `${V6!.day}T00:00:00.000Z` });
    expect(list[3]).toMatchObject({ product_id: `p-f-${V5!.id}`, video_id: V5!.id, last_mentioned_at: `${V5!.day}T00:00:00.000Z` });
  });

  it("merges the creator's choices: hidden left out for visitors, pinned first, then set positions, with notes and collections", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO storefront_entries (storefront_id, match_key, hidden) VALUES (?, 'h', 1)").bind(SF),
      env.DB.prepare(
        "INSERT INTO storefront_entries (storefront_id, match_key, pinned, note, collection) VALUES (?, 'p', 1, 'Lights my desk', 'Desk setup')",
      ).bind(SF),
      env.DB.prepare("INSERT INTO storefront_entries (storefront_id, match_key, position) VALUES (?, 'd', 1)").bind(SF),
      env.DB.prepare("INSERT INTO storefront_entries (storefront_id, match_key, position) VALUES (?, 'c', 2)").bind(SF),
    ]);
    const visitors = await storefrontEntries(rc(), SF, { includeHidden: false });
    expect(keys(visitors)).toEqual(["p", "d", "c", "a", "b", "f"]);
    expect(visitors[0]).toMatchObject({ pinned: true, note: "Lights my desk", collection: "Desk setup" });
    const studio = await storefrontEntries(rc(), SF, { includeHidden: true });
    expect(keys(studio)).toEqual(["p", "d", "c", "a", "b", "f", "h"]);
    expect(studio.find((e) => e.match_key === "h")).toMatchObject({ hidden: true, automatic_rank: 6 });
    expect(studio[0]).toMatchObject({ match_key: "p", pinned: true, automatic_rank: 7 });

    const page = await call("/storefronts/autoshop");
    expect(page.status, page.text).toBe(200);
    expect(keys(page.body.products)).toEqual(["p", "d", "c", "a", "b", "f"]);
    expect(page.body.total).toBe(6);
  });

  it("keeps the admin's curation: curated products come with the pinned ones, in the admin's order", async () => {
    await env.DB.batch([
      env.DB.prepare("INSERT INTO storefront_products (storefront_id, product_id, position) VALUES (?, ?, 0)").bind(SF, `p-b-${V1!.id}`),
      env.DB.prepare("INSERT INTO storefront_products (storefront_id, product_id, position) VALUES (?, ?, 1)").bind(SF, `p-a-${V2!.id}`),
    ]);
    const list = await storefrontEntries(rc(), SF, { includeHidden: false });
    // With the pinned ones: the admin's, in the admin's order, before p (pinned, no position); then d and c (positions).
    expect(keys(list)).toEqual(["b", "a", "p", "d", "c", "f"]);
    expect(list.filter((e) => e.curated).map((e) => e.match_key)).toEqual(["b", "a"]);
    // An admin's product the creator hid stays hidden.
    await env.DB.prepare("INSERT INTO storefront_entries (storefront_id, match_key, hidden) VALUES (?, 'a', 1)").bind(SF).run();
    expect(keys(await storefrontEntries(rc(), SF, { includeHidden: false }))).toEqual(["b", "p", "d", "c", "f"]);
    await env.DB.prepare("DELETE FROM storefront_entries WHERE storefront_id = ? AND match_key = 'a'").bind(SF).run();
  });

  it("takes in a product as soon as it has a verified listing, and drops one that loses it", async () => {
    await env.DB.prepare("UPDATE products SET listed = 1 WHERE match_key = 'e'").run();
    expect(keys(await storefrontEntries(rc(), SF, { includeHidden: false }))).toContain("e");
    await env.DB.prepare("UPDATE products SET listed = 0 WHERE match_key IN ('e', 'b')").run();
    const list = keys(await storefrontEntries(rc(), SF, { includeHidden: false }));
    expect(list).not.toContain("e");
    expect(list).not.toContain("b");
    await env.DB.prepare("UPDATE products SET listed = 1 WHERE match_key = 'b'").run();
  });

  it("shows visitors at most 100 products; the studio sees them all", async () => {
    await insertChannel({ channel_id: BIG, handle: "bigshop", channel_name: "Big Shop" });
    await insertVideo({ video_id: "bigVid00001", channel_id: BIG, title: "Everything", published_at: "2025-01-01T00:00:00.000Z" });
    await storefront("sf-big", BIG, "bigshop");
    const total = MAX_STOREFRONT_PRODUCTS + 5;
    const statements = [];
    for (let i = 0; i < total; i++) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO products (product_id, video_id, channel_id, product_name, match_key, published_at, amazon_product_id, listing_count, listed, channel_show)
           VALUES (?, 'bigVid00001', ?, ?, ?, '2025-01-01T00:00:00.000Z', 'B0KEYCHRON', 1, 1, 1)`,
        ).bind(`p-big-${i}`, BIG, `Big ${i}`, `big-${String(i).padStart(3, "0")}`),
      );
    }
    await env.DB.batch(statements);
    const page = await call("/storefronts/bigshop");
    expect(page.status).toBe(200);
    expect(page.body.products).toHaveLength(MAX_STOREFRONT_PRODUCTS);
    expect(page.body.total).toBe(MAX_STOREFRONT_PRODUCTS);
    expect(await storefrontEntries(rc(), "sf-big", { includeHidden: true })).toHaveLength(total);
  });

  it("a hidden channel's storefront is served to no visitor", async () => {
    await env.DB.prepare("UPDATE channels SET show = 0 WHERE channel_id = ?").bind(AUTO).run();
    try {
      expect((await call("/storefronts/autoshop")).status).toBe(404);
    } finally {
      await env.DB.prepare("UPDATE channels SET show = 1 WHERE channel_id = ?").bind(AUTO).run();
    }
  });
});

describe("a product joining the storefront", () => {
  let fans: TestUser[];
  const told = (user: TestUser) => count("notifications", "user_id = ? AND content_type = 'storefront'", user.user_id);
  /** What the pipeline's batch does when a product's mentions gain a listing (worker/pipeline/tasks/search-amazon.ts). */
  const listed = (key: string, channelId = AUTO) => {
    const db = createDb(env.DB);
    return batch(db, [
      storefrontJoinNotification(db, key, channelId),
      db.run(sql`UPDATE products SET listed = 1, listing_count = 1 WHERE match_key = ${key} AND channel_id = ${channelId}`),
    ]);
  };

  beforeAll(async () => {
    fans = [await createUser("fan"), await createUser("fan")];
    for (const fan of fans) expect((await call("/subscriptions", { token: fan.token, json: { channel_id: AUTO } })).status).toBe(201);
  });

  it("tells each subscriber once, naming the product, however many mentions follow", async () => {
    const first = await mention("n", V2!.id, V2!.day, { listed: false });
    await mention("n", V1!.id, V1!.day, { listed: false });
    await listed("n");
    for (const fan of fans) expect(await told(fan)).toBe(1);
    const row = await env.DB.prepare("SELECT ref_id, title FROM notifications WHERE user_id = ? AND content_type = 'storefront'")
      .bind(fans[0]!.user_id)
      .first();
    expect(row).toEqual({ ref_id: first, title: "Product N" });
    const bell = await call("/notifications", { token: fans[0]!.token });
    expect(bell.body.notifications[0]).toMatchObject({
      message: "Auto Shop added Product N to their storefront",
      link: `/products/${first}`,
    });

    // A later mention is listed too: already in the storefront, nobody is told again.
    await mention("n", V5!.id, V5!.day, { listed: false });
    await listed("n");
    // Delisted, then listed again: still once.
    await env.DB.prepare("UPDATE products SET listed = 0 WHERE match_key = 'n'").run();
    await listed("n");
    for (const fan of fans) expect(await told(fan)).toBe(1);
  });

  it("tells nobody about a product the creator hid, or on a channel without a storefront", async () => {
    await mention("q", V3!.id, V3!.day, { listed: false });
    await env.DB.prepare("INSERT INTO storefront_entries (storefront_id, match_key, hidden) VALUES (?, 'q', 1)").bind(SF).run();
    await listed("q");
    const beta = await createUser("betafan");
    expect((await call("/subscriptions", { token: beta.token, json: { channel_id: "UCbeta0000000000000000002" } })).status).toBe(201);
    await mention("r", "betaVid0001", "2025-03-05", { listed: false, channel: "UCbeta0000000000000000002" });
    await listed("r", "UCbeta0000000000000000002");
    for (const fan of fans) expect(await told(fan)).toBe(1);
    expect(await told(beta)).toBe(0);
  });

  it("an admin accepting a doubtful listing tells the subscribers too, once", async () => {
    await mention("s", V4!.id, V4!.day, { listed: false });
    const accept = () =>
      runBatch(
        createDb(env.DB),
        acceptedListingStatements(
          createDb(env.DB),
          { matchKey: "s", asin: "B0KEYCHRON", price: 89, rating: 4.6, score: 0.7, reasons: "[]" },
          [AUTO],
        ),
      );
    await accept();
    for (const fan of fans) expect(await told(fan)).toBe(2);
    await accept();
    for (const fan of fans) expect(await told(fan)).toBe(2);
    expect(keys(await storefrontEntries(rc(), SF, { includeHidden: false }))).toContain("s");
  });
});

describe("custom domains", () => {
  it("serves a storefront's domain only once it is verified", async () => {
    await env.DB.prepare(
      "UPDATE storefronts SET custom_domain = 'shop.autoshop.example', domain_verified_at = NULL WHERE storefront_id = ?",
    )
      .bind(SF)
      .run();
    const now = Date.now();
    expect(await storefrontHandleForHost(createDb(env.DB), "shop.autoshop.example", now)).toBeNull();
    await env.DB.prepare("UPDATE storefronts SET domain_verified_at = '2026-11-27T06:00:00.000Z' WHERE storefront_id = ?").bind(SF).run();
    // After the per-isolate cache's minute.
    expect(await storefrontHandleForHost(createDb(env.DB), "shop.autoshop.example", now + 61_000)).toBe("autoshop");
  });
});

describe("the pages", () => {
  const channelAt = (id: string) => ({ path: `/channels/${id}`, pattern: "/channels/:channelId", params: { channelId: id } });

  it("the channel page names the channel's storefront when it has one", async () => {
    expect(dataOf<{ storefrontHandle: string | null }>(await run(channelPage.loader, channelAt(AUTO))).storefrontHandle).toBe("autoshop");
    expect(
      dataOf<{ storefrontHandle: string | null }>(await run(channelPage.loader, channelAt("UCgamma000000000000000003"))).storefrontHandle,
    ).toBeNull();
  });

  it("the storefront page gets the creator's headline and bio and the products in order", async () => {
    await env.DB.prepare("UPDATE storefronts SET headline = 'Tools I trust', bio = 'Ten years in the workshop.' WHERE storefront_id = ?")
      .bind(SF)
      .run();
    const { storefront } = dataOf<{ storefront: { headline: string; bio: string; products: { match_key: string }[] } }>(
      await run(storefrontPage.loader, { path: "/s/autoshop", pattern: "/s/:handle", params: { handle: "autoshop" } }),
    );
    expect(storefront).toMatchObject({ headline: "Tools I trust", bio: "Ten years in the workshop." });
    expect(keys(storefront.products)).toEqual(keys(await storefrontEntries(rc(), SF, { includeHidden: false })));
  });
});

import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  call,
  CH,
  createAdmin,
  createUser,
  expect422,
  insertProduct,
  insertVideo,
  insertChannel,
  seedCatalogue,
  VISIBLE_LISTED,
  type TestUser,
} from "./fixtures";

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await seedCatalogue();
  user = await createUser();
  admin = await createAdmin();
});

const pids = (list: { product_id: string }[]) => list.map((p) => p.product_id);
const MARKETPLACE_FIELDS = ["amazon_product_id", "title", "image_url", "currency", "price", "rating", "reviews_count", "product_url"];
const PRODUCT_FIELDS = [
  "product_id",
  "product_name",
  "brand",
  "category",
  "subcategory",
  "description",
  "is_sponsored",
  "claims",
  "video_id",
  "video_timestamp",
  "timestamp",
  "video_title",
  "channel",
  "created_at",
  "amazon_product_id",
  "amazon_products",
];

describe("GET /api/products", () => {
  it("answers {products, total} of listed products of visible channels, newest first", async () => {
    const res = await call("/products");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["products", "total"]);
    expect(res.body.total).toBe(VISIBLE_LISTED.length);
    expect(res.body.products).toHaveLength(9); // default limit 12
    expect(pids(res.body.products)).toEqual([
      "p-delta-2",
      "p-delta-1",
      "p-beta-1",
      "p-alpha-2",
      "p-alpha-1",
      "p-gamma-1",
      "p-alpha-3",
      "p-beta-3",
      "p-beta-2",
    ]);
    const zen = res.body.products.find((p: { product_id: string }) => p.product_id === "p-alpha-1");
    for (const f of PRODUCT_FIELDS) expect(zen, f).toHaveProperty(f);
    expect(zen.video_title).toBe("Best laptops 2025");
    expect(zen.channel).toMatchObject({ channel_id: CH.alpha, channel_name: "Alpha Tech" });
    expect(zen.timestamp).toBe(30);
    expect(zen.video_timestamp).toBe(30);
    expect(zen.is_sponsored).toBe(false);
    expect(zen.claims).toBe("I love the ZenBook Laptop");
    expect(zen.amazon_product_id).toBe("B0ALPHA001");
    // On lists the first listing supplies image, price, rating, reviews and link.
    expect(zen.amazon_products).toHaveLength(1);
    for (const f of MARKETPLACE_FIELDS) expect(zen.amazon_products[0], f).toHaveProperty(f);
    expect(zen.amazon_products[0]).toMatchObject({ amazon_product_id: "B0ALPHA001", price: 999, rating: 4.5, currency: "USD" });
  });

  it("never lists products without a marketplace listing, but their detail is reachable", async () => {
    const all = await call("/products?limit=100");
    expect(pids(all.body.products)).not.toContain("p-alpha-4");
    expect((await call("/products?category=accessories")).body).toEqual({ products: [], total: 0 });
    // A search's answer says whether it corrected a word (docs/decisions/0021): nothing to correct here.
    expect((await call("/products?query=wrist")).body).toEqual({ products: [], total: 0, suggestion: null });
    expect(pids((await call(`/products?channel_id=${CH.alpha}`)).body.products)).not.toContain("p-alpha-4");
    const detail = await call("/products/p-alpha-4");
    expect(detail.status).toBe(200);
    expect(detail.body.product_name).toBe("Wrist Rest");
    expect(detail.body.amazon_products).toEqual([]);
  });

  it("filters by category and subcategory", async () => {
    const cat = await call("/products?category=Beauty");
    expect(pids(cat.body.products).sort()).toEqual(["p-beta-1", "p-beta-2", "p-beta-3"]);
    expect(cat.body.total).toBe(3);
    const sub = await call("/products?category=Beauty&subcategory=Skincare");
    expect(pids(sub.body.products)).toEqual(["p-beta-1", "p-beta-2"]);
    expect(sub.body.total).toBe(2);
    expect((await call("/products?category=Nope")).body.total).toBe(0);
  });

  it("a one-letter search is a whole word, not every word starting with the letter", async () => {
    // Before: "k" became the prefix query "k"*, matching Keyboard and Keychron.
    expect((await call("/products?query=k")).body.total).toBe(0);
    expect((await call("/products?query=k%20keyb")).body.total).toBeGreaterThan(0);
  });

  it("searches text with ranking, alone and with category", async () => {
    const kb = await call("/products?query=keyboard");
    expect(pids(kb.body.products).sort()).toEqual(["p-alpha-3", "p-gamma-1"]);
    expect(kb.body.total).toBe(2);
    // "ZenBook Laptop" holds the word in its name, "MacBook Air" only in its subcategory (Laptops).
    const laptop = await call("/products?query=laptop");
    expect(pids(laptop.body.products)).toEqual(["p-alpha-1", "p-alpha-2"]);
    const prefix = await call("/products?query=seru");
    expect(pids(prefix.body.products)).toEqual(["p-beta-1"]);
    const withCat = await call("/products?query=glow&category=Beauty&subcategory=Lips");
    expect(pids(withCat.body.products)).toEqual(["p-beta-3"]);
    expect(withCat.body.total).toBe(1);
    // A sort overrides ranking.
    const sorted = await call("/products?query=glow&sort=price_asc");
    expect(pids(sorted.body.products)).toEqual(["p-beta-3", "p-beta-2", "p-beta-1"]);
  });

  it("a search's cards name the same creators as the plain list's (read in the page's own statement)", async () => {
    const cards = (products: { product_id: string; creators: unknown[]; creator_count: number }[]) =>
      new Map(products.map((p) => [p.product_id, { creators: p.creators, creator_count: p.creator_count }]));
    const plain = cards((await call("/products?limit=100")).body.products);
    for (const q of ["keyboard", "laptop", "glow"]) {
      const found = (await call(`/products?query=${q}`)).body.products as {
        product_id: string;
        creators: unknown[];
        creator_count: number;
      }[];
      expect(found.length, q).toBeGreaterThan(0);
      for (const p of found) expect(cards([p]).get(p.product_id), `${q}: ${p.product_id}`).toEqual(plain.get(p.product_id));
    }
    // Mentioned by two visible creators: both named, the product's own first.
    const shared = (await call("/products?query=keyboard")).body.products.find((p: { product_id: string }) => p.product_id === "p-alpha-3");
    expect(shared.creator_count).toBeGreaterThanOrEqual(1);
    expect(shared.creators[0].channel_id).toBe(CH.alpha);
  });

  it("finds a product by every prefix of a long word, through the rebuilt index its triggers still feed (migration 0015)", async () => {
    await insertChannel({ channel_id: "UCprefixes0000000000000001", channel_name: "Prefix Lab" });
    await insertVideo({
      video_id: "prefixVid01",
      channel_id: "UCprefixes0000000000000001",
      title: "Long words",
      published_at: "2025-03-01T00:00:00.000Z",
    });
    await insertProduct({
      product_id: "p-prefix-1",
      video_id: "prefixVid01",
      channel_id: "UCprefixes0000000000000001",
      product_name: "Superconductivity-grade Rechargeable Lantern",
      published_at: "2025-03-01T00:00:00.000Z",
      listings: [{ asin: "B0PREFIX001" }],
    });
    const word = "superconductivity"; // 17 letters: past the longest indexed prefix (16)
    for (let n = 2; n <= word.length; n++) {
      const res = await call(`/products?query=${encodeURIComponent(`lantern ${word.slice(0, n)}`)}`);
      expect(pids(res.body.products), word.slice(0, n)).toEqual(["p-prefix-1"]);
    }
    // No prefix of the longer word matches it exactly: only the forgiving search's correction (docs/decisions/0021) finds it.
    expect((await call("/products?query=lantern%20superconductivityx")).body).toMatchObject({
      total: 1,
      suggestion: "lantern superconductivity",
    });
    expect(pids((await call("/products?query=recharg")).body.products)).toContain("p-prefix-1");
    // The other tests of this file count the catalogue.
    await env.DB.batch([
      env.DB.prepare("DELETE FROM products WHERE product_id = 'p-prefix-1'"),
      env.DB.prepare("DELETE FROM videos WHERE video_id = 'prefixVid01'"),
      env.DB.prepare("DELETE FROM channels WHERE channel_id = 'UCprefixes0000000000000001'"),
    ]);
  });

  it("pages a search with its total on every page, past the last one too; an admin's search also finds hidden creators' products", async () => {
    const page = (skip: number) => call(`/products?query=glow&limit=2&skip=${skip}`);
    const [first, second, past] = [await page(0), await page(2), await page(6)];
    expect([first.body.products.length, second.body.products.length, past.body.products.length]).toEqual([2, 1, 0]);
    expect([first.body.total, second.body.total, past.body.total]).toEqual([3, 3, 3]);
    expect(new Set([...pids(first.body.products), ...pids(second.body.products)])).toEqual(new Set(["p-beta-1", "p-beta-2", "p-beta-3"]));
    const keyboard = (token?: string) => call("/products?query=keyboard", { token });
    expect(pids((await keyboard()).body.products)).not.toContain("p-hidden-1");
    expect(pids((await keyboard(admin.token)).body.products)).toContain("p-hidden-1");
  });

  it("treats FTS syntax literally", async () => {
    for (const q of ['a" OR 1=1 --', "NEAR(", "*", "col:x", "product_name:keyboard", "keyboard OR", '""', "'; DROP TABLE products; --"]) {
      const res = await call(`/products?query=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(typeof res.body.total).toBe("number");
    }
    expect((await call(`/products?query=${encodeURIComponent("*")}`)).body.total).toBe(0);
    expect((await call("/products?limit=100")).body.total).toBe(VISIBLE_LISTED.length);
  });

  it("filters by video_id", async () => {
    const res = await call("/products?video_id=alphaVid001");
    expect(pids(res.body.products).sort()).toEqual(["p-alpha-1", "p-alpha-2"]);
    expect(res.body.total).toBe(2);
    expect((await call("/products?video_id=hiddenVid01")).body.total).toBe(0);
    expect((await call("/products?video_id=hiddenVid01", { token: admin.token })).body.total).toBe(2);
  });

  it("sorts by recent, rating, price_asc and price_desc", async () => {
    const order = async (sort: string) => pids((await call(`/products?sort=${sort}&limit=100`)).body.products);
    expect(await order("recent")).toEqual([
      "p-delta-2",
      "p-delta-1",
      "p-beta-1",
      "p-alpha-2",
      "p-alpha-1",
      "p-gamma-1",
      "p-alpha-3",
      "p-beta-3",
      "p-beta-2",
    ]);
    expect(await order("rating")).toEqual([
      "p-beta-3",
      "p-alpha-2",
      "p-delta-2",
      "p-gamma-1",
      "p-alpha-3",
      "p-alpha-1",
      "p-beta-1",
      "p-delta-1",
      "p-beta-2",
    ]);
    expect(await order("price_asc")).toEqual([
      "p-beta-3",
      "p-beta-2",
      "p-beta-1",
      "p-gamma-1",
      "p-alpha-3",
      "p-delta-2",
      "p-delta-1",
      "p-alpha-1",
      "p-alpha-2",
    ]);
    expect(await order("price_desc")).toEqual([
      "p-alpha-2",
      "p-alpha-1",
      "p-delta-1",
      "p-delta-2",
      "p-gamma-1",
      "p-alpha-3",
      "p-beta-1",
      "p-beta-2",
      "p-beta-3",
    ]);
    expect422(await call("/products?sort=cheapest"), "query");
  });

  it("filters by one creator and by several (repeated channel_id) without duplicates", async () => {
    const one = await call(`/products?channel_id=${CH.beta}`);
    expect(pids(one.body.products).sort()).toEqual(["p-beta-1", "p-beta-2", "p-beta-3"]);
    expect(one.body.total).toBe(3);
    const two = await call(`/products?channel_id=${CH.alpha}&channel_id=${CH.gamma}&limit=100`);
    expect(pids(two.body.products).sort()).toEqual(["p-alpha-1", "p-alpha-2", "p-alpha-3", "p-gamma-1"]);
    expect(two.body.total).toBe(4);
    expect(new Set(two.body.products.map((p: { channel_id: string }) => p.channel_id))).toEqual(new Set([CH.alpha, CH.gamma]));
    // The same creator twice counts once.
    const dup = await call(`/products?channel_id=${CH.beta}&channel_id=${CH.beta}`);
    expect(dup.body.total).toBe(3);
    expect(pids(dup.body.products)).toHaveLength(3);
    // A hidden creator among them adds nothing for a visitor.
    const withHidden = await call(`/products?channel_id=${CH.beta}&channel_id=${CH.hidden}`);
    expect(withHidden.body.total).toBe(3);
  });

  it("pages consistently across pages with several creators (page and skip agree)", async () => {
    const q = `channel_id=${CH.alpha}&channel_id=${CH.beta}&channel_id=${CH.delta}`;
    const expectedTotal = 8;
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await call(`/products?${q}&page=${page}&limit=3`);
      expect(res.body.total).toBe(expectedTotal);
      expect(res.body.products.length).toBe(page < 3 ? 3 : 2);
      seen.push(...pids(res.body.products));
      const bySkip = await call(`/products?${q}&skip=${(page - 1) * 3}&limit=3`);
      expect(pids(bySkip.body.products)).toEqual(pids(res.body.products));
    }
    expect(new Set(seen).size).toBe(expectedTotal);
    const whole = await call(`/products?${q}&limit=100`);
    expect(seen).toEqual(pids(whole.body.products));
    expect((await call(`/products?${q}&page=4&limit=3`)).body).toEqual({ products: [], total: expectedTotal });
  });

  it("subscribed_only needs a login and lists only subscribed creators", async () => {
    const anon = await call("/products?subscribed_only=true");
    expect(anon.status).toBe(401);
    expect(typeof anon.body.detail).toBe("string");
    const none = await call("/products?subscribed_only=true", { token: user.token });
    expect(none.body).toEqual({ products: [], total: 0 });
    expect((await call("/subscriptions", { token: user.token, json: { channel_id: CH.beta } })).status).toBe(201);
    const mine = await call("/products?subscribed_only=true&page=1&limit=12", { token: user.token });
    expect(pids(mine.body.products).sort()).toEqual(["p-beta-1", "p-beta-2", "p-beta-3"]);
    expect(mine.body.total).toBe(3);
    // false means no filter.
    expect((await call("/products?subscribed_only=false", { token: user.token })).body.total).toBe(VISIBLE_LISTED.length);
    expect422(await call("/products?subscribed_only=maybe", { token: user.token }), "query");
  });

  it("caps limit at 100 and refuses bad paging", async () => {
    for (let i = 0; i < 100; i++) {
      const ch = `UCbulk${String(i).padStart(18, "0")}`;
      if (i === 0) {
        await insertChannel({ channel_id: ch, channel_name: "Bulk Channel", handle: "bulkchannel" });
        await insertVideo({ video_id: "bulkVideo01", channel_id: ch, title: "Bulk", published_at: "2024-01-01T00:00:00.000Z" });
      }
      await insertProduct({
        product_id: `p-bulk-${i}`,
        video_id: "bulkVideo01",
        channel_id: "UCbulk000000000000000000",
        product_name: `Bulk item ${i}`,
        published_at: "2024-01-01T00:00:00.000Z",
        listings: [{ asin: `B0BULK${String(i).padStart(4, "0")}` }],
      });
    }
    const res = await call("/products?limit=1000");
    expect(res.status).toBe(200);
    expect(res.body.products).toHaveLength(100);
    expect(res.body.total).toBe(VISIBLE_LISTED.length + 100);
    for (const bad of ["skip=-1", "page=0", "page=-2", "limit=0", "limit=abc", "page=1.5", "skip=1e99", "limit=99999999999"]) {
      expect422(await call(`/products?${bad}`), "query");
    }
  });
});

describe("GET /api/products/{id}", () => {
  it("answers the product with all its live listings in order", async () => {
    const res = await call("/products/p-alpha-1");
    expect(res.status).toBe(200);
    for (const f of PRODUCT_FIELDS) expect(res.body, f).toHaveProperty(f);
    expect(res.body.amazon_products.map((m: { amazon_product_id: string }) => m.amazon_product_id)).toEqual(["B0ALPHA001", "B0ALPHA001X"]);
    for (const f of MARKETPLACE_FIELDS) expect(res.body.amazon_products[1]).toHaveProperty(f);
    expect(res.body.amazon_products[1].price).toBe(1099);
    expect((await call("/products/nope")).status).toBe(404);
    expect((await call("/products/nope")).body).toEqual({ detail: "Product not found" });
  });

  it("similar-creators lists other visible creators who mention the same product", async () => {
    const res = await call("/products/p-alpha-3/similar-creators");
    expect(res.status).toBe(200);
    expect(res.body.total_creators).toBe(1);
    expect(res.body.creators).toHaveLength(1);
    const [gamma] = res.body.creators;
    expect(gamma).toMatchObject({ channel_id: CH.gamma, channel_name: "Gamma Games" });
    expect(gamma).toHaveProperty("thumbnail_url");
    expect(gamma.mentions).toEqual([expect.objectContaining({ video_id: "gammaVid001" })]);
    expect((await call("/products/p-beta-1/similar-creators")).body).toEqual({ creators: [], total_creators: 0 });
    expect((await call("/products/nope/similar-creators")).status).toBe(404);
    expect((await call("/products/p-hidden-1/similar-creators")).status).toBe(404);
  });
});

describe("similar creators of a product", () => {
  it("joins the same key and the same main listing, without the product's own creator or hidden creators", async () => {
    const chans = ["UCsimilar000000000000001", "UCsimilar000000000000002", "UCsimilar000000000000003", "UCsimilar000000000000004"];
    for (const [i, channel_id] of chans.entries()) {
      await insertChannel({ channel_id, channel_name: `Similar ${"DCBA"[i]}`, show: i !== 3 });
      await insertVideo({
        video_id: `simVideo${i}`,
        channel_id,
        title: `Similar video ${i}`,
        published_at: `2025-0${i + 1}-01T00:00:00.000Z`,
      });
    }
    await insertVideo({ video_id: "simVideo0b", channel_id: chans[0]!, title: "Similar again", published_at: "2025-06-01T00:00:00.000Z" });
    const mention = (product_id: string, i: number, name: string, asin: string, video_id = `simVideo${i}`) =>
      insertProduct({
        product_id,
        video_id,
        channel_id: chans[i]!,
        product_name: name,
        brand: "Simbrand",
        published_at: `2025-0${i + 1}-01T00:00:00.000Z`,
        listings: [{ asin }],
      });
    await mention("sim-0", 0, "Desk Lamp", "B0SIMLAMP1");
    await mention("sim-0b", 0, "Desk Lamp", "B0SIMLAMP1", "simVideo0b"); // the creator's own second mention: not "other"
    await mention("sim-1", 1, "Desk Lamp", "B0SIMLAMP1"); // same key
    await mention("sim-2", 2, "LED Lamp for desks", "B0SIMLAMP1"); // another name, the same marketplace item
    await mention("sim-3", 3, "Desk Lamp", "B0SIMLAMP1"); // a hidden creator
    const res = await call("/products/sim-0/similar-creators");
    expect(res.status).toBe(200);
    expect(res.body.total_creators).toBe(2);
    expect(
      res.body.creators.map((c: { channel_id: string; mentions: { video_id: string }[] }) => [
        c.channel_id,
        c.mentions.map((m) => m.video_id),
      ]),
    ).toEqual([
      [chans[2], ["simVideo2"]],
      [chans[1], ["simVideo1"]],
    ]);
  });
});

describe("categories and subcategories", () => {
  it("sorts both case-insensitively", async () => {
    const cats = await call("/products/categories");
    expect(cats.status).toBe(200);
    expect(cats.body.categories).toEqual(["accessories", "Beauty", "Electronics", "Furniture"]);
    const subs = await call("/products/subcategories?category=Electronics");
    const list: string[] = subs.body.categories;
    expect(list).toContain("keyboards");
    expect(list).toContain("Laptops");
    expect(list).toEqual([...list].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(list.indexOf("keyboards")).toBeLessThan(list.indexOf("Laptops"));
    expect((await call("/products/subcategories?category=Beauty")).body.categories).toEqual(["Lips", "Skincare"]);
    expect((await call("/products/subcategories?category=Nope")).body.categories).toEqual([]);
    expect422(await call("/products/subcategories"), "query");
  });
});

describe("creator and video product lists", () => {
  it("/products/channel/{id}/products pages a creator's listed products and /count counts them", async () => {
    const res = await call(`/products/channel/${CH.alpha}/products`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["products", "total"]);
    expect(pids(res.body.products)).toEqual(["p-alpha-2", "p-alpha-1", "p-alpha-3"]);
    expect(res.body.total).toBe(3);
    const p2 = await call(`/products/channel/${CH.alpha}/products?page=2&limit=2`);
    expect(pids(p2.body.products)).toEqual(["p-alpha-3"]);
    expect(p2.body.total).toBe(3);
    expect((await call(`/products/channel/${CH.alpha}/products/count`)).body).toEqual({ count: 3 });
    expect((await call("/products/channel/UCnope/products/count")).status).toBe(404);
    expect((await call("/products/channel/UCnope/products")).status).toBe(404);
    expect((await call(`/products/channel/${CH.hidden}/products/count`, { token: admin.token })).body).toEqual({ count: 2 });
    expect422(await call(`/products/channel/${CH.alpha}/products?page=0`), "query");
  });

  it("a creator's count, its list's total and subscribed-only totals follow every write to its products", async () => {
    const [one, two] = ["UCcounted0000000000000001", "UCcounted0000000000000002"];
    await insertChannel({ channel_id: one, channel_name: "Counted One" });
    await insertChannel({ channel_id: two, channel_name: "Counted Two" });
    await insertVideo({ video_id: "countedVid1", channel_id: one, title: "Counted", published_at: "2025-01-01T00:00:00.000Z" });
    const product = (id: string, listed: boolean) =>
      insertProduct({
        product_id: id,
        video_id: "countedVid1",
        channel_id: one,
        product_name: `Counted ${id}`,
        published_at: "2025-01-01T00:00:00.000Z",
        listings: listed ? [{ asin: `B0${id.toUpperCase().padEnd(8, "0")}` }] : [],
      });
    await product("c1", true);
    await product("c2", true);
    await product("c3", false);
    const counts = async () => [
      (await call(`/products/channel/${one}/products/count`)).body.count,
      (await call(`/products/channel/${two}/products/count`)).body.count,
      (await call(`/products/channel/${one}/products`)).body.total,
    ];
    expect(await counts()).toEqual([2, 0, 2]);
    // Any writer, not only the pipeline: the database keeps the counters (migration 0013).
    await env.DB.prepare("UPDATE products SET listed = 1 WHERE product_id = 'c3'").run();
    expect(await counts()).toEqual([3, 0, 3]);
    await env.DB.prepare("UPDATE products SET listed = 0 WHERE product_id = 'c1'").run();
    expect(await counts()).toEqual([2, 0, 2]);
    await env.DB.prepare(`UPDATE products SET channel_id = '${two}' WHERE product_id = 'c2'`).run();
    expect(await counts()).toEqual([1, 1, 1]);
    await env.DB.prepare("DELETE FROM products WHERE product_id IN ('c2', 'c3')").run();
    expect(await counts()).toEqual([0, 0, 0]);
    await env.DB.prepare("UPDATE products SET listed = 1 WHERE product_id = 'c1'").run();

    const follower = await createUser();
    for (const channel_id of [one, CH.beta]) {
      expect((await call("/subscriptions", { token: follower.token, json: { channel_id } })).status).toBe(201);
    }
    const mine = await call("/products?subscribed_only=true&limit=2", { token: follower.token });
    expect(mine.body.products).toHaveLength(2);
    expect(mine.body.total).toBe(4);
  });

  it("a card's creators (its own, then the first others by name) and their number follow every write to products and channels", async () => {
    const ids = {
      own: "UCcardown00000000000000001",
      bravo: "UCcardbravo000000000000001",
      charlie: "UCcardcharlie0000000000001",
      delta: "UCcarddelta000000000000001",
    };
    const names = { own: "Zed Reviews", bravo: "Bravo Tech", charlie: "charlie gadgets", delta: "Delta Labs" };
    for (const [who, channel_id] of Object.entries(ids)) {
      await insertChannel({ channel_id, channel_name: names[who as keyof typeof names] });
    }
    await insertVideo({ video_id: "cvdelta2", channel_id: ids.delta, title: "Card delta again", published_at: "2025-02-02T00:00:00.000Z" });
    const mention = async (who: keyof typeof ids, n = 1, match_key = "cardshared|gizmo") => {
      if (n === 1) {
        await insertVideo({ video_id: `cv${who}1`, channel_id: ids[who], title: `Card ${who}`, published_at: "2025-02-01T00:00:00.000Z" });
      }
      await insertProduct({
        product_id: `card-${who}-${n}`,
        video_id: `cv${who}${n}`,
        channel_id: ids[who],
        product_name: "Shared Gizmo",
        match_key,
        published_at: "2025-02-01T00:00:00.000Z",
        listings: [{ asin: `B0CARD${who.toUpperCase().slice(0, 4).padEnd(4, "0")}${n}` }],
      });
    };
    for (const who of ["own", "bravo", "charlie", "delta"] as const) await mention(who);
    const card = async () => {
      const [product] = (await call(`/products/channel/${ids.own}/products`)).body.products as {
        creators: { channel_name: string }[];
        creator_count: number;
      }[];
      return [product!.creators.map((c) => c.channel_name), product!.creator_count];
    };
    // Names compare without case: "charlie gadgets" sorts between "Bravo Tech" and "Delta Labs".
    expect(await card()).toEqual([["Zed Reviews", "Bravo Tech", "charlie gadgets"], 4]);
    // Any writer, not only the app's services: the database keeps match_key_creators (migration 0014).
    await env.DB.prepare(`UPDATE channels SET channel_name = 'Able Delta' WHERE channel_id = '${ids.delta}'`).run();
    expect(await card()).toEqual([["Zed Reviews", "Able Delta", "Bravo Tech"], 4]);
    await env.DB.prepare(`UPDATE channels SET show = 0 WHERE channel_id = '${ids.bravo}'`).run();
    expect(await card()).toEqual([["Zed Reviews", "Able Delta", "charlie gadgets"], 3]);
    // A second mention by the same creator adds no creator; the creator goes with its last mention.
    await mention("delta", 2);
    expect(await card()).toEqual([["Zed Reviews", "Able Delta", "charlie gadgets"], 3]);
    await env.DB.prepare("DELETE FROM products WHERE product_id = 'card-delta-1'").run();
    expect(await card()).toEqual([["Zed Reviews", "Able Delta", "charlie gadgets"], 3]);
    await env.DB.prepare("DELETE FROM products WHERE product_id = 'card-delta-2'").run();
    expect(await card()).toEqual([["Zed Reviews", "charlie gadgets"], 2]);
    // A mention moved to another product leaves this one's creators.
    await env.DB.prepare("UPDATE products SET match_key = 'cardother|thing' WHERE product_id = 'card-charlie-1'").run();
    expect(await card()).toEqual([["Zed Reviews"], 1]);
    await env.DB.prepare(`UPDATE channels SET show = 1 WHERE channel_id = '${ids.bravo}'`).run();
    expect(await card()).toEqual([["Zed Reviews", "Bravo Tech"], 2]);
    // The rows kept are exactly what the products and channels say.
    const kept = await env.DB.prepare(
      `SELECT match_key, channel_id, mentions, channel_show, channel_name FROM match_key_creators WHERE match_key LIKE 'card%' ORDER BY match_key, channel_id`,
    ).all();
    const derived = await env.DB.prepare(
      `SELECT p.match_key, p.channel_id, count(*) AS mentions, c.show AS channel_show, c.channel_name FROM products p
       JOIN channels c ON c.channel_id = p.channel_id WHERE p.match_key LIKE 'card%' GROUP BY p.match_key, p.channel_id ORDER BY p.match_key, p.channel_id`,
    ).all();
    expect(kept.results).toEqual(derived.results);
    expect(kept.results).toHaveLength(3);
  });

  it("/products/video/{id}/amazon lists a video's products in mention order with their listings", async () => {
    const res = await call("/products/video/alphaVid001/amazon");
    expect(res.status).toBe(200);
    expect(pids(res.body.products)).toEqual(["p-alpha-2", "p-alpha-1"]);
    expect(res.body.total).toBe(2);
    expect(res.body.products[1].amazon_products).toHaveLength(2);
    const paged = await call("/products/video/alphaVid001/amazon?page=2&limit=1");
    expect(pids(paged.body.products)).toEqual(["p-alpha-1"]);
    expect(paged.body.total).toBe(2);
    expect((await call("/products/video/nope/amazon")).status).toBe(404);
    expect422(await call("/products/video/alphaVid001/amazon?limit=-3"), "query");
  });
});

// Last: its products would change the totals the tests above expect.
describe("search relevance", () => {
  it("ranks by how many of the searched words a product's name holds, then newest first", async () => {
    await insertChannel({ channel_id: "UCrank000000000000000001", channel_name: "Rank Desk" });
    // No category: the catalogue's category lists stay as the other tests expect them.
    const products: [string, string, string | null, string][] = [
      ["rank-both-old", "Trailmark Lamp Pro", null, "2025-01-01T00:00:00.000Z"],
      ["rank-one", "Trailmark Light", "Lampcraft", "2025-02-01T00:00:00.000Z"],
      ["rank-both-new", "Compact Trailmark Lamp", null, "2025-03-01T00:00:00.000Z"],
      ["rank-none", "Headlight", "Trailmark Lampcraft", "2025-04-01T00:00:00.000Z"],
    ];
    for (const [i, [product_id, product_name, brand, published_at]] of products.entries()) {
      await insertVideo({ video_id: `rankVideo${i}`, channel_id: "UCrank000000000000000001", title: "Lamps", published_at });
      await insertProduct({
        product_id,
        video_id: `rankVideo${i}`,
        channel_id: "UCrank000000000000000001",
        product_name,
        brand,
        published_at,
        listings: [{ asin: `B0RANK000${i}` }],
      });
    }
    const expected = ["rank-both-new", "rank-both-old", "rank-one", "rank-none"];
    expect(pids((await call("/products?query=trailmark%20lamp")).body.products)).toEqual(expected);
    // The last word is still being typed: its prefix counts in the name as it matches.
    expect(pids((await call("/products?query=trailmark%20la")).body.products)).toEqual(expected);
    expect(pids((await call("/products?query=trailmark%20lamp&sort=recent")).body.products)).toEqual([
      "rank-none",
      "rank-both-new",
      "rank-one",
      "rank-both-old",
    ]);
  });
});

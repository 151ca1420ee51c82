/**
 * The lists of one entry per product (match key), GET /api/products/grouped and
 * GET /api/products/channel/{id}/products/grouped (docs/decisions/0019): one entry per key, the
 * representative mention, counts of products, stable pages over ties, filters, sorts, hidden
 * channels, the creators count, and the database keeping the groups as products and channels change.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAdmin, createUser, insertChannel, insertProduct, insertVideo, type TestUser } from "./fixtures";

const A = "UCgroupA00000000000000001";
const B = "UCgroupB00000000000000002";
const H = "UCgroupH00000000000000003";

interface Entry {
  product_id: string;
  match_key: string;
  channel_id: string;
  creator_count: number;
  creators: { channel_id: string }[];
  published_at: string;
  amazon_products: { price: number | null }[];
}

const keys = (list: Entry[]) => list.map((p) => p.match_key);
/** Eight products mentioned in one video each by A and B on the same day at one price: ties everywhere. */
const TIES = Array.from({ length: 8 }, (_, i) => `tie|thing ${i}`);
/** Every product a visible creator lists: widget, gadget, zeta thing and the ties. */
const VISIBLE_KEYS = ["acme|widget", "acme|gadget", "zeta|thing", ...TIES];

let user: TestUser;
let admin: TestUser;

const listing = (asin: string, price: number | null, rating = 4) => [{ asin, price, rating }];

beforeAll(async () => {
  await insertChannel({ channel_id: A, channel_name: "Group Alpha" });
  await insertChannel({ channel_id: B, channel_name: "Group Beta" });
  await insertChannel({ channel_id: H, channel_name: "Group Hidden", show: false });
  const videos = [
    ["gv-a1", A, "2025-01-01T00:00:00Z"],
    ["gv-a2", A, "2025-03-01T00:00:00Z"],
    ["gv-a4", A, "2025-04-01T00:00:00Z"],
    ["gv-b3", B, "2025-02-01T00:00:00Z"],
    ["gv-b5", B, "2025-04-01T00:00:00Z"],
    ["gv-h1", H, "2025-05-01T00:00:00Z"],
  ] as const;
  for (const [video_id, channel_id, published_at] of videos) await insertVideo({ video_id, channel_id, title: video_id, published_at });
  const at = Object.fromEntries(videos.map(([v, c, p]) => [v, { video_id: v, channel_id: c, published_at: p }]));
  const widget = { product_name: "Widget", brand: "Acme", match_key: "acme|widget", category: "Tools" };
  await insertProduct({ ...widget, ...at["gv-a1"]!, product_id: "g-widget-a1", listings: listing("BGW00A1", 20) });
  await insertProduct({ ...widget, ...at["gv-a2"]!, product_id: "g-widget-a2", listings: listing("BGW00A2", 25) });
  await insertProduct({ ...widget, ...at["gv-b3"]!, product_id: "g-widget-b3", listings: listing("BGW00B3", 15) });
  // A hidden creator's newer mention never stands for the product before visitors.
  await insertProduct({ ...widget, ...at["gv-h1"]!, product_id: "g-widget-h1", listings: listing("BGW00H1", 5) });
  await insertProduct({
    ...at["gv-b3"]!,
    product_id: "g-gadget-b3",
    product_name: "Gadget",
    brand: "Acme",
    match_key: "acme|gadget",
    category: "Gear",
    listings: listing("BGG00B3", 30, 5),
  });
  await insertProduct({
    ...at["gv-a1"]!,
    product_id: "g-zeta-a1",
    product_name: "Zeta Thing",
    brand: "Zeta",
    match_key: "zeta|thing",
    category: "Tools",
    listings: listing("BGZ00A1", null, 3),
  });
  await insertProduct({
    ...at["gv-h1"]!,
    product_id: "g-hidden-h1",
    product_name: "Only Hidden",
    match_key: "hidden|only",
    listings: listing("BGH00H1", 1),
  });
  // Never listed: in no list.
  await insertProduct({ ...at["gv-a2"]!, product_id: "g-unlisted-a2", product_name: "Unlisted", match_key: "unlisted|x" });
  for (const [i, key] of TIES.entries()) {
    const item = { product_name: `Tie Thing ${i}`, brand: "Tie", match_key: key, category: "Ties" };
    await insertProduct({ ...item, ...at["gv-a4"]!, product_id: `g-tie-a-${i}`, listings: listing(`BGTA0${i}`, 50) });
    await insertProduct({ ...item, ...at["gv-b5"]!, product_id: `g-tie-b-${i}`, listings: listing(`BGTB0${i}`, 50) });
  }
  user = await createUser("grouped");
  admin = await createAdmin();
});

/** Every page of a list, `limit` at a time, with the total each page answered. */
async function allPages(path: string, limit: number, token?: string) {
  const seen: Entry[] = [];
  const totals = new Set<number>();
  for (let skip = 0; skip < 100; skip += limit) {
    const res = await call(`${path}${path.includes("?") ? "&" : "?"}skip=${skip}&limit=${limit}`, { token });
    expect(res.status, res.text).toBe(200);
    totals.add(res.body.total);
    seen.push(...(res.body.products as Entry[]));
    if (res.body.products.length < limit) break;
  }
  return { seen, totals: [...totals] };
}

describe("GET /api/products/grouped", () => {
  it("lists each product once, its newest listed mention by a visible creator standing for it, and counts products", async () => {
    const res = await call("/products/grouped?limit=50");
    expect(res.status, res.text).toBe(200);
    const list = res.body.products as Entry[];
    expect(keys(list).sort()).toEqual([...VISIBLE_KEYS].sort());
    expect(res.body.total).toBe(VISIBLE_KEYS.length);
    const widget = list.find((p) => p.match_key === "acme|widget")!;
    expect(widget.product_id).toBe("g-widget-a2");
    expect(widget.amazon_products[0]?.price).toBe(25);
    // A and B recommend it; the hidden creator is not counted.
    expect(widget.creator_count).toBe(2);
    expect(widget.creators.map((c) => c.channel_id)).toEqual([A, B]);
    // Newest first by the representative's date; ties by the newest mention.
    const dates = list.map((p) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keeps the per-mention list as it was: one entry per mention", async () => {
    const res = await call("/products?limit=50");
    expect(res.status).toBe(200);
    const widgets = (res.body.products as Entry[]).filter((p) => p.match_key === "acme|widget");
    expect(widgets.map((p) => p.product_id).sort()).toEqual(["g-widget-a1", "g-widget-a2", "g-widget-b3"]);
  });

  it.each(["recent", "rating", "price_asc", "price_desc"])(
    "pages stably over ties, sort %s: every product once, none skipped",
    async (sort) => {
      const whole = await call(`/products/grouped?sort=${sort}&limit=50`);
      const paged = await allPages(`/products/grouped?sort=${sort}`, 3);
      expect(keys(paged.seen)).toEqual(keys(whole.body.products));
      expect(new Set(keys(paged.seen)).size).toBe(VISIBLE_KEYS.length);
      expect(paged.totals).toEqual([VISIBLE_KEYS.length]);
    },
  );

  it("sorts by the representative's price, products without a price last", async () => {
    const asc = (await call("/products/grouped?sort=price_asc&limit=50")).body.products as Entry[];
    const prices = asc.map((p) => p.amazon_products[0]?.price ?? null);
    expect(prices.at(-1)).toBeNull();
    const priced = prices.filter((p): p is number => p !== null);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(asc[0]?.match_key).toBe("acme|widget"); // 25, below the gadget's 30 and the ties' 50
  });

  it("filters by category on the representative", async () => {
    const res = await call("/products/grouped?category=Tools");
    expect(keys(res.body.products).sort()).toEqual(["acme|widget", "zeta|thing"]);
    expect(res.body.total).toBe(2);
  });

  it("within creators, one entry per product, represented by those creators' mentions", async () => {
    const b = await call(`/products/grouped?channel_id=${B}&limit=50`);
    expect(b.status, b.text).toBe(200);
    expect(keys(b.body.products).sort()).toEqual(["acme|gadget", "acme|widget", ...TIES].sort());
    expect(b.body.total).toBe(2 + TIES.length);
    expect((b.body.products as Entry[]).find((p) => p.match_key === "acme|widget")?.product_id).toBe("g-widget-b3");

    const both = await allPages(`/products/grouped?channel_id=${A}&channel_id=${B}`, 4);
    expect(keys(both.seen).sort()).toEqual([...VISIBLE_KEYS].sort());
    expect(both.totals).toEqual([VISIBLE_KEYS.length]);
    const whole = await call(`/products/grouped?channel_id=${A}&channel_id=${B}&limit=50`);
    expect(keys(both.seen)).toEqual(keys(whole.body.products));
  });

  it.each(["recent", "rating", "price_asc", "price_desc"])(
    "within creators, pages stably over ties, sort %s, each product's best row in that order",
    async (sort) => {
      const scope = `/products/grouped?channel_id=${A}&channel_id=${B}&sort=${sort}`;
      const whole = (await call(`${scope}&limit=50`)).body.products as Entry[];
      const paged = await allPages(scope, 3);
      expect(keys(paged.seen)).toEqual(keys(whole));
      expect(new Set(keys(paged.seen)).size).toBe(VISIBLE_KEYS.length);
      // Ties of date and price between A's and B's mentions go to the newer row (B's, inserted last).
      expect(whole.filter((p) => p.match_key.startsWith("tie|")).every((p) => p.channel_id === B)).toBe(true);
      const widget = whole.find((p) => p.match_key === "acme|widget")!;
      const expected = { recent: "g-widget-a2", rating: "g-widget-b3", price_asc: "g-widget-b3", price_desc: "g-widget-a2" }[sort];
      expect(widget.product_id).toBe(expected);
    },
  );

  it("a subscriber's list: one entry per product of the creators they follow", async () => {
    expect((await call("/subscriptions", { json: { channel_id: A }, token: user.token })).status).toBeLessThan(300);
    expect((await call("/subscriptions", { json: { channel_id: B }, token: user.token })).status).toBeLessThan(300);
    const paged = await allPages("/products/grouped?subscribed_only=true", 5, user.token);
    expect(keys(paged.seen).sort()).toEqual([...VISIBLE_KEYS].sort());
    expect((await call("/products/grouped?subscribed_only=true")).status).toBe(401);
  });

  it("a text search answers each product once", async () => {
    const res = await call("/products/grouped?query=widget");
    expect(res.status, res.text).toBe(200);
    expect(keys(res.body.products)).toEqual(["acme|widget"]);
    expect(res.body.total).toBe(1);
    const ties = await allPages("/products/grouped?query=tie", 3);
    expect(keys(ties.seen).sort()).toEqual([...TIES].sort());
    expect(ties.totals).toEqual([TIES.length]);
    const perMention = await call("/products?query=tie&limit=50");
    expect(perMention.body.total).toBe(TIES.length * 2);
  });

  it("hides what only hidden creators mention, except from admins", async () => {
    const anonymous = await call("/products/grouped?limit=50");
    expect(keys(anonymous.body.products)).not.toContain("hidden|only");
    const asAdmin = await call("/products/grouped?limit=50", { token: admin.token });
    expect(keys(asAdmin.body.products)).toContain("hidden|only");
    expect(asAdmin.body.total).toBe(VISIBLE_KEYS.length + 1);
    // Still one entry for the widget, its visible mention first.
    expect((asAdmin.body.products as Entry[]).filter((p) => p.match_key === "acme|widget").map((p) => p.product_id)).toEqual([
      "g-widget-a2",
    ]);
  });

  it("validates its sort like the per-mention list", async () => {
    const res = await call("/products/grouped?sort=cheapest");
    expect(res.status).toBe(422);
  });
});

describe("GET /api/products/channel/{id}/products/grouped", () => {
  it("lists a creator's products once each, newest mention first, and counts them", async () => {
    const res = await call(`/products/channel/${A}/products/grouped?limit=50`);
    expect(res.status, res.text).toBe(200);
    expect(keys(res.body.products).sort()).toEqual(["acme|widget", "zeta|thing", ...TIES].sort());
    expect(res.body.total).toBe(2 + TIES.length);
    expect((res.body.products as Entry[]).find((p) => p.match_key === "acme|widget")?.product_id).toBe("g-widget-a2");
    const first = await call(`/products/channel/${A}/products/grouped?page=1&limit=4`);
    const second = await call(`/products/channel/${A}/products/grouped?page=2&limit=4`);
    const third = await call(`/products/channel/${A}/products/grouped?page=3&limit=4`);
    expect([...keys(first.body.products), ...keys(second.body.products), ...keys(third.body.products)]).toEqual(keys(res.body.products));
  });

  it("is a 404 for a hidden channel, except for admins", async () => {
    expect((await call(`/products/channel/${H}/products/grouped`)).status).toBe(404);
    const asAdmin = await call(`/products/channel/${H}/products/grouped`, { token: admin.token });
    expect(keys(asAdmin.body.products).sort()).toEqual(["acme|widget", "hidden|only"]);
  });
});

describe("the groups follow the data", () => {
  it("a channel hidden drops its products' mentions; the product stays while another creator lists it", async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE channels SET show = 0 WHERE channel_id = ?").bind(B),
      env.DB.prepare("UPDATE products SET channel_show = 0 WHERE channel_id = ?").bind(B),
    ]);
    try {
      const list = (await call("/products/grouped?limit=50")).body.products as Entry[];
      expect(keys(list)).not.toContain("acme|gadget");
      const widget = list.find((p) => p.match_key === "acme|widget")!;
      expect(widget.creator_count).toBe(1);
      expect(widget.product_id).toBe("g-widget-a2");
    } finally {
      await env.DB.batch([
        env.DB.prepare("UPDATE channels SET show = 1 WHERE channel_id = ?").bind(B),
        env.DB.prepare("UPDATE products SET channel_show = 1 WHERE channel_id = ?").bind(B),
      ]);
    }
    expect(keys((await call("/products/grouped?limit=50")).body.products)).toContain("acme|gadget");
  });

  it("a representative removed or unlisted hands the product to the next newest mention", async () => {
    await env.DB.prepare("UPDATE products SET listed = 0 WHERE product_id = 'g-widget-a2'").run();
    let widget = ((await call("/products/grouped?limit=50")).body.products as Entry[]).find((p) => p.match_key === "acme|widget");
    expect(widget?.product_id).toBe("g-widget-b3");
    await env.DB.prepare("DELETE FROM products WHERE product_id = 'g-widget-b3'").run();
    widget = ((await call("/products/grouped?limit=50")).body.products as Entry[]).find((p) => p.match_key === "acme|widget");
    expect(widget?.product_id).toBe("g-widget-a1");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM product_groups WHERE match_key = 'acme|widget'").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("after every change above, the kept groups are what the mentions give when computed afresh", async () => {
    const kept = await env.DB.prepare("SELECT match_key, seq, show FROM product_groups ORDER BY match_key").all();
    const fresh = await env.DB.prepare(
      `SELECT match_key, seq, channel_show AS show FROM (
         SELECT p.match_key, p.seq, p.channel_show,
                row_number() OVER (PARTITION BY p.match_key ORDER BY p.channel_show DESC, p.published_at DESC, p.seq DESC) AS n
         FROM products p WHERE p.listed = 1) WHERE n = 1 ORDER BY match_key`,
    ).all();
    expect(kept.results.length).toBeGreaterThan(VISIBLE_KEYS.length);
    expect(kept.results).toEqual(fresh.results);
  });
});

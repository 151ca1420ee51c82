/**
 * `/go/{listing_id}` (issue 24, item 5): the redirect to the stored URL, its refusals, and what it
 * sends to the clicks queue. The queue is a recording stand-in, so the consumer never runs here:
 * any row the request wrote would be its own.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { buyHref, listingIdOf, parseListingId } from "../../worker/lib/buy-links";
import { clickMessageSchema, viewMessageSchema, type ClickMessage } from "../../worker/services/clicks";
import { BASE, call, CH, createUser, freshIp, seedCatalogue } from "../api/fixtures";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const LISTING = listingIdOf("p-alpha-1", "B0ALPHA001");
const STORED = "https://www.amazon.example/dp/B0ALPHA001";

beforeAll(async () => {
  await seedCatalogue();
});

/** Every SQL text prepared while the spies are on, on the database and on its sessions. */
function recordSql(): string[] {
  const sql: string[] = [];
  for (const proto of [Object.getPrototypeOf(env.DB), Object.getPrototypeOf(env.DB.withSession("first-primary"))] as Record<
    string,
    (...args: unknown[]) => unknown
  >[]) {
    const original = proto.prepare!;
    vi.spyOn(proto, "prepare").mockImplementation(function (this: unknown, query: unknown) {
      sql.push(String(query));
      return original.call(this, query);
    });
  }
  return sql;
}

afterEach(() => {
  vi.restoreAllMocks();
});

interface GoOptions {
  headers?: Record<string, string>;
  method?: string;
  cf?: Record<string, unknown>;
  failSend?: boolean;
  /** Another origin than the main site's (a creator's domain). */
  host?: string;
}

/** Calls the Worker with a queue that records what it is sent, and waits for what runs after the answer. */
async function go(path: string, options: GoOptions = {}) {
  const sent: ClickMessage[] = [];
  const queue = {
    async send(body: ClickMessage) {
      if (options.failSend) throw new Error("queue unavailable");
      sent.push(body);
    },
  } as unknown as Queue;
  const headers = new Headers({ "user-agent": CHROME, "cf-connecting-ip": freshIp(), ...options.headers });
  const request = new Request(`${options.host ?? BASE}${path}`, {
    method: options.method ?? "GET",
    headers,
    redirect: "manual",
    cf: options.cf,
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, CLICKS: queue }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, sent, body: await res.text() };
}

const clickRows = async () =>
  (await env.DB.prepare("SELECT (SELECT count(*) FROM click_days) + (SELECT count(*) FROM click_messages_seen) AS n").first<{
    n: number;
  }>())!.n;

describe("the redirect", () => {
  it("answers 302 to the listing's stored URL, kept by no cache, with the site's referrer policy", async () => {
    const { res, sent } = await go(`/go/${LISTING}?src=product&video=alphaVid001`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(STORED);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(sent).toHaveLength(1);
  });

  it("sends each listing of a product to its own item", async () => {
    const { res } = await go(`/go/${listingIdOf("p-alpha-1", "B0ALPHA001X")}`);
    expect(res.headers.get("location")).toBe("https://www.amazon.example/dp/B0ALPHA001X");
  });

  it("the link the pages draw is the one the Worker answers", async () => {
    const href = buyHref("p-alpha-1", "B0ALPHA001", { src: "product", video: "alphaVid001" });
    expect(href).toBe(`/go/p-alpha-1~B0ALPHA001?src=product&video=alphaVid001`);
    const { res } = await go(href);
    expect(res.headers.get("location")).toBe(STORED);
  });

  it("answers 404 for unknown and malformed ids, sending nothing", async () => {
    for (const path of [
      `/go/${listingIdOf("p-alpha-1", "B0NOTHERE1")}`,
      // A real item and a real product that are not each other's listing.
      `/go/${listingIdOf("p-alpha-2", "B0ALPHA001")}`,
      "/go/p-alpha-1",
      "/go/B0ALPHA001",
      "/go/p-alpha-1~B0ALPHA001~x",
      "/go/%27%20OR%201=1--~B0ALPHA001",
      `/go/${"a".repeat(80)}~B0ALPHA001`,
      "/go/",
      `/go/${LISTING}/more`,
    ]) {
      const { res, sent, body } = await go(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("location"), path).toBeNull();
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(body, path).toContain("Listing not found");
      expect(sent, path).toEqual([]);
    }
  });

  it("never takes its target from the request", async () => {
    for (const query of [
      "?url=https://evil.example/",
      "?target=https://evil.example/&redirect=https://evil.example/&next=//evil.example",
      "?src=https://evil.example/&video=https://evil.example/&sf=//evil.example",
    ]) {
      const { res } = await go(`/go/${LISTING}${query}`, { headers: { referer: "https://evil.example/" } });
      expect(res.headers.get("location"), query).toBe(STORED);
    }
    // An unknown listing with a target is still a 404, not a redirect.
    const { res } = await go(`/go/${listingIdOf("p-alpha-1", "B0NOTHERE1")}?url=https://evil.example/`);
    expect(res.status).toBe(404);
  });

  it("writes nothing to D1 on the way, signed in or not", async () => {
    const user = await createUser("clicker");
    const before = await clickRows();
    const sql = recordSql();
    await go(`/go/${LISTING}?src=product`);
    await go(`/go/${LISTING}?src=home`, { headers: { authorization: `Bearer ${user.token}` } });
    vi.restoreAllMocks();
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.filter((s) => /^\s*(INSERT|UPDATE|DELETE|REPLACE|CREATE|DROP|ALTER)\b/i.test(s))).toEqual([]);
    expect(sql.some((s) => /product_listings/.test(s))).toBe(true);
    expect(await clickRows()).toBe(before);
  });
});

describe("the click it queues", () => {
  it("carries the listing, its product, the page kind, video, storefront, country and day; nothing about the visitor", async () => {
    const user = await createUser("privacy");
    const { sent } = await go(`/go/${LISTING}?src=storefront&video=alphaVid001&sf=alpha-shop`, {
      headers: { authorization: `Bearer ${user.token}`, cookie: "something=1" },
      cf: { country: "DE" },
    });
    expect(sent).toHaveLength(1);
    const click = sent[0]!;
    expect(clickMessageSchema.parse(click)).toEqual(click);
    expect(click).toEqual({
      message_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      day: new Date().toISOString().slice(0, 10),
      listing_id: LISTING,
      product_id: "p-alpha-1",
      amazon_product_id: "B0ALPHA001",
      video: "alphaVid001",
      storefront: "alpha-shop",
      source: "storefront",
      country: "DE",
    });
    const text = JSON.stringify(click);
    for (const secret of [user.user_id, user.email, user.token, "10."]) expect(text).not.toContain(secret);
  });

  it("counts an unknown page kind as other and drops attribution that is not an id, still redirecting", async () => {
    const { res, sent } = await go(`/go/${LISTING}?src=newsletter&video=${"x".repeat(100)}&sf=a%20b`);
    expect(res.status).toBe(302);
    expect(sent[0]).toMatchObject({ source: "other", video: null, storefront: null, country: null });
    const bare = await go(`/go/${LISTING}`);
    expect(bare.sent[0]).toMatchObject({ source: "other", video: null, storefront: null });
  });

  it("a click whose sign-in no longer holds is answered again, and still counted once", async () => {
    const user = await createUser("revoked");
    expect((await call("/users/logout", { method: "POST", token: user.token })).status).toBeLessThan(300);
    const { res, sent } = await go(`/go/${LISTING}?src=product`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(STORED);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((c) => c.message_id)).size).toBe(1);
  });

  it("gives each click its own message id", async () => {
    const a = await go(`/go/${LISTING}`);
    const b = await go(`/go/${LISTING}`);
    expect(a.sent[0]!.message_id).not.toBe(b.sent[0]!.message_id);
  });

  it("redirects bots, link checkers and prefetches without counting them", async () => {
    const cases: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" },
      { "user-agent": "curl/8.5.0" },
      { "user-agent": "" },
      { "sec-purpose": "prefetch" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
      { "x-moz": "prefetch" },
    ];
    for (const headers of cases) {
      const { res, sent } = await go(`/go/${LISTING}?src=product`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(302);
      expect(res.headers.get("location")).toBe(STORED);
      expect(sent, JSON.stringify(headers)).toEqual([]);
    }
    const head = await go(`/go/${LISTING}`, { method: "HEAD" });
    expect(head.res.status).toBe(302);
    expect(head.sent).toEqual([]);
  });

  it("still redirects when the queue refuses the click", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { res, sent } = await go(`/go/${LISTING}`, { failSend: true });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(STORED);
    expect(sent).toEqual([]);
    expect(error).toHaveBeenCalledWith("clicks: a click could not be queued", expect.any(Error));
  });
});

/** A storefront of `channelId` (its application too), with the creator's partner tag. */
async function storefront(id: string, channelId: string, partnerTag: string | null) {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES (?1, ?1, 'c@example.com', 'Tech', 'approved')",
    ).bind(`app-${id}`),
    env.DB.prepare(
      "INSERT INTO storefronts (storefront_id, application_id, channel_id, handle, partner_tag) VALUES (?1, ?2, ?3, ?1, ?4)",
    ).bind(id, `app-${id}`, channelId, partnerTag),
  ]);
}

describe("the creator's partner tag (issue 24, item 4)", () => {
  beforeAll(async () => {
    await storefront("sf-alpha-tag", CH.alpha, "alphacreator-20");
    await storefront("sf-beta-untagged", CH.beta, null);
    await storefront("sf-hidden-tag", CH.hidden, "hiddencreator-20");
    // An admin curated another channel's product into Alpha's storefront (the service allows only the
    // creator's own; the redirect honours whatever storefront_products holds).
    await env.DB.prepare(
      "INSERT INTO storefront_products (storefront_id, product_id, position) VALUES ('sf-alpha-tag', 'p-delta-1', 0)",
    ).run();
  });
  const location = async (path: string) => (await go(path)).res.headers.get("location");

  it("sends a Buy link on the creator's storefront to the stored URL with the creator's tag", async () => {
    const href = buyHref("p-alpha-1", "B0ALPHA001", { src: "storefront", video: "alphaVid001", sf: "sf-alpha-tag" });
    expect(href).toBe("/go/p-alpha-1~B0ALPHA001?src=storefront&video=alphaVid001&sf=sf-alpha-tag");
    const { res, sent } = await go(href);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${STORED}?tag=alphacreator-20`);
    expect(sent[0]).toMatchObject({ storefront: "sf-alpha-tag", source: "storefront" });
    // A product an admin curated there earns the creator's tag too.
    expect(await location(`/go/${listingIdOf("p-delta-1", "B0DELTA001")}?src=storefront&sf=sf-alpha-tag`)).toBe(
      "https://www.amazon.example/dp/B0DELTA001?tag=alphacreator-20",
    );
  });

  it("replaces the site's tag in the stored URL and keeps its other parameters", async () => {
    await env.DB.prepare("UPDATE marketplace_items SET product_url = ? WHERE amazon_product_id = 'B0ALPHA001X'")
      .bind("https://www.amazon.example/dp/B0ALPHA001X?tag=site-20&th=1")
      .run();
    const listing = listingIdOf("p-alpha-1", "B0ALPHA001X");
    expect(await location(`/go/${listing}?src=storefront&sf=sf-alpha-tag`)).toBe(
      "https://www.amazon.example/dp/B0ALPHA001X?tag=alphacreator-20&th=1",
    );
    // Anywhere else: the stored URL as it is, the site's tag.
    expect(await location(`/go/${listing}?src=product`)).toBe("https://www.amazon.example/dp/B0ALPHA001X?tag=site-20&th=1");
  });

  it("keeps the site's tag for another channel's product, an unknown, untagged or hidden storefront, or a handle", async () => {
    const beta = listingIdOf("p-beta-1", "B0BETA0001");
    expect(await location(`/go/${beta}?src=storefront&sf=sf-alpha-tag`)).toBe("https://www.amazon.example/dp/B0BETA0001");
    expect(await location(`/go/${beta}?src=storefront&sf=sf-beta-untagged`)).toBe("https://www.amazon.example/dp/B0BETA0001");
    expect(await location(`/go/${LISTING}?src=storefront&sf=sf-nobody`)).toBe(STORED);
    expect(await location(`/go/${LISTING}?src=storefront&sf=sf-alpha-tag%27--`)).toBe(STORED);
    expect(await location(`/go/${listingIdOf("p-hidden-2", "B0HIDDEN02")}?src=storefront&sf=sf-hidden-tag`)).toBe(
      "https://www.amazon.example/dp/B0HIDDEN02",
    );
    expect(await location(`/go/${LISTING}?src=storefront&sf=sf-alpha-tag&tag=evil-20`)).toBe(`${STORED}?tag=alphacreator-20`);
  });

  it("a storefront whose channel an admin hid pays the site", async () => {
    await env.DB.prepare("UPDATE channels SET show = 0 WHERE channel_id = ?").bind(CH.alpha).run();
    try {
      expect(await location(`/go/${LISTING}?src=storefront&sf=sf-alpha-tag`)).toBe(STORED);
    } finally {
      await env.DB.prepare("UPDATE channels SET show = 1 WHERE channel_id = ?").bind(CH.alpha).run();
    }
  });

  it("is still one read and no write", async () => {
    const sql = recordSql();
    await go(`/go/${LISTING}?src=storefront&sf=sf-alpha-tag`);
    vi.restoreAllMocks();
    expect(sql.filter((s) => /storefronts|product_listings/.test(s))).toHaveLength(1);
    expect(sql.filter((s) => /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i.test(s))).toEqual([]);
  });

  it("is answered on the creator's verified domain too, in one hop", async () => {
    await env.DB.prepare(
      "UPDATE storefronts SET custom_domain = 'shop.alpha-go.example', domain_verified_at = '2026-11-01' WHERE storefront_id = 'sf-alpha-tag'",
    ).run();
    const { res } = await go(`/go/${LISTING}?src=storefront&sf=sf-alpha-tag`, { host: "http://shop.alpha-go.example" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`${STORED}?tag=alphacreator-20`);
  });
});

describe("storefront views (/go/view)", () => {
  it("answers a 1×1 image no cache keeps, and queues the view: storefront, day, country, nothing about the visitor", async () => {
    const user = await createUser("viewer");
    const { res, sent } = await go("/go/view/sf-alpha-tag", {
      headers: { authorization: `Bearer ${user.token}`, cookie: "something=1" },
      cf: { country: "FR" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(sent).toHaveLength(1);
    const view = viewMessageSchema.parse(sent[0]);
    expect(view).toEqual({
      kind: "view",
      message_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      day: new Date().toISOString().slice(0, 10),
      storefront_id: "sf-alpha-tag",
      country: "FR",
    });
    const text = JSON.stringify(view);
    for (const secret of [user.user_id, user.email, user.token]) expect(text).not.toContain(secret);
  });

  it("does not count bots, prefetches, HEAD requests or ids that cannot be a storefront's; answers the image anyway", async () => {
    const cases: Record<string, string>[] = [
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { "user-agent": "" },
      { "sec-purpose": "prefetch;prerender" },
      { purpose: "prefetch" },
    ];
    for (const headers of cases) {
      const { res, sent } = await go("/go/view/sf-alpha-tag", { headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(sent, JSON.stringify(headers)).toEqual([]);
    }
    expect((await go("/go/view/sf-alpha-tag", { method: "HEAD" })).sent).toEqual([]);
    const bad = await go(`/go/view/${"x".repeat(80)}`);
    expect(bad.res.status).toBe(200);
    expect(bad.sent).toEqual([]);
  });
});

describe("crawlers", () => {
  it("are asked to keep out of Buy links", async () => {
    const res = await worker.fetch(
      new Request(`${BASE}/robots.txt`, { headers: { "cf-connecting-ip": freshIp() } }),
      env,
      createExecutionContext(),
    );
    expect((await res.text()).split("\n")).toContain("Disallow: /go/");
  });
});

describe("listing ids", () => {
  it("round-trip, and nothing else parses", () => {
    expect(parseListingId(listingIdOf("p_0123456789abcdef01234567", "B08N5WRWNW"))).toEqual({
      product_id: "p_0123456789abcdef01234567",
      amazon_product_id: "B08N5WRWNW",
    });
    for (const bad of ["", "~", "p~", "~B0", "p~B0~C", "p/x~B0", "p~B0/x", "p~B0 "]) expect(parseListingId(bad), bad).toBeNull();
  });

  it("the channel of a click comes from the listing, not the link", () => {
    // Nothing in buyHref names a channel: the consumer resolves it from the product.
    expect(buyHref("p-alpha-1", "B0ALPHA001", { src: "channel", sf: "alpha-shop" })).not.toContain(CH.alpha);
  });
});

/**
 * Issue 11: the edge cache's contract for the API (public answers cacheable with the tags of what
 * they show; every personal answer private) and every purge (which tags, for which write),
 * through the injected purge driver: wrangler and miniflare do not emulate Workers Cache.
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { channelContentTags } from "../../worker/cache/invalidation";
import { purgeDriver, purgeTags } from "../../worker/cache/purge";
import { cacheTagHeader, collectTags, LIST_TAGS } from "../../worker/cache/tags";
import { handleQueueBatch } from "../../worker/pipeline/queue";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { call, CH, createAdmin, createUser, insertChannel, insertVideo, seedCatalogue, type TestUser } from "../api/fixtures";
import { runTask, testDeps } from "../pipeline/helpers";

const PUBLIC = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
const ALL_LISTS = Object.values(LIST_TAGS);

let admin: TestUser;
let user: TestUser;
/** Every purge the app asked for during a test. */
let purged: string[][];

beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  user = await createUser("cache");
});

function recordPurges() {
  purged = [];
  vi.spyOn(purgeDriver, "send").mockImplementation(async (tags) => {
    purged.push(tags);
  });
}
afterEach(() => vi.restoreAllMocks());

const tagsOf = (headers: Headers) => new Set((headers.get("Cache-Tag") ?? "").split(",").filter(Boolean));

describe("public API answers", () => {
  it("are cacheable at the edge, vary only on credentials, and name every product, video and channel they show", async () => {
    const res = await call<{ products: { product_id: string; video_id: string; channel_id: string }[] }>("/products?limit=5");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(PUBLIC);
    expect(res.headers.get("Vary")).toBe("Authorization, Cookie");
    // Cloudflare's Workers Cache turns stale-while-revalidate off beside s-maxage: the edge reads its own header.
    expect(res.headers.get("CDN-Cache-Control")).toBe("public, max-age=300, stale-while-revalidate=3600");
    const tags = tagsOf(res.headers);
    expect(tags.has(LIST_TAGS.products)).toBe(true);
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) {
      expect(tags).toContain(`product:${p.product_id}`);
      expect(tags).toContain(`video:${p.video_id}`);
      expect(tags).toContain(`channel:${p.channel_id}`);
    }
    const channel = await call(`/channels/${CH.alpha}`);
    expect(channel.headers.get("Cache-Control")).toBe(PUBLIC);
    expect([...tagsOf(channel.headers)]).toEqual([`channel:${CH.alpha}`]);
  });

  it("are private for a signed-in visitor, for any credential at all, for writes and for errors", async () => {
    const signedIn = await call("/products?limit=5", { token: user.token });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-store");
    expect(signedIn.headers.has("Cache-Tag")).toBe(false);
    // A stale or forged cookie proves no one, yet the request is still kept out of the shared cache.
    const cookie = await call("/products?limit=5", { headers: { Cookie: "session=not-a-token" } });
    expect(cookie.status).toBe(200);
    expect(cookie.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await call("/channels/UCnope000000000000000000")).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await call("/users/me", { token: user.token })).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await call("/notifications", { token: user.token })).headers.get("Cache-Control")).toBe("private, no-store");
    const write = await call("/pending_channels", { json: { channel_name: "Someone New" }, token: user.token });
    expect(write.status, write.text).toBe(201);
    expect(write.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await call("/health")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("purges", () => {
  it("hiding a channel purges it and every list at once, and every answer that showed its products carries its tag", async () => {
    const list = await call<{ products: { channel_id: string }[] }>(`/products?limit=100`);
    expect(list.body.products.some((p) => p.channel_id === CH.beta)).toBe(true);
    expect(tagsOf(list.headers)).toContain(`channel:${CH.beta}`);
    recordPurges();
    const hidden = await call(`/channels/${CH.beta}/toggle_show`, { method: "PATCH", token: admin.token });
    expect(hidden.status, hidden.text).toBe(200);
    expect(purged).toEqual([[`channel:${CH.beta}`, ...ALL_LISTS]]);
    recordPurges();
    await call(`/channels/${CH.beta}/toggle_show`, { method: "PATCH", token: admin.token });
    expect(purged).toEqual([[`channel:${CH.beta}`, ...ALL_LISTS]]);
  });

  it("a storefront change purges that storefront's page", async () => {
    const applied = await call("/prospective_creators", {
      json: { channel_handle: "@gammagames", email: "owner@gamma.example", category: "Other" },
    });
    expect(applied.status, applied.text).toBe(201);
    const approved = await call(`/admin/creator_applications/${applied.body.application_id}/approve`, {
      method: "POST",
      token: admin.token,
    });
    expect(approved.status, approved.text).toBe(200);
    const storefrontId = approved.body.storefront.storefront_id as string;
    const page = await call(`/storefronts/${approved.body.storefront.handle}`);
    expect(tagsOf(page.headers)).toContain(`storefront:${storefrontId}`);
    recordPurges();
    const added = await call(`/admin/storefronts/${storefrontId}/products`, { json: { product_ids: ["p-gamma-1"] }, token: admin.token });
    expect(added.status, added.text).toBe(200);
    expect(purged).toEqual([[`storefront:${storefrontId}`]]);
  });

  it("a pipeline task purges its channel and lists, and listing products purges every mention of them", async () => {
    const handle = getCorpus().channels[1]!.handle;
    const deps = { ...testDeps(), purge: (tags: string[]) => purgeTags(env.TASKS, tags) };
    await runTask("search_youtube", { channel: handle, max_results: 500 }, deps);
    const channelId = (await env.DB.prepare("SELECT channel_id FROM channels WHERE handle = ?")
      .bind(handle)
      .first<{ channel_id: string }>())!.channel_id;
    await runTask("get_transcripts", { channel: handle }, deps);
    await runTask("process_transcripts", { channel: handle }, deps);
    recordPurges();
    await runTask("search_amazon_products", { channel: handle }, deps);
    const listed = await env.DB.prepare("SELECT product_id FROM products WHERE channel_id = ? AND listed = 1")
      .bind(channelId)
      .all<{ product_id: string }>();
    expect(listed.results.length).toBeGreaterThan(0);
    const all = purged.flat();
    for (const p of listed.results) expect(all).toContain(`product:${p.product_id}`);
    expect(purged.at(-1)).toEqual(channelContentTags(channelId));
    expect(all).toEqual(expect.arrayContaining(ALL_LISTS));
  });

  it("a failed purge is queued and retried, then given up on through the dead-letter queue", async () => {
    const send = vi.fn(async (_body: unknown) => {});
    vi.spyOn(purgeDriver, "send").mockRejectedValue(new Error("purge API down"));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await purgeTags({ send } as unknown as Queue<unknown>, ["channel:x", "channel:x", "list:products"]);
    expect(send).toHaveBeenCalledWith({ purge_tags: ["channel:x", "list:products"] });

    const message = (body: unknown) => ({ id: "m1", body, attempts: 1, timestamp: new Date(), ack: vi.fn(), retry: vi.fn() });
    const failing = message({ purge_tags: ["channel:x"] });
    await handleQueueBatch({ queue: "pipeline-tasks", messages: [failing] } as unknown as MessageBatch<unknown>, env);
    expect(failing.retry).toHaveBeenCalledTimes(1);
    expect(failing.ack).not.toHaveBeenCalled();

    recordPurges();
    const retried = message({ purge_tags: ["channel:x"] });
    await handleQueueBatch({ queue: "pipeline-tasks", messages: [retried] } as unknown as MessageBatch<unknown>, env);
    expect(purged).toEqual([["channel:x"]]);
    expect(retried.ack).toHaveBeenCalledTimes(1);

    const dead = message({ purge_tags: ["channel:x"] });
    await handleQueueBatch({ queue: "pipeline-tasks-dlq", messages: [dead] } as unknown as MessageBatch<unknown>, env);
    expect(dead.ack).toHaveBeenCalledTimes(1);
  });
});

describe("feeds, sitemaps and drawings (issue 22, finding 3)", () => {
  /** A raw GET through the Worker: these answers are not JSON. */
  const get = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`));

  // The drawings answer only ids shaped like the platform's (24-character channel, 11-character video).
  const DRAWN = `UC${"drawn".padEnd(22, "0")}`;
  const DRAWN_VIDEO = "drawnVid001";

  it("carry the tags of what they show, and hiding a channel purges a tag of each of them", async () => {
    await insertChannel({ channel_id: DRAWN, channel_name: "Drawn Channel" });
    await insertVideo({ video_id: DRAWN_VIDEO, channel_id: DRAWN, title: "A drawn video", published_at: "2025-03-01T00:00:00.000Z" });
    const answers: Record<string, Response> = {
      feed: await get(`/channels/${DRAWN}/feed.xml`),
      "sitemap index": await get("/sitemap.xml"),
      "channel drawing": await get(`/media/channels/${DRAWN}.svg`),
      "video drawing": await get(`/media/videos/${DRAWN_VIDEO}.svg`),
    };
    for (const kind of ["channels", "videos", "products"]) answers[`sitemap of ${kind}`] = await get(`/sitemaps/${kind}-1.xml`);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.status, name).toBe(200);
      await res.body?.cancel();
    }
    expect(tagsOf(answers.feed!.headers)).toContain(`channel:${DRAWN}`);
    expect(tagsOf(answers["channel drawing"]!.headers)).toContain(`channel:${DRAWN}`);
    // A video's drawing shows its channel's name: hiding the channel must reach it too.
    expect([...tagsOf(answers["video drawing"]!.headers)]).toEqual(expect.arrayContaining([`channel:${DRAWN}`, `video:${DRAWN_VIDEO}`]));

    recordPurges();
    const hidden = await call(`/channels/${DRAWN}/toggle_show`, { method: "PATCH", token: admin.token });
    expect(hidden.status, hidden.text).toBe(200);
    const purgedTags = new Set(purged.flat());
    for (const [name, res] of Object.entries(answers)) {
      const tags = [...tagsOf(res.headers)];
      expect(tags.length, `${name} carries tags`).toBeGreaterThan(0);
      expect(
        tags.some((t) => purgedTags.has(t)),
        `${name} (${tags.join(",")}) is purged`,
      ).toBe(true);
    }
    await call(`/channels/${DRAWN}/toggle_show`, { method: "PATCH", token: admin.token });
  });

  it("a browser keeps a channel's or a video's drawing briefly; the edge keeps it until a purge", async () => {
    for (const path of [`/media/channels/${DRAWN}.svg`, `/media/videos/${DRAWN_VIDEO}.svg`]) {
      const res = await get(path);
      await res.body?.cancel();
      const browser = Number(/max-age=(\d+)/.exec(res.headers.get("Cache-Control") ?? "")?.[1]);
      expect(browser, path).toBeLessThanOrEqual(300);
      expect(res.headers.get("CDN-Cache-Control"), path).toMatch(/^public, max-age=86400/);
    }
  });
});

describe("tags", () => {
  it("are found anywhere in an answer, and an answer naming too many entities is not cached", () => {
    const tags = collectTags(
      { products: [{ product_id: "p1", channel: { channel_id: "c1" }, amazon_products: [{ video_id: "v1" }] }] },
      new Set(),
    );
    expect([...tags].sort()).toEqual(["channel:c1", "product:p1", "video:v1"]);
    const many = new Set(Array.from({ length: 2_000 }, (_, i) => `product:p_${i.toString().padStart(24, "0")}`));
    expect(cacheTagHeader(many).overflow).toBe(true);
    expect(cacheTagHeader(new Set(["product:a", LIST_TAGS.products])).header).toBe("list:products,product:a");
  });
});

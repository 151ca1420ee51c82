/**
 * The clicks queue's consumer (issue 24, item 5): batches of clicks become daily totals, and
 * at-least-once delivery (a batch delivered again, a failure mid-batch, a lost ack) never counts a
 * click twice.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { createDb, type D1Handle } from "../../worker/db/client";
import { listingIdOf } from "../../worker/lib/buy-links";
import {
  CLICKS_QUEUE,
  followBuyLink,
  handleClickBatch,
  pruneSeenClickMessages,
  storefrontView,
  type ClickMessage,
  type ViewMessage,
} from "../../worker/services/clicks";
import type { TaskMessage } from "../../worker/services/tasks";
import { CH, seedCatalogue } from "../api/fixtures";

const DAY = "2026-11-20";

beforeAll(async () => {
  await seedCatalogue();
  await env.DB.prepare(
    "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES ('app-sf', 'alpha-shop', 'c@example.com', 'Tech', 'approved')",
  ).run();
  await env.DB.prepare(
    "INSERT INTO storefronts (storefront_id, application_id, channel_id, handle) VALUES ('sf-alpha', 'app-sf', ?, 'Alpha-Shop')",
  )
    .bind(CH.alpha)
    .run();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function click(overrides: Partial<ClickMessage> = {}): ClickMessage {
  const product_id = overrides.product_id ?? "p-alpha-1";
  const amazon_product_id = overrides.amazon_product_id ?? "B0ALPHA001";
  return {
    message_id: crypto.randomUUID(),
    day: DAY,
    listing_id: listingIdOf(product_id, amazon_product_id),
    product_id,
    amazon_product_id,
    video: null,
    storefront: null,
    source: "product",
    country: "US",
    ...overrides,
  };
}

let seq = 0;
/** Delivers the bodies to the Worker's queue handler under the clicks queue's name. */
async function deliver(bodies: unknown[], attempts = 1, queue = CLICKS_QUEUE) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `click-msg-${++seq}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch as MessageBatch<TaskMessage>, env);
  const result = await getQueueResult(batch, ctx);
  return { ids: batch.messages.map((m) => m.id), result };
}

interface Row {
  day: string;
  product_id: string;
  amazon_product_id: string;
  channel_id: string;
  video_id: string;
  storefront_id: string;
  source: string;
  country: string;
  clicks: number;
}

async function rows(day = DAY): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    `SELECT day, product_id, amazon_product_id, channel_id, video_id, storefront_id, source, country, clicks FROM click_days
     WHERE day = ? ORDER BY product_id, amazon_product_id, video_id, storefront_id, source, country`,
  )
    .bind(day)
    .all<Row>();
  return results;
}

const total = async (day: string) =>
  (await env.DB.prepare("SELECT coalesce(sum(clicks), 0) AS n FROM click_days WHERE day = ?").bind(day).first<{ n: number }>())!.n;

describe("counting a batch", () => {
  it("adds clicks into one row per day, listing, video, storefront, page kind and country, with the product's channel", async () => {
    const day = "2026-11-01";
    const bodies = [
      click({ day }),
      click({ day }),
      click({ day }),
      click({ day, country: "DE" }),
      click({ day, country: null }),
      click({ day, source: "storefront", storefront: "alpha-shop", video: "alphaVid001" }),
      click({ day, source: "storefront", storefront: "sf-alpha" }),
      // A video and a storefront that do not exist are counted as none.
      click({ day, source: "video", video: "noSuchVideo", storefront: "nobody" }),
      click({ day, product_id: "p-beta-1", amazon_product_id: "B0BETA0001" }),
      // A product gone since the click: counted, without a channel.
      click({ day, product_id: "p-gone", amazon_product_id: "B0GONE0001" }),
    ];
    const { ids, result } = await deliver(bodies);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    const base = { day, product_id: "p-alpha-1", amazon_product_id: "B0ALPHA001", channel_id: CH.alpha, video_id: "", storefront_id: "" };
    expect(await rows(day)).toEqual([
      { ...base, source: "product", country: "", clicks: 1 },
      { ...base, source: "product", country: "DE", clicks: 1 },
      { ...base, source: "product", country: "US", clicks: 3 },
      { ...base, source: "video", country: "US", clicks: 1 },
      { ...base, storefront_id: "sf-alpha", source: "storefront", country: "US", clicks: 1 },
      { ...base, video_id: "alphaVid001", storefront_id: "sf-alpha", source: "storefront", country: "US", clicks: 1 },
      {
        ...base,
        product_id: "p-beta-1",
        amazon_product_id: "B0BETA0001",
        channel_id: CH.beta,
        source: "product",
        country: "US",
        clicks: 1,
      },
      { ...base, product_id: "p-gone", amazon_product_id: "B0GONE0001", channel_id: "", source: "product", country: "US", clicks: 1 },
    ]);
    expect(await total(day)).toBe(bodies.length);
  });

  it("adds a later batch to the same day's rows", async () => {
    const day = "2026-11-02";
    await deliver([click({ day }), click({ day })]);
    await deliver([click({ day }), click({ day, country: "FR" })]);
    expect((await rows(day)).map((r) => [r.country, r.clicks])).toEqual([
      ["FR", 1],
      ["US", 3],
    ]);
  });

  it("counts what the redirect sends", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const before = await total(day);
    const request = new Request("http://localhost/go/p-alpha-2~B0ALPHA002?src=channel&video=alphaVid001", {
      headers: { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15" },
      cf: { country: "GB" },
    });
    const answer = await followBuyLink(createDb(env.DB), request, "p-alpha-2~B0ALPHA002", new Date());
    expect(answer?.click).not.toBeNull();
    await deliver([answer!.click]);
    expect(await total(day)).toBe(before + 1);
    const row = await env.DB.prepare(
      "SELECT channel_id, video_id, source, country, clicks FROM click_days WHERE day = ? AND product_id = 'p-alpha-2'",
    )
      .bind(day)
      .first();
    expect(row).toEqual({ channel_id: CH.alpha, video_id: "alphaVid001", source: "channel", country: "GB", clicks: 1 });
  });

  it("acks and drops malformed messages, and counts the rest", async () => {
    const day = "2026-11-03";
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const good = click({ day });
    const bad = [
      { hello: "world" },
      { ...click({ day }), message_id: "not-a-uuid" },
      { ...click({ day }), source: "https://evil.example" },
      { ...click({ day }), country: "'; DROP TABLE click_days; --" },
      { ...click({ day }), product_id: "" },
    ];
    const { ids, result } = await deliver([...bad, good]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(result.retryMessages).toEqual([]);
    expect(await total(day)).toBe(1);
    expect(error).toHaveBeenCalledTimes(bad.length);
  });

  it("leaves the pipeline's queue to the pipeline", async () => {
    const day = "2026-11-04";
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    // A click sent to the tasks queue is no task: acked there as malformed, never counted.
    await deliver([click({ day })], 1, "pipeline-tasks");
    expect(await total(day)).toBe(0);
  });
});

describe("at-least-once delivery", () => {
  it("a batch delivered twice leaves the totals right", async () => {
    const day = "2026-11-10";
    const bodies = [click({ day }), click({ day }), click({ day, country: "DE" })];
    const first = await deliver(bodies);
    expect(first.result.explicitAcks).toHaveLength(3);
    const after = await rows(day);
    const again = await deliver(bodies, 2);
    expect(again.result.explicitAcks.sort()).toEqual([...again.ids].sort());
    expect(again.result.retryMessages).toEqual([]);
    expect(await rows(day)).toEqual(after);
    expect(await total(day)).toBe(3);
  });

  it("one message twice in one batch is one click", async () => {
    const day = "2026-11-11";
    const one = click({ day });
    const { result } = await deliver([one, one, click({ day })]);
    expect(result.explicitAcks).toHaveLength(3);
    expect(await total(day)).toBe(2);
  });

  it("a redelivery mixed with new clicks counts only the new ones", async () => {
    const day = "2026-11-12";
    const old = [click({ day }), click({ day })];
    await deliver(old);
    await deliver([...old, click({ day }), click({ day, country: "JP" })], 2);
    expect(await total(day)).toBe(4);
  });

  it("two consumers counting the same messages at once count each click once", async () => {
    const day = "2026-11-13";
    const bodies = Array.from({ length: 20 }, (_, i) => click({ day, country: i % 2 ? "US" : "CA" }));
    await Promise.all([deliver(bodies), deliver(bodies.slice(5)), deliver(bodies.slice(0, 10))]);
    expect(await total(day)).toBe(20);
  });

  it("a failure mid-batch writes nothing, retries every message, and the retry counts each click once", async () => {
    const day = "2026-11-14";
    const bodies = [click({ day }), click({ day }), click({ day, country: "DE" })];
    vi.spyOn(console, "error").mockImplementation(() => {});
    // D1 fails the batch's transaction on its second statement, after the first ran.
    const failing: D1Handle = {
      prepare: (sql) => env.DB.prepare(sql),
      batch: async (statements) => {
        await env.DB.batch([statements[0]!, env.DB.prepare("SELECT * FROM no_such_table")]);
        return [];
      },
    };
    // Messages that record how they were settled, delay included (getQueueResult does not report delays).
    const settled: { acked: boolean; retry?: { delaySeconds?: number } }[] = [];
    const messages = bodies.map((body, i) => {
      settled.push({ acked: false });
      return {
        id: `click-spy-${i}`,
        timestamp: new Date(),
        attempts: 3,
        body,
        ack: () => void (settled[i]!.acked = true),
        retry: (options?: { delaySeconds?: number }) => void (settled[i]!.retry = options ?? {}),
      } as unknown as Message<unknown>;
    });
    await handleClickBatch({ queue: CLICKS_QUEUE, messages } as unknown as MessageBatch<unknown>, createDb(failing));
    expect(settled.map((m) => m.acked)).toEqual([false, false, false]);
    // The third attempt waits 40 s: 10 s doubled at each attempt.
    expect(settled.map((m) => m.retry)).toEqual([{ delaySeconds: 40 }, { delaySeconds: 40 }, { delaySeconds: 40 }]);
    expect(await total(day)).toBe(0);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM click_messages_seen WHERE day = ?").bind(day).first<{ n: number }>())!.n).toBe(
      0,
    );

    const retried = await deliver(bodies, 2);
    expect(retried.result.explicitAcks).toHaveLength(3);
    expect(await total(day)).toBe(3);
  });

  it("a batch counted whose acks were lost is retried and adds nothing", async () => {
    const day = "2026-11-15";
    const bodies = [click({ day }), click({ day, source: "video" })];
    vi.spyOn(console, "error").mockImplementation(() => {});
    // The write lands, then the consumer fails before it can ack.
    const lostAck: D1Handle = {
      prepare: (sql) => env.DB.prepare(sql),
      batch: async (statements) => {
        await env.DB.batch(statements);
        throw new Error("connection lost after the write");
      },
    };
    const batch = createMessageBatch(
      CLICKS_QUEUE,
      bodies.map((body) => ({ id: `click-msg-${++seq}`, timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await handleClickBatch(batch, createDb(lostAck));
    const failed = await getQueueResult(batch, ctx);
    expect(failed.retryMessages).toHaveLength(2);
    expect(await total(day)).toBe(2);

    const retried = await deliver(bodies, 2);
    expect(retried.result.explicitAcks).toHaveLength(2);
    expect(await total(day)).toBe(2);
  });
});

function view(overrides: Partial<ViewMessage> = {}): ViewMessage {
  return { kind: "view", message_id: crypto.randomUUID(), day: DAY, storefront_id: "sf-alpha", country: "US", ...overrides };
}

async function viewRows(day: string) {
  const { results } = await env.DB.prepare(
    "SELECT storefront_id, channel_id, country, views FROM storefront_view_days WHERE day = ? ORDER BY storefront_id, country",
  )
    .bind(day)
    .all();
  return results;
}

describe("storefront views (issue 24, item 5)", () => {
  it("counts views per day, storefront and country, with the storefront's channel, next to clicks in the same batch", async () => {
    const day = "2026-11-05";
    const { ids, result } = await deliver([
      view({ day }),
      view({ day }),
      view({ day, country: null }),
      click({ day }),
      // A storefront that does not exist: no row.
      view({ day, storefront_id: "sf-nobody" }),
    ]);
    expect(result.explicitAcks.sort()).toEqual([...ids].sort());
    expect(await viewRows(day)).toEqual([
      { storefront_id: "sf-alpha", channel_id: CH.alpha, country: "", views: 1 },
      { storefront_id: "sf-alpha", channel_id: CH.alpha, country: "US", views: 2 },
    ]);
    expect(await total(day)).toBe(1);
  });

  it("a batch of views delivered again, or retried after a failure, counts each view once", async () => {
    const day = "2026-11-06";
    const bodies = [view({ day }), view({ day }), view({ day, country: "DE" }), click({ day })];
    vi.spyOn(console, "error").mockImplementation(() => {});
    // The write lands, then the consumer fails before it can ack.
    const lostAck: D1Handle = {
      prepare: (sql) => env.DB.prepare(sql),
      batch: async (statements) => {
        await env.DB.batch(statements);
        throw new Error("connection lost after the write");
      },
    };
    const batch = createMessageBatch(
      CLICKS_QUEUE,
      bodies.map((body) => ({ id: `click-msg-${++seq}`, timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await handleClickBatch(batch, createDb(lostAck));
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(4);
    const counted = [
      { storefront_id: "sf-alpha", channel_id: CH.alpha, country: "DE", views: 1 },
      { storefront_id: "sf-alpha", channel_id: CH.alpha, country: "US", views: 2 },
    ];
    expect(await viewRows(day)).toEqual(counted);

    await deliver(bodies, 2);
    await deliver([bodies[0], bodies[0], bodies[2]], 3);
    expect(await viewRows(day)).toEqual(counted);
    expect(await total(day)).toBe(1);
  });

  it("counts what the beacon sends, and nothing for a bot or a prefetch", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const browser = { "user-agent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15" };
    const sent = storefrontView(
      new Request("http://localhost/go/view/sf-alpha", { headers: browser, cf: { country: "GB" } }),
      "sf-alpha",
      new Date(),
    );
    expect(sent).not.toBeNull();
    await deliver([sent]);
    expect(await viewRows(day)).toEqual([{ storefront_id: "sf-alpha", channel_id: CH.alpha, country: "GB", views: 1 }]);
    for (const headers of [
      { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
      { ...browser, "sec-purpose": "prefetch" },
    ]) {
      expect(storefrontView(new Request("http://localhost/go/view/sf-alpha", { headers }), "sf-alpha", new Date())).toBeNull();
    }
  });
});

describe("the daily housekeeping", () => {
  it("forgets counted message ids after a week, never the totals", async () => {
    const old = click({ day: "2026-10-01" });
    const recent = click({ day: "2026-11-24" });
    await deliver([old, recent]);
    const removed = await pruneSeenClickMessages(createDb(env.DB), new Date("2026-11-25T06:00:00Z"));
    expect(removed).toBeGreaterThanOrEqual(1);
    const seen = await env.DB.prepare("SELECT message_id FROM click_messages_seen WHERE message_id IN (?, ?)")
      .bind(old.message_id, recent.message_id)
      .all<{ message_id: string }>();
    expect(seen.results.map((r) => r.message_id)).toEqual([recent.message_id]);
    expect(await total("2026-10-01")).toBe(1);
    // Within the week, a redelivery is still recognised.
    await deliver([recent], 2);
    expect(await total("2026-11-24")).toBe(1);
  });
});

/**
 * Issue 6, item 7: the pipeline under faults. Outside services fail mid-run (HTTP 5xx, timeouts,
 * an exhausted quota) through the shared HTTP policy with a fake `fetch` at the network boundary;
 * D1 fails inside a batch (a statement SQLite rejects, after the earlier ones ran) or on a single
 * statement; a queue message is redelivered, or delivered twice at once. Each time: no duplicate
 * and no half-written rows, the task row says what happened, and a retry ends in exactly the
 * state of a clean run of the same channel.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import { fetchWithPolicy, readJson, type FetchLike, type HttpPolicy } from "../../worker/lib/http";
import { offlineMarketplace, offlinePlatform, offlineTranscripts } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { type Marketplace, type TranscriptSource, type VideoPlatform } from "../../worker/providers/types";
import { ProviderError } from "../../worker/lib/http";
import { processTaskMessage } from "../../worker/pipeline/queue";
import type { TaskDeps } from "../../worker/pipeline/tasks/context";
import { transcriptPrefix } from "../../worker/db/transcript-store";
import { toggleChannelShow } from "../../worker/services/channels";
import { countOf, insertTask, runTask, taskRow, testDeps } from "../pipeline/helpers";
import { failingD1, INJECTED_FAILURE } from "./d1-wrappers";

const corpus = getCorpus();
const channelIdOf = (handle: string) => corpus.channels.find((c) => c.handle === handle)!.channel_id;

// ---------------------------------------------------------------------------------------------
// The outside world failing, as the shared HTTP policy sees it.

const noWait = async () => {};

function policy(provider: string, fetch: FetchLike, timeoutMs = 1_000): HttpPolicy {
  return { provider, fetch, timeoutMs, retries: 2, baseDelayMs: 1, maxDelayMs: 1, sleep: noWait, random: () => 0 };
}

/** Google's documented error body (https://developers.google.com/youtube/v3/docs/errors). */
function googleError(status: number, reason: string, message: string): Response {
  return Response.json({ error: { code: status, message, errors: [{ message, domain: "youtube.quota", reason }] } }, { status });
}

/** A service behind a load balancer that has lost its upstream. */
const serviceUnavailable: FetchLike = async () =>
  new Response("<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>", {
    status: 503,
    headers: { "Content-Type": "text/html" },
  });

/** A connection that never answers: only the policy's timeout ends it. */
const neverAnswers: FetchLike = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
  });

/**
 * Calls a broken service under the shared HTTP policy: 5xx and timeouts make the policy itself
 * give up (a transient ProviderError); an answer it hands back is a refusal, read the way a real
 * provider reads it: an exhausted quota is final until tomorrow.
 */
async function callBroken(provider: string, fetch: FetchLike, url: string, timeoutMs?: number): Promise<never> {
  const res = await fetchWithPolicy(policy(provider, fetch, timeoutMs), url);
  const body = (await readJson(provider, res)) as { error?: { errors?: { reason?: string }[] } };
  const reason = body.error?.errors?.[0]?.reason ?? "unknown";
  if (reason === "quotaExceeded")
    throw new ProviderError(provider, `daily quota exhausted (HTTP ${res.status} ${reason})`, { transient: false });
  throw new ProviderError(provider, `HTTP ${res.status} ${reason}`, { transient: false });
}

/** Healthy for the first `okCalls` transcripts, then every call goes to the broken service. */
function transcriptsFailingAfter(okCalls: number, fetch: FetchLike): TranscriptSource {
  let calls = 0;
  return {
    async fetchTranscript(video) {
      if (++calls <= okCalls) return offlineTranscripts.fetchTranscript(video);
      return callBroken("transcripts", fetch, `https://transcripts.example/v1/${video.video_id}`);
    },
  };
}

function marketplaceFailingAfter(okCalls: number, fetch: FetchLike): Marketplace {
  let calls = 0;
  return {
    async search(query) {
      if (++calls <= okCalls) return offlineMarketplace.search(query);
      return callBroken("marketplace", fetch, `https://marketplace.example/search?q=${encodeURIComponent(query)}`, 20);
    },
  };
}

/** The platform resolves the channel, then its quota runs out while listing the uploads. */
const platformOutOfQuota: VideoPlatform = {
  resolveChannel: (handle) => offlinePlatform.resolveChannel(handle),
  async listUploads(channel) {
    const quota: FetchLike = async () =>
      googleError(
        403,
        "quotaExceeded",
        'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
      );
    return callBroken("YouTube", quota, `https://www.googleapis.com/youtube/v3/playlistItems?playlistId=${channel.uploads_playlist_id}`);
  },
};

// ---------------------------------------------------------------------------------------------
// What a channel's data looks like, and what it must never look like.

async function channelState(channelId: string) {
  return env.DB.prepare(
    `SELECT
       (SELECT count(*) FROM videos WHERE channel_id = ?1) AS videos,
       (SELECT group_concat(s, ',') FROM (SELECT transcript_status || ':' || count(*) AS s FROM videos WHERE channel_id = ?1 GROUP BY transcript_status ORDER BY transcript_status)) AS statuses,
       (SELECT count(*) FROM products WHERE channel_id = ?1) AS products,
       (SELECT count(*) FROM products WHERE channel_id = ?1 AND listed = 1) AS listed,
       (SELECT count(*) FROM product_listings l JOIN products p ON p.product_id = l.product_id WHERE p.channel_id = ?1) AS listings,
       (SELECT count(DISTINCT l.amazon_product_id) FROM product_listings l JOIN products p ON p.product_id = l.product_id WHERE p.channel_id = ?1) AS items,
       (SELECT video_count || '/' || product_count FROM channels WHERE channel_id = ?1) AS counters`,
  )
    .bind(channelId)
    .first();
}

/** Products per video: a video's mentions are written together, so each count is all or nothing. */
async function productsPerVideo(channelId: string): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare(
    "SELECT v.video_id, count(p.product_id) AS n FROM videos v LEFT JOIN products p ON p.video_id = v.video_id WHERE v.channel_id = ? GROUP BY v.video_id",
  )
    .bind(channelId)
    .all<{ video_id: string; n: number }>();
  return Object.fromEntries(results.map((r) => [r.video_id, r.n]));
}

/** Rows that only a half-finished write could leave behind. */
async function halfWritten(channelId: string) {
  return env.DB.prepare(
    `SELECT
       (SELECT count(*) FROM products p JOIN videos v ON v.video_id = p.video_id
         WHERE v.channel_id = ?1 AND v.transcript_status <> 'processed') AS products_of_unprocessed_videos,
       (SELECT count(*) FROM products p WHERE p.channel_id = ?1 AND (
          p.listed <> (p.listing_count > 0)
          OR p.listing_count <> (SELECT count(*) FROM product_listings l WHERE l.product_id = p.product_id)
          OR (p.listed = 1 AND p.amazon_product_id IS NOT (SELECT l.amazon_product_id FROM product_listings l WHERE l.product_id = p.product_id AND l.position = 0)))) AS inconsistent_listings,
       (SELECT count(*) FROM videos WHERE channel_id = ?1 AND transcript_status IN ('fetched', 'processed') AND transcript_key IS NULL) AS statuses_without_transcript`,
  )
    .bind(channelId)
    .first();
}

const HEALTHY = { products_of_unprocessed_videos: 0, inconsistent_listings: 0, statuses_without_transcript: 0 };

/** Processed videos carry exactly the clean run's mentions; the others carry none. */
function expectAllOrNone(actual: Record<string, number>, clean: Record<string, number>, processed: Set<string>) {
  for (const [videoId, n] of Object.entries(actual)) expect(n, videoId).toBe(processed.has(videoId) ? clean[videoId] : 0);
}

async function processedVideos(channelId: string): Promise<Set<string>> {
  const { results } = await env.DB.prepare("SELECT video_id FROM videos WHERE channel_id = ? AND transcript_status = 'processed'")
    .bind(channelId)
    .all<{ video_id: string }>();
  return new Set(results.map((r) => r.video_id));
}

/** Removes a channel and everything hanging off it (shared marketplace items stay, as in production). */
async function wipeChannel(channelId: string) {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM product_listings WHERE product_id IN (SELECT product_id FROM products WHERE channel_id = ?)").bind(
      channelId,
    ),
    env.DB.prepare("DELETE FROM products WHERE channel_id = ?").bind(channelId),
    env.DB.prepare("DELETE FROM notifications WHERE channel_id = ?").bind(channelId),
    env.DB.prepare("DELETE FROM subscriptions WHERE channel_id = ?").bind(channelId),
    env.DB.prepare("DELETE FROM videos WHERE channel_id = ?").bind(channelId),
    env.DB.prepare("DELETE FROM channels WHERE channel_id = ?").bind(channelId),
  ]);
}

interface Baseline {
  state: Awaited<ReturnType<typeof channelState>>;
  perVideo: Record<string, number>;
}

const FULL = { max_results: 500 } as const;

/** A clean run of the channel, remembered, then removed so the faulty run starts from nothing. */
async function cleanRun(handle: string): Promise<Baseline> {
  const channelId = channelIdOf(handle);
  const { row } = await runTask("run_pipeline", { channel: handle, ...FULL });
  expect(row.status).toBe("completed");
  const baseline = { state: await channelState(channelId), perVideo: await productsPerVideo(channelId) };
  expect(baseline.state?.listed, `${handle} has listed products`).toBeGreaterThan(0);
  await wipeChannel(channelId);
  return baseline;
}

/**
 * A marketplace task that failed part-way: some of the channel's products are listed, none is
 * half-written, and running the task again ends in the state of a clean run.
 */
async function expectPartialListingThenRecovery(handle: string, channelId: string, baseline: Baseline) {
  const partial = await channelState(channelId);
  expect(partial?.listed).toBeGreaterThan(0);
  expect(partial?.listed).toBeLessThan(baseline.state?.listed as number);
  expect(await halfWritten(channelId)).toEqual(HEALTHY);
  expect((await runTask("search_amazon_products", { channel: handle })).row.status).toBe("completed");
  await expectCleanRunState(handle, baseline);
}

async function expectCleanRunState(handle: string, baseline: Baseline) {
  const channelId = channelIdOf(handle);
  expect(await channelState(channelId)).toEqual(baseline.state);
  expect(await productsPerVideo(channelId)).toEqual(baseline.perVideo);
  expect(await halfWritten(channelId)).toEqual(HEALTHY);
}

/**
 * A redelivered run reports what its own attempt did ("12 videos found, 0 new"); what must hold is
 * that it completed and that its totals are the clean run's: every video found, every product
 * matched as in a clean run.
 */
async function expectCompletedLikeCleanRun(taskId: string, handle: string, baseline: Baseline) {
  const row = await taskRow(taskId);
  expect(row.status).toBe("completed");
  expect(row.completed_at).not.toBeNull();
  const { videos, listed, products } = baseline.state as { videos: number; listed: number; products: number };
  expect(row.message).toMatch(
    new RegExp(
      `^@${handle}: ${videos} videos found, \\d+ new; .* ${listed} of ${products} products matched to listings \\(\\d+ marketplace searches\\)$`,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Queue deliveries, settled the way the runtime's Message would be.

let deliveries = 0;
function message(taskId: string, attempts: number) {
  const settled: { acked: boolean; retry?: { delaySeconds?: number } } = { acked: false };
  const msg = {
    id: `fault-${++deliveries}`,
    timestamp: new Date(),
    attempts,
    body: { task_execution_id: taskId },
    ack: () => void (settled.acked = true),
    retry: (options?: { delaySeconds?: number }) => void (settled.retry = options ?? {}),
  } as unknown as Message<unknown>;
  return { msg, settled };
}

async function deliver(deps: TaskDeps, taskId: string, attempts: number) {
  const { msg, settled } = message(taskId, attempts);
  await processTaskMessage(deps, msg);
  return settled;
}

function withFailingDb(plan: Parameters<typeof failingD1>[1], providers: Parameters<typeof testDeps>[0] = {}) {
  const failing = failingD1(env.DB, plan);
  return { deps: { ...testDeps(providers), db: createDb(failing.d1) } satisfies TaskDeps, failures: failing.failures };
}

// ---------------------------------------------------------------------------------------------

describe("outside services failing mid-pipeline", () => {
  const baselines = new Map<string, Baseline>();
  beforeAll(async () => {
    for (const handle of ["glowlabdaily", "saltedskillet", "framebyframe", "closetedit"]) baselines.set(handle, await cleanRun(handle));
  }, 120_000);

  it("a transcript service answering 503 is retried with backoff; the redelivery finishes the run", async () => {
    const handle = "glowlabdaily";
    const channelId = channelIdOf(handle);
    const id = await insertTask("run_pipeline", { channel: handle, ...FULL });
    const first = await deliver(testDeps({ transcripts: transcriptsFailingAfter(4, serviceUnavailable) }), id, 1);
    expect(first).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    const row = await taskRow(id);
    expect(row.status).toBe("running");
    expect(row.completed_at).toBeNull();
    expect(row.message).toBe("Attempt 1 failed (transcripts: server error (HTTP 503); gave up after 3 attempts); retrying in 30 s");
    // Step 1 finished, step 2 stopped after four transcripts, steps 3 and 4 never started.
    const state = await channelState(channelId);
    expect(state).toMatchObject({ videos: baselines.get(handle)!.state?.videos, products: 0, listings: 0 });
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${channelId}' AND transcript_status = 'fetched'`)).toBe(4);
    expect(await halfWritten(channelId)).toEqual(HEALTHY);

    expect(await deliver(testDeps(), id, 2)).toEqual({ acked: true });
    await expectCompletedLikeCleanRun(id, handle, baselines.get(handle)!);
    await expectCleanRunState(handle, baselines.get(handle)!);
  });

  it("a marketplace that stops answering fails the task on its last attempt, keeping whole products only", async () => {
    const handle = "saltedskillet";
    const channelId = channelIdOf(handle);
    await runTask("search_youtube", { channel: handle, ...FULL });
    await runTask("get_transcripts", { channel: handle });
    await runTask("process_transcripts", { channel: handle });
    const { outcome, row } = await runTask(
      "search_amazon_products",
      { channel: handle },
      testDeps({ marketplace: marketplaceFailingAfter(2, neverAnswers) }),
      { number: 4, max: 4 },
    );
    expect(outcome.status).toBe("failed");
    expect(row).toMatchObject({ status: "failed", message: "marketplace: timed out after 20 ms; gave up after 3 attempts" });
    expect(row.completed_at).not.toBeNull();
    // The admin runs it again once the marketplace is back.
    await expectPartialListingThenRecovery(handle, channelId, baselines.get(handle)!);
  });

  it("an exhausted quota ends the task at once (no retry) and stores nothing half-way", async () => {
    const handle = "framebyframe";
    const channelId = channelIdOf(handle);
    const id = await insertTask("run_pipeline", { channel: handle, ...FULL });
    expect(await deliver(testDeps({ platform: platformOutOfQuota }), id, 1)).toEqual({ acked: true });
    const row = await taskRow(id);
    expect(row).toMatchObject({ status: "failed", message: "YouTube: daily quota exhausted (HTTP 403 quotaExceeded)" });
    expect(row.completed_at).not.toBeNull();
    // The channel row itself was refreshed before the listing failed; no video exists without its data.
    expect(await channelState(channelId)).toMatchObject({ videos: 0, products: 0, listings: 0 });
    // A redelivery of the finished message does nothing; the next day's task completes the work.
    expect(await deliver(testDeps(), id, 2)).toEqual({ acked: true });
    expect((await taskRow(id)).status).toBe("failed");
    expect((await runTask("run_pipeline", { channel: handle, ...FULL })).row.status).toBe("completed");
    await expectCleanRunState(handle, baselines.get(handle)!);
  });

  it("the same message delivered twice at once: both run, both acked, no duplicates, the row tells the clean run's story", async () => {
    const handle = "closetedit";
    let resolved = 0;
    const counting: VideoPlatform = {
      resolveChannel: (h) => (resolved++, offlinePlatform.resolveChannel(h)),
      listUploads: (channel, options) => offlinePlatform.listUploads(channel, options),
    };
    const deps = testDeps({ platform: counting });
    const id = await insertTask("run_pipeline", { channel: handle, ...FULL });
    const [a, b] = await Promise.all([deliver(deps, id, 1), deliver(deps, id, 1)]);
    // Both deliveries found the task running and did the work side by side.
    expect(resolved).toBe(2);
    expect(a).toEqual({ acked: true });
    expect(b).toEqual({ acked: true });
    await expectCleanRunState(handle, baselines.get(handle)!);
    await expectCompletedLikeCleanRun(id, handle, baselines.get(handle)!);
  });
});

describe("D1 failing mid-batch or mid-run", () => {
  const baselines = new Map<string, Baseline>();
  beforeAll(async () => {
    for (const handle of ["mirrormornings", "mixdownmanor", "bedroombeats"]) baselines.set(handle, await cleanRun(handle));
  }, 120_000);

  it("a video's product batch failing half-way leaves that video with none of its products; the redelivery completes", async () => {
    const handle = "mirrormornings";
    const channelId = channelIdOf(handle);
    const clean = baselines.get(handle)!;
    const id = await insertTask("run_pipeline", { channel: handle, ...FULL });
    // The third video with mentions: its first product row is written inside the batch, then a statement fails.
    const { deps, failures } = withFailingDb({ batch: 3, statementIndex: 1, match: /insert into "products"/i });
    expect(await deliver(deps, id, 1)).toEqual({ acked: false, retry: { delaySeconds: 30 } });
    expect(failures()).toBe(1);
    const row = await taskRow(id);
    expect(row.status).toBe("running");
    expect(row.message).toContain(`no such table: ${INJECTED_FAILURE}`);
    expect(row.message).toMatch(/^Attempt 1 failed \(.*\); retrying in 30 s$/);

    const processed = await processedVideos(channelId);
    expect(processed.size).toBeGreaterThanOrEqual(2);
    expect(processed.size).toBeLessThan(clean.state?.videos as number);
    expectAllOrNone(await productsPerVideo(channelId), clean.perVideo, processed);
    expect(await halfWritten(channelId)).toEqual(HEALTHY);

    expect(await deliver(testDeps(), id, 2)).toEqual({ acked: true });
    await expectCompletedLikeCleanRun(id, handle, clean);
    await expectCleanRunState(handle, clean);
  });

  it("a listing batch failing half-way rolls back the items, listings and product flags together; a new task completes", async () => {
    const handle = "mixdownmanor";
    const channelId = channelIdOf(handle);
    await runTask("search_youtube", { channel: handle, ...FULL });
    await runTask("get_transcripts", { channel: handle });
    await runTask("process_transcripts", { channel: handle });
    const { deps, failures } = withFailingDb({ batch: 2, statementIndex: 2, match: /insert into "product_listings"/i });
    const { row } = await runTask("search_amazon_products", { channel: handle }, deps, { number: 4, max: 4 });
    expect(failures()).toBe(1);
    expect(row.status).toBe("failed");
    expect(row.message).toContain(`no such table: ${INJECTED_FAILURE}`);
    await expectPartialListingThenRecovery(handle, channelId, baselines.get(handle)!);
  });

  it("a transcript stored in R2 whose D1 update fails is fetched again on retry, still one object per video", async () => {
    const handle = "bedroombeats";
    const channelId = channelIdOf(handle);
    await runTask("search_youtube", { channel: handle, ...FULL });
    const { deps, failures } = withFailingDb({ statement: 3, match: /update "videos" set "transcript_key"/i });
    const first = await runTask("get_transcripts", { channel: handle }, deps);
    expect(failures()).toBe(1);
    expect(first.outcome.status).toBe("retry");
    expect(first.row.status).toBe("running");
    expect(first.row.message).toMatch(/^Attempt 1 failed \(.*\); retrying in 30 s$/s);
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${channelId}' AND transcript_status = 'fetched'`)).toBe(2);
    expect(await halfWritten(channelId)).toEqual(HEALTHY);

    expect((await runTask("run_pipeline", { channel: handle, ...FULL })).row.status).toBe("completed");
    await expectCleanRunState(handle, baselines.get(handle)!);
    const { results } = await env.DB.prepare("SELECT video_id FROM videos WHERE channel_id = ? AND transcript_key IS NOT NULL")
      .bind(channelId)
      .all<{ video_id: string }>();
    for (const { video_id } of results) {
      const listed = await env.TRANSCRIPTS.list({ prefix: transcriptPrefix(handle, video_id) });
      expect(listed.objects.length, video_id).toBe(1);
    }
  });

  it("a daily update whose second batch of videos fails still notifies subscribers of every new video after the retry", async () => {
    const handle = "ironandoats";
    const channelId = channelIdOf(handle);
    // 30 uploads, newest first, one a day before the demo's reference date: two batches of 25 and 5.
    const uploads = Array.from({ length: 30 }, (_, i) => ({
      video_id: `syn${String(i).padStart(8, "0")}`,
      channel_id: channelId,
      title: `Upload ${i}`,
      description: "",
      thumbnail_url: null,
      published_at: new Date(Date.parse("2026-10-14T12:00:00.000Z") - i * 86_400_000).toISOString(),
    }));
    const platformListing = (listed: typeof uploads): VideoPlatform => ({
      resolveChannel: (h) => offlinePlatform.resolveChannel(h),
      listUploads: async (_channel, options) => listed.slice(0, options.maxResults),
    });
    // Yesterday the channel had its two oldest uploads; a user subscribed since.
    await runTask("search_youtube", { channel: handle, ...FULL }, testDeps({ platform: platformListing(uploads.slice(-2)) }));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (user_id, email, password_hash) VALUES ('fault-subscriber', 'fault-subscriber@example.com', 'x')"),
      env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES ('fault-subscriber', ?)").bind(channelId),
    ]);
    const { deps, failures } = withFailingDb({ batch: 2, match: /insert into "videos"/i }, { platform: platformListing(uploads) });
    const first = await runTask("search_youtube", { channel: handle, ...FULL }, deps);
    expect(failures()).toBe(1);
    expect(first.outcome.status).toBe("retry");
    // Batches go oldest first: the first stored the 25 oldest uploads, 2 of which the channel already had.
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${channelId}'`)).toBe(25);

    const retry = await runTask("search_youtube", { channel: handle, ...FULL }, testDeps({ platform: platformListing(uploads) }));
    expect(retry.row.status).toBe("completed");
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${channelId}'`)).toBe(30);
    const notified = await countOf("SELECT count(*) AS n FROM notifications WHERE user_id = 'fault-subscriber'");
    expect(
      notified,
      "28 uploads are newer than what the channel had, and each must notify the subscriber exactly once across the failed attempt and its retry",
    ).toBe(28);
  });

  it("a task whose D1 statement fails says why in its message", async () => {
    const handle = "stretchstudio";
    const { deps, failures } = withFailingDb({ statement: 1, match: /update "channels" set "video_count"/i });
    const { outcome, row } = await runTask("search_youtube", { channel: handle, ...FULL }, deps, { number: 4, max: 4 });
    expect(failures()).toBe(1);
    expect(outcome.status).toBe("failed");
    expect(row.status).toBe("failed");
    expect(
      row.message,
      "drizzle wraps a failed statement as `Failed query: <sql> params: <values>` and keeps D1's error only as `cause`, " +
        "which describe() in worker/pipeline/runner.ts drops, so the admin never learns why (fix: append the cause's message there)",
    ).toContain(INJECTED_FAILURE);
  });

  it("a visibility toggle failing half-way changes neither the channel nor its products", async () => {
    const handle = "mirrormornings";
    const channelId = channelIdOf(handle);
    const visibility = () =>
      env.DB.prepare(
        `SELECT (SELECT show FROM channels WHERE channel_id = ?1) AS show,
                (SELECT group_concat(DISTINCT channel_show) FROM products WHERE channel_id = ?1) AS product_show,
                (SELECT count(*) FROM categories) AS categories`,
      )
        .bind(channelId)
        .first();
    const before = await visibility();
    expect(before).toMatchObject({ show: 1, product_show: "1" });
    const failing = failingD1(env.DB, { batch: 1, statementIndex: 3 });
    const rc = {
      env,
      db: createDb(failing.d1),
      config: getConfig(env),
      viewer: { user_id: "fault-admin", email: "fault-admin@example.com", is_admin: true },
    };
    await expect(toggleChannelShow(rc, { channel_id: channelId })).rejects.toThrow(INJECTED_FAILURE);
    expect(await visibility()).toEqual(before);

    const healthy = { ...rc, db: createDb(env.DB) };
    expect((await toggleChannelShow(healthy, { channel_id: channelId })).show).toBe(false);
    expect(await visibility()).toMatchObject({ show: 0, product_show: "0" });
    expect((await toggleChannelShow(healthy, { channel_id: channelId })).show).toBe(true);
    expect(await visibility()).toMatchObject({ show: 1, product_show: "1" });
  });
});

/**
 * WebSub: subscribing at the hub, the hub's verification challenge, signed content distribution
 * queueing new uploads, the Atom reader, and the cron's renewal selection. The hub is replaced at
 * the fetch boundary; its callbacks are requests to the real Worker with WEBSUB_SECRET configured.
 * Feed bodies follow https://developers.google.com/youtube/v3/guides/push_notifications
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "../worker/index";
import { getConfig } from "../worker/config";
import { createDb } from "../worker/db/client";
import { websubSubscriptions } from "../worker/db/schema";
import { parseFeed } from "../worker/providers/websub/feed";
import { LEASE_SECONDS, topicFor } from "../worker/providers/websub/topic";
import { FeedError, parseXml, XML_LIMITS } from "../worker/providers/websub/xml";
import { renewWebSubSubscriptions, requestSubscription, selectWebSubWork } from "../worker/pipeline/websub-subscriptions";
import { MAX_LEASE_SECONDS, VERIFY_WINDOW_MS } from "../worker/services/websub-notifications";
import { count, insertChannel, insertVideo } from "./api/fixtures";

const SECRET = "websub-test-secret-0123456789abcdefghijklmno";
const db = createDb(env.DB);

let seq = 0;
/** A fresh, valid channel id (UC + 22 characters) and handle per test. */
function newChannel() {
  seq += 1;
  const n = String(seq).padStart(4, "0");
  return { channel_id: `UCwebsubTest${"0".repeat(8)}${n}`, handle: `websub${n}` };
}

function recordingQueue() {
  const sent: unknown[] = [];
  const queue = {
    async send(body: unknown) {
      sent.push(body);
    },
    async sendBatch(messages: Iterable<{ body: unknown }>) {
      for (const m of messages) sent.push(m.body);
    },
  } as unknown as Queue;
  return { queue, sent };
}

function testEnv(extra: Record<string, unknown> = {}) {
  return { ...env, WEBSUB_SECRET: SECRET, ...extra } as unknown as Env;
}

async function callWorker(path: string, init: RequestInit, workerEnv: Env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`http://localhost${path}`, init), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A stand-in hub: records each form it is sent and answers 202 Accepted (or what `answer` says). */
function fakeHub(answer: () => Response = () => new Response(null, { status: 202 })) {
  const forms: URLSearchParams[] = [];
  const urls: string[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    urls.push(String(input));
    forms.push(new URLSearchParams(String(init?.body ?? "")));
    return answer();
  };
  return { fetch, forms, urls };
}

async function hmacHex(hash: "SHA-1" | "SHA-256", secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash }, false, ["sign"]);
  const sig = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body));
  return [...new Uint8Array(sig)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function newEntryFeed(channelId: string, videoId: string, published: string, title = "Unboxing the new desk lamp") {
  return `<?xml version='1.0' encoding='UTF-8'?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns="http://www.w3.org/2005/Atom">
  <link rel="hub" href="https://pubsubhubbub.appspot.com"/>
  <link rel="self" href="https://www.youtube.com/xml/feeds/videos.xml?channel_id=${channelId}"/>
  <title>YouTube video feed</title>
  <updated>2026-11-20T09:05:24.552394234+00:00</updated>
  <entry>
    <id>yt:video:${videoId}</id>
    <yt:videoId>${videoId}</yt:videoId>
    <yt:channelId>${channelId}</yt:channelId>
    <title>${title}</title>
    <link rel="alternate" href="https://www.youtube.com/watch?v=${videoId}"/>
    <author>
     <name>Desk Channel</name>
     <uri>https://www.youtube.com/channel/${channelId}</uri>
    </author>
    <published>${published}</published>
    <updated>2026-11-20T09:05:24.552394234+00:00</updated>
  </entry>
</feed>`;
}

function deletedEntryFeed(channelId: string, videoId: string) {
  return `<?xml version='1.0' encoding='UTF-8'?>
<feed xmlns:at="http://purl.org/atompub/tombstones/1.0" xmlns="http://www.w3.org/2005/Atom">
  <at:deleted-entry ref="yt:video:${videoId}" when="2026-11-20T09:05:24.552394234+00:00">
    <link href="https://www.youtube.com/watch?v=${videoId}"/>
    <at:by>
     <name>Desk Channel</name>
     <uri>https://www.youtube.com/channel/${channelId}</uri>
    </at:by>
  </at:deleted-entry>
</feed>`;
}

/** The path of the callback URL a hub request named (`/api/websub/callback/{channel_id}/{nonce}`). */
const callbackPath = (form: URLSearchParams) => new URL(form.get("hub.callback")!).pathname;

/** Asks the stand-in hub for a channel and answers with the path its verification must use. */
async function requested(channelId: string, mode: "subscribe" | "unsubscribe" = "subscribe", now = new Date()) {
  const hub = fakeHub();
  const result = await requestSubscription({ db, config: getConfig(testEnv()), now, fetch: hub.fetch }, channelId, mode);
  expect(result.ok).toBe(true);
  return { path: callbackPath(hub.forms[0]!), form: hub.forms[0]! };
}

const verifyAt = (path: string, params: Record<string, string>) => callWorker(`${path}?${new URLSearchParams(params)}`, {}, testEnv());

/** A channel row plus a subscription the hub verified, its callback path and the hub.secret it was given. */
async function subscribedChannel(options: { show?: boolean } = {}) {
  const ch = newChannel();
  await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: `Channel ${ch.handle}`, show: options.show ?? true });
  const { path, form } = await requested(ch.channel_id);
  const res = await verifyAt(path, {
    "hub.mode": "subscribe",
    "hub.topic": topicFor(ch.channel_id),
    "hub.challenge": "challenge-" + ch.handle,
    "hub.lease_seconds": String(LEASE_SECONDS),
  });
  expect(res.status).toBe(200);
  return { ...ch, path, secret: form.get("hub.secret")! };
}

async function push(ch: { path: string }, body: string, headers: Record<string, string>, queue = recordingQueue()) {
  const res = await callWorker(
    ch.path,
    { method: "POST", headers: { "Content-Type": "application/atom+xml", ...headers }, body },
    testEnv({ TASKS: queue.queue }),
  );
  return { res, sent: queue.sent };
}

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString().replace(".000Z", "+00:00");
const tasksFor = (handle: string) => count("task_executions", "json_extract(parameters, '$.channel') = ?", handle);

describe("subscribing at the hub", () => {
  it("posts the documented form fields and records a requested subscription", async () => {
    const ch = newChannel();
    await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: "Sub" });
    const hub = fakeHub();
    const now = new Date("2026-11-20T06:00:00.000Z");
    const config = getConfig(testEnv({ WEBSUB_HUB_URL: "https://hub.example/subscribe" }));
    const result = await requestSubscription({ db, config, now, fetch: hub.fetch }, ch.channel_id, "subscribe");
    expect(result).toEqual({ channel_id: ch.channel_id, mode: "subscribe", ok: true });
    expect(hub.urls).toEqual(["https://hub.example/subscribe"]);
    const form = hub.forms[0]!;
    expect(form.get("hub.mode")).toBe("subscribe");
    expect(form.get("hub.topic")).toBe(`https://www.youtube.com/xml/feeds/videos.xml?channel_id=${ch.channel_id}`);
    const callback = new URL(form.get("hub.callback")!);
    expect(callback.origin).toBe(new URL(config.PUBLIC_BASE_URL).origin);
    expect(callback.pathname).toMatch(new RegExp(`^/api/websub/callback/${ch.channel_id}/[0-9a-f]{32}$`));
    expect(form.get("hub.lease_seconds")).toBe(String(LEASE_SECONDS));
    expect(form.get("hub.secret")).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, ch.channel_id));
    expect(row).toMatchObject({
      status: "requested",
      topic_url: form.get("hub.topic"),
      last_error: null,
      pending_mode: "subscribe",
      pending_nonce: callback.pathname.split("/").at(-1),
      requested_at: now.toISOString(),
    });
  });

  it("gives every channel its own secret, the same on every renewal", async () => {
    const a = newChannel();
    const b = newChannel();
    for (const ch of [a, b]) await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: "S" });
    const hub = fakeHub();
    const deps = { db, config: getConfig(testEnv()), now: new Date(), fetch: hub.fetch };
    await requestSubscription(deps, a.channel_id, "subscribe");
    await requestSubscription(deps, b.channel_id, "subscribe");
    await requestSubscription(deps, a.channel_id, "subscribe");
    const secrets = hub.forms.map((f) => f.get("hub.secret"));
    expect(secrets[0]).not.toBe(secrets[1]);
    expect(secrets[2]).toBe(secrets[0]);
  });

  it("records the hub's refusal as a failed subscription", async () => {
    const ch = newChannel();
    await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: "Refused" });
    const hub = fakeHub(() => new Response("Invalid value for hub.topic", { status: 400 }));
    const result = await requestSubscription(
      { db, config: getConfig(testEnv()), now: new Date(), fetch: hub.fetch },
      ch.channel_id,
      "subscribe",
    );
    expect(result.ok).toBe(false);
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, ch.channel_id));
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toContain("HTTP 400: Invalid value for hub.topic");
  });
});

describe("GET /api/websub/callback/{channel_id}/{nonce} (verification of intent)", () => {
  it("echoes the challenge as text/plain for the request we made and records the lease", async () => {
    const ch = newChannel();
    await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: "Verify" });
    const { path } = await requested(ch.channel_id);
    const before = Date.now();
    const res = await verifyAt(path, {
      "hub.mode": "subscribe",
      "hub.topic": topicFor(ch.channel_id),
      "hub.challenge": "a1b2c3-challenge",
      "hub.lease_seconds": "432000",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.text()).toBe("a1b2c3-challenge");
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, ch.channel_id));
    expect(row).toMatchObject({
      status: "active",
      lease_seconds: 432000,
      callback_nonce: path.split("/").at(-1),
      pending_nonce: null,
      pending_mode: null,
    });
    const expires = Date.parse(row!.lease_expires_at!);
    expect(expires).toBeGreaterThanOrEqual(before + 432000 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 432000 * 1000);
  });

  it("answers 404 for a topic, mode or channel we did not ask about", async () => {
    const asked = newChannel();
    await insertChannel({ channel_id: asked.channel_id, handle: asked.handle, channel_name: "Asked" });
    const { path } = await requested(asked.channel_id);
    const stranger = newChannel();
    const otherTopic = await verifyAt(path, {
      "hub.mode": "subscribe",
      "hub.topic": topicFor(stranger.channel_id),
      "hub.challenge": "x",
      "hub.lease_seconds": "10",
    });
    expect(otherTopic.status).toBe(404);
    expect(await otherTopic.text()).not.toBe("x");
    expect((await verifyAt(path, { "hub.mode": "subscribe", "hub.topic": "https://evil.example/feed", "hub.challenge": "x" })).status).toBe(
      404,
    );
    expect(
      (await verifyAt(path, { "hub.mode": "unsubscribe", "hub.topic": topicFor(asked.channel_id), "hub.challenge": "x" })).status,
    ).toBe(404);
    const strangerPath = path.replace(asked.channel_id, stranger.channel_id);
    expect(
      (await verifyAt(strangerPath, { "hub.mode": "subscribe", "hub.topic": topicFor(stranger.channel_id), "hub.challenge": "x" })).status,
    ).toBe(404);
    // None of that verified anything: the real request still can.
    expect((await verifyAt(path, { "hub.mode": "subscribe", "hub.topic": topicFor(asked.channel_id), "hub.challenge": "ok" })).status).toBe(
      200,
    );
  });

  it("accepts a verification only with the nonce of the request we made, within the window, once", async () => {
    const ch = newChannel();
    await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: "Nonce" });
    const longAgo = new Date(Date.now() - VERIFY_WINDOW_MS - 60_000);
    const stale = await requested(ch.channel_id, "subscribe", longAgo);
    const params = { "hub.mode": "subscribe", "hub.topic": topicFor(ch.channel_id), "hub.challenge": "c", "hub.lease_seconds": "432000" };
    // The request's own nonce, but the hub (or someone) answers long after the request.
    expect((await verifyAt(stale.path, params)).status).toBe(404);
    const fresh = await requested(ch.channel_id);
    // A nonce nobody issued, and the previous request's nonce.
    expect((await verifyAt(fresh.path.replace(/[0-9a-f]{32}$/, "0".repeat(32)), params)).status).toBe(404);
    expect((await verifyAt(stale.path, params)).status).toBe(404);
    expect((await verifyAt(fresh.path, params)).status).toBe(200);
    // Replayed: the request was verified already.
    expect((await verifyAt(fresh.path, { ...params, "hub.lease_seconds": "99999999" })).status).toBe(404);
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, ch.channel_id));
    expect(row?.lease_seconds).toBe(432000);
  });

  it("refuses a forged unsubscription: push is not silenced by a stranger", async () => {
    const ch = await subscribedChannel();
    const forged = await verifyAt(ch.path, { "hub.mode": "unsubscribe", "hub.topic": topicFor(ch.channel_id), "hub.challenge": "silence" });
    expect(forged.status).toBe(404);
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, ch.channel_id));
    expect(row?.status).toBe("active");
  });

  it("clamps the lease a verification names to ten days", async () => {
    const ch = newChannel();
    await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: "Lease" });
    const { path } = await requested(ch.channel_id);
    const res = await verifyAt(path, {
      "hub.mode": "subscribe",
      "hub.topic": topicFor(ch.channel_id),
      "hub.challenge": "c",
      "hub.lease_seconds": String(3 * 365 * 86400),
    });
    expect(res.status).toBe(200);
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, ch.channel_id));
    expect(MAX_LEASE_SECONDS).toBe(10 * 86400);
    expect(row?.lease_seconds).toBe(MAX_LEASE_SECONDS);
    expect(Date.parse(row!.lease_expires_at!)).toBeLessThanOrEqual(Date.now() + MAX_LEASE_SECONDS * 1000);
  });

  it("confirms an unsubscription we asked for, at the live subscription's callback", async () => {
    const ch = await subscribedChannel();
    const { path } = await requested(ch.channel_id, "unsubscribe");
    expect(path).toBe(ch.path);
    const res = await verifyAt(path, { "hub.mode": "unsubscribe", "hub.topic": topicFor(ch.channel_id), "hub.challenge": "bye" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("bye");
  });

  it("records a denial by the hub", async () => {
    const ch = await subscribedChannel();
    expect(
      (await verifyAt(ch.path, { "hub.mode": "denied", "hub.topic": topicFor(ch.channel_id), "hub.reason": "topic not allowed" })).status,
    ).toBe(200);
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, ch.channel_id));
    expect(row?.status).toBe("failed");
    expect(row?.last_error).toContain("topic not allowed");
  });

  it("does not exist while WEBSUB_SECRET is not configured", async () => {
    const ch = newChannel();
    await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: "Off" });
    const { path } = await requested(ch.channel_id);
    const query = new URLSearchParams({
      "hub.mode": "subscribe",
      "hub.topic": topicFor(ch.channel_id),
      "hub.challenge": "c",
      "hub.lease_seconds": "1",
    });
    const res = await callWorker(`${path}?${query}`, {}, env);
    expect(res.status).toBe(404);
  });
});

describe("POST /api/websub/callback/{channel_id}/{nonce} (content distribution)", () => {
  it("queues one run_pipeline for a correctly signed new upload, for that one video", async () => {
    const ch = await subscribedChannel();
    const published = hourAgo();
    const body = newEntryFeed(ch.channel_id, "NewVideo001", published);
    const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ queued: 1, videos: ["NewVideo001"], ignored: 0 });
    const rows = await env.DB.prepare(
      "SELECT task_execution_id, task_name, parameters, requested_by FROM task_executions WHERE json_extract(parameters, '$.channel') = ?",
    )
      .bind(ch.handle)
      .all<{ task_execution_id: string; task_name: string; parameters: string; requested_by: string }>();
    expect(rows.results).toHaveLength(1);
    const task = rows.results[0]!;
    expect(task.task_name).toBe("run_pipeline");
    expect(task.requested_by).toBe("websub");
    expect(JSON.parse(task.parameters)).toEqual({ channel: ch.handle, video_id: "NewVideo001" });
    expect(sent).toEqual([{ task_execution_id: task.task_execution_id }]);
  });

  it("accepts a sha256 signature too", async () => {
    const ch = await subscribedChannel();
    const body = newEntryFeed(ch.channel_id, "NewVideo256", hourAgo());
    const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha256=${await hmacHex("SHA-256", ch.secret, body)}` });
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
  });

  it("refuses a missing, malformed or wrong signature and queues nothing", async () => {
    const ch = await subscribedChannel();
    const other = await subscribedChannel();
    const body = newEntryFeed(ch.channel_id, "Forged00001", hourAgo());
    const good = await hmacHex("SHA-1", ch.secret, body);
    const cases: Record<string, string>[] = [
      {},
      { "X-Hub-Signature": good },
      { "X-Hub-Signature": "md5=0123" },
      { "X-Hub-Signature": `sha1=${good.slice(0, -2)}` },
      { "X-Hub-Signature": `sha1=${"0".repeat(40)}` },
      // Signed with another channel's secret: each channel's secret signs only its own feed.
      { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", other.secret, body)}` },
      // The body was changed after signing.
      { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body.replace("Forged00001", "Forged00002"))}` },
      // A good signature beside a bad one is still refused.
      { "X-Hub-Signature": `sha1=${good}`, "X-Hub-Signature-256": `sha256=${"0".repeat(64)}` },
    ];
    for (const headers of cases) {
      const { res, sent } = await push(ch, body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(sent).toEqual([]);
    }
    expect(await tasksFor(ch.handle)).toBe(0);
  });

  it("ignores a deleted entry", async () => {
    const ch = await subscribedChannel();
    const body = deletedEntryFeed(ch.channel_id, "GoneVideo01");
    const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ queued: 0, videos: [], ignored: 1 });
    expect(sent).toEqual([]);
    expect(await tasksFor(ch.handle)).toBe(0);
  });

  it("answers 400 for a malformed feed, even correctly signed, and queues nothing", async () => {
    const ch = await subscribedChannel();
    const good = newEntryFeed(ch.channel_id, "Malformed01", hourAgo());
    const bodies = [
      good.replace("</entry>", ""),
      good.replace("<title>Unboxing", "<title>Unboxing & more"),
      `<!DOCTYPE feed [<!ENTITY x "y">]>${good.replace("<?xml version='1.0' encoding='UTF-8'?>", "")}`,
      good.replace("<yt:videoId>Malformed01</yt:videoId>", "<yt:videoId>not a video id</yt:videoId>"),
      good.replace('xmlns:yt="http://www.youtube.com/xml/schemas/2015" ', ""),
      `${good}<feed/>`,
      "not xml at all",
      `${"<a>".repeat(5000)}${"</a>".repeat(5000)}`,
      `<rss><channel/></rss>`,
    ];
    for (const body of bodies) {
      const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
      expect(res.status, body.slice(0, 80)).toBe(400);
      expect(sent).toEqual([]);
    }
    expect(await tasksFor(ch.handle)).toBe(0);
  });

  it("queues nothing for a video already stored or an old video's edit", async () => {
    const ch = await subscribedChannel();
    await insertVideo({ video_id: "KnownVideo1", channel_id: ch.channel_id, title: "Known", published_at: new Date().toISOString() });
    for (const body of [
      newEntryFeed(ch.channel_id, "KnownVideo1", hourAgo()),
      newEntryFeed(ch.channel_id, "OldVideo001", "2019-01-01T00:00:00+00:00"),
    ]) {
      const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
      expect(res.status).toBe(200);
      expect(sent).toEqual([]);
    }
    expect(await tasksFor(ch.handle)).toBe(0);
  });

  it("answers 410 Gone for a channel an admin hid, so the hub drops it", async () => {
    const ch = await subscribedChannel();
    await env.DB.prepare("UPDATE channels SET show = 0 WHERE channel_id = ?").bind(ch.channel_id).run();
    const body = newEntryFeed(ch.channel_id, "HiddenVid01", hourAgo());
    const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
    expect(res.status).toBe(410);
    expect(sent).toEqual([]);
  });

  it("passes the origin check: the hub sends no Origin header", async () => {
    const ch = await subscribedChannel();
    const body = newEntryFeed(ch.channel_id, "OriginVid01", hourAgo());
    const signature = { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` };
    expect((await push(ch, body, signature)).res.status).toBe(200);
    // A browser page elsewhere cannot post to it (and would have no signature anyway).
    expect((await push(ch, body, { ...signature, Origin: "https://evil.example" })).res.status).toBe(403);
  });

  it("checks the signature before reading the body: anything unsigned is 403, however malformed", async () => {
    const ch = await subscribedChannel();
    for (const body of ["not xml at all", `${"<a>".repeat(5000)}${"</a>".repeat(5000)}`, "\xff\xfe"]) {
      const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${"0".repeat(40)}` });
      expect(res.status, body.slice(0, 40)).toBe(403);
      expect(sent).toEqual([]);
    }
  });

  it("refuses the hostile namespace document: 403 unsigned, 400 signed and over the reader's caps", async () => {
    const ch = await subscribedChannel();
    const body = hostileNamespaceDocument(ch.channel_id);
    expect(body.length).toBeGreaterThan(70_000);
    const unsigned = await push(ch, body, {});
    expect(unsigned.res.status).toBe(403);
    const signed = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
    expect(signed.res.status).toBe(400);
    expect(((await signed.res.json()) as { detail: string }).detail).toContain(
      `more than ${XML_LIMITS.namespaceDeclarations} namespace declarations`,
    );
    expect(signed.sent).toEqual([]);
  });

  it("refuses a signed feed about another channel than its callback names", async () => {
    const ch = await subscribedChannel();
    const other = newChannel();
    const body = newEntryFeed(other.channel_id, "OtherChan01", hourAgo());
    const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
    expect(res.status).toBe(400);
    expect(sent).toEqual([]);
  });

  it("queues each new upload of a feed as its own run for that video", async () => {
    const ch = await subscribedChannel();
    const one = newEntryFeed(ch.channel_id, "TwoVideos01", hourAgo());
    const body = one.replace(
      "</feed>",
      one.slice(one.indexOf("<entry>"), one.indexOf("</entry>") + 8).replaceAll("TwoVideos01", "TwoVideos02") + "</feed>",
    );
    const { res, sent } = await push(ch, body, { "X-Hub-Signature": `sha1=${await hmacHex("SHA-1", ch.secret, body)}` });
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(2);
    const rows = await env.DB.prepare(
      "SELECT json_extract(parameters, '$.video_id') AS video_id, json_extract(parameters, '$.upload_date') AS day FROM task_executions WHERE json_extract(parameters, '$.channel') = ? ORDER BY 1",
    )
      .bind(ch.handle)
      .all<{ video_id: string; day: string | null }>();
    expect(rows.results).toEqual([
      { video_id: "TwoVideos01", day: null },
      { video_id: "TwoVideos02", day: null },
    ]);
  });
});

/** ~71 KB: a thousand namespace declarations on the root and 12,300 elements under it. */
function hostileNamespaceDocument(channelId: string) {
  const declarations = Array.from({ length: 1000 }, (_, i) => `xmlns:n${i}="urn:n${i}"`).join(" ");
  return `<feed xmlns="http://www.w3.org/2005/Atom" ${declarations}><link rel="self" href="${topicFor(channelId)}"/>${"<e/>".repeat(12_300)}</feed>`;
}

describe("the Atom reader", () => {
  it("stops at its caps: namespace declarations, elements, attributes", () => {
    const ch = newChannel();
    expect(() => parseXml(hostileNamespaceDocument(ch.channel_id))).toThrow(
      `more than ${XML_LIMITS.namespaceDeclarations} namespace declarations`,
    );
    expect(() => parseXml(`<feed xmlns="urn:a">${"<e/>".repeat(XML_LIMITS.elements)}</feed>`)).toThrow(
      `more than ${XML_LIMITS.elements} elements`,
    );
    const attributes = Array.from({ length: XML_LIMITS.attributesPerElement + 1 }, (_, i) => `a${i}="v"`).join(" ");
    expect(() => parseXml(`<feed ${attributes}/>`)).toThrow(`more than ${XML_LIMITS.attributesPerElement} attributes`);
    // Declarations spread over elements count too, and prefixes stay scoped to their element.
    expect(() =>
      parseXml(`<r>${Array.from({ length: XML_LIMITS.namespaceDeclarations + 1 }, (_, i) => `<e xmlns:p${i}="urn:${i}"/>`).join("")}</r>`),
    ).toThrow("namespace declarations");
    expect(() => parseXml(`<r><e xmlns:p="urn:p"/><p:x/></r>`)).toThrow("undeclared prefix p");
    expect(parseXml(`<r xmlns:p="urn:p"><e><p:x/></e></r>`).children[0]?.children[0]).toMatchObject({ ns: "urn:p", local: "x" });
  });

  it("reads a new entry, whatever prefixes the namespaces use, and decodes entities", () => {
    const ch = newChannel();
    const feed = parseFeed(
      newEntryFeed(ch.channel_id, "Entity00001", "2026-11-20T08:00:00+00:00", "Tom &amp; Jerry&#39;s &lt;desk&gt; &#x2764;")
        .replaceAll("yt:", "youtube:")
        .replace("xmlns:yt=", "xmlns:youtube="),
    );
    expect(feed).toEqual({
      channelId: ch.channel_id,
      entries: [
        { videoId: "Entity00001", channelId: ch.channel_id, title: "Tom & Jerry's <desk> \u2764", published: "2026-11-20T08:00:00+00:00" },
      ],
      deleted: [],
    });
  });

  it("reads a deleted entry as a deletion of that video", () => {
    const ch = newChannel();
    expect(parseFeed(deletedEntryFeed(ch.channel_id, "Deleted0001"))).toEqual({
      channelId: ch.channel_id,
      entries: [],
      deleted: ["Deleted0001"],
    });
  });

  it("refuses documents that name several channels or none", () => {
    const a = newChannel();
    const b = newChannel();
    const mixed = newEntryFeed(a.channel_id, "MixedVideo1", "2026-11-20T08:00:00+00:00").replace(
      `<yt:channelId>${a.channel_id}`,
      `<yt:channelId>${b.channel_id}`,
    );
    expect(() => parseFeed(mixed)).toThrow(FeedError);
    expect(() => parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>empty</title></feed>`)).toThrow("names no channel");
  });
});

describe("renewal selection (daily cron)", () => {
  it("subscribes visible channels without a live lease and unsubscribes hidden ones", async () => {
    const now = new Date("2030-01-10T06:00:00.000Z");
    const iso = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const day = 24 * 60 * 60 * 1000;
    const make = async (
      show: boolean,
      row?: { status: "requested" | "active" | "unsubscribed" | "failed"; lease?: string | null; updated?: string; legacy?: boolean },
    ) => {
      const ch = newChannel();
      await insertChannel({ channel_id: ch.channel_id, handle: ch.handle, channel_name: ch.handle, show });
      if (row) {
        await db.insert(websubSubscriptions).values({
          channel_id: ch.channel_id,
          topic_url: topicFor(ch.channel_id),
          status: row.status,
          lease_expires_at: row.lease ?? null,
          callback_nonce: row.legacy ? null : "0".repeat(32),
          updated_at: row.updated ?? iso(-2 * day),
        });
      }
      return ch.channel_id;
    };
    const none = await make(true);
    const endsSoon = await make(true, { status: "active", lease: iso(day) });
    const endsLater = await make(true, { status: "active", lease: iso(4 * day) });
    const failed = await make(true, { status: "failed" });
    const unverifiedOld = await make(true, { status: "requested", updated: iso(-3 * 60 * 60 * 1000) });
    const unverifiedFresh = await make(true, { status: "requested", updated: iso(-5 * 60 * 1000) });
    const wasUnsubscribed = await make(true, { status: "unsubscribed" });
    // Verified before callbacks carried their channel and a nonce: its callback is retired.
    const legacy = await make(true, { status: "active", lease: iso(4 * day), legacy: true });
    const hiddenActive = await make(false, { status: "active", lease: iso(4 * day) });
    const hiddenNone = await make(false);
    const hiddenDone = await make(false, { status: "unsubscribed" });

    const work = await selectWebSubWork(db, now, 10_000);
    const created = new Set([
      none,
      endsSoon,
      endsLater,
      failed,
      unverifiedOld,
      unverifiedFresh,
      wasUnsubscribed,
      legacy,
      hiddenActive,
      hiddenNone,
      hiddenDone,
    ]);
    const mine = (ids: string[]) => ids.filter((id) => created.has(id));
    expect(new Set(mine(work.subscribe))).toEqual(new Set([none, endsSoon, failed, unverifiedOld, wasUnsubscribed, legacy]));
    expect(mine(work.unsubscribe)).toEqual([hiddenActive]);
    // Channels never subscribed come first, then the leases that end soonest.
    expect(mine(work.subscribe).indexOf(endsSoon)).toBeGreaterThan(mine(work.subscribe).indexOf(none));
  });

  it("asks the hub for each, in the right mode, only when WEBSUB_SECRET is set", async () => {
    const now = new Date("2031-06-01T06:00:00.000Z");
    const visible = newChannel();
    const hidden = newChannel();
    await insertChannel({ channel_id: visible.channel_id, handle: visible.handle, channel_name: "V" });
    await insertChannel({ channel_id: hidden.channel_id, handle: hidden.handle, channel_name: "H", show: false });
    await db
      .insert(websubSubscriptions)
      .values({ channel_id: hidden.channel_id, topic_url: topicFor(hidden.channel_id), status: "active" });

    expect(await renewWebSubSubscriptions({ db, config: getConfig(env), now, fetch: fakeHub().fetch })).toBeNull();

    const hub = fakeHub();
    const result = await renewWebSubSubscriptions({ db, config: getConfig(testEnv()), now, fetch: hub.fetch });
    expect(result?.failed).toBe(0);
    const modes = new Map(hub.forms.map((f) => [f.get("hub.topic"), f.get("hub.mode")]));
    expect(modes.get(topicFor(visible.channel_id))).toBe("subscribe");
    expect(modes.get(topicFor(hidden.channel_id))).toBe("unsubscribe");
    const unsubscribeForm = hub.forms.find((f) => f.get("hub.mode") === "unsubscribe")!;
    expect(unsubscribeForm.has("hub.secret")).toBe(false);
    const [row] = await db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, hidden.channel_id));
    expect(row?.status).toBe("unsubscribed");
  });
});

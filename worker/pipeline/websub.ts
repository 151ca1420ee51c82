/**
 * New videos within minutes: every visible channel is subscribed to YouTube's WebSub (PubSubHubbub)
 * feed; the hub calls back (worker/api/websub.ts) with an Atom entry per upload, which is queued
 * through the same pipeline. Leases are renewed by the daily cron, which stays the safety net.
 * Spec: https://www.w3.org/TR/websub/ — YouTube's feed: https://developers.google.com/youtube/v3/guides/push_notifications
 */
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { channels, videos, websubSubscriptions } from "../db/schema";
import { createTasks, type TaskServiceDeps } from "../services/tasks";
import { fetchWithPolicy, type FetchLike } from "./providers/http";

const TOPIC_PREFIX = "https://www.youtube.com/xml/feeds/videos.xml?channel_id=";
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;

/** Five days, what YouTube's hub grants; the cron renews within the last two. */
export const LEASE_SECONDS = 5 * 24 * 60 * 60;
export const RENEW_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;
/** A request the hub has not verified within this long is not going to be: ask again. */
export const UNVERIFIED_AFTER_MS = 60 * 60 * 1000;
/** Hub calls per cron run (each a subrequest); the rest wait for the next day, oldest lease first. */
export const MAX_HUB_CALLS_PER_RUN = 500;
/** An entry published longer ago is an edit of an old video, not a new upload. */
export const NEW_VIDEO_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** YouTube's notifications are one entry of a few hundred bytes. */
export const MAX_NOTIFICATION_BYTES = 256 * 1024;

export const topicFor = (channelId: string) => `${TOPIC_PREFIX}${channelId}`;

export function channelIdFromTopic(topic: string): string | null {
  if (!topic.startsWith(TOPIC_PREFIX)) return null;
  const id = topic.slice(TOPIC_PREFIX.length);
  return CHANNEL_ID.test(id) ? id : null;
}

export const callbackUrl = (config: AppConfig) => new URL("/api/websub/callback", config.PUBLIC_BASE_URL).toString();

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Each channel's hub.secret, derived from WEBSUB_SECRET: one leaked secret does not sign for other channels. */
export async function hubSecret(websubSecret: string, channelId: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", bytes(websubSecret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, bytes(`websub:${channelId}`)));
}

// ---------------------------------------------------------------------------------------------
// Signatures: `X-Hub-Signature: sha1=<hex>` (YouTube's hub uses SHA-1; WebSub allows sha256/384/512)

const SIGNATURE_HASHES = { sha1: ["SHA-1", 20], sha256: ["SHA-256", 32], sha384: ["SHA-384", 48], sha512: ["SHA-512", 64] } as const;

function parseSignature(header: string): { hash: string; signature: Uint8Array<ArrayBuffer> } | null {
  const match = /^(sha1|sha256|sha384|sha512)=([0-9a-fA-F]+)$/.exec(header.trim());
  if (!match) return null;
  const [hash, size] = SIGNATURE_HASHES[match[1] as keyof typeof SIGNATURE_HASHES];
  const digits = match[2] as string;
  if (digits.length !== size * 2) return null;
  const signature = new Uint8Array(size);
  for (let i = 0; i < size; i++) signature[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return { hash, signature };
}

/**
 * True when every signature header present is well-formed and is the HMAC of the raw body under
 * the secret; at least one must be present. `crypto.subtle.verify` compares in constant time.
 */
export async function verifySignatures(secret: string, body: ArrayBuffer, headers: (string | null | undefined)[]): Promise<boolean> {
  const present = headers.filter((h): h is string => typeof h === "string");
  if (present.length === 0) return false;
  for (const header of present) {
    const parsed = parseSignature(header);
    if (!parsed) return false;
    const key = await crypto.subtle.importKey("raw", bytes(secret), { name: "HMAC", hash: parsed.hash }, false, ["verify"]);
    if (!(await crypto.subtle.verify("HMAC", key, parsed.signature, body))) return false;
  }
  return true;
}

export function hasWellFormedSignature(headers: (string | null | undefined)[]): boolean {
  const present = headers.filter((h): h is string => typeof h === "string");
  return present.length > 0 && present.every((h) => parseSignature(h) !== null);
}

// ---------------------------------------------------------------------------------------------
// A small strict XML reader for the hub's Atom documents (Workers have no DOMParser). It accepts
// well-formed XML 1.0 without a DOCTYPE (so no entity expansion), resolves namespace prefixes,
// and refuses everything else.

export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedError";
  }
}

interface XmlElement {
  ns: string;
  local: string;
  attrs: Map<string, string>;
  children: XmlElement[];
  text: string;
}

const MAX_XML_DEPTH = 16;
const NAME = /[A-Za-z_][A-Za-z0-9._-]*(?::[A-Za-z_][A-Za-z0-9._-]*)?/y;
const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  if (raw.includes("<")) throw new FeedError("'<' in character data");
  return raw.replace(/&([^;&]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) throw new FeedError("bare '&' in character data");
    if (name in PREDEFINED) return PREDEFINED[name] as string;
    const num = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(name);
    const code = num ? Number.parseInt(num[1] ?? (num[2] as string), num[1] ? 16 : 10) : NaN;
    if (!(code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0x10ffff))) {
      throw new FeedError(`unknown entity ${whole}`);
    }
    return String.fromCodePoint(code);
  });
}

function parseXml(xml: string): XmlElement {
  let i = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (why: string): never => {
    throw new FeedError(`${why} at offset ${i}`);
  };
  const skipSpace = () => {
    while (i < xml.length && " \t\r\n".includes(xml[i] as string)) i++;
  };
  const readName = () => {
    NAME.lastIndex = i;
    const m = NAME.exec(xml);
    if (!m) fail("expected a name");
    i += (m as RegExpExecArray)[0].length;
    return (m as RegExpExecArray)[0];
  };
  const skipUntil = (end: string) => {
    const at = xml.indexOf(end, i);
    if (at < 0) fail(`unterminated markup, expected ${end}`);
    const body = xml.slice(i, at);
    i = at + end.length;
    return body;
  };
  /** Comments and processing instructions, allowed between elements. */
  const skipMisc = () => {
    for (;;) {
      skipSpace();
      if (xml.startsWith("<!--", i)) {
        i += 4;
        skipUntil("-->");
      } else if (xml.startsWith("<?", i)) {
        i += 2;
        skipUntil("?>");
      } else if (xml.startsWith("<!DOCTYPE", i)) {
        fail("DOCTYPE is not accepted");
      } else return;
    }
  };

  const element = (scope: Map<string, string>, depth: number): XmlElement => {
    // The feed is read before its signature can be checked: nesting is bounded, not the stack.
    if (depth > MAX_XML_DEPTH) fail("elements nested too deeply");
    if (xml[i] !== "<") fail("expected an element");
    i++;
    const qname = readName();
    const raw = new Map<string, string>();
    for (;;) {
      const before = i;
      skipSpace();
      if (xml.startsWith("/>", i) || xml[i] === ">") break;
      if (i === before) fail("expected whitespace before an attribute");
      const name = readName();
      skipSpace();
      if (xml[i] !== "=") fail("expected '='");
      i++;
      skipSpace();
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") fail("expected a quoted attribute value");
      i++;
      const value = skipUntil(quote as string);
      if (raw.has(name)) fail(`duplicate attribute ${name}`);
      raw.set(name, decodeEntities(value));
    }
    const names = new Map(scope);
    for (const [name, value] of raw) {
      if (name === "xmlns") names.set("", value);
      else if (name.startsWith("xmlns:")) names.set(name.slice(6), value);
    }
    const [prefix, local] = qname.includes(":") ? (qname.split(":") as [string, string]) : ["", qname];
    const ns = names.get(prefix);
    if (ns === undefined && prefix !== "") fail(`undeclared prefix ${prefix}`);
    const node: XmlElement = { ns: ns ?? "", local, attrs: raw, children: [], text: "" };
    if (xml.startsWith("/>", i)) {
      i += 2;
      return node;
    }
    i++;
    for (;;) {
      const lt = xml.indexOf("<", i);
      if (lt < 0) fail(`unclosed element ${qname}`);
      node.text += decodeEntities(xml.slice(i, lt));
      i = lt;
      if (xml.startsWith("</", i)) {
        i += 2;
        if (readName() !== qname) fail(`mismatched end tag for ${qname}`);
        skipSpace();
        if (xml[i] !== ">") fail("expected '>'");
        i++;
        return node;
      }
      if (xml.startsWith("<![CDATA[", i)) {
        i += 9;
        node.text += skipUntil("]]>");
      } else if (xml.startsWith("<!--", i)) {
        i += 4;
        skipUntil("-->");
      } else if (xml.startsWith("<?", i)) {
        i += 2;
        skipUntil("?>");
      } else if (xml.startsWith("<!", i)) {
        fail("unexpected declaration");
      } else {
        node.children.push(element(names, depth + 1));
      }
    }
  };

  skipMisc();
  const root = element(new Map([["xml", "http://www.w3.org/XML/1998/namespace"]]), 1);
  skipMisc();
  if (i !== xml.length) fail("content after the root element");
  return root;
}

// ---------------------------------------------------------------------------------------------
// The feed YouTube's hub pushes.

const ATOM = "http://www.w3.org/2005/Atom";
const YT = "http://www.youtube.com/xml/schemas/2015";
const TOMBSTONES = "http://purl.org/atompub/tombstones/1.0";

const child = (el: XmlElement, ns: string, local: string) => el.children.find((c) => c.ns === ns && c.local === local);
const textOf = (el: XmlElement, ns: string, local: string) => child(el, ns, local)?.text.trim();

const entrySchema = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, "yt:videoId is not a video id"),
  channelId: z.string().regex(CHANNEL_ID, "yt:channelId is not a channel id"),
  title: z.string().max(1000).default(""),
  published: z.string().refine((v) => !Number.isNaN(Date.parse(v)), "published is not a date"),
});
export type FeedEntry = z.infer<typeof entrySchema>;

export interface Feed {
  /** The one channel the document is about. */
  channelId: string;
  entries: FeedEntry[];
  /** Videos the channel deleted or made private: nothing to queue. */
  deleted: string[];
}

const CHANNEL_URL = /^https?:\/\/(?:www\.)?youtube\.com\/channel\/(UC[A-Za-z0-9_-]{22})$/;

export function parseFeed(xml: string): Feed {
  const root = parseXml(xml);
  if (root.ns !== ATOM || root.local !== "feed") throw new FeedError("not an Atom feed");
  const channelIds = new Set<string>();
  for (const link of root.children.filter((c) => c.ns === ATOM && c.local === "link" && c.attrs.get("rel") === "self")) {
    const id = channelIdFromTopic(link.attrs.get("href") ?? "");
    if (id) channelIds.add(id);
  }
  const entries: FeedEntry[] = [];
  const deleted: string[] = [];
  for (const el of root.children) {
    if (el.ns === ATOM && el.local === "entry") {
      const parsed = entrySchema.safeParse({
        videoId: textOf(el, YT, "videoId"),
        channelId: textOf(el, YT, "channelId"),
        title: textOf(el, ATOM, "title"),
        published: textOf(el, ATOM, "published"),
      });
      if (!parsed.success) throw new FeedError(`invalid entry: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
      entries.push(parsed.data);
      channelIds.add(parsed.data.channelId);
    } else if (el.ns === TOMBSTONES && el.local === "deleted-entry") {
      const ref = /^yt:video:([A-Za-z0-9_-]{11})$/.exec(el.attrs.get("ref") ?? "");
      if (!ref) throw new FeedError("invalid deleted-entry ref");
      deleted.push(ref[1] as string);
      const by = child(el, TOMBSTONES, "by");
      const uri = by ? CHANNEL_URL.exec(textOf(by, ATOM, "uri") ?? "") : null;
      if (uri) channelIds.add(uri[1] as string);
    }
  }
  if (channelIds.size !== 1) throw new FeedError(channelIds.size === 0 ? "the feed names no channel" : "the feed names several channels");
  return { channelId: [...channelIds][0] as string, entries, deleted };
}

// ---------------------------------------------------------------------------------------------
// Asking the hub.

export interface HubDeps {
  db: Db;
  config: AppConfig;
  now: Date;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
}

export type HubResult = { channel_id: string; mode: "subscribe" | "unsubscribe"; ok: boolean; error?: string };

/**
 * Sends one subscribe or unsubscribe request (form-encoded, as WebSub requires). The row is written
 * first: a hub may verify the intent before it even answers this request.
 */
export async function requestSubscription(deps: HubDeps, channelId: string, mode: "subscribe" | "unsubscribe"): Promise<HubResult> {
  const secret = deps.config.WEBSUB_SECRET;
  if (!secret) throw new Error("WEBSUB_SECRET is not configured");
  const topic = topicFor(channelId);
  const at = deps.now.toISOString();
  const status = mode === "subscribe" ? "requested" : "unsubscribed";
  await deps.db
    .insert(websubSubscriptions)
    .values({ channel_id: channelId, topic_url: topic, status, updated_at: at })
    .onConflictDoUpdate({ target: websubSubscriptions.channel_id, set: { topic_url: topic, status, last_error: null, updated_at: at } });
  const form = new URLSearchParams({ "hub.callback": callbackUrl(deps.config), "hub.mode": mode, "hub.topic": topic, "hub.verify": "async" });
  if (mode === "subscribe") {
    form.set("hub.lease_seconds", String(LEASE_SECONDS));
    form.set("hub.secret", await hubSecret(secret, channelId));
  }
  let error: string | undefined;
  try {
    const res = await fetchWithPolicy(
      { provider: "WebSub hub", timeoutMs: 10_000, retries: 2, baseDelayMs: 1_000, maxDelayMs: 5_000, fetch: deps.fetch, sleep: deps.sleep },
      deps.config.WEBSUB_HUB_URL,
      { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: form.toString() },
    );
    // 202: verification follows asynchronously; 204: verified already.
    const text = await res.text();
    if (res.status !== 202 && res.status !== 204) error = `hub answered HTTP ${res.status}: ${text.slice(0, 300)}`;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  if (error) {
    await deps.db
      .update(websubSubscriptions)
      .set({ ...(mode === "subscribe" ? { status: "failed" as const } : {}), last_error: error, updated_at: at })
      .where(eq(websubSubscriptions.channel_id, channelId));
    console.warn(`websub: ${mode} ${channelId} failed: ${error}`);
  }
  return { channel_id: channelId, mode, ok: !error, ...(error ? { error } : {}) };
}

/**
 * What the daily cron asks the hub for: visible channels without a live subscription (none yet,
 * unsubscribed, failed, an unverified request, or a lease ending within two days) are subscribed,
 * oldest lease first; channels an admin hid are unsubscribed.
 */
export async function selectWebSubWork(db: Db, now: Date, limit = MAX_HUB_CALLS_PER_RUN) {
  const renewBefore = new Date(now.getTime() + RENEW_WITHIN_MS).toISOString();
  const unverifiedBefore = new Date(now.getTime() - UNVERIFIED_AFTER_MS).toISOString();
  const d1 = db.$client;
  const [subscribe, unsubscribe] = await d1.batch<{ channel_id: string }>([
    d1
      .prepare(
        `SELECT c.channel_id FROM channels c LEFT JOIN websub_subscriptions w ON w.channel_id = c.channel_id
         WHERE c.show = 1 AND (
           w.channel_id IS NULL
           OR w.status IN ('unsubscribed', 'failed')
           OR (w.status = 'active' AND (w.lease_expires_at IS NULL OR w.lease_expires_at < ?1))
           OR (w.status = 'requested' AND w.updated_at < ?2))
         ORDER BY w.lease_expires_at IS NOT NULL, w.lease_expires_at, c.channel_id
         LIMIT ?3`,
      )
      .bind(renewBefore, unverifiedBefore, limit),
    d1
      .prepare(
        `SELECT w.channel_id FROM websub_subscriptions w JOIN channels c ON c.channel_id = w.channel_id
         WHERE c.show = 0 AND w.status IN ('requested', 'active') ORDER BY w.channel_id LIMIT ?1`,
      )
      .bind(limit),
  ]);
  return {
    subscribe: (subscribe?.results ?? []).map((r) => r.channel_id),
    unsubscribe: (unsubscribe?.results ?? []).map((r) => r.channel_id),
  };
}

/** The cron's renewal pass; does nothing unless WEBSUB_SECRET is configured. */
export async function renewWebSubSubscriptions(deps: HubDeps): Promise<{ subscribed: number; unsubscribed: number; failed: number } | null> {
  if (!deps.config.WEBSUB_SECRET) return null;
  const work = await selectWebSubWork(deps.db, deps.now);
  const results: HubResult[] = [];
  // One at a time: the hub is a shared public service.
  for (const id of work.unsubscribe) results.push(await requestSubscription(deps, id, "unsubscribe"));
  for (const id of work.subscribe) results.push(await requestSubscription(deps, id, "subscribe"));
  const ok = (mode: HubResult["mode"]) => results.filter((r) => r.ok && r.mode === mode).length;
  return { subscribed: ok("subscribe"), unsubscribed: ok("unsubscribe"), failed: results.filter((r) => !r.ok).length };
}

// ---------------------------------------------------------------------------------------------
// The hub calling back.

export type CallbackAnswer = { status: 200 | 400 | 403 | 404 | 410 | 413; body: string | Record<string, unknown> };

export const verificationQuery = z
  .object({
    "hub.mode": z.enum(["subscribe", "unsubscribe", "denied"]),
    "hub.topic": z.string().min(1).max(2048),
    "hub.challenge": z.string().min(1).max(1024).optional(),
    "hub.lease_seconds": z.coerce.number().int().min(0).max(100_000_000).optional(),
    "hub.reason": z.string().max(1000).optional(),
  })
  .refine((q) => q["hub.mode"] === "denied" || q["hub.challenge"] !== undefined, { message: "hub.challenge is required", path: ["hub.challenge"] });
export type VerificationQuery = z.infer<typeof verificationQuery>;

/**
 * The hub confirming an intent: the challenge is echoed only for a topic we asked about in that
 * mode (anything else is 404, so nobody can subscribe our callback to topics we never chose).
 */
export async function answerVerification(deps: { db: Db; now: Date }, query: VerificationQuery): Promise<CallbackAnswer> {
  const topic = query["hub.topic"];
  const channelId = channelIdFromTopic(topic);
  if (!channelId) return { status: 404, body: { detail: "Unknown topic" } };
  const [row] = await deps.db.select().from(websubSubscriptions).where(eq(websubSubscriptions.channel_id, channelId)).limit(1);
  if (!row || row.topic_url !== topic) return { status: 404, body: { detail: "Unknown topic" } };
  const at = deps.now.toISOString();
  const mode = query["hub.mode"];
  if (mode === "denied") {
    await deps.db
      .update(websubSubscriptions)
      .set({ status: "failed", last_error: `denied by the hub: ${query["hub.reason"] ?? "no reason given"}`, updated_at: at })
      .where(eq(websubSubscriptions.channel_id, channelId));
    return { status: 200, body: "" };
  }
  const challenge = query["hub.challenge"] as string;
  if (mode === "unsubscribe") {
    return row.status === "unsubscribed" ? { status: 200, body: challenge } : { status: 404, body: { detail: "Not unsubscribing from this topic" } };
  }
  if (row.status !== "requested" && row.status !== "active") return { status: 404, body: { detail: "Not subscribing to this topic" } };
  const lease = query["hub.lease_seconds"] ?? LEASE_SECONDS;
  await deps.db
    .update(websubSubscriptions)
    .set({
      status: "active",
      lease_seconds: lease,
      lease_expires_at: new Date(deps.now.getTime() + lease * 1000).toISOString(),
      last_error: null,
      updated_at: at,
    })
    .where(eq(websubSubscriptions.channel_id, channelId));
  return { status: 200, body: challenge };
}

export interface NotificationDeps extends TaskServiceDeps {
  config: AppConfig;
  now: Date;
}

/**
 * A pushed feed. A missing or wrong signature is refused with 403 and nothing is read further
 * (WebSub allows either a 2xx or an error here; see README "New videos within minutes"). A
 * signed feed for a channel we no longer follow answers 410 Gone, which tells the hub to drop it.
 * Each new upload is queued as the channel's run_pipeline for the upload's day.
 */
export async function acceptNotification(deps: NotificationDeps, body: ArrayBuffer, signatures: (string | null | undefined)[]): Promise<CallbackAnswer> {
  const secret = deps.config.WEBSUB_SECRET;
  if (!secret) return { status: 404, body: { detail: "Not Found" } };
  if (body.byteLength > MAX_NOTIFICATION_BYTES) return { status: 413, body: { detail: "Request body too large" } };
  if (!hasWellFormedSignature(signatures)) return { status: 403, body: { detail: "Missing or malformed X-Hub-Signature" } };
  let xml: string;
  try {
    xml = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    return { status: 400, body: { detail: "Malformed feed: not UTF-8" } };
  }
  let feed: Feed;
  try {
    feed = parseFeed(xml);
  } catch (error) {
    if (error instanceof FeedError) return { status: 400, body: { detail: `Malformed feed: ${error.message}` } };
    throw error;
  }
  if (!(await verifySignatures(await hubSecret(secret, feed.channelId), body, signatures))) {
    console.warn(`websub: refused a notification for ${feed.channelId} with a bad signature`);
    return { status: 403, body: { detail: "Signature does not match" } };
  }
  const [channel] = await deps.db
    .select({ handle: channels.handle, show: channels.show, status: websubSubscriptions.status })
    .from(channels)
    .innerJoin(websubSubscriptions, eq(websubSubscriptions.channel_id, channels.channel_id))
    .where(eq(channels.channel_id, feed.channelId))
    .limit(1);
  if (!channel || !channel.show || (channel.status !== "requested" && channel.status !== "active")) {
    return { status: 410, body: { detail: "Not subscribed to this channel" } };
  }
  const recent = feed.entries.filter((e) => deps.now.getTime() - Date.parse(e.published) <= NEW_VIDEO_WINDOW_MS);
  const known = recent.length
    ? new Set(
        (
          await deps.db
            .select({ id: videos.video_id })
            .from(videos)
            .where(and(eq(videos.channel_id, feed.channelId), inArray(videos.video_id, recent.map((e) => e.videoId))))
        ).map((r) => r.id),
      )
    : new Set<string>();
  const fresh = recent.filter((e) => !known.has(e.videoId));
  // One run per upload day: the task's narrowest filter (see pipeline/tasks/params.ts).
  const days = [...new Set(fresh.map((e) => new Date(Date.parse(e.published)).toISOString().slice(0, 10).replaceAll("-", "")))];
  const tasks = await createTasks(
    deps,
    days.map((upload_date) => ({ task_name: "run_pipeline" as const, parameters: { channel: channel.handle, upload_date } })),
    "websub",
  );
  return {
    status: 200,
    body: {
      queued: tasks.length,
      videos: fresh.map((e) => e.videoId),
      ignored: feed.entries.length - fresh.length + feed.deleted.length,
    },
  };
}

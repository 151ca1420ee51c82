/**
 * The hub calling back, at `/api/websub/callback/{channel_id}/{nonce}` (worker/api/websub.ts):
 * GET verifies an intent the app itself asked for; POST delivers a signed feed, whose signature
 * is checked over the raw bytes before anything reads them as XML.
 * Spec: https://www.w3.org/TR/websub/ — YouTube's feed: https://developers.google.com/youtube/v3/guides/push_notifications
 */
import { z } from "zod";
import { storedVideoIds, subscribedChannel, updateWebSubSubscription, webSubSubscription } from "../db/queries/websub";
import type { ServiceContext } from "./context";
import { createTasks } from "./tasks";
import { parseFeed, type Feed } from "../providers/websub/feed";
import { hubSecret, verifySignatures } from "../providers/websub/signature";
import { CHANNEL_ID, LEASE_SECONDS, NONCE, topicFor } from "../providers/websub/topic";
import { FeedError } from "../providers/websub/xml";

/** The hub verifies within seconds; a verification arriving later than this is not for a request we made. */
export const VERIFY_WINDOW_MS = 30 * 60 * 1000;
/** Whatever lease a verification names, at most this is recorded (and renewed two days before it ends). */
export const MAX_LEASE_SECONDS = 10 * 24 * 60 * 60;
/** An entry published longer ago is an edit of an old video, not a new upload. */
export const NEW_VIDEO_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** YouTube's notifications are one entry of a few hundred bytes. */
export const MAX_NOTIFICATION_BYTES = 256 * 1024;

export type CallbackAnswer = { status: 200 | 400 | 403 | 404 | 410 | 413; body: string | Record<string, unknown> };

export const callbackParams = z.object({
  channel_id: z.string().regex(CHANNEL_ID, "not a channel id"),
  nonce: z.string().regex(NONCE, "not a callback nonce"),
});
export type CallbackParams = z.infer<typeof callbackParams>;

export const verificationQuery = z
  .object({
    "hub.mode": z.enum(["subscribe", "unsubscribe", "denied"]),
    "hub.topic": z.string().min(1).max(2048),
    "hub.challenge": z.string().min(1).max(1024).optional(),
    "hub.lease_seconds": z.coerce.number().int().min(0).max(100_000_000).optional(),
    "hub.reason": z.string().max(1000).optional(),
  })
  .refine((q) => q["hub.mode"] === "denied" || q["hub.challenge"] !== undefined, {
    message: "hub.challenge is required",
    path: ["hub.challenge"],
  });
export type VerificationQuery = z.infer<typeof verificationQuery>;
const verificationInput = callbackParams.and(verificationQuery);

/** Compares every character whatever differs first, so timing tells nothing about the nonce. */
function sameNonce(given: string, stored: string | null): boolean {
  if (stored === null || given.length !== stored.length) return false;
  let difference = 0;
  for (let i = 0; i < given.length; i++) difference |= given.charCodeAt(i) ^ stored.charCodeAt(i);
  return difference === 0;
}

const UNKNOWN: CallbackAnswer = { status: 404, body: { detail: "No such subscription request" } };

/**
 * The hub confirming an intent. The challenge is echoed only for the one request the app made
 * for that channel: same topic, same mode, the nonce of that request's callback URL, and within
 * VERIFY_WINDOW_MS of it; each request verifies once. Anything else is 404, so nobody can
 * subscribe our callback to other topics, unsubscribe us, or record a lease of years. The lease
 * recorded is clamped to MAX_LEASE_SECONDS. A denial is taken for the live or pending request.
 */
export async function answerVerification(
  rc: Pick<ServiceContext, "db">,
  rawInput: z.input<typeof verificationInput>,
): Promise<CallbackAnswer> {
  const { channel_id: channelId, nonce, ...query } = verificationInput.parse(rawInput);
  const now = new Date();
  if (query["hub.topic"] !== topicFor(channelId)) return UNKNOWN;
  const row = await webSubSubscription(rc.db, channelId);
  if (!row) return UNKNOWN;
  const at = now.toISOString();
  const mode = query["hub.mode"];
  if (mode === "denied") {
    if (!sameNonce(nonce, row.pending_nonce) && !sameNonce(nonce, row.callback_nonce)) return UNKNOWN;
    await updateWebSubSubscription(rc.db, channelId, {
      status: "failed",
      last_error: `denied by the hub: ${query["hub.reason"] ?? "no reason given"}`,
      pending_nonce: null,
      pending_mode: null,
      updated_at: at,
    });
    return { status: 200, body: "" };
  }
  const requestedAt = row.requested_at ? Date.parse(row.requested_at) : Number.NaN;
  const age = now.getTime() - requestedAt;
  if (!sameNonce(nonce, row.pending_nonce) || row.pending_mode !== mode || !(age >= 0 && age <= VERIFY_WINDOW_MS)) return UNKNOWN;
  const challenge = query["hub.challenge"] as string;
  if (mode === "unsubscribe") {
    await updateWebSubSubscription(rc.db, channelId, { callback_nonce: null, pending_nonce: null, pending_mode: null, updated_at: at });
    return { status: 200, body: challenge };
  }
  const lease = Math.min(query["hub.lease_seconds"] ?? LEASE_SECONDS, MAX_LEASE_SECONDS);
  await updateWebSubSubscription(rc.db, channelId, {
    status: "active",
    lease_seconds: lease,
    lease_expires_at: new Date(now.getTime() + lease * 1000).toISOString(),
    callback_nonce: nonce,
    pending_nonce: null,
    pending_mode: null,
    last_error: null,
    updated_at: at,
  });
  return { status: 200, body: challenge };
}

const notificationInput = callbackParams.extend({
  /** The raw bytes the HMAC covers. */
  body: z.custom<Uint8Array<ArrayBuffer>>((v) => v instanceof Uint8Array),
  /** X-Hub-Signature and X-Hub-Signature-256, as sent. */
  signatures: z.array(z.string().nullish()),
});

/**
 * A pushed feed for the channel its callback URL names. The HMAC over the raw bytes is checked
 * first, under that channel's secret: a missing or wrong signature is refused with 403 and the
 * body is never read as XML (WebSub allows either a 2xx or an error here; see docs/websub.md,
 * "Notifications"). Any nonce is accepted here: the signature is what authenticates a
 * notification, and a renewed subscription's previous callback still delivers until its lease
 * ends. A signed feed for a channel we no longer follow answers 410 Gone, which tells the hub
 * to drop it. Each new upload is queued as a run_pipeline for that one video.
 */
export async function acceptNotification(
  rc: Pick<ServiceContext, "db" | "env" | "config">,
  rawInput: z.input<typeof notificationInput>,
): Promise<CallbackAnswer> {
  const { channel_id: channelId, body, signatures } = notificationInput.parse(rawInput);
  const now = new Date();
  const secret = rc.config.WEBSUB_SECRET;
  if (!secret) return { status: 404, body: { detail: "Not Found" } };
  if (body.byteLength > MAX_NOTIFICATION_BYTES) return { status: 413, body: { detail: "Request body too large" } };
  if (!(await verifySignatures(await hubSecret(secret, channelId), body, signatures))) {
    return { status: 403, body: { detail: "Missing or wrong X-Hub-Signature" } };
  }
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
  if (feed.channelId !== channelId) return { status: 400, body: { detail: "Malformed feed: it is about another channel" } };
  const channel = await subscribedChannel(rc.db, feed.channelId);
  if (!channel || !channel.show || (channel.status !== "requested" && channel.status !== "active")) {
    return { status: 410, body: { detail: "Not subscribed to this channel" } };
  }
  const recent = feed.entries.filter((e) => now.getTime() - Date.parse(e.published) <= NEW_VIDEO_WINDOW_MS);
  const known = await storedVideoIds(
    rc.db,
    feed.channelId,
    recent.map((e) => e.videoId),
  );
  const fresh = [...new Map(recent.filter((e) => !known.has(e.videoId)).map((e) => [e.videoId, e])).values()];
  // One run per announced video, for that video only (services/task-params.ts: video_id).
  const tasks = await createTasks(
    rc,
    fresh.map((e) => ({ task_name: "run_pipeline" as const, parameters: { channel: channel.handle, video_id: e.videoId } })),
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

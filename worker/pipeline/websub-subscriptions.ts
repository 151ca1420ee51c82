/**
 * Subscription upkeep: asking the hub to (un)subscribe a channel's feed, and the daily cron's
 * choice of what to ask for. Every request gets its own callback nonce and is recorded as the one
 * request awaiting verification (see worker/services/websub-notifications.ts).
 */
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { recordWebSubRequest, updateWebSubSubscription, webSubSubscription, webSubWork } from "../db/queries/websub";
import { fetchWithPolicy, type FetchLike } from "../lib/http";
import { hubSecret } from "../providers/websub/signature";
import { callbackUrl, LEASE_SECONDS, newNonce, topicFor } from "../providers/websub/topic";

export const RENEW_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;
/** A request the hub has not verified within this long is not going to be: ask again. */
export const UNVERIFIED_AFTER_MS = 60 * 60 * 1000;
/** Hub calls per cron run (each a subrequest); the rest wait for the next day, oldest lease first. */
export const MAX_HUB_CALLS_PER_RUN = 500;

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
 * first: a hub may verify the intent before it even answers this request. A subscription gets a
 * fresh callback nonce; an unsubscription names the callback of the live subscription (the hub
 * knows a subscription by its callback and topic).
 */
export async function requestSubscription(deps: HubDeps, channelId: string, mode: "subscribe" | "unsubscribe"): Promise<HubResult> {
  const secret = deps.config.WEBSUB_SECRET;
  if (!secret) throw new Error("WEBSUB_SECRET is not configured");
  const topic = topicFor(channelId);
  const at = deps.now.toISOString();
  const current = await webSubSubscription(deps.db, channelId);
  const nonce = mode === "subscribe" ? newNonce() : (current?.callback_nonce ?? current?.pending_nonce ?? newNonce());
  const status = mode === "subscribe" ? "requested" : "unsubscribed";
  await recordWebSubRequest(deps.db, {
    channel_id: channelId,
    topic_url: topic,
    status,
    pending_nonce: nonce,
    pending_mode: mode,
    requested_at: at,
    updated_at: at,
  });
  const form = new URLSearchParams({
    "hub.callback": callbackUrl(deps.config, channelId, nonce),
    "hub.mode": mode,
    "hub.topic": topic,
    "hub.verify": "async",
  });
  if (mode === "subscribe") {
    form.set("hub.lease_seconds", String(LEASE_SECONDS));
    form.set("hub.secret", await hubSecret(secret, channelId));
  }
  let error: string | undefined;
  try {
    const res = await fetchWithPolicy(
      {
        provider: "WebSub hub",
        timeoutMs: 10_000,
        retries: 2,
        baseDelayMs: 1_000,
        maxDelayMs: 5_000,
        fetch: deps.fetch,
        sleep: deps.sleep,
      },
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
    await updateWebSubSubscription(deps.db, channelId, {
      ...(mode === "subscribe" ? { status: "failed" as const } : {}),
      last_error: error,
      updated_at: at,
    });
    console.warn(`websub: ${mode} ${channelId} failed: ${error}`);
  }
  return { channel_id: channelId, mode, ok: !error, ...(error ? { error } : {}) };
}

/**
 * What the daily cron asks the hub for: visible channels without a live subscription (none yet,
 * unsubscribed, failed, an unverified request, a lease ending within two days, or one verified
 * before callbacks carried a nonce) are subscribed, oldest lease first; channels an admin hid are
 * unsubscribed.
 */
export async function selectWebSubWork(db: Db, now: Date, limit = MAX_HUB_CALLS_PER_RUN) {
  const renewBefore = new Date(now.getTime() + RENEW_WITHIN_MS).toISOString();
  const unverifiedBefore = new Date(now.getTime() - UNVERIFIED_AFTER_MS).toISOString();
  return webSubWork(db, renewBefore, unverifiedBefore, limit);
}

/** The cron's renewal pass; does nothing unless WEBSUB_SECRET is configured. */
export async function renewWebSubSubscriptions(
  deps: HubDeps,
): Promise<{ subscribed: number; unsubscribed: number; failed: number } | null> {
  if (!deps.config.WEBSUB_SECRET) return null;
  const work = await selectWebSubWork(deps.db, deps.now);
  const results: HubResult[] = [];
  // One at a time: the hub is a shared public service.
  for (const id of work.unsubscribe) results.push(await requestSubscription(deps, id, "unsubscribe"));
  for (const id of work.subscribe) results.push(await requestSubscription(deps, id, "subscribe"));
  const ok = (mode: HubResult["mode"]) => results.filter((r) => r.ok && r.mode === mode).length;
  return { subscribed: ok("subscribe"), unsubscribed: ok("unsubscribe"), failed: results.filter((r) => !r.ok).length };
}

/**
 * The opt-in daily notification digest: one e-mail per user who turned it on and has unread
 * notifications from the last day, sent by the daily cron. Also the preference itself.
 */
import { z } from "zod";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import {
  digestPreferenceRow,
  dueDigestItems,
  markDigestSent,
  setDigestPreference,
  turnOffDigest,
  type DigestItem,
} from "../db/queries/digest";
import type { ServiceContext } from "./context";
import { unauthorized } from "../lib/errors";
import { sendEmail, type SendOptions } from "../email/send";
import {
  INVALID_UNSUBSCRIBE_LINK,
  listUnsubscribeHeaders,
  unsubscribePageUrl,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from "../email/unsubscribe";
import { AppError } from "../lib/errors";
import { requireVerifiedEmail } from "./email-verification";
import { priceDropProductId } from "./product-follows";

export const preferencesInput = z.object({ notification_digest: z.boolean() });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

export async function getPreferences(rc: ServiceContext) {
  const viewer = viewerOf(rc);
  const row = await digestPreferenceRow(rc.db, viewer.user_id);
  if (!row) throw unauthorized();
  return { notification_digest: row.notification_digest === 1 };
}

export async function updatePreferences(rc: ServiceContext, rawInput: z.input<typeof preferencesInput>) {
  const viewer = viewerOf(rc);
  const input = preferencesInput.parse(rawInput);
  if (input.notification_digest) await requireVerifiedEmail(rc);
  if (!(await setDigestPreference(rc.db, viewer.user_id, input.notification_digest))) throw unauthorized();
  return { notification_digest: input.notification_digest };
}

export const unsubscribeInput = z.object({ token: z.string() });

/** The digest's unsubscribe link and one-click POST: the token is the only proof asked for. */
export async function unsubscribeFromDigest(rc: Pick<ServiceContext, "db" | "config">, rawInput: z.input<typeof unsubscribeInput>) {
  const { token } = unsubscribeInput.parse(rawInput);
  const userId = await verifyUnsubscribeToken(rc.config, token);

  if (!(await turnOffDigest(rc.db, userId))) throw new AppError(400, INVALID_UNSUBSCRIBE_LINK);
  return { notification_digest: false };
}

/**
 * A digest covers what came since the user's last one (users.last_digest_at, written when it is
 * sent), so a skipped cron run loses nothing and a repeated one sends nothing twice. A user who
 * opted in before that column existed gets the last day.
 */
export const FIRST_DIGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** More than this in one day is summarised as "and N more" (the bell lists them all). */
export const DIGEST_MAX_ITEMS = 50;

export interface Digest {
  user_id: string;
  email: string;
  items: DigestItem[];
}

/**
 * Users with the digest on and unread notifications created since their last digest and before
 * `until`, newest first; a channel an admin hid appears only in admins' digests.
 */
export async function selectDigests(db: Db, until: Date): Promise<Digest[]> {
  const results = await dueDigestItems(db, new Date(until.getTime() - FIRST_DIGEST_WINDOW_MS).toISOString(), until.toISOString());
  const digests = new Map<string, Digest>();
  for (const { user_id, email, ...item } of results) {
    const digest = digests.get(user_id) ?? { user_id, email, items: [] };
    digest.items.push(item);
    digests.set(user_id, digest);
  }
  return [...digests.values()];
}

function itemLine(item: DigestItem, base: string): { line: string; link: string } {
  // The title is the whole text: "Price drop: {product} is now {price} (was {old})".
  if (item.content_type === "price_drop")
    return { line: item.title, link: new URL(`/products/${priceDropProductId(item.ref_id)}`, base).toString() };
  if (item.content_type === "storefront") {
    const link = new URL(item.storefront_handle ? `/s/${item.storefront_handle}` : `/products/${item.ref_id}`, base).toString();
    return { line: `New in ${item.channel_name}'s storefront: ${item.title}`, link };
  }
  const link = new URL(`/videos/${item.ref_id}`, base).toString();
  return { line: `New video from ${item.channel_name}: ${item.title}`, link };
}

export function digestEmail(digest: Digest, config: AppConfig, unsubscribe: string) {
  const shown = digest.items.slice(0, DIGEST_MAX_ITEMS).map((item) => itemLine(item, config.PUBLIC_BASE_URL));
  const more = digest.items.length - shown.length;
  const profile = new URL("/profile", config.PUBLIC_BASE_URL).toString();
  const n = digest.items.length;
  const text = [
    "Hello,",
    "",
    "Here is what is new from the channels and products you follow since yesterday's digest:",
    "",
    ...shown.map(({ line, link }) => `- ${line}\n  ${link}`),
    ...(more > 0 ? [`…and ${more} more in your notifications.`] : []),
    "",
    `You get this e-mail because you turned on the daily digest. Turn it off on your profile: ${profile}`,
    `or unsubscribe in one click, without signing in: ${unsubscribePageUrl(config, unsubscribe)}`,
  ].join("\n");
  return {
    to: digest.email,
    subject: `Your daily digest: ${n} new notification${n === 1 ? "" : "s"}`,
    text,
    links: [...shown.map((s) => s.link), profile, unsubscribePageUrl(config, unsubscribe)],
    headers: listUnsubscribeHeaders(config, unsubscribe),
  };
}

export interface DigestDeps {
  db: Db;
  config: AppConfig;
  /** The per-recipient count is kept in `db`. */
  send?: Omit<SendOptions, "db">;
}

/**
 * Sends the digests due at `until`; one failed delivery does not stop the others, and a user
 * whose delivery failed keeps their window open for the next run.
 */
export async function sendDigests(deps: DigestDeps, until: Date): Promise<{ users: number; sent: number; failed: number }> {
  const digests = await selectDigests(deps.db, until);
  let sent = 0;
  for (const digest of digests) {
    const token = await unsubscribeToken(deps.config, digest.user_id, until.getTime());
    const result = await sendEmail(deps.config, digestEmail(digest, deps.config, token), { ...deps.send, db: deps.db });
    if (!result.ok) continue;
    sent++;
    await markDigestSent(deps.db, digest.user_id, until.toISOString());
  }
  return { users: digests.length, sent, failed: digests.length - sent };
}

/**
 * First-party Buy links (docs/decisions/0018-first-party-buy-links.md): `/go/{listing_id}` sends
 * the visitor to the listing's stored marketplace URL (with the creator's partner tag when the
 * link is on their storefront) and counts the click, without writing to D1 on the way: the click
 * goes to the `clicks` queue, whose consumer adds batches of them to daily totals. A click is a
 * listing, a day, the kind of page, the video and storefront it named, and a country; never an
 * address, a cookie or who the visitor is. Storefront page views travel the same way
 * (`/go/view/{storefront_id}`, a view message): a storefront, a day and a country.
 */
import { isbot } from "isbot";
import { z } from "zod";
import { countClicks, deleteSeenClickMessages, listingTarget, type ClickRow, type ViewRow } from "../db/queries/clicks";
import type { Db } from "../db/client";
import { clickSources, parseListingId, PARTNER_TAG, type ListingKey } from "../lib/buy-links";
import type { ServiceContext } from "./context";
import { DEFAULT_MARKETPLACE, type MarketplaceCode } from "../lib/marketplaces";

/** The queue the redirect sends to (wrangler.toml); the Worker's queue() hands its batches to handleClickBatch. */
export const CLICKS_QUEUE = "clicks";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REF = /^[A-Za-z0-9_-]{1,64}$/;
// Cloudflare's two letters, or T1 for Tor; XX (unknown) is counted as unknown.
const COUNTRY = /^(?:[A-Z]{2}|T1)$/;

/** The link's attribution: never a reason to refuse the redirect, so what is not valid is dropped. */
export const goQuery = z.object({
  src: z.enum(clickSources).catch("other"),
  video: z.string().regex(REF).nullable().catch(null),
  sf: z.string().regex(REF).nullable().catch(null),
});

export const clickMessageSchema = z.object({
  message_id: z.uuid(),
  day: z.string().regex(DAY),
  listing_id: z.string().max(100),
  product_id: z.string().min(1).max(64),
  amazon_product_id: z.string().min(1).max(20),
  video: z.string().regex(REF).nullable(),
  storefront: z.string().regex(REF).nullable(),
  source: z.enum(clickSources),
  country: z.string().regex(COUNTRY).nullable(),
});
export type ClickMessage = z.infer<typeof clickMessageSchema>;

export const viewMessageSchema = z.object({
  kind: z.literal("view"),
  message_id: z.uuid(),
  day: z.string().regex(DAY),
  storefront_id: z.string().regex(REF),
  country: z.string().regex(COUNTRY).nullable(),
});
export type ViewMessage = z.infer<typeof viewMessageSchema>;

/** What the visitor is sent to, and the click when it is one to count. */
export interface BuyLinkAnswer {
  location: string;
  click: ClickMessage | null;
}

/**
 * A request the site's sign-in check made it answer twice (worker/index.ts) is the same click (or
 * view): both answers carry one message id, so the consumer counts it once.
 */
const messageIds = new WeakMap<Request, string>();

function messageIdOf(request: Request): string {
  let id = messageIds.get(request);
  if (!id) messageIds.set(request, (id = crypto.randomUUID()));
  return id;
}

/**
 * Browsers and link previews that fetch a link nobody clicked: Chromium's and Safari's prefetch
 * and prerender (Sec-Purpose, Purpose, X-Purpose) and Firefox's (X-Moz).
 */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose")].join(" ").toLowerCase();
  return /\b(prefetch|prerender|preview)\b/.test(purpose) || (headers.get("x-moz") ?? "").toLowerCase() === "prefetch";
}

/** A crawler, a link checker or a script: isbot's list, and no User-Agent at all (every browser sends one). */
export function isAutomated(headers: Headers): boolean {
  const agent = headers.get("user-agent");
  return !agent || isbot(agent);
}

function countryOf(request: Request): string | null {
  const country = (request.cf as { country?: unknown } | undefined)?.country;
  return typeof country === "string" && COUNTRY.test(country) ? country : null;
}

/** The visitor's marketplace and the site's partner tag there (docs/marketplaces.md). */
export interface BuyMarketplace {
  code: MarketplaceCode;
  siteTag: string | null;
}

/**
 * The listing's stored URL, when it is one a browser may be sent to; its `tag` parameter set to
 * the creator's when the link is on their storefront (listingTarget says when). In
 * another marketplace that sells the item: the offer's URL there, with the creator's tag for that
 * marketplace, else the site's; where it does not sell it, the default's URL as above.
 */
async function targetOf(db: Db, listing: ListingKey, storefrontId: string | null, market?: BuyMarketplace): Promise<string | null> {
  const local = market && market.code !== DEFAULT_MARKETPLACE ? market.code : "";
  const row = await listingTarget(db, listing.product_id, listing.amazon_product_id, storefrontId ?? "", local);
  if (!row) return null;
  const useLocal = Boolean(local && row.local_url);
  let url: URL;
  try {
    url = new URL(useLocal ? row.local_url! : row.product_url);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const tag = useLocal ? (row.local_tag ?? market?.siteTag) : row.partner_tag;
  if (tag && PARTNER_TAG.test(tag)) url.searchParams.set("tag", tag);
  return url.toString();
}

/**
 * Where `/go/{listingId}` sends the visitor (the stored URL only: nothing in the request names a
 * target; the storefront it names can only choose the stored partner tag) and the click to count,
 * or null for a listing that does not exist. One D1 read, no write.
 */
export async function followBuyLink(
  db: Db,
  request: Request,
  listingId: string,
  now: Date,
  market?: BuyMarketplace,
): Promise<BuyLinkAnswer | null> {
  const listing = parseListingId(listingId);
  if (!listing) return null;
  const query = goQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const location = await targetOf(db, listing, query.sf, market);
  if (!location) return null;
  if (!counts(request)) return { location, click: null };
  return {
    location,
    click: {
      message_id: messageIdOf(request),
      day: now.toISOString().slice(0, 10),
      listing_id: listingId,
      ...listing,
      video: query.video,
      storefront: query.sf,
      source: query.src,
      country: countryOf(request),
    },
  };
}

/** A visitor's own request: not a prefetch, not a bot, and a GET (a HEAD is a link checker). */
function counts(request: Request): boolean {
  return request.method === "GET" && !isPrefetch(request.headers) && !isAutomated(request.headers);
}

/**
 * The storefront view that `/go/view/{storefrontId}` reports, or null when it is not one to count
 * (a bot, a prefetch, an id that cannot be a storefront's). Nothing is read: the consumer drops
 * views of storefronts that do not exist.
 */
export function storefrontView(request: Request, storefrontId: string, now: Date): ViewMessage | null {
  if (!REF.test(storefrontId) || !counts(request)) return null;
  return {
    kind: "view",
    message_id: messageIdOf(request),
    day: now.toISOString().slice(0, 10),
    storefront_id: storefrontId,
    country: countryOf(request),
  };
}

/** Sends the click after the answer: the visitor never waits for the queue, and a failed send costs one count, not the redirect. */
export function sendClick(rc: Pick<ServiceContext, "env"> & { ctx: ExecutionContext }, click: ClickMessage | ViewMessage): void {
  rc.ctx.waitUntil(
    rc.env.CLICKS.send(click, { contentType: "json" }).catch((error: unknown) => {
      console.error("clicks: a click could not be queued", error);
    }),
  );
}

const toRow = (c: ClickMessage): ClickRow => ({
  message_id: c.message_id,
  day: c.day,
  product_id: c.product_id,
  amazon_product_id: c.amazon_product_id,
  video: c.video ?? "",
  storefront: c.storefront ?? "",
  source: c.source,
  country: c.country ?? "",
});

/** Retries wait longer each time, within the few minutes a count may lag. */
const retryDelaySeconds = (attempts: number) => Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));

/**
 * The clicks queue's consumer: one transaction counts the whole batch (worker/db/queries/clicks.ts),
 * then every message is acked; if it fails, every message is retried, and a message that was
 * counted anyway (the write landed, the ack did not) is recognised by its id and adds nothing.
 * Malformed messages are acked and dropped: no retry can make them valid.
 */
export async function handleClickBatch(batch: MessageBatch<unknown>, db: Db): Promise<void> {
  const valid: Message<unknown>[] = [];
  // The same message twice in one batch is one click (or view).
  const clicks = new Map<string, ClickRow>();
  const views = new Map<string, ViewRow>();
  for (const message of batch.messages) {
    const view = viewMessageSchema.safeParse(message.body);
    const click = view.success ? null : clickMessageSchema.safeParse(message.body);
    if (view.success) {
      const { message_id, day, storefront_id, country } = view.data;
      views.set(message_id, { message_id, day, storefront_id, country: country ?? "" });
    } else if (click?.success) clicks.set(click.data.message_id, toRow(click.data));
    else {
      console.error("clicks: dropping a malformed message", message.id);
      message.ack();
      continue;
    }
    valid.push(message);
  }
  if (valid.length === 0) return;
  try {
    await countClicks(db, crypto.randomUUID(), [...clicks.values()], [...views.values()]);
  } catch (error) {
    console.error(`clicks: a batch of ${valid.length} could not be counted; retrying`, error);
    for (const message of valid) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    return;
  }
  for (const message of valid) message.ack();
}

/**
 * How long a counted message's id is kept: longer than a message can stay in the queue (four days
 * by default, retries included), so no delivery can come after its id is gone.
 */
export const SEEN_MESSAGE_DAYS = 7;

/** The daily housekeeping's part: forget the ids of clicks counted more than SEEN_MESSAGE_DAYS ago. */
export async function pruneSeenClickMessages(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - SEEN_MESSAGE_DAYS * 86_400_000).toISOString().slice(0, 10);
  return deleteSeenClickMessages(db, cutoff);
}

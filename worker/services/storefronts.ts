/**
 * Creators' storefronts (created by approving a creator application): a page at /s/{handle}, also
 * served on the creator's verified domain, that fills itself with the channel's products that have
 * a verified listing (one per product, ranked by mentions and recency), shaped by the creator's
 * choices (storefront_entries: pin, hide, order, note, collection) and the admin's curation
 * (storefront_products). A product joining it tells the channel's subscribers once (a `storefront`
 * notification each).
 */
import { z } from "zod";
import { requireAdmin } from "./channels";
import { batch } from "../db/batch";
import type { Db } from "../db/client";
import {
  addCuratedProducts,
  curatedProductRows,
  productsForCuration,
  removeCuratedProduct,
  reorderCuratedProducts,
  setStorefrontCustomDomain,
  storefrontPositions,
  storefrontEntryRows,
  storefrontEntryRowsByHandle,
  storefrontHandleOfChannel,
  storefrontRowByHandle,
  storefrontRowById,
  visibleStorefrontHandleByDomain,
  type StorefrontEntryRow,
  type StorefrontRow,
} from "../db/queries/storefronts";
import type { ServiceContext } from "./context";
import { seesHidden } from "./context";
import { AppError, conflict, notFound } from "../lib/errors";
import { firstListing, productContent } from "./products";
import type { LocalOfferColumns } from "../db/queries/local-offers";
import { DEFAULT_MARKETPLACE } from "../lib/marketplaces";
import { storefrontTags } from "../cache/invalidation";
import { purgeTags } from "../cache/purge";

/** A storefront is a short list, shown whole on one page: visitors see its first 100 products. */
export const MAX_STOREFRONT_PRODUCTS = 100;

export const storefrontHandleParam = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._-]+$/);

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PRODUCT_REF_MESSAGE = "Enter a product id or a product page URL (…/products/{id})";

/** A product id, or the URL (or path) of its product page as an admin copies it from the browser. */
export function productIdFromRef(ref: string): string | null {
  const value = ref.trim();
  if (PRODUCT_ID.test(value)) return value;
  let path: string;
  try {
    path = new URL(value, "http://ref.invalid").pathname;
  } catch {
    return null;
  }
  const match = /^\/products\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1] as string);
  } catch {
    return null;
  }
  return PRODUCT_ID.test(id) ? id : null;
}

const productRef = z
  .string()
  .max(2048)
  .transform((ref, ctx) => {
    const id = productIdFromRef(ref);
    if (!id) {
      ctx.addIssue({ code: "custom", message: PRODUCT_REF_MESSAGE });
      return z.NEVER;
    }
    return id;
  });

export const addProductsInput = z.object({ product_ids: z.array(productRef).min(1).max(50) });
export const reorderProductsInput = z.object({ product_ids: z.array(z.string().regex(PRODUCT_ID)).max(MAX_STOREFRONT_PRODUCTS) });

/**
 * A DNS host name the creator points at us: letters, digits and hyphens per label, at least two
 * labels, an alphabetic top-level label (so never an IP address), 253 characters at most.
 */
export function isHostName(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split(".");
  if (labels.length < 2) return false;
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return false;
  return /^[a-z]{2,63}$/.test(labels[labels.length - 1] as string) || /^xn--[a-z0-9-]+$/.test(labels[labels.length - 1] as string);
}

export const customDomainInput = z.object({
  custom_domain: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/\.$/, ""))
    .refine(isHostName, "Enter a host name such as shop.example.com")
    .nullable()
    .or(z.literal("").transform(() => null)),
});

async function storefrontById(rc: ServiceContext, storefrontId: string): Promise<StorefrontRow> {
  const row = await storefrontRowById(rc.db, storefrontId);
  if (!row) throw notFound("Storefront");
  return row;
}

function header(row: StorefrontRow) {
  return {
    storefront_id: row.storefront_id,
    application_id: row.application_id,
    handle: row.handle,
    custom_domain: row.custom_domain,
    created_at: row.created_at,
    headline: row.headline,
    bio: row.bio,
    channel: {
      channel_id: row.channel_id,
      channel_name: row.channel_name,
      thumbnail_url: row.thumbnail_url,
      description: row.description,
    },
  };
}

/** The admin's curation, in its order (storefront_products_order_idx), listed or not. */
async function curatedProducts(rc: ServiceContext, row: StorefrontRow) {
  const results = await curatedProductRows(rc.db, row.storefront_id);
  const channel = { channel_id: row.channel_id, channel_name: row.channel_name, thumbnail_url: row.thumbnail_url };
  // The product card's shape (SPEC.md section 3), its first listing supplying image, price and link.
  return results.map((r) => ({
    ...productContent(r),
    channel_id: row.channel_id,
    channel,
    creators: [channel],
    creator_count: 1,
    listed: r.listed === 1,
    position: r.position,
    amazon_product_id: r.amazon_product_id,
    amazon_products: firstListing(r),
  }));
}

/** One product of the automated storefront, as the storefront page and the studio show it. */
export interface StorefrontEntry {
  match_key: string;
  /** The representative mention: the most recent one with a verified listing (match_key_creators.seq). */
  product_id: string;
  product_name: string;
  brand: string | null;
  category: string | null;
  subcategory: string | null;
  description: string;
  is_sponsored: boolean;
  /** The creator's words about it in that video. */
  claims: string;
  video_id: string;
  video_title: string | null;
  video_timestamp: number;
  /** How many times the channel mentions it (each of its videos at most once). */
  mentions: number;
  /** When the representative mention's video came out. */
  last_mentioned_at: string;
  pinned: boolean;
  hidden: boolean;
  position: number | null;
  note: string;
  collection: string;
  /** An admin curated it (storefront_products): shown with the pinned ones. */
  curated: boolean;
  /**
   * 1-based place in the automatic order (mentions, then recency), whatever the choices; only in
   * the studio's view (includeHidden): it takes a sort of every product of the channel, which the
   * public page does without.
   */
  automatic_rank: number | null;
  amazon_product_id: string | null;
  listing_title: string | null;
  image_url: string | null;
  price: number | null;
  currency: string;
  rating: number | null;
  reviews_count: number;
  fetched_at: string | null;
  /** The marketplace of the listing shown (docs/marketplaces.md): the one asked for when it sells the item, else the default. */
  marketplace: string;
}

function toEntry(row: StorefrontEntryRow & Partial<LocalOfferColumns>): StorefrontEntry {
  // The visitor's marketplace's offer where it sells the item; otherwise the default's listing.
  const local = row.lo_marketplace && row.lo_asin && row.lo_title;
  const r = local
    ? {
        ...row,
        listing_title: row.lo_title ?? null,
        image_url: row.lo_image_url ?? null,
        price: row.lo_price ?? null,
        currency: row.lo_currency ?? row.currency,
        rating: row.lo_rating ?? null,
        reviews_count: row.lo_reviews_count ?? 0,
        fetched_at: row.lo_fetched_at ?? null,
      }
    : row;
  return {
    match_key: r.match_key,
    product_id: r.product_id,
    product_name: r.product_name,
    brand: r.brand,
    category: r.category,
    subcategory: r.subcategory,
    description: r.description,
    is_sponsored: r.is_sponsored === 1,
    claims: r.claims,
    video_id: r.video_id,
    video_title: r.video_title,
    video_timestamp: r.video_timestamp,
    mentions: r.mentions,
    last_mentioned_at: r.last_mentioned_at,
    pinned: r.pinned === 1,
    hidden: r.hidden === 1,
    position: r.position,
    note: r.note,
    collection: r.collection,
    curated: r.curated_position !== null,
    automatic_rank: r.automatic_rank,
    amazon_product_id: r.amazon_product_id,
    listing_title: r.listing_title,
    image_url: r.image_url,
    price: r.price,
    currency: r.currency ?? "USD",
    rating: r.rating,
    reviews_count: r.reviews_count ?? 0,
    fetched_at: r.fetched_at,
    marketplace: local && row.lo_marketplace ? row.lo_marketplace : DEFAULT_MARKETPLACE,
  };
}

/**
 * The storefront's products in page order. Computed from the products on each read, so a product
 * that gains a verified listing joins without a copy to keep in sync. Visitors (includeHidden
 * false) get the first MAX_STOREFRONT_PRODUCTS that are not hidden; the studio (includeHidden
 * true) gets every entry, hidden ones in their place, so a creator can pin one ranked further
 * down. The caller checks who may see the storefront.
 */
export async function storefrontEntries(
  rc: ServiceContext,
  storefrontId: string,
  options: { includeHidden: boolean },
): Promise<StorefrontEntry[]> {
  const rows = await storefrontEntryRows(rc.db, storefrontId, {
    includeHidden: options.includeHidden,
    limit: options.includeHidden ? null : MAX_STOREFRONT_PRODUCTS,
    marketplace: options.includeHidden ? undefined : rc.marketplace,
  });
  return rows.map(toEntry);
}

/** The public storefront: the creator, their words, and the products it shows. */
const handleInput = z.object({ handle: z.string() });

export async function getStorefront(rc: ServiceContext, rawInput: z.input<typeof handleInput>) {
  // A handle that cannot be one names no storefront: 404, as an unknown one.
  const parsed = storefrontHandleParam.safeParse(handleInput.parse(rawInput).handle);
  if (!parsed.success) throw notFound("Storefront");
  // One round trip: the entries find the storefront from the handle themselves.
  const options = { includeHidden: false, limit: MAX_STOREFRONT_PRODUCTS, marketplace: rc.marketplace };
  const [row, entries] = await batch(rc.db, [
    storefrontRowByHandle(rc.db, parsed.data),
    storefrontEntryRowsByHandle(rc.db, parsed.data, options),
  ]);
  // A channel an admin hid takes its storefront with it.
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw notFound("Storefront");
  const products = entries.map(toEntry);
  return { ...header(row), products, total: products.length };
}
export type Storefront = Awaited<ReturnType<typeof getStorefront>>;

/**
 * Where the channel page links to the channel's storefront: its handle, or null when it has none.
 * The channel page itself answers 404 for a hidden channel, so no visibility check here.
 */
export async function channelStorefrontHandle(rc: ServiceContext, rawInput: z.input<typeof channelIdInput>): Promise<string | null> {
  return storefrontHandleOfChannel(rc.db, channelIdInput.parse(rawInput).channel_id);
}

/** The admin's view: every curated product, listed or not, in order. */
const channelIdInput = z.object({ channel_id: z.string().trim().min(1).max(64) });
const storefrontInput = z.object({ storefront_id: z.string().trim().min(1).max(64) });
const storefrontProductInput = storefrontInput.extend({ product_id: z.string().trim().min(1).max(64) });

export async function getStorefrontForAdmin(rc: ServiceContext, rawInput: z.input<typeof storefrontInput>) {
  requireAdmin(rc);
  const { storefront_id: storefrontId } = storefrontInput.parse(rawInput);
  const row = await storefrontById(rc, storefrontId);
  const products = await curatedProducts(rc, row);
  return { ...header(row), channel_show: row.show === 1, products, total: products.length };
}

export async function setCustomDomain(rc: ServiceContext, rawInput: z.input<typeof customDomainInput> & z.input<typeof storefrontInput>) {
  requireAdmin(rc);
  const { storefront_id: storefrontId } = storefrontInput.parse(rawInput);
  const { custom_domain } = customDomainInput.parse(rawInput);
  const row = await storefrontById(rc, storefrontId);
  if (custom_domain && custom_domain === new URL(rc.config.PUBLIC_BASE_URL).hostname) {
    throw new AppError(422, "The site's own host name cannot be a storefront's custom domain");
  }
  if (!(await setStorefrontCustomDomain(rc.db, storefrontId, custom_domain, new Date().toISOString()))) {
    throw conflict(`${custom_domain} is already the domain of another storefront`);
  }
  forgetHosts([row.custom_domain, custom_domain]);
  await purgeTags(rc.env.TASKS, storefrontTags(storefrontId));
  return getStorefrontForAdmin(rc, { storefront_id: storefrontId });
}

/**
 * Curates products (ids or product page URLs) into the storefront, after the ones already there.
 * Only the creator's own listed products qualify. Each product new to the storefront writes one
 * `storefront` notification per subscriber of the channel, in the same transaction; a product
 * already curated writes nothing, and the unique (user, content_type, ref_id) index keeps a
 * removed-then-re-added product from notifying twice.
 */
export async function addStorefrontProducts(
  rc: ServiceContext,
  rawInput: z.input<typeof addProductsInput> & z.input<typeof storefrontInput>,
) {
  requireAdmin(rc);
  const { storefront_id: storefrontId } = storefrontInput.parse(rawInput);
  const input = addProductsInput.parse(rawInput);
  const row = await storefrontById(rc, storefrontId);
  const ids = [...new Set(input.product_ids)];
  const found = await productsForCuration(rc.db, ids);
  const byId = new Map(found.map((p) => [p.product_id, p]));
  for (const id of ids) {
    const product = byId.get(id);
    if (!product) throw new AppError(404, `Product ${id} not found`);
    if (product.channel_id !== row.channel_id) throw new AppError(422, `${product.product_name} is not a product @${row.handle} mentions`);
    if (product.listed !== 1) throw new AppError(422, `${product.product_name} has no marketplace listing yet`);
  }
  const current = await storefrontPositions(rc.db, storefrontId);
  const present = new Set(current.map((c) => c.product_id));
  const added = ids.filter((id) => !present.has(id));
  if (current.length + added.length > MAX_STOREFRONT_PRODUCTS) {
    throw new AppError(422, `A storefront holds at most ${MAX_STOREFRONT_PRODUCTS} products`);
  }
  let next = current.reduce((max, c) => Math.max(max, c.position + 1), 0);
  const notifications = await addCuratedProducts(
    rc.db,
    storefrontId,
    row.channel_id,
    added.map((id) => ({ productId: id, productName: byId.get(id)?.product_name ?? "", position: next++ })),
  );
  await purgeTags(rc.env.TASKS, storefrontTags(storefrontId));
  return { added, already_present: ids.filter((id) => present.has(id)), notifications };
}

export async function removeStorefrontProduct(rc: ServiceContext, rawInput: z.input<typeof storefrontProductInput>) {
  requireAdmin(rc);
  const { storefront_id: storefrontId, product_id: productId } = storefrontProductInput.parse(rawInput);
  await storefrontById(rc, storefrontId);
  if (!(await removeCuratedProduct(rc.db, storefrontId, productId))) throw new AppError(404, "Product is not in this storefront");
  await purgeTags(rc.env.TASKS, storefrontTags(storefrontId));
  return { product_id: productId, removed: true };
}

/** The new order names every curated product exactly once. */
export async function reorderStorefrontProducts(
  rc: ServiceContext,
  rawInput: z.input<typeof reorderProductsInput> & z.input<typeof storefrontInput>,
) {
  requireAdmin(rc);
  const { storefront_id: storefrontId } = storefrontInput.parse(rawInput);
  const { product_ids } = reorderProductsInput.parse(rawInput);
  await storefrontById(rc, storefrontId);
  const current = new Set((await storefrontPositions(rc.db, storefrontId)).map((r) => r.product_id));
  if (
    new Set(product_ids).size !== product_ids.length ||
    product_ids.length !== current.size ||
    !product_ids.every((id) => current.has(id))
  ) {
    throw new AppError(422, "product_ids must list every product of the storefront exactly once");
  }
  await reorderCuratedProducts(rc.db, storefrontId, product_ids);
  await purgeTags(rc.env.TASKS, storefrontTags(storefrontId));
  return getStorefrontForAdmin(rc, { storefront_id: storefrontId });
}

// Host-based routing looks the request's host up on every page request off the main site: a
// short per-isolate cache keeps that off D1. An admin's change clears this isolate's entries at
// once; other isolates see it within the TTL.
const HOST_TTL_MS = 60_000;
const HOST_CACHE_MAX = 1_000;
const hostCache = new Map<string, { handle: string | null; at: number }>();

function forgetHosts(hosts: (string | null)[]) {
  for (const host of hosts) if (host) hostCache.delete(host);
}

/** The storefront handle served on this host name, or null when the host is no storefront's domain. */
export async function storefrontHandleForHost(db: Db, host: string, now = Date.now()): Promise<string | null> {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (!isHostName(name)) return null;
  const hit = hostCache.get(name);
  if (hit && now - hit.at < HOST_TTL_MS) return hit.handle;
  const handle = await visibleStorefrontHandleByDomain(db, name);
  // Any Host header can be sent: the cache is bounded so made-up names cannot grow it without end.
  if (hostCache.size >= HOST_CACHE_MAX) hostCache.clear();
  hostCache.set(name, { handle, at: now });
  return handle;
}

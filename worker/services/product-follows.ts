/**
 * Following a product for price-drop alerts (issue 14). A signed-in visitor follows a product
 * (one mention of it: its page); when the daily re-check records a drop of one of its listings
 * (worker/services/price-history.ts says what a drop is), each follower gets one notification,
 * shown in the bell and in the digest e-mail. A user only reads and changes their own follows.
 */
import { z } from "zod";
import type { BatchStatement } from "../db/batch";
import { productShow } from "../db/queries/products";
import { productInput } from "./products";
import { batch } from "../db/batch";
import type { Db } from "../db/client";
import {
  deleteFollow,
  followedProductsCount,
  followedProductsPage,
  insertFollow,
  localPriceDropNotifications,
  priceDropNotifications,
} from "../db/queries/product-follows";
import { DEFAULT_MARKETPLACE, type MarketplaceCode } from "../lib/marketplaces";
import { seesHidden, type ServiceContext } from "./context";
import { notFound, unauthorized } from "../lib/errors";
import { limitParam, pageParam } from "./pagination";
import { formatMoney } from "./price-history";

export const listFollowedProductsInput = z.object({ page: pageParam, limit: limitParam(20) });

function viewerOf(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  return rc.viewer;
}

/** The product exists and the viewer may see it (a hidden channel's products exist only for admins). */
async function requireVisibleProduct(rc: ServiceContext, productId: string): Promise<void> {
  const row = await productShow(rc.db, productId);
  if (!row || (row.show !== 1 && !seesHidden(rc))) throw notFound("Product");
}

/**
 * Idempotent: following twice keeps the first follow (and its date). The follow remembers the
 * marketplace the visitor shops in (the latest follow's), whose price drops alert them.
 */
export async function followProduct(rc: ServiceContext, rawInput: z.input<typeof productInput>) {
  const viewer = viewerOf(rc);
  const { product_id: productId } = productInput.parse(rawInput);
  await requireVisibleProduct(rc, productId);
  await insertFollow(rc.db, viewer.user_id, productId, rc.marketplace ?? DEFAULT_MARKETPLACE);
  return { product_id: productId, following: true };
}

/** Idempotent too: unfollowing a product one does not follow answers the same. */
export async function unfollowProduct(rc: ServiceContext, rawInput: z.input<typeof productInput>) {
  const viewer = viewerOf(rc);
  const { product_id: productId } = productInput.parse(rawInput);
  await requireVisibleProduct(rc, productId);
  await deleteFollow(rc.db, viewer.user_id, productId);
  return { product_id: productId, following: false };
}

/** My followed products, newest follow first, each with its current first listing's price and its 30-day low. */
export async function listFollowedProducts(rc: ServiceContext, rawInput: z.input<typeof listFollowedProductsInput>) {
  const viewer = viewerOf(rc);
  const input = listFollowedProductsInput.parse(rawInput);
  const since = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString();
  const hiddenToo = seesHidden(rc);
  const [rows, count] = await batch(rc.db, [
    followedProductsPage(rc.db, viewer.user_id, { limit: input.limit, offset: (input.page - 1) * input.limit, since, hiddenToo }),
    followedProductsCount(rc.db, viewer.user_id, hiddenToo),
  ]);
  return {
    products: rows.map((r) => ({
      product_id: r.product_id,
      product_name: r.product_name,
      brand: r.brand,
      followed_at: r.followed_at,
      listed: r.listed === 1,
      amazon_product_id: r.listed === 1 ? r.amazon_product_id : null,
      price: r.listed === 1 ? r.price : null,
      currency: r.listed === 1 ? r.currency : null,
      image_url: r.listed === 1 ? r.image_url : null,
      low_30d: r.listed === 1 ? r.low_30d : null,
    })),
    total: count?.total ?? 0,
  };
}

/**
 * The alerts of one price drop of item `asin`, once per follower and per drop (see
 * `priceDropNotifications`): "Price drop: {product} is now {price} (was {old})".
 */
export function priceDropNotificationStatement(
  db: Db,
  asin: string,
  price: number,
  previous: number,
  currency: string,
  served?: readonly MarketplaceCode[],
): BatchStatement {
  return priceDropNotifications(db, asin, dropWording(price, previous, currency), served);
}

const dropWording = (price: number, previous: number, currency: string): string =>
  ` is now ${formatMoney(price, currency)} (was ${formatMoney(previous, currency)})`;

/** The alerts of a price drop of item `asin`'s offer in another marketplace, worded the same way in its currency. */
export function localPriceDropNotificationStatement(
  db: Db,
  asin: string,
  marketplace: MarketplaceCode,
  price: number,
  previous: number,
  currency: string,
): BatchStatement {
  return localPriceDropNotifications(db, asin, marketplace, dropWording(price, previous, currency));
}

/**
 * The product a price-drop notification links to (its ref_id is `{product_id}:{price_id}`, or
 * `{product_id}:{code}{price_id}` for another marketplace's drop: the id is before the last colon).
 */
export const priceDropProductId = (refId: string): string => (refId.includes(":") ? refId.slice(0, refId.lastIndexOf(":")) : refId);

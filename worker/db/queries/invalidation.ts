/** What a write touched, read for the cache tags it makes stale (worker/cache/invalidation.ts). */
import { inArray } from "drizzle-orm";
import type { Db } from "../client";
import { productListings, products } from "../schema";

/** Every mention of these products (by match key) and its channel. */
export function mentionsOfMatchKeys(db: Db, matchKeys: string[]) {
  return db
    .select({ product_id: products.product_id, channel_id: products.channel_id })
    .from(products)
    .where(inArray(products.match_key, matchKeys));
}

/** The products listing any of these items. */
export function productsListingItems(db: Db, itemIds: string[]) {
  return db
    .selectDistinct({ product_id: productListings.product_id })
    .from(productListings)
    .where(inArray(productListings.amazon_product_id, itemIds));
}

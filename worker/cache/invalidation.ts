/**
 * Which cached answers a write makes wrong: the one place that turns a change into the tags to
 * purge (worker/cache/tags.ts names what each answer shows). Callers purge the result with
 * `purgeTags` (./purge.ts) right after their write is stored.
 */
import { chunk } from "../db/batch";
import type { Db } from "../db/client";
import { mentionsOfMatchKeys, productsListingItems } from "../db/queries/invalidation";
import { LIST_TAGS, channelTag, productTag, storefrontTag } from "./tags";

const ALL_LISTS = Object.values(LIST_TAGS);

/**
 * Hiding or showing a channel: every answer that showed it or anything of it (its products name
 * it, so their cards carry its tag), and every list, whose members change.
 */
export const channelVisibilityTags = (channelId: string): string[] => [channelTag(channelId), ...ALL_LISTS];

/** A pipeline task stored videos, products or listings of this channel: its pages, its counters in lists. */
export const channelContentTags = (channelId: string): string[] => [channelTag(channelId), ...ALL_LISTS];

/**
 * Products (by match key) that gained or lost a listing: every mention of the same product, whose
 * cards list the creators who mention it, and the product lists and categories.
 */
export async function productKeyTags(db: Db, matchKeys: string[]): Promise<string[]> {
  const tags = new Set<string>([LIST_TAGS.products, LIST_TAGS.categories]);
  for (const keys of chunk([...new Set(matchKeys)], 90)) {
    for (const r of await mentionsOfMatchKeys(db, keys)) {
      tags.add(productTag(r.product_id));
      tags.add(channelTag(r.channel_id));
    }
  }
  return [...tags];
}

/**
 * Marketplace items whose price, rating or availability changed (the daily re-check): the products
 * they are listed under (cards and pages show the price), and the product lists, sorted by price.
 */
export async function listingItemTags(db: Db, asins: string[]): Promise<string[]> {
  if (asins.length === 0) return [];
  const tags = new Set<string>([LIST_TAGS.products]);
  for (const ids of chunk([...new Set(asins)], 90)) {
    for (const r of await productsListingItems(db, ids)) tags.add(productTag(r.product_id));
  }
  return [...tags];
}

/** A storefront approved or changed (domain, products, order): its page, on every host it answers. */
export const storefrontTags = (storefrontId: string): string[] => [storefrontTag(storefrontId)];

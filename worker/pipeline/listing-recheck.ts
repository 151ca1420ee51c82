/**
 * The daily listing re-check: the stalest marketplace items are looked up again, their price,
 * rating and reviews refreshed (with a new `fetched_at`), and the ones the marketplace no longer
 * returns marked dead. A changed price is added to the item's price history, and a drop (worker/
 * services/price-history.ts) notifies the followers of the products listing it, once per drop.
 * Each product that lost a listing is searched again and the best candidate the matcher verifies
 * replaces it. The listing columns copied onto products (first live listing's id, price and
 * rating, `listing_count`, `listed`) follow, so a product left without any live listing drops out
 * of the lists, and a later search_amazon_products looks for one again (listing_count 0).
 */
import type { Db } from "../db/client";
import type { Marketplace, MarketplaceItem } from "../providers/types";
import { addChannelCategories, pruneCategories } from "../db/queries/categories";
import { chunk, runBatch, type BatchStatement } from "../db/batch";
import {
  markItemDeadStatement,
  orphanedProducts,
  refreshItemStatement,
  refreshProductsStatement,
  replacementListingStatement,
  stalestLiveItems,
  touchChannelStatement,
  touchListingChannelsStatement,
  unlistedProducts,
  unusableListings,
} from "../db/queries/listing-recheck";
import { channelsOfMatchKey } from "../db/queries/products";
import { listingItemTags, productKeyTags } from "../cache/invalidation";
import { itemsPriceWindows, type PricePoint } from "../db/queries/price-history";
import { groupByItem, judgeDrop, recordPriceStatement, windowStart } from "../services/price-history";
import { priceDropNotificationStatement } from "../services/product-follows";
import { storeItemStatements } from "../services/listing-reviews";
import type { MarketplaceCode } from "../lib/marketplaces";
import { marketplaceItemSchema, storableItems, verifiedCandidates } from "./listings";

export interface RecheckDeps {
  db: Db;
  marketplace: Marketplace;
  now: () => Date;
  /** Purges cached answers by tag (worker/cache/purge.ts); absent, nothing is purged. */
  purge?: (tags: string[]) => Promise<void>;
  /**
   * The other marketplaces served: a follower there is shown (and alerted to) the default price
   * only where their marketplace has no verified live offer of the item. Absent, every one.
   */
  servedMarketplaces?: readonly MarketplaceCode[];
}

export interface RecheckResult {
  checked: number;
  refreshed: number;
  dead: number;
  /** Products left without any live listing (no longer listed). */
  delisted: number;
  /** Refreshed items whose price changed (a new row of their price history). */
  repriced: number;
  /** New prices that are drops (worker/services/price-history.ts): their followers, if any, were notified once each. */
  drops: number;
  /** New verified listings that replaced dead ones. */
  replaced: number;
}

/** Searches for replacements a day: the marketplace allows about one request a second. */
const DAILY_REPLACEMENT_SEARCHES = 50;

/** Items re-checked a day: 20 getItems calls at 10 ids each, about 20 s at the marketplace's pace. */
const DAILY_RECHECK_LIMIT = 200;

/** Ids per write batch: every `IN (…)` stays under D1's 100 bound parameters. */
const GROUP = 50;

/** Listing deaths change what the lists show: the affected channels are marked changed and the category dropdowns pruned. */
function refreshAggregates(db: Db, deadIds: string[], now: string): BatchStatement[] {
  return [
    touchListingChannelsStatement(db, deadIds, now),
    // A category (or subcategory) whose last visible listed product just went away leaves the
    // dropdowns; one index probe per category row.
    pruneCategories(db),
  ];
}

/** The price windows of some items, oldest first: what a new price is judged against. */
async function priceWindows(db: Db, ids: string[], now: Date): Promise<Map<string, PricePoint[]>> {
  if (ids.length === 0) return new Map();
  return groupByItem(await itemsPriceWindows(db, windowStart(now), ids));
}

export async function recheckListings(deps: RecheckDeps, limit: number = DAILY_RECHECK_LIMIT): Promise<RecheckResult> {
  const { db, marketplace } = deps;
  if (!marketplace.getItems) throw new Error("The marketplace provider cannot look items up (no getItems)");
  const stale = await stalestLiveItems(db, limit);
  const ids = stale.map((r) => r.id);
  if (ids.length === 0) return { checked: 0, refreshed: 0, dead: 0, delisted: 0, repriced: 0, drops: 0, replaced: 0 };

  const answered = await marketplace.getItems(ids);
  const wanted = new Set(ids);
  const fresh = new Map<string, MarketplaceItem>();
  const unreadable = new Set<string>();
  for (const item of answered) {
    if (!wanted.has(item.amazon_product_id)) continue;
    const parsed = marketplaceItemSchema.safeParse(item);
    // Returned but not storable: it still exists, so it is neither refreshed nor marked dead.
    if (parsed.success) fresh.set(item.amazon_product_id, parsed.data);
    else unreadable.add(item.amazon_product_id);
  }

  const checkedAt = deps.now();
  const now = checkedAt.toISOString();
  const deadIds = ids.filter((id) => !fresh.has(id) && !unreadable.has(id));
  const dead = new Set(deadIds);
  let repriced = 0;
  let drops = 0;
  for (const group of chunk(ids, GROUP)) {
    const windows = await priceWindows(
      db,
      group.filter((id) => fresh.get(id)?.price != null),
      checkedAt,
    );
    const statements: BatchStatement[] = [];
    for (const id of group) {
      const item = fresh.get(id);
      if (item) {
        const { amazon_product_id: _id, ...fields } = item;
        statements.push(refreshItemStatement(db, id, fields, now));
        if (item.price == null) continue;
        const before = windows.get(id) ?? [];
        const last = before.at(-1);
        if (last && last.price === item.price && last.currency === item.currency) continue;
        const record = recordPriceStatement(db, item, now);
        if (record) statements.push(record);
        repriced++;
        // Right after the row it names: the alert's reference is that row, so a re-run finds it and adds nothing.
        if (judgeDrop(before, item.price, item.currency)?.drop && last) {
          statements.push(priceDropNotificationStatement(db, id, item.price, last.price, item.currency, deps.servedMarketplaces));
          drops++;
        }
      } else if (dead.has(id)) {
        statements.push(markItemDeadStatement(db, id, now));
      }
    }
    statements.push(refreshProductsStatement(db, group, now));
    const groupDead = group.filter((id) => dead.has(id));
    if (groupDead.length > 0) statements.push(...refreshAggregates(db, groupDead, now));
    // Items and the products that copy them change together or not at all.
    await runBatch(db, statements);
  }

  const replacement = await replaceDeadListings(deps, deadIds, now);

  const delisted = new Set<string>();
  for (const group of chunk(deadIds, GROUP)) {
    for (const { product_id } of await unlistedProducts(db, group)) delisted.add(product_id);
  }

  // Every page and card that showed these items' price, rating, "price as of" time or availability.
  if (deps.purge) {
    // Products that lost (and maybe regained) a listing also change their creators' counters and the categories.
    const keyTags = replacement.keys.length ? await productKeyTags(db, replacement.keys) : [];
    await deps.purge([...new Set([...(await listingItemTags(db, [...fresh.keys(), ...deadIds])), ...keyTags])]);
  }
  return {
    checked: ids.length,
    refreshed: fresh.size,
    dead: deadIds.length,
    delisted: delisted.size,
    repriced,
    drops,
    replaced: replacement.added,
  };
}

/**
 * Each product (by match key: every mention of it shares its listings) that lost listings in this
 * run is searched again; the best candidates the matcher verifies (or an admin accepted), that it
 * does not list already, replace the dead ones, one for one, after its live listings. Doubtful
 * candidates go to the review queue as on a first search. A marketplace failure stops the
 * replacements (the refresh above is stored already); the next run, or search_amazon_products
 * for a product left unlisted, tries again.
 */
async function replaceDeadListings(
  deps: RecheckDeps,
  deadIds: string[],
  now: string,
): Promise<{ added: number; /** Every product that lost a listing. */ keys: string[] }> {
  const { db, marketplace } = deps;
  if (deadIds.length === 0) return { added: 0, keys: [] };
  const orphaned = await orphanedProducts(db, deadIds);
  let added = 0;
  const keys = orphaned.map((p) => p.match_key);
  for (const product of orphaned.slice(0, DAILY_REPLACEMENT_SEARCHES)) {
    let found: MarketplaceItem[];
    try {
      found = storableItems(await marketplace.search(`${product.brand ?? ""} ${product.product_name}`.trim()));
    } catch (error) {
      console.error(`re-check: searching a replacement for "${product.product_name}" failed; replacements stop here`, error);
      break;
    }
    const taken = new Set(
      (
        await unusableListings(
          db,
          product.match_key,
          found.map((i) => i.amazon_product_id),
        )
      ).map((r) => r.id),
    );
    const verified = (
      await verifiedCandidates(
        db,
        product,
        found.filter((i) => !taken.has(i.amazon_product_id)),
      )
    ).slice(0, product.lost);
    if (verified.length === 0) continue;
    const items = verified.map((v) => v.item);
    const statements: BatchStatement[] = [
      ...storeItemStatements(db, items, now),
      ...verified.map(({ item, match }) =>
        replacementListingStatement(db, product.match_key, item.amazon_product_id, match.score, [
          ...match.reasons,
          "replaced a listing the marketplace no longer offers",
        ]),
      ),
      refreshProductsStatement(
        db,
        items.map((i) => i.amazon_product_id),
        now,
      ),
      ...(await relistAggregates(db, product.match_key, now)),
    ];
    await runBatch(db, statements);
    added += verified.length;
  }
  return { added, keys };
}

/** A product listed again: the categories of every channel that mentions it, each marked changed. */
async function relistAggregates(db: Db, matchKey: string, now: string): Promise<BatchStatement[]> {
  return (await channelsOfMatchKey(db, matchKey)).flatMap((channelId) => [
    ...addChannelCategories(db, channelId),
    touchChannelStatement(db, channelId, now),
  ]);
}

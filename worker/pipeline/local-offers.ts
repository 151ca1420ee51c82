/**
 * The other marketplaces' offers of the default marketplace's verified items (issue 26;
 * docs/marketplaces.md). After a product's listing is verified in the default marketplace, a queue
 * message (`{ local_offers: true }`) runs `lookUpLocalOffers`: each other marketplace is asked for
 * the same ASINs (getItems, 10 a call, paced per marketplace by its provider); an item found is the
 * product (the same ASIN is the same item); an item absent is searched for there and the results
 * go through the same matcher and thresholds as a first listing (verified shown; review and
 * rejected stored, not shown; nothing: absent). The daily re-check (`recheckLocalOffers`) re-reads
 * each marketplace's stalest verified offers: prices refreshed and recorded in that marketplace's
 * history, a drop alerting the followers who shop there, offers no longer returned marked dead,
 * which the next lookup replaces.
 */
import type { Db } from "../db/client";
import type { Marketplace, MarketplaceItem } from "../providers/types";
import { chunk, runBatch, type BatchStatement } from "../db/batch";
import {
  itemsWithoutOffer,
  localItemsPriceWindows,
  markLocalOfferDead,
  offerProducts,
  recordLocalPrice,
  refreshLocalOffer,
  staleLocalOffers,
  upsertLocalOffer,
  type LocalOfferWrite,
  type OfferProduct,
} from "../db/queries/local-offers";
import { listingItemTags } from "../cache/invalidation";
import { matchCandidates } from "../services/matching";
import { DEFAULT_MARKETPLACE, MARKETPLACE_INFO, type MarketplaceCode } from "../lib/marketplaces";
import { groupByItem, judgeDrop, windowStart } from "../services/price-history";
import { localPriceDropNotificationStatement } from "../services/product-follows";
import { storableItems } from "./listings";

export interface LocalOfferDeps {
  db: Db;
  /** The store of a marketplace, or null when it cannot be asked (worker/providers). */
  localMarketplace: (code: MarketplaceCode) => Marketplace | null;
  /** The marketplaces served besides the default. */
  marketplaces: MarketplaceCode[];
  now: () => Date;
  purge?: (tags: string[]) => Promise<void>;
}

/** The queue message that asks for the lookups (sent after listings are stored, and by the cron). */
export interface LocalOffersMessage {
  local_offers: true;
}
export const isLocalOffersMessage = (body: unknown): body is LocalOffersMessage =>
  typeof body === "object" && body !== null && (body as { local_offers?: unknown }).local_offers === true;

/** Items looked up per marketplace per message: 10 getItems calls, and searches only for the absent. */
export const LOOKUPS_PER_RUN = 100;

export interface LookupResult {
  marketplace: MarketplaceCode;
  looked_up: number;
  same_asin: number;
  searched: number;
  verified: number;
  review: number;
  rejected: number;
  absent: number;
}

function offerOf(
  code: MarketplaceCode,
  defaultId: string,
  item: MarketplaceItem,
  status: LocalOfferWrite["status"],
  score: number,
  reasons: string[],
): LocalOfferWrite {
  return {
    amazon_product_id: defaultId,
    marketplace: code,
    local_asin: item.amazon_product_id,
    title: item.title,
    image_url: item.image_url,
    currency: item.currency,
    price: item.price,
    rating: item.rating,
    reviews_count: item.reviews_count,
    product_url: item.product_url,
    status,
    match_score: score,
    match_reasons: JSON.stringify(reasons),
  };
}

const absentOffer = (code: MarketplaceCode, defaultId: string, currency: string): LocalOfferWrite => ({
  amazon_product_id: defaultId,
  marketplace: code,
  local_asin: null,
  title: null,
  image_url: null,
  currency,
  price: null,
  rating: null,
  reviews_count: 0,
  product_url: null,
  status: "absent",
  match_score: null,
  match_reasons: null,
});

/** What a search in the store found for the product, judged by the matcher: the best candidate's verdict. */
function judgeSearch(code: MarketplaceCode, product: OfferProduct, found: MarketplaceItem[], currency: string): LocalOfferWrite {
  if (found.length === 0) return absentOffer(code, product.amazon_product_id, currency);
  const mention = {
    product_name: product.product_name,
    brand: product.brand,
    category: product.category,
    subcategory: product.subcategory,
  };
  const matches = matchCandidates(
    mention,
    found.map((item) => ({ ...item, asin: item.amazon_product_id })),
  );
  const ranked = found.map((item, rank) => ({ item, rank, match: matches[rank]! }));
  const order = { verified: 0, review: 1, rejected: 2 } as const;
  ranked.sort((a, b) => order[a.match.verdict] - order[b.match.verdict] || b.match.score - a.match.score || a.rank - b.rank);
  const best = ranked[0]!;
  return offerOf(code, product.amazon_product_id, best.item, best.match.verdict, best.match.score, [
    ...best.match.reasons,
    "found by a search in this marketplace (the ASIN is not sold there)",
  ]);
}

/** Looks up, in each other marketplace, the verified default items it has no offer for yet. */
export async function lookUpLocalOffers(deps: LocalOfferDeps, limit = LOOKUPS_PER_RUN): Promise<LookupResult[]> {
  const results: LookupResult[] = [];
  const touched = new Set<string>();
  for (const code of deps.marketplaces) {
    if (code === DEFAULT_MARKETPLACE) continue;
    const store = deps.localMarketplace(code);
    if (!store?.getItems) continue;
    const ids = await itemsWithoutOffer(deps.db, code, limit);
    const result: LookupResult = {
      marketplace: code,
      looked_up: ids.length,
      same_asin: 0,
      searched: 0,
      verified: 0,
      review: 0,
      rejected: 0,
      absent: 0,
    };
    results.push(result);
    if (ids.length === 0) continue;
    const found = new Map(storableItems(await store.getItems(ids)).map((item) => [item.amazon_product_id, item]));
    const offers: LocalOfferWrite[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const item = found.get(id);
      if (item) {
        offers.push(offerOf(code, id, item, "verified", 1, ["the same ASIN is sold in this marketplace"]));
        result.same_asin++;
      } else missing.push(id);
    }
    const currency = MARKETPLACE_INFO[code].currency;
    for (const product of await offerProducts(deps.db, missing)) {
      let hits: MarketplaceItem[];
      try {
        hits = storableItems(await store.search(`${product.brand ?? ""} ${product.product_name}`.trim()));
      } catch (error) {
        // The store failed: what was found so far is stored; the next run asks again for the rest.
        console.error(`local offers: searching ${code} for "${product.product_name}" failed; searches stop here`, error);
        break;
      }
      result.searched++;
      offers.push(judgeSearch(code, product, hits, currency));
    }
    const now = deps.now().toISOString();
    const statements: BatchStatement[] = [];
    for (const offer of offers) {
      result[offer.status]++;
      statements.push(upsertLocalOffer(deps.db, offer, now));
      if (offer.status === "verified" && offer.price != null)
        statements.push(recordLocalPrice(deps.db, offer, offer.price, offer.currency, now));
      touched.add(offer.amazon_product_id);
    }
    for (const group of chunk(statements, 50)) await runBatch(deps.db, group);
  }
  if (deps.purge && touched.size) await deps.purge(await listingItemTags(deps.db, [...touched]));
  return results;
}

export interface LocalRecheckResult {
  marketplace: MarketplaceCode;
  checked: number;
  refreshed: number;
  repriced: number;
  /** New local prices that are drops: that marketplace's followers, if any, were notified once each. */
  drops: number;
  dead: number;
}

/** Offers re-read a day per marketplace, as for the default's items. */
const DAILY_LOCAL_RECHECK_LIMIT = 200;

/**
 * Each other marketplace's stalest verified offers, read again by their local ASIN: price, rating
 * and reviews refreshed, a changed price added to that marketplace's history (a drop, judged as
 * the default's are, notifies the product's followers in that marketplace), an offer the store
 * no longer returns marked dead (not shown; the next lookup searches for a replacement).
 */
export async function recheckLocalOffers(deps: LocalOfferDeps, limit = DAILY_LOCAL_RECHECK_LIMIT): Promise<LocalRecheckResult[]> {
  const results: LocalRecheckResult[] = [];
  const touched = new Set<string>();
  for (const code of deps.marketplaces) {
    if (code === DEFAULT_MARKETPLACE) continue;
    const store = deps.localMarketplace(code);
    if (!store?.getItems) continue;
    const stale = await staleLocalOffers(deps.db, code, limit);
    const result: LocalRecheckResult = { marketplace: code, checked: stale.length, refreshed: 0, repriced: 0, drops: 0, dead: 0 };
    results.push(result);
    if (stale.length === 0) continue;
    let answered: MarketplaceItem[];
    try {
      answered = await store.getItems(stale.map((s) => s.local_asin));
    } catch (error) {
      // One store failing (throttled, down) leaves its offers as they are until tomorrow; the others are re-checked.
      console.error(`local offers: re-checking ${code} failed`, error);
      continue;
    }
    const fresh = new Map(storableItems(answered).map((i) => [i.amazon_product_id, i]));
    // Returned but not storable: it is still sold there, so it is neither refreshed nor marked dead.
    const returned = new Set(answered.map((i) => i.amazon_product_id));
    const now = deps.now().toISOString();
    for (const group of chunk(stale, 50)) {
      const windows = groupByItem(
        await localItemsPriceWindows(
          deps.db,
          code,
          windowStart(deps.now()),
          group.map((s) => s.amazon_product_id),
        ),
      );
      const statements: BatchStatement[] = [];
      for (const offer of group) {
        const key = { amazon_product_id: offer.amazon_product_id, marketplace: code };
        const item = fresh.get(offer.local_asin);
        touched.add(offer.amazon_product_id);
        if (!item && returned.has(offer.local_asin)) continue;
        if (!item) {
          statements.push(markLocalOfferDead(deps.db, key, now));
          result.dead++;
          continue;
        }
        statements.push(refreshLocalOffer(deps.db, key, item, now));
        result.refreshed++;
        const before = windows.get(offer.amazon_product_id) ?? [];
        const last = before.at(-1);
        if (item.price != null && (!last || last.price !== item.price || last.currency !== item.currency)) {
          statements.push(recordLocalPrice(deps.db, key, item.price, item.currency, now));
          result.repriced++;
          // The same rule as the default's drops, against this marketplace's own history; right after
          // the row the alert names, so a re-run (which finds that price recorded) adds nothing.
          if (last && judgeDrop(before, item.price, item.currency)?.drop) {
            statements.push(
              localPriceDropNotificationStatement(deps.db, offer.amazon_product_id, code, item.price, last.price, item.currency),
            );
            result.drops++;
          }
        }
      }
      await runBatch(deps.db, statements);
    }
  }
  if (deps.purge && touched.size) await deps.purge(await listingItemTags(deps.db, [...touched]));
  return results;
}

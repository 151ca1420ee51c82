import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { channels, marketplaceItems, productListings, products } from "../../db/schema";
import type { MarketplaceItem } from "../providers/types";
import { productKeyTags } from "../../cache/invalidation";
import { rawStatement, runBatch, type BatchStatement } from "../../db/batch";
import { isoNow, requireLoadedChannel, type Progress, type TaskDeps } from "./context";
import { ADD_CHANNEL_CATEGORIES_SQL } from "../../services/categories";
import type { ChannelTaskParameters } from "./params";
import { classifyCandidates, queueForReview, reviewDecisions } from "../../services/listing-reviews";

/** What a stored listing must be; the daily re-check holds refreshed items to the same rule. */
export const marketplaceItemSchema = z.object({
  amazon_product_id: z.string().regex(/^[A-Z0-9]{10}$/),
  title: z.string().min(1).max(500),
  image_url: z.string().max(2000).nullable(),
  currency: z.string().length(3),
  price: z.number().nonnegative().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviews_count: z.number().int().nonnegative(),
  product_url: z.url(),
});

const structuredField = z.string().trim().min(1).max(200).optional().catch(undefined);

/**
 * A search result as the matcher judges it: a storable item plus the structured fields the
 * marketplace gave (brand, model, product group, browse node…), which are evidence only and are
 * not stored. A malformed field is dropped rather than the item.
 */
export const candidateItemSchema = marketplaceItemSchema.extend({
  brand: structuredField,
  manufacturer: structuredField,
  model: structuredField,
  product_group: structuredField,
  browse_node: structuredField,
});

/** The columns of marketplace_items, without the matcher's evidence. */
function storable(item: MarketplaceItem): MarketplaceItem {
  const { brand: _b, manufacturer: _m, model: _mo, product_group: _pg, browse_node: _bn, ...stored } = item;
  return stored;
}

/** Listings a product with the same match key already has: no marketplace call needed (it is rate limited). */
async function knownListings(deps: TaskDeps, key: string): Promise<MarketplaceItem[]> {
  const rows = await deps.db.all<MarketplaceItem>(sql`
    SELECT m.amazon_product_id, m.title, m.image_url, m.currency, m.price, m.rating, m.reviews_count, m.product_url
    FROM product_listings l JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id
    WHERE l.product_id = (SELECT product_id FROM products WHERE match_key = ${key} AND listing_count > 0 LIMIT 1)
      AND m.is_dead = 0
    ORDER BY l.position`);
  return rows;
}

/**
 * Matches the channel's products that have no listing yet with marketplace items, then refreshes
 * the categories of listed products and the channel's counters. A product the marketplace does
 * not know stays unlisted, which keeps it out of product lists (SPEC.md section 5).
 */
export async function searchAmazonProducts(deps: TaskDeps, params: ChannelTaskParameters, progress: Progress): Promise<string> {
  const { db, providers } = deps;
  const channel = await requireLoadedChannel(db, params.channel);
  const unlisted = await db
    .select({
      product_id: products.product_id,
      match_key: products.match_key,
      brand: products.brand,
      product_name: products.product_name,
      category: products.category,
      subcategory: products.subcategory,
    })
    .from(products)
    .where(
      and(
        eq(products.channel_id, channel.channel_id),
        eq(products.listing_count, 0),
        params.video_id ? eq(products.video_id, params.video_id) : undefined,
      ),
    )
    .orderBy(asc(products.match_key));

  const groups = new Map<string, typeof unlisted>();
  for (const p of unlisted) groups.set(p.match_key, [...(groups.get(p.match_key) ?? []), p]);

  let listed = 0;
  const listedKeys: string[] = [];
  let searched = 0;
  let done = 0;
  for (const [key, group] of groups) {
    const first = group[0];
    if (!first) continue;
    let items = await knownListings(deps, key);
    if (items.length === 0) {
      searched++;
      const raw = await providers.marketplace.search(`${first.brand ?? ""} ${first.product_name}`.trim());
      items = raw.flatMap((item) => {
        const parsed = candidateItemSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    }
    // Only what the matcher verifies (or an admin accepted) is this product: accessories, other
    // models and "compatible with" items a search returns beside it are dropped, and the doubtful
    // ones wait for an admin (issue 14; worker/services/matching, worker/services/listing-reviews).
    const mention = { product_name: first.product_name, brand: first.brand, category: first.category, subcategory: first.subcategory };
    const { listed: verified, doubtful } = classifyCandidates(mention, items, await reviewDecisions(db, key));
    if (doubtful.length) await runBatch(db, doubtful.map((candidate) => queueForReview(db, first.product_id, key, candidate)));
    items = verified.map((m) => storable(m.item));
    const top = items[0];
    if (top) {
      const now = isoNow(deps);
      const statements: BatchStatement[] = items.map((item) =>
        db
          .insert(marketplaceItems)
          .values({ ...item, fetched_at: now })
          .onConflictDoUpdate({
            target: marketplaceItems.amazon_product_id,
            set: {
              title: item.title,
              image_url: item.image_url,
              currency: item.currency,
              price: item.price,
              rating: item.rating,
              reviews_count: item.reviews_count,
              product_url: item.product_url,
              fetched_at: now,
              is_dead: false,
              updated_at: now,
            },
          }),
      );
      for (const p of group) {
        verified.forEach(({ item, match }, position) =>
          statements.push(
            db
              .insert(productListings)
              .values({ product_id: p.product_id, amazon_product_id: item.amazon_product_id, position, match_score: match.score, match_reasons: JSON.stringify(match.reasons) })
              .onConflictDoNothing(),
          ),
        );
        statements.push(
          db
            .update(products)
            .set({
              amazon_product_id: top.amazon_product_id,
              listing_count: items.length,
              listed: true,
              price: top.price,
              rating: top.rating,
              updated_at: now,
            })
            .where(eq(products.product_id, p.product_id)),
        );
      }
      await runBatch(db, statements);
      listed += group.length;
      listedKeys.push(key);
    }
    done += group.length;
    await progress(done, unlisted.length, `Marketplace matches for @${channel.handle}: ${done}/${unlisted.length} products`);
  }

  await refreshChannelAggregates(deps, channel.channel_id);
  // Every mention of a product that gained listings shows it in its creators list, on any channel.
  if (listedKeys.length) await deps.purge?.(await productKeyTags(db, listedKeys));
  return `@${channel.handle}: ${listed} of ${unlisted.length} products matched to listings (${searched} marketplace searches)`;
}

/** Categories of listed products (subcategory '' stands for the category itself) and the channel's counters. */
async function refreshChannelAggregates(deps: TaskDeps, channelId: string): Promise<void> {
  const { db } = deps;
  await runBatch(db, [
    ...ADD_CHANNEL_CATEGORIES_SQL.map((statement) => rawStatement(statement, channelId)),
    db
      .update(channels)
      .set({
        product_count: sql`(SELECT count(*) FROM products WHERE products.channel_id = ${channelId} AND products.listed = 1)`,
        video_count: sql`(SELECT count(*) FROM videos WHERE videos.channel_id = ${channelId})`,
        updated_at: isoNow(deps),
      })
      .where(eq(channels.channel_id, channelId)),
  ]);
}

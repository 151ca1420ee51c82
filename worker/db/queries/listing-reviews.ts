/**
 * The admin review of doubtful marketplace matches (listing_reviews), and what storing a
 * candidate writes: the marketplace item itself and, once accepted, its listing under every
 * mention of the product with the counters and categories that listing changes.
 */
import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { batch, type BatchStatement } from "../batch";
import type { Db } from "../client";
import { channels, listingReviews, marketplaceItems, products, videos } from "../schema";
import { addChannelCategories } from "./categories";
import { storefrontJoinNotification } from "./storefronts";

export type ListingReviewRow = typeof listingReviews.$inferSelect;
export type ReviewStatus = ListingReviewRow["status"];
/** An item's own columns, as a marketplace search gives them. */
export type MarketplaceItemColumns = Pick<
  typeof marketplaceItems.$inferSelect,
  "amazon_product_id" | "title" | "image_url" | "currency" | "price" | "rating" | "reviews_count" | "product_url"
> &
  Partial<Pick<typeof marketplaceItems.$inferSelect, "pack_size">>;

/** The decided candidates (accepted or rejected) of one product. */
export function reviewDecisionRows(db: Db, matchKey: string) {
  return db
    .select({ asin: listingReviews.amazon_product_id, status: listingReviews.status })
    .from(listingReviews)
    .where(and(eq(listingReviews.match_key, matchKey), ne(listingReviews.status, "pending")));
}

/** Queues one candidate; a candidate already queued or decided stays as it is. */
export function queueReviewStatement(
  db: Db,
  review: Pick<
    typeof listingReviews.$inferInsert,
    "match_key" | "product_id" | "amazon_product_id" | "candidate" | "match_score" | "match_reasons"
  >,
) {
  return db.insert(listingReviews).values(review).onConflictDoNothing();
}

/** The review with its mention (quote, video, channel): one query, joined on primary keys. */
function reviewQuery(db: Db) {
  return db
    .select({
      review_id: listingReviews.review_id,
      status: listingReviews.status,
      match_score: listingReviews.match_score,
      match_reasons: listingReviews.match_reasons,
      candidate: listingReviews.candidate,
      created_at: listingReviews.created_at,
      decided_at: listingReviews.decided_at,
      product_id: products.product_id,
      product_name: products.product_name,
      brand: products.brand,
      category: products.category,
      subcategory: products.subcategory,
      claims: products.claims,
      video_timestamp: products.video_timestamp,
      video_id: products.video_id,
      video_title: videos.title,
      channel_handle: channels.handle,
    })
    .from(listingReviews)
    .innerJoin(products, eq(products.product_id, listingReviews.product_id))
    .innerJoin(videos, eq(videos.video_id, products.video_id))
    .innerJoin(channels, eq(channels.channel_id, products.channel_id));
}

export type ReviewWithMentionRow = Awaited<ReturnType<typeof reviewQuery>>[number];

/** One page of the reviews in `status` (by review_id, oldest or newest first) and their number: one round trip. */
export async function listingReviewsPage(
  db: Db,
  status: ReviewStatus,
  page: { newestFirst: boolean; limit: number; offset: number },
): Promise<{ rows: ReviewWithMentionRow[]; total: number }> {
  const [rows, totals] = await batch(db, [
    reviewQuery(db)
      .where(eq(listingReviews.status, status))
      .orderBy(page.newestFirst ? desc(listingReviews.review_id) : asc(listingReviews.review_id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(listingReviews).where(eq(listingReviews.status, status)),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The review with its mention (none when there is no such review): at most one row. */
export function reviewWithMention(db: Db, reviewId: number) {
  return reviewQuery(db).where(eq(listingReviews.review_id, reviewId)).limit(1);
}

/** Several reviews by id, in no particular order (ids not found are absent). */
export function listingReviewsByIds(db: Db, reviewIds: number[]): Promise<ListingReviewRow[]> {
  return db.select().from(listingReviews).where(inArray(listingReviews.review_id, reviewIds));
}

/** At most one row. */
export function listingReviewById(db: Db, reviewId: number) {
  return db.select().from(listingReviews).where(eq(listingReviews.review_id, reviewId)).limit(1);
}

/** Records a decision, only on a review still pending (a review is decided once). */
export function decideReviewStatement(
  db: Db,
  reviewId: number,
  decision: { status: Exclude<ReviewStatus, "pending">; by: string | null; at: string },
) {
  return db
    .update(listingReviews)
    .set({ status: decision.status, decided_by: decision.by, decided_at: decision.at })
    .where(and(eq(listingReviews.review_id, reviewId), eq(listingReviews.status, "pending")));
}

/**
 * Lists an accepted candidate under every mention of the product (key `matchKey`) and refreshes
 * what that listing changes: each mention's main listing, price, rating and counter, and each
 * mentioning channel's categories (their product counts follow by trigger, migration 0013).
 */
export function acceptedListingStatements(
  db: Db,
  listing: { matchKey: string; asin: string; price: number | null; rating: number | null; score: number; reasons: string },
  channelIds: string[],
): BatchStatement[] {
  return [
    // Before the mentions are marked listed: each channel's subscribers hear of a product new to its storefront.
    ...channelIds.map((channelId) => storefrontJoinNotification(db, listing.matchKey, channelId)),
    // After the product's verified listings: an accepted doubtful match never outranks them.
    db.run(
      sql`INSERT INTO product_listings (product_id, amazon_product_id, position, match_score, match_reasons)
       SELECT product_id, ${listing.asin}, listing_count, ${listing.score}, ${listing.reasons} FROM products WHERE match_key = ${listing.matchKey}
       ON CONFLICT DO NOTHING`,
    ),
    db
      .update(products)
      .set({
        amazon_product_id: sql`coalesce(${products.amazon_product_id}, ${listing.asin})`,
        price: sql`CASE WHEN ${products.listing_count} = 0 THEN ${listing.price} ELSE ${products.price} END`,
        rating: sql`CASE WHEN ${products.listing_count} = 0 THEN ${listing.rating} ELSE ${products.rating} END`,
        listing_count: sql`(SELECT count(*) FROM product_listings l WHERE l.product_id = ${products.product_id})`,
        listed: true,
      })
      .where(eq(products.match_key, listing.matchKey)),
    // channels.product_count follows the products rows by trigger (migration 0013).
    ...channelIds.flatMap((channelId) => addChannelCategories(db, channelId)),
  ];
}

/** Upserts an item with fresh data, alive again. */
export function upsertItemStatement(db: Db, item: MarketplaceItemColumns, fetchedAt: string) {
  return db
    .insert(marketplaceItems)
    .values({ ...item, fetched_at: fetchedAt })
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
        // An ASIN's pack size does not change: a read that cannot tell (no unit count) keeps it.
        pack_size: sql`coalesce(excluded.pack_size, ${marketplaceItems.pack_size})`,
        fetched_at: fetchedAt,
        is_dead: false,
      },
    });
}

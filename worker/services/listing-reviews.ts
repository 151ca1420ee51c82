/**
 * The admin review of doubtful marketplace matches (issue 14): candidates the matcher scored
 * between its two thresholds wait here until an admin accepts (the item becomes a listing of
 * every mention of the product) or rejects them. A decision is kept per product (match key) and
 * candidate, so later searches of the same product obey it instead of asking again.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { productKeyTags } from "../cache/invalidation";
import { purgeTags } from "../cache/purge";
import { rawStatement, runBatch, type BatchStatement } from "../db/batch";
import type { Db } from "../db/client";
import { channels, listingReviews, marketplaceItems, products, videos } from "../db/schema";
import { ADD_CHANNEL_CATEGORIES_SQL } from "./categories";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { conflict, notFound } from "../lib/errors";
import { matchCandidate, type MatchMention, type MatchResult } from "./matching";
import { limitParam, pageParam } from "./pagination";
import { recordPriceStatement } from "./price-history";
import { marketplaceProductResponse } from "./responses/products";

/** A marketplace item's stored columns, as a search returns them (the pipeline's MarketplaceItem). */
const storableItem = z.object(marketplaceProductResponse.omit({ fetched_at: true }).shape);
export type CandidateItem = z.infer<typeof storableItem>;

export type Decision = "accepted" | "rejected";

/** What admins decided about this product's candidates: asin → decision. */
export async function reviewDecisions(db: Db, matchKey: string): Promise<Map<string, Decision>> {
  const rows = await db
    .select({ asin: listingReviews.amazon_product_id, status: listingReviews.status })
    .from(listingReviews)
    .where(and(eq(listingReviews.match_key, matchKey), ne(listingReviews.status, "pending")));
  return new Map(rows.map((r) => [r.asin, r.status as Decision]));
}

export interface ClassifiedCandidates<T> {
  /** Verified by the matcher or accepted by an admin: best first, ties in the marketplace's order. */
  listed: { item: T; match: MatchResult }[];
  /** Neither verified nor rejected, and not decided yet: for the review queue. */
  doubtful: { item: T; match: MatchResult }[];
}

/** The matcher's verdict on each search result, overruled where an admin has decided. */
export function classifyCandidates<T extends CandidateItem>(
  mention: MatchMention,
  items: T[],
  decisions: Map<string, Decision>,
): ClassifiedCandidates<T> {
  const judged = items.map((item, rank) => ({ item, rank, match: matchCandidate(mention, { ...item, asin: item.amazon_product_id }) }));
  const listed = judged
    .filter(({ item, match }) => {
      const decision = decisions.get(item.amazon_product_id);
      return decision ? decision === "accepted" : match.verdict === "verified";
    })
    .map((j) =>
      decisions.get(j.item.amazon_product_id) === "accepted" && j.match.verdict !== "verified"
        ? { ...j, match: { ...j.match, reasons: [...j.match.reasons, "accepted by an admin"] } }
        : j,
    )
    .sort((a, b) => b.match.score - a.match.score || a.rank - b.rank);
  const doubtful = judged.filter(({ item, match }) => match.verdict === "review" && !decisions.has(item.amazon_product_id));
  return { listed: listed.map(({ item, match }) => ({ item, match })), doubtful: doubtful.map(({ item, match }) => ({ item, match })) };
}

/** Queue statement for one doubtful candidate; a candidate already queued or decided stays as it is. */
export function queueForReview(db: Db, productId: string, matchKey: string, candidate: { item: CandidateItem; match: MatchResult }) {
  return db
    .insert(listingReviews)
    .values({
      match_key: matchKey,
      product_id: productId,
      amazon_product_id: candidate.item.amazon_product_id,
      candidate: JSON.stringify(candidate.item),
      match_score: candidate.match.score,
      match_reasons: JSON.stringify(candidate.match.reasons),
    })
    .onConflictDoNothing();
}

// --- The admin queue ------------------------------------------------------------------------

export const REVIEW_STATUSES = ["pending", "accepted", "rejected"] as const;

export const listReviewsInput = z.object({
  status: z.enum(REVIEW_STATUSES).default("pending"),
  page: pageParam,
  limit: limitParam(20),
});

/** A candidate as a review keeps it: its columns and the brand the marketplace gave (shown to the admin). */
const storedCandidate = storableItem.extend({ brand: z.string().nullish() });

function reviewOf(row: ReviewRow) {
  const candidate = storedCandidate.parse(JSON.parse(row.candidate));
  return {
    review_id: row.review_id,
    status: row.status,
    match_score: row.match_score,
    match_reasons: z.array(z.string()).parse(JSON.parse(row.match_reasons)),
    created_at: row.created_at,
    decided_at: row.decided_at,
    mention: {
      product_id: row.product_id,
      product_name: row.product_name,
      brand: row.brand,
      claims: row.claims,
      video_timestamp: row.video_timestamp,
      video_id: row.video_id,
      video_title: row.video_title,
      channel_handle: row.channel_handle,
    },
    candidate: {
      amazon_product_id: candidate.amazon_product_id,
      title: candidate.title,
      brand: candidate.brand ?? null,
      image_url: candidate.image_url,
      price: candidate.price,
      currency: candidate.currency,
      product_url: candidate.product_url,
    },
  };
}
export type ListingReview = ReturnType<typeof reviewOf>;

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>["all"]>>[number];

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

/** Oldest first for the pending queue (first in, first decided); newest decisions first otherwise. */
export async function listListingReviews(rc: ServiceContext, rawInput: z.input<typeof listReviewsInput>) {
  requireAdmin(rc);
  const input = listReviewsInput.parse(rawInput);
  const order = input.status === "pending" ? asc(listingReviews.review_id) : desc(listingReviews.review_id);
  const [rows, totals] = await rc.db.batch([
    reviewQuery(rc.db)
      .where(eq(listingReviews.status, input.status))
      .orderBy(order)
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    rc.db
      .select({ total: sql<number>`count(*)` })
      .from(listingReviews)
      .where(eq(listingReviews.status, input.status)),
  ]);
  return { reviews: rows.map(reviewOf), total: totals[0]?.total ?? 0 };
}

export const decideReviewInput = z.object({ decision: z.enum(["accept", "reject"]) });

/**
 * Accepting lists the candidate under every mention of the product (after the listings it already
 * has) and refreshes the counters and categories that listing changes; rejecting only records it.
 * A review is decided once: a second decision is a conflict, not a silent overwrite.
 */
export async function decideListingReview(
  rc: ServiceContext,
  reviewId: number,
  rawInput: z.input<typeof decideReviewInput>,
): Promise<ListingReview> {
  requireAdmin(rc);
  const { decision } = decideReviewInput.parse(rawInput);
  const db = rc.db;
  const [review] = await db.select().from(listingReviews).where(eq(listingReviews.review_id, reviewId)).limit(1);
  if (!review) throw notFound("Review");
  if (review.status !== "pending") throw conflict(`This candidate was already ${review.status}`);
  const now = new Date().toISOString();
  const decided = db
    .update(listingReviews)
    .set({ status: decision === "accept" ? "accepted" : "rejected", decided_by: rc.viewer?.user_id ?? null, decided_at: now })
    .where(and(eq(listingReviews.review_id, reviewId), eq(listingReviews.status, "pending")));
  if (decision === "reject") await decided;
  else {
    const mentionChannels = await db
      .selectDistinct({ channel_id: products.channel_id })
      .from(products)
      .where(eq(products.match_key, review.match_key));
    await runBatch(db, [
      decided,
      ...acceptStatements(
        db,
        review,
        mentionChannels.map((c) => c.channel_id),
        now,
      ),
    ]);
    await purgeTags(rc.env.TASKS, await productKeyTags(db, [review.match_key]));
  }
  const [row] = await reviewQuery(db).where(eq(listingReviews.review_id, reviewId));
  if (!row) throw notFound("Review");
  return reviewOf(row);
}

function acceptStatements(db: Db, review: typeof listingReviews.$inferSelect, channelIds: string[], now: string): BatchStatement[] {
  const item = storableItem.parse(JSON.parse(review.candidate));
  const key = review.match_key;
  const reasons = JSON.stringify([...z.array(z.string()).parse(JSON.parse(review.match_reasons)), "accepted by an admin"]);
  return [
    ...storeItemStatements(db, [item], now),
    // After the product's verified listings: an accepted doubtful match never outranks them.
    rawStatement(
      `INSERT INTO product_listings (product_id, amazon_product_id, position, match_score, match_reasons)
       SELECT product_id, ?, listing_count, ?, ? FROM products WHERE match_key = ?
       ON CONFLICT DO NOTHING`,
      item.amazon_product_id,
      review.match_score,
      reasons,
      key,
    ),
    db
      .update(products)
      .set({
        amazon_product_id: sql`coalesce(${products.amazon_product_id}, ${item.amazon_product_id})`,
        price: sql`CASE WHEN ${products.listing_count} = 0 THEN ${item.price} ELSE ${products.price} END`,
        rating: sql`CASE WHEN ${products.listing_count} = 0 THEN ${item.rating} ELSE ${products.rating} END`,
        listing_count: sql`(SELECT count(*) FROM product_listings l WHERE l.product_id = ${products.product_id})`,
        listed: true,
        updated_at: now,
      })
      .where(eq(products.match_key, key)),
    ...channelIds.flatMap((channelId) => [
      ...ADD_CHANNEL_CATEGORIES_SQL.map((statement) => rawStatement(statement, channelId)),
      db
        .update(channels)
        .set({
          product_count: sql`(SELECT count(*) FROM products WHERE products.channel_id = ${channelId} AND products.listed = 1)`,
          updated_at: now,
        })
        .where(eq(channels.channel_id, channelId)),
    ]),
  ];
}

/**
 * Upserts items (fresh data, alive again) and records each one's price if it changed: what a
 * search stores, a re-check's replacement stores and an accepted review stores. Only the item's
 * columns are kept, never the matcher's evidence.
 */
export function storeItemStatements(db: Db, candidates: CandidateItem[], now: string): BatchStatement[] {
  return candidates.flatMap((candidate) => {
    const item = storableItem.parse(candidate);
    const upsert = db
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
      });
    const price = recordPriceStatement(item, now);
    return price ? [upsert, price] : [upsert];
  });
}

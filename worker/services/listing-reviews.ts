/**
 * The admin review of doubtful marketplace matches (issue 14): candidates the matcher scored
 * between its two thresholds wait here until an admin accepts (the item becomes a listing of
 * every mention of the product) or rejects them. A decision is kept per product (match key) and
 * candidate, so every mention of the product and every later search of it obey it instead of
 * asking again, and it is kept as a labelled case for the matcher's development set (issue 21,
 * item 5: match_labels, `npm run eval:export-reviews`). Several candidates may be decided at once.
 */
import { z } from "zod";
import { productKeyTags } from "../cache/invalidation";
import { purgeTags } from "../cache/purge";
import { runBatch, type BatchStatement } from "../db/batch";
import type { Db } from "../db/client";
import {
  acceptedListingStatements,
  decideReviewStatement,
  listingReviewById,
  listingReviewsByIds,
  listingReviewsPage,
  queueReviewStatement,
  reviewDecisionRows,
  reviewWithMention,
  upsertItemStatement,
  type ListingReviewRow,
  type ReviewWithMentionRow,
} from "../db/queries/listing-reviews";
import { saveLabelStatement } from "../db/queries/match-labels";
import { channelsOfMatchKey } from "../db/queries/products";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { conflict, notFound } from "../lib/errors";
import { itemPackSize, matchCandidates, type MatchMention, type MatchResult } from "./matching";
import { limitParam, pageParam } from "./pagination";
import { recordPriceStatement } from "./price-history";
import { marketplaceProductResponse } from "./responses/products";

/** A marketplace item's stored columns, as a search returns them (the pipeline's MarketplaceItem). */
const storableItem = z.object(marketplaceProductResponse.omit({ fetched_at: true, marketplace: true }).shape);
export type CandidateItem = z.infer<typeof storableItem>;

export type Decision = "accepted" | "rejected";

/** What admins decided about this product's candidates: asin → decision. */
export async function reviewDecisions(db: Db, matchKey: string): Promise<Map<string, Decision>> {
  const rows = await reviewDecisionRows(db, matchKey);
  return new Map(rows.map((r) => [r.asin, r.status as Decision]));
}

export interface ClassifiedCandidates<T> {
  /** Verified by the matcher or accepted by an admin: best first, ties in the marketplace's order. */
  listed: { item: T; match: MatchResult }[];
  /** Neither verified nor rejected, and not decided yet: for the review queue. */
  doubtful: { item: T; match: MatchResult }[];
  /** Rejected by the matcher and not decided by an admin: what the LLM judge may still read. */
  refused: { item: T; match: MatchResult }[];
}

/** The matcher's verdict on each search result, overruled where an admin has decided. */
export function classifyCandidates<T extends CandidateItem>(
  mention: MatchMention,
  items: T[],
  decisions: Map<string, Decision>,
): ClassifiedCandidates<T> {
  // Judged together: a shared EAN or the variation family of one item is evidence for another.
  const matches = matchCandidates(
    mention,
    items.map((item) => ({ ...item, asin: item.amazon_product_id })),
  );
  const judged = items.map((item, rank) => ({ item, rank, match: matches[rank]! }));
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
  const undecided = (verdict: MatchResult["verdict"]) =>
    judged
      .filter(({ item, match }) => match.verdict === verdict && !decisions.has(item.amazon_product_id))
      .map(({ item, match }) => ({ item, match }));
  return { listed: listed.map(({ item, match }) => ({ item, match })), doubtful: undecided("review"), refused: undecided("rejected") };
}

/** Queue statement for one doubtful candidate; a candidate already queued or decided stays as it is. */
export function queueForReview(db: Db, productId: string, matchKey: string, candidate: { item: CandidateItem; match: MatchResult }) {
  return queueReviewStatement(db, {
    match_key: matchKey,
    product_id: productId,
    amazon_product_id: candidate.item.amazon_product_id,
    candidate: JSON.stringify(candidate.item),
    match_score: candidate.match.score,
    match_reasons: JSON.stringify(candidate.match.reasons),
  });
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

function reviewOf(row: ReviewWithMentionRow) {
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

/** Oldest first for the pending queue (first in, first decided); newest decisions first otherwise. */
export async function listListingReviews(rc: ServiceContext, rawInput: z.input<typeof listReviewsInput>) {
  requireAdmin(rc);
  const input = listReviewsInput.parse(rawInput);
  const { rows, total } = await listingReviewsPage(rc.db, input.status, {
    newestFirst: input.status !== "pending",
    limit: input.limit,
    offset: (input.page - 1) * input.limit,
  });
  return { reviews: rows.map(reviewOf), total };
}

export const decideReviewInput = z.object({ decision: z.enum(["accept", "reject"]) });
const reviewDecision = decideReviewInput.extend({
  review_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/**
 * Accepting lists the candidate under every mention of the product (after the listings it already
 * has) and refreshes the counters and categories that listing changes; rejecting only records it.
 * Either way the decision is kept as a labelled case. A review is decided once: a second decision
 * is a conflict, not a silent overwrite.
 */
export async function decideListingReview(rc: ServiceContext, rawInput: z.input<typeof reviewDecision>): Promise<ListingReview> {
  requireAdmin(rc);
  const { review_id: reviewId, decision } = reviewDecision.parse(rawInput);
  const [review] = await listingReviewById(rc.db, reviewId);
  if (!review) throw notFound("Review");
  if (review.status !== "pending") throw conflict(`This candidate was already ${review.status}`);
  await decide(rc, review, decision);
  const [row] = await reviewWithMention(rc.db, reviewId);
  if (!row) throw notFound("Review");
  return reviewOf(row);
}

export const decideReviewsInput = z.object({
  review_ids: z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(2 ** 53),
    )
    .min(1)
    .max(100),
  decision: z.enum(["accept", "reject"]),
});

/**
 * The bulk action: the same decision on several pending candidates, each as if decided alone.
 * Ids unknown or decided already are answered as skipped, with why, and the rest still decided.
 */
export async function decideListingReviews(
  rc: ServiceContext,
  rawInput: z.input<typeof decideReviewsInput>,
): Promise<{ decided: ListingReview[]; skipped: { review_id: number; detail: string }[] }> {
  requireAdmin(rc);
  const { decision, ...input } = decideReviewsInput.parse(rawInput);
  const review_ids = [...new Set(input.review_ids)];
  const found = new Map((await listingReviewsByIds(rc.db, review_ids)).map((r) => [r.review_id, r]));
  const decided: ListingReview[] = [];
  const skipped: { review_id: number; detail: string }[] = [];
  for (const id of review_ids) {
    const review = found.get(id);
    if (!review) skipped.push({ review_id: id, detail: "Review not found" });
    else if (review.status !== "pending") skipped.push({ review_id: id, detail: `This candidate was already ${review.status}` });
    else {
      await decide(rc, review, decision);
      const [row] = await reviewWithMention(rc.db, id);
      if (row) decided.push(reviewOf(row));
    }
  }
  return { decided, skipped };
}

/**
 * Records one pending review's decision, for its product key and item: on accept the item is
 * listed under every mention of that key, and the decision joins the labelled cases with the
 * mention and the candidate as they were judged.
 */
async function decide(rc: ServiceContext, review: ListingReviewRow, decision: "accept" | "reject"): Promise<void> {
  const db = rc.db;
  const now = new Date().toISOString();
  const by = rc.viewer?.user_id ?? null;
  const decided = decideReviewStatement(db, review.review_id, { status: decision === "accept" ? "accepted" : "rejected", by, at: now });
  const [mention] = await reviewWithMention(db, review.review_id);
  const label = saveLabelStatement(db, {
    match_key: review.match_key,
    amazon_product_id: review.amazon_product_id,
    mention: JSON.stringify({
      product_name: mention?.product_name ?? review.match_key,
      brand: mention?.brand ?? null,
      category: mention?.category ?? null,
      subcategory: mention?.subcategory ?? null,
      quote: mention?.claims || null,
    }),
    candidate: review.candidate,
    expected: decision === "accept",
    decided_by: by,
  });
  if (decision === "reject") await runBatch(db, [decided, label]);
  else {
    await runBatch(db, [decided, label, ...acceptStatements(db, review, await channelsOfMatchKey(db, review.match_key), now)]);
    await purgeTags(rc.env.TASKS, await productKeyTags(db, [review.match_key]));
  }
}

function acceptStatements(db: Db, review: ListingReviewRow, channelIds: string[], now: string): BatchStatement[] {
  const item = storableItem.parse(JSON.parse(review.candidate));
  const reasons = JSON.stringify([...z.array(z.string()).parse(JSON.parse(review.match_reasons)), "accepted by an admin"]);
  return [
    ...storeItemStatements(db, [item], now),
    ...acceptedListingStatements(
      db,
      {
        matchKey: review.match_key,
        asin: item.amazon_product_id,
        price: item.price,
        rating: item.rating,
        score: review.match_score,
        reasons,
      },
      channelIds,
    ),
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
    // A pack of the product keeps its size for the card (the matcher lists such packs as the product).
    const upsert = upsertItemStatement(db, { ...item, pack_size: itemPackSize(candidate) }, now);
    const price = recordPriceStatement(db, item, now);
    return price ? [upsert, price] : [upsert];
  });
}

/**
 * The LLM judge's cached verdicts (match_judgements, one per product key and item) and what the
 * judge must leave alone: candidates already waiting for an admin.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { listingReviews, matchJudgements } from "../schema";

export type MatchJudgementRow = typeof matchJudgements.$inferSelect;

/** The verdicts already given on some items of one product. */
export function judgementsOf(db: Db, matchKey: string, asins: string[]) {
  return db
    .select()
    .from(matchJudgements)
    .where(and(eq(matchJudgements.match_key, matchKey), inArray(matchJudgements.amazon_product_id, asins)));
}

/** Keeps a verdict; a pair judged already keeps its first verdict. */
export function saveJudgementStatement(db: Db, row: Omit<typeof matchJudgements.$inferInsert, "created_at">) {
  return db.insert(matchJudgements).values(row).onConflictDoNothing();
}

/** Items of one product queued for an admin and not decided yet. */
export function pendingReviewAsins(db: Db, matchKey: string, asins: string[]) {
  return db
    .select({ asin: listingReviews.amazon_product_id })
    .from(listingReviews)
    .where(
      and(eq(listingReviews.match_key, matchKey), eq(listingReviews.status, "pending"), inArray(listingReviews.amazon_product_id, asins)),
    );
}

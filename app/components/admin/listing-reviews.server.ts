/**
 * The admin page's "Listing Review" tab on the server: the queue of doubtful marketplace matches
 * and the Accept / Reject form actions (post/redirect/get, working without JavaScript).
 */
import { redirect } from "react-router";
import * as api from "~/lib/api.server";
import { detailOr, intParam, str } from "~/lib/http.server";
import type { RequestContext } from "@worker/request-context";
import { REVIEW_FILTERS, REVIEWS_PAGE, reviewsUrl, type ReviewFilter, type ReviewsTabData } from "./ListingReviews";

export async function loadReviewsTab(rc: RequestContext, params: URLSearchParams): Promise<ReviewsTabData> {
  const filter: ReviewFilter = REVIEW_FILTERS.find((f) => f === params.get("status")) ?? "pending";
  const page = intParam(params, "page", 1);
  const list = await api.listListingReviews(rc, { status: filter, page, limit: REVIEWS_PAGE });
  return { filter, page, reviews: list.reviews, total: list.total };
}

export function isReviewIntent(form: FormData): boolean {
  return str(form, "intent") === "decide_listing";
}

/** Decides one candidate; throws the redirect back to the queue on success, returns the message otherwise. */
export async function reviewAction(rc: RequestContext, form: FormData): Promise<string> {
  const decision = str(form, "decision");
  const reviewId = Number.parseInt(str(form, "review_id"), 10);
  if ((decision !== "accept" && decision !== "reject") || !Number.isSafeInteger(reviewId) || reviewId < 1)
    return "Choose Accept or Reject for a candidate.";
  try {
    await api.decideListingReview(rc, reviewId, decision);
  } catch (e) {
    return detailOr(e, "Failed to save the decision. Please try again later.");
  }
  const page = Number.parseInt(str(form, "page"), 10);
  throw redirect(reviewsUrl("pending", Number.isSafeInteger(page) && page > 1 ? page : 1));
}

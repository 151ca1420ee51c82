/**
 * The "Listing Review" tab's Accept / Reject form actions, for one candidate or the selected ones
 * (post/redirect/get, working without JavaScript).
 */
import { redirect } from "react-router";
import { serve } from "@worker/services/serve";
import { decideListingReview, decideListingReviews } from "@worker/services/listing-reviews";
import { detailOr, str } from "~/lib/http.server";
import type { RequestContext } from "@worker/request-context";
import { reviewsUrl } from "./search-params";

export function isReviewIntent(form: FormData): boolean {
  const intent = str(form, "intent");
  return intent === "decide_listing" || intent === "decide_listings";
}

const backToQueue = (form: FormData) => {
  const page = Number.parseInt(str(form, "page"), 10);
  return redirect(reviewsUrl("pending", Number.isSafeInteger(page) && page > 1 ? page : 1));
};

/** Decides one candidate, or the selected ones; throws the redirect back to the queue on success, returns the message otherwise. */
export async function reviewAction(rc: RequestContext, form: FormData): Promise<string> {
  if (str(form, "intent") === "decide_listings") return bulkAction(rc, form);
  const decision = str(form, "decision");
  const reviewId = Number.parseInt(str(form, "review_id"), 10);
  if ((decision !== "accept" && decision !== "reject") || !Number.isSafeInteger(reviewId) || reviewId < 1)
    return "Choose Accept or Reject for a candidate.";
  try {
    await serve(rc, decideListingReview, { review_id: reviewId, decision });
  } catch (e) {
    return detailOr(e, "Failed to save the decision. Please try again later.");
  }
  throw backToQueue(form);
}

/** The bulk form: every checked `review_id` gets the decision of the button pressed. */
async function bulkAction(rc: RequestContext, form: FormData): Promise<string> {
  const decision = str(form, "decision");
  if (decision !== "accept" && decision !== "reject") return "Choose Accept selected or Reject selected.";
  const ids = form
    .getAll("review_id")
    .map((v) => (typeof v === "string" ? Number.parseInt(v, 10) : Number.NaN))
    .filter((id) => Number.isSafeInteger(id) && id >= 1);
  if (ids.length === 0) return "Select at least one candidate.";
  if (ids.length > 100) return "Select at most 100 candidates at once.";
  let result;
  try {
    result = await serve(rc, decideListingReviews, { review_ids: ids, decision });
  } catch (e) {
    return detailOr(e, "Failed to save the decisions. Please try again later.");
  }
  if (result.decided.length === 0) return "None of the selected candidates is waiting for a decision any more.";
  throw backToQueue(form);
}

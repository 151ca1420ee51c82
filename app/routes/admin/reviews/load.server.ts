/** The "Listing Review" tab's data: a page of the marketplace matches the matcher doubted, by status. */
import { serve } from "@worker/services/serve";
import { listListingReviews } from "@worker/services/listing-reviews";
import { intParam } from "~/lib/http.server";
import type { RequestContext } from "@worker/request-context";
import type { ReviewsTabData } from "./listing-reviews";
import { REVIEW_FILTERS, REVIEWS_PAGE, type ReviewFilter } from "./search-params";

export async function loadReviewsTab(rc: RequestContext, params: URLSearchParams): Promise<ReviewsTabData> {
  const filter: ReviewFilter = REVIEW_FILTERS.find((f) => f === params.get("status")) ?? "pending";
  const page = intParam(params, "page", 1);
  const list = await serve(rc, listListingReviews, { status: filter, page, limit: REVIEWS_PAGE });
  return { filter, page, reviews: list.reviews, total: list.total };
}

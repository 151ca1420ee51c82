/** The "Listing Review" tab's addresses: ?status=accepted|rejected&page=n, the pending queue without a status. */
export const REVIEW_FILTERS = ["pending", "accepted", "rejected"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const REVIEWS_PAGE = 20;

export const reviewsUrl = (filter: ReviewFilter, page = 1) =>
  `/admin/reviews${filter === "pending" ? (page > 1 ? `?page=${page}` : "") : `?status=${filter}${page > 1 ? `&page=${page}` : ""}`}`;

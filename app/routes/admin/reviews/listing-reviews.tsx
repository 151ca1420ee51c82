import { Form, Link, useNavigation } from "react-router";
import type { ListingReviewItem } from "@worker/services/responses/admin";
import { Pager, StatusFilter } from "~/components/Tabs";
import { formatPrice, formatSeconds } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import { useReviewShortcuts } from "./review-shortcuts";
import { REVIEW_FILTERS, REVIEWS_PAGE, reviewsUrl, type ReviewFilter } from "./search-params";

export interface ReviewsTabData {
  filter: ReviewFilter;
  page: number;
  reviews: ListingReviewItem[];
  total: number;
}

const FILTER_LABEL: Record<ReviewFilter, string> = { pending: "Pending", accepted: "Accepted", rejected: "Rejected" };

const BULK_FORM = "bulk-reviews";

/**
 * The "Listing Review" tab: each marketplace candidate the matcher doubted, beside the mention it
 * was searched for, to accept (it becomes a listing of every mention of the product) or reject,
 * one by one or the selected ones at once; with keyboard shortcuts.
 */
export function ListingReviews({ data, error }: { data: ReviewsTabData; error: string | null }) {
  const locale = useLocale();
  const { filter, page, reviews, total } = data;
  const busy = useNavigation().state === "submitting";
  const list = useReviewShortcuts(reviews);
  const pending = filter === "pending" && reviews.length > 0;
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          Doubtful marketplace matches
        </h2>
        <StatusFilter
          label="Filter reviews by status"
          filters={REVIEW_FILTERS}
          current={filter}
          labels={FILTER_LABEL}
          href={(f) => reviewsUrl(f)}
        />
      </div>
      {pending && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Form id={BULK_FORM} method="post" action={reviewsUrl("pending", page)} className="flex flex-wrap gap-2">
            <input type="hidden" name="intent" value="decide_listings" />
            <input type="hidden" name="page" value={page} />
            <button type="submit" name="decision" value="accept" className="btn-primary" disabled={busy}>
              Accept selected
            </button>
            <button type="submit" name="decision" value="reject" className="btn-secondary" disabled={busy}>
              Reject selected
            </button>
          </Form>
          <p className="text-sm text-gray-600" id="review-shortcuts">
            Keyboard: <kbd>j</kbd> / <kbd>k</kbd> next / previous candidate, <kbd>a</kbd> accept, <kbd>r</kbd> reject, <kbd>x</kbd> select.
          </p>
        </div>
      )}
      {reviews.length === 0 ? (
        <p className="text-gray-600">{filter === "pending" ? "No candidates waiting for review." : `No ${filter} candidates.`}</p>
      ) : (
        <ul className="space-y-3" ref={list}>
          {reviews.map((r) => (
            <li
              key={r.review_id}
              data-review-row
              tabIndex={-1}
              aria-describedby={pending ? "review-shortcuts" : undefined}
              className="card grid gap-4 p-4 focus:outline-2 focus:outline-offset-2 focus:outline-blue-600 md:grid-cols-2"
            >
              <div className="min-w-0 space-y-1">
                {r.status === "pending" && (
                  <label className="flex items-center gap-2 text-sm">
                    <input type="checkbox" name="review_id" value={r.review_id} form={BULK_FORM} />
                    Select <span className="sr-only">{r.candidate.title}</span>
                  </label>
                )}
                <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">Mention</p>
                <p className="font-semibold">
                  <Link to={`/products/${encodeURIComponent(r.mention.product_id)}`} className="link">
                    {r.mention.brand ? `${r.mention.brand} ` : ""}
                    {r.mention.product_name}
                  </Link>
                </p>
                <blockquote className="border-l-4 border-gray-200 pl-3 text-sm text-gray-700">“{r.mention.claims}”</blockquote>
                <p className="text-xs text-gray-600">
                  <Link to={`/videos/${encodeURIComponent(r.mention.video_id)}`} className="link">
                    {r.mention.video_title}
                  </Link>{" "}
                  at {formatSeconds(r.mention.video_timestamp)} · @{r.mention.channel_handle}
                </p>
              </div>
              <div className="flex min-w-0 gap-3">
                {r.candidate.image_url ? (
                  <img
                    src={r.candidate.image_url}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="h-20 w-20 shrink-0 rounded object-contain"
                  />
                ) : (
                  <div className="h-20 w-20 shrink-0 rounded bg-gray-100" aria-hidden="true" />
                )}
                <div className="min-w-0 space-y-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">Candidate</p>
                  <p className="text-sm font-medium">
                    <a href={r.candidate.product_url} target="_blank" rel="noopener noreferrer sponsored" className="link">
                      {r.candidate.title}
                    </a>
                  </p>
                  <p className="text-sm text-gray-700">
                    {r.candidate.brand ? `${r.candidate.brand} · ` : ""}
                    {formatPrice(locale, r.candidate.currency, r.candidate.price)} · score {r.match_score.toFixed(2)}
                  </p>
                  <p className="text-xs text-gray-600">{r.match_reasons.join("; ")}</p>
                  {r.status === "pending" ? (
                    <Form method="post" action={reviewsUrl("pending", page)} className="flex gap-2 pt-1">
                      <input type="hidden" name="intent" value="decide_listing" />
                      <input type="hidden" name="review_id" value={r.review_id} />
                      <input type="hidden" name="page" value={page} />
                      <button
                        type="submit"
                        name="decision"
                        value="accept"
                        className="btn-primary"
                        disabled={busy}
                        aria-label={`Accept ${r.candidate.title}`}
                      >
                        Accept
                      </button>
                      <button
                        type="submit"
                        name="decision"
                        value="reject"
                        className="btn-secondary"
                        disabled={busy}
                        aria-label={`Reject ${r.candidate.title}`}
                      >
                        Reject
                      </button>
                    </Form>
                  ) : (
                    <p className="text-sm font-medium">{FILTER_LABEL[r.status as ReviewFilter]}</p>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={Math.ceil(total / REVIEWS_PAGE)} href={(p) => reviewsUrl(filter, p)} />
    </section>
  );
}

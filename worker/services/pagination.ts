import { z } from "zod";

/**
 * Paging inputs shared by every list. `limit` above 100 is capped (DESIGN.md section 4);
 * negative, fractional, non-numeric or absurd values are refused with a 422.
 */
export const limitParam = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(fallback)
    .transform((n) => Math.min(n, 100));

/**
 * How deep any list pages: 10,000 rows (docs/decisions/0010). Deeper, every list query and its
 * count walks that much of an index for each request (D1 answers one query at a time), and no
 * visitor pages past the first few hundred results: a search or a filter finds them faster.
 */
export const MAX_LIST_DEPTH = 10_000;
export const MAX_PAGE = 1_000;

const skipNumber = z.coerce
  .number()
  .int()
  .min(0)
  .max(
    MAX_LIST_DEPTH,
    `skip can be at most ${MAX_LIST_DEPTH.toLocaleString("en-US")}: narrow the list with a search or a filter instead of paging this deep`,
  );
const pageNumber = z.coerce
  .number()
  .int()
  .min(1)
  .max(
    MAX_PAGE,
    `page can be at most ${MAX_PAGE.toLocaleString("en-US")}: narrow the list with a search or a filter instead of paging this deep`,
  );
export const skipParam = skipNumber.default(0);
export const pageParam = pageNumber.default(1);
/**
 * For calls that accept either `skip` or `page`: no default, so an absent `page` stays undefined
 * (zod applies an inner `.default()` even under `.optional()`, which made `skip` ignored).
 */
export const optionalSkipParam = skipNumber.optional();
export const optionalPageParam = pageNumber.optional();

export function offsetOf(input: { skip?: number | undefined; page?: number | undefined; limit: number }): number {
  if (input.page !== undefined) return (input.page - 1) * input.limit;
  return input.skip ?? 0;
}

/** The deepest page a page of `limit` rows may ask for (the pages clamp to it). */
export const deepestPage = (limit: number) => Math.max(1, Math.min(MAX_PAGE, Math.floor(MAX_LIST_DEPTH / limit) + 1));

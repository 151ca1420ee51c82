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

const skipNumber = z.coerce.number().int().min(0).max(10_000_000);
const pageNumber = z.coerce.number().int().min(1).max(1_000_000);
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

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

export const skipParam = z.coerce.number().int().min(0).max(10_000_000).default(0);
export const pageParam = z.coerce.number().int().min(1).max(1_000_000).default(1);

export function offsetOf(input: { skip?: number | undefined; page?: number | undefined; limit: number }): number {
  if (input.page !== undefined) return (input.page - 1) * input.limit;
  return input.skip ?? 0;
}

/**
 * Small answer shapes several calls share. Every API answer has a zod schema (worker/api/define.ts
 * requires one per call): the OpenAPI document is generated from it, the pages use its inferred
 * type, and outside production every answer is checked against it before it leaves.
 */
import { z } from "zod";

export const messageResponse = z.strictObject({ message: z.string() });
export const countResponse = z.strictObject({ count: z.number().int().nonnegative() });
export const categoriesResponse = z.strictObject({ categories: z.array(z.string()) });
export const isoTimestamp = z.string().describe("ISO-8601 UTC");

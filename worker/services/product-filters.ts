import { z } from "zod";
import { productSorts } from "../lib/product-sorts";

/*
 * Browser-safe on purpose (zod and constants only): the products page's route module imports it
 * beside the service, and nothing server-only may ride along into its bundle.
 */

/** The most creators one list is narrowed to: the products page's own limit, each one a walk of its own index range. */
export const MAX_SELECTED = 20;

/** Several creators arrive as repeated `channel_id` parameters. */
const channelIdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().trim().min(1).max(64)).max(MAX_SELECTED, `A list takes at most ${MAX_SELECTED} creators at once`));

/**
 * What narrows and orders a product list: the service's input (worker/services/products.ts
 * extends it with paging) and the products page's URL (app/routes/products/filters.ts, which
 * maps its older parameter names onto these fields) are this one schema.
 */
export const productFilters = z.object({
  category: z.string().trim().min(1).max(100).optional(),
  subcategory: z.string().trim().min(1).max(100).optional(),
  query: z.string().trim().max(200).optional(),
  channel_id: channelIdList.optional(),
  sort: z.enum(productSorts).optional(),
});
export type ProductFilterFields = keyof typeof productFilters.shape;

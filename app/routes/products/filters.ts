/**
 * The products page's filters read from its URL with the service's own schema
 * (worker/services/product-filters.ts): the loader's only way in. Server-side only in practice
 * (the loader); the browser writes URLs with search-params.ts.
 */
import { z } from "zod";
import { productFilters } from "@worker/services/product-filters";
import { URL_NAMES, type Filters } from "./search-params";

/** A document render shows at most this many pages at once; the URL may ask no deeper than this. */
const MAX_URL_PAGE = 200;

const field = productFilters.shape;
/** A field as the form sends it: "" (a field left empty) and absent both mean "any". */
const text = z.string().trim().default("");

/**
 * Lenient where the page always was: an unknown sort is the default one, repeated or empty
 * creators are dropped. Values the service refuses (too long, too many creators) reach it as
 * written and its refusal is shown beside the list.
 */
const urlFilters = z.object({
  query: z.string().default(""),
  category: text,
  subcategory: text,
  channel_id: z.array(z.string().trim()).transform((ids) => [...new Set(ids.filter(Boolean))]),
  sort: field.sort.unwrap().catch("recent"),
}) satisfies z.ZodType<Filters>;

const position = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .transform((n) => Math.min(n, MAX_URL_PAGE)),
  more: z.literal("1").optional().catch(undefined),
});

export function readFilters(params: URLSearchParams): Filters {
  return urlFilters.parse({
    query: params.get(URL_NAMES.query) ?? undefined,
    category: params.get(URL_NAMES.category) ?? undefined,
    subcategory: params.get(URL_NAMES.subcategory) ?? undefined,
    channel_id: params.getAll(URL_NAMES.channel_id),
    sort: params.get(URL_NAMES.sort) ?? undefined,
  });
}

export function readPosition(params: URLSearchParams) {
  const { page, more } = position.parse({ page: params.get("page") ?? undefined, more: params.get("more") ?? undefined });
  return { page, more: more === "1" };
}

/** The filters as the service's input: its own field names, "any" left out. */
export function serviceFilters(f: Filters, subcategory = f.subcategory) {
  return {
    query: f.query.trim() || undefined,
    category: f.category || undefined,
    subcategory: subcategory || undefined,
    channel_id: f.channel_id.length ? f.channel_id : undefined,
    sort: f.sort,
  } satisfies z.input<typeof productFilters>;
}

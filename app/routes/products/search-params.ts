/**
 * The products page's URL, written in the browser too: no zod here (filters.ts parses it on the
 * server), so the page's bundle carries only these few functions.
 */
import type { ProductFilterFields } from "@worker/services/product-filters";
import type { ProductSort } from "~/lib/types";

/**
 * The service's filter fields under the names the page's URL has always used (links and
 * bookmarks carry `search` and `creator`); adding a field to the service's schema asks for its name here.
 */
export const URL_NAMES = {
  query: "search",
  category: "category",
  subcategory: "subcategory",
  channel_id: "creator",
  sort: "sort",
} as const satisfies Record<ProductFilterFields, string>;

/** The page's filters, under the service's field names; "" and [] mean "any". */
export interface Filters {
  query: string;
  category: string;
  subcategory: string;
  channel_id: string[];
  sort: ProductSort;
}

export const DEFAULT_SORT: ProductSort = "recent";
/** Marks a Load More request: the loader answers that one page only. */
export const MORE_PARAM = "more";

/** The query string of these filters (and page): empty fields, the default sort and page 1 left out. */
export function filtersSearch(f: Filters, page = 1): string {
  const p = new URLSearchParams();
  if (f.query) p.set(URL_NAMES.query, f.query);
  if (f.category) p.set(URL_NAMES.category, f.category);
  if (f.category && f.subcategory) p.set(URL_NAMES.subcategory, f.subcategory);
  for (const id of f.channel_id) p.append(URL_NAMES.channel_id, id);
  if (f.sort !== DEFAULT_SORT) p.set(URL_NAMES.sort, f.sort);
  if (page > 1) p.set("page", String(page));
  return p.toString();
}

/**
 * A query string as the form or a link wrote it, in the shape filtersSearch writes: empty fields
 * and the default sort dropped, a subcategory only with its category. Without the page unless asked.
 */
export function tidySearch(search: string | URLSearchParams, keepPage = false): string {
  const p = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const [name, value] of p) {
    if (!value || (name === URL_NAMES.sort && value === DEFAULT_SORT) || name === MORE_PARAM) continue;
    if (name === URL_NAMES.subcategory && !p.get(URL_NAMES.category)) continue;
    if (name === "page" && (!keepPage || value === "1")) continue;
    out.append(name, value);
  }
  return out.toString();
}

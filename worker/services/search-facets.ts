/**
 * The products page's creator filter (docs/decisions/0021): only the creators that have products
 * in the list the other filters make (its search, category and subcategory), each with how many,
 * so choosing one never empties the list.
 */
import { z } from "zod";
import type { ServiceContext } from "./context";
import { productFilters } from "./product-filters";
import { ftsMatch, ftsQuery, searchWords } from "./format";
import { FEW_RESULTS, forgivingSearch } from "./search-forgiving";
import { creatorFacets, type CreatorFacetRow } from "../db/queries/search-facets";
import { byChannelName } from "../lib/names";

export const creatorFacetsInput = z.object({
  query: productFilters.shape.query,
  category: productFilters.shape.category,
  subcategory: productFilters.shape.subcategory,
});
export type CreatorFacetsInput = z.input<typeof creatorFacetsInput>;

/** A column's own words as a full-text term, whole words (the list narrows its search the same way). */
function columnTerm(column: string, value: string | undefined): string | null {
  const words = value ? ftsQuery(value)?.replaceAll('"*', '"') : null;
  return words ? `${column} : (${words})` : null;
}

/**
 * The creators with products in the list these filters make, by name, each with `results` (its
 * products there). A search that finds little counts what its forgiving form finds, as the list
 * shows it (worker/services/search-forgiving.ts).
 */
export async function listCreatorFacets(rc: ServiceContext, rawInput: CreatorFacetsInput) {
  const input = creatorFacetsInput.parse(rawInput);
  const words = input.query ? searchWords(input.query) : [];
  const match = ftsMatch(words);
  if (input.query?.trim() && !match) return { channels: [] };
  const categoryMatch =
    [columnTerm("category", input.category), columnTerm("subcategory", input.subcategory)].filter(Boolean).join(" AND ") || null;
  const filter = { match, categoryMatch, category: input.category, subcategory: input.subcategory };
  let rows: CreatorFacetRow[] = await creatorFacets(rc.db, filter);
  if (match && rows.reduce((sum, r) => sum + r.results, 0) < FEW_RESULTS) {
    const forgiving = await forgivingSearch(rc.db, words);
    if (forgiving) rows = await creatorFacets(rc.db, { ...filter, match: forgiving.words });
  }
  return { channels: rows.sort(byChannelName) };
}

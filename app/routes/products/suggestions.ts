/**
 * The products page's search suggestions as links (app/components/SearchSuggestions.tsx): each
 * keeps the page's other filters, in the URL shape the page writes (search-params.ts).
 */
import type { SearchSuggestionsProps } from "~/components/SearchSuggestions";
import { DEFAULT_SORT, filtersSearch, type Filters } from "./search-params";

/** The service's ways forward from an empty list (worker/services/search-hints.ts). */
export interface ZeroResultHints {
  drop: { filter: "search" | "category" | "subcategory" | "creators"; total: number }[];
  categories: string[];
}

const products = (n: number) => `${n} ${n === 1 ? "product" : "products"}`;

export function suggestionLinks(
  filters: Filters,
  suggestion: string | null | undefined,
  hints: ZeroResultHints | null,
): SearchSuggestionsProps {
  const to = (f: Filters) => `/products?${filtersSearch(f)}`;
  const without = {
    search: { label: `Without the search “${filters.query}”`, filters: { ...filters, query: "" } },
    category: { label: `All categories, not only ${filters.category}`, filters: { ...filters, category: "", subcategory: "" } },
    subcategory: { label: `All of ${filters.category}, not only ${filters.subcategory}`, filters: { ...filters, subcategory: "" } },
    creators: { label: "All creators", filters: { ...filters, channel_id: [] } },
  };
  return {
    didYouMean: suggestion ? { label: suggestion, to: to({ ...filters, query: suggestion }) } : null,
    drop: (hints?.drop ?? []).map(({ filter, total }) => ({
      label: `${without[filter].label} (${products(total)})`,
      to: to(without[filter].filters),
    })),
    // A category is a fresh start: the search found nothing, so it is not kept.
    categories: (hints?.categories ?? []).map((category) => ({
      label: category,
      to: to({ query: "", category, subcategory: "", channel_id: [], sort: DEFAULT_SORT }),
    })),
  };
}

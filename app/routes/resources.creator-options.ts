import type { Route } from "./+types/resources.creator-options";
import { serve } from "@worker/services/serve";
import { listCreatorFacets } from "@worker/services/search-facets";
import { rcOf } from "~/lib/http.server";
import { readFilters, serviceFilters } from "./products/filters";

/**
 * The products page's creator dropdown, read when it is opened: the visible creators with products
 * in the list the page's other filters make (its search, category and subcategory in this URL's
 * query, under the page's own names), each with how many (docs/decisions/0021). SPEC section 8: a
 * failed list fetch on that page is only logged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { query, category, subcategory } = serviceFilters(readFilters(new URL(request.url).searchParams));
  try {
    const facets = await serve(rcOf(context), listCreatorFacets, { query, category, subcategory: category ? subcategory : undefined });
    return { channels: facets.channels };
  } catch (e) {
    console.error("products page: failed to load creators", e);
    return { channels: [] };
  }
}

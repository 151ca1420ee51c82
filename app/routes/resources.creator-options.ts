import type { Route } from "./+types/resources.creator-options";
import * as api from "~/lib/api.server";
import { rcOf } from "~/lib/http.server";

/**
 * The products page's creator dropdown, read when it is first opened: the 200 visible channels
 * with the most listed products. SPEC section 8: a failed list fetch on that page is only logged.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { channels: await api.listCreatorFilterOptions(rcOf(context)) };
  } catch (e) {
    console.error("products page: failed to load creators", e);
    return { channels: [] };
  }
}

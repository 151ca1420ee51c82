import { data } from "react-router";
import type { Route } from "./+types/resources.admin-channel-options";
import { serve } from "@worker/services/serve";
import { findChannelsForAdmin } from "@worker/services/channels";
import { detailOr, rcOf } from "~/lib/http.server";

/** The admin transcript reader's channel picker: any channel (hidden ones too) matching the typed text. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  if (!rc.viewer?.is_admin) throw data({ detail: "Admins only" }, { status: rc.viewer ? 403 : 401 });
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!query) return { query, channels: [] };
  try {
    return { query, ...(await serve(rc, findChannelsForAdmin, { query })) };
  } catch (e) {
    return data({ query, channels: [], error: detailOr(e, "Failed to load channels. Please try again later.") }, { status: 422 });
  }
}

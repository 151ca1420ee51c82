import type { Route } from "./+types/resources.channel-suggestions";
import { serve } from "@worker/services/serve";
import { listChannels } from "@worker/services/channels";
import { rcOf } from "~/lib/http.server";

/** Suggestions for the header's creator search box: up to 8 visible channels matching the text. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  if (!query) return { query, channels: [] };
  try {
    const res = await serve(rcOf(context), listChannels, { query, skip: 0, limit: 8, sort: "name" });
    return {
      query,
      channels: res.channels.map((c) => ({ channel_id: c.channel_id, channel_name: c.channel_name, thumbnail_url: c.thumbnail_url })),
    };
  } catch (e) {
    console.error(e);
    return { query, channels: [] };
  }
}

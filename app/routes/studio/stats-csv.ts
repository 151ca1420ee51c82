/** `/studio/{channel_id}/stats.csv?days=30|90`: the studio's figures as a download (the owner's and admins' only). */
import { data } from "react-router";
import type { Route } from "./+types/stats-csv";
import { serve } from "@worker/services/serve";
import { channelStatsCsv } from "@worker/services/studio-stats";
import { requireViewer, withRefusals } from "~/lib/http.server";
import { studioRange } from "./range";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { rc } = requireViewer(request, context);
  const days = studioRange(new URL(request.url).searchParams.get("days"));
  if (days === null) throw data({ detail: "days must be 30 or 90" }, { status: 422 });
  const { filename, body } = await withRefusals(serve(rc, channelStatsCsv, { channel_id: params.channelId, days }));
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

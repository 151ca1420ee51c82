import { data } from "react-router";
import type { Route } from "./+types/resources.channel-request";
import * as api from "~/lib/api.server";
import { isAppError, rcOf, str } from "~/lib/http.server";

/** "Add New Channel" from the header search: the messages of SPEC section 8. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  if (!rc.viewer) return data({ kind: "info" as const, message: "You need to be logged in to request a new channel." }, { status: 401 });
  const channel_name = str(await request.formData(), "channel_name");
  if (!channel_name) return data({ kind: "error" as const, message: "Cannot request channel:\nchannel_name is required" }, { status: 422 });
  try {
    await api.requestChannel(rc, channel_name);
    return { kind: "success" as const, message: `Channel "${channel_name}" request sent successfully!` };
  } catch (e) {
    if (!isAppError(e)) console.error(e);
    const message = isAppError(e) && e.detail ? e.detail : "Failed to request new channel. Please try again later.";
    return data({ kind: "error" as const, message }, { status: isAppError(e) ? e.status : 500 });
  }
}

import { data } from "react-router";
import type { Route } from "./+types/resources.channel-request";
import { requestChannelOutcome } from "~/lib/channel-request.server";
import { rcOf, str } from "~/lib/http.server";

/** "Add New Channel" from the header search: the messages of SPEC section 8. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  const channelName = rc.viewer ? str(await request.formData(), "channel_name") : "";
  const { kind, message, status } = await requestChannelOutcome(rc, channelName);
  return status === 200 ? { kind, message } : data({ kind, message }, { status });
}

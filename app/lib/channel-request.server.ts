import { serve } from "@worker/services/serve";
import { requestChannel } from "@worker/services/pending-channels";
import { isAppError } from "./http.server";
import type { RequestContext } from "@worker/request-context";
import type { ModalKind } from "~/components/Modal";

export const LOGIN_TO_REQUEST = "You need to be logged in to request a new channel.";

export type ChannelRequestOutcome = { kind: ModalKind; message: string; status: number };

/**
 * A request for a channel that is not listed, answered with SPEC section 8's messages: the header
 * search's Add New Channel and the channel list's Request this channel both send it here.
 */
export async function requestChannelOutcome(rc: RequestContext, channelName: string): Promise<ChannelRequestOutcome> {
  if (!rc.viewer) return { kind: "info", message: LOGIN_TO_REQUEST, status: 401 };
  if (!channelName) return { kind: "error", message: "Cannot request channel:\nchannel_name is required", status: 422 };
  try {
    await serve(rc, requestChannel, { channel_name: channelName });
    return { kind: "success", message: `Channel "${channelName}" request sent successfully!`, status: 200 };
  } catch (e) {
    if (!isAppError(e)) console.error(e);
    const message = isAppError(e) && e.detail ? e.detail : "Failed to request new channel. Please try again later.";
    return { kind: "error", message, status: isAppError(e) ? e.status : 500 };
  }
}

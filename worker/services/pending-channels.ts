import { z } from "zod";
import { edgeGate, hit, RULES } from "../auth/rate-limit";
import type { ServiceContext } from "./context";
import { unauthorized } from "../lib/errors";
import { insertChannelRequest } from "../db/queries/pending-channels";

export const requestChannelInput = z.object({ channel_name: z.string().trim().min(1, "Field required").max(100) });

export const LOGIN_REQUIRED_FOR_CHANNEL_REQUEST = "You need to be logged in to request a new channel.";

/** A logged-in visitor asks for a channel that is not listed yet; asking twice is harmless. */
export async function requestChannel(rc: ServiceContext, rawInput: z.input<typeof requestChannelInput>) {
  if (!rc.viewer) throw unauthorized(LOGIN_REQUIRED_FOR_CHANNEL_REQUEST);
  const { channel_name } = requestChannelInput.parse(rawInput);
  await edgeGate(rc.env.CHANNEL_REQUEST_LIMITER, `channel:${rc.viewer.user_id}`);
  await hit(rc, RULES.channelRequestsPerUser, rc.viewer.user_id);
  await insertChannelRequest(rc.db, { request_id: crypto.randomUUID(), channel_name, user_id: rc.viewer.user_id });
  return { channel_name, message: `Channel "${channel_name}" request sent successfully!` };
}

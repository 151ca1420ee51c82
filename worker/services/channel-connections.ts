/**
 * What the channel page's admin controls show about connecting the owner's YouTube account
 * (their own captions feed the pipeline): whether the app can start a connection at all, and
 * whether the channel already has a grant. The connection itself runs through the OAuth API
 * (worker/api/oauth.ts, worker/services/channel-oauth.ts), which the admin's button opens.
 */
import type { z } from "zod";
import { hasOauthGrant } from "../db/queries/oauth-grants";
import { channelInput } from "./channels";
import type { ServiceContext } from "./context";

export interface ChannelConnectionStatus {
  /** Both Google OAuth client settings are present. */
  configured: boolean;
  connected: boolean;
  /** Where the admin's button leads: the OAuth start, which redirects to Google's consent page. */
  start_url: string;
}

/** Null for everyone but admins: nobody else may see or start a connection. */
export async function channelConnectionStatus(
  rc: ServiceContext,
  rawInput: z.input<typeof channelInput>,
): Promise<ChannelConnectionStatus | null> {
  if (!rc.viewer?.is_admin) return null;
  const { channel_id: channelId } = channelInput.parse(rawInput);
  const connected = await hasOauthGrant(rc.db, channelId);
  return {
    configured: Boolean(rc.config.GOOGLE_OAUTH_CLIENT_ID && rc.config.GOOGLE_OAUTH_CLIENT_SECRET),
    connected,
    start_url: `/api/creators/oauth/start?channel_id=${encodeURIComponent(channelId)}`,
  };
}

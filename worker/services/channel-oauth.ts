/**
 * Connecting a channel's YouTube account, so its own captions can be downloaded: an admin starts
 * it and gets Google's consent page with a signed, short-lived `state` naming the channel and the
 * admin. Whoever consents there (the admin, or the owner the link was passed to) comes back to
 * the callback with a code; it becomes a refresh token, stored encrypted once the consenting
 * account is shown to own that channel. The state, not a session, is what the callback trusts:
 * the owner need not have an account here.
 */
import { z } from "zod";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { channelExists } from "../db/queries/channels";
import { userIdentityById } from "../db/queries/users";
import { AppError, notFound } from "../lib/errors";
import { ProviderError } from "../lib/http";
import type { HttpOverrides } from "../lib/http";
import { youtubeClient, youtubeGet } from "../providers/youtube/api";
import { issueOAuthState, openOAuthState } from "../auth/oauth-state";
import { CAPTIONS_SCOPE, consentUrl, googleOAuth, type GoogleOAuthSettings } from "../providers/youtube/google-oauth";
import { grantStore } from "../providers/youtube/oauth-grants";
import { ownChannelListResponse } from "../providers/youtube/schemas";

/**
 * A purpose of its own (key, typ, audience): a state is never accepted as a session token, nor as
 * a channel claim's state. Long enough to pass the consent link to the channel owner.
 */
const CONNECT_STATE = { purpose: "youtube-channel-connect", ttlSeconds: 30 * 60 } as const;

/** What the connection reads of the request: who asks, the configuration and the database. */
export interface ConnectContext extends Pick<ServiceContext, "viewer"> {
  config: AppConfig;
  db: Db;
  /** Tests replace Google at the fetch boundary. */
  http?: HttpOverrides;
}

const connectInput = z.object({ channel_id: z.string().trim().min(1).max(64) });
export const connectCallbackInput = z.object({
  state: z.string().min(1).max(4096),
  code: z.string().min(1).max(2048).optional(),
  /** Set by Google instead of `code` when the owner declined (`access_denied`). */
  error: z.string().min(1).max(200).optional(),
});

/** Google sends the owner back here; the same URL must be listed in the OAuth client's redirect URIs. */
export function callbackUrl(config: AppConfig): string {
  return new URL("/api/creators/oauth/callback", config.PUBLIC_BASE_URL).toString();
}

/** The Google OAuth client's settings; `notConfigured` is thrown while they are missing. */
export function oauthSettings(
  config: AppConfig,
  notConfigured = () =>
    new AppError(404, "Connecting a YouTube channel is not configured (GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET)"),
): GoogleOAuthSettings {
  if (!config.GOOGLE_OAUTH_CLIENT_ID || !config.GOOGLE_OAUTH_CLIENT_SECRET) throw notConfigured();
  return {
    clientId: config.GOOGLE_OAUTH_CLIENT_ID,
    clientSecret: config.GOOGLE_OAUTH_CLIENT_SECRET,
    tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
  };
}

async function requireChannel(db: Db, channelId: string): Promise<void> {
  if (!(await channelExists(db, channelId))) throw notFound("Channel");
}

/** Google's consent URL for this channel, with a state the callback accepts for 30 minutes. */
export async function startChannelConnection(rc: ConnectContext, rawInput: z.input<typeof connectInput>): Promise<string> {
  const viewer = requireAdmin(rc);
  const { channel_id: channelId } = connectInput.parse(rawInput);
  const settings = oauthSettings(rc.config);
  await requireChannel(rc.db, channelId);
  // The channel is bound into the state: the callback connects exactly the channel the admin chose.
  const { state, verifier } = await issueOAuthState(rc.config, CONNECT_STATE, viewer.user_id, { channel_id: channelId });
  return consentUrl(settings, callbackUrl(rc.config), state, verifier, { scope: CAPTIONS_SCOPE, offline: true });
}

/** The channel a state names and its PKCE verifier, if we signed it, it is fresh, and the admin who started is still one. */
async function stateChannel(deps: ConnectContext, state: string): Promise<{ channelId: string; verifier: string }> {
  const opened = await openOAuthState(deps.config, CONNECT_STATE.purpose, state);
  if (opened && typeof opened.claims.channel_id === "string") {
    const starter = await userIdentityById(deps.db, opened.subject);
    if (starter?.is_admin === 1) return { channelId: opened.claims.channel_id, verifier: opened.verifier };
  }
  throw new AppError(400, "Invalid or expired state: start connecting the channel again");
}

/** A failure talking to Google, as the answer the user sees. */
export function googleFailure(error: unknown): never {
  if (error instanceof ProviderError) throw new AppError(error.transient ? 503 : 400, `${error.provider}: ${error.message}`);
  throw error;
}

/** Public: the owner consenting may have no account here; the signed state is the proof. */
export async function completeChannelConnection(rc: ConnectContext, rawInput: z.input<typeof connectCallbackInput>) {
  const input = connectCallbackInput.parse(rawInput);
  const { config, db } = rc;
  const { channelId, verifier } = await stateChannel(rc, input.state);
  if (input.error) throw new AppError(400, `Google did not grant access (${input.error})`);
  if (!input.code) throw new AppError(400, "Google sent no authorization code");
  const settings = oauthSettings(config);
  await requireChannel(db, channelId);

  const tokens = await googleOAuth(settings, rc.http).exchangeCode(input.code, callbackUrl(config), verifier).catch(googleFailure);
  if (!tokens.refresh_token) throw new AppError(400, "Google sent no refresh token: connect the channel again");
  if (!tokens.scope.split(" ").includes(CAPTIONS_SCOPE)) throw new AppError(400, "The YouTube permission was not granted");

  const own = await youtubeGet(
    youtubeClient(config.YOUTUBE_API_BASE_URL, rc.http),
    "channels",
    { part: "id", mine: "true" },
    { accessToken: tokens.access_token },
    ownChannelListResponse,
  ).catch(googleFailure);
  // Captions can be downloaded only by the channel's owner: a grant from anyone else is useless.
  if (!own.items.some((c) => c.id === channelId)) throw new AppError(403, "The Google account that gave consent does not own this channel");

  await grantStore(db, config.JWT_SECRET).save({
    channel_id: channelId,
    refresh_token: tokens.refresh_token,
    access_token: tokens.access_token,
    access_token_expires_at: Date.now() + tokens.expires_in * 1000,
    scope: tokens.scope,
  });
  return { channel_id: channelId, connected: true, scope: tokens.scope };
}

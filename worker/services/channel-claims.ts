/**
 * Claiming a channel (issue 24): a signed-in user with a confirmed e-mail proves through Google's
 * consent page (YouTube read-only scope, PKCE, a signed short-lived state) which YouTube channels
 * their Google account holds; each of them that is on the site becomes theirs (channel_owners,
 * proof 'google'). A channel may have several owners; an admin can remove one.
 *
 * Unlike the captions connection (channel-oauth.ts), the callback trusts the state only together
 * with the session of the user it names: a consent link passed to someone else must never make
 * that person's channel the sender's. No token is kept: the access token is used once.
 */
import { z } from "zod";
import { issueOAuthState, openOAuthState } from "../auth/oauth-state";
import type { AppConfig } from "../config";
import {
  channelOwnerRows,
  knownChannels,
  pageOfChannelOwners,
  removeChannelOwner,
  upsertChannelOwners,
  type ChannelOwnerRow,
} from "../db/queries/channel-owners";
import { channelExists } from "../db/queries/channels";
import { AppError, notFound, unauthorized } from "../lib/errors";
import type { HttpOverrides } from "../lib/http";
import { youtubeClient, youtubeGet } from "../providers/youtube/api";
import { consentUrl, googleOAuth, READONLY_SCOPE } from "../providers/youtube/google-oauth";
import { ownChannelListResponse } from "../providers/youtube/schemas";
import { googleFailure, oauthSettings } from "./channel-oauth";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { requireVerifiedEmail } from "./email-verification";
import { limitParam, pageParam } from "./pagination";

/** A purpose of its own (key, typ, audience): a captions connection's state is never accepted here, nor this one there. */
const CLAIM_STATE = { purpose: "youtube-channel-claim", ttlSeconds: 15 * 60 } as const;

export const CLAIMING_NOT_CONFIGURED =
  "Claiming a channel is not configured on this server (GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET)";
export const INVALID_CLAIM_STATE = "Invalid or expired state: start claiming the channel again";
export const CLAIM_OF_ANOTHER_ACCOUNT = "This claim was started by another account: start claiming the channel again";

/**
 * Google sends the user back to this page (its loader completes the claim and shows the result);
 * the same URL must be listed among the OAuth client's authorized redirect URIs.
 */
export function claimCallbackUrl(config: AppConfig): string {
  return new URL("/studio/claim/callback", config.PUBLIC_BASE_URL).toString();
}

const settingsOf = (config: AppConfig) => oauthSettings(config, () => new AppError(404, CLAIMING_NOT_CONFIGURED));

/** Whether the server can send anyone to Google's consent page at all. */
export const claimingConfigured = (rc: ServiceContext): boolean =>
  Boolean(rc.config.GOOGLE_OAUTH_CLIENT_ID && rc.config.GOOGLE_OAUTH_CLIENT_SECRET);

/** Google's consent URL for the signed-in user, with a state the callback accepts for 15 minutes. */
export async function startChannelClaim(rc: ServiceContext): Promise<{ authorization_url: string }> {
  if (!rc.viewer) throw unauthorized();
  await requireVerifiedEmail(rc);
  const settings = settingsOf(rc.config);
  const { state, verifier } = await issueOAuthState(rc.config, CLAIM_STATE, rc.viewer.user_id);
  return {
    authorization_url: await consentUrl(settings, claimCallbackUrl(rc.config), state, verifier, { scope: READONLY_SCOPE, offline: false }),
  };
}

export const claimCallbackInput = z.object({
  state: z.string().min(1).max(4096),
  code: z.string().min(1).max(2048).optional(),
  /** Set by Google instead of `code` when the user declined (`access_denied`). */
  error: z.string().min(1).max(200).optional(),
});

export interface ClaimResult {
  /** The channels of the Google account that are on the site: now the user's. */
  claimed: { channel_id: string; channel_name: string; handle: string }[];
  /** The account's channels the site does not list (yet): nothing was recorded for them. */
  not_on_site: string[];
}

/**
 * The callback: checks the state against the session, asks Google which channels the account holds, records those on the site.
 * Tests replace Google at the fetch boundary through `rc.http`.
 */
export async function completeChannelClaim(
  rc: ServiceContext & { http?: HttpOverrides },
  rawInput: z.input<typeof claimCallbackInput>,
): Promise<ClaimResult> {
  const input = claimCallbackInput.parse(rawInput);
  const http = rc.http ?? {};
  if (!rc.viewer) throw unauthorized();
  const opened = await openOAuthState(rc.config, CLAIM_STATE.purpose, input.state);
  if (!opened) throw new AppError(400, INVALID_CLAIM_STATE);
  if (opened.subject !== rc.viewer.user_id) throw new AppError(400, CLAIM_OF_ANOTHER_ACCOUNT);
  if (input.error) throw new AppError(400, `Google did not grant access (${input.error})`);
  if (!input.code) throw new AppError(400, "Google sent no authorization code");
  await requireVerifiedEmail(rc);
  const settings = settingsOf(rc.config);

  const tokens = await googleOAuth(settings, http)
    .exchangeCode(input.code, claimCallbackUrl(rc.config), opened.verifier)
    .catch(googleFailure);
  const own = await youtubeGet(
    youtubeClient(rc.config.YOUTUBE_API_BASE_URL, http),
    "channels",
    { part: "id", mine: "true", maxResults: "50" },
    { accessToken: tokens.access_token },
    ownChannelListResponse,
  ).catch(googleFailure);

  const ids = [...new Set(own.items.map((c) => c.id))];
  const known = await knownChannels(rc.db, ids);
  await upsertChannelOwners(
    rc.db,
    known.map((c) => c.channel_id),
    rc.viewer.user_id,
    "google",
  );
  const onSite = new Set(known.map((c) => c.channel_id));
  return { claimed: known, not_on_site: ids.filter((id) => !onSite.has(id)) };
}

// Administration: who owns a channel, and removing an owner.

const toOwner = (row: ChannelOwnerRow) => ({
  channel_id: row.channel_id,
  channel_name: row.channel_name,
  handle: row.handle,
  user_id: row.user_id,
  email: row.email,
  proof: row.proof,
  verified_at: row.verified_at,
});
export type ChannelOwner = ReturnType<typeof toOwner>;

const channelIdInput = z.object({ channel_id: z.string().trim().min(1).max(64) });
const ownerInput = channelIdInput.extend({ user_id: z.string().trim().min(1).max(64) });

export async function listChannelOwners(rc: ServiceContext, rawInput: z.input<typeof channelIdInput>): Promise<{ owners: ChannelOwner[] }> {
  requireAdmin(rc);
  const { channel_id: channelId } = channelIdInput.parse(rawInput);
  if (!(await channelExists(rc.db, channelId))) throw notFound("Channel");
  return { owners: (await channelOwnerRows(rc.db, channelId)).map(toOwner) };
}

export const allOwnersInput = z.object({ page: pageParam, limit: limitParam(50) });

/** Every channel's owners, latest proof first (the admin's "Channel Owners" section). */
export async function listAllChannelOwners(rc: ServiceContext, rawInput: z.input<typeof allOwnersInput>) {
  requireAdmin(rc);
  const input = allOwnersInput.parse(rawInput);
  const { rows, total } = await pageOfChannelOwners(rc.db, input.limit, (input.page - 1) * input.limit);
  return { owners: rows.map(toOwner), total };
}

export async function removeOwner(rc: ServiceContext, rawInput: z.input<typeof ownerInput>) {
  requireAdmin(rc);
  const { channel_id: channelId, user_id: userId } = ownerInput.parse(rawInput);
  if (!(await removeChannelOwner(rc.db, channelId, userId))) throw notFound("Owner");
  return { channel_id: channelId, user_id: userId, removed: true as const };
}

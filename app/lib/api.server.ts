/**
 * The one place pages reach the domain services (worker/services/*). Route loaders and actions
 * import from here, so a change of a service's signature is absorbed in one file. Services
 * validate with zod and throw ZodError on bad input: serve() makes it an AppError(422) with the
 * first message, which the pages show like any server `detail`.
 */
import type { RequestContext } from "@worker/request-context";
import { serve } from "@worker/services/serve";
import * as verification from "@worker/services/email-verification";
import * as channels from "@worker/services/channels";
import * as claims from "@worker/services/channel-claims";
import * as connections from "@worker/services/channel-connections";
import * as notifications from "@worker/services/notifications";
import * as pending from "@worker/services/pending-channels";
import * as productFollows from "@worker/services/product-follows";
import * as productGroups from "@worker/services/product-groups";
import * as subscriptions from "@worker/services/subscriptions";
import * as videos from "@worker/services/videos";
import * as storefronts from "@worker/services/storefronts";
import * as studio from "@worker/services/studio";
import * as channelOwners from "@worker/services/channel-owners";
import * as studioStats from "@worker/services/studio-stats";
import type { StudioRange } from "@worker/services/studio-rules";
import * as preferences from "@worker/services/digest";
import type { ChannelSort } from "./types";

type RC = RequestContext;

/**
 * Awaits a service through serve() (worker/services/serve.ts): its answer's entities become the
 * page's cache tags, a ZodError an AppError(422) with the first message, a failure uncacheable.
 */
const call = <T>(rc: RC, p: Promise<T>): Promise<T> => serve(rc, () => p, undefined);

export const listChannels = (rc: RC, i: { query?: string; skip: number; limit: number; sort?: ChannelSort; category?: string }) =>
  call(rc, channels.listChannels(rc, i));
export const channelConnectionStatus = (rc: RC, channelId: string) =>
  call(rc, connections.channelConnectionStatus(rc, { channel_id: channelId }));
export const getChannel = (rc: RC, id: string) => call(rc, channels.getChannel(rc, { channel_id: id }));
export const listVideos = (rc: RC, i: { channel_id?: string; skip: number; limit: number }) => call(rc, videos.listVideos(rc, i));

/** One card per product (docs/decisions/0019), as every page's product list shows them. */
export const listProductGroups = (rc: RC, f: productGroups.ListProductGroupsInput) => call(rc, productGroups.listProductGroups(rc, f));
export const listFollowedProducts = (rc: RC, i: { page: number; limit: number }) => call(rc, productFollows.listFollowedProducts(rc, i));
export const listChannelProductGroups = (rc: RC, i: { channel_id: string; page: number; limit: number }) =>
  call(rc, productGroups.listChannelProductGroups(rc, i));
export const countChannelProductGroups = async (rc: RC, id: string) =>
  (await call(rc, productGroups.countChannelProductGroups(rc, { channel_id: id }))).count;

export const subscribe = (rc: RC, channel_id: string) => call(rc, subscriptions.subscribe(rc, { channel_id }));
export const unsubscribe = (rc: RC, channel_id: string) => call(rc, subscriptions.unsubscribe(rc, channel_id));
export const listSubscriptions = (rc: RC, i: { skip: number; limit: number }) => call(rc, subscriptions.listSubscriptions(rc, i));

export const listNotifications = (rc: RC, i: { page: number; limit: number }) => call(rc, notifications.listNotifications(rc, i));
export const markNotificationRead = (rc: RC, id: string) => call(rc, notifications.markNotificationRead(rc, id));
export const markAllNotificationsRead = (rc: RC) => call(rc, notifications.markAllNotificationsRead(rc));
export const unreadNotificationCount = (rc: RC) => call(rc, notifications.unreadNotificationCount(rc));

export const requestChannel = (rc: RC, channel_name: string) => call(rc, pending.requestChannel(rc, { channel_name }));

export const emailVerified = (rc: RC) => call(rc, verification.emailVerified(rc));
export const resendVerificationEmail = (rc: RC) => call(rc, verification.resendVerificationEmail(rc));

export const channelStorefrontHandle = (rc: RC, channelId: string) =>
  call(rc, storefronts.channelStorefrontHandle(rc, { channel_id: channelId }));
export const claimingConfigured = (rc: RC) => claims.claimingConfigured(rc);
export const startChannelClaim = (rc: RC) => call(rc, claims.startChannelClaim(rc));
export const completeChannelClaim = (rc: RC, i: { state: string; code?: string; error?: string }) =>
  call(rc, claims.completeChannelClaim(rc, i));
export const getNotificationDigest = async (rc: RC) => (await call(rc, preferences.getPreferences(rc))).notification_digest;
export const setNotificationDigest = (rc: RC, on: boolean) => call(rc, preferences.updatePreferences(rc, { notification_digest: on }));

// The creator studio (issue 24): every call checks the channel's ownership in its service.
export const listStudioChannels = (rc: RC) => call(rc, studio.listStudioChannels(rc));
/** The header's Studio link: owners of a channel (one indexed read) and admins. */
export const showsStudio = async (rc: RC) => rc.viewer?.is_admin === true || (await call(rc, channelOwners.isCreator(rc)));
export const listStorefrontChannels = (rc: RC, page: number) => call(rc, studio.listStorefrontChannels(rc, page));
export const siteTotals = (rc: RC) => call(rc, studioStats.siteTotals(rc));
export const studioChannelPage = (rc: RC, channelId: string, days: StudioRange, page = 1) =>
  call(rc, studio.studioChannelPage(rc, channelId, days, page));
export const channelStatsCsv = (rc: RC, channelId: string, days: StudioRange) =>
  call(rc, studioStats.channelStatsCsv(rc, channelId, studioStats.lastDays(days)));
export const updateStudioStorefront = (rc: RC, channelId: string, settings: Parameters<typeof studio.updateStudioStorefront>[2]) =>
  call(rc, studio.updateStudioStorefront(rc, channelId, settings));
export const checkStudioDomain = (rc: RC, channelId: string) => call(rc, studio.checkStudioDomain(rc, channelId));
export const updateStudioEntry = (rc: RC, channelId: string, matchKey: string, choices: Parameters<typeof studio.updateStudioEntry>[3]) =>
  call(rc, studio.updateStudioEntry(rc, channelId, matchKey, choices));

/**
 * Channel ownership (issue 24): the one check every studio call makes. An owner reaches only the
 * channels they own; an admin reaches every channel (their override); anyone else gets 403, and
 * an anonymous visitor 401.
 */
import { isChannelOwner, ownedChannelRows, ownsAnyChannel, type OwnedChannelRow } from "../db/queries/channel-owners";
import { forbidden, unauthorized } from "../lib/errors";
import type { ServiceContext } from "./context";

export const NOT_CHANNEL_OWNER = "You do not own this channel";

/** Passes for the channel's owners and for admins; throws 401 (anonymous) or 403 (anyone else). */
export async function requireChannelAccess(rc: ServiceContext, channelId: string): Promise<void> {
  if (!rc.viewer) throw unauthorized();
  if (rc.viewer.is_admin) return;
  if (!(await isChannelOwner(rc.db, channelId, rc.viewer.user_id))) throw forbidden(NOT_CHANNEL_OWNER);
}

/** The signed-in user's own channels (an admin's too: only those they own, not every channel). */
export async function ownedChannels(rc: ServiceContext): Promise<OwnedChannelRow[]> {
  if (!rc.viewer) throw unauthorized();
  return ownedChannelRows(rc.db, rc.viewer.user_id);
}

/** Whether the header shows the Studio link. */
export async function isCreator(rc: ServiceContext): Promise<boolean> {
  return rc.viewer !== null && (await ownsAnyChannel(rc.db, rc.viewer.user_id));
}

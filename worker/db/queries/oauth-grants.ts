import { eq } from "drizzle-orm";
import type { Db } from "../client";
import { channelOauthGrants } from "../schema";

/** Whether the channel's owner has connected their YouTube account (the grant itself stays sealed). */
export async function hasOauthGrant(db: Db, channelId: string): Promise<boolean> {
  const grant = await db
    .select({ channel_id: channelOauthGrants.channel_id })
    .from(channelOauthGrants)
    .where(eq(channelOauthGrants.channel_id, channelId))
    .get();
  return grant !== undefined;
}

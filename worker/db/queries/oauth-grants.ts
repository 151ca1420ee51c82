/** Channel owners' OAuth grants (table channel_oauth_grants), stored sealed (worker/providers/youtube/oauth-grants.ts). */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../client";
import { isoNow } from "../columns";
import { channelOauthGrants } from "../schema";

export type StoredGrant = typeof channelOauthGrants.$inferSelect;
export type SealedGrant = Pick<StoredGrant, "channel_id" | "refresh_token_enc" | "access_token_enc" | "access_token_expires_at" | "scope">;

/** Whether the channel's owner has connected their YouTube account (the grant itself stays sealed). */
export async function hasOauthGrant(db: Db, channelId: string): Promise<boolean> {
  // Read on an admin's page request: as SQL, the session check rides in it (worker/db/carry.ts).
  return (await db.get(sql`SELECT 1 FROM channel_oauth_grants WHERE channel_id = ${channelId}`)) !== undefined;
}

export function oauthGrantRow(db: Db, channelId: string) {
  return db.select().from(channelOauthGrants).where(eq(channelOauthGrants.channel_id, channelId)).get();
}

/** Connecting again replaces the channel's grant. */
export async function upsertOauthGrant(db: Db, grant: SealedGrant): Promise<void> {
  const { channel_id: _channel, ...values } = grant;
  await db
    .insert(channelOauthGrants)
    .values(grant)
    .onConflictDoUpdate({ target: channelOauthGrants.channel_id, set: { ...values, updated_at: isoNow } });
}

export async function setOauthAccessToken(
  db: Db,
  channelId: string,
  token: Pick<StoredGrant, "access_token_enc" | "access_token_expires_at">,
): Promise<void> {
  await db
    .update(channelOauthGrants)
    .set({ ...token, updated_at: isoNow })
    .where(eq(channelOauthGrants.channel_id, channelId));
}

export async function deleteOauthGrant(db: Db, channelId: string): Promise<void> {
  await db.delete(channelOauthGrants).where(eq(channelOauthGrants.channel_id, channelId));
}

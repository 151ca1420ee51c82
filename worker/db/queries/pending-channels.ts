/** Visitors' requests for channels not listed yet (worker/services/pending-channels.ts). */
import type { Db } from "../client";
import { pendingChannels } from "../schema";

/** Asking twice is harmless: the unique (user, lower(channel_name)) index keeps the first request. */
export async function insertChannelRequest(db: Db, request: { request_id: string; channel_name: string; user_id: string }): Promise<void> {
  await db.insert(pendingChannels).values(request).onConflictDoNothing();
}

import { z } from "zod";
import { isoTimestamp } from "./common";

export const channelClaimStartResponse = z.strictObject({
  authorization_url: z.url().describe("Google's consent page: send the user's browser there"),
});

const claimedChannel = z.strictObject({ channel_id: z.string(), channel_name: z.string(), handle: z.string() });
export const channelClaimResponse = z.strictObject({
  claimed: z.array(claimedChannel).describe("The Google account's channels that are on the site: now owned by the user"),
  not_on_site: z.array(z.string()).describe("The account's channel ids the site does not list: nothing was recorded for them"),
});

export const channelOwnerResponse = z.strictObject({
  channel_id: z.string(),
  channel_name: z.string(),
  handle: z.string(),
  user_id: z.string(),
  email: z.string(),
  proof: z.enum(["google", "demo"]).describe("How ownership was shown: Google OAuth, or the offline demo data"),
  verified_at: isoTimestamp,
});
export const channelOwnerListResponse = z.strictObject({ owners: z.array(channelOwnerResponse) });
export const channelOwnerPageResponse = z.strictObject({ owners: z.array(channelOwnerResponse), total: z.number().int() });
export const channelOwnerRemovedResponse = z.strictObject({ channel_id: z.string(), user_id: z.string(), removed: z.literal(true) });

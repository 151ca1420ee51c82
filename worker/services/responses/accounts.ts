import { z } from "zod";
import { isoTimestamp } from "./common";

export const registeredUserResponse = z.strictObject({ user_id: z.string(), email: z.string(), is_admin: z.boolean() });
export const accessTokenResponse = z.strictObject({ access_token: z.string(), token_type: z.literal("bearer") });
export const currentUserResponse = z.strictObject({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  created_at: isoTimestamp,
});
export const resetTokenStateResponse = z.strictObject({ valid: z.boolean() });

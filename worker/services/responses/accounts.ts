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

/** A correct password of an account with a second factor (or of an admin who must set one up) opens no session yet. */
export const secondFactorChallengeResponse = z.union([
  z.strictObject({
    mfa_required: z.literal(true),
    mfa_token: z.string().describe("Send it with the code to /api/users/login/mfa within 10 minutes"),
  }),
  z.strictObject({
    mfa_enrollment_required: z.literal(true),
    mfa_token: z.string().describe("Admins set up two-factor authentication first: /api/users/login/mfa/enroll"),
  }),
]);
export const loginResponse = z.union([accessTokenResponse, secondFactorChallengeResponse]);

export const mfaSecretResponse = z.strictObject({
  secret: z.string().describe("Base32, for typing into an authenticator app"),
  otpauth_uri: z.string().describe("otpauth:// URI, for a QR code or a link the app opens"),
});
export const recoveryCodesResponse = z.strictObject({ recovery_codes: z.array(z.string()).describe("Shown this once; each works once") });
/** A factor replaced revokes every earlier token: the session that replaced it goes on with this one. */
export const mfaEnabledResponse = recoveryCodesResponse.extend({
  access_token: accessTokenResponse.shape.access_token.optional(),
  token_type: accessTokenResponse.shape.token_type.optional(),
});
export const enrolledSessionResponse = recoveryCodesResponse.extend(accessTokenResponse.shape);
export const mfaStatusResponse = z.strictObject({ enabled: z.boolean(), recovery_codes_left: z.number().int() });
export const passwordChangedResponse = accessTokenResponse.extend({ message: z.string() });
export const emailVerifiedResponse = z.strictObject({ email: z.string(), email_verified: z.literal(true) });

/**
 * Proof that an account's owner reads its e-mail address: a link mailed at registration (and on
 * request) with a signed, single-purpose token naming the user and the address. Until it is
 * opened, the account can browse but not subscribe to channels or turn e-mail on.
 */
import { z } from "zod";
import { issuePurposeToken, verifyPurposeToken } from "../auth/purpose-token";
import { hit, RULES } from "../auth/rate-limit";
import { emailVerifiedAt, markEmailVerified } from "../db/queries/email-verification";
import { sendEmail } from "../email/send";
import { signedIn, type ServiceContext } from "./context";
import { AppError, forbidden, unauthorized } from "../lib/errors";

const VERIFY = { purpose: "email-verification", ttlSeconds: 48 * 60 * 60 } as const;
export const UNVERIFIED_EMAIL = "Confirm your e-mail address first: open the link we sent you, or send a new one from your account page.";
export const INVALID_VERIFICATION_LINK = "This confirmation link is invalid or has expired. Send a new one from your account page.";
export const verificationTokenParam = z.string().min(1).max(4096);
export const TOO_MANY_VERIFICATION_EMAILS = "We have sent several confirmation links already: open the latest one, or ask again later.";

export async function sendVerificationEmail(rc: ServiceContext, user: { user_id: string; email: string }): Promise<void> {
  const token = await issuePurposeToken(rc.config, VERIFY, user.user_id, { email: user.email });
  const link = new URL(`/verify-email/${token}`, rc.config.PUBLIC_BASE_URL).toString();
  await sendEmail(
    rc.config,
    {
      to: user.email,
      subject: "Confirm your e-mail address",
      text: `Welcome to CreatorPicks. Open this link within 48 hours to confirm that this address is yours: ${link}\nIf you did not create an account, ignore this message.`,
      links: [link],
    },
    { db: rc.db },
  );
}

/** The signed-in user asks for a new link: a few an hour per account, and a few a day per address. */
export async function resendVerificationEmail(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  if (await isEmailVerified(rc, rc.viewer.user_id)) return { message: "Your e-mail address is already confirmed." };
  await hit(rc, RULES.verificationPerUser, rc.viewer.user_id, Date.now(), TOO_MANY_VERIFICATION_EMAILS);
  await hit(rc, RULES.verificationPerAddress, rc.viewer.email.toLowerCase(), Date.now(), TOO_MANY_VERIFICATION_EMAILS);
  await sendVerificationEmail(rc, rc.viewer);
  return { message: `We sent a new confirmation link to ${rc.viewer.email}.` };
}

/** Marks the address confirmed, if the account still has the address the link was sent to. */
const verificationInput = z.object({ token: z.string() });

export async function verifyEmail(rc: ServiceContext, rawInput: z.input<typeof verificationInput>) {
  const { token } = verificationInput.parse(rawInput);
  const payload = await verifyPurposeToken(rc.config, VERIFY.purpose, token);
  if (!payload || typeof payload.email !== "string") throw new AppError(400, INVALID_VERIFICATION_LINK);
  if (!(await markEmailVerified(rc.db, payload.sub, payload.email))) throw new AppError(400, INVALID_VERIFICATION_LINK);
  return { email: payload.email, email_verified: true as const };
}

export async function isEmailVerified(rc: ServiceContext, userId: string): Promise<boolean> {
  return (await emailVerifiedAt(rc.db, userId)) !== null;
}

/** Whether the signed-in user's address is confirmed (the banner and the account page ask). */
export async function emailVerified(rc: ServiceContext): Promise<boolean> {
  return isEmailVerified(rc, signedIn(rc).user_id);
}

/** Subscribing and turning e-mail on need a confirmed address (403 otherwise). */
export async function requireVerifiedEmail(rc: ServiceContext): Promise<void> {
  if (!rc.viewer) throw unauthorized();
  if (!(await isEmailVerified(rc, rc.viewer.user_id))) throw forbidden(UNVERIFIED_EMAIL);
}

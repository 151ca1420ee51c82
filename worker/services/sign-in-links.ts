/**
 * The more proof the account-wide sign-in cap asks for (worker/auth/login-throttle.ts): a
 * one-time link mailed to the account. Opening it (a POST on its page: mail scanners open
 * links) makes that browser a known device of the account, which then signs in with its
 * password as before. The link alone opens no session, so it is no weaker than the password
 * reset the same mailbox could ask for. 256 random bits, stored only as SHA-256, 30 minutes,
 * single use; at most RULES.signInLinksPerAccount an hour, so attempts cannot flood the mailbox.
 */
import { z } from "zod";
import { knownDeviceOf, rememberDevice } from "../auth/login-throttle";
import { exceeds, RULES } from "../auth/rate-limit";
import { insertSignInLink, liveSignInLink, spendSignInLink } from "../db/queries/login-throttle";
import { sendEmail } from "../email/send";
import { AppError } from "../lib/errors";
import { incomingRequest, type ServiceContext } from "./context";
import { randomToken, sha256 } from "../lib/secret-tokens";

export const SIGN_IN_LINK_TTL_SECONDS = 30 * 60;
export const MORE_PROOF_NEEDED =
  "Too many sign-in attempts were made on this account, so we need more proof that it is you: if the account exists, we e-mailed it a sign-in link. Open it in this browser, then sign in again.";
export const INVALID_SIGN_IN_LINK = "This sign-in link is invalid, has expired or was used already. Sign in again to get a new one.";
export const signInLinkParam = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * Mails a link to the account, within its hourly allowance; nothing for an address without an
 * account. The mail is made after the answer (`waitUntil`) where a request context carries one,
 * so the answer takes the same time whether or not the account exists.
 */
export async function offerSignInLink(
  rc: ServiceContext & { ctx?: Pick<ExecutionContext, "waitUntil"> },
  user: { user_id: string; email: string } | null,
): Promise<void> {
  if (!user) return;
  const mail = (async () => {
    if (await exceeds(rc, RULES.signInLinksPerAccount, user.user_id)) return;
    const token = randomToken();
    const now = Math.floor(Date.now() / 1000);
    await insertSignInLink(
      rc.db,
      { token_hash: await sha256(token), user_id: user.user_id, expires_at: now + SIGN_IN_LINK_TTL_SECONDS },
      now,
    );
    const link = new URL(`/sign-in-link/${token}`, rc.config.PUBLIC_BASE_URL).toString();
    await sendEmail(
      rc.config,
      {
        to: user.email,
        subject: "Sign in to your account",
        text:
          `Many sign-in attempts were made on your account from places it was not used before, so to sign in from a new browser we ask for this link. ` +
          `Open it within 30 minutes in the browser you sign in with, then enter your password there: ${link}\n` +
          `If it was not you, ignore this message: without the link and your password nobody can sign in from a new place. Consider changing your password if it is used elsewhere.`,
        links: [link],
      },
      { db: rc.db },
    );
  })().catch((error: unknown) => console.error("sign-in link e-mail", error));
  if (rc.ctx) rc.ctx.waitUntil(mail);
  else await mail;
}

/** Whether the link can still be used (the page shows its button or says why not); spends nothing. */
const linkInput = z.object({ token: z.string() });
const openLinkInput = linkInput.extend({ request: incomingRequest });

export async function checkSignInLink(rc: ServiceContext, rawInput: z.input<typeof linkInput>): Promise<{ valid: boolean }> {
  const parsed = signInLinkParam.safeParse(linkInput.parse(rawInput).token);
  if (!parsed.success) return { valid: false };
  return { valid: await liveSignInLink(rc.db, await sha256(parsed.data), Math.floor(Date.now() / 1000)) };
}

/** Spends the link and makes this browser a known device of its account: the Set-Cookie to send. */
export async function openSignInLink(rc: ServiceContext, rawInput: z.input<typeof openLinkInput>): Promise<{ cookie: string }> {
  const { request, token } = openLinkInput.parse(rawInput);
  const parsed = signInLinkParam.safeParse(token);
  if (!parsed.success) throw new AppError(400, INVALID_SIGN_IN_LINK);
  const userId = await spendSignInLink(rc.db, await sha256(parsed.data), Math.floor(Date.now() / 1000));
  if (!userId) throw new AppError(400, INVALID_SIGN_IN_LINK);
  return { cookie: await rememberDevice(rc, userId, await knownDeviceOf(rc.config, request)) };
}

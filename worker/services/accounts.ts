import { z } from "zod";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../auth/common-passwords";
import { hashPassword, needsRehash, verifyPassword } from "../auth/password";
import {
  clearLoginFailures,
  clientNetwork,
  knownDeviceOf,
  rememberSignIn,
  reserveLoginAttempt,
  signInOrigin,
} from "../auth/login-throttle";
import { edgeGate, exceeds, hit, RULES } from "../auth/rate-limit";
import { issuePurposeToken, verifyPurposeToken } from "../auth/purpose-token";
import { issueToken } from "../auth/tokens";
import type { Viewer } from "../auth/viewer";
import {
  insertPasswordResetToken,
  insertUser,
  loginRowByEmail,
  passwordHashById,
  passwordResetTokenByHash,
  replacePasswordHash,
  resetPassword as resetPasswordOf,
  revokeTokens,
  setPassword,
  spendResetTokens,
  userIdByEmail,
  userProfileById,
} from "../db/queries/users";
import { challengeUserById, spendLoginChallenge } from "../db/queries/mfa";
import { batch } from "../db/batch";
import { sendEmail } from "../email/send";
import { incomingRequest, type ServiceContext } from "./context";
import { AppError, conflict, unauthorized } from "../lib/errors";
import { sendVerificationEmail } from "./email-verification";
import { MORE_PROOF_NEEDED, offerSignInLink } from "./sign-in-links";
import { checkCurrentPassword } from "./current-password";
import { confirmEnrollmentFor, mfaCodeInput, pendingEnrollmentFor, startEnrollmentFor, verifySecondFactor } from "./mfa";
import { randomToken, sha256 } from "../lib/secret-tokens";

const email = z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address"));
/** 8 to 128 characters: long passphrases welcome, unbounded input refused before hashing; never one of the most common. */
const password = z
  .string()
  .min(8, "Password must be at least 8 characters long")
  .max(128, "Password must be at most 128 characters long")
  .refine((value) => !isCommonPassword(value), COMMON_PASSWORD_MESSAGE);

export const registerInput = z.object({ email, password });
const registration = registerInput.extend({ request: incomingRequest });
/** The username is an e-mail address (OAuth2's field name): anything else is refused before any hashing. */
export const loginInput = z.object({ username: email, password: z.string().min(1).max(128) });
const signIn = loginInput.extend({ request: incomingRequest });
export const forgotPasswordInput = z.object({ email });
const resetAsked = forgotPasswordInput.extend({ request: incomingRequest });
export const resetPasswordInput = z.object({ new_password: password });
const newPassword = resetPasswordInput.extend({ token: z.string() });
const resetToken = z.object({ token: z.string() });
export const changePasswordInput = z.object({ current_password: z.string().min(1).max(128), new_password: password });
export const resetTokenParam = z
  .string()
  .trim()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** One hour: the link must be used soon after it is asked for. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, a reset link has been sent.";

export async function register(rc: ServiceContext, rawInput: z.input<typeof registration>) {
  const input = registration.parse(rawInput);
  // By network (an IPv6 /64, not each of its addresses), as sign-in is.
  const network = clientNetwork(input.request);
  await edgeGate(rc.env.AUTH_LIMITER, `register:${network}`);
  await hit(rc, RULES.registerPerNetwork, network);
  const user_id = crypto.randomUUID();
  const hash = await hashPassword(input.password, { pepper: rc.config.PASSWORD_PEPPER });
  if (!(await insertUser(rc.db, { user_id, email: input.email, password_hash: hash }))) throw conflict("Email already registered");
  await sendVerificationEmail(rc, { user_id, email: input.email });
  return { user_id, email: input.email, is_admin: false };
}

/**
 * `device_cookie` is the Set-Cookie that makes this browser a known device of the account
 * (worker/auth/login-throttle.ts) once the password is right: the caller sends it as a header.
 */
export async function login(rc: ServiceContext & { ctx?: Pick<ExecutionContext, "waitUntil"> }, rawInput: z.input<typeof signIn>) {
  const { request, ...input } = signIn.parse(rawInput);
  const network = clientNetwork(request);
  await edgeGate(rc.env.AUTH_LIMITER, `login:${network}:${input.username}`);
  const user = await loginRowByEmail(rc.db, input.username);
  const deviceId = await knownDeviceOf(rc.config, request);
  const origin = await signInOrigin(rc, user?.user_id ?? null, deviceId, network);
  // Counted before the password is checked, so simultaneous guesses are counted too. A known
  // device is not held back by others on its network: its own failures slow it (throttleKey).
  if (!origin.device) await hit(rc, RULES.loginPerNetwork, network);
  // Past the account's cap the password is not checked from a new place: the owner opens a mailed link.
  if ((await exceeds(rc, RULES.loginPerAccount, input.username)) && !origin.device && !origin.network) {
    await offerSignInLink(rc, user ?? null);
    throw unauthorized(MORE_PROOF_NEEDED);
  }
  await reserveLoginAttempt(rc, input.username, origin.throttleKey);
  // Unknown e-mails still pay for a hash so timing does not tell which accounts exist.
  const ok = user
    ? await verifyPassword(input.password, user.password_hash, rc.config.PASSWORD_PEPPER)
    : (await hashPassword(input.password, { pepper: rc.config.PASSWORD_PEPPER }), false);
  if (!user || !ok) throw unauthorized("Incorrect email or password");
  await clearLoginFailures(rc, input.username, origin.throttleKey);
  const device_cookie = await rememberSignIn(rc, user.user_id, network, deviceId);
  if (needsRehash(user.password_hash, rc.config.PASSWORD_PEPPER)) await rehash(rc, user.user_id, user.password_hash, input.password);
  // The password alone never opens a session of an account with a second factor, nor of an admin.
  if (user.mfa === 1) return { mfa_required: true as const, mfa_token: await loginChallenge(rc, user, "verify"), device_cookie };
  if (user.is_admin === 1)
    return { mfa_enrollment_required: true as const, mfa_token: await loginChallenge(rc, user, "enroll"), device_cookie };
  return { ...(await session(rc, { user_id: user.user_id, email: user.email, is_admin: false })), device_cookie };
}

async function session(rc: ServiceContext, viewer: Viewer) {
  return { access_token: await issueToken(rc.config, viewer), token_type: "bearer" as const, user: viewer };
}

/** The step between a correct password and a session: ten minutes to enter a code (or set one up). */
const LOGIN_CHALLENGE = { purpose: "login-second-factor", ttlSeconds: 10 * 60 } as const;
type ChallengeStage = "verify" | "enroll";
export const EXPIRED_CHALLENGE = "Your sign-in took too long or was not valid. Please log in again.";

export const challengeInput = z.object({ mfa_token: z.string().min(1).max(4096) });
export const challengeCodeInput = challengeInput.extend(mfaCodeInput.shape);

/**
 * The challenge carries the account's revocation cut-off as read with the hash the password was
 * checked against: a password reset, change or logout moves it, and the challenge dies with it.
 */
function loginChallenge(rc: ServiceContext, user: { user_id: string; tokens_valid_after: number }, stage: ChallengeStage) {
  return issuePurposeToken(rc.config, LOGIN_CHALLENGE, user.user_id, { stage, tva: user.tokens_valid_after });
}

interface Challenge {
  viewer: Viewer;
  id: string;
  issuedAt: number;
}

/**
 * The account a live challenge of this stage names, with what its session will carry. An
 * enrolment challenge is refused once the account has a factor: it was made for an account
 * without one, and must not replace one set up since.
 */
async function challenged(rc: ServiceContext, token: string, stage: ChallengeStage): Promise<Challenge> {
  const payload = await verifyPurposeToken(rc.config, LOGIN_CHALLENGE.purpose, token);
  if (!payload || payload.stage !== stage || typeof payload.jti !== "string" || typeof payload.iat !== "number")
    throw unauthorized(EXPIRED_CHALLENGE);
  const user = await challengeUserById(rc.db, payload.sub);
  if (!user || payload.tva !== user.tokens_valid_after || (stage === "enroll" && user.mfa === 1)) throw unauthorized(EXPIRED_CHALLENGE);
  return {
    viewer: { user_id: user.user_id, email: user.email, is_admin: user.is_admin === 1 },
    id: payload.jti,
    issuedAt: payload.iat,
  };
}

/** A challenge opens one session: the first to finish it spends it. */
async function spend(rc: ServiceContext, challenge: Challenge): Promise<void> {
  if (!(await spendLoginChallenge(rc.db, challenge.id, challenge.issuedAt))) throw unauthorized(EXPIRED_CHALLENGE);
}

/** The second step of a login: a code from the authenticator app (or a recovery code) opens the session. */
export async function completeLogin(rc: ServiceContext, rawInput: z.input<typeof challengeCodeInput>) {
  const input = challengeCodeInput.parse(rawInput);
  const challenge = await challenged(rc, input.mfa_token, "verify");
  await verifySecondFactor(rc, challenge.viewer.user_id, input.code);
  await spend(rc, challenge);
  return session(rc, challenge.viewer);
}

/** An admin without a second factor sets one up before the first admin session: the secret to add to an app. */
export async function startLoginEnrollment(rc: ServiceContext, rawInput: z.input<typeof challengeInput>) {
  const { viewer } = await challenged(rc, challengeInput.parse(rawInput).mfa_token, "enroll");
  return startEnrollmentFor(rc, viewer.user_id);
}

/** The setup the challenge started, rebuilt from the server's pending secret (for the page after a wrong code). */
const pendingLoginEnrollmentInput = challengeInput.extend({ secret: z.string() });

export async function pendingLoginEnrollment(rc: ServiceContext, rawInput: z.input<typeof pendingLoginEnrollmentInput>) {
  const input = pendingLoginEnrollmentInput.parse(rawInput);
  const { viewer } = await challenged(rc, input.mfa_token, "enroll");
  return pendingEnrollmentFor(rc, viewer.user_id, input.secret);
}

/** A code from the new secret turns it on and opens the session; the recovery codes are shown this once. */
export async function confirmLoginEnrollment(rc: ServiceContext, rawInput: z.input<typeof challengeCodeInput>) {
  const input = challengeCodeInput.parse(rawInput);
  const challenge = await challenged(rc, input.mfa_token, "enroll");
  const { recovery_codes } = await confirmEnrollmentFor(rc, challenge.viewer.user_id, { code: input.code });
  await spend(rc, challenge);
  return { recovery_codes, ...(await session(rc, challenge.viewer)) };
}

/** Stores a hash of today's format; only if the stored one is still the one the password was checked against. */
async function rehash(rc: ServiceContext, userId: string, previous: string, plain: string): Promise<void> {
  const hash = await hashPassword(plain, { pepper: rc.config.PASSWORD_PEPPER });
  await replacePasswordHash(rc.db, userId, previous, hash);
}

/**
 * Changes the signed-in user's password when the current one is given: every other session
 * ends (tokens issued before now are revoked) and this one gets a fresh token.
 */
export async function changePassword(rc: ServiceContext, rawInput: z.input<typeof changePasswordInput>) {
  if (!rc.viewer) throw unauthorized();
  const input = changePasswordInput.parse(rawInput);
  const current = await passwordHashById(rc.db, rc.viewer.user_id);
  if (current === null) throw unauthorized();
  await checkCurrentPassword(rc, rc.viewer.user_id, input.current_password, current);
  const hash = await hashPassword(input.new_password, { pepper: rc.config.PASSWORD_PEPPER });
  const now = Date.now();
  await setPassword(rc.db, rc.viewer.user_id, hash, now);
  // Issued after the cut-off, so it survives the revocation that ends the other sessions.
  const access_token = await issueToken(rc.config, rc.viewer, now + 1);
  return { access_token, token_type: "bearer" as const, message: "Your password has been changed. Other sessions have been signed out." };
}

/** Revokes every token issued so far for the viewer (this one included). */
export async function logout(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  await revokeTokens(rc.db, rc.viewer.user_id, Date.now());
  return { message: "Signed out" };
}

export async function me(rc: ServiceContext) {
  if (!rc.viewer) throw unauthorized();
  const user = await userProfileById(rc.db, rc.viewer.user_id);
  if (!user) throw unauthorized();
  return { id: user.user_id, user_id: user.user_id, email: user.email, is_admin: user.is_admin === 1, created_at: user.created_at };
}

/**
 * Same answer, in the same time, whether or not the e-mail has an account, so it cannot be used to
 * find accounts: the token and the e-mail are made after the answer (`waitUntil`), when a request
 * context is there to carry them.
 */
export async function forgotPassword(
  rc: ServiceContext & { ctx?: Pick<ExecutionContext, "waitUntil"> },
  rawInput: z.input<typeof resetAsked>,
) {
  const { request, ...input } = resetAsked.parse(rawInput);
  // The asker's network is refused past its limit; an account asked for from every network is
  // not: past its cap the answer is the same and nothing is sent, so nobody can block its resets.
  const network = clientNetwork(request);
  await edgeGate(rc.env.AUTH_LIMITER, `forgot:${network}`);
  await hit(rc, RULES.forgotPerNetwork, network);
  if (await exceeds(rc, RULES.forgotPerAccount, input.email)) return { message: FORGOT_PASSWORD_MESSAGE };
  const userId = await userIdByEmail(rc.db, input.email);
  if (userId !== null) {
    const mail = (async () => {
      const token = randomToken();
      const expires = Math.floor(Date.now() / 1000) + RESET_TOKEN_TTL_SECONDS;
      await insertPasswordResetToken(rc.db, { token_hash: await sha256(token), user_id: userId, expires_at: expires });
      const link = new URL(`/reset-password/${token}`, rc.config.PUBLIC_BASE_URL).toString();
      await sendEmail(
        rc.config,
        {
          to: input.email,
          subject: "Reset your password",
          text: `Someone asked to reset the password of your account. Open this link within an hour to choose a new one: ${link}\nIf it was not you, ignore this message.`,
          links: [link],
        },
        { db: rc.db },
      );
    })().catch((error: unknown) => console.error("password reset e-mail", error));
    if (rc.ctx) rc.ctx.waitUntil(mail);
    else await mail;
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

async function liveToken(rc: ServiceContext, token: string) {
  const parsed = resetTokenParam.safeParse(token);
  if (!parsed.success) return null;
  const row = await passwordResetTokenByHash(rc.db, await sha256(parsed.data));
  if (!row || row.used_at || row.expires_at < Math.floor(Date.now() / 1000)) return null;
  return row;
}

export async function checkResetToken(rc: ServiceContext, rawInput: z.input<typeof resetToken>) {
  return { valid: (await liveToken(rc, resetToken.parse(rawInput).token)) !== null };
}

/** Single use: the token is spent in the same statement batch that changes the password and revokes sessions. */
export async function resetPassword(rc: ServiceContext, rawInput: z.input<typeof newPassword>) {
  const input = newPassword.parse(rawInput);
  const row = await liveToken(rc, input.token);
  if (!row) throw new AppError(400, "Invalid or expired reset token");
  const hash = await hashPassword(input.new_password, { pepper: rc.config.PASSWORD_PEPPER });
  // One transaction: the password changes only while the token is unspent, then the token is spent.
  const [changed] = await batch(rc.db, [
    resetPasswordOf(rc.db, { userId: row.user_id, passwordHash: hash, tokensValidAfter: Date.now(), tokenHash: row.token_hash }),
    spendResetTokens(rc.db, row.user_id),
  ]);
  if (changed.meta.changes === 0) throw new AppError(400, "Invalid or expired reset token");
  return { message: "Your password has been reset. You can now sign in." };
}

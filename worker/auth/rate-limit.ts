import { attemptCount, countAttempt, uncountAttempt } from "../db/queries/rate-limits";
import type { Db } from "../db/client";
import { tooManyRequests } from "../lib/errors";

/** The counters live in D1: the request's handle (or the binding's) is all they need. */
export interface DbContext {
  db: Db;
}

/**
 * Two layers: the Workers Rate Limiting binding stops bursts at the edge cheaply but is
 * per-location and approximate (https://developers.cloudflare.com/workers/runtime-apis/bindings/rate-limit/),
 * so fixed-window counters in D1 give the global, exact limit.
 */
export interface LimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RULES = {
  // Beside the progressive delay per account and network (login-throttle.ts): one network spraying
  // many accounts, and many networks on one account, are bounded too.
  loginPerNetwork: { name: "login-network", limit: 60, windowSeconds: 15 * 60 },
  // Past it, a device or network that signed in to the account before still signs in, and anyone
  // else is asked to open an e-mailed link first (login-throttle.ts): a botnet cannot lock the owner out.
  loginPerAccount: { name: "login-account", limit: 200, windowSeconds: 60 * 60 },
  // Sign-in links mailed to one account; past it the same answer, and no mail.
  signInLinksPerAccount: { name: "sign-in-link", limit: 3, windowSeconds: 60 * 60 },
  creatorApplicationsPerNetwork: { name: "creator-application", limit: 10, windowSeconds: 60 * 60 },
  // Six digits are a million guesses: five wrong codes a quarter of an hour per account.
  mfaFailuresPerAccount: { name: "mfa-fail", limit: 5, windowSeconds: 15 * 60 },
  // A signed-in session re-proving its password (change it, turn the factor off or replace it): a
  // stolen session gets five guesses, then it ends (worker/services/current-password.ts).
  passwordChecksPerAccount: { name: "password-check", limit: 5, windowSeconds: 15 * 60 },
  // Networks are IPv4 addresses or IPv6 /64s (login-throttle.ts clientNetwork), as for sign-in.
  registerPerNetwork: { name: "register-network", limit: 20, windowSeconds: 60 * 60 },
  forgotPerNetwork: { name: "forgot-network", limit: 10, windowSeconds: 60 * 60 },
  // Reset mails to one account, from every network; past it the same 200 answer, and no mail
  // (the owner's mailbox already holds five live links), never a 429 that would block the owner.
  forgotPerAccount: { name: "forgot-account", limit: 5, windowSeconds: 60 * 60 },
  // Confirmation links asked for again: per account and per address.
  verificationPerUser: { name: "verification-user", limit: 3, windowSeconds: 60 * 60 },
  verificationPerAddress: { name: "verification-address", limit: 6, windowSeconds: 24 * 60 * 60 },
  // Every mail to one address, of every kind, a day (worker/email/send.ts): past it the mail is dropped.
  mailsPerRecipient: { name: "mail-to", limit: 20, windowSeconds: 24 * 60 * 60 },
  channelRequestsPerUser: { name: "channel-request", limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

const windowStart = (rule: LimitRule, nowMs: number) => Math.floor(nowMs / 1000 / rule.windowSeconds) * rule.windowSeconds;

/** Counts one attempt and refuses with 429 once the window's limit is passed. */
export async function hit(rc: DbContext, rule: LimitRule, key: string, nowMs = Date.now(), detail?: string): Promise<void> {
  if (await exceeds(rc, rule, key, nowMs)) throw tooManyRequests(detail);
}

/** Counts one attempt and tells whether the window's limit is passed, for rules that answer otherwise than 429. */
export async function exceeds(rc: DbContext, rule: LimitRule, key: string, nowMs = Date.now()): Promise<boolean> {
  return (await countAttempt(rc.db, `${rule.name}:${key}`, windowStart(rule, nowMs))) > rule.limit;
}

/** Gives back an attempt counted by `hit` that turned out to be legitimate (a correct second factor). */
export async function refund(rc: DbContext, rule: LimitRule, key: string, nowMs = Date.now()): Promise<void> {
  await uncountAttempt(rc.db, `${rule.name}:${key}`, windowStart(rule, nowMs));
}

/** Refuses with 429 when the window is already full, without counting. */
export async function check(rc: DbContext, rule: LimitRule, key: string, nowMs = Date.now()): Promise<void> {
  if ((await attemptCount(rc.db, `${rule.name}:${key}`, windowStart(rule, nowMs))) >= rule.limit) throw tooManyRequests();
}

/** The edge binding: a cheap first gate keyed by client and action. */
export async function edgeGate(binding: RateLimit | undefined, key: string): Promise<void> {
  if (!binding) return;
  const { success } = await binding.limit({ key });
  if (!success) throw tooManyRequests();
}

/**
 * Guessing passwords is slowed per account *and network*, not locked per account: ten wrong
 * passwords from an attacker must not lock the owner (an admin included) out. Every attempt is
 * counted before the password is checked, in one atomic statement, so parallel attempts cannot
 * all pass; from the fifth failure on, the next attempt from that network waits 2, 4, 8… seconds
 * (at most 15 minutes). A correct password clears the count. A per-network limit across accounts
 * (one address spraying many accounts) and a generous per-account bound across networks (a
 * botnet on one account) sit beside it (worker/auth/rate-limit.ts RULES).
 */
import { countLoginAttempt, deleteLoginFailures, FREE_FAILURES, loginFailureRow, MAX_DELAY_SECONDS } from "../db/queries/login-throttle";
import type { RequestContext } from "../request-context";
import { tooManyRequests } from "../lib/errors";

/** The counters live in D1; the request's session is all they need. */
type DbContext = Pick<RequestContext, "d1">;

/** The wait before the next attempt after `failures` failures. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES + 1));
}

/** IPv4 as is; IPv6 by its /64, the block one subscriber usually holds. */
export function clientNetwork(request: Request): string {
  const ip = request.headers.get("cf-connecting-ip") ?? "local";
  if (!ip.includes(":")) return ip;
  const [head, tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail ? tail.split(":") : [];
  const full = tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Counts this attempt for (account, network) before the password is checked: refused with 429
 * while the delay since the previous attempt has not passed. Atomic: the count and the check are
 * one upsert, so simultaneous attempts are counted one after another.
 */
export async function reserveLoginAttempt(
  rc: DbContext,
  account: string,
  network: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<void> {
  const key = `${account}|${network}`;
  if (!(await countLoginAttempt(rc.d1, key, nowSeconds))) {
    const current = await loginFailureRow(rc.d1, key);
    const wait = current ? Math.max(1, current.last_attempt_at + delayAfter(current.failures) - nowSeconds) : 1;
    throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${wait} seconds.`);
  }
}

/** A correct password: the account's count from this network starts again. */
export async function clearLoginFailures(rc: DbContext, account: string, network: string): Promise<void> {
  await deleteLoginFailures(rc.d1, `${account}|${network}`);
}

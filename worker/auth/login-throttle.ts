/**
 * Guessing passwords is slowed per account *and network*, not locked per account: ten wrong
 * passwords from an attacker must not lock the owner (an admin included) out. Every attempt is
 * counted before the password is checked, in one atomic statement, so parallel attempts cannot
 * all pass; from the fifth failure on, the next attempt from that network waits 2, 4, 8… seconds
 * (at most 15 minutes). A correct password clears the count. A per-network limit across accounts
 * (one address spraying many accounts) and a generous per-account bound across networks (a
 * botnet on one account) sit beside it (worker/auth/rate-limit.ts RULES).
 *
 * The per-account bound must not become the lock-out it exists to prevent: past it, a device or
 * a network that signed in to the account before is let through (its own failures still slow it),
 * and anyone else is asked to open a link mailed to the account first (worker/services/sign-in-links.ts).
 * A device is known by a signed, httpOnly cookie set at each correct password; devices and networks
 * are stored per account as keyed hashes only (known_sign_ins), and forgotten after 180 days unused.
 */
import { purposeKey } from "./purpose-key";
import { issuePurposeToken, verifyPurposeToken } from "./purpose-token";
import { readCookie } from "../lib/cookies";
import { servedOverHttps, type AppConfig } from "../config";
import {
  countLoginAttempt,
  deleteLoginFailures,
  FREE_FAILURES,
  KNOWN_SIGN_IN_TTL_SECONDS,
  knownMarkers,
  loginFailureRow,
  MAX_DELAY_SECONDS,
  rememberMarkers,
} from "../db/queries/login-throttle";
import { tooManyRequests } from "../lib/errors";
import type { DbContext } from "./rate-limit";

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
  if (!(await countLoginAttempt(rc.db, key, nowSeconds))) {
    const current = await loginFailureRow(rc.db, key);
    const wait = current ? Math.max(1, current.last_attempt_at + delayAfter(current.failures) - nowSeconds) : 1;
    throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${wait} seconds.`);
  }
}

/** The cookie that makes a browser a known device: a signed id, never readable by scripts. */
const KNOWN_DEVICE = { purpose: "known-device", ttlSeconds: KNOWN_SIGN_IN_TTL_SECONDS } as const;

export function knownDeviceCookieName(config: AppConfig): string {
  return servedOverHttps(config) ? "__Host-known_device" : "known_device";
}

/** The device id of the request's known-device cookie, if it carries one this Worker signed. */
export async function knownDeviceOf(config: AppConfig, request: Request): Promise<string | null> {
  const value = readCookie(request, knownDeviceCookieName(config));
  if (!value) return null;
  return (await verifyPurposeToken(config, KNOWN_DEVICE.purpose, value))?.sub ?? null;
}

/** Set-Cookie for a device id: it lasts as long as an account remembers the device. */
export async function knownDeviceCookie(config: AppConfig, deviceId: string): Promise<string> {
  const token = await issuePurposeToken(config, KNOWN_DEVICE, deviceId);
  const secure = servedOverHttps(config) ? "; Secure" : "";
  return `${knownDeviceCookieName(config)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${KNOWN_DEVICE.ttlSeconds}${secure}`;
}

export function newDeviceId(): string {
  return crypto.randomUUID();
}

/** HMAC-SHA-256 of `kind:value` under a key derived for this purpose: the table holds no address or id in clear. */
async function marker(config: AppConfig, kind: "device" | "network", value: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    (await purposeKey(config.JWT_SECRET, "known-sign-in")) as BufferSource,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${kind}:${value}`)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export interface SignInOrigin {
  /** The device's marker when its cookie names a device that signed in to this account before. */
  device: string | null;
  /** Whether the network signed in to this account before. */
  network: boolean;
  /** What its failures are counted under: the known device, else the network. */
  throttleKey: string;
}

/** Whether this device (by its cookie) or network signed in to the account before. */
export async function signInOrigin(
  rc: DbContext & { config: AppConfig },
  userId: string | null,
  deviceId: string | null,
  network: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignInOrigin> {
  if (!userId) return { device: null, network: false, throttleKey: network };
  const networkMarker = await marker(rc.config, "network", network);
  const deviceMarker = deviceId ? await marker(rc.config, "device", deviceId) : null;
  const known = await knownMarkers(rc.db, userId, deviceMarker ? [networkMarker, deviceMarker] : [networkMarker], nowSeconds);
  const device = deviceMarker && known.has(deviceMarker) ? deviceMarker : null;
  return { device, network: known.has(networkMarker), throttleKey: device ? `device:${device}` : network };
}

/**
 * A correct password: the device (given a new id if it has none) and the network become known to
 * the account. Answers the Set-Cookie that keeps the device's id, renewed at each sign-in.
 */
export async function rememberSignIn(
  rc: DbContext & { config: AppConfig },
  userId: string,
  network: string,
  deviceId: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const id = deviceId ?? newDeviceId();
  await rememberMarkers(rc.db, userId, [await marker(rc.config, "device", id), await marker(rc.config, "network", network)], nowSeconds);
  return knownDeviceCookie(rc.config, id);
}

/** A sign-in link opened in this browser: the device becomes known to the account, as after a sign-in. */
export async function rememberDevice(
  rc: DbContext & { config: AppConfig },
  userId: string,
  deviceId: string | null,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const id = deviceId ?? newDeviceId();
  await rememberMarkers(rc.db, userId, [await marker(rc.config, "device", id)], nowSeconds);
  return knownDeviceCookie(rc.config, id);
}

/** A correct password: the account's count from this network starts again. */
export async function clearLoginFailures(rc: DbContext, account: string, throttleKey: string): Promise<void> {
  await deleteLoginFailures(rc.db, `${account}|${throttleKey}`);
}

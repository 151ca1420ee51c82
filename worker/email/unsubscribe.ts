/**
 * Leaving the daily digest without signing in: every digest carries a link and the one-click
 * `List-Unsubscribe` headers (RFC 8058) with a signed token that can do exactly one thing, turn
 * the digest off for the user it names. Its key is derived for this purpose alone, and its `typ`
 * and audience keep it from ever passing for a session token (or a session token for it).
 */
import { z } from "zod";
import { issuePurposeToken, verifyPurposeToken } from "../auth/purpose-token";
import type { AppConfig } from "../config";
import { AppError } from "../lib/errors";

const UNSUBSCRIBE = { purpose: "digest-unsubscribe", ttlSeconds: 90 * 24 * 60 * 60 } as const;
export const INVALID_UNSUBSCRIBE_LINK = "This unsubscribe link is invalid or has expired. Sign in and turn the digest off on your profile.";

/** A digest may sit unread in a mailbox for weeks (90 days); past that the profile page still turns it off. */
export function unsubscribeToken(config: AppConfig, userId: string, nowMs = Date.now()): Promise<string> {
  return issuePurposeToken(config, UNSUBSCRIBE, userId, {}, nowMs);
}

export const unsubscribeTokenParam = z.string().min(1).max(2048);

/** The user the token names, or an AppError(400) for anything else. */
export async function verifyUnsubscribeToken(config: AppConfig, token: string): Promise<string> {
  const payload = await verifyPurposeToken(config, UNSUBSCRIBE.purpose, token);
  if (!payload) throw new AppError(400, INVALID_UNSUBSCRIBE_LINK);
  return payload.sub;
}

/** Where a person confirms in the browser (a GET must never unsubscribe: mail scanners follow links). */
export function unsubscribePageUrl(config: AppConfig, token: string): string {
  return new URL(`/unsubscribe/${token}`, config.PUBLIC_BASE_URL).toString();
}

/** Where a mail client POSTs `List-Unsubscribe=One-Click` (RFC 8058). */
export function oneClickUnsubscribeUrl(config: AppConfig, token: string): string {
  const url = new URL("/api/users/digest/unsubscribe", config.PUBLIC_BASE_URL);
  url.searchParams.set("token", token);
  return url.toString();
}

export function listUnsubscribeHeaders(config: AppConfig, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(config, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

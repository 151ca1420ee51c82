/**
 * One call to the YouTube Data API v3 under the shared HTTP policy, with Google's error answers
 * turned into ProviderErrors that say what happened (https://developers.google.com/youtube/v3/docs/errors).
 */
import type { z } from "zod";
import { fetchWithPolicy, readJson, type HttpOverrides, type HttpPolicy } from "../../lib/http";
import { ProviderError } from "../../lib/http";
import { errorResponse } from "./schemas";

export const YOUTUBE = "YouTube";

export interface YoutubeClient {
  baseUrl: string;
  policy: HttpPolicy;
}

export function youtubeClient(baseUrl: string, overrides: HttpOverrides = {}): YoutubeClient {
  return {
    baseUrl: baseUrl.replace(/\/+$/, ""),
    policy: { provider: YOUTUBE, timeoutMs: 15_000, retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000, ...overrides },
  };
}

/** The project's API key for public data, or a channel owner's OAuth access token. */
export type YoutubeAuth = { key: string } | { accessToken: string };

/** A refusal by the API, with its HTTP status and Google's `reason` so callers can tell cases apart. */
export class YoutubeApiError extends ProviderError {
  readonly status: number;
  readonly reason: string;
  constructor(status: number, reason: string, message: string, transient: boolean) {
    super(YOUTUBE, message, { transient });
    this.name = "YoutubeApiError";
    this.status = status;
    this.reason = reason;
  }
}

const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);
/** Per-100-seconds limits: over in a moment, unlike the daily quota. */
const RATE_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded"]);

async function refusal(res: Response): Promise<YoutubeApiError> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const parsed = errorResponse.safeParse(body);
  const reason = (parsed.success && parsed.data.error.errors?.[0]?.reason) || "unknown";
  // Google's messages carry HTML links ("exceeded your <a href=…>quota</a>").
  const said = parsed.success ? parsed.data.error.message.replace(/<[^>]*>/g, "") : "";
  const status = res.status;
  if (status === 403 && QUOTA_REASONS.has(reason)) {
    return new YoutubeApiError(status, reason, `daily quota exhausted (HTTP 403 ${reason}); it resets at midnight Pacific Time`, false);
  }
  if (status === 403 && RATE_REASONS.has(reason)) {
    return new YoutubeApiError(status, reason, `rate limit exceeded (HTTP 403 ${reason})`, true);
  }
  const keyRejected = reason === "keyInvalid" || (parsed.success && parsed.data.error.details?.some((d) => d.reason === "API_KEY_INVALID"));
  if (keyRejected) return new YoutubeApiError(status, reason, `API key rejected (HTTP ${status} ${reason})`, false);
  return new YoutubeApiError(status, reason, `request refused (HTTP ${status} ${reason})${said ? `: ${said}` : ""}`, false);
}

/** Sends one GET; answers the successful Response or throws the API's refusal as a ProviderError. */
export async function youtubeFetch(
  client: YoutubeClient,
  path: string,
  params: Record<string, string>,
  auth: YoutubeAuth,
): Promise<Response> {
  const url = new URL(`${client.baseUrl}/${path}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const headers = new Headers();
  if ("key" in auth) url.searchParams.set("key", auth.key);
  else headers.set("Authorization", `Bearer ${auth.accessToken}`);
  const res = await fetchWithPolicy(client.policy, url, { headers });
  if (!res.ok) throw await refusal(res);
  return res;
}

/** A GET whose JSON answer must match `schema`; anything else is a permanent "malformed response". */
export async function youtubeGet<T extends z.ZodType>(
  client: YoutubeClient,
  path: string,
  params: Record<string, string>,
  auth: YoutubeAuth,
  schema: T,
): Promise<z.output<T>> {
  const res = await youtubeFetch(client, path, params, auth);
  const parsed = schema.safeParse(await readJson(YOUTUBE, res));
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") || "body";
    throw new ProviderError(YOUTUBE, `malformed response from ${path} (unexpected ${where})`, { transient: false });
  }
  return parsed.data;
}

/**
 * Shared pages keyed by the visitor's marketplace without relying on `Vary` (issue 26 item 5;
 * docs/decisions/0025-marketplaces-per-country.md). Workers Cache keys an answer by the entrypoint,
 * path and query it was asked at, and a cached answer is served before any code runs. So the
 * Worker's default entrypoint is not cached: it runs for every request, resolves the marketplace
 * (parameter, cookie, country, default: worker/lib/marketplace-choice.ts) and, for a request that
 * may be answered from the shared cache, asks the cached entrypoint `SharedSite` at a URL that
 * names it: `?marketplace=de` for any marketplace but the default, none for the default. Two
 * marketplaces' answers for one path are then two cache entries, and one is never served for the
 * other. The `marketplace` cookie leaves the forwarded request (the URL carries its choice), so
 * `Vary: Cookie` does not split each marketplace's entry further.
 */
import type { AppConfig } from "../config";
import { marketplaceCookie, pageMarketplace } from "../lib/marketplace-choice";
import { DEFAULT_MARKETPLACE, MARKETPLACE_COOKIE, MARKETPLACE_PARAM, servedMarketplace } from "../lib/marketplaces";
import { carriesCredentials } from "./policy";

/** Paths whose answers never depend on the marketplace or are never shared: asked as they are. */
const UNKEYED = /^\/(?:api|go|media|assets|marketplace)(?:\/|$)/;

/** Never kept by any cache, and needing the visitor's own request (its country): answered by the gateway itself. */
export function neverShared(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return true;
  return /^\/(?:go|marketplace)(?:\/|$)/.test(new URL(request.url).pathname);
}

/** Is this an anonymous read of a page (what the shared cache may answer per marketplace)? */
export function mayBeSharedPage(request: Request, config: AppConfig): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (UNKEYED.test(new URL(request.url).pathname)) return false;
  return !carriesCredentials(request, config);
}

/**
 * A page asked with `?marketplace=de` (a shared link): the choice is remembered in the cookie and
 * the visitor sent to the page's plain address, so a page's own address never carries the
 * parameter (the one the gateway adds is for the cache key only, and pages never see it:
 * `withoutMarketplaceParameter`). Null for anything else.
 */
export function explicitChoiceRedirect(request: Request, config: AppConfig): Response | null {
  if (neverShared(request)) return null;
  const url = new URL(request.url);
  if (/^\/(?:api|media|assets)(?:\/|$)/.test(url.pathname) || !url.searchParams.has(MARKETPLACE_PARAM)) return null;
  const code = servedMarketplace(config, url.searchParams.get(MARKETPLACE_PARAM));
  url.searchParams.delete(MARKETPLACE_PARAM);
  const headers = new Headers({ Location: `${url.pathname}${url.search}`, "Cache-Control": "private, no-store" });
  if (code) headers.set("Set-Cookie", marketplaceCookie(code, config.PUBLIC_BASE_URL.startsWith("https:")));
  return new Response(null, { status: 302, headers });
}

/** The request a page renders: without the marketplace parameter the gateway put in its URL for the cache key. */
export function withoutMarketplaceParameter(request: Request): Request {
  const url = new URL(request.url);
  if (!url.searchParams.has(MARKETPLACE_PARAM)) return request;
  url.searchParams.delete(MARKETPLACE_PARAM);
  return new Request(url, request);
}

/** The cookie header without the marketplace choice; null when nothing else is left. */
function withoutMarketplaceCookie(header: string | null): string | null {
  if (!header) return null;
  const rest = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${MARKETPLACE_COOKIE}=`));
  return rest.length ? rest.join("; ") : null;
}

/**
 * The request the shared entrypoint is asked, whose path and query are its cache key: the
 * resolved marketplace named in the query (last, so one choice is one key), the default's
 * parameter removed (one key for the default however it was chosen).
 */
export function marketplaceKeyedRequest(request: Request, config: AppConfig): Request {
  const { code } = pageMarketplace(request, config);
  const url = new URL(request.url);
  url.searchParams.delete(MARKETPLACE_PARAM);
  if (code !== DEFAULT_MARKETPLACE) url.searchParams.append(MARKETPLACE_PARAM, code);
  const headers = new Headers(request.headers);
  const cookie = withoutMarketplaceCookie(headers.get("cookie"));
  if (cookie) headers.set("cookie", cookie);
  else headers.delete("cookie");
  return new Request(url, { method: request.method, headers, redirect: "manual" });
}

/**
 * What the gateway asks the cached entrypoint: a page at its marketplace's URL; anything else as
 * it came (the API's answers are keyed by their own `marketplace` parameter; the rest never depend on it).
 */
export function gatewayRequest(request: Request, config: AppConfig): Request {
  return mayBeSharedPage(request, config) ? marketplaceKeyedRequest(request, config) : request;
}

/** The cache key Workers Cache computes for the forwarded request (entrypoint, path and query). */
export const sharedCacheKey = (request: Request): string => {
  const url = new URL(request.url);
  return `SharedSite ${url.pathname}${url.search}`;
};

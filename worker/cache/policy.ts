/**
 * What a shared cache may keep (docs/decisions/0012-edge-cache.md). Anonymous pages and public
 * API answers are pure functions of their URL (and, for pages, of the visitor's language); an
 * answer to a request that carries a session cookie or an Authorization header never is.
 */
import { hasToken } from "../auth/session";
import type { AppConfig } from "../config";

/**
 * Browsers always ask again (max-age=0: a visitor who signs in never sees their anonymous copy);
 * the edge keeps an answer 5 minutes and may serve it stale for an hour while it refreshes.
 * Purges by tag (./purge.ts) end it sooner whenever the data changes: the TTL is the last bound.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
/**
 * What Cloudflare obeys (the most specific cache header wins). Its Workers Cache turns
 * stale-while-revalidate off when an answer carries s-maxage, so the edge's own directive uses
 * max-age instead; other shared caches read the Cache-Control above.
 */
export const EDGE_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";
export const PRIVATE_CACHE_CONTROL = "private, no-store";
/** Anything that did not choose: Workers Cache would otherwise keep a bare 200 for two hours. */
export const DEFAULT_CACHE_CONTROL = "no-store";
/** Built assets carry a content hash in their name: a new build is a new URL. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Request headers a cacheable answer depends on. Pages format prices and dates for the visitor's
 * language; every answer differs for a signed-in visitor, so those two headers are part of the key
 * and a signed-in request never matches an anonymous copy. Workers Cache keys by path and query
 * only, not by host: a creator's domain serves their storefront at `/`, so pages vary by Host too.
 */
export const PAGE_VARY = "Accept-Language, Authorization, Cookie, Host";
export const API_VARY = "Authorization, Cookie";

/** A session cookie or an Authorization header, valid or not: such a request is never answered from or into the cache. */
export function carriesCredentials(request: Request, config: AppConfig): boolean {
  return request.headers.has("authorization") || hasToken(request, config);
}

/** Marks an answer as shared: the browser's and the edge's directives, its Vary and its tags. */
export function markShared(headers: Headers, vary: string, cacheTag: string) {
  headers.set("Cache-Control", PUBLIC_CACHE_CONTROL);
  headers.set("CDN-Cache-Control", EDGE_CACHE_CONTROL);
  headers.set("Vary", vary);
  if (cacheTag) headers.set("Cache-Tag", cacheTag);
}

/**
 * An answer for a host other than the main site's (a creator's storefront domain) is never stored
 * by a shared cache: Workers Cache keys by path and query, not host, so a stored `/` of one host
 * would be another host's `/` wherever `Vary: Host` is not honoured. The browser may keep what the
 * answer allowed it (its max-age), as its own copy.
 */
export function keepToThisBrowser(headers: Headers) {
  const cacheControl = headers.get("Cache-Control") ?? "";
  const directives = cacheControl.split(",").map((d) => d.trim().toLowerCase());
  const maxAge = directives.find((d) => /^max-age=\d+$/.test(d));
  const shared = directives.includes("public") || directives.some((d) => d.startsWith("s-maxage")) || headers.has("CDN-Cache-Control");
  if (shared || !cacheControl) markNotShared(headers, maxAge && maxAge !== "max-age=0" ? `private, ${maxAge}` : PRIVATE_CACHE_CONTROL);
}

/** Takes back a shared marking (a render that failed after its headers were chosen). */
export function markNotShared(headers: Headers, cacheControl: string = DEFAULT_CACHE_CONTROL) {
  headers.set("Cache-Control", cacheControl);
  for (const name of ["CDN-Cache-Control", "Cache-Tag"]) headers.delete(name);
}

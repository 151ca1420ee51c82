/**
 * Which marketplace a request is shown (issue 26; docs/marketplaces.md). Pages: the visitor's
 * explicit choice (`?marketplace=de`, a shareable override, then the `marketplace` cookie the
 * chooser sets), then the country Cloudflare reports, then the default. The API: its documented
 * `marketplace` query parameter alone, so an API answer stays a function of its URL.
 */
import {
  DEFAULT_MARKETPLACE,
  enabledMarketplaces,
  MARKETPLACE_COOKIE,
  type MarketplaceSettings,
  MARKETPLACE_PARAM,
  marketplaceForCountry,
  servedMarketplace,
  type MarketplaceCode,
} from "./marketplaces";
import { readCookie } from "./cookies";

export type MarketplaceSource = "parameter" | "cookie" | "country" | "default";

export interface MarketplaceChoice {
  code: MarketplaceCode;
  source: MarketplaceSource;
}

export function countryOfRequest(request: Request): string | null {
  const country = (request.cf as { country?: unknown } | undefined)?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : null;
}

/** A page request's marketplace: parameter, cookie, country, default (codes not served are skipped). */
export function pageMarketplace(request: Request, config: Pick<MarketplaceSettings, "MARKETPLACES">): MarketplaceChoice {
  const param = servedMarketplace(config, new URL(request.url).searchParams.get(MARKETPLACE_PARAM));
  if (param) return { code: param, source: "parameter" };
  const cookie = servedMarketplace(config, readCookie(request, MARKETPLACE_COOKIE));
  if (cookie) return { code: cookie, source: "cookie" };
  const country = marketplaceForCountry(config, countryOfRequest(request));
  if (country) return { code: country, source: "country" };
  return { code: DEFAULT_MARKETPLACE, source: "default" };
}

/** An API request's marketplace: its `marketplace` parameter, else the default; undefined for a code not served (a 422). */
export function apiMarketplace(request: Request, config: Pick<MarketplaceSettings, "MARKETPLACES">): MarketplaceCode | undefined {
  const raw = new URL(request.url).searchParams.get(MARKETPLACE_PARAM);
  if (raw === null) return DEFAULT_MARKETPLACE;
  return servedMarketplace(config, raw) ?? undefined;
}

/** The chooser's cookie: a year, the whole site, readable by the server only. */
export function marketplaceCookie(code: MarketplaceCode, secure: boolean): string {
  return `${MARKETPLACE_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}

/** The request's marketplace: the API's by its parameter, a page's by the visitor's choice; undefined for an API call naming an unknown one. */
export function chooseMarketplace(request: Request, config: Pick<MarketplaceSettings, "MARKETPLACES">): MarketplaceCode | undefined {
  return new URL(request.url).pathname.startsWith("/api/") ? apiMarketplace(request, config) : pageMarketplace(request, config).code;
}

export const unknownMarketplaceDetail = (config: Pick<MarketplaceSettings, "MARKETPLACES">): string =>
  `Unknown marketplace: the marketplace parameter takes one of ${enabledMarketplaces(config)
    .map((m) => m.code)
    .join(", ")}`;

/**
 * The marketplaces the site serves (issue 26; docs/marketplaces.md): one Amazon store per entry,
 * with its Creators API host, currency, the locale its prices are written in, the countries it
 * serves and the site's partner tag there (Associates accounts are per marketplace). The default
 * (`us`) keeps the main listing tables; the others are offers keyed by the default item
 * (local_offers). Which ones are on is `MARKETPLACES` in the Worker's vars.
 */
/** The settings these read (worker/config.ts parses them): which marketplaces are on, and the site's tags. */
export interface MarketplaceSettings {
  MARKETPLACES: string;
  [tag: `CREATORS_API_PARTNER_TAG${string}`]: string | undefined;
}
type TagSetting = "CREATORS_API_PARTNER_TAG" | `CREATORS_API_PARTNER_TAG_${Uppercase<string>}`;

export const MARKETPLACE_CODES = ["us", "uk", "de", "fr", "jp", "ca"] as const;
export type MarketplaceCode = (typeof MARKETPLACE_CODES)[number];

export const DEFAULT_MARKETPLACE: MarketplaceCode = "us";

export interface MarketplaceInfo {
  code: MarketplaceCode;
  /** The Creators API's `marketplace` value, and the store's host. */
  host: string;
  /** What visitors read: "Amazon.de". */
  name: string;
  currency: string;
  /** How its prices are written (Intl). */
  locale: string;
  /** ISO 3166 countries (request.cf.country) sent to it. */
  countries: readonly string[];
  /** The config key of the site's partner tag there. */
  tagSetting: TagSetting;
}

export const MARKETPLACE_INFO: Readonly<Record<MarketplaceCode, MarketplaceInfo>> = {
  us: {
    code: "us",
    host: "www.amazon.com",
    name: "Amazon.com",
    currency: "USD",
    locale: "en-US",
    countries: ["US", "PR", "VI", "GU", "AS", "MP", "UM"],
    tagSetting: "CREATORS_API_PARTNER_TAG",
  },
  uk: {
    code: "uk",
    host: "www.amazon.co.uk",
    name: "Amazon.co.uk",
    currency: "GBP",
    locale: "en-GB",
    countries: ["GB", "IE", "IM", "JE", "GG", "GI"],
    tagSetting: "CREATORS_API_PARTNER_TAG_UK",
  },
  de: {
    code: "de",
    host: "www.amazon.de",
    name: "Amazon.de",
    currency: "EUR",
    locale: "de-DE",
    countries: ["DE", "AT", "CH", "LI", "LU"],
    tagSetting: "CREATORS_API_PARTNER_TAG_DE",
  },
  fr: {
    code: "fr",
    host: "www.amazon.fr",
    name: "Amazon.fr",
    currency: "EUR",
    locale: "fr-FR",
    countries: ["FR", "BE", "MC"],
    tagSetting: "CREATORS_API_PARTNER_TAG_FR",
  },
  jp: {
    code: "jp",
    host: "www.amazon.co.jp",
    name: "Amazon.co.jp",
    currency: "JPY",
    locale: "ja-JP",
    countries: ["JP"],
    tagSetting: "CREATORS_API_PARTNER_TAG_JP",
  },
  ca: {
    code: "ca",
    host: "www.amazon.ca",
    name: "Amazon.ca",
    currency: "CAD",
    locale: "en-CA",
    countries: ["CA"],
    tagSetting: "CREATORS_API_PARTNER_TAG_CA",
  },
};

export const isMarketplaceCode = (value: unknown): value is MarketplaceCode =>
  typeof value === "string" && (MARKETPLACE_CODES as readonly string[]).includes(value);

/** The marketplaces this deployment serves, the default first (it is always on). */
export function enabledMarketplaces(config: Pick<MarketplaceSettings, "MARKETPLACES">): MarketplaceInfo[] {
  const wanted = new Set(config.MARKETPLACES.split(","));
  return MARKETPLACE_CODES.filter((code) => code === DEFAULT_MARKETPLACE || wanted.has(code)).map((code) => MARKETPLACE_INFO[code]);
}

/** A code this deployment serves, or null (an unknown code, or one not switched on). */
export function servedMarketplace(config: Pick<MarketplaceSettings, "MARKETPLACES">, value: unknown): MarketplaceCode | null {
  if (!isMarketplaceCode(value)) return null;
  return enabledMarketplaces(config).some((m) => m.code === value) ? value : null;
}

/** The marketplaces other than the default that this deployment serves: where the pipeline looks items up. */
export const otherMarketplaces = (config: Pick<MarketplaceSettings, "MARKETPLACES">): MarketplaceInfo[] =>
  enabledMarketplaces(config).filter((m) => m.code !== DEFAULT_MARKETPLACE);

/** The served marketplace for a visitor's country, or null. */
export function marketplaceForCountry(
  config: Pick<MarketplaceSettings, "MARKETPLACES">,
  country: string | null | undefined,
): MarketplaceCode | null {
  if (!country) return null;
  return enabledMarketplaces(config).find((m) => m.countries.includes(country))?.code ?? null;
}

/** The site's partner tag in a marketplace, if set. */
export function sitePartnerTag(config: MarketplaceSettings, code: MarketplaceCode): string | null {
  const tag = config[MARKETPLACE_INFO[code].tagSetting as `CREATORS_API_PARTNER_TAG${string}`];
  return tag ? tag : null;
}

/** The plain note shown when a product is not sold in the visitor's marketplace. */
export const notAvailableNote = (code: MarketplaceCode): string =>
  `Not available on ${MARKETPLACE_INFO[code].name}: showing ${MARKETPLACE_INFO[DEFAULT_MARKETPLACE].name}`;

/** The name of the cookie that remembers a visitor's explicit choice. */
export const MARKETPLACE_COOKIE = "marketplace";
/** The query parameter of a shareable choice (pages) and of the API. */
export const MARKETPLACE_PARAM = "marketplace";

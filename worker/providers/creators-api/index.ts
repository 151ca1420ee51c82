/** The Creators API marketplace, when its client id, secret and partner tag are configured. */
import type { AppConfig } from "../../config";
import type { Marketplace } from "../types";
import { MARKETPLACE_INFO, sitePartnerTag, type MarketplaceCode } from "../../lib/marketplaces";
import { creatorsMarketplace, type CreatorsOverrides } from "./marketplace";

export function configuredCreatorsMarketplace(config: AppConfig, overrides: CreatorsOverrides = {}): Marketplace | null {
  if (!config.CREATORS_API_PARTNER_TAG) return null;
  return withCredential(config, config.CREATORS_API_PARTNER_TAG, config.CREATORS_API_MARKETPLACE, overrides);
}

/**
 * The Creators API for another marketplace (issue 26): the same credential, that store's host and
 * the site's partner tag there; null while either is missing (the API refuses a call without a tag).
 */
export function configuredLocalCreatorsMarketplace(
  config: AppConfig,
  code: MarketplaceCode,
  overrides: CreatorsOverrides = {},
): Marketplace | null {
  const partnerTag = sitePartnerTag(config, code);
  if (!config.CREATORS_API_PARTNER_TAG || !partnerTag) return null;
  return withCredential(config, partnerTag, MARKETPLACE_INFO[code].host, overrides);
}

/** One store's client on the site's one credential; null without a client id and secret. */
function withCredential(config: AppConfig, partnerTag: string, marketplace: string, overrides: CreatorsOverrides): Marketplace | null {
  const { CREATORS_API_CLIENT_ID: clientId, CREATORS_API_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret) return null;
  return creatorsMarketplace(
    {
      baseUrl: config.CREATORS_API_BASE_URL,
      tokenUrl: config.CREATORS_API_TOKEN_URL,
      version: config.CREATORS_API_CREDENTIAL_VERSION,
      clientId,
      clientSecret,
      partnerTag,
      marketplace,
    },
    overrides,
  );
}

export { creatorsMarketplace, type CreatorsSettings } from "./marketplace";
export type { TokenCache } from "./token";

/** The Creators API marketplace, when its client id, secret and partner tag are configured. */
import type { AppConfig } from "../../config";
import type { Marketplace } from "../types";
import { MARKETPLACE_INFO, sitePartnerTag, type MarketplaceCode } from "../../lib/marketplaces";
import { creatorsMarketplace, type CreatorsOverrides } from "./marketplace";

export function configuredCreatorsMarketplace(config: AppConfig, overrides: CreatorsOverrides = {}): Marketplace | null {
  const { CREATORS_API_CLIENT_ID: clientId, CREATORS_API_CLIENT_SECRET: clientSecret, CREATORS_API_PARTNER_TAG: partnerTag } = config;
  if (!clientId || !clientSecret || !partnerTag) return null;
  return creatorsMarketplace(
    {
      baseUrl: config.CREATORS_API_BASE_URL,
      tokenUrl: config.CREATORS_API_TOKEN_URL,
      version: config.CREATORS_API_CREDENTIAL_VERSION,
      clientId,
      clientSecret,
      partnerTag,
      marketplace: config.CREATORS_API_MARKETPLACE,
    },
    overrides,
  );
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
  const { CREATORS_API_CLIENT_ID: clientId, CREATORS_API_CLIENT_SECRET: clientSecret } = config;
  const partnerTag = sitePartnerTag(config, code);
  if (!clientId || !clientSecret || !config.CREATORS_API_PARTNER_TAG || !partnerTag) return null;
  return creatorsMarketplace(
    {
      baseUrl: config.CREATORS_API_BASE_URL,
      tokenUrl: config.CREATORS_API_TOKEN_URL,
      version: config.CREATORS_API_CREDENTIAL_VERSION,
      clientId,
      clientSecret,
      partnerTag,
      marketplace: MARKETPLACE_INFO[code].host,
    },
    overrides,
  );
}

export { creatorsMarketplace, type CreatorsSettings } from "./marketplace";
export type { TokenCache } from "./token";

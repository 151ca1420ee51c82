/** The Creators API marketplace, when its client id, secret and partner tag are configured. */
import type { AppConfig } from "../../config";
import type { Marketplace } from "../types";
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

export { creatorsMarketplace, type CreatorsSettings } from "./marketplace";
export type { TokenCache } from "./token";

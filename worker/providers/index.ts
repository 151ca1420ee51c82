import { getConfig } from "../config";
import { createDb } from "../db/client";
import { configuredCreatorsMarketplace, configuredLocalCreatorsMarketplace } from "./creators-api";
import { offlineLocalMarketplace } from "./offline/local-marketplaces";
import type { FetchLike } from "../lib/http";
import { configuredListingJudge, configuredLlmExtractor } from "./llm";
import { offlineProviders } from "./offline";
import { configuredTranscripts } from "./transcript-sources";
import type { Providers } from "./types";
import { configuredPlatform } from "./youtube";

/** The outside world, replaceable: tests point the real providers at a stand-in fetch. */
export interface ProviderOptions {
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

/**
 * Picks each provider by the credentials present in env (DESIGN.md section 6): a real one where
 * its credentials are set, the offline one otherwise, so a deployment may mix both.
 */
export function getProviders(env: Env, options: ProviderOptions = {}): Providers {
  const config = getConfig(env);
  const http = { fetch: options.fetch, sleep: options.sleep };
  const judge = configuredListingJudge(config, http);
  return {
    ...offlineProviders,
    ...(judge ? { judge } : {}),
    platform: configuredPlatform(config, http) ?? offlineProviders.platform,
    transcripts: configuredTranscripts(config, createDb(env.DB), http, options.now) ?? offlineProviders.transcripts,
    extractor: configuredLlmExtractor(config, http) ?? offlineProviders.extractor,
    marketplace: configuredCreatorsMarketplace(config, http) ?? offlineProviders.marketplace,
    // The other stores follow the default's: the real API where it is configured, else the demo's stand-in.
    localMarketplace: (code) =>
      configuredCreatorsMarketplace(config, http) ? configuredLocalCreatorsMarketplace(config, code, http) : offlineLocalMarketplace(code),
  };
}

export type { Providers } from "./types";

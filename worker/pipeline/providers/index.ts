import { offlineProviders } from "./offline";
import type { Providers } from "./types";

/**
 * Picks each provider by the credentials present in env (DESIGN.md section 6). Only the offline
 * providers exist so far; a real one plugs in here as, for example,
 * `platform: env.YOUTUBE_API_KEY ? youtubePlatform(env) : offlineProviders.platform`,
 * one step at a time, so a deployment may mix real and offline providers.
 */
export function getProviders(_env: Env): Providers {
  return { ...offlineProviders };
}

export type { Providers } from "./types";

import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { offlineTranscripts } from "./offline";
import type { TranscriptSource } from "./types";
import type { HttpOverrides } from "../lib/http";
import { youtubeClient } from "./youtube/api";
import { ownerCaptions } from "./youtube/captions";
import { googleOAuth } from "./youtube/google-oauth";
import { grantStore } from "./youtube/oauth-grants";
import { preferOwnerCaptions } from "./transcripts/composite";
import { supadataTranscripts } from "./transcripts/supadata";

/**
 * The transcript sources configured: connected channels' own captions when the Google OAuth
 * client is set, the transcript service when its key is set (the offline corpus behind the
 * owners' captions otherwise); null when neither is, so the offline source stays. Wired here,
 * beside getProviders, as it joins two providers (YouTube's captions and the transcript service).
 */
export function configuredTranscripts(
  config: AppConfig,
  db: Db,
  http: HttpOverrides = {},
  now: () => Date = () => new Date(),
): TranscriptSource | null {
  const service = config.TRANSCRIPT_API_KEY
    ? supadataTranscripts({ baseUrl: config.TRANSCRIPT_API_BASE_URL, apiKey: config.TRANSCRIPT_API_KEY }, http)
    : null;
  if (!config.GOOGLE_OAUTH_CLIENT_ID || !config.GOOGLE_OAUTH_CLIENT_SECRET) return service;
  const owners = ownerCaptions({
    client: youtubeClient(config.YOUTUBE_API_BASE_URL, http),
    oauth: googleOAuth(
      { clientId: config.GOOGLE_OAUTH_CLIENT_ID, clientSecret: config.GOOGLE_OAUTH_CLIENT_SECRET, tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL },
      http,
    ),
    grants: grantStore(db, config.JWT_SECRET),
    now: () => now().getTime(),
  });
  return preferOwnerCaptions(owners, service ?? offlineTranscripts);
}

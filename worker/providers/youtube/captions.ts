/**
 * A connected channel's own captions: captions.list then captions.download (as WebVTT) with an
 * access token from the owner's stored grant. Only the video's owner may download its tracks
 * (https://developers.google.com/youtube/v3/docs/captions/download), hence the OAuth grant.
 */
import type { OwnerCaptions, TranscriptSegment } from "../types";
import { YoutubeApiError, youtubeFetch, youtubeGet, type YoutubeClient } from "./api";
import { GrantRevokedError, type GoogleOAuth } from "./google-oauth";
import type { Grant, GrantStore } from "./oauth-grants";
import { captionListResponse } from "./schemas";
import { parseWebVtt } from "./webvtt";

/** A token this close to its expiry is refreshed first: the download may take a while. */
const EXPIRY_MARGIN_MS = 60_000;

type Track = { id: string; snippet: { trackKind: string; isDraft?: boolean; status: string } };

/** A published, complete track: the owner's own ("standard") over speech recognition ("ASR"). */
function pickTrack(tracks: Track[]): Track | undefined {
  const usable = tracks.filter((t) => t.snippet.status === "serving" && !t.snippet.isDraft);
  return (
    usable.find((t) => t.snippet.trackKind.toLowerCase() === "standard") ?? usable.find((t) => t.snippet.trackKind.toLowerCase() === "asr")
  );
}

export interface OwnerCaptionsDeps {
  client: YoutubeClient;
  oauth: GoogleOAuth;
  grants: GrantStore;
  /** Epoch milliseconds. */
  now: () => number;
}

export function ownerCaptions(deps: OwnerCaptionsDeps): OwnerCaptions {
  /** A usable access token, or null when the owner revoked the grant (then forgotten). */
  async function accessToken(grant: Grant, forceRefresh: boolean): Promise<string | null> {
    if (!forceRefresh && grant.access_token && (grant.access_token_expires_at ?? 0) > deps.now() + EXPIRY_MARGIN_MS) {
      return grant.access_token;
    }
    try {
      const fresh = await deps.oauth.refresh(grant.refresh_token);
      await deps.grants.saveAccessToken(grant.channel_id, fresh.access_token, deps.now() + fresh.expires_in * 1000);
      return fresh.access_token;
    } catch (error) {
      if (!(error instanceof GrantRevokedError)) throw error;
      // The owner withdrew access (or Google expired it): the transcript service takes over
      // until the channel is connected again.
      console.warn(`youtube: OAuth grant of channel ${grant.channel_id} was revoked; removed`);
      await deps.grants.remove(grant.channel_id);
      return null;
    }
  }

  async function download(videoId: string, token: string): Promise<TranscriptSegment[] | "unavailable"> {
    const auth = { accessToken: token };
    const { items } = await youtubeGet(deps.client, "captions", { part: "snippet", videoId }, auth, captionListResponse);
    const track = pickTrack(items);
    if (!track) return "unavailable";
    let res: Response;
    try {
      res = await youtubeFetch(deps.client, `captions/${encodeURIComponent(track.id)}`, { tfmt: "vtt" }, auth);
    } catch (error) {
      // Deleted between the list and the download.
      if (error instanceof YoutubeApiError && error.status === 404) return "unavailable";
      throw error;
    }
    const segments = parseWebVtt(await res.text());
    return segments.length > 0 ? segments : "unavailable";
  }

  return {
    async fetchOwnerTranscript(video) {
      const grant = await deps.grants.load(video.channel_id);
      if (!grant) return "not-connected";
      const token = await accessToken(grant, false);
      if (!token) return "not-connected";
      try {
        return await download(video.video_id, token);
      } catch (error) {
        if (!(error instanceof YoutubeApiError)) throw error;
        // The account no longer manages this video (channel moved to another owner).
        if (error.status === 403 && error.reason === "forbidden") return "not-connected";
        if (error.status !== 401) throw error;
        // The access token was revoked before its expiry: one fresh token, one more try.
        const fresh = await accessToken(grant, true);
        return fresh ? download(video.video_id, fresh) : "not-connected";
      }
    },
  };
}

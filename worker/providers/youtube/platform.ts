/**
 * The video platform over the YouTube Data API v3. A channel is found by its exact handle
 * (`channels.list?forHandle=`) and its uploads are read from its uploads playlist
 * (`playlistItems.list`, newest first) then `videos.list`: 1 quota unit a call each. Never
 * `search.list`: it costs 100 units and has its own small daily bucket.
 */
import type { ChannelDetails, ListUploadsOptions, PlatformVideo, VideoPlatform } from "../types";
import { PartialListingError } from "../types";
import { ProviderError } from "../../lib/http";
import { YoutubeApiError, youtubeGet, type YoutubeClient } from "./api";
import { bestThumbnail, channelListResponse, playlistItemListResponse, videoListResponse } from "./schemas";

/** The most playlistItems.list and videos.list accept in one call. */
const PAGE_SIZE = 50;
const DAY_MS = 86_400_000;

/** "today" (the UTC day of `now`) or YYYYMMDD, as [start, end) in epoch milliseconds. */
function uploadDayRange(uploadDate: string, now: Date): { start: number; end: number } {
  const day =
    uploadDate === "today"
      ? now.toISOString().slice(0, 10)
      : `${uploadDate.slice(0, 4)}-${uploadDate.slice(4, 6)}-${uploadDate.slice(6, 8)}`;
  const start = Date.parse(`${day}T00:00:00Z`);
  return { start, end: start + DAY_MS };
}

export function youtubePlatform(client: YoutubeClient, apiKey: string): VideoPlatform {
  const auth = { key: apiKey };

  /** Full details of up to 50 videos, in the order asked; live and upcoming broadcasts left out. */
  async function videoDetails(channelId: string, ids: string[]): Promise<PlatformVideo[]> {
    const { items } = await youtubeGet(
      client,
      "videos",
      { part: "snippet", id: ids.join(","), maxResults: String(PAGE_SIZE) },
      auth,
      videoListResponse,
    );
    const byId = new Map(items.map((v) => [v.id, v]));
    return ids.flatMap((id) => {
      const video = byId.get(id);
      // Private or deleted since listing (absent), or still on air: a broadcast has no final
      // transcript yet, and a later run picks it up once it has ended.
      if (!video || video.snippet.liveBroadcastContent === "live" || video.snippet.liveBroadcastContent === "upcoming") return [];
      // Another channel's video (an id named by a notification) is not this channel's upload.
      if (video.snippet.channelId !== channelId) return [];
      return [
        {
          video_id: video.id,
          channel_id: channelId,
          title: video.snippet.title,
          description: video.snippet.description,
          thumbnail_url: bestThumbnail(video.snippet.thumbnails),
          published_at: new Date(video.snippet.publishedAt).toISOString(),
        },
      ];
    });
  }

  /** One page of the uploads playlist, or null when the channel never uploaded (no playlist yet). */
  async function uploadsPage(playlistId: string, pageToken: string | undefined) {
    const params: Record<string, string> = { part: "contentDetails", playlistId, maxResults: String(PAGE_SIZE) };
    if (pageToken) params.pageToken = pageToken;
    try {
      return await youtubeGet(client, "playlistItems", params, auth, playlistItemListResponse);
    } catch (error) {
      if (error instanceof YoutubeApiError && error.status === 404 && error.reason === "playlistNotFound") return null;
      throw error;
    }
  }

  return {
    async resolveChannel(handle: string): Promise<ChannelDetails | null> {
      const { items } = await youtubeGet(
        client,
        "channels",
        { part: "snippet,statistics,contentDetails", forHandle: `@${handle}` },
        auth,
        channelListResponse,
      );
      const channel = items[0];
      if (!channel) return null;
      const customUrl = channel.snippet.customUrl;
      return {
        channel_id: channel.id,
        handle: customUrl?.startsWith("@") ? customUrl.slice(1) : handle,
        channel_name: channel.snippet.title,
        description: channel.snippet.description,
        // YouTube has no channel category matching the product taxonomy.
        category: null,
        subscriber_count: Number(channel.statistics.subscriberCount ?? 0),
        thumbnail_url: bestThumbnail(channel.snippet.thumbnails),
        uploads_playlist_id: channel.contentDetails.relatedPlaylists.uploads,
      };
    },

    async listUploads(channel: ChannelDetails, options: ListUploadsOptions): Promise<PlatformVideo[]> {
      // One video: a single videos.list call (1 unit) instead of paging the uploads playlist.
      if (options.videoId) return videoDetails(channel.channel_id, [options.videoId]);
      if (!channel.uploads_playlist_id) return [];
      const range = options.uploadDate ? uploadDayRange(options.uploadDate, options.now) : null;
      const found: PlatformVideo[] = [];
      let pageToken: string | undefined;
      try {
        do {
          const page = await uploadsPage(channel.uploads_playlist_id, pageToken);
          if (!page) break;
          const ids: string[] = [];
          let reachedOlder = false;
          for (const item of page.items) {
            const publishedAt = item.contentDetails.videoPublishedAt;
            if (!publishedAt) continue;
            if (range) {
              const at = Date.parse(publishedAt);
              if (at >= range.end) continue;
              // Newest first: everything after this is older than the day asked for.
              if (at < range.start) {
                reachedOlder = true;
                break;
              }
            }
            ids.push(item.contentDetails.videoId);
          }
          if (ids.length > 0) found.push(...(await videoDetails(channel.channel_id, ids)));
          pageToken = reachedOlder ? undefined : page.nextPageToken;
        } while (pageToken && found.length < options.maxResults);
      } catch (error) {
        if (error instanceof ProviderError && found.length > 0) throw new PartialListingError(error, found.slice(0, options.maxResults));
        throw error;
      }
      return found.slice(0, options.maxResults);
    },
  };
}

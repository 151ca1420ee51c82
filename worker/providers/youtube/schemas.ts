/**
 * The YouTube Data API v3 answers this provider reads, shaped like the documented resources
 * (https://developers.google.com/youtube/v3/docs: channels#channelListResponse,
 * playlistItems#playlistItemListResponse, videos#videoListResponse, captions#captionListResponse,
 * and the Google API error body). Only the fields we use are checked; unknown ones are ignored.
 */
import { z } from "zod";

const thumbnail = z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() });

export const thumbnailsSchema = z.object({
  default: thumbnail.optional(),
  medium: thumbnail.optional(),
  high: thumbnail.optional(),
  standard: thumbnail.optional(),
  maxres: thumbnail.optional(),
});

const pageInfo = z.object({ totalResults: z.number().int(), resultsPerPage: z.number().int() });

/** Counts are 64-bit integers, sent as decimal strings. */
const count = z.string().regex(/^\d+$/);

const isoDateTime = z.iso.datetime({ offset: true });

/** Every list answer; the API leaves `items` out altogether when nothing matched. */
function listResponse<Kind extends string, Item extends z.ZodType>(kind: Kind, item: Item) {
  return z.object({
    kind: z.literal(kind),
    etag: z.string(),
    nextPageToken: z.string().optional(),
    pageInfo: pageInfo.optional(),
    items: z.array(item).default([]),
  });
}

export const channelListResponse = listResponse(
  "youtube#channelListResponse",
  z.object({
    kind: z.literal("youtube#channel"),
    id: z.string().min(1),
    snippet: z.object({
      title: z.string(),
      description: z.string(),
      /** "@handle" for channels with a handle. */
      customUrl: z.string().optional(),
      thumbnails: thumbnailsSchema,
    }),
    statistics: z.object({
      /** Absent when the owner hides it (`hiddenSubscriberCount`). */
      subscriberCount: count.optional(),
    }),
    contentDetails: z.object({ relatedPlaylists: z.object({ uploads: z.string().min(1) }) }),
  }),
);

/** `channels.list?part=id&mine=true`: the channels of the account behind an OAuth token. */
export const ownChannelListResponse = listResponse(
  "youtube#channelListResponse",
  z.object({ kind: z.literal("youtube#channel"), id: z.string().min(1) }),
);

export const playlistItemListResponse = listResponse(
  "youtube#playlistItemListResponse",
  z.object({
    kind: z.literal("youtube#playlistItem"),
    contentDetails: z.object({
      videoId: z.string().min(1),
      /** Absent for private and deleted videos still listed in the playlist. */
      videoPublishedAt: isoDateTime.optional(),
    }),
  }),
);

export const videoListResponse = listResponse(
  "youtube#videoListResponse",
  z.object({
    kind: z.literal("youtube#video"),
    id: z.string().min(1),
    snippet: z.object({
      publishedAt: isoDateTime,
      channelId: z.string().min(1),
      title: z.string(),
      description: z.string(),
      thumbnails: thumbnailsSchema,
      liveBroadcastContent: z.string().optional(),
    }),
  }),
);

export const captionListResponse = listResponse(
  "youtube#captionListResponse",
  z.object({
    kind: z.literal("youtube#caption"),
    id: z.string().min(1),
    snippet: z.object({
      videoId: z.string(),
      /** "standard", "ASR" (speech recognition) or "forced". */
      trackKind: z.string(),
      language: z.string(),
      isDraft: z.boolean().optional(),
      /** "serving", "syncing" or "failed". */
      status: z.string(),
    }),
  }),
);

/** Google's error body: https://developers.google.com/youtube/v3/docs/errors */
export const errorResponse = z.object({
  error: z.object({
    code: z.number().int(),
    message: z.string(),
    errors: z.array(z.object({ reason: z.string(), domain: z.string().optional(), message: z.string().optional() })).optional(),
    /** Newer answers name the cause here too (google.rpc.ErrorInfo, e.g. reason API_KEY_INVALID). */
    details: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

export type Thumbnails = z.infer<typeof thumbnailsSchema>;

/** The largest of the sizes every resource has (high 480×360, medium 320×180, default 120×90). */
export function bestThumbnail(thumbnails: Thumbnails): string | null {
  return (thumbnails.high ?? thumbnails.medium ?? thumbnails.default)?.url ?? null;
}

/**
 * Transcripts in R2: `transcripts/{handle}/{videoId}/{yyyymmdd_hhmmss}.json` (DESIGN.md section 5).
 * Each fetch writes a new object; readers take the newest, so a re-fetch never loses the old one
 * until it is replaced by a complete new one.
 */
import { z } from "zod";

export const storedTranscriptSchema = z.object({
  title: z.string(),
  text: z.string(),
  timestamp: z.string().regex(/^\d{8}_\d{6}$/),
  videoId: z.string(),
  videoTitle: z.string(),
  segments: z.array(z.object({ start_seconds: z.number().nonnegative(), text: z.string() })),
});
export type StoredTranscript = z.infer<typeof storedTranscriptSchema>;

/** yyyymmdd_hhmmss in UTC. */
export function transcriptTimestamp(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}_${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

export function transcriptPrefix(handle: string, videoId: string): string {
  return `transcripts/${handle}/${videoId}/`;
}

export function transcriptKey(handle: string, videoId: string, timestamp: string): string {
  return `${transcriptPrefix(handle, videoId)}${timestamp}.json`;
}

/** The timestamp part of a key, or null for a key not written by this module. */
export function timestampOfKey(key: string): string | null {
  return /\/(\d{8}_\d{6})\.json$/.exec(key)?.[1] ?? null;
}

export function transcriptTitle(videoTitle: string): string {
  return `Transcript: ${videoTitle}`;
}

export async function putTranscript(bucket: R2Bucket, key: string, transcript: StoredTranscript): Promise<void> {
  await bucket.put(key, JSON.stringify(transcript), { httpMetadata: { contentType: "application/json" } });
}

/** null when the object is missing; throws when it exists but is not a transcript. */
export async function readTranscript(bucket: R2Bucket, key: string): Promise<StoredTranscript | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  return storedTranscriptSchema.parse(await object.json());
}

/** Key of the newest transcript stored for a video, or null. */
export async function newestTranscriptKey(bucket: R2Bucket, handle: string, videoId: string): Promise<string | null> {
  let newest: string | null = null;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: transcriptPrefix(handle, videoId), cursor });
    for (const o of page.objects) if (timestampOfKey(o.key) && (!newest || o.key > newest)) newest = o.key;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return newest;
}

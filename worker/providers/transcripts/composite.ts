import type { TranscriptSegment, TranscriptSource } from "../types";

type VideoRef = Parameters<TranscriptSource["fetchTranscript"]>[0];

/** Captions read with the channel owner's own grant; "not-connected" when the channel has none (or it was revoked). */
export interface OwnerCaptions {
  fetchOwnerTranscript(video: VideoRef): Promise<TranscriptSegment[] | "unavailable" | "not-connected">;
}

/**
 * The owner's captions first for a connected channel (exact, and free of the transcript
 * service's credits), else the transcript service. A video whose owner track is missing still
 * gets the service's chance.
 */
export function preferOwnerCaptions(owner: OwnerCaptions, fallback: TranscriptSource): TranscriptSource {
  return {
    async fetchTranscript(video) {
      const own = await owner.fetchOwnerTranscript(video);
      if (own !== "not-connected" && own !== "unavailable") return own;
      return fallback.fetchTranscript(video);
    },
  };
}

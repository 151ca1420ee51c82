import type { OwnerCaptions, TranscriptSource } from "../types";

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

/** The transcript reader's address: ?channel=handle&video=id&tpage=n (the list's page). */
export interface TranscriptParams {
  channel: string;
  videoId: string;
  transcriptPage: number;
}

export function readTranscriptParams(params: URLSearchParams): TranscriptParams {
  return {
    channel: params.get("channel") ?? "",
    videoId: params.get("video") ?? "",
    transcriptPage: Math.min(Math.max(1, Number.parseInt(params.get("tpage") ?? "1", 10) || 1), 100_000),
  };
}

/** A page of the list, keeping the transcript open. */
export const transcriptPageHref = ({ channel, videoId }: Omit<TranscriptParams, "transcriptPage">, page: number) =>
  `/admin/transcripts?channel=${encodeURIComponent(channel)}${videoId ? `&video=${encodeURIComponent(videoId)}` : ""}&tpage=${page}`;

/** One transcript opened, keeping the list's page (the first is left out). */
export const transcriptHref = ({ channel, transcriptPage }: Omit<TranscriptParams, "videoId">, videoId: string) =>
  `/admin/transcripts?channel=${encodeURIComponent(channel)}&video=${encodeURIComponent(videoId)}${transcriptPage > 1 ? `&tpage=${transcriptPage}` : ""}`;

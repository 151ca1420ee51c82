import { formatDateTime } from "~/lib/format";

/** A transcript's stored timestamp (yyyymmdd_hhmmss, UTC) as an ISO instant, or null for anything else. */
function transcriptInstant(timestamp: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})_(\d{2})(\d{2})(\d{2})$/.exec(timestamp);
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : null;
}

/** "27 Nov 2026, 09:14 UTC" (in the reader's locale), with the stored value for machines. */
export function TranscriptTime({ timestamp, locale }: { timestamp: string; locale: string }) {
  const iso = transcriptInstant(timestamp);
  return iso ? <time dateTime={iso}>{formatDateTime(locale, iso)}</time> : <>{timestamp}</>;
}

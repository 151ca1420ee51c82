/**
 * WebVTT (https://www.w3.org/TR/webvtt1/) cues as transcript segments: the second each cue
 * starts and its text without markup. Header, NOTE, STYLE and REGION blocks carry no speech.
 */
import type { TranscriptSegment } from "../types";

/** "hh:mm:ss.ttt" or "mm:ss.ttt". */
const TIMESTAMP = /^(?:(\d+):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", lrm: "", rlm: "" };

/** Cue text: tags (<c>, <v Speaker>, <00:00:01.500> word timings) dropped, entities decoded. */
function plainText(lines: string[]): string {
  return lines
    .join(" ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export function parseWebVtt(source: string): TranscriptSegment[] {
  const blocks = source
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/);
  const segments: TranscriptSegment[] = [];
  let previous = "";
  for (const block of blocks) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    // A cue is an optional identifier line, then "start --> end [settings]", then its text.
    const timing = lines.findIndex((l) => l.includes("-->"));
    if (timing < 0 || timing > 1) continue;
    const start = seconds(lines[timing]!.split("-->")[0]!.trim());
    if (start === null) continue;
    const text = plainText(lines.slice(timing + 1));
    // Speech-recognition tracks repeat the previous line as the next cue scrolls in.
    if (!text || text === previous) continue;
    previous = text;
    segments.push({ start_seconds: Math.floor(start), text });
  }
  return segments;
}

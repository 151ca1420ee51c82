/**
 * Splits a transcript into parts that fit a model's context, each line carrying its start second
 * (`[123s] text`) so the model can say where a quote begins. Consecutive parts overlap by a few
 * lines so a mention cut by a boundary is still seen whole once; the extractor removes the
 * duplicates this produces.
 */
import type { TranscriptSegment } from "../types";

export interface TranscriptChunk {
  /** The prompt lines, `[123s] text`. */
  lines: string[];
  /** The range a product's `video_timestamp` must fall in (inclusive, whole seconds). */
  firstSecond: number;
  lastSecond: number;
}

export interface ChunkOptions {
  /** Characters of prompt lines per chunk (a single line longer than this is cut into pieces). */
  budget: number;
  /** Lines repeated at the start of the next chunk. */
  overlapLines: number;
}

interface Line {
  second: number;
  text: string;
}

function render(line: Line): string {
  return `[${line.second}s] ${line.text}`;
}

/** One line per segment; a segment too long for any chunk is cut at spaces into pieces with the same second. */
function toLines(segments: TranscriptSegment[], budget: number): Line[] {
  const lines: Line[] = [];
  const room = Math.max(1, budget - 16);
  for (const segment of segments) {
    const second = Math.max(0, Math.floor(segment.start_seconds));
    const text = segment.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    let rest = text;
    while (rest.length > room) {
      const cut = rest.lastIndexOf(" ", room);
      const at = cut > 0 ? cut : room;
      lines.push({ second, text: rest.slice(0, at).trim() });
      rest = rest.slice(at).trim();
    }
    if (rest) lines.push({ second, text: rest });
  }
  return lines;
}

export function chunkTranscript(segments: TranscriptSegment[], options: ChunkOptions): TranscriptChunk[] {
  const lines = toLines(segments, options.budget);
  const chunks: TranscriptChunk[] = [];
  let start = 0;
  while (start < lines.length) {
    let end = start;
    let size = 0;
    // At least one line per chunk, then as many as fit the budget.
    while (end < lines.length && (end === start || size + render(lines[end] as Line).length + 1 <= options.budget)) {
      size += render(lines[end] as Line).length + 1;
      end++;
    }
    const own = lines.slice(start, end);
    const first = own[0] as Line;
    const last = own[own.length - 1] as Line;
    const next = lines[end];
    chunks.push({
      lines: own.map(render),
      firstSecond: first.second,
      // A quote may begin anywhere up to the second before the next line starts.
      lastSecond: next ? Math.max(last.second, next.second - 1) : last.second,
    });
    if (end >= lines.length) break;
    // Step back for the overlap, but always move forward by at least one line.
    start = Math.max(start + 1, end - options.overlapLines);
  }
  return chunks;
}

/**
 * The core of `npm run eval:extraction`: builds the extractor from the LLM settings exactly as the
 * Worker does (`configuredLlmExtractor`), runs it over a labelled set one transcript at a time,
 * and scores what it found. The CLI (scripts/eval-extraction.ts) only gathers the settings, reads
 * the file and prints; tests drive this module with a stand-in fetch.
 */
import { z } from "zod";
import { llmConfigSchema } from "../../worker/config.ts";
import { configuredLlmExtractor } from "../../worker/providers/llm/index.ts";
import type { HttpOverrides } from "../../worker/lib/http.ts";
import { offlineExtractor } from "../../worker/providers/offline/index.ts";
import { getCorpus } from "../../worker/providers/offline/corpus.ts";
import { ExtractionError, type ProductExtractor } from "../../worker/providers/types.ts";
import { placeEvidence } from "../../worker/services/evidence.ts";
import type { LabelledTranscript } from "./extraction-labels.ts";
import { scoreTranscript, summarise, type Figures, type TranscriptScore } from "./extraction-score.ts";

export interface EvalExtractor {
  extractor: ProductExtractor;
  /** Which model answers, for the report. */
  model: string;
}

/**
 * The extractor the Worker would build from these variables, or null when no LLM is configured.
 * Only the OpenAI-compatible endpoint can be reached from here: the Workers AI binding exists
 * inside a Worker alone. An empty value counts as unset, as in .dev.vars.
 */
export function evalExtractor(vars: Record<string, string | undefined>, http: HttpOverrides = {}): EvalExtractor | null {
  const set = Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = llmConfigSchema.safeParse(set);
  if (!parsed.success) throw new Error(`Invalid LLM settings: ${z.prettifyError(parsed.error)}`);
  const { LLM_BASE_URL, LLM_MODEL } = parsed.data;
  const extractor = LLM_BASE_URL && LLM_MODEL ? configuredLlmExtractor(parsed.data, http) : null;
  return extractor ? { extractor, model: `${LLM_MODEL} at ${LLM_BASE_URL}` } : null;
}

export function notConfiguredMessage(hasAiBinding: boolean): string {
  return [
    "No LLM is configured, so there is no extractor to measure (the offline demo extractor only reads its own corpus).",
    ...(hasAiBinding
      ? [
          "The Workers AI binding in wrangler.toml is reachable only inside a Worker; point LLM_BASE_URL at its OpenAI-compatible endpoint instead (below).",
        ]
      : []),
    "Set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY when the server wants one) in .dev.vars, wrangler.toml [vars] or the environment, e.g.:",
    "  LLM_BASE_URL=https://api.openai.com/v1 LLM_MODEL=gpt-4o-mini LLM_API_KEY=sk-... npm run eval:extraction",
    "  Workers AI: LLM_BASE_URL=https://api.cloudflare.com/client/v4/accounts/<account id>/ai/v1 LLM_MODEL=@cf/meta/llama-3.3-70b-instruct-fp8-fast LLM_API_KEY=<API token>",
  ].join("\n");
}

export interface Progress {
  /** 1-based. */
  index: number;
  total: number;
  id: string;
  found: number;
  failure?: string;
}

export interface EvalReport {
  figures: Figures;
  transcripts: TranscriptScore[];
  /**
   * What process_transcripts' placement did to the extractor's answers: how many it answered at
   * 0:00, and how many placeEvidence moved off the opening line to where the product is discussed.
   */
  placement: { answeredAtZero: number; moved: number };
}

/**
 * One transcript at a time (a rate-limited account fares better, and progress reads in order).
 * What the extractor answers is placed as process_transcripts places it (placeEvidence), so the
 * figures are those of what the pipeline would store.
 * A transcript the extractor gives up on (ExtractionError, as the pipeline marks one video failed)
 * scores as nothing found; any other failure (credentials, quota, network) ends the run.
 */
export async function runExtractionEval(
  extractor: ProductExtractor,
  set: LabelledTranscript[],
  onProgress: (progress: Progress) => void = () => {},
): Promise<EvalReport> {
  const transcripts: TranscriptScore[] = [];
  const placement = { answeredAtZero: 0, moved: 0 };
  for (const [i, labels] of set.entries()) {
    let score: TranscriptScore;
    try {
      const answered = await extractor.extract({ video: labels.video, segments: labels.segments });
      const placed = placeEvidence({ title: labels.video.title, segments: labels.segments }, answered);
      placement.answeredAtZero += answered.filter((p) => p.video_timestamp === 0).length;
      placement.moved += placed.filter((p, j) => p.video_timestamp !== answered[j]?.video_timestamp).length;
      score = scoreTranscript(labels, placed);
    } catch (error) {
      if (!(error instanceof ExtractionError)) throw error;
      score = scoreTranscript(labels, [], error.message);
    }
    transcripts.push(score);
    const found = score.matched.length + score.falsePositives.length;
    onProgress({
      index: i + 1,
      total: set.length,
      id: labels.id,
      found,
      ...(score.failure === undefined ? {} : { failure: score.failure }),
    });
  }
  return { figures: summarise(transcripts), transcripts, placement };
}

const percent = (value: number | null) => (value === null ? "n/a" : `${(value * 100).toFixed(1)} %`);
const seconds = (value: number) => `${Number(value.toFixed(1))} s`;
const named = (p: { brand: string | null; product_name: string }) => (p.brand ? `${p.brand} ${p.product_name}` : p.product_name);

/** The figures, then every miss, false positive, failure, wrong sponsor flag and timestamp off, by transcript. */
export function formatReport(report: EvalReport, model: string): string {
  const f = report.figures;
  const lines = [
    `Extraction by ${model} on ${f.transcripts} labelled transcripts (${f.expected} products)`,
    `  products     precision ${percent(f.precision)} (${f.matched} of ${f.found} found)   recall ${percent(f.recall)} (${f.matched} of ${f.expected} labelled)`,
    `  sponsored    accuracy ${percent(f.sponsored.accuracy)} (${f.sponsored.correct} of ${f.sponsored.of} matched)`,
    `  timestamp    ${f.timestampError ? `mean error ${seconds(f.timestampError.mean)}, max ${seconds(f.timestampError.max)}` : "n/a"} (over ${f.matched} matched)`,
    `  at 0:00      ${percent(f.atZero.share)} of found (${f.atZero.count} of ${f.atZero.of}); the extractor answered ${report.placement.answeredAtZero} there, ${report.placement.moved} moved to where the product is discussed`,
    `  failed       ${f.failed} of ${f.transcripts} transcripts`,
  ];
  const section = (title: string, rows: string[]) => {
    if (rows.length) lines.push("", `${title} (${rows.length}):`, ...rows.map((row) => `  ${row}`));
  };
  const each = <T>(pick: (s: TranscriptScore) => T[], line: (id: string, item: T) => string) =>
    report.transcripts.flatMap((s) => pick(s).map((item) => line(s.id, item)));
  section(
    "Failed",
    each(
      (s) => (s.failure === undefined ? [] : [s.failure]),
      (id, failure) => `${id}: ${failure}`,
    ),
  );
  section(
    "Missed",
    each(
      (s) => s.misses,
      (id, p) => `${id}: ${named(p)} at ${p.video_timestamp} s`,
    ),
  );
  section(
    "False positives",
    each(
      (s) => s.falsePositives,
      (id, fp) => `${id}: ${named(fp.found)} at ${fp.found.video_timestamp} s (${fp.reason}${fp.label ? `: ${fp.label}` : ""})`,
    ),
  );
  section(
    "Wrong sponsor flag",
    each(
      (s) => s.matched.filter((m) => m.found.is_sponsored !== m.expected.is_sponsored),
      (id, m) => `${id}: ${named(m.expected)} labelled ${m.expected.is_sponsored ? "sponsored" : "not sponsored"}`,
    ),
  );
  section(
    "At 0:00",
    each(
      (s) => [...s.matched.map((m) => m.found), ...s.falsePositives.map((fp) => fp.found)].filter((p) => p.video_timestamp === 0),
      (id, p) => `${id}: ${named(p)}: "${p.claims}"`,
    ),
  );
  section(
    "Timestamp off",
    each(
      (s) => s.matched.filter((m) => m.timestampError > 0),
      (id, m) => `${id}: ${named(m.expected)} found at ${m.found.video_timestamp} s, labelled ${m.expected.video_timestamp} s`,
    ),
  );
  return lines.join("\n");
}

export interface DemoOpeningShare {
  mentions: number;
  /** At 0:00 as the offline extractor answers (the first sentence naming the product). */
  extractedAtZero: number;
  /** At 0:00 once placed, as process_transcripts stores them. */
  atZero: number;
}

/** The share of the demo's mentions at 0:00, through the offline extractor and placeEvidence: no LLM needed. */
export async function demoOpeningShare(): Promise<DemoOpeningShare> {
  const share: DemoOpeningShare = { mentions: 0, extractedAtZero: 0, atZero: 0 };
  for (const video of getCorpus().videosById.values()) {
    const { segments } = video;
    if (!segments) continue;
    const found = await offlineExtractor.extract({ video, segments });
    share.mentions += found.length;
    share.extractedAtZero += found.filter((p) => p.video_timestamp === 0).length;
    share.atZero += placeEvidence({ title: video.title, segments }, found).filter((p) => p.video_timestamp === 0).length;
  }
  return share;
}

export function formatDemoShare(share: DemoOpeningShare): string {
  const of = (n: number) => `${n} of ${share.mentions} (${percent(share.mentions ? n / share.mentions : null)})`;
  return `Demo corpus, offline extractor: mentions at 0:00 ${of(share.atZero)} as stored, ${of(share.extractedAtZero)} as extracted before placement`;
}

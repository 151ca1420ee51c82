/**
 * The core of `npm run eval -- --judge`: the rule matcher's verdicts read by the LLM judge as the
 * pipeline reads them (worker/services/match-judge.ts), without its call budget. The candidates
 * the rules score between the review and verified thresholds, and their soft refusals, are asked:
 * same_product with exact, variant or pack verifies them, if a second reading with the rules'
 * reasons and the search's other titles says so too; any other answer rejects them. The
 * rules' accepts are asked too: judged the product they stay verified, judged not they count as
 * review (not listed: the pipeline queues them for an admin). A failed call leaves the rules'
 * verdict. The judge is built
 * from the LLM settings as the Worker builds it; tests drive this module with a stand-in fetch.
 */
import { z } from "zod";
import { llmConfigSchema } from "../../worker/config.ts";
import { configuredListingJudge } from "../../worker/providers/llm/index.ts";
import type { ListingJudge } from "../../worker/providers/llm/judge.ts";
import type { HttpOverrides } from "../../worker/lib/http.ts";
import { replayingFetch, type JudgeRecordings } from "./judge-recordings.ts";
import { doubtOf, inUncertainBand, isTheProduct, softlyRefused } from "../../worker/services/match-judge.ts";
import { matchCandidates } from "../../worker/services/matching/index.ts";
import type { EvalMention, SetMatcherLike } from "./matcher-eval.ts";
import type { LabelledCase } from "./matcher-labels.ts";

export interface EvalJudge {
  judge: ListingJudge;
  /** Which model answers, for the report. */
  model: string;
}

/** The judge the Worker would build from these variables, or null when no reachable LLM is configured. */
export function evalJudge(vars: Record<string, string | undefined>, http: HttpOverrides = {}): EvalJudge | null {
  const set = Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = llmConfigSchema.safeParse(set);
  if (!parsed.success) throw new Error(`Invalid LLM settings: ${z.prettifyError(parsed.error)}`);
  const { LLM_BASE_URL, LLM_MODEL } = parsed.data;
  // The Workers AI binding answers only inside a Worker: outside, its OpenAI-compatible endpoint is the way.
  const judge = LLM_BASE_URL && LLM_MODEL ? configuredListingJudge({ ...parsed.data, LLM_JUDGE: "on" }, http) : null;
  return judge ? { judge, model: `${LLM_MODEL} at ${LLM_BASE_URL}` } : null;
}

/**
 * The judge answering from recordings (./judge-recordings.ts) through the OpenAI-compatible
 * provider, as `--judge --recorded` and the frozen test set's test measure it. `unrecorded`
 * counts the requests no recording answers (their candidates keep the rules' verdict).
 */
export function recordedJudge(recordings: JudgeRecordings): { judge: EvalJudge; unrecorded: () => number } {
  const replay = replayingFetch(recordings);
  const configured = evalJudge({ LLM_BASE_URL: "https://recorded.invalid/v1", LLM_MODEL: "recorded" }, { fetch: replay.fetch });
  if (!configured) throw new Error("the recorded judge needs an LLM base URL and model");
  return { judge: { judge: configured.judge, model: `recorded answers of ${recordings.model}` }, unrecorded: replay.unrecorded };
}

export function judgeNotConfiguredMessage(hasAiBinding: boolean): string {
  return [
    "eval --judge: no LLM is configured, so there is no judge to measure (the rule matcher alone is `npm run eval`).",
    ...(hasAiBinding
      ? [
          "The Workers AI binding in wrangler.toml is reachable only inside a Worker; point LLM_BASE_URL at its OpenAI-compatible endpoint instead (below).",
        ]
      : []),
    "Set LLM_BASE_URL and LLM_MODEL (and LLM_API_KEY when the server wants one) in .dev.vars, wrangler.toml [vars] or the environment, e.g.:",
    "  LLM_BASE_URL=https://api.openai.com/v1 LLM_MODEL=gpt-4o-mini LLM_API_KEY=sk-... npm run eval -- --judge",
    "  Workers AI: LLM_BASE_URL=https://api.cloudflare.com/client/v4/accounts/<account id>/ai/v1 LLM_MODEL=@cf/meta/llama-3.3-70b-instruct-fp8-fast LLM_API_KEY=<API token>",
  ].join("\n");
}

export interface JudgeStats {
  /** Candidates the judge was asked about: `uncertain`, `accepts` and `refusals`. */
  asked: number;
  /** Of them, the ones the rules left uncertain. */
  uncertain: number;
  /** Of them, the ones the rules had verified. */
  accepts: number;
  /** Of them, the ones the rules had refused softly. */
  refusals: number;
  /** Judged the product (verified). */
  product: number;
  /** Judged not the product (an uncertain one rejected, an accept sent to review). */
  notProduct: number;
  /** Of `notProduct`, the rules' accepts: doubted, counted as review. */
  doubted: number;
  /** Second readings: uncertain candidates and soft refusals judged the product, asked again with the rules' doubt. */
  reconsidered: number;
  /** Of them, judged not the product the second time (counted in `notProduct`, not in `product`). */
  withdrawn: number;
  /** Calls that failed or answered outside the schema: the rules' verdict stands. */
  failed: number;
}

/** The judge's answer on one pair, whatever the rules said of it. */
export type JudgeAnswer = "product" | "not the product" | "failed";

type Verdicts = { score: number; verdict: "verified" | "review" | "rejected"; reasons: string[] }[];

/** A search as `evaluateMatcher` hands it to a matcher: the mention and its candidates' ASINs. */
const searchKey = (mention: { brand?: string | null; product_name: string }, candidates: readonly { asin: string }[]) =>
  JSON.stringify([mention.brand ?? null, mention.product_name, candidates.map((c) => c.asin)]);

/**
 * Judges the uncertain band, the rules' accepts and their soft refusals of every case once (a pair already asked in
 * this run is not asked again) and answers a matcher for `evaluateMatcher` that gives those
 * verdicts to the same searches, in any order; a search it was not given gets the rules' verdicts
 * alone.
 */
export async function judgedMatcher(
  cases: readonly LabelledCase[],
  evalJudge: EvalJudge,
  options: {
    asked?: Map<string, JudgeAnswer>;
    onProgress?: (done: number, stats: JudgeStats) => void;
    /** Answers the searches not among `cases` (another set's judged matcher); the rules alone by default. */
    otherwise?: SetMatcherLike;
  } = {},
): Promise<{ matcher: SetMatcherLike; stats: JudgeStats }> {
  const asked = options.asked ?? new Map<string, JudgeAnswer>();
  const stats: JudgeStats = {
    asked: 0,
    uncertain: 0,
    accepts: 0,
    refusals: 0,
    product: 0,
    notProduct: 0,
    doubted: 0,
    reconsidered: 0,
    withdrawn: 0,
    failed: 0,
  };
  const perSearch = new Map<string, Verdicts>();
  for (const c of cases) {
    const mention: EvalMention = { ...c.mention, brand: c.mention.brand ?? null };
    const candidates = c.candidates.map(({ expected: _, ...candidate }) => candidate);
    const results = matchCandidates(mention, candidates);
    const judged: Verdicts = [];
    for (const [i, result] of results.entries()) {
      const candidate = candidates[i]!;
      const accept = result.verdict === "verified";
      const refusal = softlyRefused(result);
      if (!accept && !refusal && !inUncertainBand(result)) {
        judged.push(result);
        continue;
      }
      const key = `${mention.brand ?? ""}\u0000${mention.product_name}\u0000${candidate.asin}`;
      let answer = asked.get(key);
      if (!answer) {
        stats.asked++;
        if (accept) stats.accepts++;
        else if (refusal) stats.refusals++;
        else stats.uncertain++;
        try {
          let verdict = await evalJudge.judge.judge(mention, candidate);
          // As the pipeline does: the judge lists what the rules doubt only if it says so twice.
          if (!accept && isTheProduct(verdict)) {
            stats.reconsidered++;
            verdict = await evalJudge.judge.reconsider(mention, candidate, doubtOf(result, candidate.asin, candidates));
            if (!isTheProduct(verdict)) stats.withdrawn++;
          }
          answer = isTheProduct(verdict) ? "product" : "not the product";
          if (answer === "product") stats.product++;
          else {
            stats.notProduct++;
            if (accept) stats.doubted++;
          }
        } catch {
          answer = "failed";
          stats.failed++;
        }
        asked.set(key, answer);
        options.onProgress?.(stats.asked, stats);
      }
      if (answer === "failed") judged.push(result);
      else {
        const verdict = answer === "product" ? "verified" : accept ? "review" : "rejected";
        judged.push({ ...result, verdict, reasons: [...result.reasons, `LLM judge: ${answer}`] });
      }
    }
    perSearch.set(searchKey(mention, candidates), judged);
  }
  const matcher: SetMatcherLike = {
    all: (mention, candidates) =>
      perSearch.get(searchKey(mention, candidates)) ?? (options.otherwise?.all ?? matchCandidates)(mention, candidates),
  };
  return { matcher, stats };
}

export function formatJudgeStats(stats: JudgeStats, model: string): string {
  return [
    `LLM judge (${model}): ${stats.asked} candidates asked (${stats.uncertain} uncertain, ${stats.accepts} the rules had verified, ${stats.refusals} they had refused softly),`,
    `${stats.product} judged the product, ${stats.notProduct} not (${stats.doubted} of them accepts the judge doubted, counted as review;`,
    `${stats.withdrawn} of the ${stats.reconsidered} it called the product against the rules' doubt, withdrawn on a second reading),`,
    `${stats.failed} left on the rules' verdict (the call failed or its answer was unusable).`,
  ].join(" ");
}

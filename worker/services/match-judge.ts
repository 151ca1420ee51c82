/**
 * The LLM adjudicator of the uncertain band (issue 21, item 4). The rule matcher
 * (./matching) stays the judge of record: only candidates it scored between its review and
 * verified thresholds, without a hard refusal, and that no admin has decided or is about to, go
 * to the configured LLM (worker/providers/llm/judge.ts). Its verdict lists the candidate
 * (same_product with relation exact, variant or pack) or drops it (anything else), with its
 * reason stored in the listing's match reasons. Every verdict is cached per product key and item,
 * so a pair is asked once; a task run makes at most JUDGE_CALLS_PER_RUN calls; an error, a
 * timeout or an answer outside the schema leaves the candidate in the review queue.
 */
import type { Db } from "../db/client";
import { batch } from "../db/batch";
import { judgementsOf, pendingReviewAsins, saveJudgementStatement, type MatchJudgementRow } from "../db/queries/match-judgements";
import type { JudgeMention, JudgeRelation, JudgeVerdict, ListingJudge } from "../providers/llm/judge";
import { MATCH_THRESHOLDS, type MatchCandidate, type MatchResult } from "./matching";

/** Calls to the LLM in one task run; the candidates past it wait for an admin. */
export const JUDGE_CALLS_PER_RUN = 50;
/** One verdict, retries included: past it the call counts as failed. */
export const JUDGE_CALL_TIMEOUT_MS = 30_000;

/** The relations that make an item the product for a buyer (decision record 0014). */
const THE_PRODUCT: ReadonlySet<JudgeRelation> = new Set(["exact", "variant", "pack"]);

/** One task run's use of the judge: its call budget. */
export interface JudgeSession {
  judge: ListingJudge;
  limit: number;
  timeoutMs: number;
  calls: number;
  /** Set once the budget is spent (the log line is written once). */
  capped: boolean;
}

export function judgeSession(
  judge: ListingJudge | undefined,
  options: { limit?: number; timeoutMs?: number } = {},
): JudgeSession | undefined {
  if (!judge) return undefined;
  return {
    judge,
    limit: options.limit ?? JUDGE_CALLS_PER_RUN,
    timeoutMs: options.timeoutMs ?? JUDGE_CALL_TIMEOUT_MS,
    calls: 0,
    capped: false,
  };
}

/**
 * Whether the rules left a candidate uncertain: a score in [review, verified). A hard refusal
 * (not new, another market, a bundle, a book about it) is never sent, whatever its score.
 */
export function inUncertainBand(match: MatchResult & { hard?: boolean }): boolean {
  return match.verdict === "review" && !match.hard && match.score >= MATCH_THRESHOLDS.review && match.score < MATCH_THRESHOLDS.verified;
}

type Judged<T> = { item: T; match: MatchResult };

export interface Adjudicated<T> {
  /** Judged the product: listed after the rule-verified items. */
  listed: Judged<T>[];
  /** Still uncertain (not sent, over the budget, or the call failed): for the review queue. */
  doubtful: Judged<T>[];
  /** Judged not the product: neither listed nor queued. */
  rejected: Judged<T>[];
}

/** The candidate item as the judge reads it: the storable item plus the marketplace's structured fields. */
type JudgeableItem = { amazon_product_id: string; title: string } & Omit<Partial<MatchCandidate>, "asin" | "title">;

function verdictReason(verdict: Pick<JudgeVerdict, "same_product" | "relation" | "reason">, model: string): string {
  const said = verdict.same_product && THE_PRODUCT.has(verdict.relation) ? "judged the product" : "judged not the product";
  return `${said} by the LLM judge (${model}, ${verdict.relation}): ${verdict.reason}`;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no verdict within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends a product's doubtful candidates in the uncertain band to the judge (cached verdicts
 * first, then fresh calls within the run's budget) and sorts them by its verdicts.
 */
export async function adjudicate<T extends JudgeableItem>(
  db: Db,
  session: JudgeSession | undefined,
  matchKey: string,
  mention: JudgeMention,
  doubtful: Judged<T>[],
): Promise<Adjudicated<T>> {
  const out: Adjudicated<T> = { listed: [], doubtful: [], rejected: [] };
  const band = doubtful.filter((d) => inUncertainBand(d.match));
  if (!session || band.length === 0) return { ...out, doubtful };
  const asins = band.map((d) => d.item.amazon_product_id);
  const [cached, queued] = await batch(db, [judgementsOf(db, matchKey, asins), pendingReviewAsins(db, matchKey, asins)]);
  const known = new Map<string, Pick<MatchJudgementRow, "same_product" | "relation" | "reason" | "model">>(
    cached.map((row) => [row.amazon_product_id, row]),
  );
  // A candidate already waiting for an admin stays the admin's to decide.
  const waiting = new Set(queued.map((row) => row.asin));

  for (const candidate of doubtful) {
    const asin = candidate.item.amazon_product_id;
    if (!inUncertainBand(candidate.match) || waiting.has(asin)) {
      out.doubtful.push(candidate);
      continue;
    }
    let verdict = known.get(asin);
    if (!verdict) {
      if (session.calls >= session.limit) {
        if (!session.capped) {
          session.capped = true;
          console.log(
            `match judge: the cap of ${session.limit} LLM calls for this task run is reached; the remaining uncertain candidates wait in the admin review queue`,
          );
        }
        out.doubtful.push(candidate);
        continue;
      }
      session.calls++;
      try {
        const { amazon_product_id: _id, ...fields } = candidate.item;
        const answer = await withTimeout(session.judge.judge(mention, { ...fields, asin }), session.timeoutMs);
        verdict = { ...answer, model: session.judge.model };
        await saveJudgementStatement(db, { match_key: matchKey, amazon_product_id: asin, ...verdict });
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        console.warn(`match judge: ${asin} for "${matchKey}" stays in review (${session.judge.provider}: ${why})`);
        out.doubtful.push(candidate);
        continue;
      }
    }
    const reasons = [...candidate.match.reasons, verdictReason(verdict, verdict.model)];
    if (verdict.same_product && THE_PRODUCT.has(verdict.relation)) {
      out.listed.push({ item: candidate.item, match: { ...candidate.match, verdict: "verified", reasons } });
    } else {
      out.rejected.push({ item: candidate.item, match: { ...candidate.match, verdict: "rejected", reasons } });
    }
  }
  return out;
}

/**
 * The LLM reader of the rule matcher's doubtful verdicts (issue 21, item 4). The rules
 * (./matching) stay the judge of record; the configured LLM (worker/providers/llm/judge.ts) reads
 * three kinds of candidate no admin has decided, in this order, while the run's budget lasts.
 * First the uncertain band (a score between the review and verified thresholds, no hard refusal,
 * not already waiting for an admin): the rules cannot tell, so the LLM's verdict lists the
 * candidate (same_product with relation exact, variant or pack) or drops it. Then the rules'
 * accepts: they are where the rules' precision is lost (a false accept is listed to every
 * visitor), and a capable reader sees those mistakes well. The LLM does not overrule an accept on
 * its own: one it judges not the product goes to the admin review queue, since rules and LLM
 * disagree and an admin settles it; one it judges the product stays listed with its reason. Last
 * the rules' soft refusals (a score from JUDGE_READS_REFUSALS_FROM up to the review threshold, no
 * hard refusal): they are where the rules' recall is lost, and one the LLM judges the product is
 * listed like a band candidate it judges so (measured on searches nobody tuned on:
 * docs/evaluation.md, "The LLM judge measured"). A band candidate or soft refusal the LLM judges
 * the product is read a second time, with the rules' reasons and the search's other titles in
 * front of it, and listed only if it says so again: alone with the item, the first reading takes a
 * sibling's word ("Plus", "Ceramic") for description. The band goes first because its candidates
 * otherwise wait for an admin; an accept left unread is still listed, a refusal left unread
 * stays refused. Every final verdict is cached per product key and item, so a pair is asked once; a
 * task run makes at most JUDGE_CALLS_PER_RUN calls; an error, a timeout or an answer outside the
 * schema leaves the candidate where the rules put it (the band in the review queue, an accept
 * listed, a refusal refused). A hard refusal (not new, another market, a bundle, a book about it)
 * is never read.
 */
import type { Db } from "../db/client";
import { batch } from "../db/batch";
import { judgementsOf, pendingReviewAsins, saveJudgementStatement, type MatchJudgementRow } from "../db/queries/match-judgements";
import type { JudgeDoubt, JudgeMention, JudgeRelation, JudgeVerdict, ListingJudge } from "../providers/llm/judge";
import { MATCH_THRESHOLDS, type MatchCandidate, type MatchResult } from "./matching";

/** Calls to the LLM in one task run; uncertain candidates past it wait for an admin, accepts stay listed and refusals refused, unread. */
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

/**
 * The lowest score of a rule refusal the judge reads. Below it the rules have found the listing to
 * be another product by more than one sign; from it up to the review threshold, by one sign a
 * reader can weigh (a word no other listing has, a size or edition the mention does not name).
 */
export const JUDGE_READS_REFUSALS_FROM = 0.3;

/** Whether the rules refused a candidate softly: rejected, no hard refusal, a score from JUDGE_READS_REFUSALS_FROM. */
export function softlyRefused(match: MatchResult & { hard?: boolean }): boolean {
  return match.verdict === "rejected" && !match.hard && match.score >= JUDGE_READS_REFUSALS_FROM;
}

type Judged<T> = { item: T; match: MatchResult };

/** One item of the search as the second reading lists it. */
export interface SearchedTitle {
  asin: string;
  title: string;
}

/**
 * What the second reading is shown of the rules' doubt about one item: their reasons, and the
 * titles of the search's other items in the search's order.
 */
export function doubtOf(match: Pick<MatchResult, "reasons">, asin: string, search: readonly SearchedTitle[]): JudgeDoubt {
  return { notes: match.reasons, others: search.filter((other) => other.asin !== asin).map((other) => other.title) };
}

export interface Adjudicated<T> {
  /** Uncertain candidates, then soft refusals, judged the product: listed after the rule-verified items. */
  listed: Judged<T>[];
  /** Still uncertain (not sent, over the budget, or the call failed): for the review queue. */
  doubtful: Judged<T>[];
  /** Uncertain candidates and soft refusals judged not the product: neither listed nor queued. */
  rejected: Judged<T>[];
  /**
   * The rules' accepts that stay listed, in the order given: judged the product (the judge's
   * reason appended) or not read (over the budget, or the call failed).
   */
  kept: Judged<T>[];
  /** The rules' accepts judged not the product: verdict "review", for the review queue. */
  doubted: Judged<T>[];
}

/** The candidate item as the judge reads it: the storable item plus the marketplace's structured fields. */
type JudgeableItem = { amazon_product_id: string; title: string } & Omit<Partial<MatchCandidate>, "asin" | "title">;

type Verdict = Pick<MatchJudgementRow, "same_product" | "relation" | "reason" | "model">;

/** Whether a verdict makes the item the product: same_product with an exact, variant or pack relation. */
export const isTheProduct = (verdict: Pick<JudgeVerdict, "same_product" | "relation">) =>
  verdict.same_product && THE_PRODUCT.has(verdict.relation);

function verdictReason(verdict: Pick<JudgeVerdict, "same_product" | "relation" | "reason">, model: string): string {
  const said = isTheProduct(verdict) ? "judged the product" : "judged not the product";
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
 * The one way a candidate is asked about: its cached verdict, else a fresh call within the run's
 * budget, kept once answered. Undefined when there is no verdict (over the budget, or the call
 * failed); `unread` says in the log lines where such a candidate stays.
 */
async function verdictOn<T extends JudgeableItem>(
  db: Db,
  session: JudgeSession,
  matchKey: string,
  mention: JudgeMention,
  item: T,
  known: Map<string, Verdict>,
  unread: string,
  doubt?: JudgeDoubt,
): Promise<Verdict | undefined> {
  const asin = item.amazon_product_id;
  const cached = known.get(asin);
  if (cached) return cached;
  const withinBudget = () => {
    if (session.calls < session.limit) {
      session.calls++;
      return true;
    }
    if (!session.capped) {
      session.capped = true;
      console.log(
        `match judge: the cap of ${session.limit} LLM calls for this task run is reached; the remaining uncertain candidates wait in the admin review queue, the rules' remaining accepts stay listed unread and their remaining soft refusals stay refused`,
      );
    }
    return false;
  };
  if (!withinBudget()) return undefined;
  try {
    const { amazon_product_id: _id, ...fields } = item;
    let answer = await withTimeout(session.judge.judge(mention, { ...fields, asin }), session.timeoutMs);
    // What the rules doubt is listed only when the judge, shown their doubt, says so again: the
    // first reading sees the item alone and takes a sibling's word for description. Only the final
    // word is kept, so a pair read once is never listed on a later run.
    if (doubt && isTheProduct(answer)) {
      if (!withinBudget()) return undefined;
      answer = await withTimeout(session.judge.reconsider(mention, { ...fields, asin }, doubt), session.timeoutMs);
    }
    const verdict = { ...answer, model: session.judge.model };
    await saveJudgementStatement(db, { match_key: matchKey, amazon_product_id: asin, ...verdict });
    known.set(asin, verdict);
    return verdict;
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    console.warn(`match judge: ${asin} for "${matchKey}" ${unread} (${session.judge.provider}: ${why})`);
    return undefined;
  }
}

/**
 * Sends a product's doubtful candidates in the uncertain band, then the rules' accepts, then their
 * soft refusals, none decided by an admin, to the judge (cached verdicts first, then fresh calls
 * within the run's budget) and sorts them by its verdicts. `accepted` must hold only candidates
 * the rules verified and `refused` only ones they rejected, none an admin decided: an admin's
 * decision is never second-guessed. A refusal that is hard or scored below
 * JUDGE_READS_REFUSALS_FROM is not read. `search` is every item the search returned, in its
 * order: the titles a second reading is shown beside the one it reads again.
 */
export async function adjudicate<T extends JudgeableItem>(
  db: Db,
  session: JudgeSession | undefined,
  matchKey: string,
  mention: JudgeMention,
  doubtful: Judged<T>[],
  accepted: Judged<T>[] = [],
  refused: Judged<T>[] = [],
  search: readonly SearchedTitle[] = [],
): Promise<Adjudicated<T>> {
  const out: Adjudicated<T> = { listed: [], doubtful: [], rejected: [], kept: [], doubted: [] };
  const band = doubtful.filter((d) => inUncertainBand(d.match));
  const soft = refused.filter((r) => softlyRefused(r.match));
  if (!session || band.length + accepted.length + soft.length === 0) return { ...out, doubtful, kept: accepted };
  const undecided = [...band, ...soft].map((d) => d.item.amazon_product_id);
  const asked = [...undecided, ...accepted.map((a) => a.item.amazon_product_id)];
  const [cached, queued] = await batch(db, [judgementsOf(db, matchKey, asked), pendingReviewAsins(db, matchKey, undecided)]);
  const known = new Map<string, Verdict>(cached.map((row) => [row.amazon_product_id, row]));
  // A candidate already waiting for an admin stays the admin's to decide. An accept is read even
  // then: one the judge doubted in an earlier run must not be listed now.
  const waiting = new Set(queued.map((row) => row.asin));
  const judgedBy = (candidate: Judged<T>, verdict: Verdict): Judged<T> => ({
    item: candidate.item,
    match: {
      ...candidate.match,
      verdict: isTheProduct(verdict) ? "verified" : "rejected",
      reasons: [...candidate.match.reasons, verdictReason(verdict, verdict.model)],
    },
  });

  for (const candidate of doubtful) {
    const asin = candidate.item.amazon_product_id;
    const verdict =
      inUncertainBand(candidate.match) && !waiting.has(asin)
        ? await verdictOn(db, session, matchKey, mention, candidate.item, known, "stays in review", doubtOf(candidate.match, asin, search))
        : undefined;
    if (!verdict) {
      out.doubtful.push(candidate);
      continue;
    }
    (isTheProduct(verdict) ? out.listed : out.rejected).push(judgedBy(candidate, verdict));
  }

  for (const candidate of accepted) {
    const verdict = await verdictOn(db, session, matchKey, mention, candidate.item, known, "stays listed on the rules' verdict");
    if (!verdict) {
      out.kept.push(candidate);
      continue;
    }
    const reasons = [...candidate.match.reasons, verdictReason(verdict, verdict.model)];
    if (isTheProduct(verdict)) out.kept.push({ item: candidate.item, match: { ...candidate.match, reasons } });
    else out.doubted.push({ item: candidate.item, match: { ...candidate.match, verdict: "review", reasons } });
  }

  for (const candidate of soft) {
    const asin = candidate.item.amazon_product_id;
    if (waiting.has(asin)) continue;
    const verdict = await verdictOn(
      db,
      session,
      matchKey,
      mention,
      candidate.item,
      known,
      "stays refused",
      doubtOf(candidate.match, asin, search),
    );
    if (verdict) (isTheProduct(verdict) ? out.listed : out.rejected).push(judgedBy(candidate, verdict));
  }
  return out;
}

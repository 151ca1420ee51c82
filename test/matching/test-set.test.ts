/**
 * The frozen test set of the listing matcher (issue 21): searches written blind, by authors who
 * never saw the matcher's code, reasons or mistakes, over many more categories than the demo's.
 * Nobody who tunes the matcher reads it; it is never edited to fit the matcher (a wrong label is
 * fixed with a note in test-set.history.md, whose last entry must name the file's current hash).
 */
import { describe, expect, it } from "vitest";
import { formatJudgeStats, judgedMatcher, recordedJudge } from "../../scripts/lib/judge-eval";
import { judgeRecordingsSchema } from "../../scripts/lib/judge-recordings";
import { evaluateMatcher, formatMatcherReport, formatSetComparison } from "../../scripts/lib/matcher-eval";
import { parseLabelledCases } from "../../scripts/lib/matcher-labels";
import { matchCandidates } from "../../worker/services/matching";
// Imported, not read: the Workers pool has no file system.
import generatedDevelopmentFile from "../fixtures/matching/labelled-listings.json";
import history from "../fixtures/matching/test-set.history.md?raw";
import testFileText from "../fixtures/matching/test-set.json?raw";
import testSetJudgeRecordings from "../fixtures/matching/test-set.judge.json";

const testCases = parseLabelledCases(JSON.parse(testFileText));
/** Every blind development file (dev-blind.json, dev-blind-2.json, …), as `npm run eval` reads them. */
const blindDevelopmentFiles = import.meta.glob<unknown>("../fixtures/matching/dev-blind*.json", { eager: true, import: "default" });
const developmentCases = [
  ...parseLabelledCases(generatedDevelopmentFile),
  ...Object.values(blindDevelopmentFiles).flatMap((file) => parseLabelledCases(file)),
];

/** The kinds a buyer meets every day that the earlier, own-written set missed (issue 21). */
const KINDS = [
  "spelled-number",
  "split-joined",
  "brand-alias",
  "no-brand-field",
  "foreign-title",
  "bracket-model",
  "pack",
  "extras",
  "color-edition",
  "book-format",
  "renewed",
  "region-variant",
  "guide-about",
  "bundle",
  "accessory-product",
  "not-sold",
];

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("the frozen test set", () => {
  it("holds at least 600 searches over at least 20 categories, every kind of the issue many times", () => {
    expect(testCases.length).toBeGreaterThanOrEqual(600);
    expect(new Set(testCases.map((c) => c.mention.category)).size).toBeGreaterThanOrEqual(20);
    const kinds = new Map<string, number>();
    for (const c of testCases) for (const kind of c.kinds ?? []) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    for (const kind of KINDS) expect(kinds.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(20);
  });

  it("shares no search with the development set", () => {
    expect(Object.keys(blindDevelopmentFiles)).toContain("../fixtures/matching/dev-blind.json");
    const developmentIds = new Set(developmentCases.map((c) => c.id));
    expect(testCases.filter((c) => developmentIds.has(c.id))).toEqual([]);
  });

  it("is the file its history's last entry names: never edited without a note", async () => {
    const hashes = [...history.matchAll(/sha256 ([0-9a-f]{64})/g)].map((m) => m[1]);
    expect(hashes.at(-1)).toBe(await sha256(testFileText));
  });
});

/**
 * Issue 21 asks for precision 98 % and recall 92 % here; the matcher does not reach them yet (see
 * docs/decisions/0014-listing-matcher.md for the figures). Until it does, the test holds the
 * figures it has reached, so a change that makes listings worse on unseen products fails.
 */
const PRECISION_FLOOR = 0.92;
const RECALL_FLOOR = 0.84;

describe("the matcher on the frozen test set", () => {
  it("keeps the figures it reached on searches nobody tuned it on", () => {
    const test = evaluateMatcher(testCases, { all: matchCandidates });
    const development = evaluateMatcher(developmentCases, { all: matchCandidates });
    // The figures only: the test set's mistakes are never printed, so a failure does not teach the tuner its labels.
    const detail = `${formatMatcherReport(test, "the frozen test set")}\n\n${formatSetComparison({ development: development.overall, test: test.overall })}`;
    expect(test.overall.precision, detail).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(test.overall.recall, detail).toBeGreaterThanOrEqual(RECALL_FLOOR);
    // Two sets of 1,100 searches each: seconds alone, more while other suites share the machine.
  }, 60_000);
});

/**
 * Where an LLM is configured, the judge reads the rules' uncertain band, accepts and soft refusals,
 * and reads again what it calls the product against the rules' doubt (worker/services/match-judge.ts).
 * Its recorded answers (test-set.judge.json: a stand-in model's, docs/evaluation.md) measure the
 * judged figures again at every run, so a change to the rules or to how their verdicts reach the
 * judge that makes them worse fails here. A request the rules now send that no recording answers
 * keeps the rules' verdict, as an unreachable model's would. The floors are issue 21's targets
 * (the set reads 98.5 % / 92.8 %).
 */
const JUDGED_PRECISION_FLOOR = 0.98;
const JUDGED_RECALL_FLOOR = 0.92;

describe("the matcher with the LLM judge's recorded answers on the frozen test set", () => {
  it("keeps the judged figures it reached", async () => {
    const recordings = judgeRecordingsSchema.parse(testSetJudgeRecordings);
    expect(recordings.files).toEqual(["test-set.json"]);
    const { judge, unrecorded } = recordedJudge(recordings);
    const { matcher, stats } = await judgedMatcher(testCases, judge);
    const test = evaluateMatcher(testCases, matcher);
    const detail = `${formatMatcherReport(test, "the frozen test set, judged")}\n${formatJudgeStats(stats, judge.model)}\n${unrecorded()} requests unrecorded`;
    // Every candidate of the three readings was asked once, and a second time where the judge
    // called the product what the rules doubt: the replay answered them all but the unrecorded.
    expect(stats.asked, detail).toBe(stats.uncertain + stats.accepts + stats.refusals);
    expect(stats.reconsidered, detail).toBeGreaterThan(0);
    expect(stats.failed, detail).toBe(unrecorded());
    expect(test.overall.precision, detail).toBeGreaterThanOrEqual(JUDGED_PRECISION_FLOOR);
    expect(test.overall.recall, detail).toBeGreaterThanOrEqual(JUDGED_RECALL_FLOOR);
  }, 60_000);
});

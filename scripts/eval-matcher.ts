/**
 * Measures the listing matcher (worker/services/matching) on labelled marketplace searches:
 * precision and recall of "verified", per category and overall.
 *
 *   npm run eval [-- FILE] [--json] [--mistakes] [--judge [--recorded | --record]]
 *
 * `--judge` measures the rules with the LLM judge reading their uncertain band, their accepts (an
 * accept it doubts counts as review) and their soft refusals, reading again what it calls the
 * product against the rules' doubt, as the pipeline uses it where an LLM is configured
 * (scripts/lib/judge-run.ts); without one it says how to configure one and exits 2.
 * `--recorded` answers from the judge's recorded answers instead (test-set.judge.json, and
 * development.judge.json for the development files it names), so anyone can measure the judged
 * figures again without the model; `--record` asks the configured model about both sets and
 * writes those two files (scripts/lib/judge-recordings.ts).
 *
 * Without FILE it measures the two sets of docs/evaluation.md side by side: the development set
 * (tuned on freely: the generated labelled-listings.json plus every dev-blind*.json, each file's
 * figures shown under the set's) and
 * the frozen test set (test-set.json, written blind and never tuned on), and the gap between them.
 * `--mistakes` lists the development set's mistakes only: whoever tunes the matcher never reads
 * the test set's. With FILE (format: docs/evaluation.md) it measures that file alone.
 * `--readme` writes the side-by-side figures into README.md between its eval:matcher markers (the
 * rules alone) and its eval:judge markers (with the recorded judge), and `--check-readme` (run by
 * `npm run lint`) fails when those figures are not what the matcher scores now: the README's
 * figures are only ever the command's.
 * Exit codes: 0 measured, 2 a file is missing, not JSON or malformed (the message names the bad
 * case), 3 the README's figures are stale, 1 anything else.
 */
import "./bench/worker-modules.ts";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  evaluateMatcher,
  type SetMatcherLike,
  formatMatcherReport,
  formatMistakes,
  formatSetComparison,
  mergeReports,
} from "./lib/matcher-eval.ts";
import { LabelledFileError, parseLabelledCases, type LabelledCase } from "./lib/matcher-labels.ts";
import type { JudgeRecordings, RecordedAnswer } from "./lib/judge-recordings.ts";

// After worker-modules.ts: the Worker's own modules load through its hooks.
const { matchCandidates, MATCH_THRESHOLDS } =
  (await import("../worker/services/matching/index.ts")) as typeof import("../worker/services/matching/index.ts");
const { formatRecordings, judgeRecordingsSchema, recordingFetch } =
  (await import("./lib/judge-recordings.ts")) as typeof import("./lib/judge-recordings.ts");
const { formatJudgeStats, judgedMatcher, recordedJudge } = (await import("./lib/judge-eval.ts")) as typeof import("./lib/judge-eval.ts");

const ROOT = join(import.meta.dirname, "..");
const SETS = join(ROOT, "test", "fixtures", "matching");
/** The generated set, then every blind development file (dev-blind.json, dev-blind-2.json, …). */
const DEVELOPMENT_FILES = [
  join(SETS, "labelled-listings.json"),
  ...readdirSync(SETS)
    .flatMap((name) => {
      const blind = /^dev-blind(?:-(\d+))?\.json$/.exec(name);
      return blind ? [{ name, order: Number(blind[1] ?? 1) }] : [];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ name }) => join(SETS, name)),
];
const TEST_FILE = join(SETS, "test-set.json");
/** The judge's recorded answers: the test set's apart, so that whoever tunes never reads them. */
const RECORDINGS = { development: join(SETS, "development.judge.json"), test: join(SETS, "test-set.judge.json") };
const README = join(ROOT, "README.md");
/** The README's blocks by their markers: the rules alone, and with the recorded judge. */
const README_MARKERS = { rules: "eval:matcher", judge: "eval:judge" } as const;
const readmeBlock = (marker: string) => new RegExp(`(<!-- ${marker}:start -->\\n)[\\s\\S]*?(<!-- ${marker}:end -->)`);

function readCases(file: string): LabelledCase[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new LabelledFileError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LabelledFileError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseLabelledCases(value);
}

function shown(file: string): string {
  const fromHere = relative(process.env.INIT_CWD ?? process.cwd(), file);
  return fromHere && !fromHere.startsWith("..") ? fromHere : file;
}

const thresholdsLine = () =>
  `Thresholds: verified at a score of ${MATCH_THRESHOLDS.verified} or more, review from ${MATCH_THRESHOLDS.review}.`;

function measureOneFile(file: string, json: boolean, withMistakes: boolean) {
  const report = evaluateMatcher(readCases(file), matcher);
  if (json) {
    const { mistakes, ...figures } = report;
    console.log(
      JSON.stringify({ file: shown(file), thresholds: MATCH_THRESHOLDS, ...figures, ...(withMistakes ? { mistakes } : {}) }, null, 2),
    );
    return;
  }
  console.log(formatMatcherReport(report, shown(file)));
  console.log(`\n${thresholdsLine()}`);
  if (withMistakes) console.log(`\n${formatMistakes(report.mistakes)}`);
  else if (report.mistakes.length) console.log(`${report.mistakes.length} mistakes; --mistakes lists them.`);
}

/**
 * Both sets measured with `measured`: each development file read and measured once, its figures
 * the rows under the set's, the set's report their sum.
 */
function measureSets(measured: SetMatcherLike, files = DEVELOPMENT_FILES.filter((file) => existsSync(file))) {
  const reports = files.map((file) => evaluateMatcher(readCases(file), measured));
  return {
    files,
    development: mergeReports(reports),
    parts: files.map((file, i) => ({ name: basename(file), figures: reports[i]!.overall })),
    test: evaluateMatcher(readCases(TEST_FILE), measured),
  };
}

function measureBothSets(json: boolean, withMistakes: boolean, files?: string[]) {
  const { files: developmentFiles, development, parts, test } = measureSets(matcher, files);
  if (json) {
    const { mistakes, ...developmentFigures } = development;
    const { mistakes: _withheld, ...testFigures } = test;
    const gap = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
    console.log(
      JSON.stringify(
        {
          thresholds: MATCH_THRESHOLDS,
          development: {
            files: developmentFiles.map(shown),
            ...developmentFigures,
            parts,
            ...(withMistakes ? { mistakes } : {}),
          },
          test: { file: shown(TEST_FILE), overall: testFigures.overall },
          gap: {
            precision: gap(test.overall.precision, development.overall.precision),
            recall: gap(test.overall.recall, development.overall.recall),
          },
        },
        null,
        2,
      ),
    );
    return;
  }
  console.log(formatMatcherReport(development, `the development set (${developmentFiles.map(shown).join(" + ")})`));
  console.log(`\n${formatSetComparison({ development: development.overall, test: test.overall, parts })}`);
  console.log(`\n${thresholdsLine()}`);
  if (withMistakes) console.log(`\nDevelopment set mistakes (the test set's are never listed):\n${formatMistakes(development.mistakes)}`);
  else if (development.mistakes.length) console.log(`${development.mistakes.length} development mistakes; --mistakes lists them.`);
}

/** The development files the judge's recordings answer for: the ones development.judge.json names. */
function recordedDevelopmentFiles(recordings: JudgeRecordings): string[] {
  const named = new Set(recordings.files);
  return DEVELOPMENT_FILES.filter((file) => named.has(basename(file)) && existsSync(file));
}

function readRecordings(file: string): JudgeRecordings {
  const parsed = judgeRecordingsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new LabelledFileError(`${shown(file)} is not a judge's recordings file: ${parsed.error.message}`);
  return parsed.data;
}

/** `cases` judged from `recordings`, with the judge's counts and the requests nothing answered. */
async function judgedFromRecordings(recordings: JudgeRecordings, cases: LabelledCase[], otherwise?: SetMatcherLike) {
  const { judge, unrecorded } = recordedJudge(recordings);
  const { matcher, stats } = await judgedMatcher(cases, judge, { otherwise });
  return { matcher, report: formatJudgeStats(stats, judge.model), unrecorded: unrecorded() };
}

const unrecordedLine = (count: number) => `${count} requests had no recorded answer and kept the rules' verdict.`;

/**
 * The development files the recordings name and the test set, judged from the recordings: each
 * set by its own file, so the development run never reads the test set's answers.
 */
async function recordedJudgeSets(): Promise<{ matcher: SetMatcherLike; files: string[]; report: string }> {
  const recordings = readRecordings(RECORDINGS.development);
  const files = recordedDevelopmentFiles(recordings);
  const development = await judgedFromRecordings(recordings, files.flatMap(readCases));
  const test = await judgedFromRecordings(readRecordings(RECORDINGS.test), readCases(TEST_FILE), development.matcher);
  const report = [`development: ${development.report}`, `test: ${test.report}`, unrecordedLine(development.unrecorded + test.unrecorded)];
  return { matcher: test.matcher, files, report: report.join("\n") };
}

/** --judge --recorded FILE: FILE judged from the recordings that name it. */
async function recordedJudgeFile(file: string): Promise<{ matcher: SetMatcherLike; report: string }> {
  // The test set's answers are read only to measure the test set.
  const recordings = readRecordings(basename(file) === basename(TEST_FILE) ? RECORDINGS.test : RECORDINGS.development);
  if (!recordings.files.includes(basename(file)))
    throw new LabelledFileError(`no recordings of the judge name ${basename(file)}; \`--judge --record\` writes them`);
  const { matcher, report, unrecorded } = await judgedFromRecordings(recordings, readCases(file));
  return { matcher, report: `${report}\n${unrecordedLine(unrecorded)}` };
}

/** --judge --record: both sets asked of the configured model, its answers written to the two recordings files. */
async function recordJudgeSets(): Promise<SetMatcherLike | null> {
  const { judgedMatcherFromSettings } = (await import("./lib/judge-run.ts")) as typeof import("./lib/judge-run.ts");
  const files = DEVELOPMENT_FILES.filter((file) => existsSync(file));
  const answers = { development: {} as Record<string, RecordedAnswer>, test: {} as Record<string, RecordedAnswer> };
  const development = await judgedMatcherFromSettings(files.flatMap(readCases), {
    http: { fetch: recordingFetch(fetch, answers.development) },
  });
  if (!development) return null;
  const judged = await judgedMatcherFromSettings(readCases(TEST_FILE), {
    http: { fetch: recordingFetch(fetch, answers.test) },
    otherwise: development.matcher,
  });
  if (!judged) return null;
  const model = `${judged.model}, ${new Date().toISOString().slice(0, 10)}`;
  const write = (file: string, recordings: JudgeRecordings) => {
    writeFileSync(file, formatRecordings(recordings));
    console.error(`${shown(file)}: ${Object.keys(recordings.answers).length} answers recorded.`);
  };
  write(RECORDINGS.development, { model, files: files.map((file) => basename(file)), answers: answers.development });
  write(RECORDINGS.test, { model, files: [basename(TEST_FILE)], answers: answers.test });
  return judged.matcher;
}

/**
 * The README's blocks: the two sets side by side, by the rules alone and with the recorded judge;
 * the sets' rows only (`npm run eval` adds a row per development file), so the README stays short.
 */
async function readmeBlocks(): Promise<Record<keyof typeof README_MARKERS, string>> {
  const table = ({ development, test }: ReturnType<typeof measureSets>) =>
    `\`\`\`text\n${formatSetComparison({ development: development.overall, test: test.overall })}\n\`\`\`\n`;
  const judged = await recordedJudgeSets();
  return { rules: table(measureSets({ all: matchCandidates })), judge: table(measureSets(judged.matcher, judged.files)) };
}

async function syncReadme(write: boolean): Promise<number> {
  const text = readFileSync(README, "utf8");
  const blocks = await readmeBlocks();
  let updated = text;
  for (const [name, marker] of Object.entries(README_MARKERS) as [keyof typeof README_MARKERS, string][]) {
    const block = readmeBlock(marker);
    if (!block.test(updated)) throw new LabelledFileError(`README.md has no <!-- ${marker}:start --> … <!-- ${marker}:end --> block`);
    updated = updated.replace(block, (_, start: string, end: string) => `${start}${blocks[name]}${end}`);
  }
  if (write) {
    writeFileSync(README, updated);
    console.log("README.md: the matcher's figures are written.");
    return 0;
  }
  if (updated === text) return 0;
  console.error("README.md: the matcher's figures are not what it scores now; run `npm run eval -- --readme`.");
  return 3;
}

/** The rules alone, or with the LLM judge (--judge). */
let matcher: SetMatcherLike = { all: matchCandidates };

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: {
      json: { type: "boolean", default: false },
      mistakes: { type: "boolean", default: false },
      judge: { type: "boolean", default: false },
      recorded: { type: "boolean", default: false },
      record: { type: "boolean", default: false },
      readme: { type: "boolean", default: false },
      "check-readme": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  if (values.readme || values["check-readme"]) return syncReadme(values.readme);
  if ((values.recorded || values.record) && !values.judge) {
    console.error("eval: --recorded and --record go with --judge.");
    return 2;
  }
  if (values.recorded && values.record) {
    console.error("eval: --recorded answers from the recordings and --record writes them: choose one.");
    return 2;
  }
  // npm runs scripts from the package root; INIT_CWD is where the command was typed.
  const file = positionals[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]) : null;
  if (values.record && file) {
    console.error("eval: --record records both sets' answers; leave out FILE.");
    return 2;
  }
  let developmentFiles: string[] | undefined;
  if (values.judge && values.recorded) {
    const judged = file ? { ...(await recordedJudgeFile(file)), files: undefined } : await recordedJudgeSets();
    console.error(judged.report);
    matcher = judged.matcher;
    developmentFiles = judged.files;
  } else if (values.judge && values.record) {
    const judged = await recordJudgeSets();
    if (!judged) return 2;
    matcher = judged;
  } else if (values.judge) {
    const { judgedMatcherFromSettings } = (await import("./lib/judge-run.ts")) as typeof import("./lib/judge-run.ts");
    const files = file ? [file] : [...DEVELOPMENT_FILES.filter((name) => existsSync(name)), TEST_FILE];
    const judged = await judgedMatcherFromSettings(files.flatMap(readCases));
    if (!judged) return 2;
    matcher = judged.matcher;
  }
  if (file) measureOneFile(file, values.json, values.mistakes);
  else measureBothSets(values.json, values.mistakes, developmentFiles);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof LabelledFileError) {
    console.error(`eval: ${error.message}`);
    process.exitCode = 2;
  } else {
    console.error(`eval stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
}

/**
 * Measures the listing matcher (worker/services/matching) on labelled marketplace searches:
 * precision and recall of "verified", per category and overall.
 *
 *   npm run eval [-- FILE] [--json] [--mistakes] [--judge]
 *
 * `--judge` measures the rules with the LLM judge reading their uncertain band and their accepts
 * (an accept it doubts counts as review), as the pipeline uses it where an LLM is configured
 * (scripts/lib/judge-run.ts); without one it says how to configure one and exits 2.
 *
 * Without FILE it measures the two sets of docs/evaluation.md side by side: the development set
 * (tuned on freely: the generated labelled-listings.json plus every dev-blind*.json, each file's
 * figures shown under the set's) and
 * the frozen test set (test-set.json, written blind and never tuned on), and the gap between them.
 * `--mistakes` lists the development set's mistakes only: whoever tunes the matcher never reads
 * the test set's. With FILE (format: docs/evaluation.md) it measures that file alone.
 * `--readme` writes the side-by-side figures into README.md between its eval:matcher markers, and
 * `--check-readme` (run by `npm run lint`) fails when those figures are not what the matcher
 * scores now: the README's figures are only ever the command's.
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

// After worker-modules.ts: the Worker's own modules load through its hooks.
const { matchCandidates, MATCH_THRESHOLDS } =
  (await import("../worker/services/matching/index.ts")) as typeof import("../worker/services/matching/index.ts");

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
const README = join(ROOT, "README.md");
const README_BLOCK = /(<!-- eval:matcher:start -->\n)[\s\S]*?(<!-- eval:matcher:end -->)/;

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
function measureSets(measured: SetMatcherLike) {
  const files = DEVELOPMENT_FILES.filter((file) => existsSync(file));
  const reports = files.map((file) => evaluateMatcher(readCases(file), measured));
  return {
    files,
    development: mergeReports(reports),
    parts: files.map((file, i) => ({ name: basename(file), figures: reports[i]!.overall })),
    test: evaluateMatcher(readCases(TEST_FILE), measured),
  };
}

function measureBothSets(json: boolean, withMistakes: boolean) {
  const { files: developmentFiles, development, parts, test } = measureSets(matcher);
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

/** The README's block: the two sets side by side, as `npm run eval` prints them (rules alone). */
function readmeBlock(): string {
  const { development, parts, test } = measureSets({ all: matchCandidates });
  return `\`\`\`text\n${formatSetComparison({ development: development.overall, test: test.overall, parts })}\n\`\`\`\n`;
}

function syncReadme(write: boolean): number {
  const text = readFileSync(README, "utf8");
  if (!README_BLOCK.test(text))
    throw new LabelledFileError("README.md has no <!-- eval:matcher:start --> … <!-- eval:matcher:end --> block");
  const updated = text.replace(README_BLOCK, (_, start: string, end: string) => `${start}${readmeBlock()}${end}`);
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
      readme: { type: "boolean", default: false },
      "check-readme": { type: "boolean", default: false },
    },
    allowPositionals: true,
  });
  if (values.readme || values["check-readme"]) return syncReadme(values.readme);
  if (values.judge) {
    const { judgedMatcherFromSettings } = (await import("./lib/judge-run.ts")) as typeof import("./lib/judge-run.ts");
    const files = positionals[0]
      ? [resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0])]
      : [...DEVELOPMENT_FILES.filter((file) => existsSync(file)), TEST_FILE];
    const judged = await judgedMatcherFromSettings(files.flatMap(readCases));
    if (!judged) return 2;
    matcher = judged;
  }
  // npm runs scripts from the package root; INIT_CWD is where the command was typed.
  if (positionals[0]) measureOneFile(resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]), values.json, values.mistakes);
  else measureBothSets(values.json, values.mistakes);
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

/**
 * Measures the listing matcher (worker/services/matching) on a labelled set of marketplace
 * searches: precision and recall of "verified", per category and overall.
 *
 *   npm run eval [-- FILE] [--json] [--mistakes]
 *
 * FILE defaults to test/fixtures/matching/labelled-listings.json (format: README, "Evaluating
 * the matcher"). Exit codes: 0 measured, 2 the file is missing, not JSON or malformed (the
 * message names the bad case), 1 anything else.
 */
import "./bench/worker-modules.ts";
import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { evaluateMatcher, formatMatcherReport, formatMistakes } from "./lib/matcher-eval.ts";
import { LabelledFileError, parseLabelledCases } from "./lib/matcher-labels.ts";

// After worker-modules.ts: the Worker's own modules load through its hooks.
const { matchCandidate, MATCH_THRESHOLDS } =
  (await import("../worker/services/matching/index.ts")) as typeof import("../worker/services/matching/index.ts");

const ROOT = join(import.meta.dirname, "..");
const DEFAULT_SET = join(ROOT, "test", "fixtures", "matching", "labelled-listings.json");

function readCases(file: string) {
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

function main(): number {
  const { values, positionals } = parseArgs({
    options: { json: { type: "boolean", default: false }, mistakes: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  // npm runs scripts from the package root; INIT_CWD is where the command was typed.
  const file = positionals[0] ? resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]) : DEFAULT_SET;
  const cases = readCases(file);
  const report = evaluateMatcher(cases, matchCandidate);
  const fromHere = relative(process.env.INIT_CWD ?? process.cwd(), file);
  const shown = fromHere && !fromHere.startsWith("..") ? fromHere : file;
  if (values.json) {
    const { mistakes, ...figures } = report;
    console.log(
      JSON.stringify({ file: shown, thresholds: MATCH_THRESHOLDS, ...figures, ...(values.mistakes ? { mistakes } : {}) }, null, 2),
    );
  } else {
    console.log(formatMatcherReport(report, shown));
    console.log(`\nThresholds: verified at a score of ${MATCH_THRESHOLDS.verified} or more, review from ${MATCH_THRESHOLDS.review}.`);
    if (values.mistakes) console.log(`\n${formatMistakes(report.mistakes)}`);
    else if (report.mistakes.length) console.log(`${report.mistakes.length} mistakes; --mistakes lists them.`);
  }
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  if (error instanceof LabelledFileError) {
    console.error(`eval: ${error.message}`);
    process.exitCode = 2;
  } else {
    console.error(`eval stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
}

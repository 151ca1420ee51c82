/**
 * Exports admins' review decisions as labelled cases for the matcher's development set (issue 21,
 * item 5), from the local D1 (the one `npm start` and `npm run dev` use):
 *
 *   npm run eval:export-reviews -- OUT.json [--persist-to DIR]
 *
 * (--persist-to reads another local state directory than .wrangler/state, as wrangler's flag.)
 * OUT.json is written in the format `npm run eval -- OUT.json` measures (docs/matcher-evaluation.md):
 * each decision one case, the mention and that candidate, `expected` true when it was accepted.
 * Exit codes: 0 written (or nothing to export), 2 no OUT given, 1 anything else.
 */
import "./bench/worker-modules.ts";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { d1Query, migrateLocal } from "./lib/local-stack.ts";
import { reviewLabelsToCases, type ReviewLabelRow } from "./lib/review-labels.ts";

// After worker-modules.ts: the Worker's own modules load through its hooks.
const { LABELLED_CASES_SQL } =
  (await import("../worker/db/queries/match-labels.ts")) as typeof import("../worker/db/queries/match-labels.ts");

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { "persist-to": { type: "string" } }, allowPositionals: true });
  const out = positionals[0];
  if (!out) {
    console.error("Usage: npm run eval:export-reviews -- OUT.json [--persist-to DIR]");
    return 2;
  }
  const persistTo = values["persist-to"] ? resolve(process.env.INIT_CWD ?? process.cwd(), values["persist-to"]) : undefined;
  await migrateLocal({ persistTo });
  const cases = reviewLabelsToCases(await d1Query<ReviewLabelRow>(LABELLED_CASES_SQL, { persistTo }));
  if (cases.length === 0) {
    console.log("No review decisions yet: accept or reject candidates at /admin/reviews first. Nothing written.");
    return 0;
  }
  // npm runs scripts from the package root; INIT_CWD is where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), out);
  writeFileSync(file, `${JSON.stringify(cases, null, 2)}\n`);
  const accepted = cases.filter((c) => c.candidates[0]?.expected).length;
  console.log(`Wrote ${cases.length} labelled cases (${accepted} accepted, ${cases.length - accepted} rejected) to ${file}`);
  console.log(`Measure them with: npm run eval -- ${out}`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`eval:export-reviews stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

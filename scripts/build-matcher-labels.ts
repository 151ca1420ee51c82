/**
 * Writes the matcher's labelled set, test/fixtures/matching/labelled-listings.json, from the
 * hand-written tables in scripts/lib/matcher-label-tables.ts (see scripts/lib/matcher-label-build.ts).
 * Edit the tables, not the JSON; `npm test` fails when the file is not what the tables make.
 *
 *   npm run eval:labels
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildLabelledCases, formatLabelledCases } from "./lib/matcher-label-build.ts";

const OUT = join(import.meta.dirname, "..", "test", "fixtures", "matching", "labelled-listings.json");

const cases = buildLabelledCases();
writeFileSync(OUT, formatLabelledCases(cases));
const candidates = cases.flatMap((c) => c.candidates);
console.log(
  `${cases.length} cases, ${candidates.length} candidates (${candidates.filter((c) => c.expected).length} the product) written to ${OUT}`,
);

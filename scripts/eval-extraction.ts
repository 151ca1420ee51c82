/**
 * Measures the configured LLM product extractor on a labelled set of transcripts: product
 * precision and recall, accuracy of `is_sponsored`, the error of `video_timestamp` and the share
 * of mentions left at 0:00; and, with or without an LLM, that share over the demo corpus through
 * the offline extractor.
 *
 *   npm run eval:extraction [-- FILE] [--json]
 *
 * FILE defaults to test/fixtures/extraction/labelled-transcripts.json. The LLM settings are read
 * as `wrangler dev` reads them (wrangler.toml [vars], then .dev.vars), the environment last.
 * Without an LLM it says how to configure one and exits 0.
 */
import "./bench/worker-modules.ts";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { parseLabelledTranscripts } from "./lib/extraction-labels.ts";
import { parseDevVars } from "./lib/real-providers.ts";

// After worker-modules.ts: the Worker's own modules load through its hooks.
const { demoOpeningShare, evalExtractor, formatDemoShare, formatReport, notConfiguredMessage, runExtractionEval } =
  (await import("./lib/extraction-eval.ts")) as typeof import("./lib/extraction-eval.ts");

const ROOT = join(import.meta.dirname, "..");
const DEFAULT_SET = join(ROOT, "test", "fixtures", "extraction", "labelled-transcripts.json");

function settings(): { vars: Record<string, string | undefined>; hasAiBinding: boolean } {
  const wrangler = unstable_readConfig({ config: join(ROOT, "wrangler.toml") }, { hideWarnings: true });
  const fromToml = Object.fromEntries(
    Object.entries(wrangler.vars ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const devVarsPath = join(ROOT, ".dev.vars");
  const devVars = existsSync(devVarsPath) ? parseDevVars(readFileSync(devVarsPath, "utf8")) : {};
  return { vars: { ...fromToml, ...devVars, ...process.env }, hasAiBinding: wrangler.ai !== undefined };
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ options: { json: { type: "boolean", default: false } }, allowPositionals: true });
  const { vars, hasAiBinding } = settings();
  const configured = evalExtractor(vars);
  const demo = await demoOpeningShare();
  if (!configured) {
    const message = notConfiguredMessage(hasAiBinding);
    console.log(values.json ? JSON.stringify({ configured: false, message, demo }, null, 2) : `${formatDemoShare(demo)}\n\n${message}`);
    return 0;
  }
  const file = positionals[0] ? resolve(positionals[0]) : DEFAULT_SET;
  const set = parseLabelledTranscripts(JSON.parse(readFileSync(file, "utf8")));
  console.error(`Measuring ${configured.model} on ${set.length} transcripts from ${file}`);
  const width = String(set.length).length;
  let started = Date.now();
  const report = await runExtractionEval(configured.extractor, set, (p) => {
    const took = ((Date.now() - started) / 1000).toFixed(1);
    const what = p.failure ? `failed: ${p.failure}` : `${p.found} found`;
    console.error(`[${String(p.index).padStart(width)}/${p.total}] ${p.id}: ${what} (${took} s)`);
    started = Date.now();
  });
  console.log(
    values.json
      ? JSON.stringify({ configured: true, model: configured.model, file, ...report, demo }, null, 2)
      : `${formatReport(report, configured.model)}\n\n${formatDemoShare(demo)}`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`eval:extraction stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

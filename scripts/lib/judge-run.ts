/**
 * `npm run eval -- --judge` outside the Worker: reads the LLM settings as `wrangler dev` reads
 * them (wrangler.toml [vars], then .dev.vars, the environment last), asks the judge about the
 * rules' uncertain band, accepts and soft refusals of the cases to measure (./judge-eval.ts) with progress
 * on stderr, and answers the matcher to measure them with and the model asked; null, after saying how to configure
 * one, without an LLM.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { unstable_readConfig } from "wrangler";
import type { HttpOverrides } from "../../worker/lib/http.ts";
import type { SetMatcherLike } from "./matcher-eval.ts";
import type { LabelledCase } from "./matcher-labels.ts";
import { parseDevVars } from "./real-providers.ts";
import { evalJudge, formatJudgeStats, judgedMatcher, judgeNotConfiguredMessage } from "./judge-eval.ts";

const ROOT = join(import.meta.dirname, "..", "..");

function settings(): { vars: Record<string, string | undefined>; hasAiBinding: boolean } {
  const wrangler = unstable_readConfig({ config: join(ROOT, "wrangler.toml") }, { hideWarnings: true });
  const fromToml = Object.fromEntries(
    Object.entries(wrangler.vars ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const devVarsPath = join(ROOT, ".dev.vars");
  const devVars = existsSync(devVarsPath) ? parseDevVars(readFileSync(devVarsPath, "utf8")) : {};
  return { vars: { ...fromToml, ...devVars, ...process.env }, hasAiBinding: wrangler.ai !== undefined };
}

export async function judgedMatcherFromSettings(
  cases: readonly LabelledCase[],
  options: { http?: HttpOverrides; otherwise?: SetMatcherLike } = {},
): Promise<{ matcher: SetMatcherLike; model: string } | null> {
  const { vars, hasAiBinding } = settings();
  const configured = evalJudge(vars, options.http);
  if (!configured) {
    console.error(judgeNotConfiguredMessage(hasAiBinding));
    return null;
  }
  console.error(`Asking ${configured.model} about the rules' uncertain band, accepts and soft refusals of ${cases.length} searches…`);
  const { matcher, stats } = await judgedMatcher(cases, configured, {
    otherwise: options.otherwise,
    onProgress: (done) => {
      if (done % 25 === 0) console.error(`  ${done} asked`);
    },
  });
  console.error(formatJudgeStats(stats, configured.model));
  return { matcher, model: configured.model };
}

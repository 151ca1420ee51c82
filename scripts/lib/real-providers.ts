/**
 * Which real providers the served Worker will use, read from the files `wrangler dev` reads
 * (build/server/wrangler.json and build/server/.dev.vars, copied there by the build). The rules
 * mirror the `configured*` functions behind worker/providers/index.ts: a provider is
 * real once all of its credentials are set.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const REAL_PROVIDERS: readonly { name: string; keys: readonly string[] }[] = [
  { name: "YouTube Data API", keys: ["YOUTUBE_API_KEY"] },
  { name: "transcript service", keys: ["TRANSCRIPT_API_KEY"] },
  { name: "channel owners' captions (Google OAuth)", keys: ["GOOGLE_OAUTH_CLIENT_ID", "GOOGLE_OAUTH_CLIENT_SECRET"] },
  { name: "LLM extraction", keys: ["LLM_BASE_URL", "LLM_MODEL"] },
  { name: "Amazon Creators API", keys: ["CREATORS_API_CLIENT_ID", "CREATORS_API_CLIENT_SECRET", "CREATORS_API_PARTNER_TAG"] },
];
/** The Workers AI binding: extraction by a model on Cloudflare's network. */
const AI_BINDING = "ai";

const ASSIGNMENT = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/;

/** `KEY=value` lines of a .dev.vars file (dotenv syntax: comments, optional quotes). */
export function parseDevVars(text: string): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = ASSIGNMENT.exec(line);
    if (!m) continue;
    const raw = m[2] as string;
    vars[m[1] as string] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw;
  }
  return vars;
}

export interface ServedConfig {
  vars: Record<string, string>;
  hasAiBinding: boolean;
}

/** The names of the real providers this configuration switches on. */
export function realProviders(config: ServedConfig): string[] {
  const set = (key: string) => (config.vars[key] ?? "") !== "";
  const names = REAL_PROVIDERS.filter((p) => p.keys.every(set)).map((p) => p.name);
  if (config.hasAiBinding && !names.includes("LLM extraction")) names.push("Workers AI extraction");
  return names;
}

const builtConfigPath = (root: string) => join(root, "build", "server", "wrangler.json");
const builtDevVarsPath = (root: string) => join(root, "build", "server", ".dev.vars");

/** What the built Worker will be served with. */
export function readServedConfig(root: string): ServedConfig {
  const config = JSON.parse(readFileSync(builtConfigPath(root), "utf8")) as { vars?: Record<string, unknown>; [AI_BINDING]?: unknown };
  const fromToml = Object.fromEntries(
    Object.entries(config.vars ?? {}).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  );
  const devVars = existsSync(builtDevVarsPath(root)) ? parseDevVars(readFileSync(builtDevVarsPath(root), "utf8")) : {};
  return { vars: { ...fromToml, ...devVars }, hasAiBinding: config[AI_BINDING] !== undefined };
}

/**
 * Switches every real provider off in the built copy only (the project's own .dev.vars and
 * wrangler.toml stay as they are), so this run serves the offline corpus; the next build
 * restores them.
 */
export function switchOffRealProviders(root: string): void {
  const keys = new Set(REAL_PROVIDERS.flatMap((p) => p.keys));
  const configPath = builtConfigPath(root);
  const config = JSON.parse(readFileSync(configPath, "utf8")) as { vars?: Record<string, unknown>; [AI_BINDING]?: unknown };
  if (config.vars) for (const key of keys) delete config.vars[key];
  delete config[AI_BINDING];
  writeFileSync(configPath, JSON.stringify(config, null, 2));
  const devVarsPath = builtDevVarsPath(root);
  if (existsSync(devVarsPath)) {
    const kept = readFileSync(devVarsPath, "utf8")
      .split(/\r?\n/)
      .filter((line) => !keys.has(ASSIGNMENT.exec(line)?.[1] ?? ""));
    writeFileSync(devVarsPath, kept.join("\n"));
  }
}

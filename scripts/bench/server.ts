/**
 * The built Worker for the benchmark, served from a private copy of build/. Other engineers'
 * `npm run build` / browser tests rewrite build/ while a benchmark runs, and `wrangler dev`
 * reloads whatever changes under its configuration: a copy keeps one run on one build.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { ROOT, startServer, type Server } from "../lib/local-stack.ts";

const COPY = join(ROOT, ".wrangler", "bench-build");
const METERED_ENTRY = "metered-entry.js";

/**
 * With a simulated distance, the copy is served through scripts/bench/metered-entry.ts, bundled
 * beside the built Worker it wraps (imported as is, never rebuilt): the production entry has no meter.
 */
async function serveMetered(): Promise<void> {
  const server = join(COPY, "server");
  await build({
    entryPoints: [join(ROOT, "scripts", "bench", "metered-entry.ts")],
    outfile: join(server, METERED_ENTRY),
    bundle: true,
    format: "esm",
    platform: "neutral",
    logLevel: "warning",
    external: ["cloudflare:*"],
    plugins: [
      {
        name: "built-worker",
        setup(b) {
          b.onResolve({ filter: /\/worker\/index$/ }, () => ({ path: "./index.js", external: true }));
        },
      },
    ],
  });
  const configPath = join(server, "wrangler.json");
  const config = JSON.parse(readFileSync(configPath, "utf8")) as { main: string };
  writeFileSync(configPath, JSON.stringify({ ...config, main: METERED_ENTRY }));
}

export async function startBenchServer(options: {
  port: number;
  persistTo: string;
  timeoutMs?: number;
  vars?: Record<string, string>;
}): Promise<Server> {
  rmSync(COPY, { recursive: true, force: true });
  cpSync(join(ROOT, "build"), COPY, { recursive: true });
  if (options.vars?.BENCH_D1_LATENCY_MS !== undefined) await serveMetered();
  return startServer({
    ...options,
    // Production does not check its answers against their schemas: neither does the Worker timed here.
    vars: { CHECK_RESPONSES: "false", ...options.vars },
    configPath: join(COPY, "server", "wrangler.json"),
    quiet: true,
    timeoutMs: options.timeoutMs ?? 180_000,
  });
}

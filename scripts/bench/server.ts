/**
 * The built Worker for the benchmark, served from a private copy of build/. Other engineers'
 * `npm run build` / browser tests rewrite build/ while a benchmark runs, and `wrangler dev`
 * reloads whatever changes under its configuration: a copy keeps one run on one build.
 */
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT, startServer, type Server } from "../lib/local-stack.ts";

const COPY = join(ROOT, ".wrangler", "bench-build");

export async function startBenchServer(options: {
  port: number;
  persistTo: string;
  timeoutMs?: number;
  vars?: Record<string, string>;
}): Promise<Server> {
  rmSync(COPY, { recursive: true, force: true });
  cpSync(join(ROOT, "build"), COPY, { recursive: true });
  return startServer({
    ...options,
    // Production does not check its answers against their schemas: neither does the Worker timed here.
    vars: { CHECK_RESPONSES: "false", ...options.vars },
    configPath: join(COPY, "server", "wrangler.json"),
    quiet: true,
    timeoutMs: options.timeoutMs ?? 180_000,
  });
}

/**
 * The built Worker for the benchmark, served from a private copy of build/. Other engineers'
 * `npm run build` / browser tests rewrite build/ while a benchmark runs, and `wrangler dev`
 * reloads whatever changes under its configuration: a copy keeps one run on one build.
 */
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { BIN, ROOT, toolEnv, type Server } from "../lib/local-stack.ts";

const COPY = join(ROOT, ".wrangler", "bench-build");

export async function startBenchServer(options: { port: number; persistTo: string; timeoutMs?: number }): Promise<Server> {
  rmSync(COPY, { recursive: true, force: true });
  cpSync(join(ROOT, "build"), COPY, { recursive: true });
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(
    join(BIN, "wrangler"),
    [
      "dev",
      "--config",
      join(COPY, "server", "wrangler.json"),
      "--port",
      String(options.port),
      "--ip",
      "127.0.0.1",
      "--var",
      `PUBLIC_BASE_URL:http://localhost:${options.port}`,
      "--persist-to",
      options.persistTo,
    ],
    // Request lines at info level would cost the server time and flood the output.
    { cwd: ROOT, env: toolEnv({ WRANGLER_LOG: "warn" }), stdio: ["ignore", "inherit", "inherit"] },
  );
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => running && child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (!running) throw new Error(`wrangler dev exited before ${url} answered (see its output above)`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${url}/api/health in time`);
}

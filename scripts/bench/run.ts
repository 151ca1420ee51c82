/**
 * `npm run bench`: the data set (generated when missing), each API call's SQL floor, then the
 * built Worker under `wrangler dev` on a free port against the bench D1, driven by autocannon at
 * 1, 10 and 50 connections; writes bench/results.json and the results section of docs/benchmarks.md.
 * See docs/benchmarks.md for the environment variables.
 */
import { DatabaseSync } from "node:sqlite";
import { newTotpSecret } from "../../worker/auth/totp.ts";
import { apiLogin, build, ensureDevVars, ensureUser, freePort, type Server } from "../lib/local-stack.ts";
import { apiCalls, pageKey, pages, pickIds, type Auth, type Call, type Page } from "./calls.ts";
import { BENCH_ADMIN, BENCH_STATE, BENCH_USER, benchDbFile } from "./dataset.ts";
import { ensureDataset } from "./generate.ts";
import { load } from "./load.ts";
import { DOC_FILE, markdown, RESULTS_FILE, writeDoc, writeResults, type CallResult, type PageResult, type Results } from "./report.ts";
import { startBenchServer } from "./server.ts";
import { measureSqlFloors } from "./sql-floor.ts";
import { measureDistance, type DistanceResults } from "./distance.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "1,10,50").split(",").map(Number);
const SQL_RUNS = Number(process.env.BENCH_SQL_RUNS ?? 7);
const ONLY = process.env.BENCH_ONLY;

/** The bench admin signs in like any admin, with a second factor: a fresh authenticator secret each run. */
async function adminToken(url: string): Promise<string> {
  const secret = newTotpSecret();
  await ensureUser({ ...BENCH_ADMIN, isAdmin: true, persistTo: BENCH_STATE, secondFactor: { secret, replace: true } });
  return apiLogin(url, BENCH_ADMIN.email, BENCH_ADMIN.password, secret);
}

/**
 * A few requests first, so a cold cache is not measured. One that does not answer 200 even after
 * the server had time to recover is reported and measured anyway: its errors then show in the results.
 */
async function warmUp(url: string, headers: Record<string, string>, label: string, base: string, expected = 200): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await fetch(url, { headers, redirect: "manual" }).catch(() => null);
      await res?.arrayBuffer();
      statuses.push(res?.status ?? 0);
    }
    if (statuses.every((s) => s === expected)) return;
    if (attempt === 2) console.warn(`  ${label} answered ${statuses.join(", ")} during warm-up; measuring it anyway`);
    else await settle(base);
  }
}

/**
 * After a step, requests autocannon gave up on may still be queued in workerd (D1 runs one query
 * at a time): wait until the floor answers quickly again, so one step's backlog is not measured
 * as the next step's latency.
 */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${url}/api/health`).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok && performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** BENCH_ONLY parts match names by substring; a part starting with `=` names one call or page exactly. */
const matches = (name: string, part: string) => (part.startsWith("=") ? name === part.slice(1) : name.includes(part));
const selected = <T extends { name: string }>(items: T[], always: string) =>
  ONLY ? items.filter((i) => i.name === always || ONLY.split("|").some((part) => matches(i.name, part))) : items;

async function drive(
  server: Server,
  calls: Call[],
  pageList: Page[],
  floors: Map<string, { sqlite_ms: number }>,
  jsSizes: Map<string, { kb: number; own: number }>,
): Promise<Pick<Results, "calls" | "pages">> {
  const tokens: Record<Auth, string | null> = {
    none: null,
    user: await apiLogin(server.url, BENCH_USER.email, BENCH_USER.password),
    admin: await adminToken(server.url),
  };
  const headersOf = (auth: Auth): Record<string, string> => (tokens[auth] ? { Authorization: `Bearer ${tokens[auth]}` } : {});

  const callRows: CallResult[] = [];
  for (const call of calls) {
    const url = `${server.url}${call.path}`;
    const headers = { ...call.headers, ...headersOf(call.auth) };
    await warmUp(url, headers, call.name, server.url, call.status);
    for (const connections of CONNECTIONS) {
      const r = await load(url, { connections, seconds: SECONDS, headers, status: call.status });
      await settle(server.url);
      callRows.push({
        name: call.name,
        path: call.path,
        concurrency: connections,
        ...r,
        sqlite_ms: floors.get(call.name)?.sqlite_ms ?? Number.NaN,
      });
      console.log(
        `  ${call.name.padEnd(58)} @${String(connections).padEnd(3)} p50 ${r.p50_ms.toFixed(2).padStart(8)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  errors ${r.errors}`,
      );
    }
  }

  const pageRows: PageResult[] = [];
  for (const page of pageList) {
    const url = `${server.url}${page.path}`;
    const headers: Record<string, string> = page.cookie ? { Cookie: page.cookie } : {};
    await warmUp(url, headers, page.name, server.url);
    const js = jsSizes.get(page.route);
    if (js === undefined) throw new Error(`no JavaScript size for route ${page.route} in the build manifest`);
    for (const connections of CONNECTIONS) {
      const r = await load(url, { connections, seconds: SECONDS, headers });
      await settle(server.url);
      pageRows.push({
        path: pageKey(page),
        concurrency: connections,
        p50_ms: r.p50_ms,
        p99_ms: r.p99_ms,
        errors: r.errors,
        js_gzip_kb: js.kb,
        js_own_gzip_kb: js.own,
      });
      console.log(
        `  ${page.name.padEnd(58)} @${String(connections).padEnd(3)} p50 ${r.p50_ms.toFixed(2).padStart(8)} ms  ${r.rps.toFixed(0).padStart(6)} req/s  errors ${r.errors}`,
      );
    }
  }
  return { calls: callRows, pages: pageRows };
}

async function main(): Promise<void> {
  const started = new Date();
  const dataset = await ensureDataset({ fresh: process.argv.includes("--fresh") });
  const file = benchDbFile();
  if (!file) throw new Error("bench data set missing after generation");

  const db = new DatabaseSync(file, { readOnly: true });
  const ids = pickIds(db);
  db.close();
  const calls = selected(apiCalls(ids), "GET /api/health");
  const pageList = selected(pages(ids), "/terms-and-conditions");

  console.log(`Timing each call's SQL alone on the SQLite file (${SQL_RUNS} runs)…`);
  const floors = await measureSqlFloors(file, calls, SQL_RUNS);

  await ensureDevVars();
  console.log("Building…");
  await build();
  // Read at once, before anyone else's build replaces build/ (js-size.ts reads the manifest when loaded).
  const { pageSizes } = await import("../../test/e2e/js-size.ts");
  const jsSizes = new Map(pageSizes().map((s) => [s.route, { kb: s.kb, own: s.own }]));
  const server = await startBenchServer({ port: await freePort(), persistTo: BENCH_STATE });
  let driven: Pick<Results, "calls" | "pages">;
  try {
    console.log(
      `Driving ${server.url}: ${calls.length} calls and ${pageList.length} pages at ${CONNECTIONS.join(", ")} connections, ${SECONDS} s each…`,
    );
    driven = await drive(server, calls, pageList, floors, jsSizes);
  } finally {
    await server.stop();
  }

  let distance: DistanceResults | undefined;
  if (process.env.BENCH_DISTANCE !== "0") {
    console.log("Distance: the same data set with simulated D1 latency…");
    distance = await measureDistance(calls, pageList, ids.product);
  }

  const results: Results = {
    dataset: { channels: dataset.channels, videos: dataset.videos, products: dataset.products, listings: dataset.listings },
    ...driven,
    ...(distance ? { distance } : {}),
  };
  const section = markdown(results, {
    started,
    seconds: SECONDS,
    connections: CONNECTIONS,
    sqlRuns: SQL_RUNS,
    dataset,
    statements: new Map([...floors].map(([name, f]) => [name, f.statements.length])),
    pageNames: new Map(pageList.map((p) => [pageKey(p), p.name])),
  });
  if (ONLY) {
    // A partial run never replaces the full results.
    console.log(`\n${section}\n\nBENCH_ONLY set: ${RESULTS_FILE} and ${DOC_FILE} left unchanged.`);
    return;
  }
  writeResults(results);
  writeDoc(section);
  console.log(`Wrote ${RESULTS_FILE} and ${DOC_FILE} in ${Math.round((Date.now() - started.getTime()) / 1000)} s.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);

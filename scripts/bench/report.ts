/**
 * bench/results.json (the shape issue 6 fixes) and the generated part of docs/benchmarks.md:
 * the machine, the data set, and one table per group with each target of DESIGN.md section 8
 * marked met or missed. Only the text between the two markers is rewritten, so the findings
 * written by hand below it survive every run.
 */
import { OWN_CODE_BUDGET_KB } from "../../test/e2e/js-size.ts";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { dirname, join } from "node:path";
import { ROOT } from "../lib/local-stack.ts";
import type { DatasetInfo } from "./dataset.ts";
import { DISTANCE_TARGETS, distanceChecks, LATENCIES, type DistanceResults } from "./distance.ts";

export interface CallResult {
  name: string;
  path: string;
  concurrency: number;
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  sqlite_ms: number;
}

export interface PageResult {
  path: string;
  concurrency: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** Everything the page downloads, gzip. */
  js_gzip_kb: number;
  /** The project's own code on top of the React and React Router runtime, gzip (DESIGN.md section 8: ≤ 25 KB). */
  js_own_gzip_kb: number;
}

export interface Results {
  dataset: { channels: number; videos: number; products: number; listings: number };
  calls: CallResult[];
  pages: PageResult[];
  /** Issue 11: D1 round trips and latency with simulated distance (absent when BENCH_DISTANCE=0). */
  distance?: DistanceResults;
}

export interface RunInfo {
  started: Date;
  seconds: number;
  connections: number[];
  sqlRuns: number;
  dataset: DatasetInfo;
  /** Statements each call runs (from the SQL floor's recording). */
  statements: Map<string, number>;
  /** The page route (e.g. `/products/{id}`) for each requested page path. */
  pageNames: Map<string, string>;
}

export const RESULTS_FILE = join(ROOT, "bench", "results.json");
export const DOC_FILE = join(ROOT, "docs", "benchmarks.md");
const BEGIN = "<!-- bench:results:begin (written by npm run bench; edit outside these markers) -->";
const END = "<!-- bench:results:end -->";

export function writeResults(results: Results): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

const mark = (ok: boolean) => (ok ? "met" : "**missed**");
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? "–" : n < 10 ? n.toFixed(2) : n.toFixed(1));
const num = (n: number | undefined) => (n === undefined ? "–" : Math.round(n).toString());

/** The targets of DESIGN.md section 8, evaluated against one run's own floors. */
export function evaluate(results: Results) {
  const at = <T extends { concurrency: number }>(rows: T[], c: number) => rows.filter((r) => r.concurrency === c);
  const health1 = at(results.calls, 1).find((r) => r.name === "GET /api/health");
  const health10 = at(results.calls, 10).find((r) => r.name === "GET /api/health");
  const terms1 = at(results.pages, 1).find((r) => r.path === "/terms-and-conditions");
  const names = [...new Set(results.calls.map((r) => r.name))];
  const calls = names.map((name) => {
    const rows = results.calls.filter((r) => r.name === name);
    const by = (c: number) => rows.find((r) => r.concurrency === c);
    const c1 = by(1);
    const c10 = by(10);
    const c50 = by(50);
    const checks = {
      latency: !!c1 && !!health1 && c1.p50_ms <= 3 * health1.p50_ms,
      throughput: !!c10 && !!health10 && c10.rps >= 0.4 * health10.rps,
      sql: (rows[0]?.sqlite_ms ?? Infinity) < 10,
      errors: !!c50 && c50.errors === 0,
    };
    return { name, path: rows[0]?.path ?? "", by, sqlite_ms: rows[0]?.sqlite_ms ?? Number.NaN, checks };
  });
  const pagePaths = [...new Set(results.pages.map((r) => r.path))];
  const pages = pagePaths.map((path) => {
    const rows = results.pages.filter((r) => r.path === path);
    const by = (c: number) => rows.find((r) => r.concurrency === c);
    const c1 = by(1);
    const c50 = by(50);
    const checks = {
      latency: !!c1 && !!terms1 && c1.p50_ms <= 3 * terms1.p50_ms,
      js: (rows[0]?.js_own_gzip_kb ?? Infinity) <= OWN_CODE_BUDGET_KB,
      errors: !!c50 && c50.errors === 0,
    };
    return { path, by, js_gzip_kb: rows[0]?.js_gzip_kb ?? Number.NaN, js_own_gzip_kb: rows[0]?.js_own_gzip_kb ?? Number.NaN, checks };
  });
  return { health1, health10, terms1, calls, pages };
}

function group(name: string): string {
  if (name === "GET /api/health") return "Floor";
  if (/^GET \/api\/(subscriptions|notifications|admin)|subscribed_only|channels\/hidden/.test(name)) return "Signed-in and admin calls";
  if (name.startsWith("GET /api/channels")) return "Channels";
  if (name.startsWith("GET /api/videos")) return "Videos";
  return "Products";
}

export function markdown(results: Results, run: RunInfo): string {
  const e = evaluate(results);
  const cpus = os.cpus();
  const lines: string[] = [];
  const out = (s = "") => lines.push(s);
  const [c1, c10, c50] = [run.connections[0] ?? 1, run.connections[1] ?? 10, run.connections[2] ?? 50];

  out(`Run of ${run.started.toISOString().slice(0, 16).replace("T", " ")} UTC, ${run.seconds} s per step.`);
  out();
  out("| machine | |");
  out("|---|---|");
  out(`| CPU | ${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"} |`);
  out(`| memory | ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB |`);
  out(`| OS | ${os.type()} ${os.release()} (${os.platform()}/${os.arch()}) |`);
  out(`| Node | ${process.version} (load generator and SQL floor); the Worker runs in workerd under \`wrangler dev\` |`);
  out();
  const d = run.dataset;
  out(
    `Data set (generator v${d.version}, seed \`${d.seed}\`, generated in ${d.generate_seconds} s): ${d.channels.toLocaleString("en")} channels ` +
      `(${d.hidden_channels} hidden), ${d.videos.toLocaleString("en")} videos, ${d.products.toLocaleString("en")} products ` +
      `(${d.listed_products.toLocaleString("en")} with a listing), ${d.listings.toLocaleString("en")} product listings of ` +
      `${d.marketplace_items.toLocaleString("en")} marketplace items, ${d.users.toLocaleString("en")} users, ` +
      `${d.subscriptions.toLocaleString("en")} subscriptions, ${d.notifications.toLocaleString("en")} notifications` +
      (d.local_offers
        ? `; in \`${d.local_offers.marketplace}\` ${d.local_offers.offers.toLocaleString("en")} offers (${d.local_offers.verified.toLocaleString("en")} shown, ` +
          `${d.local_offers.absent.toLocaleString("en")} absent) with ${d.local_offers.prices.toLocaleString("en")} recorded prices.`
        : "."),
  );
  out();
  const floor = e.health1;
  out(
    `Floors of this run: \`GET /api/health\` p50 ${ms(floor?.p50_ms)} ms at ${c1} connection, ${num(e.health10?.rps)} requests/s at ${c10}; ` +
      `\`/terms-and-conditions\` p50 ${ms(e.terms1?.p50_ms)} ms at ${c1}. Targets: API p50 ≤ ${ms(3 * (floor?.p50_ms ?? Number.NaN))} ms, ` +
      `API throughput at ${c10} ≥ ${num(0.4 * (e.health10?.rps ?? Number.NaN))} requests/s, page p50 ≤ ${ms(3 * (e.terms1?.p50_ms ?? Number.NaN))} ms.`,
  );
  out();
  const total = e.calls.length * 4 + e.pages.length * 3;
  const met =
    e.calls.reduce((n, c) => n + Object.values(c.checks).filter(Boolean).length, 0) +
    e.pages.reduce((n, p) => n + Object.values(p.checks).filter(Boolean).length, 0);
  out(`**${met} of ${total} target checks met.**`);
  out();

  const groups = [...new Set(e.calls.map((c) => group(c.name)))];
  for (const g of groups) {
    out(`### ${g}`);
    out();
    out(
      `| call | stmts | p50 @${c1} | p50 @${c10} | p50 @${c50} | p99 @${c50} | req/s @${c1} | req/s @${c10} | req/s @${c50} | errors @${c50} | SQL ms | p50 ≤ 3× floor | req/s ≥ 40 % | SQL < 10 ms | no errors |`,
    );
    out("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|---|---|");
    for (const c of e.calls.filter((x) => group(x.name) === g)) {
      const [a, b, z] = [c.by(c1), c.by(c10), c.by(c50)];
      out(
        `| \`${c.name}\` | ${run.statements.get(c.name) ?? "–"} | ${ms(a?.p50_ms)} | ${ms(b?.p50_ms)} | ${ms(z?.p50_ms)} | ${ms(z?.p99_ms)} | ${num(a?.rps)} | ${num(b?.rps)} | ${num(z?.rps)} | ${z?.errors ?? "–"} | ${ms(c.sqlite_ms)} | ${mark(c.checks.latency)} | ${mark(c.checks.throughput)} | ${mark(c.checks.sql)} | ${mark(c.checks.errors)} |`,
      );
    }
    out();
  }
  out("### Pages");
  out();
  out(
    `| page | p50 @${c1} | p50 @${c10} | p50 @${c50} | p99 @${c50} | errors @${c50} | JS gzip KB | own JS gzip KB | p50 ≤ 3× terms | own JS ≤ ${OWN_CODE_BUDGET_KB} KB | no errors |`,
  );
  out("|---|--:|--:|--:|--:|--:|--:|--:|---|---|---|");
  for (const p of e.pages) {
    const [a, b, z] = [p.by(c1), p.by(c10), p.by(c50)];
    out(
      `| \`${run.pageNames.get(p.path) ?? p.path}\` | ${ms(a?.p50_ms)} | ${ms(b?.p50_ms)} | ${ms(z?.p50_ms)} | ${ms(z?.p99_ms)} | ${z?.errors ?? "–"} | ${p.js_gzip_kb.toFixed(1)} | ${p.js_own_gzip_kb.toFixed(1)} | ${mark(p.checks.latency)} | ${mark(p.checks.js)} | ${mark(p.checks.errors)} |`,
    );
  }
  out();
  if (results.distance) distanceSection(results.distance, out);
  out(
    "`stmts`: SQL statements the call runs (recorded through the Worker's own API router over node:sqlite); `SQL ms`: those statements alone on the " +
      `SQLite file, median of ${run.sqlRuns} warm runs. Latencies in milliseconds, measured per response by the load generator.`,
  );
  return lines.join("\n");
}

function distanceSection(d: DistanceResults, out: (s?: string) => void): void {
  const checks = d.rows.map((r) => ({ r, c: distanceChecks(r) }));
  const met = checks.reduce((n, { c }) => n + Number(c.trips) + Number(c.replica), 0) + Number(d.read_your_writes);
  out("### Distance");
  out();
  out(
    `Each call and page asked one at a time with ${LATENCIES.replica} ms before every D1 round trip (a read replica near the visitor) and ` +
      `${LATENCIES.far} ms (the primary far away), against the same server without delay. Targets: at most ` +
      `${DISTANCE_TARGETS.none.trips} round trip anonymous and ${DISTANCE_TARGETS.user.trips} signed in; with the replica, p50 within ` +
      `${DISTANCE_TARGETS.none.replicaOverLocalMs} ms (anonymous) or ${DISTANCE_TARGETS.user.replicaOverLocalMs} ms (signed in) of local. ` +
      `A writer reads their own write through the bookmark: ${d.read_your_writes ? "yes" : "**no**"}. ` +
      `**${met} of ${checks.length * 2 + 1} distance checks met.**`,
  );
  out();
  out(
    `| call or page | signed in | D1 round trips | p50 local | p50 @${LATENCIES.replica} ms | p50 @${LATENCIES.far} ms | round trips | replica |`,
  );
  out("|---|---|--:|--:|--:|--:|---|---|");
  for (const { r, c } of checks) {
    out(
      `| \`${r.name}\` | ${r.auth === "user" ? "yes" : "no"} | ${r.d1_round_trips} | ${ms(r.p50_ms_local)} | ${ms(r.p50_ms_replica)} | ${ms(r.p50_ms_far)} | ${mark(c.trips)} | ${mark(c.replica)} |`,
    );
  }
  out();
}

const INTRO = `# Benchmarks

\`npm run bench\` generates (once) a synthetic data set into its own local D1 (\`.wrangler/bench-state\`),
times each API call's SQL alone on that SQLite file, then serves the built Worker with \`wrangler dev\`
and drives every list and detail call and the main pages with autocannon at 1, 10 and 50 connections.
It writes \`bench/results.json\` and the section below. Targets (DESIGN.md section 8) are ratios to the
floors measured in the same run, because absolute times on a shared 2-core machine are noise.

Environment: \`BENCH_SECONDS\` (per step, default 5), \`BENCH_CONNECTIONS\` (default \`1,10,50\`),
\`BENCH_SQL_RUNS\` (default 7), \`BENCH_ONLY\` (substrings separated by \`|\`: only matching calls and pages, plus the floors),
\`BENCH_DISTANCE=0\` skips the distance section, \`BENCH_DISTANCE_REQUESTS\` (default 5) sets its timed requests per call;
\`npm run bench -- --fresh\` regenerates the data set.

## Latest results

`;

export function writeDoc(section: string): void {
  const current = existsSync(DOC_FILE) ? readFileSync(DOC_FILE, "utf8") : `${INTRO}${BEGIN}\n${END}\n`;
  const start = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${BEGIN}\n${section}\n${current.slice(end)}`
      : `${current.trimEnd()}\n\n${BEGIN}\n${section}\n${END}\n`;
  mkdirSync(dirname(DOC_FILE), { recursive: true });
  writeFileSync(DOC_FILE, next);
}

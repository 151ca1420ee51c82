/**
 * Each call and page of the bench asked in the extra marketplace beside its default counterpart,
 * alternately, one request at a time: on a machine shared with other work, two runs minutes apart
 * differ more than the two marketplaces do, and alternating puts both under the same load. Prints
 * the medians of the statements' time alone on the SQLite file and of the answer's time through
 * the built Worker (run `npm run bench` first: it builds and holds the data set).
 * Usage: flock /tmp/bench.lock node scripts/bench/marketplace-pairs.ts  (PAIRS_RUNS, default 40)
 */
import "./worker-modules.ts";
import { DatabaseSync } from "node:sqlite";
import { freePort } from "../lib/local-stack.ts";
import { apiCalls, pages, pickIds, type Call, type Page } from "./calls.ts";
import { BENCH_STATE, benchDbFile } from "./dataset.ts";
import { startBenchServer } from "./server.ts";
import { timeStatements } from "./sqlite-d1.ts";

const { measureSqlFloors } = (await import("./sql-floor.ts")) as typeof import("./sql-floor.ts");

const RUNS = Number(process.env.PAIRS_RUNS ?? 40);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const defaultName = (name: string) => name.replace(/[?&]marketplace=[a-z]{2}$/, "");

async function main(): Promise<void> {
  const file = benchDbFile();
  if (!file) throw new Error("no bench data set: run npm run bench first");
  const db = new DatabaseSync(file, { readOnly: true });
  const ids = pickIds(db);
  const calls = apiCalls(ids);
  const callPairs = calls
    .filter((c) => c.name !== defaultName(c.name))
    .map((other) => [calls.find((c) => c.name === defaultName(other.name))!, other] as [Call, Call]);
  const pageList = pages(ids);
  const pagePairs = pageList
    .filter((p) => p.cookie)
    .map((other) => [pageList.find((p) => !p.cookie && p.path === other.path)!, other] as [Page, Page]);

  const floors = await measureSqlFloors(file, callPairs.flat(), 1);
  const sql = new Map<string, [number, number]>();
  for (const [a, b] of callPairs) {
    const ta: number[] = [];
    const tb: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      ta.push(timeStatements(db, floors.get(a.name)!.statements, 1));
      tb.push(timeStatements(db, floors.get(b.name)!.statements, 1));
    }
    sql.set(a.name, [median(ta), median(tb)]);
  }
  db.close();

  const server = await startBenchServer({ port: await freePort(), persistTo: BENCH_STATE });
  const time = async (path: string, cookie?: string) => {
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - started;
  };
  const alternate = async (a: () => Promise<number>, b: () => Promise<number>) => {
    await a();
    await b();
    const ta: number[] = [];
    const tb: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      ta.push(await a());
      tb.push(await b());
    }
    return [median(ta), median(tb)] as const;
  };
  const rows = ["| call or page | stmts | SQL ms default | SQL ms other | p50 ms default | p50 ms other |", "|---|--:|--:|--:|--:|--:|"];
  try {
    for (const [a, b] of callPairs) {
      const [pa, pb] = await alternate(
        () => time(a.path),
        () => time(b.path),
      );
      const [sa, sb] = sql.get(a.name)!;
      const stmts = `${floors.get(a.name)!.statements.length} / ${floors.get(b.name)!.statements.length}`;
      rows.push(`| \`${b.name}\` | ${stmts} | ${sa.toFixed(2)} | ${sb.toFixed(2)} | ${pa.toFixed(1)} | ${pb.toFixed(1)} |`);
    }
    for (const [a, b] of pagePairs) {
      const [pa, pb] = await alternate(
        () => time(a.path),
        () => time(b.path, b.cookie),
      );
      rows.push(`| \`${b.name}\` (page, cookie \`${b.cookie}\`) | | | | ${pa.toFixed(1)} | ${pb.toFixed(1)} |`);
    }
  } finally {
    await server.stop();
  }
  console.log(rows.join("\n"));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);

/**
 * The benchmark's distance section (issue 11 item 6). The same data set is served three times:
 * as it is, with 20 ms before every D1 round trip (a read replica near the visitor), and with
 * 150 ms (the primary on another continent). Each API call and page is asked anonymously and
 * signed in, one request at a time; the Worker reports the sequential D1 round trips it made
 * (worker/db/simulated-distance.ts). A write (following a product) followed by a read with the
 * writer's bookmark checks that the writer sees their write.
 */
import { apiLogin, freePort, type Server } from "../lib/local-stack.ts";
import { BENCH_STATE, BENCH_USER } from "./dataset.ts";
import { pageKey, type Call, type Page } from "./calls.ts";
import { startBenchServer } from "./server.ts";

export const LATENCIES = { replica: 20, far: 150 } as const;
/** Round trips allowed on a cache miss, and how much slower than local a replica may make it (ms). */
export const DISTANCE_TARGETS = {
  none: { trips: 1, replicaOverLocalMs: 50 },
  user: { trips: 2, replicaOverLocalMs: 100 },
} as const;

export interface DistanceRow {
  name: string;
  path: string;
  kind: "call" | "page";
  auth: "none" | "user";
  d1_round_trips: number;
  p50_ms_local: number;
  p50_ms_replica: number;
  p50_ms_far: number;
}

export interface DistanceResults {
  rows: DistanceRow[];
  /** Subscribe, then read the subscriptions with the bookmark handed back, on the far server. */
  read_your_writes: boolean;
}

interface Target {
  name: string;
  path: string;
  kind: "call" | "page";
  auth: "none" | "user";
  /** What is asked, when the row's path is a key (a page asked with its own cookie, the marketplace chooser's). */
  request?: { path: string; cookie: string };
}

const REQUESTS = Number(process.env.BENCH_DISTANCE_REQUESTS ?? 5);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function targetsOf(calls: Call[], pages: Page[]): Target[] {
  const out: Target[] = [];
  for (const c of calls) {
    // The admin area always reads from the primary; the floor has no D1 session worth measuring twice.
    if (c.auth === "admin" || c.name === "GET /api/health") continue;
    // A redirect (a Buy link) is neither a call's answer nor a page: its one read is in the floor.
    if (c.status !== undefined && c.status !== 200) continue;
    if (c.auth === "none") out.push({ name: c.name, path: c.path, kind: "call", auth: "none" });
    out.push({ name: c.name, path: c.path, kind: "call", auth: "user" });
  }
  for (const p of pages)
    for (const auth of ["none", "user"] as const)
      out.push({
        name: p.name,
        path: pageKey(p),
        kind: "page",
        auth,
        ...(p.cookie ? { request: { path: p.path, cookie: p.cookie } } : {}),
      });
  return out;
}

async function measure(server: Server, targets: Target[], token: string): Promise<Map<string, { p50: number; trips: number }>> {
  const out = new Map<string, { p50: number; trips: number }>();
  for (const t of targets) {
    const headers: Record<string, string> = {};
    // Pages are signed in with the session cookie, API calls with the bearer token, as browsers and clients do.
    const cookies = [...(t.auth === "user" && t.kind === "page" ? [`session=${token}`] : []), ...(t.request ? [t.request.cookie] : [])];
    if (cookies.length) headers.Cookie = cookies.join("; ");
    if (t.auth === "user" && t.kind === "call") headers.Authorization = `Bearer ${token}`;
    const times: number[] = [];
    let trips = Number.NaN;
    for (let i = 0; i <= REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}${t.request?.path ?? t.path}`, { headers, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${t.name} (${t.auth}) answered ${res.status} in the distance section`);
      // The first request warms the isolate and is not timed.
      if (i > 0) times.push(performance.now() - started);
      trips = Number(res.headers.get("x-d1-round-trips") ?? Number.NaN);
    }
    out.set(`${t.kind} ${t.auth} ${t.path}`, { p50: median(times), trips });
  }
  return out;
}

/** Follows a product (from a known unfollowed state), then reads the list with the bookmark it was handed. */
async function readYourWrites(server: Server, token: string, productId: string): Promise<boolean> {
  const headers = { Authorization: `Bearer ${token}` };
  const follow = `${server.url}/api/products/${productId}/follow`;
  const unfollow = () => fetch(follow, { method: "DELETE", headers }).then((r) => r.json() as Promise<{ following?: boolean }>);
  const before = await fetch(`${server.url}/api/users/me/followed-products?limit=100`, { headers }).then(
    (r) => r.json() as Promise<{ products?: { product_id: string }[] }>,
  );
  const wasFollowing = before.products?.some((p) => p.product_id === productId) ?? false;
  await unfollow();
  const write = await fetch(follow, { method: "PUT", headers });
  const written = await write.text();
  const bookmark = write.headers.get("x-d1-bookmark");
  if (!write.ok || !bookmark) {
    console.warn(`  distance: the write answered ${write.status} ${written.slice(0, 200)} (bookmark ${bookmark ?? "none"})`);
    return false;
  }
  const read = await fetch(`${server.url}/api/users/me/followed-products?limit=100`, {
    headers: { ...headers, "x-d1-bookmark": bookmark },
  });
  const body = (await read.json()) as { products?: { product_id: string }[] };
  const seen = body.products?.some((p) => p.product_id === productId) ?? false;
  if (!wasFollowing) await unfollow();
  return seen;
}

export async function measureDistance(calls: Call[], pages: Page[], productId: string): Promise<DistanceResults> {
  const targets = targetsOf(calls, pages);
  const runs: Record<"local" | "replica" | "far", Map<string, { p50: number; trips: number }>> = {} as never;
  let ryw = false;
  for (const [label, latency] of [
    ["local", 0],
    ["replica", LATENCIES.replica],
    ["far", LATENCIES.far],
  ] as const) {
    // The local run is the app as it is: no simulated distance at all.
    const vars = latency > 0 ? { BENCH_D1_LATENCY_MS: String(latency) } : undefined;
    const server = await startBenchServer({ port: await freePort(), persistTo: BENCH_STATE, vars });
    try {
      const token = await apiLogin(server.url, BENCH_USER.email, BENCH_USER.password);
      console.log(`  distance: ${targets.length} calls and pages at ${latency} ms per D1 round trip…`);
      runs[label] = await measure(server, targets, token);
      if (label === "far") ryw = await readYourWrites(server, token, productId);
    } finally {
      await server.stop();
    }
  }
  const rows = targets.map((t) => {
    const key = `${t.kind} ${t.auth} ${t.path}`;
    return {
      name: t.name,
      path: t.path,
      kind: t.kind,
      auth: t.auth,
      d1_round_trips: runs.far.get(key)!.trips,
      p50_ms_local: runs.local.get(key)!.p50,
      p50_ms_replica: runs.replica.get(key)!.p50,
      p50_ms_far: runs.far.get(key)!.p50,
    };
  });
  return { rows, read_your_writes: ryw };
}

export function distanceChecks(row: DistanceRow) {
  const target = DISTANCE_TARGETS[row.auth];
  return { trips: row.d1_round_trips <= target.trips, replica: row.p50_ms_replica - row.p50_ms_local <= target.replicaOverLocalMs };
}

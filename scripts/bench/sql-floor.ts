/**
 * The SQL floor of each API call: the Worker's own API router (and its crawler documents, worker/seo) is served in Node over the bench
 * SQLite file (through RecordingD1) once per call, which records exactly the statements the call
 * runs; those statements are then timed alone with node:sqlite (median of several runs).
 */
import "./worker-modules.ts";
import { DatabaseSync } from "node:sqlite";
import { Hono } from "hono";
import type { Viewer } from "../../worker/auth/viewer.ts";
import type { ApiEnv } from "../../worker/api/app-env.ts";
import { BENCH_ADMIN, BENCH_USER } from "./dataset.ts";
import type { Auth, Call } from "./calls.ts";
import { RecordingD1, timeStatements, type RecordedStatement } from "./sqlite-d1.ts";
import { round } from "./load.ts";

const { api } = (await import("../../worker/api/index.ts")) as typeof import("../../worker/api/index.ts");
const { seo } = (await import("../../worker/seo/index.ts")) as typeof import("../../worker/seo/index.ts");
const { go } = (await import("../../worker/go/index.ts")) as typeof import("../../worker/go/index.ts");
const { chooseMarketplace } =
  (await import("../../worker/lib/marketplace-choice.ts")) as typeof import("../../worker/lib/marketplace-choice.ts");
const { buildRequestContext } = (await import("../../worker/request-context.ts")) as typeof import("../../worker/request-context.ts");

export interface SqlFloor {
  sqlite_ms: number;
  statements: RecordedStatement[];
}

export async function measureSqlFloors(file: string, calls: Call[], runs: number): Promise<Map<string, SqlFloor>> {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const d1 = new RecordingD1(db);
    const viewerOf = (email: string): Viewer => {
      const row = db.prepare("SELECT user_id, is_admin FROM users WHERE email = ?").get(email) as
        { user_id: string; is_admin: number } | undefined;
      if (!row) throw new Error(`bench account ${email} missing from the data set`);
      return { user_id: row.user_id, email, is_admin: row.is_admin === 1 };
    };
    const viewers: Record<Auth, Viewer | null> = { none: null, user: viewerOf(BENCH_USER.email), admin: viewerOf(BENCH_ADMIN.email) };
    // Only the bindings a read needs; the JWT secret is never used (the viewer is given, not read from a token).
    // A Buy link's click goes to a queue that drops it: the floor is the link's read alone.
    const clicks = { send: async () => {} };
    const env = {
      DB: d1,
      CLICKS: clicks,
      APP_ENV: "local",
      JWT_SECRET: "bench-only-secret-never-used-for-signing-0123456789",
    } as unknown as Env;
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

    const floors = new Map<string, SqlFloor>();
    for (const call of calls) {
      const app = new Hono<ApiEnv>();
      app.use("*", async (c, next) => {
        const rc = buildRequestContext(c.env, ctx, viewers[call.auth]);
        // The marketplace the call asks for, as worker/index.ts chooses it for every request.
        c.set("rc", { ...rc, marketplace: chooseMarketplace(c.req.raw, rc.config) ?? rc.marketplace });
        await next();
      });
      app.route("/go", go);
      app.route("/", api);
      app.route("/", seo);
      d1.log.length = 0;
      const res = await app.request(call.path, { headers: call.headers }, env);
      if (res.status !== (call.status ?? 200))
        throw new Error(`${call.name} answered ${res.status} over node:sqlite: ${(await res.text()).slice(0, 300)}`);
      await res.arrayBuffer();
      const statements = [...d1.log];
      floors.set(call.name, { sqlite_ms: round(timeStatements(db, statements, runs), 3), statements });
    }
    return floors;
  } finally {
    db.close();
  }
}

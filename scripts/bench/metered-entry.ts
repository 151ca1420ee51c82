/**
 * The benchmark's distance (issue 11 item 6) applied from outside the Worker: this entry wraps
 * the built Worker (scripts/bench/server.ts bundles it beside build/server/index.js) so that every
 * round trip of a request's D1 session waits `BENCH_D1_LATENCY_MS` first, and the answer says how
 * many sequential round trips it made (`x-d1-round-trips`). The production entry has no meter: the
 * session is opened from `env.DB`, whose `withSession` is what is metered here, exactly the
 * statements the request context's handle sends (worker/db/simulated-distance.ts).
 */
import worker, { SharedSite as Site } from "../../worker/index";
import { atDistance, ROUND_TRIPS_HEADER, RoundTripMeter } from "../../worker/db/simulated-distance";

const latencyOf = (env: Env) => Number((env as unknown as { BENCH_D1_LATENCY_MS?: string }).BENCH_D1_LATENCY_MS ?? 0);

/** The bindings, with every D1 session they open delayed and counted by `meter`; the binding's own calls are not. */
function metered(env: Env, meter: RoundTripMeter): Env {
  const db = env.DB;
  const sessions: D1Database = {
    prepare: (sql) => db.prepare(sql),
    batch: (statements) => db.batch(statements),
    exec: (sql) => db.exec(sql),
    dump: () => db.dump(),
    withSession: (constraint) => {
      const session = db.withSession(constraint);
      return { ...atDistance(session, meter), getBookmark: () => session.getBookmark() } as D1DatabaseSession;
    },
  };
  return { ...env, DB: sessions };
}

/** The answer with its count of round trips, unless an inner entry (SharedSite) counted them already. */
function counted(response: Response, meter: RoundTripMeter): Response {
  if (response.headers.has(ROUND_TRIPS_HEADER)) return response;
  const out = new Response(response.body, response);
  out.headers.set(ROUND_TRIPS_HEADER, String(meter.trips));
  return out;
}

export class SharedSite extends Site {
  private readonly meter: RoundTripMeter;
  constructor(ctx: ExecutionContext, env: Env) {
    const meter = new RoundTripMeter(latencyOf(env));
    super(ctx, metered(env, meter));
    this.meter = meter;
  }
  override async fetch(request: Request): Promise<Response> {
    return counted(await super.fetch(request), this.meter);
  }
}

export default {
  ...worker,
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const meter = new RoundTripMeter(latencyOf(env));
    return counted(await worker.fetch(request, metered(env, meter), ctx), meter);
  },
};

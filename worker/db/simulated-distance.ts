/**
 * The benchmark's stand-in for distance (issue 11 item 6): with `BENCH_D1_LATENCY_MS` set on a
 * local server, every D1 round trip of a request waits that long first, as a Worker far from its
 * database would, and the answer says how many sequential round trips it made
 * (`x-d1-round-trips`). Calls sent together (a batch, or queries awaited together) overlap and
 * count once, exactly as their latency would. Applied only by the benchmark's own entry
 * (scripts/bench/metered-entry.ts), never by the Worker's; the Worker refuses the setting
 * outside local (worker/config.ts).
 */
import type { D1Handle } from "./client";
import { decorate } from "./decorated-handle";

export const ROUND_TRIPS_HEADER = "x-d1-round-trips";

/** Sequential round trips: spans of time during which at least one D1 call was under way. */
export class RoundTripMeter {
  trips = 0;
  private inFlight = 0;

  constructor(private readonly latencyMs: number) {}

  async around<T>(call: () => Promise<T>): Promise<T> {
    if (this.inFlight === 0) this.trips += 1;
    this.inFlight += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
      return await call();
    } finally {
      this.inFlight -= 1;
    }
  }
}

/** The same handle, every round trip of it delayed and counted. */
export function atDistance(d1: D1Handle, meter: RoundTripMeter): D1Handle {
  return decorate(d1, { through: (_statements, send) => meter.around(send) });
}

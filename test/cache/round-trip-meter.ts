/** The bench's round-trip meter around a test's D1 binding (test/cache and test/marketplaces count with it). */
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { RoundTripMeter } from "../../worker/db/simulated-distance";

/**
 * Sequential D1 round trips made while `work` ran, counted by the bench's own meter
 * (worker/db/simulated-distance.ts, without delay) around every statement and batch D1 runs.
 */
export async function roundTrips(work: () => Promise<unknown>): Promise<number> {
  const statement = Object.getPrototypeOf(env.DB.prepare("SELECT 1")) as Record<string, unknown>;
  const session = Object.getPrototypeOf(env.DB.withSession("first-primary")) as Record<string, unknown>;
  const database = Object.getPrototypeOf(env.DB) as Record<string, unknown>;
  const meter = new RoundTripMeter(0);
  const spies = [
    ...(["first", "all", "run", "raw"] as const).map((name) => [statement, name] as const),
    [session, "batch"] as const,
    [database, "batch"] as const,
  ].map(([proto, name]) => {
    const original = proto[name] as (...args: unknown[]) => Promise<unknown>;
    return vi.spyOn(proto as Record<string, (...args: unknown[]) => Promise<unknown>>, name).mockImplementation(function (
      this: unknown,
      ...args: unknown[]
    ) {
      return meter.around(() => original.apply(this, args));
    });
  });
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return meter.trips;
}

/**
 * One load step: `connections` concurrent connections hammering one URL for `seconds`, driven by
 * autocannon. Latencies are collected here from every response, to the microsecond, because
 * autocannon's own histogram keeps whole milliseconds (too coarse next to a 2 ms floor).
 */
import autocannon from "autocannon";

const REQUEST_TIMEOUT_S = 10;

export interface LoadResult {
  requests: number;
  rps: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function load(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; status?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = process.hrtime.bigint();
  // A request unanswered after REQUEST_TIMEOUT_S is an error (autocannon counts it in `errors`).
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: REQUEST_TIMEOUT_S,
    headers: options.headers ?? {},
  });
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (options.status === undefined ? status < 200 || status >= 300 : status !== options.status) failed++;
  });
  const result = await instance;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: round(latencies.length / Math.max(elapsed, result.duration || 0.001), 1),
    p50_ms: round(percentile(latencies, 50)),
    p99_ms: round(percentile(latencies, 99)),
    // Connection errors and timeouts, plus every answer that was not a 2xx. A step in which not
    // one request was answered (the runtime crashed or hung) counts every request it sent.
    errors: result.errors + failed + (latencies.length === 0 ? result.requests.sent : 0),
  };
}

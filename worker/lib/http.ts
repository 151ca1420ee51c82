/**
 * How every real provider talks HTTP: one request at a time per pacer, a timeout on every call,
 * bounded retries with exponential backoff and full jitter on 429 / 5xx / network errors
 * (honouring Retry-After), and failures turned into ProviderError so the task runner can tell a
 * transient failure (retry the task later) from a permanent one (quota, credentials, bad answer).
 */

/**
 * A provider's failure. `transient` ones (429, 5xx, timeouts) are worth retrying later;
 * the others (quota exhausted for the day, bad credentials, a malformed answer) are not.
 */
export class ProviderError extends Error {
  readonly provider: string;
  readonly transient: boolean;
  constructor(provider: string, message: string, options: { transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = "ProviderError";
    this.provider = provider;
    this.transient = options.transient;
  }
}

export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** What tests (and getProviders' options) may replace in a provider's HTTP policy. */
export type HttpOverrides = Partial<Pick<HttpPolicy, "fetch" | "sleep" | "random" | "timeoutMs">>;

export interface HttpPolicy {
  /** Names the service in errors and task messages ("YouTube", "Creators API"…). */
  provider: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries after the first attempt, for 429 / 5xx / network errors / timeouts only. */
  retries: number;
  /** First backoff; doubles each retry; the actual wait is a random value up to it (full jitter). */
  baseDelayMs: number;
  /** No single wait (including a Retry-After) is longer than this. */
  maxDelayMs: number;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: FetchLike;
  /** Injected in tests to avoid real waiting. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  pacer?: Pacer;
}

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spaces calls at least `intervalMs` apart (the marketplace allows about one request a second).
 * Per isolate: a Worker isolate runs one queue batch's tasks, so this paces what one task does.
 */
export class Pacer {
  private next = 0;
  constructor(
    readonly intervalMs: number,
    private readonly clock: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = defaultSleep,
  ) {}

  async wait(): Promise<void> {
    const now = this.clock();
    const at = Math.max(now, this.next);
    this.next = at + this.intervalMs;
    if (at > now) await this.sleep(at - now);
  }
}

const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

function retryAfterMs(res: Response): number | null {
  const value = res.headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/**
 * Sends the request under the policy. Answers the Response for any status that is not retryable
 * (the caller reads 4xx bodies: quota errors arrive as 403 with a reason). Throws a transient
 * ProviderError when retries run out on 429 / 5xx / timeouts / network errors.
 */
export async function fetchWithPolicy(policy: HttpPolicy, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const doFetch = policy.fetch ?? ((input, i) => fetch(input, i));
  const sleep = policy.sleep ?? defaultSleep;
  const random = policy.random ?? Math.random;
  let lastProblem = "";
  for (let attempt = 0; attempt <= policy.retries; attempt++) {
    if (attempt > 0) {
      const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      await sleep(Math.floor(random() * ceiling));
    }
    await policy.pacer?.wait();
    let res: Response;
    try {
      res = await doFetch(url, { ...init, signal: AbortSignal.timeout(policy.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      lastProblem = timedOut
        ? `timed out after ${policy.timeoutMs} ms`
        : `network error (${error instanceof Error ? error.message : String(error)})`;
      continue;
    }
    if (!RETRYABLE.has(res.status)) return res;
    lastProblem = res.status === 429 ? "rate limited (HTTP 429)" : `server error (HTTP ${res.status})`;
    const wait = retryAfterMs(res);
    // Drain the body so the connection can be reused.
    await res.body?.cancel();
    if (wait !== null && attempt < policy.retries) await sleep(Math.min(wait, policy.maxDelayMs));
  }
  throw new ProviderError(policy.provider, `${lastProblem}; gave up after ${policy.retries + 1} attempts`, { transient: true });
}

/** Reads a JSON body or throws a permanent ProviderError naming what was wrong. */
export async function readJson(provider: string, res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(provider, `malformed response (HTTP ${res.status}, not JSON)`, { transient: false });
  }
}

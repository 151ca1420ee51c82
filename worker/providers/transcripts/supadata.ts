/**
 * Transcripts from Supadata's transcript API (https://docs.supadata.ai/get-transcript):
 * `GET {base}/transcript?url=<video URL>&mode=native` with an `x-api-key` header answers
 * `{content: [{text, offset (ms), duration (ms), lang}], lang, availableLangs}`, or HTTP 202
 * `{jobId}` to poll at `GET {base}/transcript/{jobId}`. Errors are `{error, message, details}`
 * with the codes of https://docs.supadata.ai/errors/list. `mode=native` reads the captions a
 * video already has and never pays for AI generation. (The older `/youtube/transcript` endpoint
 * is marked deprecated in Supadata's OpenAPI document.)
 */
import { z } from "zod";
import { fetchWithPolicy, readJson, type FetchLike, type HttpOverrides, type HttpPolicy } from "../../lib/http";
import { type TranscriptSegment, type TranscriptSource } from "../types";
import { ProviderError } from "../../lib/http";

const SERVICE = "Transcript service";
/** Supadata recommends polling a job about once a second. */
const POLL_INTERVAL_MS = 1_000;
const MAX_POLLS = 30;

const chunk = z.object({
  text: z.string(),
  offset: z.number().nonnegative(),
  duration: z.number().nonnegative(),
  lang: z.string().optional(),
});
const transcript = z.object({ content: z.array(chunk), lang: z.string(), availableLangs: z.array(z.string()) });
const job = z.object({ jobId: z.string().min(1) });
const jobResult = z.object({
  status: z.enum(["queued", "active", "completed", "failed"]),
  content: z.array(chunk).optional(),
  error: z.object({ error: z.string() }).nullish(),
});
const errorBody = z.object({ error: z.string(), message: z.string().optional(), details: z.string().optional() });

/** The service's answers that mean "this video has no transcript", not a fault. */
const NO_TRANSCRIPT = new Set(["transcript-unavailable", "not-found", "forbidden"]);

function segments(chunks: z.infer<typeof chunk>[]): TranscriptSegment[] | "unavailable" {
  const out = chunks
    .map((c) => ({ start_seconds: Math.floor(c.offset / 1000), text: c.text.replace(/\s+/g, " ").trim() }))
    .filter((s) => s.text !== "");
  // An empty transcript (no speech) leaves nothing to read products from.
  return out.length > 0 ? out : "unavailable";
}

export interface SupadataSettings {
  baseUrl: string;
  apiKey: string;
}

export function supadataTranscripts(settings: SupadataSettings, overrides: HttpOverrides = {}): TranscriptSource {
  const base = settings.baseUrl.replace(/\/+$/, "");
  const sleep = overrides.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /**
   * One request under the policy. Supadata answers 429 `limit-exceeded` both for a burst over
   * the rate limit and for a plan whose quota or credits are used up; a 429 that outlasts every
   * backoff is taken for the latter and ends the task instead of retrying it for minutes.
   */
  async function get(url: string): Promise<Response> {
    let lastStatus = 0;
    const inner: FetchLike = overrides.fetch ?? ((input, init) => fetch(input, init));
    const observed: FetchLike = async (input, init) => {
      lastStatus = 0;
      const res = await inner(input, init);
      lastStatus = res.status;
      return res;
    };
    const policy: HttpPolicy = {
      provider: SERVICE,
      timeoutMs: 30_000,
      retries: 3,
      baseDelayMs: 1_000,
      maxDelayMs: 30_000,
      ...overrides,
      fetch: observed,
    };
    try {
      return await fetchWithPolicy(policy, url, { headers: { "x-api-key": settings.apiKey, Accept: "application/json" } });
    } catch (error) {
      if (error instanceof ProviderError && lastStatus === 429) {
        throw new ProviderError(
          SERVICE,
          "request limit exceeded on every attempt (HTTP 429 limit-exceeded): the plan's quota or credits are used up",
          {
            transient: false,
            cause: error,
          },
        );
      }
      throw error;
    }
  }

  /** A refusal the service explains in its error body, as "unavailable" or a ProviderError. */
  async function refusal(res: Response): Promise<"unavailable"> {
    const parsed = errorBody.safeParse(await readJson(SERVICE, res).catch(() => undefined));
    const code = parsed.success ? parsed.data.error : "unknown";
    // Only the documented body counts: a bare 404 is more likely a wrong TRANSCRIPT_API_BASE_URL.
    if (NO_TRANSCRIPT.has(code)) return "unavailable";
    if (res.status === 402 || code === "upgrade-required") {
      throw new ProviderError(SERVICE, `credits exhausted or not in the plan (HTTP ${res.status} ${code})`, { transient: false });
    }
    if (res.status === 401) throw new ProviderError(SERVICE, `API key rejected (HTTP 401 ${code})`, { transient: false });
    throw new ProviderError(SERVICE, `request refused (HTTP ${res.status} ${code})`, { transient: false });
  }

  async function parsed<T extends z.ZodType>(res: Response, schema: T): Promise<z.output<T>> {
    const result = schema.safeParse(await readJson(SERVICE, res));
    if (!result.success) throw new ProviderError(SERVICE, "malformed response (not the documented transcript shape)", { transient: false });
    return result.data;
  }

  async function awaitJob(jobId: string): Promise<TranscriptSegment[] | "unavailable"> {
    for (let i = 0; i < MAX_POLLS; i++) {
      await sleep(POLL_INTERVAL_MS);
      const res = await get(`${base}/transcript/${encodeURIComponent(jobId)}`);
      if (!res.ok) return refusal(res);
      const result = await parsed(res, jobResult);
      if (result.status === "completed") return segments(result.content ?? []);
      if (result.status === "failed") {
        const code = result.error?.error ?? "unknown";
        if (NO_TRANSCRIPT.has(code)) return "unavailable";
        throw new ProviderError(SERVICE, `transcript job failed (${code})`, { transient: code === "internal-error" });
      }
    }
    throw new ProviderError(SERVICE, `transcript job ${jobId} still running after ${MAX_POLLS} polls`, { transient: true });
  }

  return {
    async fetchTranscript(video) {
      const query = new URLSearchParams({ url: `https://www.youtube.com/watch?v=${video.video_id}`, mode: "native" });
      const res = await get(`${base}/transcript?${query}`);
      if (res.status === 202) return awaitJob((await parsed(res, job)).jobId);
      // 206 is how the service says "transcript-unavailable".
      if (res.status !== 200) return refusal(res);
      return segments((await parsed(res, transcript)).content);
    },
  };
}

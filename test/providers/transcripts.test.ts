import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getProviders } from "../../worker/providers";
import type { HttpOverrides } from "../../worker/lib/http";
import { offlineProviders } from "../../worker/providers/offline";
import { supadataTranscripts } from "../../worker/providers/transcripts/supadata";
import { readTranscript } from "../../worker/db/transcript-store";
import { countOf, db, runTask } from "../pipeline/helpers";
import internalError from "./recordings/transcripts/internal-error.json";
import jobActive from "./recordings/transcripts/job-active.json";
import jobCompleted from "./recordings/transcripts/job-completed.json";
import job from "./recordings/transcripts/job.json";
import limitExceeded from "./recordings/transcripts/limit-exceeded.json";
import notFound from "./recordings/transcripts/not-found.json";
import transcriptEmpty from "./recordings/transcripts/transcript-empty.json";
import transcriptUnavailable from "./recordings/transcripts/transcript-unavailable.json";
import transcript from "./recordings/transcripts/transcript.json";
import unauthorized from "./recordings/transcripts/unauthorized.json";
import upgradeRequired from "./recordings/transcripts/upgrade-required.json";
import { clone, failure, hang, json, noWait, standIn, type Handler } from "./youtube-stand-in";

const BASE = "https://transcripts.stand-in.test/v1";
const KEY = "test-transcript-key";
const VIDEO = { video_id: "stoveTest02", title: "Canister stoves at -10 °C", channel_id: "UCq3Tf8kWmB2vN7xLp5RzH1g" };

function service(handler: Handler, overrides: HttpOverrides = {}) {
  const server = standIn(handler);
  return {
    source: supadataTranscripts({ baseUrl: BASE, apiKey: KEY }, { fetch: server.fetch, ...noWait, ...overrides }),
    requests: server.requests,
  };
}

const EXPECTED_SEGMENTS = [
  { start_seconds: 0, text: "Five canister stoves, one night in the freezer." },
  { start_seconds: 4, text: "This video is sponsored by Alpine Fuel." },
  { start_seconds: 65, text: "The Kestrel Micro stove still boiled half a litre in four minutes forty." },
  { start_seconds: 3723, text: "That's it for today." },
];

describe("transcript service (Supadata's GET /transcript)", () => {
  it("asks for the video's existing transcript with the key, and maps chunks to segments (ms → s, blanks dropped)", async () => {
    const { source, requests } = service(() => json(transcript));
    expect(await source.fetchTranscript(VIDEO)).toEqual(EXPECTED_SEGMENTS);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req!.url.origin + req!.url.pathname).toBe(`${BASE}/transcript`);
    expect(req!.url.searchParams.get("url")).toBe("https://www.youtube.com/watch?v=stoveTest02");
    expect(req!.url.searchParams.get("mode")).toBe("native");
    expect(req!.headers.get("x-api-key")).toBe(KEY);
  });

  it("'no transcript' answers are unavailable: 206 transcript-unavailable, 404 not-found, empty content", async () => {
    expect(await service(() => json(transcriptUnavailable, 206)).source.fetchTranscript(VIDEO)).toBe("unavailable");
    expect(await service(() => json(notFound, 404)).source.fetchTranscript(VIDEO)).toBe("unavailable");
    expect(await service(() => json(transcriptEmpty)).source.fetchTranscript(VIDEO)).toBe("unavailable");
  });

  it("a bare 404 without the documented body is an error, not 'unavailable' (likely a wrong base URL)", async () => {
    const error = await failure(service(() => new Response("Not Found", { status: 404 })).source.fetchTranscript(VIDEO));
    expect(error.transient).toBe(false);
    expect(error.message).toBe("request refused (HTTP 404 unknown)");
  });

  it("credits exhausted (402 upgrade-required) is permanent and says so", async () => {
    const { source, requests } = service(() => json(upgradeRequired, 402));
    const error = await failure(source.fetchTranscript(VIDEO));
    expect(error.transient).toBe(false);
    expect(error.provider).toBe("Transcript service");
    expect(error.message).toBe("credits exhausted or not in the plan (HTTP 402 upgrade-required)");
    expect(requests).toHaveLength(1);
  });

  it("429 limit-exceeded on every attempt is taken for a used-up quota: permanent, after the backoff", async () => {
    const { source, requests } = service(() => json(limitExceeded, 429));
    const error = await failure(source.fetchTranscript(VIDEO));
    expect(error.transient).toBe(false);
    expect(error.message).toMatch(/quota or credits are used up/);
    expect(requests).toHaveLength(4);
  });

  it("429 then success: retried, and the answer is used", async () => {
    let calls = 0;
    const { source, requests } = service(() => (++calls === 1 ? json(limitExceeded, 429, { "Retry-After": "2" }) : json(transcript)));
    expect(await source.fetchTranscript(VIDEO)).toEqual(EXPECTED_SEGMENTS);
    expect(requests).toHaveLength(2);
  });

  it("5xx on every attempt gives up with a transient error", async () => {
    const { source, requests } = service(() => json(internalError, 500));
    const error = await failure(source.fetchTranscript(VIDEO));
    expect(error.transient).toBe(true);
    expect(error.message).toBe("server error (HTTP 500); gave up after 4 attempts");
    expect(requests).toHaveLength(4);
  });

  it("a service that never answers times out: transient", async () => {
    const error = await failure(service((_r, signal) => hang(signal), { timeoutMs: 5 }).source.fetchTranscript(VIDEO));
    expect(error.transient).toBe(true);
    expect(error.message).toBe("timed out after 5 ms; gave up after 4 attempts");
  });

  it("a rejected key (401) is permanent", async () => {
    const error = await failure(service(() => json(unauthorized, 401)).source.fetchTranscript(VIDEO));
    expect(error.transient).toBe(false);
    expect(error.message).toBe("API key rejected (HTTP 401 unauthorized)");
  });

  it("malformed JSON and a body of another shape are permanent malformed responses", async () => {
    const notJson = await failure(service(() => new Response('{"content": [', { status: 200 })).source.fetchTranscript(VIDEO));
    expect(notJson.transient).toBe(false);
    expect(notJson.message).toMatch(/^malformed response/);
    const odd = clone(transcript) as { content: Record<string, unknown>[] };
    odd.content[0]!.offset = "0:00";
    const wrongShape = await failure(service(() => json(odd)).source.fetchTranscript(VIDEO));
    expect(wrongShape.transient).toBe(false);
    expect(wrongShape.message).toMatch(/^malformed response/);
  });

  it("a 202 job is polled at /transcript/{jobId} until it completes", async () => {
    let polls = 0;
    const { source, requests } = service(({ url }) => {
      if (url.pathname.endsWith("/transcript")) return json(job, 202);
      return ++polls < 3 ? json(jobActive) : json(jobCompleted);
    });
    expect(await source.fetchTranscript(VIDEO)).toEqual([
      { start_seconds: 1, text: "Six packs, one loop, the same load." },
      { start_seconds: 312, text: "The Ridgeline 40 carried best." },
    ]);
    const polled = requests.slice(1);
    expect(polled).toHaveLength(3);
    for (const r of polled) {
      expect(r.url.pathname).toBe(`/v1/transcript/${job.jobId}`);
      expect(r.headers.get("x-api-key")).toBe(KEY);
    }
  });

  it("a job that fails for want of a transcript is unavailable", async () => {
    const { source } = service(({ url }) =>
      url.pathname.endsWith("/transcript") ? json(job, 202) : json({ status: "failed", error: transcriptUnavailable }),
    );
    expect(await source.fetchTranscript(VIDEO)).toBe("unavailable");
  });
});

describe("getProviders picks the transcript source by credentials", () => {
  it("the transcript service when TRANSCRIPT_API_KEY is set, at TRANSCRIPT_API_BASE_URL", async () => {
    const server = standIn(() => json(transcript));
    const providers = getProviders({ ...env, TRANSCRIPT_API_KEY: KEY, TRANSCRIPT_API_BASE_URL: BASE } as Env, { fetch: server.fetch });
    expect(await providers.transcripts.fetchTranscript(VIDEO)).toEqual(EXPECTED_SEGMENTS);
    expect(server.requests[0]!.url.origin).toBe(new URL(BASE).origin);
  });

  it("the offline corpus without a key", () => {
    expect(getProviders(env).transcripts).toBe(offlineProviders.transcripts);
  });
});

describe("get_transcripts with the transcript service", () => {
  const CHANNEL = "UCt7Rn5Sc3Pb1Oa9Nz8My7Lx";
  const IDS = ["gtVideo0001", "gtVideo0002", "gtVideo0003", "gtVideo0004"];

  it("stores transcripts in R2, marks the ones without as unavailable, and stops failed on exhausted credits keeping what it stored", async () => {
    await env.DB.prepare("INSERT INTO channels (channel_id, handle, channel_name) VALUES (?, 'gtchannel', 'GT Channel')")
      .bind(CHANNEL)
      .run();
    for (const [i, id] of IDS.entries()) {
      await env.DB.prepare("INSERT INTO videos (video_id, channel_id, title, published_at) VALUES (?, ?, ?, ?)")
        .bind(id, CHANNEL, `Video ${i + 1}`, `2026-11-1${9 - i}T10:00:00.000Z`)
        .run();
    }
    // Newest first: 0001 has a transcript, 0002 has none, then the credits run out.
    const server = standIn(({ url }) => {
      const id = new URL(url.searchParams.get("url")!).searchParams.get("v");
      if (id === "gtVideo0001") return json(transcript);
      if (id === "gtVideo0002") return json(transcriptUnavailable, 206);
      return json(upgradeRequired, 402);
    });
    const source = supadataTranscripts({ baseUrl: BASE, apiKey: KEY }, { fetch: server.fetch, ...noWait });
    const deps = { db, env, providers: { ...offlineProviders, transcripts: source }, now: () => new Date("2026-11-20T10:00:00.000Z") };
    const { row } = await runTask("get_transcripts", { channel: "gtchannel" }, deps);
    expect(row.status).toBe("failed");
    expect(row.message).toBe("Transcript service: credits exhausted or not in the plan (HTTP 402 upgrade-required)");

    const stored = await env.DB.prepare(
      "SELECT video_id, transcript_status, transcript_key FROM videos WHERE channel_id = ? ORDER BY video_id",
    )
      .bind(CHANNEL)
      .all<{ video_id: string; transcript_status: string; transcript_key: string | null }>();
    expect(stored.results.map((v) => [v.video_id, v.transcript_status])).toEqual([
      ["gtVideo0001", "fetched"],
      ["gtVideo0002", "unavailable"],
      ["gtVideo0003", "pending"],
      ["gtVideo0004", "pending"],
    ]);
    const saved = await readTranscript(env.TRANSCRIPTS, stored.results[0]!.transcript_key!);
    expect(saved?.segments).toEqual(EXPECTED_SEGMENTS);
    expect(await countOf(`SELECT count(*) AS n FROM videos WHERE channel_id = '${CHANNEL}' AND transcript_status = 'fetched'`)).toBe(1);
  });
});

/**
 * Contract tests of the LLM product extractor: the OpenAI-compatible chat-completions endpoint
 * replaced at the fetch boundary by recorded answers shaped like OpenAI's documented ones, and the
 * Workers AI binding by an object answering like the binding does in JSON mode.
 */
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, videos } from "../../worker/db/schema";
import type { FetchLike } from "../../worker/lib/http";
import { answerJsonSchema } from "../../worker/providers/llm/answer";
import { chunkTranscript } from "../../worker/providers/llm/chunks";
import { DEFAULT_CHUNKING, llmExtractor } from "../../worker/providers/llm/extractor";
import { openAiChatModel } from "../../worker/providers/llm/openai";
import type { WorkersAiBinding } from "../../worker/config";
import { workersAiChatModel } from "../../worker/providers/llm/workers-ai";
import { getProviders } from "../../worker/providers";
import { offlineExtractor } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { ExtractionError, type TranscriptSegment } from "../../worker/providers/types";
import { ProviderError } from "../../worker/lib/http";
import { countOf, db, runTask, testDeps } from "../pipeline/helpers";
import chunk1 from "./recordings/llm/chunk-1-of-3.json";
import chunk2 from "./recordings/llm/chunk-2-of-3.json";
import chunk3 from "./recordings/llm/chunk-3-of-3.json";
import cutOff from "./recordings/llm/cut-off.json";
import insufficientQuota from "./recordings/llm/error-insufficient-quota.json";
import invalidKey from "./recordings/llm/error-invalid-api-key.json";
import modelNotFound from "./recordings/llm/error-model-not-found.json";
import rateLimit from "./recordings/llm/error-rate-limit.json";
import serverError from "./recordings/llm/error-server.json";
import noProducts from "./recordings/llm/no-products.json";
import notJson from "./recordings/llm/not-json.json";
import recordedProducts from "./recordings/llm/products.json";
import refusal from "./recordings/llm/refusal.json";
import schemaInvalid from "./recordings/llm/schema-invalid.json";
import timestampOutside from "./recordings/llm/timestamp-outside.json";
import workersAiProducts from "./recordings/llm/workers-ai-products.json";

const BASE = "https://llm.example/v1";

const TRANSCRIPT: TranscriptSegment[] = [
  { start_seconds: 0, text: "Hey everyone, welcome back to the desk tour." },
  {
    start_seconds: 14.6,
    text: "This video is sponsored by Voltwise, and the Voltwise Aurora Wireless Headphones are what they sent over.",
  },
  { start_seconds: 41.2, text: "My keyboard is the Cobaltix Ember Mechanical Keyboard with hot-swappable switches." },
  { start_seconds: 73.9, text: "That's it for today, see you in the next one." },
];
const VIDEO = { video_id: "dQw4w9WgXcQ", title: "My 2026 desk tour" };

interface Reply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface SeenRequest {
  url: string;
  headers: Headers;
  body: { model: string; messages: { role: string; content: string }[]; response_format: unknown };
}

/** The chat-completions endpoint, answering the recorded replies in order. */
function standIn(replies: Reply[]) {
  const requests: SeenRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, headers: request.headers, body: await request.json() });
    const reply = replies.shift();
    if (!reply) throw new Error("no recorded reply left");
    const text = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
    return new Response(text, { status: reply.status ?? 200, headers: { "content-type": "application/json", ...reply.headers } });
  };
  return { fetch, requests };
}

function extractorOver(replies: Reply[], chunking = DEFAULT_CHUNKING) {
  const waits: number[] = [];
  const server = standIn(replies);
  const model = openAiChatModel(
    { baseUrl: BASE, apiKey: "sk-test-key", model: "gpt-4o-mini" },
    { fetch: server.fetch, sleep: async (ms) => void waits.push(ms), random: () => 0.5 },
  );
  return { extractor: llmExtractor(model, chunking), requests: server.requests, waits };
}

const ok = (body: unknown): Reply => ({ body });

/** Answers like `env.AI.run` in JSON mode: the recorded answers in order, or throws the recorded error. */
function binding(answers: (unknown | Error)[]) {
  const calls: { model: string; inputs: Parameters<WorkersAiBinding["run"]>[1] }[] = [];
  const ai: WorkersAiBinding = {
    async run(model, inputs) {
      calls.push({ model, inputs });
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    },
  };
  return { ai, calls };
}

describe("chunking a transcript", () => {
  it("marks each line with its start second and fits the budget, with overlapping lines", () => {
    const chunks = chunkTranscript(TRANSCRIPT, { budget: 220, overlapLines: 1 });
    expect(chunks.map((c) => c.lines.length)).toEqual([2, 2, 2]);
    expect(chunks[0]!.lines[1]).toMatch(/^\[14s\] This video is sponsored/);
    // The second chunk starts with the first chunk's last line.
    expect(chunks[1]!.lines[0]).toBe(chunks[0]!.lines[1]);
    expect(chunks.map((c) => [c.firstSecond, c.lastSecond])).toEqual([
      [0, 40],
      [14, 72],
      [41, 73],
    ]);
    for (const c of chunks) expect(c.lines.join("\n").length).toBeLessThanOrEqual(220);
  });

  it("cuts a segment longer than the budget into pieces at spaces, keeping its second", () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(" ");
    const chunks = chunkTranscript([{ start_seconds: 95.5, text: long }], { budget: 100, overlapLines: 1 });
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) {
      expect(c.firstSecond).toBe(95);
      expect(c.lines.every((l) => l.startsWith("[95s] ") && l.length <= 100)).toBe(true);
    }
    const words = new Set(chunks.flatMap((c) => c.lines.flatMap((l) => l.slice(6).split(" "))));
    expect(words.size).toBe(60);
  });

  it("answers no chunk for an empty transcript, and one for a short one", () => {
    expect(chunkTranscript([], DEFAULT_CHUNKING)).toEqual([]);
    expect(chunkTranscript(TRANSCRIPT, DEFAULT_CHUNKING)).toHaveLength(1);
  });
});

describe("the OpenAI-compatible extractor", () => {
  it("asks for strict JSON-schema output and returns each product with its quote and second", async () => {
    const { extractor, requests } = extractorOver([ok(recordedProducts)]);
    const found = await extractor.extract({ video: VIDEO, segments: TRANSCRIPT });
    expect(found).toEqual([
      {
        product_name: "Aurora Wireless Headphones",
        brand: "Voltwise",
        category: "Technology",
        subcategory: "Headphones",
        description: "Over-ear wireless headphones with active noise cancelling.",
        is_sponsored: true,
        claims: "This video is sponsored by Voltwise, and the Voltwise Aurora Wireless Headphones are what they sent over.",
        video_timestamp: 14,
      },
      expect.objectContaining({ product_name: "Ember Mechanical Keyboard", brand: "Cobaltix", is_sponsored: false, video_timestamp: 41 }),
    ]);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe(`${BASE}/chat/completions`);
    expect(request!.headers.get("authorization")).toBe("Bearer sk-test-key");
    expect(request!.body.model).toBe("gpt-4o-mini");
    expect(request!.body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "product_mentions", strict: true, schema: answerJsonSchema },
    });
    const user = request!.body.messages.find((m) => m.role === "user")!.content;
    expect(user).toContain("Video title: My 2026 desk tour");
    expect(user).toContain("[41s] My keyboard is the Cobaltix Ember Mechanical Keyboard");
  });

  it("sends a schema strict mode accepts: every property required, no extra ones, no bounds", () => {
    const mention = (answerJsonSchema as { properties: { products: { items: Record<string, unknown> } } }).properties.products.items;
    expect(mention.additionalProperties).toBe(false);
    expect([...(mention.required as string[])].sort()).toEqual([
      "brand",
      "category",
      "claims",
      "description",
      "is_sponsored",
      "product_name",
      "subcategory",
      "video_timestamp",
    ]);
    expect(JSON.stringify(answerJsonSchema)).not.toMatch(/"(minLength|maxLength|minimum|maximum|\$schema)"/);
  });

  it("answers no products when the model finds none", async () => {
    const { extractor } = extractorOver([ok(noProducts)]);
    expect(await extractor.extract({ video: VIDEO, segments: TRANSCRIPT })).toEqual([]);
  });

  it("sends long transcripts in overlapping chunks and merges the products they share", async () => {
    const { extractor, requests } = extractorOver([ok(chunk1), ok(chunk2), ok(chunk3)], { budget: 220, overlapLines: 1 });
    const found = await extractor.extract({ video: VIDEO, segments: TRANSCRIPT });
    expect(requests.map((r) => r.body.messages[1]!.content.split("\n")[1])).toEqual([
      "Transcript part 1 of 3 (seconds 0 to 40):",
      "Transcript part 2 of 3 (seconds 14 to 72):",
      "Transcript part 3 of 3 (seconds 41 to 73):",
    ]);
    expect(found).toHaveLength(2);
    const [headphones, keyboard] = found;
    // The earliest mention keeps its quote; a sponsorship said in any chunk counts.
    expect(headphones).toMatchObject({
      product_name: "Aurora Wireless Headphones",
      is_sponsored: true,
      video_timestamp: 14,
      claims: "This video is sponsored by Voltwise, and the Voltwise Aurora Wireless Headphones are what they sent over.",
    });
    expect(keyboard).toMatchObject({ brand: "Cobaltix", video_timestamp: 41 });
  });

  it("retries a malformed answer once, telling the model what was wrong", async () => {
    const { extractor, requests } = extractorOver([ok(notJson), ok(recordedProducts)]);
    const found = await extractor.extract({ video: VIDEO, segments: TRANSCRIPT });
    expect(found).toHaveLength(2);
    expect(requests).toHaveLength(2);
    const retry = requests[1]!.body.messages;
    expect(retry).toHaveLength(3);
    expect(retry[2]!.content).toContain("answer is not valid JSON");
  });

  it.each([
    ["a schema mismatch", schemaInvalid, "schema mismatch at products.0.category: Invalid input: expected string, received undefined"],
    ["a second outside the chunk", timestampOutside, "products.0.video_timestamp 512 is not a second within this chunk (0–73 s)"],
    ["a refusal", refusal, "the model refused: I'm sorry, but I can't help with that request."],
    ["an answer cut off at the token limit", cutOff, "answer cut off at the token limit"],
  ])("fails the video with the reason after %s twice", async (_case, recording, reason) => {
    const { extractor, requests } = extractorOver([ok(recording), ok(recording)]);
    const error = await extractor.extract({ video: VIDEO, segments: TRANSCRIPT }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).transient).toBe(false);
    expect((error as ExtractionError).message).toBe(`unusable answer after one retry: ${reason}`);
    expect(requests).toHaveLength(2);
  });

  it("backs off with jitter on 429, honouring Retry-After, then succeeds", async () => {
    const { extractor, requests, waits } = extractorOver([
      { status: 429, body: rateLimit },
      { status: 429, body: rateLimit, headers: { "retry-after": "7" } },
      ok(recordedProducts),
    ]);
    expect(await extractor.extract({ video: VIDEO, segments: TRANSCRIPT })).toHaveLength(2);
    expect(requests).toHaveLength(3);
    // Full jitter (random 0.5 of 2 s, then of 4 s) and the server's 7 s before the third try.
    expect(waits).toEqual([1000, 7000, 2000]);
  });

  it("gives up on a failing server with a transient error, so the task is retried later", async () => {
    const { extractor, requests } = extractorOver(Array.from({ length: 4 }, () => ({ status: 503, body: serverError })));
    const error = await extractor.extract({ video: VIDEO, segments: TRANSCRIPT }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).not.toBeInstanceOf(ExtractionError);
    expect((error as ProviderError).transient).toBe(true);
    expect((error as ProviderError).message).toBe("server error (HTTP 503); gave up after 4 attempts");
    expect(requests).toHaveLength(4);
  });

  it("ends for good, saying so, when the account is out of quota (429 insufficient_quota on every attempt)", async () => {
    const { extractor, requests } = extractorOver(Array.from({ length: 4 }, () => ({ status: 429, body: insufficientQuota })));
    const error = await extractor.extract({ video: VIDEO, segments: TRANSCRIPT }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      provider: "LLM",
      transient: false,
      message: "out of quota (HTTP 429 insufficient_quota): the account's credit or plan limit is used up",
    });
    expect(error).not.toBeInstanceOf(ExtractionError);
    expect(requests).toHaveLength(4);
    // A plain rate limit that outlasts the retries stays transient: the queue tries the task again later.
    const busy = await extractorOver(Array.from({ length: 4 }, () => ({ status: 429, body: rateLimit })))
      .extractor.extract({ video: VIDEO, segments: TRANSCRIPT })
      .catch((e: unknown) => e);
    expect(busy).toMatchObject({ transient: true, message: "rate limited (HTTP 429); gave up after 4 attempts" });
  });

  it("stops at once on a rejected key or an unknown model", async () => {
    const key = await extractorOver([{ status: 401, body: invalidKey }])
      .extractor.extract({ video: VIDEO, segments: TRANSCRIPT })
      .catch((e: unknown) => e);
    expect(key).toMatchObject({ transient: false, provider: "LLM" });
    expect((key as Error).message).toMatch(/^API key rejected \(HTTP 401 invalid_api_key: Incorrect API key provided/);
    const model = await extractorOver([{ status: 404, body: modelNotFound }])
      .extractor.extract({ video: VIDEO, segments: TRANSCRIPT })
      .catch((e: unknown) => e);
    expect((model as Error).message).toMatch(/^request refused \(HTTP 404 model_not_found: The model `gpt-9-nonexistent` does not exist/);
    expect(model).not.toBeInstanceOf(ExtractionError);
  });

  it("makes no call for a video without transcript lines", async () => {
    const { extractor, requests } = extractorOver([]);
    expect(await extractor.extract({ video: VIDEO, segments: [] })).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

describe("the Workers AI binding", () => {
  it("runs the model in JSON mode with the answer schema and reads the parsed response", async () => {
    const { ai, calls } = binding([workersAiProducts]);
    const found = await llmExtractor(workersAiChatModel(ai)).extract({ video: VIDEO, segments: TRANSCRIPT });
    expect(found.map((p) => [p.brand, p.video_timestamp])).toEqual([
      ["Voltwise", 14],
      ["Cobaltix", 41],
    ]);
    expect(calls[0]!.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(calls[0]!.inputs.response_format).toEqual({ type: "json_schema", json_schema: answerJsonSchema });
  });

  it("retries once when the model could not meet the schema, then fails the video", async () => {
    const unmet = new Error("AiError: JSON Mode couldn't be met (4a1b2c3d)");
    const retried = binding([unmet, workersAiProducts]);
    expect(await llmExtractor(workersAiChatModel(retried.ai)).extract({ video: VIDEO, segments: TRANSCRIPT })).toHaveLength(2);
    const failing = binding([unmet, unmet]);
    const error = await llmExtractor(workersAiChatModel(failing.ai))
      .extract({ video: VIDEO, segments: TRANSCRIPT })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as Error).message).toContain("JSON Mode couldn't be met");
  });

  it("treats a capacity error as transient", async () => {
    const { ai } = binding([new Error("3040: Capacity temporarily exceeded, please try again.")]);
    const error = await llmExtractor(workersAiChatModel(ai))
      .extract({ video: VIDEO, segments: TRANSCRIPT })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ transient: true, provider: "Workers AI" });
  });
});

describe("choosing the extractor", () => {
  it("takes the endpoint when LLM_BASE_URL and LLM_MODEL are set, else the AI binding, else the offline lexicon", async () => {
    expect(getProviders(env).extractor).toBe(offlineExtractor);
    const { ai, calls } = binding([workersAiProducts]);
    expect(await getProviders({ ...env, AI: ai } as Env).extractor.extract({ video: VIDEO, segments: TRANSCRIPT })).toHaveLength(2);
    expect(calls).toHaveLength(1);
    const server = standIn([ok(recordedProducts)]);
    const both = { ...env, AI: ai, LLM_BASE_URL: BASE, LLM_MODEL: "gpt-4o-mini" } as Env;
    expect(await getProviders(both, { fetch: server.fetch }).extractor.extract({ video: VIDEO, segments: TRANSCRIPT })).toHaveLength(2);
    expect(server.requests).toHaveLength(1);
    expect(calls).toHaveLength(1);
  });
});

describe("process_transcripts with the LLM extractor", () => {
  it("fails only the video whose answers stay unusable, writing nothing of it, and goes on", async () => {
    const handle = "basecampbasics";
    const corpus = getCorpus();
    const channel = corpus.channels.find((c) => c.handle === handle)!;
    await runTask("search_youtube", { channel: handle, max_results: 3 });
    await runTask("get_transcripts", { channel: handle });
    const fetched = await db.select().from(videos).where(eq(videos.channel_id, channel.channel_id)).orderBy(videos.published_at);
    expect(fetched.filter((v) => v.transcript_status === "fetched").length).toBeGreaterThanOrEqual(2);
    const broken = fetched.find((v) => v.transcript_status === "fetched")!;

    // The stand-in model answers nonsense for the broken video's transcript, no products for the others.
    const fetch: FetchLike = async (input, init) => {
      const body = (await new Request(input, init).json()) as SeenRequest["body"];
      const isBroken = body.messages.some((m) => m.content.includes(`Video title: ${broken.title}\n`));
      return Response.json(isBroken ? timestampOutside : noProducts);
    };
    const extractor = llmExtractor(openAiChatModel({ baseUrl: BASE, model: "gpt-4o-mini" }, { fetch }));
    const { row } = await runTask("process_transcripts", { channel: handle }, testDeps({ extractor }));

    expect(row.status).toBe("completed");
    expect(row.message).toContain("extraction failed for 1 videos");
    const [after] = await db.select().from(videos).where(eq(videos.video_id, broken.video_id));
    expect(after!.transcript_status).toBe("failed");
    expect(after!.transcript_error).toMatch(
      /^Product extraction failed: LLM: unusable answer after one retry: products\.0\.video_timestamp 512 is not a second within this chunk/,
    );
    expect(await countOf(`SELECT count(*) AS n FROM products WHERE video_id = '${broken.video_id}'`)).toBe(0);
    const others = fetched.filter((v) => v.transcript_status === "fetched" && v.video_id !== broken.video_id);
    for (const v of others) {
      const [o] = await db.select().from(videos).where(eq(videos.video_id, v.video_id));
      expect(o!.transcript_status).toBe("processed");
    }
    expect(await db.select().from(products).where(eq(products.video_id, broken.video_id))).toEqual([]);
  });
});

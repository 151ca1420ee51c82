/**
 * `npm run eval:extraction`: the labelled set, the scoring, and the harness driven end to end
 * through the OpenAI-compatible extractor, whose chat-completions endpoint is replaced at the
 * fetch boundary by a stand-in answering chat completions shaped like the recorded ones.
 */
import { describe, expect, it } from "vitest";
import {
  demoOpeningShare,
  evalExtractor,
  formatDemoShare,
  formatReport,
  notConfiguredMessage,
  runExtractionEval,
  type Progress,
} from "../../scripts/lib/extraction-eval";
import { parseLabelledTranscripts, TRANSCRIPT_KINDS, type LabelledTranscript } from "../../scripts/lib/extraction-labels";
import { isSameProduct, normalise, scoreTranscript, summarise } from "../../scripts/lib/extraction-score";
import type { FetchLike } from "../../worker/lib/http";
import { ExtractionError, type ExtractedProduct } from "../../worker/providers/types";
import { ProviderError } from "../../worker/lib/http";
import labelledFile from "../fixtures/extraction/labelled-transcripts.json";
import invalidKey from "./recordings/llm/error-invalid-api-key.json";
import notJson from "./recordings/llm/not-json.json";
import recordedProducts from "./recordings/llm/products.json";

const SETTINGS = { LLM_BASE_URL: "https://llm.example/v1", LLM_MODEL: "gpt-4o-mini", LLM_API_KEY: "sk-test-key" };

type Found = Pick<ExtractedProduct, "product_name" | "brand" | "video_timestamp"> & Partial<ExtractedProduct>;

/** A product as the extractor returns it; only what a test is about needs saying. */
const found = (p: Found): ExtractedProduct => ({
  category: null,
  subcategory: null,
  description: "A product.",
  is_sponsored: false,
  claims: "",
  ...p,
});

/** The recorded chat completion with these products as the model's answer. */
function completion(products: ExtractedProduct[]): unknown {
  const reply = structuredClone(recordedProducts);
  reply.choices[0]!.message.content = JSON.stringify({ products });
  return reply;
}

interface Reply {
  status?: number;
  body: unknown;
}

/**
 * The chat-completions endpoint: answers each request from the replies queued for the video
 * title the request names (the prompt's first line), and records which videos were asked about.
 */
function standIn(repliesByTitle: Record<string, Reply[]>) {
  const asked: string[] = [];
  const authorizations: (string | null)[] = [];
  const models: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const body = (await request.json()) as { model: string; messages: { role: string; content: string }[] };
    const title = /^Video title: (.*)$/m.exec(body.messages[1]?.content ?? "")?.[1] ?? "";
    asked.push(title);
    authorizations.push(request.headers.get("authorization"));
    models.push(body.model);
    const reply = repliesByTitle[title]?.shift();
    if (!reply) throw new Error(`no reply left for ${title}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { "content-type": "application/json" } });
  };
  return { fetch, asked, authorizations, models };
}

function harnessOver(repliesByTitle: Record<string, Reply[]>) {
  const server = standIn(repliesByTitle);
  const configured = evalExtractor(SETTINGS, { fetch: server.fetch, sleep: async () => {}, random: () => 0.5 });
  if (!configured) throw new Error("the settings configure an LLM");
  return { ...configured, server };
}

/** A small labelled set written for the harness test: a sponsor segment, a desk tour, brand-only talk, no products. */
const SMALL_SET: LabelledTranscript[] = parseLabelledTranscripts([
  {
    id: "travel-bag",
    kinds: ["sponsor-segment", "products"],
    video: { video_id: "smallset001", title: "What's in my travel tech bag" },
    segments: [
      { start_seconds: 0, text: "I'm flying out tomorrow, so here's my travel tech bag." },
      {
        start_seconds: 12.5,
        text: "This video is sponsored by Anker, and the first thing in here is the Anker 737 Power Bank they sent me.",
      },
      { start_seconds: 61.4, text: "The laptop is the MacBook Air M3, which I bought myself." },
    ],
    expected: [
      { product_name: "737 Power Bank", brand: "Anker", is_sponsored: true, video_timestamp: 12 },
      { product_name: "MacBook Air M3", brand: "Apple", is_sponsored: false, video_timestamp: 61 },
    ],
  },
  {
    id: "desk-tour",
    kinds: ["products"],
    video: { video_id: "smallset002", title: "My desk setup" },
    segments: [
      { start_seconds: 32.2, text: "My mouse is still the Logitech MX Master 3S." },
      { start_seconds: 58.6, text: "For typing I'm on the Keychron Q1 Pro with brown switches." },
      { start_seconds: 72.1, text: "I did lube the stabilisers, which made a huge difference." },
      { start_seconds: 85.3, text: "And above the monitor there's the BenQ ScreenBar Halo." },
    ],
    expected: [
      { product_name: "MX Master 3S", brand: "Logitech", is_sponsored: false, video_timestamp: 32 },
      { product_name: "Q1 Pro", brand: "Keychron", is_sponsored: false, video_timestamp: 58 },
      { product_name: "ScreenBar Halo", brand: "BenQ", is_sponsored: false, video_timestamp: 85 },
    ],
  },
  {
    id: "running-shoes",
    kinds: ["brand-only", "products"],
    video: { video_id: "smallset003", title: "Running shoes I finished a marathon in" },
    segments: [
      { start_seconds: 10.6, text: "I know a lot of you love Adidas, no hate." },
      { start_seconds: 23.2, text: "But the shoe I ran the whole marathon in was the Nike Pegasus 41." },
    ],
    expected: [{ product_name: "Pegasus 41", brand: "Nike", is_sponsored: false, video_timestamp: 23 }],
    not_products: ["Adidas"],
  },
  {
    id: "pasta",
    kinds: ["no-products"],
    video: { video_id: "smallset004", title: "The 15 minute pasta" },
    segments: [{ start_seconds: 0, text: "Salt the water properly, like the sea." }],
    expected: [],
  },
]);

/** Deliberately imperfect: a wrong sponsor flag, a timestamp 14 s late, a miss and a brand-only false positive. */
const IMPERFECT_ANSWERS: Record<string, Reply[]> = {
  "What's in my travel tech bag": [
    {
      body: completion([
        found({ product_name: "737 Power Bank", brand: "Anker", is_sponsored: true, video_timestamp: 12 }),
        found({ product_name: "MacBook Air M3", brand: "Apple", is_sponsored: true, video_timestamp: 61 }),
      ]),
    },
  ],
  "My desk setup": [
    {
      body: completion([
        found({ product_name: "mx master 3s", brand: "LOGITECH", video_timestamp: 32 }),
        found({ product_name: "Keychron Q1-Pro", brand: "Keychron", video_timestamp: 72 }),
      ]),
    },
  ],
  "Running shoes I finished a marathon in": [
    {
      body: completion([
        found({ product_name: "Adidas", brand: "Adidas", video_timestamp: 10 }),
        found({ product_name: "Pegasus 41", brand: "Nike", video_timestamp: 23 }),
      ]),
    },
  ],
  "The 15 minute pasta": [{ body: completion([]) }],
};

describe("the labelled transcripts", () => {
  const set = parseLabelledTranscripts(labelledFile);

  it("holds at least 30 transcripts covering every kind, products and non-products", () => {
    expect(set.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(set.flatMap((t) => t.kinds));
    expect([...kinds].sort()).toEqual([...TRANSCRIPT_KINDS].sort());
    for (const t of set.filter((t) => t.kinds.includes("no-products"))) expect(t.expected).toEqual([]);
    for (const t of set.filter((t) => t.kinds.includes("brand-only"))) expect(t.not_products.length).toBeGreaterThan(0);
    expect(set.some((t) => t.expected.some((p) => p.is_sponsored))).toBe(true);
    expect(set.some((t) => t.expected.some((p) => !p.is_sponsored))).toBe(true);
  });

  it("puts every label at the start second of a line that names the product", () => {
    for (const t of set) {
      for (const label of t.expected) {
        const line = t.segments.find((s) => Math.floor(s.start_seconds) === label.video_timestamp);
        expect(line, `${t.id}: ${label.product_name} at ${label.video_timestamp} s`).toBeDefined();
        const said = normalise(line?.text ?? "");
        const names = [label.product_name, ...label.aliases].map(normalise);
        expect(
          names.some((n) => said.includes(n)),
          `${t.id}: "${line?.text}" names ${label.product_name}`,
        ).toBe(true);
      }
    }
  });

  it("puts two products in one line where the kind says so", () => {
    for (const t of set.filter((t) => t.kinds.includes("two-in-one-sentence"))) {
      const seconds = t.expected.map((p) => p.video_timestamp);
      expect(new Set(seconds).size, t.id).toBeLessThan(seconds.length);
    }
  });

  it("refuses a file with a duplicate id, an unknown kind or a fractional second, naming the problem", () => {
    const one = labelledFile[0];
    expect(() => parseLabelledTranscripts([one, one])).toThrow(/duplicate id/);
    expect(() => parseLabelledTranscripts([{ ...one, kinds: ["gadgets"] }])).toThrow(/kinds/);
    const fractional = { ...one, expected: [{ product_name: "X", brand: null, is_sponsored: false, video_timestamp: 1.5 }] };
    expect(() => parseLabelledTranscripts([fractional])).toThrow(/video_timestamp/);
  });

  it("scores a perfect answer to every transcript as perfect, through the real extractor's checks", async () => {
    const answers = Object.fromEntries(
      set.map((t) => [
        t.video.title,
        [
          {
            body: completion(
              t.expected.map((label) =>
                found({
                  product_name: label.product_name,
                  brand: label.brand,
                  is_sponsored: label.is_sponsored,
                  video_timestamp: label.video_timestamp,
                }),
              ),
            ),
          },
        ],
      ]),
    );
    expect(Object.keys(answers)).toHaveLength(set.length);
    const { extractor, server } = harnessOver(answers);
    const { figures } = await runExtractionEval(extractor, set);
    const labelled = set.reduce((n, t) => n + t.expected.length, 0);
    const atZeroLabels = set.reduce((n, t) => n + t.expected.filter((p) => p.video_timestamp === 0).length, 0);
    expect(server.asked).toEqual(set.map((t) => t.video.title));
    expect(figures).toEqual({
      transcripts: set.length,
      failed: 0,
      expected: labelled,
      found: labelled,
      matched: labelled,
      precision: 1,
      recall: 1,
      sponsored: { correct: labelled, of: labelled, accuracy: 1 },
      timestampError: { mean: 0, max: 0 },
      atZero: { count: atZeroLabels, of: labelled, share: atZeroLabels / labelled },
    });
  });

  it("holds products named in the opening line and discussed later, labelled at the later passage", () => {
    const cases = set.filter((t) => t.kinds.includes("named-in-opening"));
    expect(cases.length).toBeGreaterThanOrEqual(4);
    const later = cases.flatMap((t) => t.expected.filter((p) => p.video_timestamp > t.segments[0]!.start_seconds + 5));
    expect(later.length).toBeGreaterThanOrEqual(6);
    // And one named only there, labelled at the opening.
    expect(cases.some((t) => t.expected.some((p) => p.video_timestamp === 0))).toBe(true);
  });

  it("scores an extractor that quotes the opening line at the passage that discusses the product, and reports the share at 0:00", async () => {
    const cases = set.filter((t) => t.kinds.includes("named-in-opening"));
    /** The line that introduces the video: where a first-mention extractor puts every product it names. */
    const opening = (t: LabelledTranscript) => t.segments.find((s) => /in this video|today/i.test(s.text))!;
    const answers = Object.fromEntries(
      cases.map((t) => [
        t.video.title,
        [
          {
            body: completion(
              t.expected.map((label) =>
                found({
                  product_name: label.product_name,
                  brand: label.brand,
                  is_sponsored: label.is_sponsored,
                  claims: opening(t).text,
                  video_timestamp: Math.floor(opening(t).start_seconds),
                }),
              ),
            ),
          },
        ],
      ]),
    );
    const { extractor } = harnessOver(answers);
    const report = await runExtractionEval(extractor, cases);
    const labelled = cases.reduce((n, t) => n + t.expected.length, 0);
    const answeredAtZero = cases.reduce((n, t) => n + (Math.floor(opening(t).start_seconds) === 0 ? t.expected.length : 0), 0);
    expect(report.figures).toMatchObject({ matched: labelled, recall: 1, precision: 1, timestampError: { mean: 0, max: 0 } });
    // Left at 0:00: only the product named nowhere but the opening.
    expect(report.figures.atZero).toEqual({ count: 1, of: labelled, share: 1 / labelled });
    const placedAway =
      labelled - cases.reduce((n, t) => n + t.expected.filter((p) => p.video_timestamp === Math.floor(opening(t).start_seconds)).length, 0);
    expect(report.placement).toEqual({ answeredAtZero, moved: placedAway });
    const text = formatReport(report, "m");
    expect(text).toContain(
      `at 0:00      ${((1 / labelled) * 100).toFixed(1)} % of found (1 of ${labelled}); the extractor answered ${answeredAtZero} there, ${placedAway} moved`,
    );
    expect(text).toContain('At 0:00 (1):\n  espresso-named-once: Breville Bambino Plus: "In this video:');
  });
});

describe("matching a found product to a labelled one", () => {
  const label = {
    product_name: "WH-1000XM5",
    brand: "Sony",
    is_sponsored: false,
    video_timestamp: 0,
    aliases: ["XM5s"],
    brand_aliases: [],
  };

  it("ignores case, accents, punctuation and spacing", () => {
    expect(normalise("WH-1000XM5")).toBe(normalise(" wh 1000 xm5 "));
    expect(normalise("Crème Brûlée")).toBe("cremebrulee");
    expect(isSameProduct(found({ product_name: "wh 1000xm5", brand: "SONY", video_timestamp: 0 }), label)).toBe(true);
  });

  it("accepts the brand inside the name, no brand at all, and an alias", () => {
    expect(isSameProduct(found({ product_name: "Sony WH-1000XM5", brand: "Sony", video_timestamp: 0 }), label)).toBe(true);
    expect(isSameProduct(found({ product_name: "Sony WH-1000XM5", brand: null, video_timestamp: 0 }), label)).toBe(true);
    expect(isSameProduct(found({ product_name: "XM5s", brand: "Sony", video_timestamp: 0 }), label)).toBe(true);
  });

  it("refuses another model, another brand, and the brand alone", () => {
    expect(isSameProduct(found({ product_name: "WH-1000XM4", brand: "Sony", video_timestamp: 0 }), label)).toBe(false);
    expect(isSameProduct(found({ product_name: "WH-1000XM5", brand: "Bose", video_timestamp: 0 }), label)).toBe(false);
    expect(isSameProduct(found({ product_name: "Sony", brand: "Sony", video_timestamp: 0 }), label)).toBe(false);
  });

  it("accepts a misheard brand only when the labels list it", () => {
    const oura = { ...label, product_name: "Ring Gen3", brand: "Oura", aliases: ["ring gen three"], brand_aliases: ["Aura"] };
    expect(isSameProduct(found({ product_name: "Ring Gen Three", brand: "Aura", video_timestamp: 0 }), oura)).toBe(true);
    expect(isSameProduct(found({ product_name: "aura ring gen three", brand: null, video_timestamp: 0 }), oura)).toBe(true);
    expect(isSameProduct(found({ product_name: "Ring Gen Three", brand: "Ora", video_timestamp: 0 }), oura)).toBe(false);
  });
});

describe("scoring one transcript", () => {
  const labels = parseLabelledTranscripts([
    {
      id: "stream-decks",
      kinds: ["products", "brand-only"],
      video: { video_id: "score000001", title: "Stream Decks compared" },
      segments: [{ start_seconds: 0, text: "…" }],
      expected: [
        { product_name: "Stream Deck MK.2", brand: "Elgato", is_sponsored: false, video_timestamp: 10, aliases: ["Stream Deck"] },
        { product_name: "Stream Deck XL", brand: "Elgato", is_sponsored: true, video_timestamp: 80, aliases: ["Stream Deck"] },
      ],
      not_products: ["Corsair"],
    },
  ])[0]!;

  it("pairs a name two labels share with the one nearest in time, and counts a second find as a duplicate", () => {
    const score = scoreTranscript(labels, [
      found({ product_name: "Stream Deck", brand: "Elgato", video_timestamp: 78 }),
      found({ product_name: "Stream Deck MK2", brand: "Elgato", video_timestamp: 12 }),
      found({ product_name: "Stream Deck MK.2", brand: null, video_timestamp: 40 }),
    ]);
    expect(score.matched.map((m) => [m.expected.product_name, m.found.video_timestamp, m.timestampError])).toEqual([
      ["Stream Deck MK.2", 12, 2],
      ["Stream Deck XL", 78, 2],
    ]);
    expect(score.falsePositives).toEqual([
      { found: expect.objectContaining({ video_timestamp: 40 }), reason: "duplicate", label: "Stream Deck MK.2" },
    ]);
    expect(score.misses).toEqual([]);
  });

  it("tells a labelled non-product from an unknown find, and keeps what was not found as misses", () => {
    const score = scoreTranscript(labels, [
      found({ product_name: "Corsair", brand: "Corsair", video_timestamp: 50 }),
      found({ product_name: "Desk Mat", brand: null, video_timestamp: 60 }),
    ]);
    expect(score.falsePositives.map((fp) => [fp.found.product_name, fp.reason, fp.label])).toEqual([
      ["Corsair", "not a product", "Corsair"],
      ["Desk Mat", "not in the labels", undefined],
    ]);
    expect(score.misses.map((m) => m.product_name)).toEqual(["Stream Deck MK.2", "Stream Deck XL"]);
  });

  it("sums precision, recall, sponsor accuracy and timestamp error over a set", () => {
    const figures = summarise([
      scoreTranscript(labels, [
        found({ product_name: "Stream Deck MK.2", brand: "Elgato", video_timestamp: 13 }),
        found({ product_name: "Stream Deck XL", brand: "Elgato", is_sponsored: false, video_timestamp: 80 }),
        found({ product_name: "Desk Mat", brand: null, video_timestamp: 60 }),
      ]),
      scoreTranscript(labels, [], "unusable answer after one retry: answer is not valid JSON"),
    ]);
    expect(figures).toEqual({
      transcripts: 2,
      failed: 1,
      expected: 4,
      found: 3,
      matched: 2,
      precision: 2 / 3,
      recall: 2 / 4,
      sponsored: { correct: 1, of: 2, accuracy: 0.5 },
      timestampError: { mean: 1.5, max: 3 },
      atZero: { count: 0, of: 3, share: 0 },
    });
  });

  it("answers no ratio where there is nothing to divide by", () => {
    const figures = summarise([scoreTranscript({ ...labels, expected: [] }, [])]);
    expect(figures.precision).toBeNull();
    expect(figures.recall).toBeNull();
    expect(figures.sponsored.accuracy).toBeNull();
    expect(figures.timestampError).toBeNull();
    expect(figures.atZero).toEqual({ count: 0, of: 0, share: null });
  });
});

describe("the demo corpus's share at 0:00, with no LLM", () => {
  it("is measured through the offline extractor, before and after placement, and printed", async () => {
    const share = await demoOpeningShare();
    expect(share.mentions).toBeGreaterThan(400);
    expect(share.extractedAtZero / share.mentions).toBeGreaterThan(0.1);
    expect(share.atZero / share.mentions).toBeLessThan(0.02);
    expect(formatDemoShare({ mentions: 594, extractedAtZero: 85, atZero: 3 })).toBe(
      "Demo corpus, offline extractor: mentions at 0:00 3 of 594 (0.5 %) as stored, 85 of 594 (14.3 %) as extracted before placement",
    );
  });
});

describe("the harness over a stand-in LLM", () => {
  it("builds the extractor from the LLM settings only when a base URL and a model are set", () => {
    expect(evalExtractor({})).toBeNull();
    expect(evalExtractor({ LLM_MODEL: "gpt-4o-mini" })).toBeNull();
    expect(evalExtractor({ LLM_BASE_URL: "", LLM_MODEL: "", LLM_API_KEY: "" })).toBeNull();
    expect(evalExtractor(SETTINGS)?.model).toBe("gpt-4o-mini at https://llm.example/v1");
    expect(() => evalExtractor({ ...SETTINGS, LLM_BASE_URL: "not a url" })).toThrow(/LLM_BASE_URL/);
  });

  it("says how to configure an LLM when none is", () => {
    expect(notConfiguredMessage(false)).toMatch(/LLM_BASE_URL and LLM_MODEL/);
    expect(notConfiguredMessage(false)).not.toMatch(/Workers AI binding/);
    expect(notConfiguredMessage(true)).toMatch(/Workers AI binding .* only inside a Worker/);
  });

  it("runs every transcript in order and reports the exact figures of an imperfect extractor", async () => {
    const { extractor, server } = harnessOver(structuredClone(IMPERFECT_ANSWERS));
    const progress: Progress[] = [];
    const report = await runExtractionEval(extractor, SMALL_SET, (p) => progress.push(p));

    expect(server.asked).toEqual(SMALL_SET.map((t) => t.video.title));
    expect(server.authorizations.every((a) => a === "Bearer sk-test-key")).toBe(true);
    expect(server.models.every((m) => m === "gpt-4o-mini")).toBe(true);
    expect(progress).toEqual([
      { index: 1, total: 4, id: "travel-bag", found: 2 },
      { index: 2, total: 4, id: "desk-tour", found: 2 },
      { index: 3, total: 4, id: "running-shoes", found: 2 },
      { index: 4, total: 4, id: "pasta", found: 0 },
    ]);
    expect(report.figures).toEqual({
      transcripts: 4,
      failed: 0,
      expected: 6,
      found: 6,
      matched: 5,
      precision: 5 / 6,
      recall: 5 / 6,
      sponsored: { correct: 4, of: 5, accuracy: 4 / 5 },
      timestampError: { mean: 14 / 5, max: 14 },
      atZero: { count: 0, of: 6, share: 0 },
    });
    expect(report.placement).toEqual({ answeredAtZero: 0, moved: 0 });

    const text = formatReport(report, "gpt-4o-mini at https://llm.example/v1");
    expect(text).toContain("precision 83.3 % (5 of 6 found)   recall 83.3 % (5 of 6 labelled)");
    expect(text).toContain("sponsored    accuracy 80.0 % (4 of 5 matched)");
    expect(text).toContain("timestamp    mean error 2.8 s, max 14 s (over 5 matched)");
    expect(text).toContain("Missed (1):\n  desk-tour: BenQ ScreenBar Halo at 85 s");
    expect(text).toContain("False positives (1):\n  running-shoes: Adidas Adidas at 10 s (not a product: Adidas)");
    expect(text).toContain("Wrong sponsor flag (1):\n  travel-bag: Apple MacBook Air M3 labelled not sponsored");
    expect(text).toContain("Timestamp off (1):\n  desk-tour: Keychron Q1 Pro found at 72 s, labelled 58 s");
    expect(text).toContain(
      "at 0:00      0.0 % of found (0 of 6); the extractor answered 0 there, 0 moved to where the product is discussed",
    );
    expect(text).not.toContain("Failed");
    expect(text).not.toContain("At 0:00 (");
  });

  it("scores a transcript the extractor gives up on as nothing found, and goes on", async () => {
    const answers = structuredClone(IMPERFECT_ANSWERS);
    answers["My desk setup"] = [{ body: notJson }, { body: notJson }];
    const { extractor, server } = harnessOver(answers);
    const progress: Progress[] = [];
    const report = await runExtractionEval(extractor, SMALL_SET, (p) => progress.push(p));

    expect(server.asked.filter((t) => t === "My desk setup")).toHaveLength(2);
    expect(progress[1]).toEqual({
      index: 2,
      total: 4,
      id: "desk-tour",
      found: 0,
      failure: expect.stringMatching(/^unusable answer after one retry/),
    });
    expect(report.figures).toMatchObject({ transcripts: 4, failed: 1, expected: 6, found: 4, matched: 3, precision: 3 / 4, recall: 3 / 6 });
    expect(formatReport(report, "m")).toContain("Failed (1):\n  desk-tour: unusable answer after one retry: answer is not valid JSON");
  });

  it("stops at a failure no transcript can get past (a rejected API key)", async () => {
    const { extractor, server } = harnessOver({ "What's in my travel tech bag": [{ status: 401, body: invalidKey }] });
    const error = await runExtractionEval(extractor, SMALL_SET).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).not.toBeInstanceOf(ExtractionError);
    expect((error as Error).message).toMatch(/API key rejected \(HTTP 401 invalid_api_key/);
    expect(server.asked).toEqual(["What's in my travel tech bag"]);
  });
});

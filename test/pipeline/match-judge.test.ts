/**
 * Issue 21, item 4: the LLM reader of the rules' uncertain band, their accepts and their soft
 * refusals. The
 * OpenAI-compatible endpoint is
 * replaced at the fetch boundary by recorded chat completions shaped like OpenAI's documented
 * ones (test/providers/recordings/llm/judge-*.json), the Workers AI binding by an object
 * answering as the binding does in JSON mode.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FetchLike } from "../../worker/lib/http";
import { configuredListingJudge } from "../../worker/providers/llm";
import { JUDGE_VERDICT, llmListingJudge, type ListingJudge } from "../../worker/providers/llm/judge";
import { workersAiChatModel } from "../../worker/providers/llm/workers-ai";
import { offlineMarketplace } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import type { Marketplace, MarketplaceItem } from "../../worker/providers/types";
import { classifyCandidates } from "../../worker/services/listing-reviews";
import { verifiedCandidates, type SearchedProduct } from "../../worker/pipeline/listings";
import { MATCH_THRESHOLDS } from "../../worker/services/matching";
import {
  adjudicate,
  inUncertainBand,
  judgeSession,
  JUDGE_CALLS_PER_RUN,
  JUDGE_READS_REFUSALS_FROM,
  softlyRefused,
} from "../../worker/services/match-judge";
import type { WorkersAiBinding } from "../../worker/config";
import { countOf, db, runTask, testDeps } from "./helpers";
import accessory from "../providers/recordings/llm/judge-accessory.json";
import inconsistent from "../providers/recordings/llm/judge-inconsistent.json";
import pack from "../providers/recordings/llm/judge-pack.json";
import schemaInvalid from "../providers/recordings/llm/judge-schema-invalid.json";
import workersAiVerdict from "../providers/recordings/llm/judge-workers-ai.json";
import serverError from "../providers/recordings/llm/error-server.json";

const BASE = "https://llm.example/v1";

interface Reply {
  status?: number;
  body: unknown;
}

interface SeenRequest {
  url: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
  };
}

/**
 * The chat-completions endpoint: `reply` picks the recorded answer for each request (by the
 * listing it asks about); every request is kept.
 */
function standIn(reply: (request: SeenRequest) => Reply) {
  const requests: SeenRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const seen = { url: request.url, body: await request.json() } as SeenRequest;
    requests.push(seen);
    const { status, body } = reply(seen);
    return new Response(JSON.stringify(body), { status: status ?? 200, headers: { "content-type": "application/json" } });
  };
  const judge = configuredListingJudge(
    { LLM_BASE_URL: BASE, LLM_MODEL: "gpt-4o-mini", LLM_API_KEY: "sk-test", LLM_JUDGE: "on" },
    { fetch, sleep: async () => {} },
  );
  if (!judge) throw new Error("the judge should be configured");
  return { judge, requests };
}

const always = (body: unknown, status?: number) => () => ({ body, status });

const item = (asin: string, title: string, extra: Partial<MarketplaceItem> = {}): MarketplaceItem => ({
  amazon_product_id: asin,
  title,
  image_url: null,
  currency: "USD",
  price: 10,
  rating: null,
  reviews_count: 0,
  product_url: `https://www.amazon.com/dp/${asin}`,
  ...extra,
});

const mention = {
  product_name: "WH-1000XM5",
  brand: "Sony",
  category: "Technology",
  subcategory: "Headphones",
};
const QUOTE = "I wear the Sony WH-1000XM5 on every flight.";
const exact = item("B0JDGEX001", "Sony WH-1000XM5 Wireless Noise Canceling Headphones", { brand: "Sony", model: "WH1000XM5/B" });
/** The headphones with an extra that may or may not be in the box: the uncertain band. */
const withExtra = (n: number, extra: string) =>
  item(`B0JDGST00${n}`, `Sony WH-1000XM5 Wireless Noise Canceling Headphones with ${extra}`, { brand: "Sony", model: "WH1000XM5/B" });
const withStand = (n: number) => withExtra(n, "Desk Stand");
const renewed = item("B0JDGRN001", "Sony WH-1000XM5 Wireless Noise Canceling Headphones (Renewed)", {
  brand: "Sony",
  condition: "Used - Like New",
});
const caseFor = item("B0JDGCS001", "Hard Case for Sony WH-1000XM5");
/** An edition the mention does not name: refused by one sign, softly. */
const travelEdition = (n: number) =>
  item(`B0JDGTE00${n}`, "Sony WH-1000XM5 Wireless Noise Canceling Headphones, Travel Edition", { brand: "Sony", model: "WH1000XM5/B" });
/** Another maker's headphones: refused by several signs, outright. */
const otherMaker = item("B0JDGBQ001", "Bose QuietComfort Ultra Wireless Noise Cancelling Headphones", { brand: "Bose" });

let keyCounter = 0;
/** A product key no other test has judged (verdicts are cached per key and item). */
const freshKey = () => `sony wh 1000xm5 #${++keyCounter}`;

/** The matcher's verdicts as the pipeline gets them (no admin decision: every listed one is a rule accept), then the judge's. */
async function judgeAll(judge: ListingJudge, items: MarketplaceItem[], key = freshKey(), session = judgeSession(judge)) {
  const { listed, doubtful, refused } = classifyCandidates(mention, items, new Map());
  const search = items.map((i) => ({ asin: i.amazon_product_id, title: i.title }));
  const judged = await adjudicate(db, session, key, { ...mention, quote: QUOTE }, doubtful, listed, refused, search);
  return { ruleListed: listed, ruleRefused: refused, ...judged, key };
}

const asins = (list: { item: MarketplaceItem }[]) => list.map((l) => l.item.amazon_product_id);

afterEach(() => vi.restoreAllMocks());

/** The listing as the judge's request shows it. */
const shown = (request: SeenRequest) => request.body.messages.at(-1)!.content;
const titled = (i: MarketplaceItem) => `"title": ${JSON.stringify(i.title)}`;
/** The mention and listing a request asks about, without the other listings a second reading also shows. */
const listingOf = (request: SeenRequest) => shown(request).split("\n\nThe rule matcher's notes")[0]!;

describe("the LLM judge of the uncertain band and the rules' accepts", () => {
  it("is sent the candidates the rules left uncertain, then their accepts, then their soft refusals, with the mention, the quote and the item's fields, under a strict schema", async () => {
    const { judge, requests } = standIn((request) => ({ body: listingOf(request).includes("Hard Case") ? accessory : pack }));
    const result = await judgeAll(judge, [caseFor, renewed, exact, withStand(1)]);
    // The rules verify the exact item and refuse the case and the renewed offer by themselves.
    expect(asins(result.ruleListed)).toEqual([exact.amazon_product_id]);
    expect(asins(result.ruleRefused)).toEqual([caseFor.amazon_product_id, renewed.amazon_product_id]);
    // The uncertain one first although the search gave it last (read twice: judged the product
    // against the rules' doubt), then the accept, then the case (refused softly: made to fit it);
    // never the renewed offer (a hard refusal).
    expect(requests).toHaveLength(4);
    expect(shown(requests[0]!)).toContain(titled(withStand(1)));
    expect(shown(requests[1]!)).toContain(titled(withStand(1)));
    expect(shown(requests[2]!)).toContain(titled(exact));
    expect(shown(requests[3]!)).toContain(titled(caseFor));
    expect(asins(result.rejected)).toEqual([caseFor.amazon_product_id]);
    const [request] = requests;
    expect(request!.url).toBe(`${BASE}/chat/completions`);
    expect(request!.body.model).toBe("gpt-4o-mini");
    expect(request!.body.response_format).toEqual({ type: "json_schema", json_schema: { ...JUDGE_VERDICT, strict: true } });
    expect(JUDGE_VERDICT.schema).toMatchObject({
      required: ["same_product", "relation", "reason"],
      additionalProperties: false,
      properties: { relation: { enum: ["exact", "variant", "pack", "renewed", "accessory", "sibling", "other"] } },
    });
    // The instructions are decision 0014's: a listing in another language or a book's other format
    // is the product, a version made for another market is not.
    const instructions = request!.body.messages[0]!;
    expect(instructions.role).toBe("system");
    expect(instructions.content).toMatch(/in another language or script[^.]*\(exact\)/);
    expect(instructions.content).toMatch(/hardcover, paperback, Kindle, audiobook \(variant\)/);
    expect(instructions.content).toMatch(/made for another market[^)]*\(sibling\)/);
    const asked = request!.body.messages.at(-1)!.content;
    expect(asked).toContain(QUOTE);
    expect(asked).toContain('"product_name": "WH-1000XM5"');
    expect(asked).toContain(withStand(1).title);
    expect(asked).toContain('"model": "WH1000XM5/B"');
    expect(asked).not.toContain("The rule matcher's notes");
    // The second reading: the same instructions and listing, then the rules' doubt and the
    // search's other listings in its order.
    const again = requests[1]!.body.messages;
    expect(again[0]!.content.startsWith(instructions.content)).toBe(true);
    expect(again[0]!.content).toContain("This is a second reading.");
    expect(again[1]!.content.startsWith(asked)).toBe(true);
    expect(again[1]!.content).toContain("The rule matcher's notes on this listing:\n- same brand");
    expect(again[1]!.content).toContain(
      `The other listings the same search returned:\n- ${caseFor.title}\n- ${renewed.title}\n- ${exact.title}`,
    );
    // Judged a pack of the product: listed with the judge's reason, nothing left for an admin.
    expect(asins(result.listed)).toEqual([withStand(1).amazon_product_id]);
    expect(result.listed[0]!.match.verdict).toBe("verified");
    expect(result.listed[0]!.match.reasons.at(-1)).toBe(
      "judged the product by the LLM judge (gpt-4o-mini, pack): Same model number WH-1000XM5 and brand; the desk stand is a small extra in the box.",
    );
    expect(result.doubtful).toEqual([]);
    // The accept judged the product: still listed, on the rules' verdict, with the judge's reason.
    expect(asins(result.kept)).toEqual([exact.amazon_product_id]);
    expect(result.kept[0]!.match.verdict).toBe("verified");
    expect(result.kept[0]!.match.reasons).toEqual([
      ...result.ruleListed[0]!.match.reasons,
      expect.stringMatching(/^judged the product by the LLM judge \(gpt-4o-mini, pack\): /),
    ]);
    expect(result.doubted).toEqual([]);
    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE match_key = '${result.key}' AND same_product = 1`)).toBe(2);
  });

  it("sends a rule accept it judges not the product to the review queue with its reason, not off the list silently", async () => {
    const { judge, requests } = standIn(always(accessory));
    const result = await judgeAll(judge, [exact]);
    expect(requests).toHaveLength(1);
    expect(result.ruleListed[0]!.match.verdict).toBe("verified");
    expect(result.kept).toEqual([]);
    expect(result.rejected).toEqual([]);
    expect(asins(result.doubted)).toEqual([exact.amazon_product_id]);
    expect(result.doubted[0]!.match.verdict).toBe("review");
    expect(result.doubted[0]!.match.score).toBe(result.ruleListed[0]!.match.score);
    expect(result.doubted[0]!.match.reasons.at(-1)).toBe(
      "judged not the product by the LLM judge (gpt-4o-mini, accessory): The listing sells a stand made for the headphones, not the headphones.",
    );
    // Kept like any verdict: the same pair is not asked again.
    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE match_key = '${result.key}' AND same_product = 0`)).toBe(1);
    const again = await judgeAll(judge, [exact], result.key);
    expect(requests).toHaveLength(1);
    expect(asins(again.doubted)).toEqual([exact.amazon_product_id]);
  });

  it("asks the band before the accepts when the budget is short; an accept past the cap stays listed unread", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { judge, requests } = standIn(always(accessory));
    const result = await judgeAll(judge, [exact, withStand(10)], freshKey(), judgeSession(judge, { limit: 1 }));
    expect(requests).toHaveLength(1);
    expect(shown(requests[0]!)).toContain(titled(withStand(10)));
    expect(asins(result.rejected)).toEqual([withStand(10).amazon_product_id]);
    // Unread: listed on the rules' verdict and reasons alone.
    expect(result.kept).toEqual(result.ruleListed);
    expect(result.doubted).toEqual([]);
    const capLines = log.mock.calls.filter(([line]) => String(line).includes("cap of 1 LLM calls"));
    expect(capLines).toHaveLength(1);
    expect(String(capLines[0]![0])).toContain("accepts stay listed unread");
  });

  it("keeps an accept listed on the rules' verdict, uncached, when the call fails or times out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const other = item("B0JDGEX002", exact.title, { brand: "Sony", model: "WH1000XM5/B" });
    const failing = standIn(always(serverError, 500));
    const failed = await judgeAll(failing.judge, [other]);
    expect(failing.requests.length).toBeGreaterThan(0);
    expect(failed.kept).toEqual(failed.ruleListed);
    expect(asins(failed.kept)).toEqual([other.amazon_product_id]);
    expect(failed.doubted).toEqual([]);

    const stalled: ListingJudge = {
      provider: "LLM",
      model: "slow",
      judge: () => new Promise(() => {}),
      reconsider: () => new Promise(() => {}),
    };
    const late = await judgeAll(stalled, [other], freshKey(), judgeSession(stalled, { timeoutMs: 20 }));
    expect(late.kept).toEqual(late.ruleListed);
    expect(asins(late.kept)).toEqual([other.amazon_product_id]);

    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE amazon_product_id = '${other.amazon_product_id}'`)).toBe(0);
    const lines = warn.mock.calls.map(([line]) => String(line)).filter((l) => l.includes("stays listed on the rules' verdict"));
    expect(lines.some((l) => l.includes("HTTP 500"))).toBe(true);
    expect(lines.some((l) => l.includes("no verdict within"))).toBe(true);
  });

  it("never sends a hard refusal, whatever its score", async () => {
    const { judge, requests } = standIn(always(pack));
    const result = await judgeAll(judge, [renewed]);
    expect(requests).toHaveLength(0);
    expect([...result.listed, ...result.doubtful, ...result.rejected]).toEqual([]);
    const uncertain = classifyCandidates(mention, [withStand(1)], new Map()).doubtful[0]!.match;
    expect(inUncertainBand(uncertain)).toBe(true);
    expect(inUncertainBand({ ...uncertain, hard: true } as typeof uncertain)).toBe(false);
  });

  it("reads a soft refusal last: judged the product it is listed with the judge's reason, judged not it stays refused; a refusal by several signs is never read", async () => {
    expect(JUDGE_READS_REFUSALS_FROM).toBe(0.3);
    const { judge, requests } = standIn(always(pack));
    const result = await judgeAll(judge, [otherMaker, travelEdition(1)]);
    const [outright, soft] = result.ruleRefused.map((r) => r.match);
    expect(outright!.score).toBeLessThan(JUDGE_READS_REFUSALS_FROM);
    expect(soft!.score).toBeGreaterThanOrEqual(JUDGE_READS_REFUSALS_FROM);
    expect([softlyRefused(outright!), softlyRefused(soft!)]).toEqual([false, true]);
    expect(requests).toHaveLength(2);
    expect(shown(requests[0]!)).toContain(titled(travelEdition(1)));
    expect(requests[1]!.body.messages[0]!.content).toContain("This is a second reading.");
    expect(asins(result.listed)).toEqual([travelEdition(1).amazon_product_id]);
    expect(result.listed[0]!.match.verdict).toBe("verified");
    expect(result.listed[0]!.match.reasons).toEqual([
      ...soft!.reasons,
      expect.stringMatching(/^judged the product by the LLM judge \(gpt-4o-mini, pack\): /),
    ]);
    expect(result.doubtful).toEqual([]);

    const refusing = standIn(always(accessory));
    const refused = await judgeAll(refusing.judge, [travelEdition(2)]);
    expect(refused.listed).toEqual([]);
    expect(asins(refused.rejected)).toEqual([travelEdition(2).amazon_product_id]);
    expect(refused.rejected[0]!.match.verdict).toBe("rejected");
    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE match_key = '${refused.key}' AND same_product = 0`)).toBe(1);
  });

  it("lists what the rules doubt only when a second reading, shown their notes and the search's other listings, says so again; its word is the one kept", async () => {
    const secondReading = (request: SeenRequest) => request.body.messages[0]!.content.includes("This is a second reading.");
    // The first reading calls the stand item and the travel edition the product, the second withdraws it.
    const { judge, requests } = standIn((request) => ({ body: secondReading(request) ? accessory : pack }));
    const key = freshKey();
    const result = await judgeAll(judge, [withStand(12), travelEdition(6)], key);
    expect(requests.map(secondReading)).toEqual([false, true, false, true]);
    expect(result.listed).toEqual([]);
    expect(result.doubtful).toEqual([]);
    expect(asins(result.rejected)).toEqual([withStand(12).amazon_product_id, travelEdition(6).amazon_product_id]);
    expect(result.rejected[0]!.match.reasons.at(-1)).toMatch(/^judged not the product by the LLM judge \(gpt-4o-mini, accessory\): /);
    // Only the final word is kept: a later run asks nothing and lists nothing.
    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE match_key = '${key}' AND same_product = 0`)).toBe(2);
    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE match_key = '${key}' AND same_product = 1`)).toBe(0);
    const again = await judgeAll(judge, [withStand(12), travelEdition(6)], key);
    expect(requests).toHaveLength(4);
    expect(asins(again.rejected)).toEqual(asins(result.rejected));

    // A second reading that fails, or finds the budget spent, leaves the candidate where the rules put it, uncached.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = standIn((request) => (secondReading(request) ? { body: serverError, status: 500 } : { body: pack }));
    const failed = await judgeAll(failing.judge, [withStand(13)]);
    expect(asins(failed.doubtful)).toEqual([withStand(13).amazon_product_id]);
    expect(failed.listed).toEqual([]);
    expect(warn.mock.calls.some(([line]) => String(line).includes("stays in review"))).toBe(true);
    vi.spyOn(console, "log").mockImplementation(() => {});
    const short = standIn(always(pack));
    const capped = await judgeAll(short.judge, [travelEdition(7)], freshKey(), judgeSession(short.judge, { limit: 1 }));
    expect(short.requests).toHaveLength(1);
    expect(capped.listed).toEqual([]);
    expect(capped.rejected).toEqual([]);
    expect(
      await countOf(
        `SELECT count(*) AS n FROM match_judgements WHERE amazon_product_id IN ('${withStand(13).amazon_product_id}', '${travelEdition(7).amazon_product_id}')`,
      ),
    ).toBe(0);
  });

  it("reads soft refusals only with what the band and the accepts leave of the budget; one unread stays refused", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { judge, requests } = standIn(always(pack));
    const result = await judgeAll(judge, [travelEdition(3), exact, withStand(11)], freshKey(), judgeSession(judge, { limit: 3 }));
    expect(requests.map((r) => shown(r))).toEqual([
      expect.stringContaining(titled(withStand(11))),
      expect.stringContaining(titled(withStand(11))),
      expect.stringContaining(titled(exact)),
    ]);
    expect(asins(result.listed)).toEqual([withStand(11).amazon_product_id]);
    expect([...result.doubtful, ...result.rejected, ...result.doubted]).toEqual([]);
    const capLine = log.mock.calls.map(([line]) => String(line)).find((line) => line.includes("cap of 3 LLM calls"));
    expect(capLine).toContain("remaining soft refusals stay refused");
  });

  it("asks once per product key and item: a cached verdict makes no second call", async () => {
    const { judge, requests } = standIn(always(accessory));
    const key = freshKey();
    const first = await judgeAll(judge, [withStand(2)], key);
    expect(asins(first.rejected)).toEqual([withStand(2).amazon_product_id]);
    expect(first.doubtful).toEqual([]);
    const again = await judgeAll(judge, [withStand(2)], key);
    expect(requests).toHaveLength(1);
    expect(asins(again.rejected)).toEqual([withStand(2).amazon_product_id]);
    expect(again.rejected[0]!.match.reasons.at(-1)).toContain("judged not the product by the LLM judge (gpt-4o-mini, accessory)");
    // Another product with the same item is another pair: asked.
    await judgeAll(judge, [withStand(2)]);
    expect(requests).toHaveLength(2);
  });

  it("stops at the run's cap of calls, says so once in the log, and leaves the rest in review", async () => {
    expect(JUDGE_CALLS_PER_RUN).toBe(50);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { judge, requests } = standIn(always(pack));
    // Each uncertain one judged the product is read twice.
    const session = judgeSession(judge, { limit: 4 });
    // Three different extras: two listings with the same one would vouch that it is in the box.
    const result = await judgeAll(judge, [withStand(3), withExtra(4, "Charging Dock"), withExtra(5, "Wall Mount")], freshKey(), session);
    const more = await judgeAll(judge, [withStand(6)], freshKey(), session);
    expect(requests).toHaveLength(4);
    expect(asins(result.listed)).toEqual([withStand(3).amazon_product_id, withExtra(4, "Charging Dock").amazon_product_id]);
    expect(asins(result.doubtful)).toEqual([withExtra(5, "Wall Mount").amazon_product_id]);
    expect(asins(more.doubtful)).toEqual([withStand(6).amazon_product_id]);
    const capLines = log.mock.calls.filter(([line]) => String(line).includes("cap of 4 LLM calls"));
    expect(capLines).toHaveLength(1);
  });

  it("leaves the candidate in review, uncached, when the call fails, times out or answers outside the schema", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = standIn(always(serverError, 500));
    const failed = await judgeAll(failing.judge, [withStand(7)]);
    expect(failing.requests.length).toBeGreaterThan(1); // retried, then given up
    expect(asins(failed.doubtful)).toEqual([withStand(7).amazon_product_id]);
    expect(failed.listed).toEqual([]);

    const invalid = standIn(always(schemaInvalid));
    const unusable = await judgeAll(invalid.judge, [withStand(7)]);
    expect(asins(unusable.doubtful)).toEqual([withStand(7).amazon_product_id]);

    const stalled: ListingJudge = {
      provider: "LLM",
      model: "slow",
      judge: () => new Promise(() => {}),
      reconsider: () => new Promise(() => {}),
    };
    const late = await judgeAll(stalled, [withStand(7)], freshKey(), judgeSession(stalled, { timeoutMs: 20 }));
    expect(asins(late.doubtful)).toEqual([withStand(7).amazon_product_id]);

    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE amazon_product_id = '${withStand(7).amazon_product_id}'`)).toBe(
      0,
    );
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines.some((l) => l.includes("stays in review") && l.includes("HTTP 500"))).toBe(true);
    expect(lines.some((l) => l.includes("stays in review") && l.includes("schema mismatch"))).toBe(true);
    expect(lines.some((l) => l.includes("stays in review") && l.includes("no verdict within"))).toBe(true);
  });

  it("lists only same_product with exact, variant or pack: a renewed relation is refused even when called the same product", async () => {
    const { judge } = standIn(always(inconsistent));
    const result = await judgeAll(judge, [withStand(8)]);
    expect(result.listed).toEqual([]);
    expect(asins(result.rejected)).toEqual([withStand(8).amazon_product_id]);
  });

  it("judges through the Workers AI binding in JSON mode with the same schema", async () => {
    const calls: unknown[] = [];
    const ai: WorkersAiBinding = {
      async run(model, inputs) {
        calls.push({ model, inputs });
        return workersAiVerdict;
      },
    };
    const judge = llmListingJudge(workersAiChatModel(ai));
    const result = await judgeAll(judge, [withStand(9)]);
    expect(asins(result.listed)).toEqual([withStand(9).amazon_product_id]);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ inputs: { response_format: { type: "json_schema", json_schema: JUDGE_VERDICT.schema } } });
    expect(configuredListingJudge({ AI: ai, LLM_JUDGE: "on" })?.provider).toBe("Workers AI");
  });

  it("is off without an LLM, and when LLM_JUDGE is off", () => {
    expect(configuredListingJudge({ LLM_JUDGE: "on" })).toBeNull();
    expect(configuredListingJudge({ LLM_BASE_URL: BASE, LLM_MODEL: "gpt-4o-mini", LLM_JUDGE: "off" })).toBeNull();
  });
});

describe("search_amazon_products with a judge", () => {
  const HANDLE = getCorpus().channels[0]!.handle;
  /** The product's search finds only the item "with Desk Stand", which the rules leave uncertain. */
  const standOnly = (real: MarketplaceItem): MarketplaceItem => ({
    ...real,
    amazon_product_id: `${real.amazon_product_id.slice(0, 7)}STD`,
    title: `${real.title} with Desk Stand`,
    price: 99.5,
  });
  const marketplace: Marketplace = {
    async search(query) {
      const real = await offlineMarketplace.search(query);
      return real[0] ? [standOnly(real[0])] : [];
    },
  };

  beforeAll(async () => {
    await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    await runTask("get_transcripts", { channel: HANDLE });
    await runTask("process_transcripts", { channel: HANDLE });
  });

  it("lists what the judge calls the product with its reason, drops what it refuses, and queues nothing it decided", async () => {
    // Every other product's stand item is a pack of the product (so read twice), the others an accessory.
    const answers = new Map<string, typeof pack>();
    const { judge, requests } = standIn((request) => {
      const listing = listingOf(request);
      if (!answers.has(listing)) answers.set(listing, answers.size % 2 === 0 ? pack : accessory);
      return { body: answers.get(listing)! };
    });
    const { row } = await runTask("search_amazon_products", { channel: HANDLE }, testDeps({ marketplace, judge }));
    expect(row.status, row.message ?? "").toBe("completed");
    expect(requests.length).toBeGreaterThan(1);
    const listed = await countOf("SELECT count(DISTINCT amazon_product_id) AS n FROM product_listings WHERE amazon_product_id LIKE '%STD'");
    expect(listed).toBe(Math.ceil(answers.size / 2));
    expect(requests.length).toBe(answers.size + listed);
    const reasons = await env.DB.prepare("SELECT match_reasons FROM product_listings WHERE amazon_product_id LIKE '%STD' LIMIT 1").first<{
      match_reasons: string;
    }>();
    expect(JSON.parse(reasons!.match_reasons).at(-1)).toMatch(/^judged the product by the LLM judge \(gpt-4o-mini, pack\): /);
    // Decided by the judge: nothing waits for an admin, and each verdict is kept.
    expect(await countOf("SELECT count(*) AS n FROM listing_reviews WHERE amazon_product_id LIKE '%STD'")).toBe(0);
    expect(await countOf("SELECT count(*) AS n FROM match_judgements WHERE amazon_product_id LIKE '%STD'")).toBe(answers.size);
    // Run again: the refused ones are searched again, and their cached verdicts answer without a call.
    const calls = requests.length;
    await runTask("search_amazon_products", { channel: HANDLE }, testDeps({ marketplace, judge }));
    expect(requests.length).toBe(calls);
  });

  /** A mention of the channel's first product, under a product key no other test has judged. */
  async function sonyMention(): Promise<SearchedProduct> {
    const row = await env.DB.prepare("SELECT product_id FROM products LIMIT 1").first<{ product_id: string }>();
    return { product_id: row!.product_id, match_key: freshKey(), ...mention, claims: QUOTE };
  }

  it("queues a rule-verified item the judge doubts for an admin with its reason, and keeps one it confirms listed", async () => {
    const black = item("B0JDGEX003", `${exact.title}, Black`, { brand: "Sony", model: "WH1000XM5/B" });
    const silver = item("B0JDGEX004", `${exact.title}, Silver`, { brand: "Sony", model: "WH1000XM5/S" });
    const { judge, requests } = standIn((r) => ({ body: shown(r).includes("Silver") ? accessory : pack }));
    const product = await sonyMention();
    const listed = await verifiedCandidates(db, product, [black, silver], judgeSession(judge));
    expect(requests).toHaveLength(2);
    expect(listed.map((l) => l.item.amazon_product_id)).toEqual([black.amazon_product_id]);
    expect(listed[0]!.match.reasons.at(-1)).toMatch(/^judged the product by the LLM judge \(gpt-4o-mini, pack\): /);
    const review = await env.DB.prepare(
      "SELECT status, match_score, match_reasons FROM listing_reviews WHERE match_key = ? AND amazon_product_id = ?",
    )
      .bind(product.match_key, silver.amazon_product_id)
      .first<{ status: string; match_score: number; match_reasons: string }>();
    expect(review).toMatchObject({ status: "pending" });
    expect(review!.match_score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.verified);
    expect(JSON.parse(review!.match_reasons).at(-1)).toMatch(/^judged not the product by the LLM judge \(gpt-4o-mini, accessory\): /);
    expect(await countOf(`SELECT count(*) AS n FROM listing_reviews WHERE match_key = '${product.match_key}'`)).toBe(1);
  });

  /** An admin's decision on the product's candidate, taken before the search. */
  async function decided(product: SearchedProduct, candidate: MarketplaceItem, status: "accepted" | "rejected") {
    await env.DB.prepare(
      "INSERT INTO listing_reviews (match_key, product_id, amazon_product_id, candidate, match_score, match_reasons, status) VALUES (?, ?, ?, ?, 0.5, '[]', ?)",
    )
      .bind(product.match_key, product.product_id, candidate.amazon_product_id, JSON.stringify(candidate), status)
      .run();
  }

  it("lists a soft refusal the judge calls the product after the rule-verified items, and never one an admin rejected", async () => {
    const rejectedByAdmin = travelEdition(5);
    const product = await sonyMention();
    await decided(product, rejectedByAdmin, "rejected");
    const { judge, requests } = standIn(always(pack));
    const listed = await verifiedCandidates(db, product, [travelEdition(4), rejectedByAdmin, exact], judgeSession(judge));
    expect(requests.map((r) => shown(r))).toEqual([
      expect.stringContaining(titled(exact)),
      expect.stringContaining(titled(travelEdition(4))),
      expect.stringContaining(titled(travelEdition(4))),
    ]);
    expect(listed.map((l) => l.item.amazon_product_id)).toEqual([exact.amazon_product_id, travelEdition(4).amazon_product_id]);
    expect(listed[1]!.match.reasons.at(-1)).toMatch(/^judged the product by the LLM judge \(gpt-4o-mini, pack\): /);
    expect(await countOf(`SELECT count(*) AS n FROM listing_reviews WHERE match_key = '${product.match_key}' AND status = 'pending'`)).toBe(
      0,
    );
  });

  it("never asks about an item an admin accepted", async () => {
    const accepted = item("B0JDGEX005", exact.title, { brand: "Sony", model: "WH1000XM5/B" });
    const product = await sonyMention();
    await decided(product, accepted, "accepted");
    const { judge, requests } = standIn(always(accessory));
    const listed = await verifiedCandidates(db, product, [accepted, withStand(11)], judgeSession(judge));
    // Only the uncertain stand item is read; the accepted one stays listed without a verdict.
    expect(requests).toHaveLength(1);
    expect(shown(requests[0]!)).toContain(titled(withStand(11)));
    expect(listed.map((l) => l.item.amazon_product_id)).toEqual([accepted.amazon_product_id]);
    expect(listed[0]!.match.reasons.some((r) => r.includes("LLM judge"))).toBe(false);
    expect(await countOf(`SELECT count(*) AS n FROM match_judgements WHERE match_key = '${product.match_key}'`)).toBe(1);
  });

  it("in a run, a listing the rules verify and the judge doubts waits in the review queue instead of being listed", async () => {
    const second = getCorpus().channels[1]!.handle;
    await runTask("search_youtube", { channel: second, max_results: 500 });
    await runTask("get_transcripts", { channel: second });
    await runTask("process_transcripts", { channel: second });
    const channel = await env.DB.prepare("SELECT channel_id FROM channels WHERE handle = ?").bind(second).first<{ channel_id: string }>();
    // The marketplace's own results, each first one judged an accessory, the others the product.
    const firsts = new Set<string>();
    const real: Marketplace = {
      async search(query) {
        const found = await offlineMarketplace.search(query);
        if (found[0]) firsts.add(found[0].title);
        return found;
      },
    };
    const { judge, requests } = standIn((r) => ({
      body: [...firsts].some((t) => shown(r).includes(titled({ title: t } as MarketplaceItem))) ? accessory : pack,
    }));
    const { row } = await runTask("search_amazon_products", { channel: second }, testDeps({ marketplace: real, judge }));
    expect(row.status, row.message ?? "").toBe("completed");
    expect(requests.length).toBeGreaterThan(0);
    const ofChannel = `JOIN products p ON p.product_id = x.product_id WHERE p.channel_id = '${channel!.channel_id}'`;
    const doubted = await env.DB.prepare(
      `SELECT x.amazon_product_id AS asin, x.match_score, x.match_reasons FROM listing_reviews x ${ofChannel} AND x.match_reasons LIKE '%judged not the product%'`,
    ).all<{ asin: string; match_score: number; match_reasons: string }>();
    expect(doubted.results.length).toBeGreaterThan(0);
    for (const d of doubted.results) {
      // A rule accept (its score is the rules' verified one), queued with the judge's reason, and not listed.
      expect(d.match_score).toBeGreaterThanOrEqual(MATCH_THRESHOLDS.verified);
      expect(JSON.parse(d.match_reasons).at(-1)).toMatch(/^judged not the product by the LLM judge \(gpt-4o-mini, accessory\): /);
      expect(await countOf(`SELECT count(*) AS n FROM product_listings x ${ofChannel} AND x.amazon_product_id = '${d.asin}'`)).toBe(0);
    }
    const confirmed = await countOf(
      `SELECT count(*) AS n FROM product_listings x ${ofChannel} AND x.match_reasons LIKE '%judged the product by the LLM judge%'`,
    );
    expect(confirmed).toBeGreaterThan(0);
  });
});

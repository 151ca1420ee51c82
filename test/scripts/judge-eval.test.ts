/**
 * `npm run eval -- --judge` (scripts/lib/judge-eval.ts): the judge is built from the LLM settings
 * as the Worker builds it and asked about the rules' uncertain band, their accepts and their soft
 * refusals; the
 * OpenAI-compatible endpoint is replaced at the fetch boundary by recorded chat completions.
 */
import { describe, expect, it } from "vitest";
import type { FetchLike } from "../../worker/lib/http";
import { matchCandidates } from "../../worker/services/matching";
import { evalJudge, formatJudgeStats, judgedMatcher, judgeNotConfiguredMessage, recordedJudge } from "../../scripts/lib/judge-eval";
import { recordingFetch, recordingKey, type RecordedAnswer } from "../../scripts/lib/judge-recordings";
import { evaluateMatcher } from "../../scripts/lib/matcher-eval";
import { parseLabelledCases } from "../../scripts/lib/matcher-labels";
import accessory from "../providers/recordings/llm/judge-accessory.json";
import pack from "../providers/recordings/llm/judge-pack.json";
import sibling from "../providers/recordings/llm/judge-sibling.json";
import serverError from "../providers/recordings/llm/error-server.json";

const SETTINGS = { LLM_BASE_URL: "https://llm.example/v1", LLM_MODEL: "gpt-4o-mini", LLM_API_KEY: "sk-test" };

/** The mention and listing a request asks about, without the rules' notes and other listings a second reading adds. */
const listingOf = (content: string) => content.split("\n\nThe rule matcher's notes")[0]!;

/**
 * Answers by the listing the request asks about (not the other listings a second reading also
 * shows): the speaker's stand item and the headphones' case are accessories, the speaker's 2nd
 * generation and the tablet's Pro siblings, anything else the product (a pack). A second reading of
 * a listing containing `withdraw` answers sibling.
 */
function standIn(fail = false, withdraw?: string) {
  const asked: string[] = [];
  const second: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const body = (await new Request(input, init).json()) as { messages: { content: string }[] };
    const content = body.messages.at(-1)!.content;
    const listing = listingOf(content);
    asked.push(content);
    const again = body.messages[0]!.content.includes("This is a second reading.");
    if (again) second.push(content);
    const reply = fail
      ? serverError
      : listing.includes("Speaker with Desk Stand") || listing.includes("Hard Case")
        ? accessory
        : listing.includes("2nd Gen") || listing.includes("Slate Pro") || (again && withdraw && listing.includes(withdraw))
          ? sibling
          : pack;
    return new Response(JSON.stringify(reply), { status: fail ? 500 : 200, headers: { "content-type": "application/json" } });
  };
  return { fetch, asked, second };
}

const cases = parseLabelledCases([
  {
    id: "headphones",
    mention: { product_name: "WH-1000XM5", brand: "Sony", category: "Technology", subcategory: "Headphones" },
    candidates: [
      { asin: "B0JEVEX001", title: "Sony WH-1000XM5 Wireless Noise Canceling Headphones", brand: "Sony", expected: true },
      { asin: "B0JEVST001", title: "Sony WH-1000XM5 Wireless Noise Canceling Headphones with Desk Stand", brand: "Sony", expected: true },
      { asin: "B0JEVCS001", title: "Hard Case for Sony WH-1000XM5", expected: false },
      { asin: "B0JEVRN001", title: "Sony WH-1000XM5 Wireless Noise Canceling Headphones (Renewed)", brand: "Sony", expected: false },
    ],
  },
  {
    id: "speaker",
    mention: { product_name: "SoundLink Flex", brand: "Bose", category: "Technology", subcategory: "Speakers" },
    candidates: [
      { asin: "B0JEVBS001", title: "Bose SoundLink Flex Bluetooth Portable Speaker", brand: "Bose", expected: true },
      { asin: "B0JEVBS002", title: "Bose SoundLink Flex Bluetooth Portable Speaker with Desk Stand", brand: "Bose", expected: false },
    ],
  },
  {
    // A later generation the rules verify: the false accept the judge is there to catch.
    id: "speaker-generation",
    mention: { product_name: "SoundLink Flex", brand: "Bose", category: "Technology", subcategory: "Speakers" },
    candidates: [{ asin: "B0JEVBG001", title: "Bose SoundLink Flex (2nd Gen) Bluetooth Portable Speaker", brand: "Bose", expected: false }],
  },
  {
    // A size the mention does not name: the rules refuse it softly, the judge reads it as the product.
    // The other model is refused by several signs: never read.
    id: "tablet",
    mention: { product_name: "Slate Air M2", brand: "Lumetra", category: "Technology", subcategory: "Tablets" },
    candidates: [
      { asin: "B0JEVTA001", title: "Lumetra Slate Air 11-inch (M2) Tablet, Space Gray", brand: "Lumetra", expected: true },
      { asin: "B0JEVTP001", title: "Lumetra Slate Pro 11-inch (M4) Tablet, Space Black", brand: "Lumetra", expected: false },
    ],
  },
]);

describe("npm run eval -- --judge", () => {
  it("has no judge without an LLM, and says how to configure one", () => {
    expect(evalJudge({})).toBeNull();
    expect(evalJudge({ LLM_MODEL: "gpt-4o-mini" })).toBeNull();
    const message = judgeNotConfiguredMessage(false);
    expect(message).toContain("LLM_BASE_URL and LLM_MODEL");
    expect(message).toContain("npm run eval -- --judge");
    expect(judgeNotConfiguredMessage(true)).toContain("Workers AI binding");
  });

  it("asks about the uncertain band, the rules' accepts and their soft refusals, and counts an accept it doubts as review", async () => {
    const rules = evaluateMatcher(cases, { all: matchCandidates });
    // The rules alone: the exact items and the 2nd generation listed, both stand items left in
    // review, the tablet's other size refused.
    expect(rules.overall).toMatchObject({ truePositives: 2, falsePositives: 1, falseNegatives: 2, review: 2 });

    const { fetch, asked, second } = standIn();
    const judge = evalJudge(SETTINGS, { fetch, sleep: async () => {} })!;
    expect(judge.model).toBe("gpt-4o-mini at https://llm.example/v1");
    const known = new Map();
    const { matcher, stats } = await judgedMatcher(cases, judge, { asked: known });
    // The two stand items (uncertain), the three accepts, and the soft refusals (the case, the
    // tablet's other size); never the hard refusal (renewed) nor the Pro refused outright. The
    // headphones' stand item and the tablet's size, which the rules doubt, are judged the product
    // and so read a second time with the rules' notes and the search's other listings.
    expect(asked).toHaveLength(9);
    expect(asked.some((a) => /Renewed|Slate Pro/.test(listingOf(a)))).toBe(false);
    expect(asked.filter((a) => a.includes('"title": "Sony WH-1000XM5 Wireless Noise Canceling Headphones"'))).toHaveLength(1);
    expect(second).toHaveLength(2);
    const [stand, otherSize] = second;
    expect(stand).toContain('"title": "Sony WH-1000XM5 Wireless Noise Canceling Headphones with Desk Stand"');
    expect(stand).toMatch(/The rule matcher's notes on this listing:\n- same brand/);
    // The search's other listings, in its order, without the one asked about.
    expect(stand).toContain(
      "The other listings the same search returned:\n- Sony WH-1000XM5 Wireless Noise Canceling Headphones\n- Hard Case for Sony WH-1000XM5\n- Sony WH-1000XM5 Wireless Noise Canceling Headphones (Renewed)",
    );
    expect(otherSize).toContain("- Lumetra Slate Pro 11-inch (M4) Tablet, Space Black");
    expect(stats).toEqual({
      asked: 7,
      uncertain: 2,
      accepts: 3,
      refusals: 2,
      product: 4,
      notProduct: 3,
      doubted: 1,
      reconsidered: 2,
      withdrawn: 0,
      failed: 0,
    });
    expect(formatJudgeStats(stats, judge.model)).toBe(
      "LLM judge (gpt-4o-mini at https://llm.example/v1): 7 candidates asked (2 uncertain, 3 the rules had verified, 2 they had refused softly), 4 judged the product, 3 not (1 of them accepts the judge doubted, counted as review; 0 of the 2 it called the product against the rules' doubt, withdrawn on a second reading), 0 left on the rules' verdict (the call failed or its answer was unusable).",
    );
    const judged = evaluateMatcher(cases, matcher);
    // The doubted 2nd generation is not listed: it waits for an admin (review), no longer a false
    // positive; the tablet in its other size is listed.
    expect(judged.overall).toMatchObject({ truePositives: 4, falsePositives: 0, falseNegatives: 0, review: 1, precision: 1, recall: 1 });
    const tablet = cases[3]!;
    const [size, pro] = matcher.all({ ...tablet.mention, brand: tablet.mention.brand ?? null }, tablet.candidates);
    expect(size).toMatchObject({ verdict: "verified", reasons: expect.arrayContaining(["LLM judge: product"]) });
    expect(pro!.verdict).toBe("rejected");
    const { mention, candidates } = cases[2]!;
    const generation = matcher.all({ ...mention, brand: mention.brand ?? null }, candidates)[0]!;
    expect(generation.verdict).toBe("review");
    expect(generation.reasons.at(-1)).toBe("LLM judge: not the product");

    // The same pairs again (the test set after the development set): no second call.
    await judgedMatcher(cases, judge, { asked: known });
    expect(asked).toHaveLength(9);
  });

  it("does not list what the rules doubt when the second reading withdraws the first's verdict", async () => {
    const { fetch } = standIn(false, "Slate Air 11-inch");
    const { matcher, stats } = await judgedMatcher(cases, evalJudge(SETTINGS, { fetch, sleep: async () => {} })!);
    expect(stats).toMatchObject({ reconsidered: 2, withdrawn: 1, product: 3, notProduct: 4 });
    const tablet = cases[3]!;
    const [size] = matcher.all({ ...tablet.mention, brand: tablet.mention.brand ?? null }, tablet.candidates);
    expect(size).toMatchObject({ verdict: "rejected", reasons: expect.arrayContaining(["LLM judge: not the product"]) });
    expect(evaluateMatcher(cases, matcher).overall).toMatchObject({ truePositives: 3, falsePositives: 0, falseNegatives: 1 });
  });

  it("leaves the rules' verdict when the call fails", async () => {
    const { fetch } = standIn(true);
    const { matcher, stats } = await judgedMatcher(cases, evalJudge(SETTINGS, { fetch, sleep: async () => {} })!);
    expect(stats).toEqual({
      asked: 7,
      uncertain: 2,
      accepts: 3,
      refusals: 2,
      product: 0,
      notProduct: 0,
      doubted: 0,
      reconsidered: 0,
      withdrawn: 0,
      failed: 7,
    });
    expect(evaluateMatcher(cases, matcher).overall).toMatchObject({ truePositives: 2, falsePositives: 1, review: 2 });
  });

  it("records the model's answers and measures the same figures again from the recordings alone", async () => {
    const { fetch, asked } = standIn();
    const recorded: Record<string, RecordedAnswer> = {};
    const live = await judgedMatcher(cases, evalJudge(SETTINGS, { fetch: recordingFetch(fetch, recorded), sleep: async () => {} })!);
    expect(Object.keys(recorded)).toHaveLength(9);
    expect(Object.values(recorded)).toContainEqual(expect.objectContaining({ same_product: false, relation: "sibling" }));

    const replay = recordedJudge({ model: "gpt-4o-mini, recorded", files: ["inline"], answers: recorded });
    expect(replay.judge.model).toBe("recorded answers of gpt-4o-mini, recorded");
    const again = await judgedMatcher(cases, replay.judge);
    expect(asked).toHaveLength(9);
    expect(again.stats).toEqual(live.stats);
    expect(evaluateMatcher(cases, again.matcher).overall).toEqual(evaluateMatcher(cases, live.matcher).overall);
    expect(replay.unrecorded()).toBe(0);

    // A request nobody recorded (the rules now send another candidate) fails as an unreachable model's call would.
    const [dropped, ...kept] = Object.keys(recorded);
    const partial = recordedJudge({ model: "m", files: ["inline"], answers: Object.fromEntries(kept.map((key) => [key, recorded[key]!])) });
    const { stats } = await judgedMatcher(cases, partial.judge);
    expect(dropped).toBeDefined();
    expect(partial.unrecorded()).toBe(1);
    expect(stats.failed).toBe(1);
  });

  it("keeps no answer from a failed call, and keys a request by its instructions too", async () => {
    const recorded: Record<string, RecordedAnswer> = {};
    const { fetch } = standIn(true);
    await judgedMatcher(cases, evalJudge(SETTINGS, { fetch: recordingFetch(fetch, recorded), sleep: async () => {} })!);
    expect(recorded).toEqual({});
    const user = { role: "user", content: "Mentioned product: …" };
    const key = await recordingKey([{ role: "system", content: "Judge." }, user]);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(await recordingKey([{ role: "system", content: "Judge strictly." }, user])).not.toBe(key);
  });
});

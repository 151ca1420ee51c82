/**
 * Issue 21, item 5: learning from the review queue. An admin's decision holds for every mention
 * of the product (same key) and that item, now and in later searches; it is kept as a labelled
 * case that exports in the format `npm run eval` reads; several candidates are decided at once,
 * through the API and through the page's form without JavaScript.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { labelledCaseRows } from "../../worker/db/queries/match-labels";
import { offlineMarketplace } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import type { Marketplace, MarketplaceItem } from "../../worker/providers/types";
import { matchCandidates } from "../../worker/services/matching";
import { evaluateMatcher } from "../../scripts/lib/matcher-eval";
import { parseLabelledCases } from "../../scripts/lib/matcher-labels";
import { reviewLabelsToCases } from "../../scripts/lib/review-labels";
import * as adminPage from "../../app/routes/admin/reviews/route";
import { call, createAdmin, createUser, expect422, type TestUser } from "../api/fixtures";
import { dataOf, redirectOf, run } from "../routes/harness";
import { countOf, db, runTask, testDeps } from "./helpers";

const HANDLE = getCorpus().channels[0]!.handle;

/** The product "with Desk Stand": an extra the matcher doubts, so it waits for an admin. */
const standOf = (item: MarketplaceItem): MarketplaceItem => ({
  ...item,
  amazon_product_id: `${item.amazon_product_id.slice(0, 7)}DSK`,
  title: `${item.title} with Desk Stand`,
  price: 89.5,
});

/** Every search finds only the stand item: its product stays unlisted until an admin decides. */
const marketplace: Marketplace = {
  async search(query) {
    const real = await offlineMarketplace.search(query);
    return real[0] ? [standOf(real[0])] : [];
  },
};

interface Review {
  review_id: number;
  status: string;
  mention: { product_id: string; product_name: string; claims: string };
  candidate: { amazon_product_id: string; title: string };
}

let admin: TestUser;
let pending: Review[];

async function pendingReviews(): Promise<Review[]> {
  const list = await call<{ reviews: Review[] }>("/admin/listing-reviews?limit=100", { token: admin.token });
  expect(list.status, list.text).toBe(200);
  return list.body.reviews;
}

/**
 * Another mention of the same product: the same row in another video of the channel, unlisted,
 * as a later video's extraction would store it.
 */
async function anotherMention(productId: string): Promise<string> {
  const columns = (await env.DB.prepare("PRAGMA table_info(products)").all<{ name: string }>()).results
    .map((c) => c.name)
    .filter((name) => name !== "seq");
  const source = await env.DB.prepare("SELECT channel_id, match_key FROM products WHERE product_id = ?")
    .bind(productId)
    .first<{ channel_id: string; match_key: string }>();
  const video = await env.DB.prepare(
    "SELECT video_id FROM videos WHERE channel_id = ? AND video_id NOT IN (SELECT video_id FROM products WHERE match_key = ?) LIMIT 1",
  )
    .bind(source!.channel_id, source!.match_key)
    .first<{ video_id: string }>();
  const id = `copy-${crypto.randomUUID()}`;
  const value = (c: string) =>
    ({ product_id: "?1", video_id: "?2", listed: "0", listing_count: "0", amazon_product_id: "NULL", price: "NULL", rating: "NULL" })[c] ??
    c;
  await env.DB.prepare(
    `INSERT INTO products (${columns.join(", ")}) SELECT ${columns.map(value).join(", ")} FROM products WHERE product_id = ?3`,
  )
    .bind(id, video!.video_id, productId)
    .run();
  return id;
}

const listingsOf = (productId: string) =>
  env.DB.prepare("SELECT amazon_product_id FROM product_listings WHERE product_id = ? ORDER BY position")
    .bind(productId)
    .all<{ amazon_product_id: string }>()
    .then((r) => r.results.map((row) => row.amazon_product_id));

describe("learning from the review queue", () => {
  beforeAll(async () => {
    await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    await runTask("get_transcripts", { channel: HANDLE });
    await runTask("process_transcripts", { channel: HANDLE });
    const { row } = await runTask("search_amazon_products", { channel: HANDLE }, testDeps({ marketplace }));
    expect(row.status).toBe("completed");
    admin = await createAdmin();
    pending = await pendingReviews();
    expect(pending.length).toBeGreaterThanOrEqual(6);
  });

  it("decides several candidates at once, skips the unknown and the decided ones, and is admin-only", async () => {
    const [a, b, c] = pending;
    const once = await call<{ decided: Review[] }>("/admin/listing-reviews", {
      json: { review_ids: [c!.review_id], decision: "reject" },
      token: admin.token,
    });
    expect(once.status, once.text).toBe(200);
    const res = await call<{ decided: Review[]; skipped: { review_id: number; detail: string }[] }>("/admin/listing-reviews", {
      json: { review_ids: [a!.review_id, b!.review_id, c!.review_id, 999_999], decision: "accept" },
      token: admin.token,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.decided.map((r) => [r.review_id, r.status])).toEqual([
      [a!.review_id, "accepted"],
      [b!.review_id, "accepted"],
    ]);
    expect(res.body.skipped).toEqual([
      { review_id: c!.review_id, detail: "This candidate was already rejected" },
      { review_id: 999_999, detail: "Review not found" },
    ]);
    for (const r of [a!, b!]) expect(await listingsOf(r.mention.product_id)).toContain(r.candidate.amazon_product_id);
    expect(await listingsOf(c!.mention.product_id)).not.toContain(c!.candidate.amazon_product_id);

    const user = await createUser();
    const body = { review_ids: [pending[3]!.review_id], decision: "accept" };
    expect((await call("/admin/listing-reviews", { json: body, token: user.token })).status).toBe(403);
    expect((await call("/admin/listing-reviews", { json: body })).status).toBe(401);
    expect422(await call("/admin/listing-reviews", { json: { review_ids: [], decision: "accept" }, token: admin.token }), "body");
    expect422(
      await call("/admin/listing-reviews", {
        json: { review_ids: Array.from({ length: 101 }, (_, i) => i + 1), decision: "accept" },
        token: admin.token,
      }),
      "body",
    );
    expect422(await call("/admin/listing-reviews", { json: { review_ids: [1], decision: "later" }, token: admin.token }), "body");
    // Nothing of that was decided.
    expect((await pendingReviews()).map((r) => r.review_id)).toContain(pending[3]!.review_id);
  });

  it("applies an accept to every mention of the product, also one found after the decision", async () => {
    const review = (await pendingReviews())[0]!;
    const earlier = await anotherMention(review.mention.product_id);
    const res = await call<Review>(`/admin/listing-reviews/${review.review_id}`, { json: { decision: "accept" }, token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(await listingsOf(review.mention.product_id)).toEqual([review.candidate.amazon_product_id]);
    expect(await listingsOf(earlier)).toEqual([review.candidate.amazon_product_id]);
    // A mention stored later is listed with the accepted item by the next search, with no new review.
    const later = await anotherMention(review.mention.product_id);
    await runTask("search_amazon_products", { channel: HANDLE }, testDeps({ marketplace }));
    expect(await listingsOf(later)).toEqual([review.candidate.amazon_product_id]);
    expect(
      await countOf(`SELECT count(*) AS n FROM listing_reviews WHERE amazon_product_id = '${review.candidate.amazon_product_id}'`),
    ).toBe(1);
  });

  it("applies a reject to every mention of the product, also in later searches", async () => {
    const review = (await pendingReviews())[0]!;
    const earlier = await anotherMention(review.mention.product_id);
    const res = await call<Review>(`/admin/listing-reviews/${review.review_id}`, { json: { decision: "reject" }, token: admin.token });
    expect(res.status, res.text).toBe(200);
    const later = await anotherMention(review.mention.product_id);
    await runTask("search_amazon_products", { channel: HANDLE }, testDeps({ marketplace }));
    for (const id of [review.mention.product_id, earlier, later]) expect(await listingsOf(id)).toEqual([]);
    // Not asked again: the one review row stays, rejected.
    expect(
      await countOf(
        `SELECT count(*) AS n FROM listing_reviews WHERE amazon_product_id = '${review.candidate.amazon_product_id}' AND status = 'rejected'`,
      ),
    ).toBe(1);
    expect((await pendingReviews()).map((r) => r.candidate.amazon_product_id)).not.toContain(review.candidate.amazon_product_id);
  });

  it("decides the selected candidates from the page's form, without JavaScript", async () => {
    const [x, y, z] = await pendingReviews();
    const form: [string, string][] = [
      ["intent", "decide_listings"],
      ["decision", "reject"],
      ["page", "1"],
      ["review_id", String(x!.review_id)],
      ["review_id", String(y!.review_id)],
    ];
    expect(redirectOf(await run(adminPage.action, { path: "/admin/reviews", pattern: "/admin/reviews", form, token: admin.token }))).toBe(
      "/admin/reviews",
    );
    const left = (await pendingReviews()).map((r) => r.review_id);
    expect(left).not.toContain(x!.review_id);
    expect(left).not.toContain(y!.review_id);
    expect(left).toContain(z!.review_id);
    const none = await run(adminPage.action, {
      path: "/admin/reviews",
      pattern: "/admin/reviews",
      form: [
        ["intent", "decide_listings"],
        ["decision", "accept"],
      ],
      token: admin.token,
    });
    expect(dataOf<{ error: string }>(none, 400).error).toBe("Select at least one candidate.");
    const again = await run(adminPage.action, { path: "/admin/reviews", pattern: "/admin/reviews", form, token: admin.token });
    expect(dataOf<{ error: string }>(again, 400).error).toBe("None of the selected candidates is waiting for a decision any more.");
  });

  it("keeps every decision as a labelled case that exports in the evaluation's format", async () => {
    const decided = await countOf("SELECT count(*) AS n FROM listing_reviews WHERE status != 'pending'");
    const rows = await labelledCaseRows(db);
    expect(rows).toHaveLength(decided);
    const accepted = await countOf("SELECT count(*) AS n FROM listing_reviews WHERE status = 'accepted'");
    expect(rows.filter((r) => r.expected === 1).length).toBe(accepted);

    const cases = reviewLabelsToCases(rows);
    // What the command writes is what `npm run eval -- FILE` reads back.
    expect(parseLabelledCases(JSON.parse(JSON.stringify(cases)))).toEqual(cases);
    const one = cases.find((c) => c.candidates[0]!.expected)!;
    const review = await env.DB.prepare(
      "SELECT r.amazon_product_id, p.product_name, p.brand, p.claims, p.category FROM listing_reviews r JOIN products p ON p.product_id = r.product_id WHERE r.status = 'accepted' AND r.amazon_product_id = ?",
    )
      .bind(one.candidates[0]!.asin)
      .first<{ amazon_product_id: string; product_name: string; brand: string | null; claims: string; category: string | null }>();
    expect(one.mention).toMatchObject({ product_name: review!.product_name, quote: review!.claims, category: review!.category });
    expect(one.candidates).toEqual([
      expect.objectContaining({
        asin: review!.amazon_product_id,
        title: expect.stringMatching(/ with Desk Stand$/),
        expected: true,
      }),
    ]);
    expect(one.kinds).toEqual(["review-queue"]);
    expect(cases.some((c) => c.candidates[0]!.expected === false)).toBe(true);
    // The matcher measures them: the stand items are exactly what it doubted, so none is verified.
    const report = evaluateMatcher(cases, { all: matchCandidates });
    expect(report.overall.cases).toBe(cases.length);
    expect(report.overall.review).toBe(cases.length);
  });
});

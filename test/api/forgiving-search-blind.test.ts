/**
 * The forgiving search measured on a held-out set (test/fixtures/search/blind-queries.ts) written
 * without seeing its implementation or its development queries: how many shopper searches find the
 * product they mean among the first page of products, and whether searches for things the catalogue
 * does not sell come back empty rather than with unrelated products.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import type { ServiceContext } from "../../worker/services/context";
import { listProductGroups } from "../../worker/services/product-groups";
import { ABSENT_QUERIES, BLIND_QUERIES } from "../fixtures/search/blind-queries";
import { CATALOGUE } from "../fixtures/search/forgiving-queries";
import { insertChannel, insertProduct, insertVideo } from "./fixtures";

const rc: ServiceContext = { env, db: createDb(env.DB), config: getConfig(env), viewer: null };

const CHANNEL = "UCblindsearch00000000001";
const PUBLISHED = "2025-04-01T00:00:00.000Z";

/**
 * Blind queries that found their product when this test was written: 236 of 276 (docs/products.md).
 * The floor sits just below it, so a change that makes the search find less fails.
 */
const FOUND_FLOOR = 233;
/** Some 300 searches against D1 take far longer than vitest's default 5 s on a shared machine. */
const SET_TIMEOUT_MS = 300_000;

async function search(query: string) {
  return listProductGroups(rc, { query, limit: 12 });
}

beforeAll(async () => {
  await insertChannel({ channel_id: CHANNEL, channel_name: "Blind Reviews", category: "Technology" });
  await insertVideo({ video_id: "blindVid001", channel_id: CHANNEL, title: "Everything I use", published_at: PUBLISHED });
  for (const [index, [brand, name, category, subcategory]] of CATALOGUE.entries()) {
    await insertProduct({
      product_id: `p-blind-${index}`,
      video_id: "blindVid001",
      channel_id: CHANNEL,
      product_name: name,
      brand,
      category,
      subcategory,
      published_at: PUBLISHED,
      video_timestamp: index,
      listings: [{ asin: `B0BLIND${String(index).padStart(3, "0")}` }],
    });
  }
});

describe("forgiving search on the blind query set", () => {
  it(
    "finds the product a shopper means for most held-out searches",
    async () => {
      const missed: string[] = [];
      let firstPlace = 0;
      for (const [query, mustContain] of BLIND_QUERIES) {
        const { products } = await search(query);
        const names = products.map((p) => p.product_name.toLowerCase());
        const at = names.findIndex((name) => name.includes(mustContain));
        if (at < 0) missed.push(`${query} → ${mustContain} (got: ${names.slice(0, 3).join(" | ") || "nothing"})`);
        if (at === 0) firstPlace += 1;
      }
      const found = BLIND_QUERIES.length - missed.length;
      console.log(`blind set: ${found} of ${BLIND_QUERIES.length} found (${firstPlace} in first place)`);
      console.log(`blind set missed:\n  ${missed.join("\n  ")}`);
      expect(found).toBeGreaterThanOrEqual(FOUND_FLOOR);
    },
    SET_TIMEOUT_MS,
  );

  it(
    "answers searches for products the catalogue does not sell with nothing",
    async () => {
      const answered: string[] = [];
      for (const query of ABSENT_QUERIES) {
        const { products, suggestion } = await search(query);
        if (products.length > 0) {
          answered.push(`${query} → ${products.map((p) => p.product_name).join(" | ")} (suggestion: ${suggestion ?? "none"})`);
        }
      }
      console.log(`absent set: ${ABSENT_QUERIES.length - answered.length} of ${ABSENT_QUERIES.length} empty`);
      expect(answered).toEqual([]);
    },
    SET_TIMEOUT_MS,
  );
});

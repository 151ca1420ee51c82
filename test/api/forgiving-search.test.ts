/**
 * Search that forgives (docs/decisions/0021): misspelled, plural and synonym searches find what
 * they mean on a realistic catalogue (the share found has a floor; the figures are printed), the
 * vocabulary follows products as they are written, "Did you mean …" names the corrected search,
 * and searches spelled right find exactly what they found before, in the same order.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import { productGroupQueries } from "../../worker/db/queries/product-groups";
import type { ServiceContext } from "../../worker/services/context";
import { ftsMatch, searchWords } from "../../worker/services/format";
import { listProductGroups } from "../../worker/services/product-groups";
import { listProducts } from "../../worker/services/products";
import { editDistance, FEW_RESULTS } from "../../worker/services/search-forgiving";
import { listCreatorFacets } from "../../worker/services/search-facets";
import { zeroResultHints } from "../../worker/services/search-hints";
import { CATALOGUE, EXACT, QUERIES } from "../fixtures/search/forgiving-queries";
import { call, insertChannel, insertProduct, insertVideo } from "./fixtures";

const rc: ServiceContext = { env, db: createDb(env.DB), config: getConfig(env), viewer: null };
const CREATORS = ["UCforgiveA000000000000001", "UCforgiveB000000000000002", "UCforgiveC000000000000003"];

/** The products the search found before it forgave: the exact full-text search alone. */
async function exactSearch(query: string) {
  const words = searchWords(query);
  const match = ftsMatch(words);
  if (!match) return [];
  const { page } = productGroupQueries(rc.db, {
    search: { words: match, nameWords: words, category: null, subcategory: null },
    admin: false,
    offset: 0,
    limit: 12,
  });
  return page;
}

const finds = (names: string[], word: string) => names.some((n) => n.toLowerCase().includes(word));

beforeAll(async () => {
  for (const [i, id] of CREATORS.entries()) await insertChannel({ channel_id: id, channel_name: `Forgiving Creator ${i + 1}` });
  for (const [i, [brand, name, category, subcategory]] of CATALOGUE.entries()) {
    const channel_id = CREATORS[i % CREATORS.length]!;
    const video_id = `fs-video-${i}`;
    const published_at = new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
    await insertVideo({ video_id, channel_id, title: `Video ${i}`, published_at });
    await insertProduct({
      product_id: `fs-product-${i}`,
      video_id,
      channel_id,
      product_name: name,
      brand,
      category,
      subcategory,
      published_at,
      listings: [{ asin: `BFS${String(i).padStart(7, "0")}` }],
    });
  }
});

describe("search that forgives", () => {
  it("finds what at least 90% of 110+ misspelled, plural and synonym searches mean (before: the exact search alone)", async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(100);
    let before = 0;
    let after = 0;
    const missed: string[] = [];
    for (const [query, word] of QUERIES) {
      if (
        finds(
          (await exactSearch(query)).map((r) => r.product_name),
          word,
        )
      )
        before++;
      const { products } = await listProductGroups(rc, { query, limit: 12 });
      if (
        finds(
          products.map((p) => p.product_name),
          word,
        )
      )
        after++;
      else missed.push(query);
    }
    const share = (n: number) => `${n}/${QUERIES.length} (${((100 * n) / QUERIES.length).toFixed(1)}%)`;
    console.log(`forgiving search: found ${share(after)}; the exact search alone ${share(before)}; missed: ${missed.join(", ")}`);
    expect(after / QUERIES.length).toBeGreaterThanOrEqual(0.9);
    expect(after).toBeGreaterThan(before);
  }, 60_000);

  it("answers a search spelled right exactly as before: the same products in the same order, no suggestion", async () => {
    for (const query of EXACT) {
      const exact = (await exactSearch(query)).map((r) => r.product_id);
      const { products, suggestion } = await listProductGroups(rc, { query, limit: 12 });
      expect(suggestion, query).toBeNull();
      if (exact.length >= FEW_RESULTS)
        expect(
          products.map((p) => p.product_id),
          query,
        ).toEqual(exact);
      // Little found: the exact matches still come first, the forgiving ones after them.
      else expect(products.map((p) => p.product_id).slice(0, exact.length), query).toEqual(exact);
      expect(exact.length, query).toBeGreaterThan(0);
    }
  });

  it("says what it corrected: hedphones → headphones, kept words as typed, none when nothing was corrected", async () => {
    expect((await listProductGroups(rc, { query: "hedphones" })).suggestion).toBe("headphones");
    expect((await listProductGroups(rc, { query: "bose hedphones" })).suggestion).toBe("bose headphones");
    expect((await listProducts(rc, { query: "wireles mouse" })).suggestion).toBe("wireless mouse");
    // A synonym or a plural is no misspelling.
    const shoes = await listProductGroups(rc, { query: "trainers" });
    expect(shoes.suggestion).toBeNull();
    expect(shoes.products.map((p) => p.product_name)).toContain("Adidas Samba OG Sneakers");
    // Nothing near: nothing found, nothing suggested.
    expect(await listProductGroups(rc, { query: "zzqxv" })).toMatchObject({ products: [], total: 0, suggestion: null });
  });

  it("keeps the other filters: a misspelled search within a category finds only that category's products", async () => {
    const { products } = await listProductGroups(rc, { query: "wireles", category: "Gaming" });
    expect(products.map((p) => p.product_name)).toEqual(["PlayStation DualSense Wireless Controller"]);
    const within = await listProductGroups(rc, { query: "hedphones", channel_id: [CREATORS[0]!] });
    expect(within.products.every((p) => p.channel_id === CREATORS[0])).toBe(true);
    expect(within.products.map((p) => p.product_name)).toContain("Sony WH-1000XM5 Wireless Noise Cancelling Headphones");
  });

  it("answers the suggestion on GET /api/products/grouped and GET /api/products, and leaves it out of lists without a search", async () => {
    const grouped = await call("/api/products/grouped?query=hedphones");
    expect(grouped.status).toBe(200);
    expect(grouped.body.suggestion).toBe("headphones");
    expect(grouped.body.products.length).toBeGreaterThan(0);
    const perMention = await call("/api/products?query=sneeker");
    expect(perMention.body.suggestion).toBe("sneakers");
    const plain = await call("/api/products/grouped");
    expect(plain.body).not.toHaveProperty("suggestion");
  });

  it("offers in the creator filter only creators with products in the list the other filters make, with how many", async () => {
    const counts = async (input: Parameters<typeof listCreatorFacets>[1]) =>
      Object.fromEntries((await listCreatorFacets(rc, input)).channels.map((c) => [c.channel_id, c.results]));
    const [a, b, c] = CREATORS as [string, string, string];
    // Headphones: Sony and Jabra (A), Bose (B), AirPods by their subcategory (C).
    expect(await counts({ query: "headphones" })).toEqual({ [a]: 2, [b]: 1, [c]: 1 });
    // Each creator's count is what the list shows of it (here each product has one creator), misspelled or not.
    for (const input of [{ query: "hedphones" }, { query: "shoes" }, { query: "wireless", category: "Technology" }]) {
      const listed: Record<string, number> = {};
      for (const p of (await listProductGroups(rc, { ...input, limit: 100 })).products)
        listed[p.channel_id] = (listed[p.channel_id] ?? 0) + 1;
      expect(await counts(input), JSON.stringify(input)).toEqual(listed);
    }
    expect(await counts({ query: "tent" })).toEqual({ [c]: 1 });
    expect(await counts({ category: "Fashion" })).toEqual({ [a]: 2, [b]: 2, [c]: 1 });
    expect(await counts({ query: "sneakers", category: "Fashion", subcategory: "Sneakers" })).toEqual({ [a]: 1, [b]: 1 });
    expect(await counts({ query: "zzqxv" })).toEqual({});
    const all = await counts({});
    expect(Object.keys(all).sort()).toEqual([...CREATORS].sort());
    expect(Object.values(all).reduce((x, y) => x + y, 0)).toBe(CATALOGUE.length);
  });

  it("offers ways forward from an empty list: each filter it could drop with the total then, and similar categories", async () => {
    const hints = await zeroResultHints(rc, { query: "tent", category: "Beauty", channel_id: [CREATORS[0]!] });
    // Creator A's Beauty products (CeraVe, Dyson): 2; the tent is creator C's, and no Beauty product is a tent.
    expect(hints.drop).toEqual([{ filter: "search", total: 2 }]);
    expect(hints.categories).not.toContain("Beauty");
    expect((await zeroResultHints(rc, { query: "photo zzqxv" })).categories).toEqual(["Photography"]);
    // Nothing resembles the search: the first categories by name.
    expect((await zeroResultHints(rc, { query: "zzqxv" })).categories).toEqual([
      "Beauty",
      "Fashion",
      "Fitness",
      "Gaming",
      "Home & Kitchen",
      "Outdoors",
    ]);
  });

  it("keeps the vocabulary as products are written: a new word, a renamed product, a deleted one", async () => {
    const products = async (term: string) =>
      (await env.DB.prepare("SELECT products FROM search_terms WHERE term = ?").bind(term).first<{ products: number }>())?.products ?? 0;
    expect(await products("headphones")).toBe(2);
    expect(await products("sony")).toBe(3);
    await insertVideo({ video_id: "fs-video-new", channel_id: CREATORS[0]!, title: "New", published_at: "2025-06-01T00:00:00.000Z" });
    await insertProduct({
      product_id: "fs-product-new",
      video_id: "fs-video-new",
      channel_id: CREATORS[0]!,
      product_name: "Zorblax Hyperdrive Turntable",
      brand: "Zorblax",
      published_at: "2025-06-01T00:00:00.000Z",
      listings: [{ asin: "BFSNEW0001" }],
    });
    expect(await products("turntable")).toBe(1);
    expect((await listProductGroups(rc, { query: "turntabel" })).suggestion).toBe("turntable");
    await env.DB.prepare("UPDATE products SET product_name = 'Zorblax Hyperdrive Record Player' WHERE product_id = 'fs-product-new'").run();
    expect(await products("turntable")).toBe(0);
    expect(await products("player")).toBe(1);
    await env.DB.prepare("DELETE FROM products WHERE product_id = 'fs-product-new'").run();
    expect(await products("player")).toBe(0);
    expect(await products("zorblax")).toBe(0);
  });

  it("counts edits as typos are made: a swap, a missing, an extra and a wrong letter are one each", () => {
    expect(editDistance("headphones", "haedphones")).toBe(1);
    expect(editDistance("headphones", "hedphones")).toBe(1);
    expect(editDistance("headphones", "headphoness")).toBe(1);
    expect(editDistance("headphones", "headphanes")).toBe(1);
    expect(editDistance("microphone", "microfone")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });
});

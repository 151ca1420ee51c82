/**
 * Issue 21: the marketplace returns the right item, titled the way real sellers title it, and the
 * product must not disappear from the site. A model number only at the end of the title in
 * brackets, a product sold only as a pack, and products that are themselves accessories (a monitor
 * light bar, a microphone arm) under an accessory browse node are listed; the decoys beside them
 * (accessories made for them, siblings, renewed units) stay out. The marketplace is the Creators
 * API at the fetch boundary (./creators-stand-in.ts).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { matchKey } from "../../worker/lib/keys";
import { getCorpus } from "../../worker/providers/offline/corpus";
import { call } from "../api/fixtures";
import { creatorsStandIn, REALISTIC_SEARCHES } from "./creators-stand-in";
import { runTask, testDeps } from "./helpers";

const HANDLE = getCorpus().channels[0]!.handle;
const mentions = Object.values(REALISTIC_SEARCHES).map(({ mention }, i) => ({ ...mention, product_id: `p-realistic-${i}` }));

interface Listing {
  product_id: string;
  amazon_product_id: string;
  match_score: number;
  match_reasons: string;
  pack_size: number | null;
}

let listings: Listing[];
let searched: string[];

describe("realistic marketplace listings", () => {
  beforeAll(async () => {
    await runTask("search_youtube", { channel: HANDLE, max_results: 3 });
    const video = await env.DB.prepare(
      "SELECT v.video_id, v.channel_id, v.published_at FROM videos v JOIN channels c ON c.channel_id = v.channel_id WHERE c.handle = ? LIMIT 1",
    )
      .bind(HANDLE)
      .first<{ video_id: string; channel_id: string; published_at: string }>();
    // The mentions as the extractor writes them: the product's own category says what it is.
    await env.DB.batch(
      mentions.map((m) =>
        env.DB.prepare(
          `INSERT INTO products (product_id, video_id, channel_id, product_name, brand, category, subcategory, claims, match_key, published_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).bind(
          m.product_id,
          video!.video_id,
          video!.channel_id,
          m.product_name,
          m.brand,
          m.category,
          m.subcategory,
          `I use the ${m.product_name} every day`,
          matchKey(m.brand, m.product_name),
          video!.published_at,
        ),
      ),
    );
    const standIn = creatorsStandIn([], (keywords) => ({ searchResult: { items: REALISTIC_SEARCHES[keywords]?.items ?? [] } }));
    searched = standIn.searched;
    const { row } = await runTask("search_amazon_products", { channel: HANDLE }, testDeps({ marketplace: standIn.marketplace }));
    expect(row.status).toBe("completed");
    const rows = await env.DB.prepare(
      `SELECT l.product_id, l.amazon_product_id, l.match_score, l.match_reasons, m.pack_size FROM product_listings l
       JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id WHERE l.product_id LIKE 'p-realistic-%' ORDER BY l.product_id, l.position`,
    ).all<Listing>();
    listings = rows.results;
  });

  it("lists every one of these products, each with the marketplace's right item only", () => {
    expect(searched.sort()).toEqual(Object.keys(REALISTIC_SEARCHES).sort());
    const byProduct = new Map(mentions.map((m) => [m.product_id, listings.filter((l) => l.product_id === m.product_id)]));
    for (const [productId, own] of byProduct) {
      expect(
        own.map((l) => l.amazon_product_id.slice(0, 6)),
        productId,
      ).toEqual(["B0REAL"]);
      expect(own[0]!.match_score).toBeGreaterThanOrEqual(0.8);
    }
    // No decoy anywhere: accessories made for them, the sibling models, the renewed units.
    expect(listings.filter((l) => l.amazon_product_id.startsWith("B0DECO"))).toEqual([]);
  });

  it("finds the bracketed model number at the end of a long title", () => {
    const mv7 = listings.find((l) => l.amazon_product_id === "B0REALMV71")!;
    expect(JSON.parse(mv7.match_reasons)).toEqual(expect.arrayContaining(["same brand (brand)", "same model (mv7 plus)"]));
  });

  it("keeps a pack's size and shows it on the product page's Amazon card", async () => {
    const pack = listings.find((l) => l.amazon_product_id === "B0REALTAG4")!;
    expect(pack.pack_size).toBe(4);
    expect(JSON.parse(pack.match_reasons)).toContain("a pack of 4");
    const page = await call(`/products/${pack.product_id}`);
    expect(page.status).toBe(200);
    const body = page.body as { amazon_products: { amazon_product_id: string; pack_size?: number | null }[] };
    expect(body.amazon_products).toEqual([expect.objectContaining({ amazon_product_id: "B0REALTAG4", pack_size: 4 })]);
    // A single item has none.
    const single = listings.find((l) => l.amazon_product_id === "B0REALHALO")!;
    expect(single.pack_size).toBeNull();
  });

  it("lists the accessories the mentions are, filed under accessory nodes", () => {
    for (const [asin, node] of [
      ["B0REALHALO", "Computer Monitor Accessories"],
      ["B0REALARM1", "Microphone Accessories"],
    ]) {
      const listing = listings.find((l) => l.amazon_product_id === asin);
      expect(listing, asin).toBeDefined();
      // Not held against it: the node names the mention's own kind.
      expect(JSON.parse(listing!.match_reasons), asin).not.toContain(`filed under ${node}`);
    }
  });
});

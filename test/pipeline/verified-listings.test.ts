/**
 * Issue 14: a marketplace search returns, beside the product, what real searches return too
 * (accessories, the older model, third-party "designed for" items, ranked above the product).
 * Only the product itself becomes a listing, with its score and reasons.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { offlineMarketplace } from "../../worker/providers/offline";
import { getCorpus } from "../../worker/providers/offline/corpus";
import type { Marketplace, MarketplaceItem } from "../../worker/providers/types";
import { runTask, testDeps } from "./helpers";

const HANDLE = getCorpus().channels[0]!.handle;

/** The demo marketplace, with decoys ranked above the product in every answer. */
const withDecoys: Marketplace = {
  async search(query) {
    const real = await offlineMarketplace.search(query);
    const product = real[0];
    if (!product) return real;
    const decoy = (suffix: string, title: string, price: number): MarketplaceItem => ({
      ...product,
      amazon_product_id: `${product.amazon_product_id.slice(0, 7)}${suffix}`,
      title,
      price,
    });
    const name = product.title;
    return [
      decoy("CAS", `Hard Shell Carrying Case for ${name}`, 15.99),
      decoy("FIT", `Replacement Parts Compatible with ${name}`, 9.99),
      decoy("REN", `${name} (Renewed)`, product.price ? product.price * 0.7 : 10),
      ...real,
    ];
  },
};

describe("verified listings", () => {
  it("stores only the product itself, best match first, with the matcher's score and reasons", async () => {
    await runTask("search_youtube", { channel: HANDLE, max_results: 500 });
    await runTask("get_transcripts", { channel: HANDLE });
    await runTask("process_transcripts", { channel: HANDLE });
    const { row } = await runTask("search_amazon_products", { channel: HANDLE }, testDeps({ marketplace: withDecoys }));
    expect(row.status).toBe("completed");
    const decoys = await env.DB.prepare(
      "SELECT count(*) AS n FROM product_listings WHERE amazon_product_id LIKE '%CAS' OR amazon_product_id LIKE '%FIT' OR amazon_product_id LIKE '%REN'",
    ).first<{ n: number }>();
    expect(decoys?.n).toBe(0);
    const listings = await env.DB.prepare(
      `SELECT l.position, l.match_score, l.match_reasons, m.title, p.product_name FROM product_listings l
       JOIN marketplace_items m ON m.amazon_product_id = l.amazon_product_id JOIN products p ON p.product_id = l.product_id
       WHERE p.channel_id = (SELECT channel_id FROM channels WHERE handle = ?) ORDER BY l.product_id, l.position`,
    )
      .bind(HANDLE)
      .all<{ position: number; match_score: number; match_reasons: string; title: string; product_name: string }>();
    expect(listings.results.length).toBeGreaterThan(0);
    for (const l of listings.results) {
      expect(l.match_score).toBeGreaterThanOrEqual(0.8);
      expect(JSON.parse(l.match_reasons)).toEqual(expect.arrayContaining([expect.stringMatching(/^same (brand|model)/)]));
      expect(l.title).toContain(l.product_name);
    }
    // The main listing (its price shows in lists) is never a decoy.
    const mains = await env.DB.prepare(
      "SELECT count(*) AS n FROM products WHERE listed = 1 AND (amazon_product_id LIKE '%CAS' OR amazon_product_id LIKE '%FIT' OR amazon_product_id LIKE '%REN')",
    ).first<{ n: number }>();
    expect(mains?.n).toBe(0);
  });
});

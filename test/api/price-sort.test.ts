import { beforeAll, describe, expect, it } from "vitest";
import { call, CH, insertProduct, seedCatalogue } from "./fixtures";

const pids = (products: { product_id: string }[]) => products.map((p) => p.product_id);

beforeAll(async () => {
  await seedCatalogue();
  // Listed, but the marketplace gave no price (an item currently unavailable).
  for (const [i, published_at] of ["2025-06-01T00:00:00.000Z", "2024-01-01T00:00:00.000Z"].entries()) {
    await insertProduct({
      product_id: `p-unpriced-${i}`,
      video_id: "alphaVid001",
      channel_id: CH.alpha,
      product_name: `Unpriced gadget ${i}`,
      category: "Electronics",
      published_at,
      listings: [{ asin: `B0UNPRICE${i}`, price: null }],
    });
  }
});

describe("sorting by price", () => {
  it("puts listings without a price last in price_asc, as price_desc does", async () => {
    const asc = pids((await call("/products?sort=price_asc&limit=100")).body.products);
    const desc = pids((await call("/products?sort=price_desc&limit=100")).body.products);
    expect(asc).toHaveLength(11);
    expect(asc.slice(-2).sort()).toEqual(["p-unpriced-0", "p-unpriced-1"]);
    expect(desc.slice(-2).sort()).toEqual(["p-unpriced-0", "p-unpriced-1"]);
    expect(asc[0]).not.toMatch(/unpriced/);
  });

  it("keeps them last across pages and inside a category, a creator filter and a text search", async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...pids((await call(`/products?sort=price_asc&page=${page}&limit=3`)).body.products));
    expect(pages.slice(-2).sort()).toEqual(["p-unpriced-0", "p-unpriced-1"]);
    const inCategory = pids((await call("/products?sort=price_asc&category=Electronics&limit=100")).body.products);
    expect(inCategory.at(-1)).toMatch(/unpriced/);
    const byCreator = pids((await call(`/products?sort=price_asc&channel_id=${CH.alpha}&channel_id=${CH.beta}&limit=100`)).body.products);
    expect(byCreator.slice(-2).sort()).toEqual(["p-unpriced-0", "p-unpriced-1"]);
    const searched = pids((await call("/products?sort=price_asc&query=gadget&limit=100")).body.products);
    expect(searched.at(-1)).toMatch(/unpriced/);
  });
});

/** The products page's loader (issue 23, item 4): its URL read with the service's filter schema, and a refused list kept on the page. */
import { beforeAll, describe, expect, it } from "vitest";
import * as productsPage from "../../app/routes/products/route";
import { CH, insertChannel, seedCatalogue } from "../api/fixtures";
import { dataOf, run } from "./harness";

interface Listing {
  filters: { query: string; category: string; subcategory: string; channel_id: string[]; sort: string };
  products: { product_id: string }[];
  total: number;
  page: number;
  refused: string | null;
}
const load = async (path: string) => dataOf<Listing>(await run(productsPage.loader, { path, pattern: "/products" }));

/** Busy creators: each counts 5,000 listed products, the counter a creator scope's work is bounded by. */
const BUSY = Array.from({ length: 20 }, (_, i) => `UCpagebusy${String(i).padStart(14, "0")}`);
const busy = BUSY.map((id) => `creator=${id}`).join("&");

beforeAll(async () => {
  await seedCatalogue();
  for (const id of BUSY) await insertChannel({ channel_id: id, channel_name: `Busy ${id}`, product_count: 5_000 });
});

describe("products page: filters from the URL", () => {
  it("reads search and creator into the service's query and channel_id; repeated or empty creators and an unknown sort fall away", async () => {
    const page = await load(
      `/products?search=%20ZenBook%20&creator=${CH.alpha}&creator=${CH.alpha}&creator=&sort=cheapest&category=&subcategory=`,
    );
    expect(page.filters).toEqual({ query: " ZenBook ", category: "", subcategory: "", channel_id: [CH.alpha], sort: "recent" });
    expect(page.refused).toBeNull();
    const alone = await load(`/products?creator=${CH.alpha}`);
    expect(page.products.map((p) => p.product_id)).toEqual(["p-alpha-1"]);
    // The search narrows the creator's list: every product found is one of the creator's.
    const mine = new Set(alone.products.map((p) => p.product_id));
    expect(page.products.every((p) => mine.has(p.product_id))).toBe(true);
    expect((await load("/products?sort=price_desc")).filters.sort).toBe("price_desc");
  });

  it("reads an unreadable page as page 1", async () => {
    expect((await load("/products?page=abc")).page).toBe(1);
    expect((await load("/products?page=-4")).page).toBe(1);
  });
});

describe("products page: a list the service refuses", () => {
  it("keeps the page and says why when Load More pages 20 busy creators past their bound, where one page less deep is read", async () => {
    // Page 20 of 12 reads 240 entries of each of the 20 creators (4,800): within the 5,000 bound.
    const within = await load(`/products?${busy}&page=20&more=1`);
    expect(within.refused).toBeNull();
    // One card per product (docs/decisions/0019): the total counts the creators' products themselves
    // (these list none), not their counters, which only bound the work.
    expect(within.total).toBe(0);
    // Page 21 reads 252 of each: the service answers 422, and the loader returns its detail instead of failing.
    const deep = await load(`/products?${busy}&page=21&more=1`);
    expect(deep.page).toBe(21);
    expect(deep.products).toEqual([]);
    expect(deep.refused).toMatch(/^This page is too deep for this many creators: narrow the list/);
  });

  it("says why a document render of too many creators shows no list, instead of an empty result", async () => {
    const extra = "UCpagebusyextra0000000001";
    await insertChannel({ channel_id: extra, channel_name: "Busy extra", product_count: 5_000 });
    const many = await load(`/products?${busy}&creator=${extra}`);
    expect(many.filters.channel_id).toHaveLength(21);
    expect(many.refused).toBe("A list takes at most 20 creators at once");
    expect(many.products).toEqual([]);
  });
});

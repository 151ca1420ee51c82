/**
 * One card per product (issue 25, item 1; docs/decisions/0019): no list page shows two cards of one
 * product key (data-product-key) — the products list loaded to its end, home, and the Products tab of
 * a channel that mentions one product in several videos — and "Showing all N products" counts them.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { BASE_URL, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

/** The product keys of the cards in `scope` (the whole page by default), in page order. */
async function cardKeys(page: Page, scope = "body"): Promise<string[]> {
  return page
    .locator(`${scope} article[data-product-key]`)
    .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.productKey!));
}

function assertOnePerKey(keys: string[], where: string) {
  assert.ok(keys.length > 0, `${where}: no product cards`);
  const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
  assert.deepEqual(twice, [], `${where}: product keys with more than one card`);
}

test("the products list, loaded to its end, shows each product once and counts products", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products");
  const list = '[aria-label="Product results"]';
  for (let i = 0; i < 100; i++) {
    const more = page.getByRole("link", { name: "Load More" });
    if ((await more.count()) === 0) break;
    const before = await page.locator(`${list} article`).count();
    await more.click();
    await page.waitForFunction(({ sel, n }) => document.querySelectorAll(`${sel} article`).length > n, { sel: list, n: before });
  }
  const keys = await cardKeys(page, list);
  assertOnePerKey(keys, "/products");
  assert.equal(await page.getByText(/^Showing all \d+ products$/).textContent(), `Showing all ${keys.length} products`);
  // The demo mentions some products in several videos: the per-mention API has more entries than the page cards.
  const perMention = (await (await fetch(`${BASE_URL}/api/products?limit=1`)).json()) as { total: number };
  assert.ok(perMention.total > keys.length, `${perMention.total} mentions for ${keys.length} products`);
  const card = page.locator(`${list} article`).first();
  assert.match((await card.textContent()) ?? "", /Recommended by \d+ creators?/);
});

test("home shows each product once in Trending, on a phone too", async (t) => {
  for (const width of [1280, 390]) {
    const { page } = await openPage(t, { width });
    await visit(page, "/");
    assertOnePerKey(await cardKeys(page), `home at ${width} px`);
  }
});

test("a channel's Products tab shows each of its products once", async (t) => {
  // A channel that mentions one product in two videos: two entries of the per-mention list.
  const seen = new Set<string>();
  let repeated: { channel_id: string; match_key: string } | undefined;
  for (let skip = 0; !repeated && skip < 2_000; skip += 100) {
    const res = await fetch(`${BASE_URL}/api/products?limit=100&skip=${skip}`);
    const { products } = (await res.json()) as { products: { channel_id: string; match_key: string }[] };
    if (products.length === 0) break;
    repeated = products.find((p) => {
      const key = `${p.channel_id} ${p.match_key}`;
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
  }
  assert.ok(repeated, "the demo has a channel mentioning one product in two videos");
  const { page } = await openPage(t);
  await visit(page, `/channels/${repeated.channel_id}?tab=products`);
  const keys = await cardKeys(page);
  assertOnePerKey(keys, "the channel's Products tab");
  assert.ok(keys.includes(repeated.match_key));
  // The header counts the same products the tab shows (the demo's channels have fewer than a page).
  assert.match((await page.getByText(/· \d+ products$/).textContent()) ?? "", new RegExp(`· ${keys.length} products$`));
});

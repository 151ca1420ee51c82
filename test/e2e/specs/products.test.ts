import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { expectAccessible, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

const cards = (page: Page) => page.getByRole("region", { name: "Product results" }).locator("article");

/**
 * Waits until the list shows the data of the current URL. The history entry changes before
 * React commits the new loader data, so a URL wait alone races the render.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const list = document.querySelector('[aria-label="Product results"]') as HTMLElement | null;
    return !!list && list.getAttribute("aria-busy") !== "true" && list.dataset.search === window.location.search;
  });
}

/** Clicks Load More until it disappears; answers the final card count. */
async function loadAll(page: Page): Promise<number> {
  for (let i = 0; i < 200; i++) {
    const more = page.getByRole("link", { name: "Load More" });
    if ((await more.count()) === 0) break;
    const before = await cards(page).count();
    await more.click();
    await page.waitForFunction(({ n }) => document.querySelectorAll('[aria-label="Product results"] article').length > n, { n: before });
    await settled(page);
  }
  return cards(page).count();
}

test("products: first page of 12, Load More to the end, then 'Showing all N products'", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products");
  await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
  assert.equal(await cards(page).count(), 12);
  assert.equal(
    await page.getByRole("combobox", { name: "Category", exact: true }).locator("option").first().textContent(),
    "All Categories",
  );
  assert.equal(await page.getByRole("link", { name: "Clear Filters" }).count(), 0);
  await expectAccessible(page);
  // Load More asks the server for its one page only, never for the pages already shown.
  const dataRequests: URL[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname === "/products.data") dataRequests.push(url);
  });
  const n = await loadAll(page);
  assert.ok(n > 12, "the demo data has more than one page of products");
  const done = (await page.getByText(/^Showing all \d+ products$/).textContent()) ?? "";
  assert.equal(done, `Showing all ${n} products`);
  assert.equal(dataRequests.length, Math.ceil(n / 12) - 1, dataRequests.map(String).join("\n"));
  dataRequests.forEach((url, i) => {
    assert.equal(url.searchParams.get("more"), "1", String(url));
    assert.equal(url.searchParams.get("page"), String(i + 2), String(url));
  });
  // The URL keeps the page so a reload renders the same list on the server.
  assert.match(page.url(), /page=\d+/);
  // A reload renders up to 8 pages on the server in one query; Load More goes on from there.
  await page.reload({ waitUntil: "domcontentloaded" });
  assert.equal(await cards(page).count(), Math.min(n, 96));
});

test("products: category, subcategory, search and sort filters; Clear Filters", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products");
  const category = page.getByRole("combobox", { name: "Category", exact: true });
  const options = await category.locator("option").allTextContents();
  assert.ok(options.length > 1, "demo data has categories");
  const sorted = [...options.slice(1)].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: "base" }));
  assert.deepEqual(options.slice(1), sorted, "categories are sorted case-insensitively");

  // Find a category with subcategories (the dropdown shows only then).
  let withSub = false;
  for (const name of options.slice(1)) {
    await category.selectOption({ label: name });
    await page.waitForURL((u) => u.searchParams.get("category") === name);
    await settled(page);
    if ((await page.getByRole("combobox", { name: "Subcategory" }).count()) > 0) {
      withSub = true;
      break;
    }
  }
  assert.ok((await cards(page).count()) > 0 || (await page.getByText("No products found.").count()) === 1);
  await page.getByRole("link", { name: "Clear Filters" }).waitFor();
  if (withSub) {
    const sub = page.getByRole("combobox", { name: "Subcategory" });
    assert.equal(await sub.locator("option").first().textContent(), "All Subcategories");
    await sub.selectOption({ index: 1 });
    await page.waitForURL((u) => u.searchParams.has("subcategory"));
  }

  // Search is debounced (500 ms) and resets to page 1.
  await page.getByPlaceholder("Find your favorite products").fill("zzzz-no-such-product");
  await page.waitForURL((u) => u.searchParams.get("search") === "zzzz-no-such-product");
  await page.getByText("No products found.").waitFor();

  await page.getByRole("link", { name: "Clear Filters" }).click();
  await page.waitForURL((u) => !u.searchParams.has("category") && !u.searchParams.has("search"));
  await settled(page);
  assert.equal(await cards(page).count(), 12);
  assert.equal(await page.getByRole("combobox", { name: "Subcategory" }).count(), 0);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
  await page.waitForURL(/sort=price_asc/);
  await settled(page);
  const prices = await cards(page).evaluateAll((els) =>
    els.map((el) => Number((el.textContent ?? "").match(/[A-Z]{3} (\d+\.\d\d)/)?.[1] ?? "NaN")).filter((n) => !Number.isNaN(n)),
  );
  assert.deepEqual(
    prices,
    [...prices].sort((a, b) => a - b),
    "price low to high",
  );
});

test("products: creator multi-select, chips and 'from selected creator(s)'", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products");
  const toggle = page.locator("summary", { hasText: "Filter by Creator" });
  await toggle.click();
  const boxes = page.getByRole("group", { name: "Filter by Creator" }).getByRole("checkbox");
  // The dropdown's rows are read when it first opens.
  await boxes.first().waitFor();
  assert.equal(await page.getByText("Loading creators...").count(), 0);
  assert.ok((await boxes.count()) >= 2, "demo data has several creators");
  await boxes.nth(0).check();
  await page.waitForURL(/creator=/);
  await settled(page);
  await page.locator("summary", { hasText: "1 selected" }).waitFor();
  await page.getByText("Filtered by:").waitFor();
  assert.equal(await page.locator('a[aria-label^="Remove "]').count(), 1);
  const one = await loadAll(page);
  await page.getByText(`Showing all ${one} products from selected creator`, { exact: true }).waitFor();

  if (!(await page.locator("details[open]").count())) await page.locator("summary", { hasText: "1 selected" }).click();
  // The clicked creator joins the URL, and its box is still checked once the list has loaded.
  const second = page.getByRole("group", { name: "Filter by Creator" }).getByRole("checkbox").nth(1);
  const secondId = await second.getAttribute("value");
  await second.click();
  await page.waitForURL((u) => u.searchParams.getAll("creator").length === 2);
  await settled(page);
  assert.ok(
    secondId && new URL(page.url()).searchParams.getAll("creator").includes(secondId),
    "the clicked creator is the second one chosen",
  );
  assert.equal(await page.locator(`input[name="creator"][value="${secondId}"]`).isChecked(), true);
  await page.locator("summary", { hasText: "2 selected" }).waitFor();
  const two = await loadAll(page);
  assert.ok(two >= one);
  await page.getByText(`Showing all ${two} products from selected creators`, { exact: true }).waitFor();
  await expectAccessible(page);

  await page.locator('a[aria-label^="Remove "]').first().click();
  await page.waitForURL((u) => u.searchParams.getAll("creator").length === 1);
  if (!(await page.locator("details[open]").count())) await page.locator("summary", { hasText: "1 selected" }).click();
  await page.getByRole("button", { name: "Clear All Selected" }).click();
  await page.waitForURL((u) => !u.searchParams.has("creator"));
  await page.locator("summary", { hasText: "Filter by Creator" }).waitFor();
});

test("products: filters are saved to sessionStorage and restored on return; ?search= wins", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products");
  const category = page.getByRole("combobox", { name: "Category", exact: true });
  const name = (await category.locator("option").nth(1).textContent()) ?? "";
  await category.selectOption({ label: name });
  await page.waitForURL((u) => u.searchParams.get("category") === name);
  await page.getByPlaceholder("Find your favorite products").fill("a");
  await page.waitForURL((u) => u.searchParams.get("search") === "a");
  await settled(page);
  // The URL changes before React commits the new filters; the save happens in that commit's effect.
  await page.waitForFunction(() => JSON.parse(sessionStorage.getItem("productFilters") ?? "{}").searchQuery === "a");
  const saved = JSON.parse((await page.evaluate(() => sessionStorage.getItem("productFilters"))) ?? "null");
  assert.deepEqual(saved, { selectedCategory: name, selectedSubcategory: "", searchQuery: "a", selectedCreators: [] });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
  await page.waitForURL((u) => u.pathname === "/products" && u.searchParams.get("category") === name);
  await settled(page);
  assert.equal(await page.getByPlaceholder("Find your favorite products").inputValue(), "a");
  assert.equal(await category.inputValue(), name);

  // A fresh document load with ?search= keeps the saved category but takes the URL's search.
  await visit(page, "/products?search=b");
  await page.waitForURL((u) => u.searchParams.get("category") === name && u.searchParams.get("search") === "b");
  await settled(page);
  assert.equal(await page.getByPlaceholder("Find your favorite products").inputValue(), "b");
});

test("products: works without JavaScript (GET form, Load More link renders pages 1..N)", async (t) => {
  const { page } = await openPage(t, { javaScriptEnabled: false });
  await page.goto("/products?page=2");
  assert.equal(await cards(page).count(), 24);
  const href = await page.getByRole("link", { name: "Load More" }).getAttribute("href");
  assert.match(href ?? "", /page=3/);
  await page.getByPlaceholder("Find your favorite products").fill("zzzz-no-such-product");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await page.waitForURL(/search=zzzz-no-such-product/);
  await page.getByText("No products found.").waitFor();
});

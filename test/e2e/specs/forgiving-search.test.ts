/**
 * Search that forgives (issue 25, item 6; docs/decisions/0021): a misspelled search finds the
 * product and offers "Did you mean …" (a link to the corrected search); a search that finds nothing
 * still says "No products found." and offers categories to browse; the creator dropdown lists the
 * creators of the results with their counts. At desktop and phone widths.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

const RESULTS = '[aria-label="Product results"]';

test("typing a misspelled search finds the product and offers the corrected search", async (t) => {
  for (const width of [1280, 390]) {
    const { page } = await openPage(t, { width });
    await visit(page, "/products");
    await page.getByLabel("Search", { exact: true }).fill("hedphones");
    await page.waitForURL(/search=hedphones/);
    const names = page.locator(`${RESULTS} article h3`);
    await names.first().waitFor();
    const found = await names.allTextContents();
    assert.ok(
      found.some((n) => /headphones/i.test(n)),
      `at ${width} px "hedphones" found: ${found.join(", ")}`,
    );
    const suggestion = page.getByRole("navigation", { name: "Search suggestions" });
    assert.equal((await suggestion.textContent())?.replace(/\s+/g, " ").trim(), "Did you mean headphones?");
    const link = suggestion.getByRole("link", { name: "headphones" });
    assert.ok(await link.isVisible(), `at ${width} px the suggestion is on screen`);
    await link.click();
    await page.waitForURL(/search=headphones/);
    await page.waitForSelector(`${RESULTS}[data-search="?search=headphones"]`);
    assert.equal(await page.getByRole("navigation", { name: "Search suggestions" }).count(), 0, "the corrected search needs no suggestion");
    assert.ok((await page.locator(`${RESULTS} article h3`).allTextContents()).every((n) => n.length > 0));
  }
});

test("a misspelled search within a category keeps the category in the suggestion's link", async (t) => {
  const { page } = await openPage(t, { width: 390 });
  await visit(page, "/products?search=hedphones&category=Technology");
  const link = page.getByRole("navigation", { name: "Search suggestions" }).getByRole("link", { name: "headphones" });
  const href = new URL((await link.getAttribute("href"))!, "http://x");
  assert.equal(href.searchParams.get("search"), "headphones");
  assert.equal(href.searchParams.get("category"), "Technology");
});

test("a search that finds nothing says so and offers categories and dropping a filter", async (t) => {
  for (const width of [1280, 390]) {
    const { page } = await openPage(t, { width });
    await visit(page, "/products?search=zzqxv");
    assert.ok(await page.getByText("No products found.", { exact: true }).isVisible());
    const hints = page.getByRole("navigation", { name: "Search suggestions" });
    assert.ok(await hints.getByText("Browse a category:").isVisible(), `at ${width} px categories are offered`);
    const category = hints.getByRole("link").first();
    const name = (await category.textContent())!.trim();
    await category.click();
    await page.waitForURL((url) => url.searchParams.get("category") === name && !url.searchParams.has("search"));
    await page.locator(`${RESULTS} article`).first().waitFor();
  }
  // A search that finds products only without the chosen category offers to drop it.
  const { page } = await openPage(t);
  await visit(page, "/products?search=headphones&category=Beauty");
  assert.ok(await page.getByText("No products found.", { exact: true }).isVisible());
  const drop = page.getByRole("link", { name: /^All categories, not only Beauty \(\d+ products?\)$/ });
  await drop.click();
  await page.waitForURL((url) => url.searchParams.get("search") === "headphones" && !url.searchParams.has("category"));
  await page.locator(`${RESULTS} article`).first().waitFor();
});

test("the creator dropdown lists only the creators of the search's results, with counts", async (t) => {
  const { page } = await openPage(t);
  /** The dropdown's rows on this page: each creator's text, ending with its count. */
  async function dropdownRows(path: string) {
    await visit(page, path);
    await page.getByText("Filter by Creator").first().click();
    const rows = page.locator("fieldset li label");
    await rows.first().waitFor();
    return (await rows.allTextContents()).map((s) => s.replace(/\s+/g, " ").trim());
  }
  const everyone = await dropdownRows("/products");
  const texts = await dropdownRows("/products?search=headphones");
  assert.ok(texts.length > 0 && texts.length < everyone.length, `${texts.length} creators of headphones, ${everyone.length} in all`);
  let sum = 0;
  for (const text of texts) {
    const match = /(\d+) products$/.exec(text);
    assert.ok(match, `"${text}" ends with its count`);
    sum += Number(match[1]);
  }
  // Each result is some creator's: the counts add up to at least the products the list shows.
  const shown = await page.locator(`${RESULTS} article`).count();
  assert.ok(sum >= shown, `counts ${sum} for ${shown} products`);
});

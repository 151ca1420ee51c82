/**
 * Issue 25 item 4: on a phone the product lists are a two-column grid of compact cards, the
 * products page's filters sit in a sheet behind "Filters (N)" (opened without JavaScript too), the
 * result count sits above the grid and the page has one "Prices as of" note. The desktop keeps its
 * inline filters and four columns.
 */
import assert from "node:assert/strict";
import { test, type TestContext } from "node:test";
import type { Locator, Page } from "playwright-core";
import { BASE_URL, expectAccessible, login, openPage, useBrowser, USER, visit } from "../fixtures.ts";

useBrowser();

const PHONE = { width: 390, height: 844 };

async function phone(t: TestContext, opts: { javaScriptEnabled?: boolean } = {}) {
  const opened = await openPage(t, { width: PHONE.width, ...opts });
  await opened.page.setViewportSize(PHONE);
  return opened;
}

const results = (page: Page) => page.getByRole("region", { name: "Product results" });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  assert.ok(b, "the element is rendered");
  return b;
}

/** The grid's columns: how many cards share the first card's row, and each card's width. */
async function firstRow(cards: Locator) {
  const count = await cards.count();
  assert.ok(count >= 3, `at least three cards to measure (${count})`);
  const boxes = await Promise.all([0, 1, 2, 3, 4].slice(0, Math.min(count, 5)).map((i) => box(cards.nth(i))));
  const top = boxes[0]!.y;
  const row = boxes.filter((b) => Math.abs(b.y - top) < 2);
  return { columns: row.length, boxes };
}

async function assertTwoColumns(cards: Locator) {
  const { columns, boxes } = await firstRow(cards);
  assert.equal(columns, 2, "two cards a row");
  const [a, b, c] = boxes as [NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>, NonNullable<(typeof boxes)[0]>];
  assert.ok(b.x > a.x + a.width - 1, "the second card sits right of the first");
  assert.ok(a.width < PHONE.width / 2 && b.width < PHONE.width / 2, `each card under half the screen (${a.width}, ${b.width})`);
  assert.ok(b.x + b.width <= PHONE.width, "the row fits the screen");
  assert.ok(c.y >= a.y + a.height - 1, "the third card starts the next row");
}

/** A listed product's category and creator: two filters that still find it. */
async function twoFilters(): Promise<{ category: string; creator: string }> {
  const res = await fetch(`${BASE_URL}/api/products/grouped?limit=1`);
  const body = (await res.json()) as { products: { category: string | null; channel: { channel_id: string } | null }[] };
  const p = body.products[0];
  assert.ok(p?.category && p.channel, "the newest product has a category and a creator");
  return { category: p.category, creator: p.channel.channel_id };
}

test("phone products page: two columns, the count above the grid, one prices note, the filters in a sheet", async (t) => {
  const { page } = await phone(t);
  await visit(page, "/products");
  const cards = results(page).locator("article");
  await assertTwoColumns(cards);

  const count = results(page).getByText(/^\d[\d,]*\+? products?$/);
  assert.ok((await box(count)).y + (await box(count)).height <= (await box(cards.first())).y, "the count sits above the grid");
  assert.equal(await page.getByText(/^Prices as of /).count(), 1, "one prices note on the page");
  assert.equal(await page.getByText(/^Prices and availability are accurate as of/).count(), 1);
  assert.equal(await page.getByText(/^Price as of /).count(), 0, "no reading time on each card");

  // No filter set: the button reads plain "Filters"; the controls wait in the closed sheet.
  const category = page.getByRole("combobox", { name: "Category", exact: true });
  assert.equal(await category.isVisible(), false, "the filters are in the closed sheet");
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await category.waitFor({ state: "visible" });
  await expectAccessible(page);
  await page.getByRole("button", { name: "Show results" }).click();
  await category.waitFor({ state: "hidden" });
});

test('phone products page: with two filters set "Filters (2)" opens the sheet over the list', async (t) => {
  const { category, creator } = await twoFilters();
  const { page } = await phone(t);
  await visit(page, `/products?category=${encodeURIComponent(category)}&creator=${encodeURIComponent(creator)}`);
  const open = page.getByRole("button", { name: "Filters (2)", exact: true });
  await open.waitFor();
  const first = results(page).locator("article").first();
  assert.ok((await box(first)).y < PHONE.height, "the first product is on the first screen");
  const select = page.getByRole("combobox", { name: "Category", exact: true });
  assert.equal(await select.isVisible(), false);
  await open.click();
  await select.waitFor({ state: "visible" });
  assert.equal(await select.inputValue(), category, "the sheet shows the filters set");
  const sheet = page.locator("#filters-sheet");
  const sheetBox = await box(sheet);
  assert.ok(Math.abs(sheetBox.y + sheetBox.height - PHONE.height) < 2, "a sheet at the bottom of the screen");
  assert.ok(sheetBox.width >= PHONE.width - 1, "as wide as the screen");
  await page.keyboard.press("Escape");
  await select.waitFor({ state: "hidden" });
});

test("phone products page without JavaScript: Filters opens the sheet and Apply Filters sends it", async (t) => {
  const { category } = await twoFilters();
  const { page } = await phone(t, { javaScriptEnabled: false });
  await page.goto("/products");
  const select = page.getByRole("combobox", { name: "Category", exact: true });
  assert.equal(await select.isVisible(), false);
  await page.getByRole("button", { name: "Filters", exact: true }).click();
  await select.waitFor({ state: "visible" });
  await select.selectOption(category);
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await page.waitForURL((u) => u.searchParams.get("category") === category);
  await page.getByRole("button", { name: "Filters (1)", exact: true }).waitFor();
});

test("phone home, channel Products tab, profile and storefront: two columns and one prices note", async (t) => {
  const { page } = await phone(t);
  await login(page, USER);
  await visit(page, "/");
  await assertTwoColumns(page.getByRole("region", { name: "Trending products" }).locator("article"));
  assert.equal(await page.getByText(/^Prices as of /).count(), 1, "one prices note for the home page's lists");

  const { creator } = await twoFilters();
  await visit(page, `/channels/${creator}?tab=products`);
  const channelCards = page.getByRole("tabpanel").locator("article");
  if ((await channelCards.count()) >= 3) await assertTwoColumns(channelCards);
  assert.equal(await page.getByText(/^Prices as of /).count(), 1);

  await visit(page, "/profile?tab=recommended");
  assert.ok((await page.getByText(/^Prices as of /).count()) <= 1);

  await visit(page, "/s/glowlabdaily");
  const picks = page.locator("main li.card");
  await assertTwoColumns(picks);
  assert.equal(await page.getByText(/^Prices as of /).count(), 1);
  await expectAccessible(page);
});

test("desktop products page: filters inline, four columns, the count above the grid", async (t) => {
  const { page } = await openPage(t, { width: 1280 });
  await visit(page, "/products");
  await page.getByRole("combobox", { name: "Category", exact: true }).waitFor({ state: "visible" });
  assert.equal(await page.locator("button", { hasText: /^Filters/ }).isVisible(), false, "no sheet button on a wide screen");
  const { columns } = await firstRow(results(page).locator("article"));
  assert.equal(columns, 4);
  assert.equal(await page.getByText(/^Prices as of /).count(), 1);
  await expectAccessible(page);
});

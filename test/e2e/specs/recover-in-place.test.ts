/**
 * Issue 25 item 5: a failed action or fetch keeps the page and the loaded list and shows an inline
 * message with Retry, which repeats what failed. The failures are made by the browser: Chromium's
 * request interception aborts the request as a dropped connection would (no hook in the server).
 */
import assert from "node:assert/strict";
import { test, type TestContext } from "node:test";
import type { Page, Route } from "playwright-core";
import { BASE_URL, expectAccessible, login, openPage, useBrowser, USER, visit } from "../fixtures.ts";

useBrowser();

/** The aborted request's own console line is expected. */
const ALLOW = [/Failed to load resource/];

const cards = (page: Page) => page.getByRole("region", { name: "Product results" }).locator("article");

async function settled(page: Page) {
  await page.waitForFunction(() => {
    const list = document.querySelector('[aria-label="Product results"]') as HTMLElement | null;
    return !!list && list.getAttribute("aria-busy") !== "true" && list.dataset.search === window.location.search;
  });
}

/** Aborts the requests `matches` picks (as a dropped connection) until heal() is called; counts them. */
async function failing(page: Page, matches: (url: URL, method: string) => boolean) {
  let aborted = 0;
  const handler = async (route: Route) => {
    const request = route.request();
    if (!matches(new URL(request.url()), request.method())) return route.fallback();
    aborted++;
    return route.abort("connectionreset");
  };
  await page.route((url) => matches(url, "GET") || matches(url, "POST"), handler);
  return { aborted: () => aborted, heal: () => page.unrouteAll({ behavior: "wait" }) };
}

for (const width of [1280, 390]) {
  test(`products at ${width} px: a failed Load More keeps the list and offers Retry, which loads the next page`, async (t: TestContext) => {
    const { page } = await openPage(t, { width, allow: ALLOW });
    await visit(page, "/products");
    assert.equal(await cards(page).count(), 12);
    const first = await cards(page).first().getAttribute("data-product-key");

    const fault = await failing(page, (url) => url.pathname === "/products.data" && url.searchParams.get("more") === "1");
    await page.getByRole("link", { name: "Load More" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "More products could not be loaded." });
    await alert.waitFor();
    assert.ok(fault.aborted() >= 1, "the Load More request was made and failed");
    assert.equal(await cards(page).count(), 12, "the loaded list stays");
    assert.equal(await cards(page).first().getAttribute("data-product-key"), first);
    await page.getByRole("heading", { level: 1, name: "Products" }).waitFor();
    assert.equal(await page.getByRole("link", { name: "Load More" }).count(), 0, "Retry stands where Load More was");
    await expectAccessible(page);

    await fault.heal();
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Product results"] article').length === 24);
    await settled(page);
    assert.equal(await alert.count(), 0, "the message goes once the page arrived");
    assert.equal(new URL(page.url()).searchParams.get("page"), "2", "the URL follows the appended page");
    const keys = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-product-key")));
    assert.equal(new Set(keys).size, 24, "no product twice");
  });
}

test("products: a failed filter change keeps the list and the chosen filter; Retry applies it", async (t) => {
  const { page } = await openPage(t, { allow: ALLOW });
  await visit(page, "/products");
  const before = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-product-key")));
  const category = page.getByRole("combobox", { name: "Category", exact: true });
  const name = (await category.locator("option").nth(1).getAttribute("value")) ?? "";
  assert.ok(name, "the demo data has a category");

  const fault = await failing(page, (url) => url.pathname === "/products.data" && url.searchParams.get("category") === name);
  await category.selectOption(name);
  const alert = page.getByRole("alert").filter({ hasText: "The products for these filters could not be loaded." });
  await alert.waitFor();
  assert.ok(fault.aborted() >= 1);
  const kept = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-product-key")));
  assert.deepEqual(kept, before, "the loaded list stays on screen");
  assert.equal(await category.inputValue(), name, "the control keeps the filter asked for");
  await expectAccessible(page);

  await fault.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await alert.waitFor({ state: "detached" });
  await settled(page);
  assert.equal(new URL(page.url()).searchParams.get("category"), name);
  const response = (await (await fetch(`${BASE_URL}/api/products/grouped?category=${encodeURIComponent(name)}&limit=12`)).json()) as {
    products: { match_key: string }[];
  };
  const after = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-product-key")));
  assert.deepEqual(
    after,
    response.products.map((p) => p.match_key),
    "Retry shows the category's products",
  );
});

test("channel at 1280 and 390 px: a failed Subscribe shows the message beside the button; Retry subscribes", async (t) => {
  const { page } = await openPage(t, { allow: ALLOW });
  // One sign-in for both widths: the login form is rate limited.
  await login(page, USER);
  const { channels } = (await (await fetch(`${BASE_URL}/api/channels?limit=3`)).json()) as { channels: { channel_id: string }[] };
  for (const [width, channel] of [
    [1280, channels[1]!],
    [390, channels[2]!],
  ] as const) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const id = channel.channel_id;
    await visit(page, `/channels/${id}`);
    const header = page.locator("main header").first();
    const button = header.getByRole("button", { name: /^(Subscribe|Unsubscribe)$/ });
    const label = ((await button.textContent()) ?? "").trim();
    const other = label === "Subscribe" ? "Unsubscribe" : "Subscribe";

    const fault = await failing(page, (url, method) => method === "POST" && url.pathname.startsWith(`/channels/${id}`));
    await button.click();
    const alert = header.getByRole("alert").filter({ hasText: `Could not ${label.toLowerCase()}. Please try again.` });
    await alert.waitFor();
    assert.ok(fault.aborted() >= 1);
    assert.equal(((await button.textContent()) ?? "").trim(), label, `nothing changed at ${width} px`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const [b, a] = [await button.boundingBox(), await alert.boundingBox()];
    assert.ok(b && a && Math.abs(a.y - b.y) < 120, `the message sits beside the button at ${width} px`);
    await expectAccessible(page);

    await fault.heal();
    await alert.getByRole("button", { name: "Retry" }).click();
    await header.getByRole("button", { name: other, exact: true }).waitFor();
    assert.equal(await alert.count(), 0);
    // Back as it was, for the other specs.
    await header.getByRole("button", { name: other, exact: true }).click();
    await header.getByRole("button", { name: label, exact: true }).waitFor();
  }
});

test("product page: a failed follow shows the message beside the button; Retry follows", async (t) => {
  const { page } = await openPage(t, { allow: ALLOW });
  await login(page, USER);
  const { products } = (await (await fetch(`${BASE_URL}/api/products/grouped?limit=3`)).json()) as { products: { product_id: string }[] };
  const id = products[2]!.product_id;
  await visit(page, `/products/${id}`);
  const button = page.getByRole("button", { name: /^(Follow price drops|Stop price alerts)$/ });
  const label = ((await button.textContent()) ?? "").trim();
  const other = label === "Follow price drops" ? "Stop price alerts" : "Follow price drops";

  const fault = await failing(page, (url, method) => method === "POST" && url.pathname.startsWith(`/products/${id}`));
  await button.click();
  const alert = page.getByRole("alert").filter({ hasText: "Could not change the price alert. Please try again." });
  await alert.waitFor();
  assert.ok(fault.aborted() >= 1);
  assert.equal(((await button.textContent()) ?? "").trim(), label, "nothing changed");
  await page.getByRole("heading", { level: 1 }).waitFor();

  await fault.heal();
  await alert.getByRole("button", { name: "Retry" }).click();
  await page.getByRole("button", { name: other, exact: true }).waitFor();
  assert.equal(await alert.count(), 0);
  await page.getByRole("button", { name: other, exact: true }).click();
  await page.getByRole("button", { name: label, exact: true }).waitFor();
});

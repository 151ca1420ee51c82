/**
 * Issue 26 in the browser: choosing Germany (the footer's chooser, a plain form) shows euro prices
 * and Buy links that go to amazon.de with the German tag; a product Amazon.de does not sell says
 * so and falls back to Amazon.com; the chooser works without JavaScript; one path answers each
 * marketplace apart.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

const DE_TAG = "demo-de-21";
const NOTE = "Not available on Amazon.de: showing Amazon.com";

interface Card {
  product_id: string;
  product_name: string;
  amazon_products: { amazon_product_id: string; marketplace: string; currency: string; price: number | null }[];
}

/** A product Amazon.de sells and one it does not, as the API answers them in Germany. */
async function germanProducts(): Promise<{ sold: Card; missing: Card }> {
  const res = await fetch(`${BASE_URL}/api/products?marketplace=de&limit=100`);
  assert.equal(res.status, 200);
  const { products } = (await res.json()) as { products: Card[] };
  const sold = products.find((p) => p.amazon_products[0]?.marketplace === "de" && p.amazon_products[0].price != null);
  const missing = products.find((p) => p.amazon_products[0]?.marketplace === "us" && p.amazon_products[0].price != null);
  assert.ok(sold, "the demo's German stand-in sells some products");
  assert.ok(missing, "and not others");
  return { sold, missing };
}

async function locationOf(href: string, cookie: string): Promise<URL> {
  const res = await fetch(new URL(href, BASE_URL), {
    redirect: "manual",
    headers: { cookie, "user-agent": "Mozilla/5.0 Chrome/142.0.0.0" },
  });
  assert.equal(res.status, 302, href);
  return new URL(res.headers.get("location") ?? "");
}

test("choosing Germany in the footer shows euro prices and Buy links to amazon.de with the German tag", async (t) => {
  const { sold, missing } = await germanProducts();
  const { page, context } = await openPage(t);
  // Printed as they happen: a page that never hydrates fails on its wait before openPage's own report.
  page.on("pageerror", (error) => console.error(`marketplaces spec: uncaught on ${page.url()}: ${error.message}`));
  await visit(page, `/products/${sold.product_id}`);
  const buyBox = page.getByTestId("buy-box");
  assert.match((await buyBox.locator("p.text-2xl").textContent()) ?? "", /\$/, "Amazon.com by default");

  const footer = page.locator("footer");
  await footer.getByLabel("Shop on").selectOption("de");
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/marketplace")),
    footer.getByRole("button", { name: "Change" }).click(),
  ]);
  await buyBox.locator("p.text-2xl", { hasText: "€" }).waitFor();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  assert.equal(new URL(page.url()).pathname, `/products/${sold.product_id}`, "back on the same page");
  assert.equal(await footer.getByLabel("Shop on").inputValue(), "de", "the choice is remembered");

  const price = (await buyBox.locator("p.text-2xl").textContent()) ?? "";
  assert.match(price, /^\d[\d.]*,\d\d\s€$/, `a euro price written the German way: ${price}`);
  assert.equal(await page.getByTestId("marketplace-note").count(), 0, "no note: Amazon.de sells it");

  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  assert.match(cookie, /marketplace=de/);
  const hrefs = await page
    .getByRole("link", { name: /^(Buy|View) on Amazon/ })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  assert.ok(hrefs.length > 0);
  for (const href of hrefs) {
    assert.equal(new URL(href, BASE_URL).searchParams.get("marketplace"), "de", href);
    const to = await locationOf(href, cookie);
    assert.equal(to.host, "www.amazon.de", href);
    assert.equal(to.searchParams.get("tag"), DE_TAG, href);
  }

  // Every page that shows listings: the products list's cards too.
  await visit(page, "/products");
  assert.match((await page.locator("main").textContent()) ?? "", /\d,\d\d\s€/);

  // A product Amazon.de does not sell says so and shows Amazon.com's listing.
  await visit(page, `/products/${missing.product_id}`);
  await page.getByTestId("marketplace-note").first().waitFor();
  assert.equal((await page.getByTestId("marketplace-note").first().textContent())?.trim(), NOTE);
  assert.match((await buyBox.locator("p.text-2xl").textContent()) ?? "", /\$/);
  const fallback = await locationOf((await buyBox.getByRole("link", { name: /^Buy on Amazon/ }).getAttribute("href")) ?? "", cookie);
  assert.notEqual(fallback.host, "www.amazon.de");
});

test("the chooser works without JavaScript, and a shared link naming a marketplace chooses it", async (t) => {
  const { sold } = await germanProducts();
  const { page, context } = await openPage(t, { javaScriptEnabled: false });
  await page.goto(`/products/${sold.product_id}`);
  const chooser = page.locator("footer form[action='/marketplace'][method='post']");
  await chooser.getByLabel("Shop on").selectOption("de");
  await chooser.getByRole("button", { name: "Change" }).click();
  await page.getByTestId("buy-box").locator("p.text-2xl", { hasText: "€" }).waitFor();
  assert.equal(new URL(page.url()).pathname, `/products/${sold.product_id}`);

  await context.clearCookies();
  await page.goto(`/products/${sold.product_id}?marketplace=uk`);
  assert.equal(new URL(page.url()).search, "", "the page's own address carries no parameter");
  assert.match((await page.getByTestId("buy-box").locator("p.text-2xl").textContent()) ?? "", /£/);
});

test("one path answers each marketplace apart, and each anonymous answer is shareable", async () => {
  const { sold } = await germanProducts();
  const path = `/products/${sold.product_id}`;
  const ask = (cookie?: string) => fetch(`${BASE_URL}${path}`, { headers: cookie ? { cookie } : {} });
  const us = await ask();
  const de = await ask("marketplace=de");
  assert.equal(us.status, 200);
  assert.equal(de.status, 200);
  const [usHtml, deHtml] = [await us.text(), await de.text()];
  assert.match(usHtml, /\$\d/);
  assert.match(deHtml, /\d,\d\d\s€/);
  assert.doesNotMatch(usHtml, /\d,\d\d\s€/);
  // Both are shared answers: the gateway keys them by marketplace (worker/cache/marketplace-key.ts), not by Vary.
  assert.match(us.headers.get("cdn-cache-control") ?? "", /public/);
  assert.match(de.headers.get("cdn-cache-control") ?? "", /public/);
  assert.equal(de.headers.get("cache-tag"), us.headers.get("cache-tag"));
});

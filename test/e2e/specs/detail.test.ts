import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, expectAccessible, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

test("product detail → video → channel, with the SPEC labels", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products");
  const first = page.getByRole("region", { name: "Product results" }).locator("article").first();
  const name = ((await first.locator("h3").textContent()) ?? "").trim();
  await first.locator("h3").click();
  await page.waitForURL(/\/products\/[^/?]+$/);
  await page.getByRole("heading", { level: 1, name }).waitFor();
  assert.match(await page.title(), new RegExp(name.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await page.getByRole("heading", { name: "Description" }).waitFor();
  await page.getByRole("heading", { name: "Amazon Products" }).waitFor();
  const amazon = page.getByRole("link", { name: /^View on Amazon/ });
  assert.ok((await amazon.count()) >= 1, "products in the list have a marketplace listing");
  assert.equal(await amazon.first().getAttribute("target"), "_blank");
  assert.match((await amazon.first().getAttribute("rel")) ?? "", /^(?=.*\bsponsored\b)(?=.*\bnoopener\b)/);
  // A first-party Buy link (issue 24): /go/{listing_id} answers 302 to the listing's marketplace URL, the API's product_url.
  const buyHref = (await amazon.first().getAttribute("href")) ?? "";
  assert.match(buyHref, /^\/go\/[^/?]+~[A-Za-z0-9]+\?src=product(&|$)/);
  const productId = new URL(page.url()).pathname.split("/").pop() ?? "";
  const detail = (await (await fetch(`${BASE_URL}/api/products/${productId}`)).json()) as { amazon_products: { product_url: string }[] };
  // A desktop browser's User-Agent: headless Chromium's own is a bot's, whose clicks are not counted.
  const desktop = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
  const go = await fetch(`${BASE_URL}${buyHref}`, { redirect: "manual", headers: { "User-Agent": desktop } });
  assert.equal(go.status, 302);
  assert.equal(go.headers.get("location"), detail.amazon_products[0]?.product_url);
  assert.match(go.headers.get("location") ?? "", /^https:\/\/www\.amazon\./);
  assert.equal(go.headers.get("cache-control"), "private, no-store");
  assert.match((await page.locator("main").textContent()) ?? "", /\(\d[\d,]*\)/, "reviews count in brackets");
  // Every shown price carries the time it was read and the marketplace's notice.
  await page
    .getByText(/^Price as of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M UTC$/)
    .first()
    .waitFor();
  await page.getByText(/^Prices and availability are accurate as of the date and time indicated/).waitFor();
  await expectAccessible(page);

  const back = page.getByRole("link", { name: "← Back to Video" });
  const videoHref = (await back.getAttribute("href")) ?? "";
  assert.match(videoHref, /^\/videos\//);
  const mentioned = page.locator("main").getByText("Mentioned In:");
  await mentioned.waitFor();

  await back.click();
  await page.waitForURL((u) => u.pathname === videoHref);
  const frame = page.locator("iframe");
  assert.match((await frame.getAttribute("src")) ?? "", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  assert.equal(await frame.getAttribute("loading"), "lazy");
  await page.getByRole("heading", { name: "Products Mentioned" }).waitFor();
  const jump = page.locator('main a[href*="?t="]').first();
  const tHref = (await jump.getAttribute("href")) ?? "";
  await page.getByRole("link", { name: "← Back to Channel" }).waitFor();
  await expectAccessible(page);
  await jump.click();
  await page.waitForURL((u) => u.searchParams.has("t"));
  const start = new URL(tHref, "http://x").searchParams.get("t");
  await page.locator(`iframe[src*="start=${start}"]`).waitFor();

  await page.getByRole("link", { name: "← Back to Channel" }).click();
  await page.waitForURL(/\/channels\/[^/?]+$/);
  await page.getByRole("tab", { name: "Videos", selected: true }).waitFor();
  assert.match((await page.locator("header.card").textContent()) ?? "", /subscribers · \d+ videos · \d+ products/);
  // Anonymous visitors get a Subscribe link to the login page.
  assert.match((await page.getByRole("link", { name: "Subscribe" }).getAttribute("href")) ?? "", /^\/login\?redirectTo=/);
  await expectAccessible(page);
  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("tab", { name: "Products", selected: true }).waitFor();
  assert.ok((await page.getByRole("tabpanel").locator("article").count()) > 0);
});

test("channels list: search, sort, no results", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/channels");
  const items = page.locator("main article");
  assert.ok((await items.count()) > 0);
  await expectAccessible(page);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("videos");
  await page.waitForURL(/sort=videos/);
  await page.getByLabel("Search channels", { exact: true }).fill("zzzz-no-such-channel");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/query=zzzz/);
  await page.getByText("No channels found.").waitFor();
});

test("not-found states of the detail pages", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 404/] });
  await visit(page, "/products/does-not-exist");
  await page.getByText("Product not found.").waitFor();
  await visit(page, "/videos/does-not-exist");
  await page.getByText("Video not found.").waitFor();
  await visit(page, "/channels/does-not-exist");
  await page.getByText("Channel not found.").waitFor();
});

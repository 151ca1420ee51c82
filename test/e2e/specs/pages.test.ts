import assert from "node:assert/strict";
import { test } from "node:test";
import { expectAccessible, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

test("home shows the demo channels and products, and the hero search goes to /products", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/");
  assert.match(await page.title(), /CreatorPicks/);
  assert.ok(await page.locator('meta[name="description"]').getAttribute("content"));
  const channels = page.getByRole("region", { name: "Featured channels" }).locator("article");
  assert.equal(await channels.count(), 4);
  const products = page.getByRole("region", { name: "Trending products" }).locator("article");
  assert.equal(await products.count(), 8);
  assert.equal(await page.getByRole("region", { name: "From your subscriptions" }).count(), 0);
  // Layout: navigation, anonymous actions and footer contact e-mail.
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of ["Home", "Channels", "Products"]) assert.equal(await nav.getByRole("link", { name, exact: true }).count(), 1);
  assert.equal(await nav.getByRole("link", { name: "My Subscriptions" }).count(), 0);
  assert.equal(await page.getByRole("link", { name: "Login", exact: true }).count(), 1);
  assert.equal(await page.getByRole("link", { name: "Register", exact: true }).count(), 1);
  assert.match((await page.locator("footer a[href^='mailto:']").textContent()) ?? "", /@/);
  await expectAccessible(page);

  await page.getByLabel("Search products").fill("camera");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(/\/products\?search=camera/);
  assert.equal(await page.getByPlaceholder("Find your favorite products").inputValue(), "camera");
});

test("unknown paths redirect to /404, which answers 404 with a link home", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 404/] });
  const res = await visit(page, "/no/such/page");
  assert.equal(new URL(page.url()).pathname, "/404");
  assert.equal(res?.status(), 404);
  await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
  const home = page.getByRole("link", { name: "Go to the homepage" });
  assert.equal(await home.getAttribute("href"), "/");
  await expectAccessible(page);
});

test("legal pages carry the required facts", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/terms-and-conditions");
  await page.getByRole("heading", { level: 1, name: "Terms and Conditions" }).waitFor();
  const terms = (await page.locator("main").textContent()) ?? "";
  assert.match(terms, /at least 13 years old/);
  assert.match(terms, /\$100 or the amounts you paid us in the 12 months/);
  await expectAccessible(page);

  await visit(page, "/privacy-policy");
  const headings = await page.locator("main h2").allTextContents();
  assert.equal(headings.length, 14);
  headings.forEach((h, i) => assert.ok(h.startsWith(`${i + 1}. `), h));
  const privacy = (await page.locator("main").textContent()) ?? "";
  assert.match(privacy, /Effective August 1, 2025/);
  assert.match(privacy, /Last updated August 8, 2025/);
  assert.match(privacy, /2 years/);
  assert.match(privacy, /72 hours/);
  await expectAccessible(page);
});

test("every public page passes axe at desktop and 375 px widths", async (t) => {
  for (const width of [1280, 375]) {
    const { page } = await openPage(t, { width, allow: [/status of 404/] });
    for (const path of [
      "/",
      "/channels",
      "/products",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password/not-a-token",
      "/creator-submission",
    ]) {
      await visit(page, path);
      await expectAccessible(page);
      if (width === 375) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${path} scrolls sideways at 375 px (${overflow}px)`);
      }
    }
  }
});

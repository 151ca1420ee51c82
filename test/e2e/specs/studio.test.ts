import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { DEMO_CREATOR } from "../../../scripts/lib/local-stack.ts";
import { expectAccessible, login, openPage, USER, useBrowser, visit } from "../fixtures.ts";

useBrowser();

/** The demo creator's studio page: the one channel /studio lists, followed from there. */
async function openStudio(page: Page): Promise<string> {
  await login(page, DEMO_CREATOR, "/studio");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Studio" }).waitFor();
  await page.getByRole("list", { name: "Your channels" }).getByRole("link").first().click();
  await page.waitForURL(/\/studio\/[^/?]+/);
  await page.waitForLoadState("networkidle");
  return new URL(page.url()).pathname;
}

const product = (page: Page, matchKey: string) =>
  page.locator(`[data-testid="studio-product"][data-match-key="${matchKey.replace(/"/g, '\\"')}"]`);

async function productName(page: Page, matchKey: string): Promise<string> {
  return (await product(page, matchKey).getAttribute("data-name")) ?? "";
}

/** Presses one of a product's buttons and waits for its form's answer and the list read again. */
async function press(page: Page, matchKey: string, button: string | RegExp) {
  const posted = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/studio/"));
  await product(page, matchKey)
    .getByRole("button", { name: button, exact: typeof button === "string" })
    .click();
  assert.ok((await posted).status() < 400, "the form's write was accepted");
  await page.waitForLoadState("networkidle");
}

test("the demo creator sees their figures as a chart and tables, for 30 and 90 days, with a CSV download", async (t) => {
  const { page } = await openPage(t);
  const path = await openStudio(page);
  const chart = page.getByTestId("clicks-chart");
  await chart.locator("svg").waitFor();
  assert.ok((await chart.locator("svg rect").count()) > 10, "bars of clicks per day");
  assert.match(
    (await chart.locator("svg path").getAttribute("d")) ?? "",
    /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){29}$/,
    "a line of 30 days of views",
  );
  const clicks = Number((await page.getByTestId("total-Clicks").innerText()).replace(/\D/g, ""));
  assert.ok(clicks > 0, "the seeded history has clicks");
  assert.match(await page.getByTestId("total-Storefront click-through").innerText(), /%$/);
  for (const caption of ["Top products", "Top videos", "Countries", "Sources"]) {
    const rows = page.locator("table", { has: page.locator("caption", { hasText: caption }) }).locator("tbody tr");
    assert.ok((await rows.count()) > 0, `${caption} has rows`);
  }
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Range" }).getByRole("link", { name: "90 days" }).click();
  await page.waitForURL(/days=90/);
  await page.waitForLoadState("networkidle");
  await page.locator('nav[aria-label="Range"] a[aria-current="page"]', { hasText: "90 days" }).waitFor();
  assert.match((await chart.locator("svg path").getAttribute("d")) ?? "", /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+){89}$/);

  const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  assert.equal(csvHref, `${path}/stats.csv?days=90`);
  const csv = await page.request.get(csvHref!);
  assert.equal(csv.status(), 200);
  assert.match(csv.headers()["content-disposition"] ?? "", /^attachment; filename=".+\.csv"$/);
  const lines = (await csv.text()).trimEnd().split("\r\n");
  assert.equal(lines[0], "table,key,name,clicks,views");
  assert.equal(lines.filter((l) => l.startsWith("day,")).length, 90);
});

test("the demo creator pins, hides and annotates products and sets a tag; the public storefront follows", async (t) => {
  const { page } = await openPage(t);
  const path = await openStudio(page);
  const storefrontPath = await page.getByRole("link", { name: /View your public storefront/ }).getAttribute("href");
  assert.ok(storefrontPath?.startsWith("/s/"));
  const keys = await page.getByTestId("studio-product").evaluateAll((items) => items.map((li) => li.getAttribute("data-match-key") ?? ""));
  assert.ok(keys.length >= 3, "the demo storefront has products");
  // The last product is pinned (it leads the storefront then), the one before it hidden.
  const pinKey = keys.at(-1)!;
  const hideKey = keys.at(-2)!;
  const pinName = await productName(page, pinKey);
  const hideName = await productName(page, hideKey);

  await press(page, pinKey, "Pin");
  // The address changes before React shows the new list: wait for what the list says.
  await product(page, pinKey).getByText("Pinned", { exact: true }).waitFor();
  assert.equal(
    (await page.getByTestId("studio-product").first().getAttribute("data-match-key")) ?? "",
    pinKey,
    "a pinned product comes first",
  );

  await press(page, hideKey, "Hide");
  await product(page, hideKey).getByText("Hidden", { exact: true }).waitFor();
  assert.equal(await product(page, hideKey).getByRole("button", { name: "Show", exact: true }).count(), 1);

  const note = `On my shelf since the first video (${Date.now().toString(36)})`;
  await product(page, pinKey).getByLabel(/Note/).fill(note);
  await press(page, pinKey, "Save");
  assert.equal(await product(page, pinKey).getByLabel(/Note/).inputValue(), note);

  await visit(page, storefrontPath!);
  const names = await page.locator("li.card h4").allInnerTexts();
  assert.equal(names[0], pinName, "the pinned product leads the storefront");
  assert.ok(!names.includes(hideName), "the hidden product is not on the storefront");
  await page.locator("li.card", { hasText: pinName }).getByText(note).waitFor();

  // The partner tag through the form with JavaScript off: a plain post and redirect.
  // The refused tag answers 400 on purpose.
  const { page: plain } = await openPage(t, { javaScriptEnabled: false, allow: [/status of 400/] });
  await plain.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  await plain.getByLabel("Email").fill(DEMO_CREATOR.email);
  await plain.getByLabel("Password").fill(DEMO_CREATOR.password);
  await plain.getByRole("button", { name: "Login" }).click();
  await plain.waitForURL((url) => url.pathname === path);
  await plain.getByLabel("Amazon Associates tag").fill("");
  await plain.getByRole("button", { name: "Save tag" }).click();
  await plain.waitForURL(/saved=partner-tag/);
  assert.match(await plain.getByTestId("tag-state").innerText(), /use the site's tag/);
  await plain.getByLabel("Amazon Associates tag").fill("Not A Tag");
  await plain.getByRole("button", { name: "Save tag" }).click();
  assert.match(await plain.locator("#partner-tag [role=alert]").innerText(), /yourname-20/);
  await plain.goto(path);
  await plain.getByLabel("Amazon Associates tag").fill("democreator-20");
  await plain.getByRole("button", { name: "Save tag" }).click();
  await plain.waitForURL(/saved=partner-tag/);
  assert.match(await plain.getByTestId("tag-state").innerText(), /democreator-20/);
});

test("a signed-in user who owns no channel is told how to claim one, and has no Studio link; anonymous visitors log in first", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/studio");
  assert.match(new URL(page.url()).pathname, /^\/login$/);
  assert.equal(new URL(page.url()).searchParams.get("redirectTo"), "/studio");
  const { page: user } = await openPage(t);
  await login(user, USER, "/studio");
  await user.getByTestId("claim-help").waitFor();
  assert.equal(await user.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Studio" }).count(), 0);
  assert.equal(await user.getByRole("link", { name: "Claim your channel" }).getAttribute("href"), "/studio/claim");
  await expectAccessible(user);
});

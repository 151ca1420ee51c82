/**
 * Trust details (issue 25, item 9), as a person sees them: a clear ring around a whole product card
 * on keyboard focus; a missing product or channel page that keeps the typed address, answers 404
 * and offers a search box holding its words and items to go on with; the admin's channel picker
 * that queues a task, a 422 explained beside the form, readable transcript dates and the review
 * queue's candidate pictures.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, BASE_URL, expectAccessible, login, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

/** Tabs forward until a product card's own link has the focus; answers that card's key. */
async function tabToCard(page: Page): Promise<string> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const key = await page.evaluate(() => {
      const a = document.activeElement;
      const card = a?.parentElement?.matches("[data-product-key]") ? a.parentElement : null;
      return a?.tagName === "A" && card ? card.getAttribute("data-product-key") : null;
    });
    if (key) return key;
  }
  assert.fail("no product card's link took the keyboard focus within 80 Tabs");
}

const ringOf = (page: Page, key: string) =>
  page
    .locator(`[data-product-key="${key}"]`)
    .first()
    .evaluate((card) => {
      const s = getComputedStyle(card);
      return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), shadow: s.boxShadow };
    });

test("keyboard focus on a product card's link rings the whole card", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/");
  const key = await tabToCard(page);
  const focused = await ringOf(page, key);
  assert.notEqual(focused.style, "none", "the focused card has an outline");
  assert.ok(focused.width >= 2, `the ring is at least 2px wide (${focused.width}px)`);
  // The ring goes with the focus: Tab on and the card is plain again.
  await page.keyboard.press("Tab");
  const after = await ringOf(page, key);
  assert.ok(after.style === "none" || after.width === 0, "no ring once the focus moved on");
});

test("a missing product page keeps its address, answers 404 and offers a search holding its words and related products", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 404/] });
  const { products } = (await (await fetch(`${BASE_URL}/api/products?limit=1`)).json()) as { products: { product_name: string }[] };
  const word = (products[0]?.product_name ?? "").split(/\s+/).find((w) => /^[A-Za-z]{3,}$/.test(w));
  assert.ok(word, "a demo product's name has a word");
  const path = `/products/${word.toLowerCase()}-discontinued-model`;
  const res = await visit(page, path);
  assert.equal(res?.status(), 404);
  assert.equal(new URL(page.url()).pathname, path, "the typed address stays");
  await page.getByRole("heading", { name: "Product not found." }).waitFor();
  const box = page.getByRole("search").getByRole("searchbox", { name: "Search products" });
  assert.equal(await box.inputValue(), `${word.toLowerCase()} discontinued model`);
  const suggestions = page.getByRole("region", { name: /^(Related|Trending) products$/ });
  assert.ok((await suggestions.locator("[data-product-key]").count()) > 0, "products to go on with");
  await expectAccessible(page);
  await box.fill(word.toLowerCase());
  await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/products" && u.searchParams.get("search") === word.toLowerCase());
});

test("on a phone, a missing product page's search box is on the first screen; unknown paths' /404 offers a search too", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 404/], width: 390 });
  const res = await visit(page, "/products/wireless-earbuds-2019");
  assert.equal(res?.status(), 404);
  const box = page.getByRole("searchbox", { name: "Search products" });
  assert.equal(await box.inputValue(), "wireless earbuds 2019");
  const at = await box.boundingBox();
  assert.ok(at && at.y + at.height <= 844, `the search box is within the first 844 px (bottom at ${at ? at.y + at.height : "?"})`);
  await expectAccessible(page);

  await visit(page, "/no/such/page");
  assert.equal(new URL(page.url()).pathname, "/404");
  await page.getByRole("searchbox", { name: "Search products" }).fill("headphones");
  await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((u) => u.pathname === "/products" && u.searchParams.get("search") === "headphones");
});

test("a missing channel page keeps its address and offers a channel search and popular channels", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 404/] });
  const path = "/channels/UCno0such0channel0000000";
  const res = await visit(page, path);
  assert.equal(res?.status(), 404);
  assert.equal(new URL(page.url()).pathname, path);
  await page.getByRole("heading", { name: "Channel not found." }).waitFor();
  await page.getByRole("search").getByRole("searchbox", { name: "Search channels" }).waitFor();
  const popular = page.getByRole("region", { name: "Popular channels" });
  assert.ok((await popular.getByRole("link").count()) > 0, "channels to go on with");
});

test("admin: the channel picker queues a task; a parameter problem is explained beside the form; transcript dates and candidate pictures read well", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 422/], locale: "en-GB" });
  await login(page, ADMIN);
  const { channels } = (await (await fetch(`${BASE_URL}/api/channels?limit=100`)).json()) as {
    channels: { channel_id: string; channel_name: string }[];
  };
  const handles = await Promise.all(
    channels.slice(0, 20).map(async (c) => {
      const res = await page.request.get(`/resources/admin-channel-options?q=${encodeURIComponent(c.channel_name)}`);
      const body = (await res.json()) as { channels?: { channel_id: string; handle: string }[] };
      return { ...c, handle: body.channels?.find((o) => o.channel_id === c.channel_id)?.handle };
    }),
  );
  const demo = handles.find((c) => c.handle);
  assert.ok(demo?.handle, "a demo channel has a handle the picker offers");

  await visit(page, "/admin");
  const picker = page.getByLabel("Channel", { exact: true });
  // A channel that is not loaded: refused before queueing, the reason beside the form.
  await page.getByLabel("Task", { exact: true }).selectOption("get_transcripts");
  await picker.fill("nosuchchannel");
  await page.getByRole("button", { name: "Run Task" }).click();
  await page.getByRole("alert").filter({ hasText: 'Channel "nosuchchannel" is not loaded yet: run search_youtube for it first' }).waitFor();
  assert.equal(new URL(page.url()).pathname, "/admin");

  // Typing part of the name offers the channel; picking it fills in its handle.
  await picker.fill(demo.channel_name.split(/\s+/)[0]!);
  await page.locator(`datalist option[value="${demo.handle}"]`).waitFor({ state: "attached" });
  await picker.fill(demo.handle);
  await page.getByLabel("Parameters (JSON)").fill("");
  await page.getByLabel("Task", { exact: true }).selectOption("get_transcripts");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Run Task" }).click();
  await page.waitForURL((u) => u.pathname === "/admin/tasks");
  const row = page.locator("tbody tr").first();
  assert.match((await row.textContent()) ?? "", /get_transcripts/);
  assert.match((await row.textContent()) ?? "", new RegExp(demo.handle));

  // Transcript dates as people write them (en-GB here): "27 Nov 2026, 09:14 UTC", not 20261127_091400.
  let stamp = null;
  for (const c of handles.filter((h) => h.handle)) {
    await visit(page, `/admin/transcripts?channel=${encodeURIComponent(c.handle!)}`);
    const first = page.getByRole("list", { name: "Transcripts" }).locator("time").first();
    if ((await first.count()) > 0) {
      stamp = first;
      break;
    }
  }
  assert.ok(stamp, "some demo channel has transcripts");
  assert.match((await stamp.textContent()) ?? "", /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} UTC$/);
  assert.match((await stamp.getAttribute("datetime")) ?? "", /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

  // The review queue shows each candidate's picture (loaded, not a broken image).
  for (const status of ["pending", "accepted", "rejected"]) {
    await visit(page, status === "pending" ? "/admin/reviews" : `/admin/reviews?status=${status}`);
    const pictures = page.locator("[data-review-row] img");
    if ((await pictures.count()) === 0) continue;
    await pictures.first().scrollIntoViewIfNeeded();
    const loaded = await pictures.first().evaluate((img: HTMLImageElement) =>
      img.decode().then(
        () => img.naturalWidth > 0,
        () => false,
      ),
    );
    assert.ok(loaded, `a ${status} candidate's picture loaded`);
    return;
  }
  assert.fail("the demo data has no reviewed or pending candidate to show a picture of");
});

import assert from "node:assert/strict";
import { test } from "node:test";
import { ADMIN, expectAccessible, login, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

test("admin runs a task and sees it complete", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 400/] });
  await login(page, ADMIN);
  assert.equal(new URL(page.url()).pathname, "/admin");
  await page.getByRole("tab", { name: "Run Tasks", selected: true }).waitFor();
  const select = page.getByLabel("Task", { exact: true });
  assert.equal(await select.inputValue(), "run_pipeline");
  assert.deepEqual(await select.locator("option").allTextContents(), [
    "search_youtube",
    "get_transcripts",
    "process_transcripts",
    "search_amazon_products",
    "run_pipeline",
  ]);
  await expectAccessible(page);

  // The transcript reader finds a demo channel by a typed word of its name and offers its handle.
  await visit(page, "/admin/transcripts");
  const [demo] = await demoChannels(page);
  assert.ok(demo, "the demo data has channels");
  const picker = page.getByLabel("Channel", { exact: true });
  await picker.fill(demo.channel_name.split(/\s+/)[0]!);
  await page.locator(`datalist option[value="${demo.handle}"]`).waitFor({ state: "attached" });
  const handle = demo.handle;
  await expectAccessible(page);

  // The channel page's admin controls offer the owner's YouTube connection (not configured here).
  await visit(page, `/channels/${demo.channel_id}`);
  const controls = page.getByRole("region", { name: "Admin controls" });
  assert.match((await controls.textContent()) ?? "", /Owner's captions:.*needs GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET/);

  await visit(page, "/admin");
  const params = page.getByLabel("Parameters (JSON)");
  await params.fill("{not json");
  await page.getByRole("button", { name: "Run Task" }).click();
  await page.getByRole("alert").filter({ hasText: "Invalid JSON in parameters field" }).waitFor();
  await params.fill(handle);
  await params.press("Tab");
  assert.deepEqual(JSON.parse(await params.inputValue()), { channel: handle });
  await select.selectOption("search_amazon_products");
  await page.getByRole("button", { name: "Run Task" }).click();
  await page.waitForURL((u) => u.pathname === "/admin/tasks");
  await page.getByRole("tab", { name: "Current/Past Tasks", selected: true }).waitFor();
  const row = page.locator("tbody tr").first();
  assert.match((await row.textContent()) ?? "", /search_amazon_products/);
  assert.match((await row.textContent()) ?? "", /Initial Load/);
  // The list polls while the task runs; the queue consumer finishes it within seconds.
  await row.locator(".badge", { hasText: /^completed$/ }).waitFor({ timeout: 60_000 });
  assert.match((await row.locator(".badge").getAttribute("class")) ?? "", /green/);
  await expectAccessible(page);
});

test("admin reads a transcript and toggles a channel's visibility", async (t) => {
  const { page } = await openPage(t);
  await login(page, ADMIN);
  await visit(page, "/admin/transcripts");
  const picker = page.getByLabel("Channel", { exact: true });
  let found = false;
  for (const { handle } of await demoChannels(page)) {
    await picker.fill(handle);
    await page.getByRole("button", { name: "Show transcripts" }).click();
    await page.waitForURL((u) => u.searchParams.get("channel") === handle);
    await page.waitForLoadState("networkidle");
    const links = page.getByRole("list", { name: "Transcripts" }).getByRole("link");
    if ((await links.count()) > 0) {
      await links.first().click();
      await page.waitForURL(/video=/);
      await page.locator("main article p").last().waitFor();
      assert.ok(((await page.locator("main article").textContent()) ?? "").length > 20);
      found = true;
      break;
    }
  }
  assert.ok(found, "some demo channel has transcripts");

  await visit(page, "/channels");
  await page.getByRole("tab", { name: "Visible", selected: true }).waitFor();
  const first = page.locator("main article").first();
  const name = ((await first.locator("h3").textContent()) ?? "").trim();
  await first.getByRole("button", { name: `Hide ${name}` }).click();
  await page.locator("main article h3", { hasText: name }).waitFor({ state: "detached" });
  await page.getByRole("tab", { name: "Hidden" }).click();
  await page.getByRole("tab", { name: "Hidden", selected: true }).waitFor();
  const hidden = page.locator("main article", { hasText: name });
  await hidden.getByRole("button", { name: `Show ${name}` }).click();
  await hidden.waitFor({ state: "detached" });
  await expectAccessible(page);
});

/** Demo channels with the most products first, read through the API with the page's session. */
async function demoChannels(page: import("playwright-core").Page): Promise<{ channel_id: string; handle: string; channel_name: string }[]> {
  const res = await page.request.get("/api/channels?limit=20&sort=products");
  assert.equal(res.status(), 200);
  return ((await res.json()) as { channels: { channel_id: string; handle: string; channel_name: string }[] }).channels;
}

test("admin accepts a doubtful marketplace match and it leaves the queue", async (t) => {
  const { page } = await openPage(t);
  await login(page, ADMIN);
  await page.getByRole("tab", { name: "Listing Review" }).click();
  await page.getByRole("heading", { name: "Doubtful marketplace matches" }).waitFor();
  await expectAccessible(page);
  // The demo marketplace offers some products "with Desk Stand": the matcher leaves those to an admin.
  const accept = page.getByRole("button", { name: /^Accept .* with Desk Stand$/ }).first();
  const title = ((await accept.getAttribute("aria-label")) ?? "").replace(/^Accept /, "");
  assert.ok(title, "the demo data queues a doubtful candidate");
  const item = page.getByRole("listitem").filter({ hasText: title });
  assert.match((await item.textContent()) ?? "", /Mention.*“.+”.*Candidate/s);
  await accept.click();
  await page.getByRole("button", { name: `Accept ${title}` }).waitFor({ state: "detached" });
  await page.getByRole("link", { name: "Accepted" }).click();
  await page.getByRole("link", { name: title }).first().waitFor();
});

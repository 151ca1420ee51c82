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

  // A handle from the demo data (the transcripts tab lists channels by handle).
  await visit(page, "/admin?tab=transcripts");
  const handles = await page.getByLabel("Channel", { exact: true }).locator("option").evaluateAll((els) =>
    els.map((el) => (el as HTMLOptionElement).value).filter(Boolean),
  );
  assert.ok(handles.length > 0);
  const handle = handles[0]!;
  await expectAccessible(page);

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
  await page.waitForURL(/tab=tasks/);
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
  await visit(page, "/admin?tab=transcripts");
  const channel = page.getByLabel("Channel", { exact: true });
  const values = await channel.locator("option").evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter(Boolean));
  let found = false;
  for (const v of values) {
    await channel.selectOption(v);
    await page.waitForURL((u) => u.searchParams.get("channel") === v);
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

import assert from "node:assert/strict";
import { test } from "node:test";
import { openPage, useBrowser } from "../fixtures.ts";

useBrowser();

test("/api/docs renders the interactive reference of the generated document, within the CSP", async (t) => {
  const { page } = await openPage(t);
  const res = await page.goto("/api/docs", { waitUntil: "domcontentloaded" });
  assert.equal(res?.status(), 200);
  await page.getByRole("heading", { name: /Creator Picks API/ }).waitFor({ timeout: 30_000 });
  // Operations of the generated document, by their summaries; one opened shows its answer's schema.
  await page.getByText("One product with all its listings").first().waitFor();
  const subscribe = page.locator(".opblock", { hasText: "Subscribe to a channel" }).first();
  await subscribe.locator(".opblock-summary").click();
  await subscribe.getByText("subscribed").first().waitFor();
});

import assert from "node:assert/strict";
import { test } from "node:test";
import { expectAccessible, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

test("the digest's unsubscribe page asks before it acts, keeps its token private and explains a bad link", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 400/] });
  const res = await visit(page, "/unsubscribe/not-a-real-token");
  assert.equal(res?.status(), 200);
  assert.equal(res?.headers()["cache-control"], "no-store");
  assert.equal(res?.headers()["referrer-policy"], "no-referrer");
  assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
  await page.getByRole("heading", { name: "Unsubscribe from the daily digest" }).waitFor();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await page
    .getByRole("alert")
    .filter({ hasText: "This unsubscribe link is invalid or has expired. Sign in and turn the digest off on your profile." })
    .waitFor();
});

/**
 * On a machine with only Node and npm there is no system Chromium: run.ts then drives the one
 * `@sparticuz/chromium` ships inside its npm package (test/e2e/chromium.ts). This proves that
 * browser starts here and shows the served home page, whichever Chromium the other specs use.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { chromium } from "playwright-core";
import { packagedChromium, resolveChromium } from "../chromium.ts";
import { BASE_URL, CHROMIUM_ARGS } from "../fixtures.ts";

test("the Chromium shipped in the npm package starts headless and renders the home page", async () => {
  const packaged = await packagedChromium();
  const browser = await chromium.launch({
    executablePath: packaged.executablePath,
    args: CHROMIUM_ARGS,
    env: { ...process.env, ...packaged.env },
  });
  try {
    const page = await browser.newPage({ baseURL: BASE_URL });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    assert.equal(await page.getByRole("link", { name: "Products", exact: true }).first().isVisible(), true);
  } finally {
    await browser.close();
  }
});

test("CHROMIUM_PATH wins, and one that does not exist is an error, not a silent fallback", async () => {
  const chosen = await resolveChromium({ CHROMIUM_PATH: process.execPath });
  assert.deepEqual(chosen, { executablePath: process.execPath, source: "CHROMIUM_PATH", env: {} });
  await assert.rejects(resolveChromium({ CHROMIUM_PATH: "/nonexistent/chromium" }), /does not exist/);
});

import assert from "node:assert/strict";
import { test } from "node:test";
import { expectAccessible, openPage, uniqueEmail, useBrowser, visit } from "../fixtures.ts";

useBrowser();

const MUST_START = "Channel handle must start with @ (e.g., @yourchannel)";
const ONLY_CHARS = "Channel handle can only contain letters, numbers, underscores, and periods after the @";

test("creator application: page content, live handle validation, success modal", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/creator-submission");
  await page.getByRole("heading", { level: 1, name: "Launch Your Automated Storefront" }).waitFor();
  for (const title of ["Automated Setup", "Revenue Generation", "Custom Branding"]) {
    await page.getByRole("heading", { name: title }).waitFor();
  }
  await page.getByRole("heading", { name: "Creator Application" }).waitFor();
  assert.equal(await page.locator("main details").count(), 4, "four FAQ items");
  assert.equal(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href"), "/");
  assert.equal(await page.getByLabel("Email").getAttribute("type"), "email");
  const niches = await page.getByLabel("Content Niche").locator("option:not([disabled])").allTextContents();
  assert.equal(niches.length, 16);
  assert.equal(niches[0], "Technology & Gadgets");
  assert.equal(niches[15], "Other");
  await expectAccessible(page);

  const handle = page.getByLabel("Channel Handle");
  const submit = page.getByRole("button", { name: "Submit Application" });
  await handle.fill("mychannel");
  await page.getByRole("alert").filter({ hasText: MUST_START }).waitFor();
  assert.equal(await submit.isDisabled(), true);
  await handle.fill("@");
  await page.getByRole("alert").filter({ hasText: MUST_START }).waitFor();
  await handle.fill("@my channel!");
  await page.getByRole("alert").filter({ hasText: ONLY_CHARS }).waitFor();
  await handle.fill("@my_channel.tv");
  await page
    .getByRole("alert")
    .filter({ hasText: /Channel handle/ })
    .waitFor({ state: "detached" });

  await page.getByLabel("Email").fill(uniqueEmail("creator"));
  await page.getByLabel("Content Niche").selectOption("Gaming & Esports");
  await submit.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("heading", { name: "Application Submitted!" }).waitFor();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Got it!" }).click();
  await dialog.waitFor({ state: "detached" });
  assert.equal(await handle.inputValue(), "", "the form is cleared after success");
});

import assert from "node:assert/strict";
import { test } from "node:test";
import { DEMO_CREATOR } from "../../../scripts/lib/local-stack.ts";
import { ADMIN, expectAccessible, login, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

test("claiming a channel: offline, the page says it is not set up; Google's redirect with a forged state claims nothing", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 400/] });
  await login(page, DEMO_CREATOR, "/studio/claim");
  assert.equal(new URL(page.url()).pathname, "/studio/claim");
  await page.getByRole("heading", { name: "Claim your channel" }).waitFor();
  await page.getByText("Claiming a channel is not available on this server yet.").waitFor();
  assert.equal(await page.getByRole("button", { name: "Continue with Google" }).count(), 0);
  await expectAccessible(page);

  await visit(page, "/studio/claim/callback?state=forged&code=4%2F0Code");
  await page.getByRole("alert").filter({ hasText: "Invalid or expired state: start claiming the channel again" }).waitFor();
  await page.getByRole("link", { name: "Try again" }).waitFor();
  await expectAccessible(page);
});

test("an admin sees the demo creator among the channel owners, with a button to remove them", async (t) => {
  const { page } = await openPage(t);
  await login(page, ADMIN);
  await visit(page, "/admin/owners");
  await page.getByRole("tab", { name: "Channel Owners", selected: true }).waitFor();
  const row = page.getByRole("row").filter({ hasText: DEMO_CREATOR.email });
  assert.match((await row.textContent()) ?? "", /Glow Lab Daily.*@glowlabdaily.*creator@demo\.local.*Demo data/);
  await row.getByRole("button", { name: `Remove ${DEMO_CREATOR.email} from @glowlabdaily` }).waitFor();
  await expectAccessible(page);
});

/**
 * Onboarding and empty states (issue 25, item 8), as a new account and an anonymous visitor see
 * them: the "Check your inbox" banner with Resend after registering, the unconfirmed subscriber's
 * notice beside Subscribe with Resend, trending products and Browse channels in place of empty
 * subscriptions, Log in in the "Login required" modal (back to the page), and Request this channel
 * under "No channels found.".
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE_URL, expectAccessible, login, mailedLink, openPage, uniqueEmail, USER, useBrowser, visit } from "../fixtures.ts";

useBrowser();

const UNVERIFIED = "Confirm your e-mail address first: open the link we sent you, or send a new one from your account page.";
const RESENT = /We sent a new confirmation link to |We have sent several confirmation links already/;

/** A visible demo channel with its page address. */
async function demoChannel(): Promise<{ channel_id: string; channel_name: string }> {
  const { channels } = (await (await fetch(`${BASE_URL}/api/channels?limit=1`)).json()) as {
    channels: { channel_id: string; channel_name: string }[];
  };
  assert.ok(channels[0], "the demo data has a channel");
  return channels[0];
}

test("a new account lands on Check your inbox with Resend; empty subscriptions offer trending and Browse channels; Subscribe says why it waits", async (t) => {
  // The refused subscription answers 403 (and a repeated Resend may answer 429): the page shows both.
  const { page } = await openPage(t, { allow: [/status of 403/, /status of 429/] });
  const email = uniqueEmail("onboarding");
  await visit(page, "/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("onboarding-password");
  await page.getByLabel("Confirm Password").fill("onboarding-password");
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL((u) => u.pathname === "/");

  const banner = page.getByRole("region", { name: "Check your inbox" });
  await banner.waitFor();
  assert.match((await banner.textContent()) ?? "", new RegExp(`We sent a confirmation link to ${email.replaceAll(".", "\\.")}`));
  assert.match(await mailedLink(email, "/verify-email/"), /\/verify-email\/[\w.-]+$/);
  await banner.getByRole("button", { name: "Resend" }).click();
  await banner.getByText(`We sent a new confirmation link to ${email}.`).waitFor();

  const subscriptions = page.getByRole("region", { name: "From your subscriptions" });
  await subscriptions.getByText("You haven't subscribed to any channels yet.", { exact: false }).waitFor();
  await subscriptions.getByText("Recommended for you: trending products for now", { exact: false }).waitFor();
  assert.ok((await subscriptions.locator("[data-product-key]").count()) > 0, "trending products stand in for subscriptions");
  await expectAccessible(page);
  await subscriptions.getByRole("link", { name: "Browse channels" }).click();
  await page.waitForURL((u) => u.pathname === "/channels");
  await page.getByRole("heading", { name: "Channels", level: 1 }).waitFor();

  // Subscribing waits for the confirmed address: the reason beside the button, with Resend.
  const channel = await demoChannel();
  await visit(page, `/channels/${channel.channel_id}`);
  await page.getByRole("button", { name: "Subscribe", exact: true }).click();
  const notice = page.getByRole("alert").filter({ hasText: UNVERIFIED });
  await notice.waitFor();
  const button = await page.getByRole("button", { name: "Subscribe", exact: true }).boundingBox();
  const box = await notice.boundingBox();
  assert.ok(button && box && box.y - (button.y + button.height) < 40, "the notice sits right by the Subscribe button");
  await notice.getByRole("button", { name: "Resend" }).click();
  await notice.getByText(RESENT).waitFor();
  await expectAccessible(page);
});

test("the Login required modal offers Log in, which comes back to the page", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/products");
  const search = page.getByRole("combobox", { name: "Search creators" });
  await search.fill(`zz-nobody-${Date.now()}`);
  await page.getByRole("button", { name: "Add New Channel" }).click();
  const dialog = page.getByRole("dialog", { name: "Login required" });
  await dialog.getByText("You need to be logged in to request a new channel.").waitFor();
  await expectAccessible(page);
  await dialog.getByRole("link", { name: "Log in" }).click();
  await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("redirectTo") === "/products");
  assert.equal(await page.getByRole("dialog").count(), 0, "the modal closed on the way");
  await page.getByLabel("Email").fill(USER.email);
  await page.getByLabel("Password").fill(USER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((u) => u.pathname === "/products");
});

test('"No channels found." offers Request this channel: Log in first, then the request is sent', async (t) => {
  const { page } = await openPage(t, { allow: [/status of 401/] });
  const name = `Nobody Cooks ${Date.now()}`;
  const address = `/channels?query=${encodeURIComponent(name)}`;
  await visit(page, address);
  await page.getByText("No channels found.", { exact: true }).waitFor();
  await page.getByRole("button", { name: "Request this channel" }).click();
  const prompt = page.getByRole("dialog", { name: "Login required" });
  await prompt.getByText("You need to be logged in to request a new channel.").waitFor();
  const logIn = prompt.getByRole("link", { name: "Log in" });
  const back = new URL(new URL((await logIn.getAttribute("href")) ?? "", BASE_URL).searchParams.get("redirectTo") ?? "", BASE_URL);
  assert.deepEqual([back.pathname, back.searchParams.get("query")], ["/channels", name], "Log in comes back to this search");

  await login(page, USER, back.pathname + back.search);
  const after = new URL(page.url());
  assert.deepEqual([after.pathname, after.searchParams.get("query")], ["/channels", name], "back on the search after logging in");
  await page.getByRole("button", { name: "Request this channel" }).click();
  await page.getByRole("dialog", { name: "Request sent" }).getByText(`Channel "${name}" request sent successfully!`).waitFor();
  await expectAccessible(page);
});

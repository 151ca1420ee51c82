import assert from "node:assert/strict";
import { test } from "node:test";
import { d1Query } from "../../../scripts/lib/local-stack.ts";
import { totpCode } from "../../../worker/auth/totp.ts";
import { BASE_URL, expectAccessible, openPage, uniqueEmail, useBrowser, visit } from "../fixtures.ts";

useBrowser();

const PASSWORD = "tangerine-rocket-42";

/** A fresh account through the API, its address confirmed (and made an admin) in the test's own D1. */
async function account(prefix: string, admin = false): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await fetch(`${BASE_URL}/api/users/register`, {
    method: "POST",
    body: JSON.stringify({ email, password: PASSWORD }),
    headers: { "Content-Type": "application/json" },
  });
  assert.equal(res.status, 201);
  await d1Query(`UPDATE users SET email_verified_at = '2026-01-01T00:00:00.000Z', is_admin = ${admin ? 1 : 0} WHERE email = '${email}'`, {
    persistTo: process.env.E2E_STATE_DIR,
  });
  return email;
}

async function passwordStep(page: import("playwright-core").Page, email: string) {
  await visit(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The setup key the page shows, without the spaces that group it. */
async function shownSecret(page: import("playwright-core").Page): Promise<string> {
  return ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
}

test("an admin without a second factor sets one up at the first login, sees the recovery codes once, then reaches /admin", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 400/] });
  const email = await account("first-admin", true);
  await passwordStep(page, email);
  await page.getByRole("heading", { name: "Set up two-factor authentication" }).waitFor();
  await expectAccessible(page);
  const secret = await shownSecret(page);
  assert.match(secret, /^[A-Z2-7]{32}$/);
  assert.match(
    (await page.getByRole("link", { name: "Open in an authenticator app on this device" }).getAttribute("href")) ?? "",
    /^otpauth:\/\/totp\//,
  );
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Turn on and sign in" }).click();
  await page.getByRole("alert").filter({ hasText: "That code is not valid." }).waitFor();
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on and sign in" }).click();
  await page.getByRole("heading", { name: "Save your recovery codes" }).waitFor();
  assert.equal(await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count(), 10);
  await page.getByRole("link", { name: "Continue" }).click();
  await page.waitForURL((u) => u.pathname === "/admin");
});

test("a user turns the second factor on in Account and security, and the next login asks for a code", async (t) => {
  const { page, context } = await openPage(t);
  const email = await account("mfa-user");
  await passwordStep(page, email);
  await page.waitForURL((u) => u.pathname === "/");
  await visit(page, "/profile");
  await page.getByRole("link", { name: "Account and security" }).click();
  await page.waitForURL((u) => u.pathname === "/account");
  await page.getByRole("heading", { name: "Account and security", level: 1 }).waitFor();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = await (async () => {
    await page.getByTestId("totp-secret").waitFor();
    return shownSecret(page);
  })();
  await page.getByLabel("Authentication code").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await page.getByText("Two-factor authentication is on.").waitFor();
  assert.equal(await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count(), 10);

  await context.clearCookies();
  await passwordStep(page, email);
  await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
  // The code that turned it on was used in this 30-second step: the next step's code is accepted.
  await page.getByLabel("Authentication code").fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByLabel("User menu").waitFor();
});

test("changing the password asks for the current one and says when it worked", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 400/] });
  const email = await account("change-pw");
  await passwordStep(page, email);
  await page.waitForURL((u) => u.pathname === "/");
  await visit(page, "/account");
  const form = page.locator("section", { has: page.getByRole("heading", { name: "Change password" }) });
  await form.getByLabel("Current password").fill("not-the-password");
  await form.getByLabel("New password", { exact: true }).fill("brand-new-secret-9");
  await form.getByLabel("Confirm new password").fill("brand-new-secret-9");
  await form.getByRole("button", { name: "Change password" }).click();
  await page.getByRole("alert").filter({ hasText: "Current password is incorrect" }).waitFor();
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password", { exact: true }).fill("brand-new-secret-9");
  await form.getByLabel("Confirm new password").fill("brand-new-secret-9");
  await form.getByRole("button", { name: "Change password" }).click();
  await page.getByRole("status").filter({ hasText: "Your password has been changed. Other sessions have been signed out." }).waitFor();
  // This session goes on with its new cookie.
  await visit(page, "/account");
  assert.equal(new URL(page.url()).pathname, "/account");
});

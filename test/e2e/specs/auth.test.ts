import assert from "node:assert/strict";
import { test } from "node:test";
import { ADMIN, expectAccessible, login, mailedLink, openPage, USER, uniqueEmail, useBrowser, visit } from "../fixtures.ts";

useBrowser();

test("register: validation messages, then an account that is logged in; sign out", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 400/] });
  await visit(page, "/register");
  await page.getByRole("heading", { name: "Create an Account" }).waitFor();
  const submit = page.getByRole("button", { name: "Register" });
  const alert = page.getByRole("alert");

  await submit.click();
  await alert.filter({ hasText: "All fields are required" }).waitFor();
  const email = uniqueEmail("register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("password-one");
  await page.getByLabel("Confirm Password").fill("password-two");
  await submit.click();
  await alert.filter({ hasText: "Passwords do not match" }).waitFor();
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("short");
  await submit.click();
  await alert.filter({ hasText: "Password must be at least 8 characters long" }).waitFor();
  await page.getByLabel("Password", { exact: true }).fill("long-enough-password");
  await page.getByLabel("Confirm Password").fill("long-enough-password");
  await submit.click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.waitForLoadState("networkidle");

  // Logged in: My Subscriptions in the nav, the bell and the user menu with the e-mail.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Subscriptions" }).waitFor();
  await page.getByRole("region", { name: "From your subscriptions" }).waitFor();
  await page.locator('summary[aria-label^="Notifications"]').click();
  await page.getByText("No notifications.").waitFor();
  await page.locator('summary[aria-label="User menu"]').click();
  // The menu names the account (the "Check your inbox" banner above names it too).
  await page.getByTitle(email).waitFor();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByRole("link", { name: "Login", exact: true }).waitFor();

  // The same e-mail cannot register twice: the server's detail is shown.
  await visit(page, "/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("long-enough-password");
  await page.getByLabel("Confirm Password").fill("long-enough-password");
  await submit.click();
  await alert.waitFor();
  assert.notEqual((await alert.textContent())?.trim(), "");
});

test("login: empty fields are ignored, failures show the server detail", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 400/] });
  await visit(page, "/login");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Forgot Password?" }).waitFor();
  await page.getByRole("link", { name: "Sign up" }).waitFor();
  await page.getByLabel("Email").fill(USER.email);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForTimeout(300);
  assert.equal(await page.getByRole("alert").count(), 0);
  assert.equal(new URL(page.url()).pathname, "/login");

  await page.getByLabel("Password").fill("wrong-password-here");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("alert").waitFor();
  assert.ok(((await page.getByRole("alert").textContent()) ?? "").length > 0);
});

test("protected pages redirect to /login and come back; admins land on /admin", async (t) => {
  const { page } = await openPage(t);
  await visit(page, "/profile");
  assert.equal(new URL(page.url()).pathname, "/login");
  assert.equal(new URL(page.url()).searchParams.get("redirectTo"), "/profile");
  await page.getByLabel("Email").fill(USER.email);
  await page.getByLabel("Password").fill(USER.password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL((u) => u.pathname === "/profile");
  await page.locator("main").getByText(USER.email).waitFor();
  await page.getByRole("tab", { name: "My Subscriptions", selected: true }).waitFor();
  await expectAccessible(page);
  // A user who is not an admin is sent home from /admin.
  await visit(page, "/admin");
  assert.equal(new URL(page.url()).pathname, "/");
  assert.equal(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).count(), 0);

  const admin = await openPage(t);
  await login(admin.page, ADMIN, "/products");
  assert.equal(new URL(admin.page.url()).pathname, "/admin");
  await admin.page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).waitFor();
  await visit(admin.page, "/");
  assert.equal(await admin.page.locator("html").evaluate(() => document.title.length > 0), true);
});

test("logged-in pages are private, no-store; a subscription shows on the profile", async (t) => {
  const { page, context } = await openPage(t);
  const email = uniqueEmail("subscriber");
  await visit(page, "/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("subscriber-password");
  await page.getByLabel("Confirm Password").fill("subscriber-password");
  await page.getByRole("button", { name: "Register" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  const res = await context.request.get("/channels");
  assert.equal(res.headers()["cache-control"], "private, no-store");
  // Subscribing needs the e-mailed confirmation link opened first.
  await visit(page, new URL(await mailedLink(email, "/verify-email/")).pathname);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await page.getByText(`Thank you: ${email} is confirmed.`).waitFor();

  await visit(page, "/profile");
  await page.getByText("You haven't subscribed to any channels yet.").waitFor();
  await visit(page, "/channels");
  const channelLink = page.locator("main article h3 a").first();
  const channelName = ((await channelLink.textContent()) ?? "").trim();
  await channelLink.click();
  await page.waitForURL(/\/channels\/[^/?]+$/);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await page.getByRole("button", { name: "Unsubscribe" }).waitFor();
  await visit(page, "/profile");
  await page.locator("main article", { hasText: channelName }).waitFor();
});

test("header channel search: suggestions, and Add New Channel for unknown names", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 401/] });
  await visit(page, "/");
  const box = page.getByRole("combobox", { name: "Search creators" });
  await visit(page, "/channels");
  const known = ((await page.locator("main article h3 a").first().textContent()) ?? "").trim();
  await box.fill(known.slice(0, 4));
  await page.getByRole("option", { name: known }).waitFor();
  await box.fill("Zzzz Unknown Channel");
  await page.getByRole("button", { name: "Add New Channel" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("You need to be logged in to request a new channel.").waitFor();
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });

  await login(page, USER);
  const name = `Zzzz Requested ${Date.now()}`;
  await page.getByRole("combobox", { name: "Search creators" }).fill(name);
  await page.getByRole("button", { name: "Add New Channel" }).click();
  await page.getByRole("dialog").getByText(`Channel "${name}" request sent successfully!`).waitFor();
  await expectAccessible(page);
});

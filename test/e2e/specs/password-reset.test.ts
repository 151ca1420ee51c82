import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { SignJWT } from "jose";
import { purposeKey } from "../../../worker/auth/purpose-key.ts";
import { expectAccessible, login, mailedLink, openPage, uniqueEmail, USER, useBrowser, visit } from "../fixtures.ts";

useBrowser();

test("password reset: register, ask for a link, network error, new password, link used once", async (t) => {
  const { page, context } = await openPage(t, { allow: [/Failed to load resource/] });
  const email = uniqueEmail("reset");
  await visit(page, "/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-password-1");
  await page.getByLabel("Confirm Password").fill("first-password-1");
  await page.getByRole("button", { name: "Register" }).click();
  // A new account is signed in at once; the reset is asked for by a signed-out visitor.
  await page.waitForURL((u) => u.pathname === "/");
  await context.clearCookies();

  await visit(page, "/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await page.getByText("If an account exists for that email, a reset link has been sent.").waitFor();

  const link = await mailedLink(email, "/reset-password/");
  const path = new URL(link).pathname;
  assert.match(path, /^\/reset-password\/[\w-]{20,}$/);
  await visit(page, path);
  await page.getByRole("heading", { name: "Reset Password" }).waitFor();
  await expectAccessible(page);

  // The request never reaches the server: SPEC section 8's message, and the link stays usable.
  await page.route(/\/reset-password\/.*\.data/, (route) => route.abort("internetdisconnected"));
  await page.getByLabel("New Password", { exact: true }).fill("second-password-2");
  await page.getByLabel("Confirm New Password").fill("second-password-2");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await page.getByText("Network error, please try again.").waitFor();
  await page.unroute(/\/reset-password\/.*\.data/);

  await page.getByRole("button", { name: "Reset Password" }).click();
  await page.getByText("Your password has been reset. You can now sign in.").waitFor();
  await page.getByRole("link", { name: "Go to Login" }).click();
  await page.waitForURL((u) => u.pathname === "/login");
  await login(page, { email, password: "second-password-2" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Subscriptions" }).waitFor();

  // Single use: the same link is refused before any form is shown.
  await visit(page, path);
  await page.getByText("Invalid or expired reset token").waitFor();
  assert.equal(await page.getByLabel("New Password", { exact: true }).count(), 0);
});

test("session: an expired token is noticed within 60 s and the layout turns anonymous", async (t) => {
  const { page, context } = await openPage(t);
  // Sign in once to learn the account's id, then swap the cookie for a token of ours that expires in 3 s.
  await login(page, USER);
  const me = (await (await page.request.get("/api/users/me")).json()) as { user_id: string };
  const cookie = (await context.cookies()).find((c) => c.httpOnly && c.value.split(".").length === 3);
  assert.ok(cookie, "login set the session cookie");
  const secret = /^JWT_SECRET=(.+)$/m.exec(readFileSync(new URL("../../../.dev.vars", import.meta.url), "utf8"))?.[1]?.trim();
  assert.ok(secret, ".dev.vars holds the local JWT_SECRET");
  const now = Date.now();
  const shortLived = await new SignJWT({ email: USER.email, is_admin: false, iat_ms: now })
    .setProtectedHeader({ alg: "HS256", typ: "session+jwt" })
    .setSubject(me.user_id)
    .setIssuer("creator-products")
    .setAudience("creator-products-web")
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + 3)
    .sign(await purposeKey(secret, "session"));
  await context.addCookies([{ ...cookie, value: shortLived }]);

  await page.clock.install();
  await visit(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "My Subscriptions" }).waitFor();
  // Let the token expire for real on the server, then let 60 s pass on the page's clock.
  await new Promise((r) => setTimeout(r, 4000));
  await page.clock.runFor(61_000);
  await page.getByRole("link", { name: "Login" }).first().waitFor();
  assert.equal(await nav.getByRole("link", { name: "My Subscriptions" }).count(), 0);
});

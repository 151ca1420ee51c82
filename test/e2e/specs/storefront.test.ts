import assert from "node:assert/strict";
import { test } from "node:test";
import { chromium } from "playwright-core";
import { SYSTEM_CHROMIUM } from "../chromium.ts";
import {
  ADMIN,
  BASE_URL,
  CHROMIUM_ARGS,
  expectAccessible,
  login,
  mailedLink,
  openPage,
  uniqueEmail,
  USER,
  useBrowser,
  visit,
} from "../fixtures.ts";

useBrowser();

interface DemoPick {
  handle: string;
  channelId: string;
  channelName: string;
  productId: string;
  productName: string;
}

/** A demo channel with a listed product, and that product. */
async function demoPick(): Promise<DemoPick> {
  const { channels } = (await (await fetch(`${BASE_URL}/api/channels?sort=products&limit=20`)).json()) as {
    channels: { channel_id: string; channel_name: string; handle: string; product_count: number }[];
  };
  for (const c of channels.filter((ch) => ch.product_count > 0)) {
    const { products } = (await (await fetch(`${BASE_URL}/api/products/channel/${c.channel_id}/products?limit=1`)).json()) as {
      products: { product_id: string; product_name: string }[];
    };
    const p = products[0];
    if (p)
      return {
        handle: c.handle,
        channelId: c.channel_id,
        channelName: c.channel_name,
        productId: p.product_id,
        productName: p.product_name,
      };
  }
  throw new Error("no demo channel with a listed product");
}

const domain = `shop-${Date.now().toString(36)}.example.test`;
let pick: DemoPick | undefined;

/** A fresh account, confirmed and subscribed to the channel through the API: it hears of the storefront's additions. */
async function subscriber(channelId: string) {
  const who = { email: uniqueEmail("storefront-fan"), password: "storefront-fan-password" };
  const api = (path: string, init: RequestInit = {}) => fetch(`${BASE_URL}/api${path}`, init);
  const registered = await api("/users/register", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(who),
  });
  assert.equal(registered.status, 201);
  const token = new URL(await mailedLink(who.email, "/verify-email/")).pathname.split("/").pop()!;
  assert.equal((await api(`/users/verify-email/${token}`, { method: "POST" })).status, 200);
  const login = await api("/users/login", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: who.email, password: who.password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const sub = await api("/subscriptions", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ channel_id: channelId }),
  });
  assert.equal(sub.status, 201);
  return who;
}
let fan: { email: string; password: string } | undefined;

test("admin approves an application, curates a product, and the storefront shows it first among the channel's products", async (t) => {
  pick = await demoPick();
  fan = await subscriber(pick.channelId);
  const applied = await fetch(`${BASE_URL}/api/prospective_creators`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ channel_handle: `@${pick.handle}`, email: `owner-${pick.handle}@example.com`, category: "Other" }),
  });
  assert.equal(applied.status, 201);

  const { page } = await openPage(t);
  await login(page, ADMIN);
  await page.getByRole("tab", { name: "Creator Applications" }).click();
  await page.getByRole("tab", { name: "Creator Applications", selected: true }).waitFor();
  await page.getByRole("heading", { name: "Applications" }).waitFor();
  await page.getByRole("link", { name: "Pending" }).and(page.locator("[aria-current=page]")).waitFor();
  await expectAccessible(page);

  await page.getByRole("button", { name: `Approve @${pick.handle}` }).click();
  await page.waitForURL((url) => url.searchParams.has("storefront"));
  const editor = page.getByRole("region", { name: `Storefront of ${pick.channelName}` });
  await editor.waitFor();
  await editor.getByText("No products yet.").waitFor();

  await editor.getByLabel("Add a product (ID or product page URL)").fill(`${BASE_URL}/products/${pick.productId}`);
  await editor.getByRole("button", { name: "Add product" }).click();
  await editor.getByRole("heading", { name: "Curated products (1)" }).waitFor();
  await editor.getByRole("link", { name: pick.productName }).waitFor();

  await editor.getByLabel("Custom domain").fill(domain.toUpperCase());
  await editor.getByRole("button", { name: "Save domain" }).click();
  await editor.getByText(`https://${domain}/`).waitFor();
  assert.equal(await editor.getByLabel("Custom domain").inputValue(), domain);
  await expectAccessible(page);

  const res = await visit(page, `/s/${pick.handle}`);
  assert.equal(res?.status(), 200);
  assert.equal(await page.title(), `${pick.channelName}'s Storefront | CreatorPicks`);
  assert.match(
    (await page.locator('meta[name="description"]').getAttribute("content")) ?? "",
    new RegExp(`Products ${pick.channelName} recommends`),
  );
  await page.getByRole("heading", { level: 1, name: pick.channelName }).waitFor();
  // The storefront filled itself with the channel's listed products; the admin's pick comes first.
  const { products, total } = (await (await fetch(`${BASE_URL}/api/storefronts/${pick.handle}`)).json()) as {
    products: { product_id: string; product_name: string; curated: boolean }[];
    total: number;
  };
  assert.ok(total >= 1);
  assert.equal(products[0]?.curated, true);
  const picks = page.getByRole("region", { name: `${pick.channelName}'s picks` });
  await picks.getByText(total === 1 ? "1 product from" : `${total} products from`).waitFor();
  assert.equal(await picks.getByRole("link", { name: /^Buy on Amazon/ }).count(), total);
  const first = picks.getByRole("heading", { level: 4 }).first();
  assert.equal(await first.textContent(), products[0]!.product_name);
  assert.equal(await first.getByRole("link").getAttribute("href"), `/products/${products[0]!.product_id}`);
  await expectAccessible(page);
});

test("a subscriber's notification names the added product and opens it; its count is in the server's page", async (t) => {
  assert.ok(pick && fan, "the first test curated a product for a subscribed fan");
  const message = `${pick.channelName} added ${pick.productName} to their storefront`;
  const { page, context } = await openPage(t);
  await login(page, fan);

  // The page as the server sent it, before any script: the bell already counts the unread row.
  const { page: staticPage, context: staticContext } = await openPage(t, { javaScriptEnabled: false });
  await staticContext.addCookies(await context.cookies());
  await staticPage.goto("/channels", { waitUntil: "load" });
  await staticPage.locator('summary[aria-label="Notifications, 1 unread"]').waitFor();

  await visit(page, "/channels");
  await page.locator('summary[aria-label="Notifications, 1 unread"]').click();
  const row = page.getByRole("link", { name: new RegExp(`^Unread: ${escapeRegExp(message)}`) });
  await row.waitFor();
  assert.match((await row.locator("time").getAttribute("datetime")) ?? "", /^\d{4}-\d\d-\d\dT.+Z$/);
  assert.match((await row.locator("time").textContent()) ?? "", /^(just now|\d+ minutes? ago)$/);
  await expectAccessible(page);
  await row.click();
  await page.waitForURL((url) => url.pathname === `/products/${pick!.productId}`);
  await page.getByRole("heading", { level: 1, name: pick.productName }).waitFor();
  // Opened: read, and the badge follows.
  await page.locator('summary[aria-label="Notifications"]').waitFor();

  await page.locator('summary[aria-label="Notifications"]').click();
  await page.getByRole("link", { name: "All notifications" }).click();
  await page.waitForURL((url) => url.pathname === "/notifications");
  await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
  const listed = page.getByRole("main").getByRole("link", { name: new RegExp(`^${escapeRegExp(message)}`) });
  assert.equal(await listed.getAttribute("href"), `/products/${pick.productId}`);
  await expectAccessible(page);
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("an unknown storefront answers 404", async (t) => {
  const { page } = await openPage(t, { allow: [/status of 404/] });
  const res = await visit(page, "/s/no-such-creator");
  assert.equal(res?.status(), 404);
  await page.getByRole("heading", { level: 1, name: "Storefront not found" }).waitFor();
  await expectAccessible(page);
});

test("the creator's own domain serves the storefront at /", async () => {
  assert.ok(pick, "the first test approved a storefront");
  const port = new URL(BASE_URL).port;
  // The browser resolves the creator's domain to the local server, as Cloudflare's custom hostname would route it.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${domain} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    // Plain http on a name other than localhost here (https in production): Chromium then ignores COOP and says so.
    const httpOnly = /Cross-Origin-Opener-Policy header has been ignored/;
    page.on("console", (msg) => msg.type() === "error" && !httpOnly.test(msg.text()) && errors.push(msg.text()));
    page.on("pageerror", (err) => errors.push(err.message));
    const res = await page.goto(`http://${domain}:${port}/`, { waitUntil: "load" });
    assert.equal(res?.status(), 200);
    await page.getByRole("heading", { level: 1, name: pick.channelName }).waitFor();
    const picks = page.getByRole("region", { name: `${pick.channelName}'s picks` });
    await picks.getByRole("heading", { level: 4 }).first().waitFor();
    assert.equal(await page.locator("script").count(), 0, "served as HTML only: the router would take `/` for the home page");
    await expectAccessible(page);

    // Other pages live on the main site.
    const product = await page.goto(`http://${domain}:${port}/products/${pick.productId}`, { waitUntil: "domcontentloaded" });
    assert.equal(new URL(page.url()).host, new URL(BASE_URL.replace("127.0.0.1", "localhost")).host);
    assert.ok(product);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test("a user turns the daily notification digest on from the profile", async (t) => {
  const { page } = await openPage(t);
  await login(page, USER, "/profile");
  const box = page.getByLabel("E-mail me a daily digest of my unread notifications");
  assert.equal(await box.isChecked(), false);
  await box.check();
  await page.getByRole("button", { name: "Save e-mail preference" }).click();
  await page.getByRole("status").filter({ hasText: "Saved: the daily digest is on." }).waitFor();
  await expectAccessible(page);
  await visit(page, "/profile");
  assert.equal(await page.getByLabel("E-mail me a daily digest of my unread notifications").isChecked(), true);
  await page.getByLabel("E-mail me a daily digest of my unread notifications").uncheck();
  await page.getByRole("button", { name: "Save e-mail preference" }).click();
  await page.getByRole("status").filter({ hasText: "Saved: the daily digest is off." }).waitFor();
});

/**
 * Small helpers the browser specs share: one Chromium per spec file, a page that fails the test
 * on any console error, login(), and an axe-core pass. The server is started by run.ts, which
 * passes its address in E2E_BASE_URL (and the seeded accounts in E2E_* variables).
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { after, before, type TestContext } from "node:test";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { SYSTEM_CHROMIUM } from "./chromium.ts";

export const BASE_URL = process.env.E2E_BASE_URL ?? "http://localhost:8787";
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? "admin@example.com",
  password: process.env.E2E_ADMIN_PASSWORD ?? "admin-password-123",
};
export const USER = {
  email: process.env.E2E_USER_EMAIL ?? "user@example.com",
  password: process.env.E2E_USER_PASSWORD ?? "user-password-123",
};

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

let browser: Browser | undefined;

/** Call at the top of a spec file: one browser for all its tests. */
export function useBrowser() {
  before(async () => {
    // run.ts resolves CHROMIUM_PATH (system or packaged Chromium, see ./chromium.ts).
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
  });
}

/**
 * A fresh browser context (own cookies and session storage) and page. Console errors and
 * uncaught exceptions are collected and fail the test when it ends. `allow` lists console
 * errors and exceptions a test expects (a 4xx the page answers on purpose, for example).
 */
export async function openPage(
  t: TestContext,
  opts: { allow?: RegExp[]; width?: number; javaScriptEnabled?: boolean; locale?: string } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  assert.ok(browser, "useBrowser() was not called");
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: opts.width ?? 1280, height: 900 },
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    locale: opts.locale ?? "en-US",
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  const allowed = (text: string) => (opts.allow ?? []).some((re) => re.test(text));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !allowed(msg.text())) errors.push(`console error on ${page.url()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => {
    if (!allowed(err.message)) errors.push(`uncaught exception on ${page.url()}: ${err.message}`);
  });
  t.after(async () => {
    await context.close();
    assert.deepEqual(errors, [], "the page logged errors");
  });
  return { page, context };
}

/** Navigates and waits until the page has hydrated (root.tsx marks <html data-hydrated>). */
export async function visit(page: Page, path: string) {
  const res = await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.waitForLoadState("networkidle");
  await expectDocumentIntact(page);
  return res;
}

/**
 * Hydration kept the document
 * whole: one <html>, one <head> and <body>, the stylesheet applied.
 */
export async function expectDocumentIntact(page: Page) {
  const doc = await page.evaluate(() => ({
    html: document.querySelectorAll("html").length,
    head: document.querySelectorAll("head").length,
    body: document.querySelectorAll("body").length,
    // The stylesheet is inlined in the head (app/root.tsx, decision 0022): one, with its rules, after hydration too.
    stylesheets: [...document.head.querySelectorAll('link[rel="stylesheet"], style#app-css')].filter(
      (el) => el.tagName === "LINK" || (el.textContent ?? "").length > 0,
    ).length,
    styled: getComputedStyle(document.body).display === "flex",
  }));
  assert.deepEqual(doc, { html: 1, head: 1, body: 1, stylesheets: 1, styled: true }, `document after hydration on ${page.url()}`);
}

/** The newest link to `path…` e-mailed to `to`: the local e-mail log line the server printed (`[email] {"to": …, "links": […]}`). */
export async function mailedLink(to: string, path: string): Promise<string> {
  const file = process.env.E2E_SERVER_LOG;
  assert.ok(file, "run.ts passes the server's log in E2E_SERVER_LOG");
  for (let i = 0; i < 50; i++) {
    for (const line of readFileSync(file, "utf8").split("\n").reverse()) {
      const at = line.indexOf("[email] ");
      if (at < 0) continue;
      const mail = JSON.parse(line.slice(at + "[email] ".length)) as { to: string; links: string[] };
      const link = mail.links.find((l) => new URL(l).pathname.startsWith(path));
      if (mail.to === to && link) return link;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no e-mail to ${to} with a ${path} link in the server log`);
}

/**
 * The next unused recovery code of the test admin (run.ts set 100 of them up). Spec files run one
 * after another in their own processes, so the codes used so far are counted in a file.
 */
export function nextAdminRecoveryCode(): string {
  const codes = (process.env.E2E_ADMIN_RECOVERY_CODES ?? "").split(",").filter(Boolean);
  const counter = join(process.env.E2E_STATE_DIR ?? tmpdir(), "admin-recovery-codes-used");
  const used = existsSync(counter) ? Number(readFileSync(counter, "utf8")) : 0;
  const code = codes[used];
  if (!code) throw new Error("no recovery code of the test admin is left (see test/e2e/run.ts)");
  writeFileSync(counter, String(used + 1));
  return code;
}

/** Signs in through the login page; the admin's second step takes one of its recovery codes. */
export async function login(page: Page, who: { email: string; password: string }, redirectTo?: string) {
  await visit(page, redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  if (who.email === ADMIN.email) {
    await page.getByRole("heading", { name: "Two-factor authentication" }).waitFor();
    await page.getByLabel("Authentication code").fill(nextAdminRecoveryCode());
    await page.getByRole("button", { name: "Verify" }).click();
  }
  await page.waitForURL((url) => url.pathname !== "/login");
  await page.waitForLoadState("networkidle");
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/** Runs axe-core on the current page; fails on any serious or critical violation. */
export async function expectAccessible(page: Page) {
  await expectDocumentIntact(page);
  // Evaluated through the DevTools protocol: an inline <script> would be refused by the page CSP.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const res = await axe.run(document, { resultTypes: ["violations"] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target) }));
  });
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  assert.deepEqual(bad, [], `axe violations on ${page.url()}:\n${JSON.stringify(bad, null, 2)}`);
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

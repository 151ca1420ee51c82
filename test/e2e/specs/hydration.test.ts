import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { ADMIN, login, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

/**
 * The server renders with React and the browser hydrates with React: these tests prove that every page's
 * document after hydration is the one the server sent, node for node and attribute for attribute.
 */

/**
 * Every element and text node of <head> and <body> in document order, without scripts and
 * module preloads (React's server hoists those into <head>, the browser keeps them in <body>).
 */
function documentSnapshot(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (node: Node, depth: number) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) out.push(`${" ".repeat(depth)}"${text}"`);
        return;
      }
      if (!(node instanceof Element) || node.localName === "script") return;
      // What a page without scripts reads in <noscript> (the video's player) is what scripts add after hydrating.
      if (node.localName === "noscript") {
        for (const child of node.childNodes) walk(child, depth);
        return;
      }
      // Module preloads, live or still waiting for the first paint (app/lib/deferred-scripts.server.ts).
      if (node.localName === "link" && (node.getAttribute("rel") === "modulepreload" || node.hasAttribute("data-deferred-rel"))) return;
      const attrs = [...node.attributes]
        .filter((a) => a.name !== "nonce")
        .map((a) => `${a.name}=${a.value}`)
        .sort();
      out.push(`${" ".repeat(depth)}<${node.localName} ${attrs.join(" ")}>`);
      for (const child of node.childNodes) walk(child, depth + 1);
    };
    walk(document.head, 0);
    walk(document.body, 0);
    return out;
  });
}

async function serverRendered(page: Page, path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: "load" });
  return documentSnapshot(page);
}

/** The products filter's submit button exists only until scripts run (then every change applies itself). */
function withoutScriptlessControls(nodes: string[]): string[] {
  const at = nodes.findIndex((line) => line.trim() === '"Apply Filters"');
  return at === -1 ? nodes : [...nodes.slice(0, at - 1), ...nodes.slice(at + 1)];
}

async function expectHydratedAsServed(staticPage: Page, livePage: Page, path: string) {
  const served = withoutScriptlessControls(await serverRendered(staticPage, path));
  await visit(livePage, path);
  const hydrated = await documentSnapshot(livePage);
  const at = served.findIndex((line, i) => hydrated[i] !== line);
  assert.ok(
    at === -1 && hydrated.length === served.length,
    `the hydrated document of ${path} differs from the served one at node ${at}:\n` +
      `served:\n${served.slice(at - 3, at + 6).join("\n")}\nhydrated:\n${hydrated.slice(at - 3, at + 6).join("\n")}`,
  );
  assert.ok(served.length > 20, `${path} rendered a page`);
}

test("anonymous pages hydrate into exactly the document the server sent", async (t) => {
  const { page: staticPage } = await openPage(t, { javaScriptEnabled: false, allow: [/status of 404/] });
  const { page } = await openPage(t, { allow: [/status of 404/] });
  await visit(page, "/products");
  const productHref = await page.locator('main a[href^="/products/"]').first().getAttribute("href");
  await visit(page, "/channels");
  const channelHref = await page.locator('main a[href^="/channels/"]').first().getAttribute("href");
  assert.ok(productHref && channelHref);
  await visit(page, productHref);
  const videoHref = await page.locator('main a[href^="/videos/"]').first().getAttribute("href");
  assert.ok(videoHref);

  const paths = ["/", "/channels", "/products", "/products?sort=price_asc&search=a", productHref, videoHref, channelHref];
  paths.push("/login", "/register", "/forgot-password", "/creator-submission", "/terms-and-conditions", "/privacy-policy", "/404");
  for (const path of paths) await expectHydratedAsServed(staticPage, page, path);
});

test("an admin's pages hydrate into exactly the document the server sent", async (t) => {
  const { page: staticPage, context: staticContext } = await openPage(t, { javaScriptEnabled: false });
  const { page, context } = await openPage(t);
  await login(page, ADMIN);
  // The same session for the page without scripts; the bell's list is loaded by script, so the
  // comparison is of what the server sent against what hydration kept.
  await staticContext.addCookies(await context.cookies());
  for (const path of ["/profile", "/admin", "/channels"]) await expectHydratedAsServed(staticPage, page, path);
});

test("a request cancelled by a navigation is not reported as an error; any other unhandled failure still is", async (t) => {
  const { page } = await openPage(t, { allow: [/a real failure/] });
  await visit(page, "/");
  const reported: string[] = [];
  page.on("pageerror", (err) => reported.push(err.message));
  // The cancelled request rejects first, so once the real failure is reported the other would have been.
  const realFailure = page.waitForEvent("pageerror", (err) => err.message === "a real failure");
  await page.evaluate(() => {
    const cancelled = new AbortController();
    void fetch("/api/health", { signal: cancelled.signal });
    cancelled.abort();
    void Promise.reject(new Error("a real failure"));
  });
  await realFailure;
  assert.deepEqual(reported, ["a real failure"]);
});

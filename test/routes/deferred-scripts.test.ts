/** The page's scripts start after its first paint (app/lib/deferred-scripts.server.ts, decision 0022). */
import { describe, expect, it } from "vitest";
import { deferScripts, deferScriptsStream, loaderScript } from "../../app/lib/deferred-scripts.server";

const PAGE = [
  '<!DOCTYPE html><html><head><style>body{}</style></head><body><main><p>rel=&quot;modulepreload&quot; as text stays</p><pre>&lt;link rel="modulepreload"</pre></main>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/><link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/>',
  '<script nonce="n1">window.__reactRouterContext = {"a":"<\\u002fbody>"};</script>',
  '<script type="module" async="" nonce="n1">import "/assets/manifest.js";\nimport * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

const inert = (html: string) => ({
  preloads: html.match(/<link rel="modulepreload"/g)?.length ?? 0,
  inertPreloads: html.match(/<link data-deferred-rel="modulepreload" href="\/assets\/[^"]+"/g)?.length ?? 0,
  modules: html.match(/<script type="module"/g)?.length ?? 0,
  inertModules: html.match(/<script type="text\/x-deferred-module" async="" nonce="n1">import "\/assets\/manifest.js";/g)?.length ?? 0,
  loaders: html.split(loaderScript("n1")).length - 1,
});

async function streamed(html: string, chunkSize: number): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) controller.enqueue(bytes.slice(i, i + chunkSize));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(deferScriptsStream("n1"))).text();
}

describe("deferred scripts", () => {
  it("makes the preloads and the module script inert and adds the loader once, before </body>", () => {
    const html = deferScripts(PAGE, "n1");
    expect(inert(html)).toEqual({ preloads: 0, inertPreloads: 2, modules: 0, inertModules: 1, loaders: 1 });
    expect(html.endsWith(`${loaderScript("n1")}</body></html>`)).toBe(true);
    // Text and the hand-off data are untouched: only whole tags change.
    expect(html).toContain('<p>rel=&quot;modulepreload&quot; as text stays</p><pre>&lt;link rel="modulepreload"</pre>');
    expect(html).toContain('window.__reactRouterContext = {"a":"<\\u002fbody>"};');
  });

  it("gives the same page streamed in any chunk size, tags cut between chunks included", async () => {
    const whole = deferScripts(PAGE, "n1");
    for (const size of [1, 2, 3, 7, 16, 61, 4096]) expect(await streamed(PAGE, size)).toBe(whole);
  });

  it("keeps multi-byte text whole when a chunk ends inside a character", async () => {
    const page = PAGE.replace("<main>", "<main>Café ☕ 東京 ");
    expect(await streamed(page, 5)).toBe(deferScripts(page, "n1"));
  });

  it("writes the loader without a nonce on a shared page (its hash allows it)", () => {
    expect(loaderScript(undefined)).toMatch(/^<script>\(\(\)=>/);
    expect(loaderScript("abc")).toMatch(/^<script nonce="abc">/);
  });
});

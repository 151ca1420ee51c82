/**
 * Issue 11, items 2 and 3, against the built app: what the edge may keep. Anonymous public pages
 * and their single-fetch data are shared (`public`, `s-maxage`, `stale-while-revalidate`, `Vary`,
 * a `Cache-Tag` naming what they show) and carry nothing that depends on who asks; a request
 * with a session cookie or an Authorization header, valid or not, is answered `private, no-store`.
 * A shared page keeps its scripts locked down by hashes (test/e2e/specs/security.test.ts) and
 * still hydrates without a CSP violation in a real browser.
 */
import assert from "node:assert/strict";
import { before, test } from "node:test";
import { BASE_URL, USER, login, openPage, useBrowser, visit } from "../fixtures.ts";

useBrowser();

let ids: { product: string; video: string; channel: string };

before(async () => {
  const res = await fetch(`${BASE_URL}/api/products?limit=1`);
  const body = (await res.json()) as { products: { product_id: string; video_id: string; channel_id: string }[] };
  const first = body.products[0]!;
  ids = { product: first.product_id, video: first.video_id, channel: first.channel_id };
});

async function headersOf(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE_URL}${path}`, { headers, redirect: "manual" });
  return { res, text: await res.text() };
}

const tagsOf = (res: Response) => new Set((res.headers.get("cache-tag") ?? "").split(",").filter(Boolean));

test("anonymous public pages are shared by the edge, tagged with what they show", async () => {
  const pages: [string, string[]][] = [
    ["/", ["list:channels"]],
    ["/channels", ["list:channels"]],
    [`/channels/${ids.channel}`, [`channel:${ids.channel}`]],
    [`/videos/${ids.video}`, [`video:${ids.video}`, `channel:${ids.channel}`, `product:${ids.product}`]],
    ["/products", ["list:products", `product:${ids.product}`]],
    ["/products?sort=price_asc&search=review", ["list:products"]],
    [`/products/${ids.product}`, [`product:${ids.product}`, `video:${ids.video}`, `channel:${ids.channel}`]],
    ["/terms-and-conditions", []],
    ["/privacy-policy", []],
  ];
  for (const [path, expectedTags] of pages) {
    const { res, text } = await headersOf(path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get("cache-control"), "public, max-age=0, s-maxage=300, stale-while-revalidate=3600", path);
    assert.equal(res.headers.get("cdn-cache-control"), "public, max-age=300, stale-while-revalidate=3600", path);
    // Workers Cache keys by path only: a creator's domain serves a different `/`.
    assert.equal(res.headers.get("vary"), "Accept-Language, Authorization, Cookie, Host", path);
    assert.equal(res.headers.get("set-cookie"), null, `${path}: a shared answer sets no cookie`);
    const tags = tagsOf(res);
    for (const tag of expectedTags) assert.ok(tags.has(tag), `${path}: Cache-Tag ${tag} in ${[...tags].join(",")}`);
    // Nothing in a shared copy belongs to a visitor.
    assert.ok(!text.includes("Sign out") && !text.includes(USER.email), `${path}: no signed-in chrome in a shared page`);
  }
});

test("the data of a client-side navigation follows the same rule", async () => {
  const { res } = await headersOf(`/products/${ids.product}.data`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get("cache-control") ?? "", /^public, /);
  assert.ok(tagsOf(res).has(`product:${ids.product}`));
});

test("a public API answer is shared and tagged; one asked with credentials is private", async () => {
  const open = await headersOf(`/api/products/${ids.product}`);
  assert.equal(open.res.status, 200);
  assert.equal(open.res.headers.get("cache-control"), "public, max-age=0, s-maxage=300, stale-while-revalidate=3600");
  assert.equal(open.res.headers.get("vary"), "Authorization, Cookie");
  assert.ok(tagsOf(open.res).has(`product:${ids.product}`));
  const askedWith: Record<string, string>[] = [{ Authorization: "Bearer not-a-token" }, { Cookie: "session=not-a-session" }];
  for (const credentials of askedWith) {
    const asked = await headersOf(`/api/products/${ids.product}`, credentials);
    assert.equal(asked.res.headers.get("cache-control"), "private, no-store", JSON.stringify(credentials));
    assert.equal(asked.res.headers.get("cache-tag"), null);
  }
});

test("pages asked with a session cookie, valid or not, and pages that are not public are never shared", async () => {
  for (const path of ["/", `/products/${ids.product}`, "/channels"]) {
    const { res } = await headersOf(path, { Cookie: "session=forged.value.here" });
    assert.equal(res.headers.get("cache-control"), "private, no-store", path);
    assert.equal(res.headers.get("cache-tag"), null, path);
    assert.equal(res.headers.get("cdn-cache-control"), null, path);
  }
  // Workers Cache keeps an answer without Cache-Control for hours: every other answer says no-store.
  for (const path of ["/login", "/register", "/creator-submission", "/no/such/page"]) {
    const { res } = await headersOf(path);
    assert.match(res.headers.get("cache-control") ?? "", /no-store/, path);
    assert.equal(res.headers.get("cdn-cache-control"), null, path);
  }
  const missing = await headersOf("/products/no-such-product");
  assert.equal(missing.res.status, 404);
  assert.doesNotMatch(missing.res.headers.get("cache-control") ?? "", /public/);
});

test("a signed-in visitor's pages are private, and a shared page hydrates in a browser without a CSP violation", async (t) => {
  const { page } = await openPage(t);
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  const shared = await visit(page, `/products/${ids.product}`);
  assert.match(shared!.headers()["cache-control"] ?? "", /^public, /);
  assert.deepEqual(violations, []);
  await login(page, USER);
  const mine = await page.goto(`${BASE_URL}/products/${ids.product}`, { waitUntil: "load" });
  assert.equal(mine!.headers()["cache-control"], "private, no-store");
  assert.equal(mine!.headers()["cache-tag"], undefined);
});

test("a visitor's form post hands back the bookmark of their write, and their next page reads it", async (t) => {
  const { page, context } = await openPage(t);
  await login(page, USER);
  await visit(page, `/channels/${ids.channel}`);
  const button = page.locator("main form button[type=submit]").first();
  const before = (await button.textContent())?.trim();
  assert.ok(before === "Subscribe" || before === "Unsubscribe", `a subscribe button: ${before}`);
  const after = before === "Subscribe" ? "Unsubscribe" : "Subscribe";
  const posted = page.waitForResponse(
    (res) => res.request().method() === "POST" && new URL(res.url()).pathname.startsWith(`/channels/${ids.channel}`),
  );
  await button.click();
  const answer = await posted;
  assert.match((await answer.allHeaders())["set-cookie"] ?? "", /d1_bookmark=[0-9A-Za-z-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=120/);
  await page.getByRole("button", { name: after }).waitFor();
  const bookmark = (await context.cookies()).find((c) => c.name === "d1_bookmark");
  assert.ok(bookmark?.value, "the browser keeps the bookmark");
  // A fresh load, not the client's own state: the server read the write through the bookmark.
  await visit(page, `/channels/${ids.channel}`);
  assert.equal((await page.locator("main form button[type=submit]").first().textContent())?.trim(), after);
  // Leave the shared account as it was.
  await page.getByRole("button", { name: after }).click();
  await page.getByRole("button", { name: before }).waitFor();
});

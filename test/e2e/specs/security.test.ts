/**
 * Issue 6, item 8 (the pages' part), against the built app with plain fetch: every page answer
 * carries the headers worker/security.ts sets; a private answer's Content-Security-Policy nonce
 * is fresh per answer and carried by every script, while a cacheable answer lists the hash of
 * each inline script and carries no nonce; a form action posted from another site is refused
 * with a detail (login, a cookie-authenticated subscribe, logout) while the same post from this
 * site works. The API's headers and origin rules are test/robustness/security.test.ts.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { before, test } from "node:test";
import { ADMIN, BASE_URL, mailedLink, nextAdminRecoveryCode } from "../fixtures.ts";
import { COMMON_SECURITY_HEADERS } from "../../expected-security-headers.ts";

const OWN_ORIGIN = new URL(BASE_URL).origin;
const EVIL = "https://evil.example";

let clients = 0;
/** Its own client address per request: the shared e2e accounts' rate limits are left alone. */
function clientAddress(): string {
  clients += 1;
  return `172.21.${(clients >> 8) & 255}.${clients & 255}`;
}

async function get(path: string, cookie?: string) {
  const headers = new Headers({ "CF-Connecting-IP": clientAddress() });
  if (cookie) headers.set("Cookie", cookie);
  const res = await fetch(`${BASE_URL}${path}`, { headers, redirect: "manual" });
  return { res, text: await res.text() };
}

async function postForm(path: string, form: Record<string, string>, options: { origin: string; cookie?: string }) {
  const headers = new Headers({
    "CF-Connecting-IP": clientAddress(),
    Origin: options.origin,
    "Content-Type": "application/x-www-form-urlencoded",
  });
  if (options.cookie) headers.set("Cookie", options.cookie);
  const res = await fetch(`${BASE_URL}${path}`, { method: "POST", headers, body: new URLSearchParams(form), redirect: "manual" });
  return { res, text: await res.text() };
}

async function api<T>(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", clientAddress());
  if (init.cookie) headers.set("Cookie", init.cookie);
  const res = await fetch(`${BASE_URL}${path}`, { ...init, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A fresh account for this spec: its sessions can be revoked without touching the shared ones. */
const visitor = { email: `security-${Date.now()}@example.com`, password: "security-spec-password" };
let adminCookie = "";
let ids: { product: string; video: string; channel: string };

function cookieOf(res: Response): string {
  const set = res.headers.get("set-cookie") ?? "";
  const m = /^(session=[^;]+);/.exec(set);
  assert.ok(m, `a session cookie was set: ${set}`);
  return m[1]!;
}

before(async () => {
  assert.equal(
    (await api("/api/users/register", { method: "POST", body: JSON.stringify(visitor), headers: { "Content-Type": "application/json" } }))
      .status,
    201,
  );
  // Subscribing needs a confirmed address: the visitor opens the link mailed to it.
  const confirm = new URL(await mailedLink(visitor.email, "/verify-email/")).pathname.replace("/verify-email/", "/api/users/verify-email/");
  assert.equal((await api(confirm, { method: "POST" })).status, 200);
  const login = await fetch(`${BASE_URL}/api/users/login`, {
    method: "POST",
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    headers: { "CF-Connecting-IP": clientAddress() },
  });
  assert.equal(login.status, 200);
  // An admin's password answers a second-factor challenge; a recovery code completes it.
  const { mfa_token } = (await login.json()) as { mfa_token: string };
  const second = await fetch(`${BASE_URL}/api/users/login/mfa`, {
    method: "POST",
    body: JSON.stringify({ mfa_token, code: nextAdminRecoveryCode() }),
    headers: { "CF-Connecting-IP": clientAddress(), "Content-Type": "application/json" },
  });
  assert.equal(second.status, 200);
  adminCookie = cookieOf(second);
  const { body } = await api<{ products: { product_id: string; video_id: string; channel_id: string }[] }>("/api/products?limit=1");
  const first = body.products[0]!;
  ids = { product: first.product_id, video: first.video_id, channel: first.channel_id };
});

function nonceOf(policy: string): string {
  const m = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy);
  assert.ok(m, `a script nonce in: ${policy}`);
  return m[1]!;
}

/** The base64 SHA-256 of an inline script's text, as a CSP source lists it. */
function hashOf(script: string): string {
  return createHash("sha256").update(script, "utf8").digest("base64");
}

test("every page carries the security headers; a private page's scripts carry its own nonce, a cacheable page's inline scripts are each allowed by hash", async () => {
  // [path, status, cookie?, cached?]: anonymous public pages are shared through the edge cache.
  const pages: [string, number, string | undefined, boolean][] = [
    ["/", 200, undefined, true],
    ["/channels", 200, undefined, true],
    [`/channels/${ids.channel}`, 200, undefined, true],
    [`/videos/${ids.video}`, 200, undefined, true],
    ["/products?search=review", 200, undefined, true],
    [`/products/${ids.product}`, 200, undefined, true],
    ["/login", 200, undefined, false],
    ["/register", 200, undefined, false],
    ["/forgot-password", 200, undefined, false],
    ["/reset-password/not-a-real-token-0123456789", 200, undefined, false],
    ["/creator-submission", 200, undefined, false],
    ["/terms-and-conditions", 200, undefined, true],
    ["/privacy-policy", 200, undefined, true],
    ["/404", 404, undefined, false],
    ["/profile", 200, adminCookie, false],
    ["/admin/tasks", 200, adminCookie, false],
    // A signed-in visitor's copy of a public page is private, with its own nonce.
    [`/products/${ids.product}`, 200, adminCookie, false],
  ];
  const nonces = new Set<string>();
  for (const [path, status, cookie, cached] of pages) {
    const { res, text } = await get(path, cookie);
    assert.equal(res.status, status, path);
    assert.match(res.headers.get("content-type") ?? "", /^text\/html/, path);
    // A page whose address carries a credential (a reset token) sends no referrer at all.
    const expected = path.startsWith("/reset-password/")
      ? { ...COMMON_SECURITY_HEADERS, "referrer-policy": "no-referrer" }
      : COMMON_SECURITY_HEADERS;
    for (const [name, value] of Object.entries(expected)) assert.equal(res.headers.get(name), value, `${path}: ${name}`);
    assert.equal(res.headers.get("strict-transport-security"), null, `${path}: no HSTS on plain-HTTP local`);
    const policy = res.headers.get("content-security-policy") ?? "";
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "frame-src https://www.youtube-nocookie.com",
    ]) {
      assert.ok(policy.includes(directive), `${path}: ${directive} in ${policy}`);
    }
    assert.ok(!/script-src[^;]*'unsafe-inline'/.test(policy), `${path}: no unsafe-inline scripts`);
    assert.ok(!/script-src[^;]*'strict-dynamic'/.test(policy), `${path}: no strict-dynamic`);
    const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.ok(scripts.length >= 2, `${path}: hydration scripts present`);
    if (cached) {
      assert.match(res.headers.get("cache-control") ?? "", /^public, .*s-maxage=/, `${path}: cacheable`);
      assert.ok(!policy.includes("'nonce-"), `${path}: a shared copy carries no nonce: ${policy}`);
      const listed = new Set([...policy.matchAll(/'sha256-([A-Za-z0-9+/=]+)'/g)].map((m) => m[1]));
      for (const [tag, attrs, body] of scripts) {
        assert.ok(!/\snonce="[^"]/.test(attrs!), `${path}: no nonce value in shared HTML: ${tag.slice(0, 80)}`);
        if (/\ssrc=/.test(attrs!)) continue; // external scripts are allowed by 'self'
        assert.ok(listed.has(hashOf(body!)), `${path}: inline script not allowed by hash: ${body!.slice(0, 80)}`);
      }
    } else {
      assert.ok(!/public/.test(res.headers.get("cache-control") ?? ""), `${path}: not shared: ${res.headers.get("cache-control")}`);
      if (cookie) assert.equal(res.headers.get("cache-control"), "private, no-store", `${path}: signed-in answers are private`);
      const nonce = nonceOf(policy);
      nonces.add(nonce);
      for (const [tag] of scripts) assert.ok(tag.includes(` nonce="${nonce}"`), `${path}: script without this answer's nonce: ${tag}`);
    }
    // No inline event handlers, which neither a nonce nor a hash could allow.
    assert.ok(!/<[^>]+\son[a-z]+=/i.test(text), `${path}: inline event handler`);
  }
  assert.equal(nonces.size, pages.filter(([, , , cached]) => !cached).length, "every private answer has its own nonce");
});

test("redirects and single-fetch data answers carry the headers too, with the no-scripts policy", async () => {
  for (const path of ["/no/such/page", "/profile", "/products.data", "/_root.data"]) {
    const { res } = await get(path);
    // A page whose address carries a credential (a reset token) sends no referrer at all.
    const expected = path.startsWith("/reset-password/")
      ? { ...COMMON_SECURITY_HEADERS, "referrer-policy": "no-referrer" }
      : COMMON_SECURITY_HEADERS;
    for (const [name, value] of Object.entries(expected)) assert.equal(res.headers.get(name), value, `${path}: ${name}`);
    const policy = res.headers.get("content-security-policy") ?? "";
    assert.ok(policy.includes("frame-ancestors 'none'"), `${path}: ${policy}`);
    if (!(res.headers.get("content-type") ?? "").startsWith("text/html"))
      assert.ok(policy.startsWith("default-src 'none'"), `${path}: ${policy}`);
  }
});

test("a login form posted from another site is refused with a detail and signs nobody in; from this site it works", async () => {
  const form = { email: visitor.email, password: visitor.password };
  const refused = await postForm("/login", form, { origin: EVIL });
  assert.equal(refused.res.status, 403);
  assert.deepEqual(JSON.parse(refused.text), { detail: "Cross-origin request refused" });
  assert.equal(refused.res.headers.get("set-cookie"), null);

  const accepted = await postForm("/login", form, { origin: OWN_ORIGIN });
  assert.equal(accepted.res.status, 302);
  assert.equal(accepted.res.headers.get("location"), "/");
  const cookie = cookieOf(accepted.res);
  assert.equal((await api("/api/users/me", { cookie })).status, 200);
});

test("a cookie-authenticated subscribe and a logout posted from another site are refused and change nothing", async () => {
  const login = await postForm("/login", { email: visitor.email, password: visitor.password }, { origin: OWN_ORIGIN });
  const cookie = cookieOf(login.res);
  const subscriptions = async () => (await api<{ total: number }>("/api/subscriptions", { cookie })).body.total;
  assert.equal(await subscriptions(), 0);

  const forged = await postForm(`/channels/${ids.channel}`, { intent: "subscribe" }, { origin: EVIL, cookie });
  assert.equal(forged.res.status, 403);
  assert.deepEqual(JSON.parse(forged.text), { detail: "Cross-origin request refused" });
  assert.equal(await subscriptions(), 0);

  const own = await postForm(`/channels/${ids.channel}`, { intent: "subscribe" }, { origin: OWN_ORIGIN, cookie });
  assert.equal(own.res.status, 200);
  assert.equal(await subscriptions(), 1);
  assert.equal((await postForm(`/channels/${ids.channel}`, { intent: "unsubscribe" }, { origin: OWN_ORIGIN, cookie })).res.status, 200);
  assert.equal(await subscriptions(), 0);

  const forgedLogout = await postForm("/logout", {}, { origin: EVIL, cookie });
  assert.equal(forgedLogout.res.status, 403);
  assert.equal((await api("/api/users/me", { cookie })).status, 200, "the session survived the forged logout");
  const logout = await postForm("/logout", {}, { origin: OWN_ORIGIN, cookie });
  assert.equal(logout.res.status, 302);
  assert.equal((await api("/api/users/me", { cookie })).status, 401, "a real logout revokes the session");
});

test("an oversize body is answered 413 with its detail every time, over HTTP, for a page action and the API (issue 22)", async () => {
  // Cancelling or leaving the body unread had lost the answer now and then (500 "Network connection lost", resets).
  const big = "x".repeat(2 * 1024 * 1024);
  for (let i = 0; i < 5; i++) {
    const form = await fetch(`${BASE_URL}/login`, {
      method: "POST",
      headers: { "CF-Connecting-IP": clientAddress(), Origin: OWN_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: `username=${big}`,
    });
    assert.equal(form.status, 413);
    assert.deepEqual(await form.json(), { detail: "Form submissions are limited to 64 KB" });
    const json = await fetch(`${BASE_URL}/api/users/register`, {
      method: "POST",
      headers: { "CF-Connecting-IP": clientAddress(), "Content-Type": "application/json" },
      body: JSON.stringify({ email: big, password: "x" }),
    });
    assert.equal(json.status, 413);
    assert.deepEqual(await json.json(), { detail: "Request body too large" });
  }
});

/**
 * Issue 6, item 8 (the API part): the headers worker/security.ts promises on every kind of API
 * answer, and its origin check on cookie-authenticated calls. What a browser does with a session
 * cookie is the risk: a cross-site form or fetch carries the cookie, so every unsafe method from
 * another origin is refused, whatever the path (a page action included), while safe reads pass
 * but stay unreadable to the other site (no CORS grant). A Bearer token is never sent by a
 * browser on its own, so token clients without an Origin pass. test/api/permissions.test.ts
 * already covers one Bearer call with a foreign Origin; the pages' rendered headers and nonces
 * are checked against the built app in test/e2e/specs/security.test.ts.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index";
import { BASE, CH, call, count, createAdmin, createUser, freshIp, insertNotification, seedCatalogue, type TestUser } from "../api/fixtures";
import { COMMON_SECURITY_HEADERS } from "../expected-security-headers";

const OWN_ORIGIN = "http://localhost";
/** PUBLIC_BASE_URL in wrangler.toml: the origin the site is served under behind a proxy. */
const PUBLIC_ORIGIN = new URL(env.PUBLIC_BASE_URL).origin;
const FOREIGN_ORIGINS = [
  "https://evil.example",
  "null", // a sandboxed iframe or a file: page
  "http://localhost.evil.example",
  "http://localhost:8788",
  "https://localhost",
  `${OWN_ORIGIN}/`,
];

const NON_PAGE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("security");
  admin = await createAdmin();
  await insertNotification({ notification_id: "n-security", user_id: user.user_id, channel_id: CH.alpha });
});

async function raw(path: string, init: RequestInit & { origin?: string; cookie?: string; bearer?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("cf-connecting-ip", freshIp());
  if (init.origin) headers.set("Origin", init.origin);
  if (init.cookie) headers.set("Cookie", `session=${init.cookie}`);
  if (init.bearer) headers.set("Authorization", `Bearer ${init.bearer}`);
  let request = new Request(`${BASE}${path}`, { ...init, headers });
  if (request.body !== null && !request.headers.has("content-length")) {
    // As a browser does: a form goes out with its size (pages refuse forms without one).
    const bytes = await request.arrayBuffer();
    const sized = new Headers(request.headers);
    sized.set("Content-Length", String(bytes.byteLength));
    request = new Request(request.url, { method: request.method, headers: sized, body: bytes });
  }
  const res = await exports.default.fetch(request);
  const text = await res.text();
  return {
    res,
    text,
    json: (() => {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    })(),
  };
}

function expectCommonHeaders(headers: Headers, what: string) {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect(headers.get(name), `${what}: ${name}`).toBe(value);
  // HSTS is for production only: locally the site is plain HTTP.
  expect(headers.get("strict-transport-security"), `${what}: HSTS`).toBeNull();
}

describe("security headers on API answers", () => {
  it("every kind of answer carries them, with the no-scripts policy for non-HTML", async () => {
    const answers = [
      ["JSON list", await raw("/api/products")],
      ["JSON as a user", await raw("/api/users/me", { bearer: user.token })],
      ["401", await raw("/api/subscriptions")],
      ["403", await raw("/api/admin/tasks", { bearer: user.token })],
      ["404 of an unknown call", await raw("/api/no/such/call")],
      ["422", await raw("/api/products?limit=-1")],
      [
        "413",
        await raw("/api/users/register", { method: "POST", body: "x".repeat(70_000), headers: { "Content-Type": "application/json" } }),
      ],
      [
        "refused origin",
        await raw("/api/subscriptions", { method: "POST", origin: "https://evil.example", cookie: user.token, body: "{}" }),
      ],
      ["SVG image", await raw("/media/videos/alphaVid001.svg")],
    ] as const;
    for (const [what, { res }] of answers) {
      expectCommonHeaders(res.headers, what);
      expect(res.headers.get("content-security-policy"), what).toBe(NON_PAGE_POLICY);
    }
    expect(answers.map(([, a]) => a.res.status)).toEqual([200, 200, 401, 403, 404, 422, 413, 403, 200]);
    // An SVG opened on its own is a document: the policy above keeps any script in it inert.
    expect(answers[8][1].res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
  });

  it("the HTML API reference gets the page policy with a fresh nonce, which its one inline script carries", async () => {
    const first = await raw("/api/docs");
    const second = await raw("/api/docs");
    expectCommonHeaders(first.res.headers, "docs");
    const policy = first.res.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==';/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(second.res.headers.get("content-security-policy")).not.toBe(policy);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const inline = [...first.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/gi)].map((m) => m[1]);
    expect(inline).toEqual([` nonce="${nonce}"`]);
    // Scripts with a source come from this origin only.
    for (const [, src] of first.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/gi)) expect(src).toMatch(/^\/assets\//);
  });

  /** The Worker answering `request` under other configuration values (wrangler.toml's vars are typed as literals). */
  async function under(vars: Record<string, string>, request: Request): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, { ...env, ...vars } as unknown as Env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }
  const MAIL = { EMAIL_FROM: "CreatorPicks <hello@picks.example>", EMAIL_API_URL: "https://mail.example", EMAIL_API_KEY: "key" };
  const loginRequest = (origin: string) =>
    new Request(`${origin}/api/users/login`, {
      method: "POST",
      body: new URLSearchParams({ username: user.email, password: user.password }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": freshIp() },
    });

  it("over https: HSTS on every answer, and the session cookie is __Host- and Secure", async () => {
    const production = { APP_ENV: "production", PUBLIC_BASE_URL: "https://picks.example", ...MAIL };
    const answers = [
      await under(production, loginRequest("https://picks.example")),
      await under(production, new Request("https://picks.example/api/no/such/call")),
    ];
    for (const res of answers) expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    const cookies = answers[0]!.headers.getSetCookie();
    expect(answers[0]!.status).toBe(200);
    expect(cookies.find((c) => c.startsWith("__Host-session="))).toMatch(
      /^__Host-session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
    // Every other cookie the answer sets (the D1 bookmark of the login's write) is Secure too.
    for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
  });

  it("Secure, __Host- and HSTS follow an https: base URL, not the APP_ENV flag", async () => {
    const staging = await under(
      { APP_ENV: "local", PUBLIC_BASE_URL: "https://staging.picks.example" },
      loginRequest("https://staging.picks.example"),
    );
    expect(staging.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))).toMatch(/^__Host-session=.*; Secure$/);
    expect(staging.headers.get("strict-transport-security")).not.toBeNull();
    const plain = await under({ APP_ENV: "local", PUBLIC_BASE_URL: "http://localhost:8787" }, loginRequest("http://localhost:8787"));
    expect(plain.headers.getSetCookie().find((c) => c.startsWith("session="))).toMatch(
      /^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/,
    );
    expect(plain.headers.get("strict-transport-security")).toBeNull();
  });

  it("production without an e-mail transport, an https base URL or a pepper refuses to serve (503), saying why in the log only", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [vars, reason] of [
      [{ APP_ENV: "production", PUBLIC_BASE_URL: "https://picks.example" }, "production needs an e-mail transport"],
      [
        { APP_ENV: "production", PUBLIC_BASE_URL: "http://picks.example", ...MAIL },
        "PUBLIC_BASE_URL must be an https: origin in production",
      ],
      [{ APP_ENV: "production", PUBLIC_BASE_URL: "https://picks.example", ...MAIL, PASSWORD_PEPPER: "" }, "PASSWORD_PEPPER"],
    ] as const) {
      errors.mockClear();
      for (const path of ["/api/users/forgot-password", "/"]) {
        const res = await under(
          vars,
          new Request(`https://picks.example${path}`, {
            method: path === "/" ? "GET" : "POST",
            body: path === "/" ? undefined : JSON.stringify({ email: user.email }),
            headers: { "Content-Type": "application/json" },
          }),
        );
        expect(res.status, `${path} ${reason}`).toBe(503);
        expect(await res.json()).toEqual({ detail: "Service unavailable: the site is not fully configured." });
      }
      expect(errors.mock.calls.flat().join(" ")).toContain(reason);
    }
  });
});

describe("origin check on cookie-authenticated calls", () => {
  it("a cross-origin write with the session cookie is refused with a detail and stores nothing, from every foreign origin", async () => {
    for (const origin of FOREIGN_ORIGINS) {
      const res = await raw("/api/subscriptions", {
        method: "POST",
        origin,
        cookie: user.token,
        body: JSON.stringify({ channel_id: CH.beta }),
        headers: { "Content-Type": "application/json" },
      });
      expect(res.res.status, origin).toBe(403);
      expect(res.json, origin).toEqual({ detail: "Cross-origin request refused" });
    }
    expect(await count("subscriptions", "user_id = ?", user.user_id)).toBe(0);
  });

  it("the same write from the site's own origin, or from PUBLIC_BASE_URL's, passes", async () => {
    for (const origin of [OWN_ORIGIN, PUBLIC_ORIGIN]) {
      const res = await raw("/api/subscriptions", {
        method: "POST",
        origin,
        cookie: user.token,
        body: JSON.stringify({ channel_id: CH.beta }),
        headers: { "Content-Type": "application/json" },
      });
      expect(res.res.status, origin).toBe(201);
    }
    expect(await count("subscriptions", "user_id = ?", user.user_id)).toBe(1);
  });

  it("every unsafe method is checked: PUT, PATCH, DELETE and logout are refused cross-origin and change nothing", async () => {
    const evil = "https://evil.example";
    const attempts = [
      await raw("/api/notifications/mark_all_read", { method: "PUT", origin: evil, cookie: user.token }),
      await raw("/api/notifications/n-security/read", { method: "PUT", origin: evil, cookie: user.token }),
      await raw(`/api/subscriptions/${CH.beta}`, { method: "DELETE", origin: evil, cookie: user.token }),
      await raw(`/api/channels/${CH.gamma}/toggle_show`, { method: "PATCH", origin: evil, cookie: admin.token }),
      await raw("/api/users/logout", { method: "POST", origin: evil, cookie: user.token }),
      await raw("/api/admin/tasks", {
        method: "POST",
        origin: evil,
        cookie: admin.token,
        body: JSON.stringify({ task_name: "search_youtube", parameters: { channel: "gadgetgarage" } }),
        headers: { "Content-Type": "application/json" },
      }),
    ];
    for (const a of attempts) expect(a.json).toEqual({ detail: "Cross-origin request refused" });
    expect(attempts.map((a) => a.res.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await count("notifications", "user_id = ? AND is_read = 0", user.user_id)).toBe(1);
    expect(await count("subscriptions", "user_id = ?", user.user_id)).toBe(1);
    expect(await count("channels", "channel_id = ? AND show = 1", CH.gamma)).toBe(1);
    expect(await count("task_executions")).toBe(0);
    // The refused logout did not revoke the session.
    expect((await raw("/api/users/me", { cookie: user.token })).res.status).toBe(200);
  });

  it("a login form posted from another site is refused (login CSRF) and sets no cookie", async () => {
    const res = await raw("/api/users/login", {
      method: "POST",
      origin: "https://evil.example",
      body: new URLSearchParams({ username: user.email, password: user.password }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(res.res.status).toBe(403);
    expect(res.res.headers.get("set-cookie")).toBeNull();
  });

  it("a page action posted from another site is refused before it runs", async () => {
    for (const [path, form] of [
      ["/login", { email: user.email, password: user.password }],
      [`/channels/${CH.delta}`, { intent: "subscribe" }],
      ["/logout", {}],
    ] as const) {
      const res = await raw(path, { method: "POST", origin: "https://evil.example", cookie: user.token, body: new URLSearchParams(form) });
      expect(res.res.status, path).toBe(403);
      expect(res.json, path).toEqual({ detail: "Cross-origin request refused" });
      expect(res.res.headers.get("set-cookie"), path).toBeNull();
    }
    expect(await count("subscriptions", "user_id = ? AND channel_id = ?", user.user_id, CH.delta)).toBe(0);
  });

  it("a page action gets only what it can read: a form; JSON or a broken multipart body is refused before it runs", async () => {
    const json = await raw("/login", {
      method: "POST",
      origin: OWN_ORIGIN,
      body: JSON.stringify({ email: user.email }),
      headers: { "Content-Type": "application/json" },
    });
    expect(json.res.status).toBe(415);
    expect(json.json).toEqual({ detail: "Pages accept form submissions only" });
    const broken = await raw("/register", {
      method: "POST",
      origin: OWN_ORIGIN,
      body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na',
      headers: { "Content-Type": "multipart/form-data; boundary=y" },
    });
    expect(broken.res.status).toBe(400);
    expect(broken.json).toEqual({ detail: "Malformed form body" });
    // Real forms pass on to the page renderer (a stand-in here; test/e2e submits them for real).
    const multipart = new FormData();
    multipart.set("email", user.email);
    for (const body of [new URLSearchParams({ email: user.email, password: "x" }), multipart]) {
      const passed = await raw("/login", { method: "POST", origin: OWN_ORIGIN, body });
      expect([400, 403, 415]).not.toContain(passed.res.status);
    }
    // The API validates its own bodies: JSON stays welcome there.
    expect((await call("/subscriptions", { token: user.token, json: { channel_id: CH.alpha } })).status).toBe(201);
  });

  it("cross-origin reads pass but grant the other site nothing (no CORS headers)", async () => {
    const res = await raw("/api/users/me", { origin: "https://evil.example", cookie: user.token });
    expect(res.res.status).toBe(200);
    expect(res.res.headers.get("access-control-allow-origin")).toBeNull();
    expect(res.res.headers.get("access-control-allow-credentials")).toBeNull();
    expect(res.res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a Bearer-token client without an Origin writes normally", async () => {
    const res = await call("/subscriptions", { token: admin.token, json: { channel_id: CH.delta } });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(await count("subscriptions", "user_id = ? AND channel_id = ?", admin.user_id, CH.delta)).toBe(1);
    expect((await call(`/subscriptions/${CH.delta}`, { method: "DELETE", token: admin.token })).status).toBe(200);
  });
});

describe("secrets", () => {
  it("are refused unless they hold at least 32 random bytes: too short, or too repetitive to be random", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const [secret, reason] of [
      ["short-but-not-empty-0123456789", "JWT_SECRET must hold at least 32 random bytes"],
      ["a".repeat(64), "JWT_SECRET does not look random"],
      ["abababababababababababababababababababababababab", "JWT_SECRET does not look random"],
    ] as const) {
      errors.mockClear();
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request("http://localhost/api/health"), { ...env, JWT_SECRET: secret } as unknown as Env, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(503);
      expect(errors.mock.calls.flat().join(" ")).toContain(reason);
    }
  });
});

/**
 * Property-style hostile-input sweep: a seeded PRNG builds hundreds of requests against every call
 * listed in /api/openapi.json (malformed JSON, wrong types, 100 KB strings, SQL- and FTS-looking
 * text, path traversal, unicode edge cases, absurd paging), as an anonymous visitor and as a user.
 * No answer may be a 5xx, and no refused call (4xx) may leave a row behind.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, call, createUser, freshIp, login, seedCatalogue, type TestUser } from "./fixtures";

/** mulberry32: small, seeded, reproducible. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const HUGE = "A".repeat(100 * 1024);
const HUGE_UNICODE = "💥".repeat(30 * 1024);

const STRINGS = [
  'a" OR 1=1 --',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; DELETE FROM subscriptions",
  "NEAR(",
  "NEAR(a b, 2)",
  "*",
  "col:x",
  "product_name:*",
  "a AND OR NOT b",
  '"',
  '""""',
  "(",
  ")",
  "^",
  "-",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%252e%252e%252f",
  "/etc/passwd\u0000.png",
  "\u202Eevil\u202C",
  "\u05E9\u05DC\u05D5\u05DD \u0645\u0631\u062D\u0628\u0627",
  "a\u200Bb\u200C\u200D\uFEFF",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "𝕳𝖊𝖑𝖑𝖔",
  "Z̴̡̢͇a̷l̶g̵o̸",
  "\ud800",
  "\udfff\ud800",
  "\u0000",
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "",
  " ",
  "\n\r\t",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "@",
  "@valid_handle",
  "user@example.com",
  "x".repeat(300),
  HUGE,
  HUGE_UNICODE,
];

const NON_STRINGS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  [],
  [1, 2],
  {},
  { $gt: "" },
  { __proto__: { is_admin: true } },
  ["a", { b: null }],
];

const PAGING = [
  "-1",
  "0",
  "-0",
  "1.5",
  "1e9",
  "1e400",
  "99999999999999999999",
  "abc",
  "",
  " ",
  "Infinity",
  "-Infinity",
  "NaN",
  "0x10",
  "1,2",
  "١٢",
  "null",
  "[]",
  "5",
];

/** Query values sent as is (already percent-encoded, some invalid). */
const RAW_QUERY = ["%", "%zz", "%ED%A0%80", "%00", "%F0%9F%98%80", "a%26b%3Dc", "%C0%AE%C0%AE%2F", "%FF%FE", "+", "%2B%2B"];

const MALFORMED_JSON = [
  "{",
  '{"a":',
  "[1,2",
  "nul",
  "{'single':'quotes'}",
  '{"a":1,}',
  "\u0000",
  '{"email": "\\ud800@x.com"}',
  '{"a":"\\x41"}',
  "[".repeat(5000),
  `{"a":"${"\\u".repeat(10)}"}`,
  "\uFEFF{}",
  "1e999999",
  "true",
];

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: { media: string; props: string[] };
}

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

let operations: Operation[] = [];
let user: TestUser;

const SNAPSHOT_SQL = `SELECT
  (SELECT count(*) FROM users) AS users,
  (SELECT count(*) FROM users WHERE is_admin = 1) AS admins,
  (SELECT coalesce(sum(tokens_valid_after), 0) FROM users) AS revocations,
  (SELECT group_concat(password_hash) FROM users) AS hashes,
  (SELECT count(*) FROM subscriptions) AS subscriptions,
  (SELECT count(*) FROM pending_channels) AS pending_channels,
  (SELECT count(*) FROM creator_applications) AS creator_applications,
  (SELECT count(*) FROM password_reset_tokens) AS reset_tokens,
  (SELECT count(*) FROM notifications WHERE is_read = 1) AS read_notifications,
  (SELECT count(*) FROM task_executions) AS tasks,
  (SELECT sum(show) FROM channels) AS shown_channels,
  (SELECT count(*) FROM channels) AS channels,
  (SELECT count(*) FROM products) AS products`;

async function snapshot() {
  return env.DB.prepare(SNAPSHOT_SQL).first<Record<string, unknown>>();
}

beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("hostile");
  await env.DB.prepare(
    "INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id) VALUES ('n-hostile', ?, ?, 'videos', 'v')",
  )
    .bind(user.user_id, "UCalpha000000000000000001")
    .run();
  const doc = (await call<Doc>("/openapi.json")).body;
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = op.requestBody?.content ?? {};
      const media = Object.keys(content)[0];
      return {
        method: method.toUpperCase(),
        path,
        pathParams: op.parameters.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: op.parameters.filter((p) => p.in === "query").map((p) => p.name),
        body: media ? { media, props: Object.keys(content[media]!.schema.properties ?? {}) } : undefined,
      };
    }),
  );
});

function hostileString(r: ReturnType<typeof prng>): string {
  return r.pick(STRINGS);
}

function hostileValue(r: ReturnType<typeof prng>): unknown {
  return r.chance(0.6) ? hostileString(r) : r.pick(NON_STRINGS);
}

function pathSegment(r: ReturnType<typeof prng>): string {
  const mode = r.int(4);
  if (mode === 0)
    return r.pick([
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2fetc%2fpasswd",
      "%252e%252e%252f",
      "%00",
      "%ED%A0%80",
      "%E2%80%AE",
      "..%5C..%5Cwin.ini",
      "%25",
      "UCalpha000000000000000001%27--",
    ]);
  const s = hostileString(r);
  // A bare "." or ".." segment would be normalised away by the URL parser and leave /api.
  if (s === "" || s === "." || s === "..") return "x";
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80"; // a lone surrogate cannot be encoded: send its invalid UTF-8 bytes instead
  }
}

function queryString(r: ReturnType<typeof prng>, op: Operation): string {
  const names = [...op.queryParams, "skip", "page", "limit", "sort", "channel_id", "query", "unknown_param"];
  const parts: string[] = [];
  const n = 1 + r.int(4);
  for (let i = 0; i < n; i++) {
    const name = r.pick(names);
    let value: string;
    if (["skip", "page", "limit"].includes(name) && r.chance(0.7)) value = encodeURIComponent(r.pick(PAGING));
    else if (r.chance(0.2)) value = r.pick(RAW_QUERY);
    else {
      try {
        value = encodeURIComponent(hostileString(r));
      } catch {
        value = "%ED%A0%80";
      }
    }
    parts.push(`${name}=${value}`);
    if (name === "channel_id" && r.chance(0.5)) parts.push(`channel_id=${value}`, "channel_id=UCalpha000000000000000001");
  }
  return parts.join("&");
}

function body(r: ReturnType<typeof prng>, op: Operation): { text: string; type: string } | undefined {
  if (op.method === "GET") return undefined;
  const props = op.body?.props ?? ["email", "password", "channel_id", "channel_name"];
  const mode = r.int(7);
  if (mode === 0) return { text: r.pick(MALFORMED_JSON), type: "application/json" };
  if (mode === 1) return { text: "", type: "application/json" };
  if (mode === 2) return { text: r.pick(["[]", "42", '"str"', "null", "[{}]"]), type: "application/json" };
  if (mode === 3) {
    const form = new URLSearchParams();
    for (const p of props) form.set(p, hostileString(r).replaceAll(/[\ud800-\udfff]/g, "?"));
    return { text: form.toString(), type: r.pick(["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) };
  }
  const object: Record<string, unknown> = {};
  for (const p of props) {
    if (mode === 4) object[p] = r.pick(NON_STRINGS);
    else if (mode === 5) object[p] = hostileValue(r);
    else object[p] = r.chance(0.5) ? HUGE : hostileString(r);
  }
  if (r.chance(0.2)) object.is_admin = true;
  if (r.chance(0.2)) object.user_id = "someone-else";
  let text = JSON.stringify(object);
  // Lone surrogates survive JSON.stringify as \\udXXX escapes: the server must cope with them.
  if (r.chance(0.1)) text = text.replace(/}$/, ',"extra":"\\ud83d"}');
  return { text, type: r.chance(0.9) ? "application/json" : "text/plain" };
}

describe("hostile input across every route", () => {
  it("covers every operation of the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
  });

  it("600 seeded hostile requests: never a 5xx, refused calls store nothing", async () => {
    const r = prng(0xc0ffee);
    let sent = 0;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const perOperation = new Map<string, number>();
    for (let i = 0; sent < 600 && i < 2000; i++) {
      // Round-robin first so every operation is hit, then random.
      const op = i < operations.length * 2 ? operations[i % operations.length]! : r.pick(operations);
      const asUser = i < operations.length * 2 ? i >= operations.length : r.chance(0.5);
      let path = op.path;
      for (const name of op.pathParams) path = path.replace(`{${name}}`, r.chance(0.15) ? "UCalpha000000000000000001" : pathSegment(r));
      const qs = r.chance(0.7) ? queryString(r, op) : "";
      const url = `${BASE}${path}${qs ? `?${qs}` : ""}`;
      if (!new URL(url).pathname.startsWith("/api/")) continue;
      const b = body(r, op);
      const headers = new Headers({ "cf-connecting-ip": freshIp() });
      if (asUser) headers.set("Authorization", `Bearer ${user.token}`);
      if (b) headers.set("Content-Type", b.type);
      if (r.chance(0.05)) headers.set("Cookie", `session=${r.pick(["garbage", "", "a.b.c", "%00"])}`);

      const before = await snapshot();
      const res = await exports.default.fetch(new Request(url, { method: op.method, headers, body: b?.text }));
      const text = await res.text();
      const after = await snapshot();
      sent += 1;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      perOperation.set(`${op.method} ${op.path}`, (perOperation.get(`${op.method} ${op.path}`) ?? 0) + 1);
      const label = `${op.method} ${url.slice(0, 200)} [${asUser ? "user" : "anon"}] body=${(b?.text ?? "").slice(0, 80)} → ${res.status} ${text.slice(0, 200)}`;
      if (res.status >= 500) failures.push(label);
      if ((res.headers.get("Content-Type") ?? "").includes("json")) {
        try {
          JSON.parse(text);
        } catch {
          failures.push(`unparseable JSON: ${label}`);
        }
      }
      if (res.status >= 400 && JSON.stringify(before) !== JSON.stringify(after)) {
        failures.push(`state changed by a refused call: ${label}\n  before ${JSON.stringify(before)}\n  after  ${JSON.stringify(after)}`);
      }
      if (res.status === 422) {
        const parsed = JSON.parse(text) as { detail: { loc: unknown[]; msg: string; type: string }[] };
        if (
          !Array.isArray(parsed.detail) ||
          !parsed.detail.every((d) => Array.isArray(d.loc) && typeof d.msg === "string" && typeof d.type === "string")
        ) {
          failures.push(`422 not in FastAPI shape: ${label}`);
        }
      }
      // Logout as the user revokes its token: sign in again so the sweep keeps testing as a user.
      if (asUser && op.path === "/api/users/logout" && res.status === 200) {
        user = { ...user, token: (await login(user.email, user.password)).body.access_token };
      }
    }
    expect(failures, failures.slice(0, 10).join("\n")).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(600);
    for (const op of operations)
      expect(perOperation.get(`${op.method} ${op.path}`) ?? 0, `${op.method} ${op.path}`).toBeGreaterThanOrEqual(2);
    // The sweep reached past validation as well as being refused by it.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(50);
    expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
  }, 180_000);

  it("the catalogue and accounts are intact afterwards", async () => {
    expect((await call("/channels")).body.total).toBe(4);
    expect((await call("/products?limit=100")).body.total).toBe(9);
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    expect((await call("/users/me", { token: res.body.access_token })).body.is_admin).toBe(false);
    const admins = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE is_admin = 1").first<{ n: number }>();
    expect(admins?.n).toBe(0);
  });
});

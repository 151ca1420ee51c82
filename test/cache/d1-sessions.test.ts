/**
 * Issue 11, item 1: one D1 session per request. Anonymous reads start at any replica, writes and
 * the admin area at the primary, and a writer's next request starts at the bookmark of their own
 * write (a header for API clients, a cookie for browsers), so it reads what it wrote. Which
 * session each request opened is seen by watching the binding's `withSession`. The pages' form
 * posts are covered in the browser (test/e2e/specs/cache.test.ts).
 */
import { env, exports } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BOOKMARK_COOKIE, BOOKMARK_HEADER, sessionStart } from "../../worker/db/session";
import { BASE, call, type ApiResponse, CH, createAdmin, createUser, freshIp, seedCatalogue, type TestUser } from "../api/fixtures";

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("sessions");
  admin = await createAdmin();
});

/** The constraint or bookmark of every session the Worker opened while `run` ran. */
async function sessionsOpenedBy(run: () => Promise<unknown>): Promise<string[]> {
  const proto = Object.getPrototypeOf(env.DB) as D1Database;
  const opened: string[] = [];
  const original = proto.withSession;
  const spy = vi.spyOn(proto, "withSession").mockImplementation(function (this: D1Database, start?: string) {
    opened.push(start ?? "");
    return original.call(this, start);
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return opened;
}
afterEach(() => vi.restoreAllMocks());

const request = (path: string, init: RequestInit = {}) => new Request(`${BASE}${path}`, init);

describe("where a request's session starts", () => {
  it("anonymous and signed-in reads at any replica, writes and the admin area at the primary, a carried bookmark where it says", () => {
    expect(sessionStart(request("/api/products"))).toBe("first-unconstrained");
    expect(sessionStart(request("/channels/x", { headers: { Authorization: "Bearer t" } }))).toBe("first-unconstrained");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect(sessionStart(request("/api/users/me/subscriptions", { method }))).toBe("first-primary");
    for (const path of ["/admin", "/admin/tasks", "/admin/tasks.data", "/admin.data", "/api/admin/tasks"])
      expect(sessionStart(request(path)), path).toBe("first-primary");
    expect(sessionStart(request("/administrators-guide"))).toBe("first-unconstrained");
    const bookmark = "0000001a-00000002-00004f6b-0f3c6e1d2b7a4c5e8f9a0b1c2d3e4f50";
    expect(sessionStart(request("/api/products", { headers: { [BOOKMARK_HEADER]: bookmark } }))).toBe(bookmark);
    expect(sessionStart(request("/products", { headers: { Cookie: `theme=x; ${BOOKMARK_COOKIE}=${bookmark}` } }))).toBe(bookmark);
    // Anything that is not a bookmark's shape never reaches D1.
    for (const bad of ["first-primary'", "a".repeat(200), "x y", "../../etc"]) {
      expect(sessionStart(request("/api/products", { headers: { [BOOKMARK_HEADER]: bad } })), bad).toBe("first-unconstrained");
    }
  });
});

describe("sessions in the Worker", () => {
  it("an anonymous read opens one replica session and hands back no bookmark", async () => {
    let res: Response | undefined;
    const opened = await sessionsOpenedBy(async () => {
      res = await exports.default.fetch(request("/api/products?limit=2", { headers: { "cf-connecting-ip": freshIp() } }));
    });
    expect(opened).toEqual(["first-unconstrained"]);
    expect(res!.status).toBe(200);
    expect(res!.headers.get(BOOKMARK_HEADER)).toBeNull();
    expect(res!.headers.get("Set-Cookie")).toBeNull();
  });

  it("an API client's write returns its bookmark, and the next request started there reads the write", async () => {
    let bookmark = "";
    const opened = await sessionsOpenedBy(async () => {
      const sub = await call("/subscriptions", { json: { channel_id: CH.alpha }, token: user.token });
      expect(sub.status, sub.text).toBe(201);
      bookmark = sub.headers.get(BOOKMARK_HEADER) ?? "";
      expect(sub.headers.get("Set-Cookie") ?? "").toContain(`${BOOKMARK_COOKIE}=${bookmark};`);
    });
    expect(opened).toEqual(["first-primary"]);
    expect(bookmark).toMatch(/^[0-9A-Za-z-]+$/);

    let list: ApiResponse<{ subscriptions: { channel_id: string }[] }> | undefined;
    const next = await sessionsOpenedBy(async () => {
      list = await call("/subscriptions", { token: user.token, headers: { [BOOKMARK_HEADER]: bookmark } });
    });
    expect(next).toEqual([bookmark]);
    expect(list!.status).toBe(200);
    expect(list!.body.subscriptions.map((s) => s.channel_id)).toContain(CH.alpha);
    // A client that sends its bookmark gets the current one back, to keep.
    expect(list!.headers.get(BOOKMARK_HEADER)).toMatch(/^[0-9A-Za-z-]+$/);
  });

  it("a browser's write sets the bookmark cookie, and its next request starts at it", async () => {
    const cookie = await sessionCookieOf(user);
    let setCookie = "";
    const opened = await sessionsOpenedBy(async () => {
      const res = await exports.default.fetch(
        request("/api/subscriptions", {
          method: "POST",
          headers: { Cookie: cookie, Origin: BASE, "Content-Type": "application/json", "cf-connecting-ip": freshIp() },
          body: JSON.stringify({ channel_id: CH.beta }),
        }),
      );
      expect(res.status).toBe(201);
      setCookie = res.headers.getSetCookie().join("\n");
    });
    expect(opened).toEqual(["first-primary"]);
    const m = new RegExp(`${BOOKMARK_COOKIE}=([^;]+); Path=/; HttpOnly; SameSite=Lax; Max-Age=120`).exec(setCookie);
    expect(m, setCookie).not.toBeNull();
    const next = await sessionsOpenedBy(async () => {
      const res = await exports.default.fetch(
        request("/api/subscriptions", { headers: { Cookie: `${cookie}; ${BOOKMARK_COOKIE}=${m![1]}`, "cf-connecting-ip": freshIp() } }),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { subscriptions: { channel_id: string }[] };
      expect(body.subscriptions.map((s) => s.channel_id)).toContain(CH.beta);
    });
    expect(next).toEqual([m![1]]);
  });

  it("the admin area reads from the primary", async () => {
    const opened = await sessionsOpenedBy(async () => {
      const res = await call("/admin/tasks", { token: admin.token });
      expect(res.status).toBe(200);
    });
    expect(opened).toEqual(["first-primary"]);
  });

  it("a malformed bookmark is ignored, not passed to D1", async () => {
    const opened = await sessionsOpenedBy(async () => {
      const res = await call("/products?limit=1", { headers: { [BOOKMARK_HEADER]: "'; DROP TABLE products; --" } });
      expect(res.status).toBe(200);
    });
    expect(opened).toEqual(["first-unconstrained"]);
  });
});

/** The session cookie a browser holds after signing in through the API's cookie login. */
async function sessionCookieOf(who: TestUser): Promise<string> {
  const res = await call("/users/login", { form: { username: who.email, password: who.password } });
  expect(res.status).toBe(200);
  const set = res.headers.getSetCookie().find((c) => c.startsWith("session="));
  expect(set, res.headers.get("Set-Cookie") ?? "").toBeDefined();
  return set!.split(";")[0]!;
}

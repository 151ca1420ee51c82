import { beforeAll, describe, expect, it } from "vitest";
import { call, CH, count, createAdmin, createUser, expect422, insertNotification, seedCatalogue, type TestUser } from "./fixtures";

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  await seedCatalogue();
  alice = await createUser("alice");
  bob = await createUser("bob");
  await createAdmin();
});

interface Protected {
  method: string;
  path: string;
  access: "user" | "admin";
  json?: unknown;
}

/** Every protected call of SPEC.md section 7 (plus logout); bodies are valid where one is needed. */
const PROTECTED: Protected[] = [
  { method: "GET", path: "/users/me", access: "user" },
  { method: "POST", path: "/users/me/password", access: "user", json: { current_password: "x", new_password: "tangerine-rocket-42" } },
  { method: "GET", path: "/users/me/mfa", access: "user" },
  { method: "POST", path: "/users/me/mfa/enroll", access: "user" },
  { method: "POST", path: "/users/me/mfa/confirm", access: "user", json: { code: "000000" } },
  { method: "DELETE", path: "/users/me/mfa", access: "user", json: { password: "x", code: "000000" } },
  { method: "POST", path: "/users/me/verification-email", access: "user" },
  { method: "POST", path: "/subscriptions", access: "user", json: { channel_id: CH.alpha } },
  { method: "GET", path: "/subscriptions", access: "user" },
  { method: "DELETE", path: `/subscriptions/${CH.alpha}`, access: "user" },
  { method: "GET", path: "/notifications", access: "user" },
  { method: "PUT", path: "/notifications/mark_all_read", access: "user" },
  { method: "PUT", path: "/notifications/n-unknown/read", access: "user" },
  { method: "POST", path: "/pending_channels", access: "user", json: { channel_name: "Some New Channel" } },
  { method: "GET", path: "/channels/hidden", access: "admin" },
  { method: "PATCH", path: `/channels/${CH.gamma}/toggle_show`, access: "admin" },
  { method: "GET", path: "/admin/tasks", access: "admin" },
  { method: "POST", path: "/admin/tasks", access: "admin", json: { task_name: "not-a-task" } },
  { method: "GET", path: "/admin/channels/search?query=alpha", access: "admin" },
  { method: "GET", path: "/admin/transcripts/alphatech", access: "admin" },
  { method: "GET", path: "/admin/transcripts/alphatech/alphaVid001", access: "admin" },
  { method: "GET", path: "/admin/creator_applications", access: "admin" },
  { method: "POST", path: "/admin/creator_applications/app-unknown/approve", access: "admin" },
  { method: "POST", path: "/admin/creator_applications/app-unknown/reject", access: "admin" },
  { method: "GET", path: "/admin/storefronts/sf-unknown", access: "admin" },
  { method: "PUT", path: "/admin/storefronts/sf-unknown/domain", access: "admin", json: { custom_domain: null } },
  { method: "POST", path: "/admin/storefronts/sf-unknown/products", access: "admin", json: { product_ids: ["p-alpha-1"] } },
  { method: "PUT", path: "/admin/storefronts/sf-unknown/products", access: "admin", json: { product_ids: [] } },
  { method: "DELETE", path: "/admin/storefronts/sf-unknown/products/p-alpha-1", access: "admin" },
  { method: "GET", path: "/users/me/preferences", access: "user" },
  { method: "PUT", path: "/users/me/preferences", access: "user", json: { notification_digest: true } },
  { method: "GET", path: "/creators/oauth/start?channel_id=UCunknown", access: "admin" },
  // Issue 14: the listing review queue (admins) and following products (users).
  { method: "GET", path: "/admin/listing-reviews", access: "admin" },
  { method: "POST", path: "/admin/listing-reviews", access: "admin", json: { review_ids: [999999], decision: "reject" } },
  { method: "POST", path: "/admin/listing-reviews/999999", access: "admin", json: { decision: "reject" } },
  { method: "PUT", path: "/products/p-alpha-1/follow", access: "user" },
  { method: "DELETE", path: "/products/p-alpha-1/follow", access: "user" },
  { method: "GET", path: "/users/me/followed-products", access: "user" },
  // Issue 24: claiming a channel through Google (users) and its owners (admins).
  { method: "POST", path: "/studio/claim", access: "user" },
  { method: "GET", path: "/studio/claim/callback?state=not-a-state&code=c", access: "user" },
  { method: "GET", path: "/admin/channel-owners", access: "admin" },
  { method: "GET", path: `/admin/channels/${CH.alpha}/owners`, access: "admin" },
  { method: "DELETE", path: `/admin/channels/${CH.alpha}/owners/u-unknown`, access: "admin" },
  // Issue 24: the creator studio (a channel's calls answer 403 to users who do not own it).
  { method: "GET", path: "/studio/channels", access: "user" },
  { method: "GET", path: `/studio/channels/${CH.alpha}/stats?from=2026-01-01&to=2026-01-31`, access: "user" },
  { method: "PATCH", path: `/studio/channels/${CH.alpha}/storefront`, access: "user", json: { headline: "Matrix" } },
  { method: "POST", path: `/studio/channels/${CH.alpha}/domain/check`, access: "user" },
  { method: "PUT", path: `/studio/channels/${CH.alpha}/entries/asus%7Czenbook%20laptop`, access: "user", json: { pinned: true } },
  // Last: it revokes the caller's token.
  { method: "POST", path: "/users/logout", access: "user" },
];

describe("permission matrix", () => {
  it("anonymous callers get 401 with a detail and WWW-Authenticate on every protected call", async () => {
    for (const p of PROTECTED) {
      const res = await call(p.path, { method: p.method, json: p.json });
      expect(res.status, `${p.method} ${p.path}`).toBe(401);
      expect(typeof res.body.detail).toBe("string");
      expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
      expect(res.headers.get("Cache-Control")).toContain("no-store");
    }
  });

  it("the protected list matches the OpenAPI document's secured operations", async () => {
    const doc = (await call("/openapi.json")).body as {
      paths: Record<string, Record<string, { security?: unknown; description?: string }>>;
    };
    const secured: string[] = [];
    const admins: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (op.security) secured.push(`${method.toUpperCase()} ${path}`);
        if (op.description?.includes("Admins only")) admins.push(`${method.toUpperCase()} ${path}`);
      }
    }
    const template = (p: Protected) =>
      `${p.method} /api${p.path
        .replace(/^\/subscriptions\/[^/]+$/, "/subscriptions/{channel_id}")
        .replace(/^\/notifications\/n-unknown\/read$/, "/notifications/{id}/read")
        .replace(/^\/channels\/[^/]+\/toggle_show$/, "/channels/{id}/toggle_show")
        .replace(/^\/admin\/transcripts\/[^/]+\/[^/]+$/, "/admin/transcripts/{channel}/{videoId}")
        .replace(/^\/admin\/transcripts\/[^/]+$/, "/admin/transcripts/{channel}")
        .replace(/^\/admin\/creator_applications\/[^/]+\//, "/admin/creator_applications/{id}/")
        .replace(/^\/admin\/storefronts\/[^/]+\/products\/[^/]+$/, "/admin/storefronts/{id}/products/{product_id}")
        .replace(/^\/admin\/storefronts\/[^/]+/, "/admin/storefronts/{id}")
        .replace(/^\/products\/[^/]+\/follow$/, "/products/{id}/follow")
        .replace(/^\/admin\/listing-reviews\/[^/]+$/, "/admin/listing-reviews/{reviewId}")
        .replace(/^\/admin\/channels\/[^/]+\/owners\/[^/]+$/, "/admin/channels/{channel_id}/owners/{user_id}")
        .replace(/^\/admin\/channels\/[^/]+\/owners$/, "/admin/channels/{channel_id}/owners")
        .replace(/^\/studio\/channels\/[^/]+\/entries\/[^/]+$/, "/studio/channels/{channel_id}/entries/{match_key}")
        .replace(/^\/studio\/channels\/[^/]+\//, "/studio/channels/{channel_id}/")
        .replace(/\?.*$/, "")}`;
    expect(secured.sort()).toEqual(PROTECTED.map(template).sort());
    expect(admins.sort()).toEqual(
      PROTECTED.filter((p) => p.access === "admin")
        .map(template)
        .sort(),
    );
  });

  it("users get 403 on admin calls and pass the access check on user calls", async () => {
    const user = await createUser("matrix");
    for (const p of PROTECTED) {
      const res = await call(p.path, { method: p.method, json: p.json, token: user.token });
      if (p.access === "admin") {
        expect(res.status, `${p.method} ${p.path}`).toBe(403);
        expect(res.body).toEqual({ detail: "Not enough permissions" });
      } else if (p.path.startsWith("/studio/channels/")) {
        // Past the sign-in check, the channel's ownership check: this user owns no channel.
        expect(res.status, `${p.method} ${p.path}`).toBe(403);
        expect(res.body).toEqual({ detail: "You do not own this channel" });
      } else {
        // 400: the call's own rule refused the dummy input (a wrong current password, no code set up), past the access check.
        expect([200, 201, 400, 404], `${p.method} ${p.path} → ${res.status}`).toContain(res.status);
      }
    }
  });

  it("admins pass every access check", async () => {
    const a = await createAdmin();
    // Logout (last in the list) revokes the token, so it runs after the other checks.
    for (const p of PROTECTED.filter((x) => x.path !== "/users/logout")) {
      const res = await call(p.path, { method: p.method, json: p.json, token: a.token });
      if (p.method === "DELETE" && p.path === "/users/me/mfa") {
        // Past the access check, the rule that admins keep their second factor answers.
        expect(res.body).toEqual({ detail: "Administrators must keep two-factor authentication on." });
        continue;
      }
      expect([200, 201, 400, 404, 422], `${p.method} ${p.path} → ${res.status}`).toContain(res.status);
      expect(res.status).toBeLessThan(500);
    }
    // The POST /admin/tasks body above was invalid on purpose (no task is queued): 422 proves the check passed.
    expect((await call("/admin/tasks", { json: { task_name: "not-a-task" }, token: a.token })).status).toBe(422);
    // The toggle above hid Gamma; show it again.
    expect((await call(`/channels/${CH.gamma}/toggle_show`, { method: "PATCH", token: a.token })).body.show).toBe(true);
    expect((await call("/users/logout", { method: "POST", token: a.token })).status).toBe(200);
  });

  it("state-changing calls from another site's page are refused (Origin check)", async () => {
    const res = await call("/subscriptions", {
      json: { channel_id: CH.beta },
      token: alice.token,
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await count("subscriptions", "user_id = ? AND channel_id = ?", alice.user_id, CH.beta)).toBe(0);
    const same = await call("/subscriptions", {
      json: { channel_id: CH.beta },
      token: alice.token,
      headers: { Origin: "http://localhost" },
    });
    expect(same.status).toBe(201);
    await call(`/subscriptions/${CH.beta}`, { method: "DELETE", token: alice.token });
  });
});

describe("subscriptions", () => {
  it("subscribe (201, idempotent), list {subscriptions, total} with nested channel, unsubscribe", async () => {
    const res = await call("/subscriptions", { token: alice.token, json: { channel_id: CH.beta } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ channel_id: CH.beta });
    expect((await call("/subscriptions", { token: alice.token, json: { channel_id: CH.beta } })).status).toBe(201);
    await call("/subscriptions", { token: alice.token, json: { channel_id: CH.delta } });
    expect(await count("subscriptions", "user_id = ?", alice.user_id)).toBe(2);
    const list = await call("/subscriptions", { token: alice.token });
    expect(Object.keys(list.body).sort()).toEqual(["subscriptions", "total"]);
    expect(list.body.total).toBe(2);
    for (const s of list.body.subscriptions) {
      expect(s).toHaveProperty("channel_id");
      expect(s.channel.channel_id).toBe(s.channel_id);
      expect(s.channel).toHaveProperty("channel_name");
      expect(s.channel.is_subscribed).toBe(true);
    }
    const page = await call("/subscriptions?skip=1&limit=1", { token: alice.token });
    expect(page.body.subscriptions).toHaveLength(1);
    expect(page.body.total).toBe(2);
    expect422(await call("/subscriptions?limit=-1", { token: alice.token }), "query");
    expect((await call("/subscriptions", { token: alice.token, json: { channel_id: "UCnope" } })).status).toBe(404);
    expect422(await call("/subscriptions", { token: alice.token, json: {} }), "body");
    expect((await call(`/subscriptions/${CH.delta}`, { method: "DELETE", token: alice.token })).status).toBe(200);
    expect((await call(`/subscriptions/${CH.delta}`, { method: "DELETE", token: alice.token })).status).toBe(404);
    expect((await call("/subscriptions", { token: alice.token })).body.total).toBe(1);
  });

  it("one user neither sees nor removes another's subscriptions", async () => {
    expect(await count("subscriptions", "user_id = ? AND channel_id = ?", alice.user_id, CH.beta)).toBe(1);
    const bobs = await call("/subscriptions", { token: bob.token });
    expect(bobs.body).toEqual({ subscriptions: [], total: 0 });
    expect((await call(`/subscriptions/${CH.beta}`, { method: "DELETE", token: bob.token })).status).toBe(404);
    expect(await count("subscriptions", "user_id = ? AND channel_id = ?", alice.user_id, CH.beta)).toBe(1);
    // A body naming another user is ignored: the viewer is always the subject.
    await call("/subscriptions", { token: bob.token, json: { channel_id: CH.alpha, user_id: alice.user_id } });
    expect(await count("subscriptions", "user_id = ? AND channel_id = ?", alice.user_id, CH.alpha)).toBe(0);
    expect(await count("subscriptions", "user_id = ? AND channel_id = ?", bob.user_id, CH.alpha)).toBe(1);
  });
});

describe("notifications", () => {
  it("lists my notifications {notifications, total}, newest first, paged", async () => {
    await insertNotification({
      notification_id: "n-a1",
      user_id: alice.user_id,
      channel_id: CH.alpha,
      created_at: "2025-01-01T00:00:00.000Z",
    });
    await insertNotification({
      notification_id: "n-a2",
      user_id: alice.user_id,
      channel_id: CH.beta,
      content_type: "storefront",
      created_at: "2025-01-02T00:00:00.000Z",
    });
    await insertNotification({
      notification_id: "n-b1",
      user_id: bob.user_id,
      channel_id: CH.alpha,
      created_at: "2025-01-03T00:00:00.000Z",
    });
    const res = await call("/notifications", { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.notifications.map((n: { notification_id: string }) => n.notification_id)).toEqual(["n-a2", "n-a1"]);
    const n = res.body.notifications[0];
    expect(n).toMatchObject({
      notification_id: "n-a2",
      channel_id: CH.beta,
      channel_name: "beta Beauty",
      content_type: "storefront",
      is_read: false,
    });
    const page2 = await call("/notifications?page=2&limit=1", { token: alice.token });
    expect(page2.body.notifications.map((x: { notification_id: string }) => x.notification_id)).toEqual(["n-a1"]);
    expect(page2.body.total).toBe(2);
    expect422(await call("/notifications?page=0", { token: alice.token }), "query");
  });

  it("one user cannot read or mark another user's notifications (404)", async () => {
    const bobs = await call("/notifications", { token: bob.token });
    expect(bobs.body.notifications.map((x: { notification_id: string }) => x.notification_id)).toEqual(["n-b1"]);
    const steal = await call("/notifications/n-a1/read", { method: "PUT", token: bob.token });
    expect(steal.status).toBe(404);
    expect(await count("notifications", "notification_id = 'n-a1' AND is_read = 0")).toBe(1);
    await call("/notifications/mark_all_read", { method: "PUT", token: bob.token });
    expect(await count("notifications", "user_id = ? AND is_read = 0", alice.user_id)).toBe(2);
    expect(await count("notifications", "user_id = ? AND is_read = 0", bob.user_id)).toBe(0);
  });

  it("marks one, then all, of my own as read", async () => {
    const one = await call("/notifications/n-a1/read", { method: "PUT", token: alice.token });
    expect(one.status).toBe(200);
    expect(one.body.is_read).toBe(true);
    expect(await count("notifications", "notification_id = 'n-a1' AND is_read = 1")).toBe(1);
    expect(await count("notifications", "notification_id = 'n-a2' AND is_read = 0")).toBe(1);
    expect((await call("/notifications/mark_all_read", { method: "PUT", token: alice.token })).status).toBe(200);
    const res = await call("/notifications", { token: alice.token });
    expect(res.body.notifications.every((x: { is_read: boolean }) => x.is_read)).toBe(true);
  });
});

describe("channel requests and creator applications", () => {
  it("POST /pending_channels stores a request for a logged-in user; 422 without a name", async () => {
    const res = await call("/pending_channels", { token: bob.token, json: { channel_name: "Brand New Channel" } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Channel "Brand New Channel" request sent successfully!');
    expect(await count("pending_channels", "user_id = ?", bob.user_id)).toBe(1);
    const missing = await call("/pending_channels", { token: bob.token, json: {} });
    expect422(missing, "body");
    expect(missing.body.detail[0].loc).toEqual(["body", "channel_name"]);
    expect((await call("/pending_channels", { json: { channel_name: "Anonymous Channel" } })).status).toBe(401);
    expect(await count("pending_channels", "channel_name = 'Anonymous Channel'")).toBe(0);
  });

  it("POST /prospective_creators/ validates the handle and stores an application", async () => {
    const ok = await call("/prospective_creators/", {
      json: { channel_handle: "@my.channel_1", email: "Creator@Example.com", phone_number: "", category: "Automotive" },
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      channel_handle: "@my.channel_1",
      email: "creator@example.com",
      phone_number: null,
      category: "Automotive",
    });
    const noAt = await call("/prospective_creators/", { json: { channel_handle: "mychannel", email: "a@example.com", category: "Other" } });
    expect422(noAt, "body");
    expect(noAt.body.detail[0].msg).toBe("Channel handle must start with @ (e.g., @yourchannel)");
    const chars = await call("/prospective_creators", {
      json: { channel_handle: "@bad handle!", email: "a@example.com", category: "Other" },
    });
    expect422(chars, "body");
    expect(chars.body.detail[0].msg).toBe("Channel handle can only contain letters, numbers, underscores, and periods after the @");
    expect422(
      await call("/prospective_creators/", { json: { channel_handle: "@ok", email: "a@example.com", category: "Knitting" } }),
      "body",
    );
    expect(await count("creator_applications")).toBe(1);
  });
});

describe("videos", () => {
  it("GET /videos answers {videos, total}, newest first, by channel, paged; GET /videos/{id}", async () => {
    const res = await call("/videos");
    expect(Object.keys(res.body).sort()).toEqual(["total", "videos"]);
    expect(res.body.total).toBe(6);
    expect(res.body.videos[0].video_id).toBe("deltaVid001");
    for (const f of ["video_id", "title", "video_title", "channel_id", "channel_name", "thumbnail_url", "published_at", "created_at"]) {
      expect(res.body.videos[0]).toHaveProperty(f);
    }
    const alpha = await call(`/videos?channel_id=${CH.alpha}&skip=1&limit=1`);
    expect(alpha.body.total).toBe(2);
    expect(alpha.body.videos.map((v: { video_id: string }) => v.video_id)).toEqual(["alphaVid002"]);
    const one = await call("/videos/alphaVid001");
    expect(one.body).toMatchObject({
      video_id: "alphaVid001",
      title: "Best laptops 2025",
      channel_id: CH.alpha,
      channel_name: "Alpha Tech",
    });
    expect((await call("/videos/nope")).status).toBe(404);
    expect422(await call("/videos?skip=-1"), "query");
  });
});

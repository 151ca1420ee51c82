import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, CH, createAdmin, createUser, expect422, seedCatalogue, type TestUser } from "./fixtures";

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await seedCatalogue();
  user = await createUser();
  admin = await createAdmin();
});

const ids = (list: { channel_id: string }[]) => list.map((c) => c.channel_id);

describe("GET /api/channels", () => {
  it("answers {channels, total} with SPEC field names, visible channels only, sorted by name case-insensitively", async () => {
    const res = await call("/channels");
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["channels", "total"]);
    expect(res.body.total).toBe(4);
    expect(ids(res.body.channels)).toEqual([CH.alpha, CH.beta, CH.delta, CH.gamma]);
    const alpha = res.body.channels[0];
    for (const field of [
      "channel_id",
      "channel_name",
      "thumbnail_url",
      "description",
      "category",
      "show",
      "video_count",
      "subscriber_count",
      "is_subscribed",
    ]) {
      expect(alpha).toHaveProperty(field);
    }
    expect(alpha.channel_name).toBe("Alpha Tech");
    expect(alpha.show).toBe(true);
    expect(alpha.video_count).toBe(40);
    expect(alpha.subscriber_count).toBe("1.2K subscribers");
    expect(alpha.is_subscribed).toBe(false);
    expect(res.body.channels[1].subscriber_count).toBe("2.5M subscribers");
    expect(res.body.channels[3].subscriber_count).toBe("999 subscribers");
  });

  it("pages with skip and limit, total unchanged", async () => {
    const first = await call("/channels?skip=0&limit=2");
    const second = await call("/channels?skip=2&limit=2");
    const third = await call("/channels?skip=4&limit=2");
    expect(first.body.total).toBe(4);
    expect(second.body.total).toBe(4);
    expect(ids(first.body.channels)).toEqual([CH.alpha, CH.beta]);
    expect(ids(second.body.channels)).toEqual([CH.delta, CH.gamma]);
    expect(third.body.channels).toEqual([]);
    expect(third.body.total).toBe(4);
  });

  it("caps limit at 100 and refuses bad paging with a 422 detail list", async () => {
    const capped = await call("/channels?limit=500");
    expect(capped.status).toBe(200);
    for (const bad of ["skip=-1", "limit=0", "limit=-5", "limit=abc", "skip=1.5", "skip=99999999999999", "limit=1e400", "skip=NaN"]) {
      expect422(await call(`/channels?${bad}`), "query");
    }
    const res = await call("/channels?limit=abc");
    expect(res.body.detail[0].loc).toEqual(["query", "limit"]);
  });

  it("searches by text through FTS (name, handle, description, prefixes)", async () => {
    expect(ids((await call("/channels?query=alpha")).body.channels)).toEqual([CH.alpha]);
    expect(ids((await call("/channels?query=skin")).body.channels)).toEqual([CH.beta]);
    const kb = await call("/channels?query=keyboard");
    // Hidden Hank also mentions keyboards but is never shown to visitors.
    expect(ids(kb.body.channels)).toEqual([CH.alpha, CH.gamma]);
    expect(kb.body.total).toBe(2);
    expect((await call("/channels?query=zzzznothing")).body).toEqual({ channels: [], total: 0 });
  });

  it("treats FTS syntax in the query literally, never as a 5xx", async () => {
    for (const q of ['a" OR 1=1 --', "NEAR(", "*", "col:x", "channel_name:alpha", "alpha AND", '"', "(", "^alpha"]) {
      const res = await call(`/channels?query=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(Array.isArray(res.body.channels)).toBe(true);
    }
    // Operators are stripped to plain words: "alpha*" and "-alpha" still find Alpha Tech.
    for (const q of ["alpha*", "-alpha", "alpha:", "(alpha)"]) {
      expect(ids((await call(`/channels?query=${encodeURIComponent(q)}`)).body.channels), q).toEqual([CH.alpha]);
    }
  });

  it("filters by category", async () => {
    const res = await call("/channels?category=Technology");
    expect(ids(res.body.channels)).toEqual([CH.alpha, CH.delta]);
    expect(res.body.total).toBe(2);
    const both = await call("/channels?category=Technology&query=desk");
    expect(ids(both.body.channels)).toEqual([CH.delta]);
    expect(both.body.total).toBe(1);
  });

  it("sorts by name, videos, products and subscribers", async () => {
    expect(ids((await call("/channels?sort=name")).body.channels)).toEqual([CH.alpha, CH.beta, CH.delta, CH.gamma]);
    expect(ids((await call("/channels?sort=videos")).body.channels)).toEqual([CH.gamma, CH.alpha, CH.beta, CH.delta]);
    // product_count is each channel's listed products, counted by the database as they are written;
    // a tie goes to the newer channel.
    const byProducts = (await call("/channels?sort=products")).body.channels as { channel_id: string; product_count: number }[];
    expect(byProducts.map((c) => [c.channel_id, c.product_count])).toEqual([
      [CH.beta, 3],
      [CH.alpha, 3],
      [CH.delta, 2],
      [CH.gamma, 1],
    ]);
    expect(ids((await call("/channels?sort=subscribers")).body.channels)).toEqual([CH.beta, CH.delta, CH.alpha, CH.gamma]);
    expect422(await call("/channels?sort=bogus"), "query");
  });

  it("shows is_subscribed for the viewer", async () => {
    const sub = await call("/subscriptions", { token: user.token, json: { channel_id: CH.gamma } });
    expect(sub.status).toBe(201);
    const res = await call("/channels", { token: user.token });
    const gamma = res.body.channels.find((c: { channel_id: string }) => c.channel_id === CH.gamma);
    expect(gamma.is_subscribed).toBe(true);
    expect(res.body.channels.filter((c: { is_subscribed: boolean }) => c.is_subscribed)).toHaveLength(1);
    // Someone else's subscription does not show as mine.
    const other = await createUser();
    const res2 = await call("/channels", { token: other.token });
    expect(res2.body.channels.every((c: { is_subscribed: boolean }) => !c.is_subscribed)).toBe(true);
  });

  it("keeps hidden channels out for admins too on the public list", async () => {
    const res = await call("/channels", { token: admin.token });
    expect(ids(res.body.channels)).not.toContain(CH.hidden);
  });
});

describe("GET /api/channels/{id}", () => {
  it("answers one visible channel", async () => {
    const res = await call(`/channels/${CH.beta}`);
    expect(res.status).toBe(200);
    expect(res.body.channel_id).toBe(CH.beta);
    expect(res.body.channel_name).toBe("beta Beauty");
    expect(res.body.subscriber_count).toBe("2.5M subscribers");
  });

  it("404s unknown and hidden channels for visitors and users, not for admins", async () => {
    const unknown = await call("/channels/UCnope");
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.detail).toBe("string");
    expect((await call(`/channels/${CH.hidden}`)).status).toBe(404);
    expect((await call(`/channels/${CH.hidden}`, { token: user.token })).status).toBe(404);
    const asAdmin = await call(`/channels/${CH.hidden}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.show).toBe(false);
  });

  it("hides a hidden channel's videos and products from non-admins", async () => {
    const videos = await call(`/videos?channel_id=${CH.hidden}`);
    expect(videos.body).toEqual({ videos: [], total: 0 });
    expect((await call("/videos/hiddenVid01")).status).toBe(404);
    expect((await call("/videos/hiddenVid01", { token: admin.token })).status).toBe(200);
    expect((await call(`/videos?channel_id=${CH.hidden}`, { token: admin.token })).body.total).toBe(1);
    const products = await call(`/products?channel_id=${CH.hidden}`);
    expect(products.body).toEqual({ products: [], total: 0 });
    expect((await call("/products/p-hidden-1")).status).toBe(404);
    expect((await call(`/products/channel/${CH.hidden}/products`)).status).toBe(404);
    expect((await call(`/products/channel/${CH.hidden}/products/count`)).status).toBe(404);
    expect((await call("/products/video/hiddenVid01/amazon")).status).toBe(404);
    const all = await call("/products?limit=100");
    expect(all.body.products.map((p: { channel_id: string }) => p.channel_id)).not.toContain(CH.hidden);
    // Subscribing to a hidden channel is refused, so its existence is not revealed.
    expect((await call("/subscriptions", { token: user.token, json: { channel_id: CH.hidden } })).status).toBe(404);
  });
});

describe("GET /api/channels/hidden", () => {
  it("is admin-only", async () => {
    expect((await call("/channels/hidden")).status).toBe(401);
    expect((await call("/channels/hidden", { token: user.token })).status).toBe(403);
    const res = await call("/channels/hidden", { token: admin.token });
    expect(res.status).toBe(200);
    expect(ids(res.body.channels)).toEqual([CH.hidden]);
    expect(res.body.total).toBe(1);
    expect422(await call("/channels/hidden?limit=-1", { token: admin.token }), "query");
  });
});

describe("GET /api/channels/options and /categories", () => {
  it("lists visible creators sorted by name and visible channel categories", async () => {
    const options = await call("/channels/options");
    expect(options.status).toBe(200);
    expect(options.body.channels.map((c: { channel_name: string }) => c.channel_name)).toEqual([
      "Alpha Tech",
      "beta Beauty",
      "delta Desk",
      "Gamma Games",
    ]);
    expect(Object.keys(options.body.channels[0]).sort()).toEqual(["channel_id", "channel_name", "thumbnail_url"]);
    const cats = await call("/channels/categories");
    expect(cats.body.categories).toEqual(["Beauty", "Gaming", "Technology"]);
  });

  it("narrows by name, keeps selected channels whatever the limit, and refuses bad parameters", async () => {
    const names = (body: { channels: { channel_name: string }[] }) => body.channels.map((c) => c.channel_name);
    expect(names((await call("/channels/options?query=gam")).body)).toEqual(["Gamma Games"]);
    expect(names((await call("/channels/options?query=%25%25")).body)).toEqual([]);
    const one = await call("/channels/options?limit=1");
    expect(one.body.channels).toHaveLength(1);
    const others = (await call("/channels/options")).body.channels.map((c: { channel_id: string }) => c.channel_id);
    const notFirst = others.find((id: string) => id !== one.body.channels[0].channel_id);
    const withSelected = await call(`/channels/options?limit=1&selected=${notFirst},UCnope,${CH.hidden}`);
    expect(withSelected.body.channels.map((c: { channel_id: string }) => c.channel_id).sort()).toEqual(
      [one.body.channels[0].channel_id, notFirst].sort(),
    );
    expect422(await call("/channels/options?limit=0"), "query");
    expect422(await call(`/channels/options?selected=${Array.from({ length: 21 }, (_, i) => `UC${i}`).join(",")}`), "query");
  });
});

describe("PATCH /api/channels/{id}/toggle_show", () => {
  it("needs an admin", async () => {
    expect((await call(`/channels/${CH.delta}/toggle_show`, { method: "PATCH" })).status).toBe(401);
    expect((await call(`/channels/${CH.delta}/toggle_show`, { method: "PATCH", token: user.token })).status).toBe(403);
    expect((await call("/channels/UCnope/toggle_show", { method: "PATCH", token: admin.token })).status).toBe(404);
    const row = await env.DB.prepare("SELECT show FROM channels WHERE channel_id = ?").bind(CH.delta).first<{ show: number }>();
    expect(row?.show).toBe(1);
  });

  it("flips visibility and the channel's products follow, then flips back", async () => {
    const before = await call(`/products?channel_id=${CH.delta}`);
    expect(before.body.total).toBe(2);
    const hide = await call(`/channels/${CH.delta}/toggle_show`, { method: "PATCH", token: admin.token });
    expect(hide.status).toBe(200);
    expect(hide.body.show).toBe(false);
    expect(ids((await call("/channels")).body.channels)).not.toContain(CH.delta);
    expect((await call(`/channels/${CH.delta}`)).status).toBe(404);
    expect((await call(`/products?channel_id=${CH.delta}`)).body.total).toBe(0);
    expect((await call("/products/p-delta-1")).status).toBe(404);
    expect(ids((await call("/channels/hidden", { token: admin.token })).body.channels)).toContain(CH.delta);
    const show = await call(`/channels/${CH.delta}/toggle_show`, { method: "PATCH", token: admin.token });
    expect(show.body.show).toBe(true);
    expect((await call(`/products?channel_id=${CH.delta}`)).body.total).toBe(2);
    expect((await call(`/channels/${CH.delta}`)).status).toBe(200);
  });
});

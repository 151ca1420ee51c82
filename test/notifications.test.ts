/**
 * Issue 25, item 7: notifications say what happened and lead to it. A storefront addition names the
 * product and links to its page; a new video names the video and links to it; one channel's repeats
 * within the hour are one row; the bell's unread count is in the server's page.
 */
import { env } from "cloudflare:workers";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import * as rootRoute from "../app/root";
import * as notificationsRoute from "../app/routes/notifications";
import { Header } from "../app/components/Header";
import { offlinePlatform } from "../worker/providers/offline";
import { getCorpus } from "../worker/providers/offline/corpus";
import type { VideoPlatform } from "../worker/providers/types";
import { call, CH, createAdmin, createUser, insertProduct, seedCatalogue, type TestUser } from "./api/fixtures";
import { runTask, testDeps } from "./pipeline/helpers";
import { dataOf, redirectOf, run } from "./routes/harness";

let admin: TestUser;
let fan: TestUser;
let storefrontId = "";

type Row = {
  notification_id: string;
  content_type: string;
  message: string;
  link: string;
  group_count: number;
  is_read: boolean;
  product_id: string | null;
  video_id: string | null;
  created_at: string;
};

async function bell(who: TestUser): Promise<{ notifications: Row[]; total: number; unread_count: number }> {
  const res = await call("/notifications?page=1&limit=20", { token: who.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const addToStorefront = async (product_ids: string[]) => {
  const res = await call(`/admin/storefronts/${storefrontId}/products`, { token: admin.token, json: { product_ids } });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  fan = await createUser("bell-fan");
  expect((await call("/subscriptions", { token: fan.token, json: { channel_id: CH.alpha } })).status).toBe(201);
  const applied = await call("/prospective_creators", {
    json: { channel_handle: "@AlphaTech", email: "alpha-owner@example.com", category: "Technology & Gadgets" },
  });
  expect(applied.status, applied.text).toBe(201);
  const approved = await call(`/admin/creator_applications/${applied.body.application_id}/approve`, { method: "POST", token: admin.token });
  expect(approved.status, approved.text).toBe(200);
  storefrontId = approved.body.storefront.storefront_id;
});

describe("storefront additions", () => {
  it("name the product and link to its page", async () => {
    await addToStorefront(["p-alpha-1"]);
    const { notifications, total, unread_count } = await bell(fan);
    expect({ total, unread_count }).toEqual({ total: 1, unread_count: 1 });
    expect(notifications[0]).toMatchObject({
      content_type: "storefront",
      message: "Alpha Tech added ZenBook Laptop to their storefront",
      link: "/products/p-alpha-1",
      product_id: "p-alpha-1",
      group_count: 1,
      is_read: false,
    });
    expect(Date.now() - Date.parse(notifications[0]!.created_at)).toBeLessThan(60_000);
  });

  it("within the hour are one row, read as one; after reading, the next addition is a row of its own", async () => {
    await addToStorefront(["p-alpha-2"]);
    let list = await bell(fan);
    expect({ total: list.total, unread_count: list.unread_count }).toEqual({ total: 1, unread_count: 1 });
    expect(list.notifications[0]).toMatchObject({
      message: "Alpha Tech added 2 products to their storefront",
      link: "/s/alphatech",
      group_count: 2,
    });
    // Opening the row marks both of its notifications read.
    const read = await call(`/notifications/${list.notifications[0]!.notification_id}/read`, { method: "PUT", token: fan.token });
    expect(read.status).toBe(200);
    const unread = await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE user_id = ? AND is_read = 0")
      .bind(fan.user_id)
      .first<{ n: number }>();
    expect(unread?.n).toBe(0);

    await addToStorefront(["p-alpha-3"]);
    list = await bell(fan);
    expect({ total: list.total, unread_count: list.unread_count }).toEqual({ total: 2, unread_count: 1 });
    expect(list.notifications.map((n) => [n.message, n.is_read])).toEqual([
      ["Alpha Tech added Mechanical Keyboard K2 to their storefront", false],
      ["Alpha Tech added 2 products to their storefront", true],
    ]);
  });

  it("an hour after a group began start a new one", async () => {
    await env.DB.prepare("UPDATE notifications SET created_at = ? WHERE user_id = ? AND ref_id = 'p-alpha-3'")
      .bind(new Date(Date.now() - 2 * 3_600_000).toISOString(), fan.user_id)
      .run();
    await insertProduct({
      product_id: "p-alpha-9",
      video_id: "alphaVid002",
      channel_id: CH.alpha,
      product_name: "Vireo X Headphones",
      published_at: "2025-02-01T00:00:00.000Z",
      listings: [{ asin: "B0VIREOX09", price: 199 }],
    });
    await addToStorefront(["p-alpha-9"]);
    const list = await bell(fan);
    expect(list.notifications.map((n) => n.message)).toEqual([
      "Alpha Tech added Vireo X Headphones to their storefront",
      "Alpha Tech added 2 products to their storefront",
      "Alpha Tech added Mechanical Keyboard K2 to their storefront",
    ]);
    expect(list.notifications[0]!.link).toBe("/products/p-alpha-9");
  });
});

describe("rows written before messages were stored", () => {
  it("still read sensibly and lead to the item", async () => {
    const who = await createUser("old-rows");
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, created_at)
         VALUES ('old-v', ?1, ?2, 'videos', 'alphaVid001', '', '2025-01-01T00:00:00.000Z'),
                ('old-s', ?1, ?2, 'storefront', 'p-alpha-2', '', '2025-01-02T00:00:00.000Z')`,
      ).bind(who.user_id, CH.alpha),
    ]);
    const list = await bell(who);
    expect(list.notifications.map((n) => [n.message, n.link, n.group_count])).toEqual([
      ["Alpha Tech added a product to their storefront", "/products/p-alpha-2", 1],
      ["New video from Alpha Tech", "/videos/alphaVid001", 1],
    ]);
  });
});

describe("new videos found by the pipeline", () => {
  const corpus = getCorpus();

  /** The platform as it looked before the channel's `hidden` newest uploads. */
  function platformWithout(channelId: string, hidden: number): VideoPlatform {
    const newest = new Set((corpus.videosByChannel.get(channelId) ?? []).slice(0, hidden).map((v) => v.video_id));
    return {
      resolveChannel: (h) => offlinePlatform.resolveChannel(h),
      listUploads: async (c, o) =>
        (await offlinePlatform.listUploads(c, { ...o, maxResults: 500 })).filter((v) => !newest.has(v.video_id)).slice(0, o.maxResults),
    };
  }

  async function newUploads(handle: string, count: number) {
    const channel = corpus.channels.find((c) => c.handle === handle)!;
    await runTask(
      "search_youtube",
      { channel: handle, max_results: 500 },
      testDeps({ platform: platformWithout(channel.channel_id, count) }),
    );
    const who = await createUser(`videos-${handle}`);
    await env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?)").bind(who.user_id, channel.channel_id).run();
    await runTask("search_youtube", { channel: handle, max_results: 500 });
    return { who, channel, uploads: corpus.videosByChannel.get(channel.channel_id)!.slice(0, count) };
  }

  it("one new video: 'New video: {title}', linking to the video page", async () => {
    const { who, uploads } = await newUploads("saltedskillet", 1);
    const list = await bell(who);
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({
      content_type: "videos",
      message: `New video: ${uploads[0]!.title}`,
      link: `/videos/${uploads[0]!.video_id}`,
      video_id: uploads[0]!.video_id,
      group_count: 1,
    });
  });

  it("several in one run: one row naming how many, linking to the channel", async () => {
    const { who, channel } = await newUploads("trailmixtv", 3);
    const list = await bell(who);
    expect({ total: list.total, unread_count: list.unread_count }).toEqual({ total: 1, unread_count: 1 });
    expect(list.notifications[0]).toMatchObject({
      message: `${channel.channel_name} posted 3 new videos`,
      link: `/channels/${channel.channel_id}`,
      group_count: 3,
    });
  });
});

describe("the server's page", () => {
  /** Server-renders `element` inside a router, as the Worker's SSR does (no effects run: what the first paint shows). */
  async function serverMarkup(element: ReturnType<typeof createElement>): Promise<string> {
    const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
    return renderToString(createElement(Stub, { initialEntries: ["/"] }));
  }

  it("the layout's loader counts the unread rows, and the bell shows that count before any script runs", async () => {
    const root = dataOf<{ viewer: { unread_notifications: number } }>(
      await run(rootRoute.loader, { path: "/channels", pattern: "/", token: fan.token }),
    );
    // Two unread rows: Vireo X Headphones, and Mechanical Keyboard K2; the group of two was read.
    expect(root.viewer.unread_notifications).toBe(2);
    const html = await serverMarkup(createElement(Header, { viewer: { email: fan.email, is_admin: false, ...root.viewer } }));
    expect(html).toContain('aria-label="Notifications, 2 unread"');
    expect(html).toMatch(/data-testid="unread-badge"[^>]*>2</);
    expect(html).toContain('href="/notifications"');
    const anonymous = dataOf<{ viewer: null }>(await run(rootRoute.loader, { path: "/channels", pattern: "/" }));
    expect(anonymous.viewer).toBeNull();
  });

  it("/notifications lists every row, privately, with its time and link; anonymous visitors go to log in", async () => {
    const outcome = await run(notificationsRoute.loader, { path: "/notifications?page=1", pattern: "/notifications", token: fan.token });
    expect(outcome.headers.get("Cache-Control")).toBe("private, no-store");
    const loaded = dataOf<{ notifications: Row[]; total: number; page: number; now: number }>(outcome);
    expect(loaded.total).toBe(3);
    const html = await serverMarkup(
      createElement(notificationsRoute.default, { loaderData: loaded } as unknown as Parameters<typeof notificationsRoute.default>[0]),
    );
    expect(html).toContain("Alpha Tech added Vireo X Headphones to their storefront");
    expect(html).toContain('href="/products/p-alpha-9"');
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+Z"[^>]*>(just now|\d+ minutes? ago)<\/time>/i);
    expect(html).toMatch(/<time datetime="[^"]+"[^>]*>2 hours ago<\/time>/i);
    expect(redirectOf(await run(notificationsRoute.loader, { path: "/notifications", pattern: "/notifications" }))).toBe(
      "/login?redirectTo=%2Fnotifications",
    );
  });

  it("Mark all as read works as a plain form", async () => {
    const done = dataOf<{ updated: number }>(
      await run(notificationsRoute.action, {
        path: "/notifications",
        pattern: "/notifications",
        token: fan.token,
        form: { intent: "read_all" },
      }),
    );
    expect(done.updated).toBe(2);
    expect((await bell(fan)).unread_count).toBe(0);
  });
});

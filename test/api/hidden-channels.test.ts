/**
 * A channel an admin hid stays hidden everywhere a visitor could read it: its drawings under
 * /media (channel name, video titles), the notification bell, and the daily digest. Nothing new
 * is written for it either. An admin still sees everything.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { selectDigests } from "../../worker/services/digest";
import {
  call,
  CH,
  count,
  createAdmin,
  createUser,
  insertChannel,
  insertNotification,
  insertVideo,
  seedCatalogue,
  type TestUser,
} from "./fixtures";

let admin: TestUser;
let fan: TestUser;

/** A hidden channel and video whose ids have the platform's exact shapes, as /media requires. */
const QUIET = { channel_id: "UCquietQuill00000000000x", video_id: "quietVid001" };

beforeAll(async () => {
  await seedCatalogue();
  await insertChannel({ channel_id: QUIET.channel_id, handle: "quietquill", channel_name: "Quiet Quill", show: false });
  await insertVideo({
    video_id: QUIET.video_id,
    channel_id: QUIET.channel_id,
    title: "Secret fountain pens",
    published_at: "2025-03-20T00:00:00.000Z",
  });
  admin = await createAdmin();
  fan = await createUser("hidden-fan");
});

async function media(path: string, token?: string) {
  const res = await exports.default.fetch(
    new Request(`http://localhost${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  );
  return {
    status: res.status,
    cache: res.headers.get("Cache-Control"),
    edge: res.headers.get("CDN-Cache-Control"),
    text: await res.text(),
  };
}

describe("/media for a hidden channel", () => {
  it("draws the unknown placeholder for visitors and users: no name, no video title", async () => {
    const unknownAvatar = await media("/media/channels/UCnobodyAtAll0000000000x.svg");
    const unknownThumb = await media("/media/videos/nobodyVid01.svg");
    for (const token of [undefined, fan.token]) {
      const avatar = await media(`/media/channels/${QUIET.channel_id}.svg`, token);
      expect(avatar.status).toBe(200);
      expect(avatar.text).not.toContain("QQ");
      expect(avatar).toEqual(unknownAvatar);
      const thumb = await media(`/media/videos/${QUIET.video_id}.svg`, token);
      expect(thumb.text).not.toContain("Secret fountain pens");
      expect(thumb.text).not.toContain("Quiet Quill");
      expect(thumb).toEqual(unknownThumb);
    }
  });

  it("draws the real picture for an admin, never stored by a shared cache", async () => {
    const thumb = await media(`/media/videos/${QUIET.video_id}.svg`, admin.token);
    expect(thumb.text).toContain("Secret fountain pens");
    expect(thumb.text).toContain("Quiet Quill");
    expect(thumb.cache).toBe("private, no-store");
    const avatar = await media(`/media/channels/${QUIET.channel_id}.svg`, admin.token);
    expect(avatar.text).toContain(">QQ</text>");
    expect(avatar.cache).toBe("private, no-store");
  });

  it("still draws visible channels for everyone, cached publicly", async () => {
    const thumb = await media("/media/videos/alphaVid001.svg");
    // Browsers keep it briefly, the edge a day under the channel's tag (issue 22).
    expect(thumb.cache).toBe("public, max-age=300");
    expect(thumb.edge).toContain("public, max-age=86400");
    expect(thumb.text).toContain("Alpha Tech");
  });
});

describe("notifications about a hidden channel", () => {
  it("are left out of the bell and its counts; an admin still sees them", async () => {
    for (const [user, prefix] of [
      [fan, "fan"],
      [admin, "adm"],
    ] as const) {
      await insertNotification({
        notification_id: `${prefix}-hidden`,
        user_id: user.user_id,
        channel_id: CH.hidden,
        ref_id: "hiddenVid01",
      });
      await insertNotification({ notification_id: `${prefix}-alpha`, user_id: user.user_id, channel_id: CH.alpha, ref_id: "alphaVid001" });
    }
    const mine = await call("/notifications", { token: fan.token });
    expect(mine.status).toBe(200);
    expect(mine.body.notifications.map((n: { notification_id: string }) => n.notification_id)).toEqual(["fan-alpha"]);
    expect(mine.body).toMatchObject({ total: 1, unread_count: 1 });
    expect(mine.text).not.toContain("Hidden Hank");

    const admins = await call("/notifications", { token: admin.token });
    expect(new Set(admins.body.notifications.map((n: { notification_id: string }) => n.notification_id))).toEqual(
      new Set(["adm-hidden", "adm-alpha"]),
    );
    expect(admins.body).toMatchObject({ total: 2, unread_count: 2 });
  });

  it("are left out of the digest, except an admin's", async () => {
    const until = new Date("2026-11-20T06:00:00.000Z");
    const created_at = new Date(until.getTime() - 3_600_000).toISOString();
    const reader = await createUser("hidden-digest");
    for (const user of [reader, admin]) {
      await env.DB.prepare("UPDATE users SET notification_digest = 1 WHERE user_id = ?").bind(user.user_id).run();
      await insertNotification({ notification_id: `dg-h-${user.user_id}`, user_id: user.user_id, channel_id: CH.hidden, created_at });
      await insertNotification({ notification_id: `dg-a-${user.user_id}`, user_id: user.user_id, channel_id: CH.alpha, created_at });
    }
    const digests = await selectDigests(createDb(env.DB), until);
    const itemsOf = (user: TestUser) => digests.find((d) => d.user_id === user.user_id)?.items.map((i) => i.channel_name);
    expect(itemsOf(reader)).toEqual(["Alpha Tech"]);
    expect(new Set(itemsOf(admin))).toEqual(new Set(["Alpha Tech", "Hidden Hank"]));
  });

  it("are not written when a hidden channel's storefront gains a product", async () => {
    await env.DB.prepare("INSERT INTO subscriptions (user_id, channel_id) VALUES (?, ?)").bind(fan.user_id, CH.hidden).run();
    const application = await call("/prospective_creators", {
      json: { channel_handle: "@hiddenhank", email: "hank@example.com", category: "Technology & Gadgets" },
    });
    expect(application.status, application.text).toBe(201);
    const approved = await call(`/admin/creator_applications/${application.body.application_id}/approve`, {
      method: "POST",
      token: admin.token,
    });
    expect(approved.status, approved.text).toBe(200);
    const storefrontId = approved.body.storefront.storefront_id as string;
    const added = await call(`/admin/storefronts/${storefrontId}/products`, { token: admin.token, json: { product_ids: ["p-hidden-1"] } });
    expect(added.status, added.text).toBe(200);
    expect(added.body.notifications).toBe(0);
    expect(await count("notifications", "user_id = ? AND content_type = 'storefront'", fan.user_id)).toBe(0);
  });
});

/** Admins see who owns a channel and remove an owner (issue 24, item 1); nobody else may. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, count, createAdmin, createUser, insertChannel, type TestUser } from "./fixtures";

const CHANNEL = { channel_id: "UCownersAdmin000000000001", handle: "ownersadmin", channel_name: "Owners Admin" };
const OTHER = { channel_id: "UCownersAdmin000000000002", handle: "ownersother", channel_name: "Owners Other" };

async function own(channelId: string, userId: string, proof: "google" | "demo", verifiedAt: string) {
  await env.DB.prepare("INSERT INTO channel_owners (channel_id, user_id, proof, verified_at) VALUES (?, ?, ?, ?)")
    .bind(channelId, userId, proof, verifiedAt)
    .run();
}

let admin: TestUser;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  await insertChannel(CHANNEL);
  await insertChannel(OTHER);
  admin = await createAdmin();
  first = await createUser("first-owner");
  second = await createUser("second-owner");
  await own(CHANNEL.channel_id, first.user_id, "google", "2026-11-01T10:00:00.000Z");
  await own(CHANNEL.channel_id, second.user_id, "demo", "2026-11-02T10:00:00.000Z");
  await own(OTHER.channel_id, second.user_id, "google", "2026-11-03T10:00:00.000Z");
});

describe("a channel's owners (admin)", () => {
  const path = `/admin/channels/${CHANNEL.channel_id}/owners`;

  it("lists them with their e-mail, proof and time, earliest first", async () => {
    const res = await call(path, { token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      owners: [
        { ...CHANNEL, user_id: first.user_id, email: first.email, proof: "google", verified_at: "2026-11-01T10:00:00.000Z" },
        { ...CHANNEL, user_id: second.user_id, email: second.email, proof: "demo", verified_at: "2026-11-02T10:00:00.000Z" },
      ],
    });
    expect((await call("/admin/channels/UCnoSuchChannel0000000000/owners", { token: admin.token })).status).toBe(404);
  });

  it("every channel's owners, latest proof first, paged", async () => {
    const res = await call("/admin/channel-owners?limit=2", { token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.owners.map((o: { channel_id: string; user_id: string }) => [o.channel_id, o.user_id])).toEqual([
      [OTHER.channel_id, second.user_id],
      [CHANNEL.channel_id, second.user_id],
    ]);
    const next = await call("/admin/channel-owners?limit=2&page=2", { token: admin.token });
    expect(next.body.owners).toHaveLength(1);
  });

  it("is refused to anonymous visitors (401) and to users, owners included (403)", async () => {
    for (const [method, url] of [
      ["GET", path],
      ["GET", "/admin/channel-owners"],
      ["DELETE", `${path}/${first.user_id}`],
    ] as const) {
      expect((await call(url, { method })).status, `${method} ${url}`).toBe(401);
      expect((await call(url, { method, token: first.token })).status, `${method} ${url}`).toBe(403);
    }
    expect(await count("channel_owners", "channel_id = ?", CHANNEL.channel_id)).toBe(2);
  });

  it("removes one owner, leaving the others and their other channels; 404 when the user is not an owner", async () => {
    const removed = await call(`${path}/${second.user_id}`, { method: "DELETE", token: admin.token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ channel_id: CHANNEL.channel_id, user_id: second.user_id, removed: true });
    const left = await call(path, { token: admin.token });
    expect(left.body.owners.map((o: { user_id: string }) => o.user_id)).toEqual([first.user_id]);
    expect(await count("channel_owners", "channel_id = ? AND user_id = ?", OTHER.channel_id, second.user_id)).toBe(1);

    const again = await call(`${path}/${second.user_id}`, { method: "DELETE", token: admin.token });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe("Owner not found");
  });
});

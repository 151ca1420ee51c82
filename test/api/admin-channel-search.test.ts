import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, CH, createAdmin, createUser, expect422, seedCatalogue, type TestUser } from "./fixtures";

let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  user = await createUser();
});

describe("GET /api/admin/channels/search (the transcript reader's channel picker)", () => {
  it("finds visible and hidden channels by a typed word of their name or handle, sorted by name", async () => {
    const res = await call("/admin/channels/search?query=hank", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.channels).toEqual([{ channel_id: CH.hidden, handle: "hiddenhank", channel_name: "Hidden Hank", show: false }]);

    const prefix = await call("/admin/channels/search?query=alp", { token: admin.token });
    expect(prefix.body.channels.map((c: { handle: string }) => c.handle)).toEqual(["alphatech"]);
  });

  it("finds a channel beyond the first 100 by name", async () => {
    const rows = Array.from(
      { length: 120 },
      (_, i) => `('UCpad${String(i).padStart(19, "0")}', 'aaapad${i}', 'Aaa Padding ${String(i).padStart(3, "0")}')`,
    );
    await env.DB.prepare(`INSERT INTO channels (channel_id, handle, channel_name) VALUES ${rows.join(", ")}`).run();
    const res = await call("/admin/channels/search?query=zulu", { token: admin.token });
    expect(res.body.channels).toEqual([]);
    await env.DB.prepare(
      "INSERT INTO channels (channel_id, handle, channel_name) VALUES ('UCzulu0000000000000000099', 'zuluzone', 'Zulu Zone')",
    ).run();
    const found = await call("/admin/channels/search?query=zulu", { token: admin.token });
    expect(found.body.channels.map((c: { handle: string }) => c.handle)).toEqual(["zuluzone"]);
  });

  it("is for admins only and refuses empty or oversized input", async () => {
    expect((await call("/admin/channels/search?query=hank")).status).toBe(401);
    expect((await call("/admin/channels/search?query=hank", { token: user.token })).status).toBe(403);
    expect422(await call("/admin/channels/search?query=", { token: admin.token }));
    expect422(await call(`/admin/channels/search?query=${"x".repeat(201)}`, { token: admin.token }));
    expect422(await call("/admin/channels/search?query=hank&limit=21", { token: admin.token }));
  });
});

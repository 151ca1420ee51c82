/**
 * A signed-in read checks its session inside its first D1 read (worker/db/carry.ts): the answer is
 * sent only if the check holds, else the request is answered again with the session read first.
 * Revocation must stay immediate, and nothing may be written for a session that no longer holds.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { carrying, CheckFailedError } from "../../worker/db/carry";
import type { D1Handle } from "../../worker/db/client";
import { atDistance, RoundTripMeter } from "../../worker/db/simulated-distance";
import { call, CH, createAdmin, createUser, seedCatalogue } from "./fixtures";

beforeAll(async () => {
  await seedCatalogue();
});

describe("a signed-in read whose session no longer holds", () => {
  it("is answered as nobody once the token is revoked (logout)", async () => {
    const user = await createUser("carried-logout");
    expect((await call("/subscriptions", { token: user.token, json: { channel_id: CH.alpha } })).status).toBe(201);
    const before = await call(`/channels/${CH.alpha}`, { token: user.token });
    expect(before.body.is_subscribed).toBe(true);
    expect((await call("/users/logout", { method: "POST", token: user.token })).status).toBeLessThan(300);
    expect((await call("/users/me", { token: user.token })).status).toBe(401);
    const after = await call(`/channels/${CH.alpha}`, { token: user.token });
    expect(after.status).toBe(200);
    expect(after.body.is_subscribed).toBe(false);
  });

  it("follows the account's admin flag and e-mail, not the token's", async () => {
    const admin = await createAdmin();
    expect((await call("/admin/tasks", { token: admin.token })).status).toBe(200);
    await env.DB.prepare("UPDATE users SET is_admin = 0, email = 'renamed-admin@example.com' WHERE user_id = ?").bind(admin.user_id).run();
    expect((await call("/admin/tasks", { token: admin.token })).status).toBe(403);
    const me = await call("/users/me", { token: admin.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "renamed-admin@example.com", is_admin: false });
  });
});

describe("the carrying handle", () => {
  const userCheck = (userId: string, d1: D1Handle = env.DB) => d1.prepare("SELECT user_id FROM users WHERE user_id = ?").bind(userId);
  const exists = (row: Record<string, unknown> | null) => row !== null;

  it("sends the check with the first read and answers that read", async () => {
    const user = await createUser("carried-read");
    const carried = carrying(env.DB, userCheck(user.user_id), exists);
    const row = await carried.handle.prepare("SELECT 41 + 1 AS answer").first<{ answer: number }>();
    expect(row).toEqual({ answer: 42 });
    const [a, b] = await carried.handle.batch([carried.handle.prepare("SELECT 1 AS n"), carried.handle.prepare("SELECT 2 AS n")]);
    expect([a?.results, b?.results]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(await carried.verdict()).toBe(true);
  });

  it("refuses reads after a failed check, and never writes for it", async () => {
    const failing = carrying(env.DB, userCheck("no-such-user"), exists);
    await expect(failing.handle.prepare("SELECT 1").first()).rejects.toBeInstanceOf(CheckFailedError);
    await expect(failing.handle.prepare("SELECT 2").all()).rejects.toBeInstanceOf(CheckFailedError);
    expect(await failing.verdict()).toBe(false);

    // A first call that writes waits for the check, run alone: the row is never inserted.
    const writer = carrying(env.DB, userCheck("no-such-user"), exists);
    const insert = writer.handle.prepare("INSERT INTO rate_limit_counters (key, window_start, count) VALUES ('carried-write', 0, 1)").run();
    await expect(insert).rejects.toBeInstanceOf(CheckFailedError);
    const written = await env.DB.prepare("SELECT count(*) AS n FROM rate_limit_counters WHERE key = 'carried-write'").first<{
      n: number;
    }>();
    expect(written?.n).toBe(0);
  });

  it("runs the check alone when no read carried it", async () => {
    const user = await createUser("carried-alone");
    expect(await carrying(env.DB, userCheck(user.user_id), exists).verdict()).toBe(true);
    expect(await carrying(env.DB, userCheck("no-such-user"), exists).verdict()).toBe(false);
  });

  it("over the benchmark's distance, carries the check in its first read's round trip, but not in a statement it did not prepare", async () => {
    const user = await createUser("carried-distant");
    const meter = new RoundTripMeter(0);
    const distant = atDistance(env.DB, meter);
    const carried = carrying(distant, userCheck(user.user_id, distant), exists);
    expect(await carried.handle.prepare("SELECT 7 AS n").first("n")).toBe(7);
    expect(meter.trips).toBe(1);

    // The inner handle's statement is of unknown SQL to the carrying one: the check runs alone first.
    const other = carrying(distant, userCheck(user.user_id, distant), exists);
    const [result] = await other.handle.batch([distant.prepare("SELECT 8 AS n")]);
    expect(result?.results).toEqual([{ n: 8 }]);
    expect(meter.trips).toBe(3);
  });

  it("never carries raw(), whose rows keep duplicate column names: it waits for the check", async () => {
    const user = await createUser("carried-raw");
    const meter = new RoundTripMeter(0);
    const distant = atDistance(env.DB, meter);
    const carried = carrying(distant, userCheck(user.user_id, distant), exists);
    expect(await carried.handle.prepare("SELECT 1 AS n, 2 AS n").raw({ columnNames: true })).toEqual([
      ["n", "n"],
      [1, 2],
    ]);
    expect(meter.trips).toBe(2);
    const failing = carrying(env.DB, userCheck("no-such-user"), exists);
    await expect(failing.handle.prepare("SELECT 1").raw()).rejects.toBeInstanceOf(CheckFailedError);
  });
});

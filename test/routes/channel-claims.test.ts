/** The claim's pages (start, Google's redirect) and the admin's Channel Owners section, without a browser. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as adminOwners from "../../app/routes/admin/owners/route";
import * as claim from "../../app/routes/studio-claim";
import * as claimCallback from "../../app/routes/studio-claim-callback";
import { CLAIMING_NOT_CONFIGURED, INVALID_CLAIM_STATE } from "../../worker/services/channel-claims";
import { count, createAdmin, createUser, insertChannel, type TestUser } from "../api/fixtures";
import { dataOf, redirectOf, run } from "./harness";

const CHANNEL = { channel_id: "UCclaimPages0000000000001", handle: "claimpages", channel_name: "Claim Pages" };
let user: TestUser;
let adminUser: TestUser;

beforeAll(async () => {
  await insertChannel(CHANNEL);
  user = await createUser("claim-pages");
  adminUser = await createAdmin();
});

describe("claiming a channel (pages)", () => {
  it("asks anonymous visitors to sign in first, keeping Google's answer for after", async () => {
    expect(redirectOf(await run(claim.loader, { path: "/studio/claim", pattern: "/studio/claim" }))).toBe(
      `/login?redirectTo=${encodeURIComponent("/studio/claim")}`,
    );
    const back = "/studio/claim/callback?state=s&code=c";
    expect(redirectOf(await run(claimCallback.loader, { path: back, pattern: "/studio/claim/callback" }))).toBe(
      `/login?redirectTo=${encodeURIComponent(back)}`,
    );
  });

  it("says when the server has no Google OAuth client, and the button's action answers why", async () => {
    const page = dataOf<{ configured: boolean; emailVerified: boolean }>(
      await run(claim.loader, { path: "/studio/claim", pattern: "/studio/claim", token: user.token }),
    );
    expect(page).toEqual({ configured: false, emailVerified: true });
    const started = await run(claim.action, { path: "/studio/claim", pattern: "/studio/claim", form: {}, token: user.token });
    expect(dataOf<{ error: string }>(started, 400).error).toBe(CLAIMING_NOT_CONFIGURED);
  });

  it("shows a state that is not ours as the reason, with nothing recorded", async () => {
    const path = "/studio/claim/callback?state=forged&code=c";
    const outcome = await run(claimCallback.loader, { path, pattern: "/studio/claim/callback", token: user.token });
    expect(dataOf<{ result: unknown; error: string }>(outcome, 400)).toEqual({ result: null, error: INVALID_CLAIM_STATE });
    expect(await count("channel_owners", "user_id = ?", user.user_id)).toBe(0);
  });
});

describe("admin: Channel Owners", () => {
  it("is for admins only", async () => {
    const at = { path: "/admin/owners", pattern: "/admin/owners" };
    expect(redirectOf(await run(adminOwners.loader, at))).toBe(`/login?redirectTo=${encodeURIComponent("/admin/owners")}`);
    expect(redirectOf(await run(adminOwners.loader, { ...at, token: user.token }))).toBe("/");
    expect(
      redirectOf(
        await run(adminOwners.action, { ...at, form: { channel_id: CHANNEL.channel_id, user_id: user.user_id }, token: user.token }),
      ),
    ).toBe("/");
  });

  it("lists owners and removes one, then says when there is none to remove", async () => {
    await env.DB.prepare(
      "INSERT INTO channel_owners (channel_id, user_id, proof, verified_at) VALUES (?, ?, 'google', '2026-11-05T00:00:00.000Z')",
    )
      .bind(CHANNEL.channel_id, user.user_id)
      .run();
    const at = { path: "/admin/owners", pattern: "/admin/owners", token: adminUser.token };
    const listed = dataOf<{ owners: { channel_id: string; email: string }[]; total: number }>(await run(adminOwners.loader, at));
    expect(listed.owners).toContainEqual(expect.objectContaining({ channel_id: CHANNEL.channel_id, email: user.email }));
    const form = { channel_id: CHANNEL.channel_id, user_id: user.user_id, page: "1" };
    expect(redirectOf(await run(adminOwners.action, { ...at, form }))).toBe("/admin/owners");
    expect(await count("channel_owners", "channel_id = ?", CHANNEL.channel_id)).toBe(0);
    expect(dataOf<{ error: string }>(await run(adminOwners.action, { ...at, form }), 400).error).toBe("Owner not found");
  });
});

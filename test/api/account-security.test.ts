/**
 * Issue 13 items 7, 8 and 14: common passwords refused, changing a password, e-mail
 * confirmation before subscribing or mail, and the second factor (TOTP and recovery codes),
 * required for admins before an admin session exists.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { totpCode } from "../../worker/auth/totp";
import { call, CH, confirmEmail, createUser, expect422, login, seedCatalogue, uniqueEmail } from "./fixtures";

beforeAll(async () => {
  await seedCatalogue();
});

/** The links the local e-mail transport logged while `run` ran. */
async function mailedLinks(run: () => Promise<unknown>): Promise<string[]> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await run();
    return log.mock.calls.flatMap(([line]) =>
      typeof line === "string" && line.startsWith("[email] ") ? (JSON.parse(line.slice(8)) as { links: string[] }).links : [],
    );
  } finally {
    log.mockRestore();
  }
}

describe("common passwords", () => {
  it("are refused at registration with a clear message, whatever their case", async () => {
    for (const password of ["password123", "Password123", "qwertyuiop", "iloveyou1"]) {
      const res = await call("/users/register", { json: { email: uniqueEmail("common"), password } });
      expect422(res, "body");
      expect(JSON.stringify(res.body)).toContain("This password is too common. Choose one that is harder to guess.");
    }
    expect((await call("/users/register", { json: { email: uniqueEmail("uncommon"), password: "tangerine-rocket-42" } })).status).toBe(201);
  });
});

describe("changing a password", () => {
  it("needs the current one, ends the other sessions and keeps this one with a new token", async () => {
    const me = await createUser("change");
    const other = (await login(me.email, me.password)).body.access_token as string;
    const wrong = await call("/users/me/password", {
      json: { current_password: "not-it-at-all", new_password: "brand-new-secret-9" },
      token: me.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: "Current password is incorrect" });
    const common = await call("/users/me/password", {
      json: { current_password: me.password, new_password: "password123" },
      token: me.token,
    });
    expect(common.status).toBe(422);
    const ok = await call("/users/me/password", {
      json: { current_password: me.password, new_password: "brand-new-secret-9" },
      token: me.token,
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Set-Cookie")).toMatch(/^session=/);
    expect((await call("/users/me", { token: other })).status).toBe(401);
    expect((await call("/users/me", { token: me.token })).status).toBe(401);
    expect((await call("/users/me", { token: ok.body.access_token })).status).toBe(200);
    expect((await login(me.email, me.password)).status).toBe(401);
    expect((await login(me.email, "brand-new-secret-9")).status).toBe(200);
  });
});

describe("e-mail confirmation", () => {
  it("mails a link at registration; until it is opened the account cannot subscribe or turn e-mail on", async () => {
    const email = uniqueEmail("confirm");
    let userId = "";
    const links = await mailedLinks(async () => {
      const reg = await call("/users/register", { json: { email, password: "tangerine-rocket-42" } });
      userId = reg.body.user_id;
    });
    expect(links).toHaveLength(1);
    const token = /\/verify-email\/([^/?#]+)$/.exec(links[0]!)?.[1];
    expect(token).toBeTruthy();
    const session = (await login(email, "tangerine-rocket-42")).body.access_token as string;
    const detail = "Confirm your e-mail address first: open the link we sent you, or send a new one from your account page.";
    const subscribe = await call("/subscriptions", { json: { channel_id: CH.alpha }, token: session });
    expect(subscribe.status).toBe(403);
    expect(subscribe.body).toEqual({ detail });
    expect((await call("/users/me/preferences", { method: "PUT", json: { notification_digest: true }, token: session })).body).toEqual({
      detail,
    });
    // Turning mail off never needs it.
    expect((await call("/users/me/preferences", { method: "PUT", json: { notification_digest: false }, token: session })).status).toBe(200);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM subscriptions WHERE user_id = ?").bind(userId).first()).toEqual({ n: 0 });

    const verified = await call(`/users/verify-email/${token}`, { method: "POST" });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ email, email_verified: true });
    expect((await call("/subscriptions", { json: { channel_id: CH.alpha }, token: session })).status).toBe(201);
  });

  it("refuses forged links, other purposes' tokens and a link for an address the account no longer has", async () => {
    const me = await createUser("confirm-bad");
    const detail = "This confirmation link is invalid or has expired. Send a new one from your account page.";
    for (const bad of ["not-a-token", me.token]) {
      const res = await call(`/users/verify-email/${encodeURIComponent(bad)}`, { method: "POST" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail });
    }
    await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE user_id = ?").bind(me.user_id).run();
    const [link] = await mailedLinks(() => call("/users/me/verification-email", { method: "POST", token: me.token }));
    await env.DB.prepare("UPDATE users SET email = ? WHERE user_id = ?").bind(uniqueEmail("moved"), me.user_id).run();
    const stale = await call(`/users/verify-email/${/\/verify-email\/(.+)$/.exec(link!)![1]}`, { method: "POST" });
    expect(stale.status).toBe(400);
  });
});

describe("two-factor authentication", () => {
  async function withSecondFactor(prefix: string) {
    const me = await createUser(prefix);
    const { secret } = (await call("/users/me/mfa/enroll", { method: "POST", token: me.token })).body as { secret: string };
    const wrong = await call("/users/me/mfa/confirm", { json: { code: "000000" }, token: me.token });
    expect(wrong.status).toBe(400);
    const confirmed = await call("/users/me/mfa/confirm", { json: { code: totpCode(secret) }, token: me.token });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    return { ...me, secret, codes };
  }

  it("asks for a code after the password; a code works once, a recovery code once, a wrong one never", async () => {
    const me = await withSecondFactor("mfa");
    expect((await call("/users/me/mfa", { token: me.token })).body).toEqual({ enabled: true, recovery_codes_left: 10 });
    const first = await call("/users/login", { form: { username: me.email, password: me.password } });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["mfa_required", "mfa_token"]);
    expect(first.headers.getSetCookie().filter((c) => c.startsWith("session="))).toEqual([]);
    // The challenge is no session, and a session token is no challenge.
    expect((await call("/users/me", { token: first.body.mfa_token })).status).toBe(401);
    expect((await call("/users/login/mfa", { json: { mfa_token: me.token, code: totpCode(me.secret) } })).status).toBe(401);
    const wrong = await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: "123456" } });
    expect(wrong.status).toBe(400);
    // The code that turned it on was already used in this 30-second step: a replay is refused.
    const replay = await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: totpCode(me.secret) } });
    expect(replay.status).toBe(400);
    const recovered = await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: me.codes[0]!.toUpperCase() } });
    expect(recovered.status).toBe(200);
    expect(recovered.headers.get("Set-Cookie")).toMatch(/^session=/);
    expect((await call("/users/me", { token: recovered.body.access_token })).status).toBe(200);
    const again = await call("/users/login", { form: { username: me.email, password: me.password } });
    expect((await call("/users/login/mfa", { json: { mfa_token: again.body.mfa_token, code: me.codes[0]! } })).status).toBe(400);
    expect((await call("/users/me/mfa", { token: me.token })).body).toEqual({ enabled: true, recovery_codes_left: 9 });
  });

  it("stops guessing after five wrong codes in a quarter of an hour", async () => {
    const me = await withSecondFactor("mfa-guess");
    const { mfa_token } = (await call("/users/login", { form: { username: me.email, password: me.password } })).body;
    // One wrong code was already counted while setting it up.
    for (let i = 0; i < 4; i++) expect((await call("/users/login/mfa", { json: { mfa_token, code: "111111" } })).status).toBe(400);
    const blocked = await call("/users/login/mfa", { json: { mfa_token, code: me.codes[1]! } });
    expect(blocked.status).toBe(429);
  });

  it("an admin without a second factor gets no session from the password: they set one up first", async () => {
    const email = uniqueEmail("new-admin");
    const reg = await call("/users/register", { json: { email, password: "tangerine-rocket-42" } });
    await confirmEmail(reg.body.user_id);
    await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE user_id = ?").bind(reg.body.user_id).run();
    const first = await call("/users/login", { form: { username: email, password: "tangerine-rocket-42" } });
    expect(Object.keys(first.body).sort()).toEqual(["mfa_enrollment_required", "mfa_token"]);
    expect(first.headers.getSetCookie().filter((c) => c.startsWith("session="))).toEqual([]);
    // An enrollment challenge is not a code challenge.
    expect((await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: "000000" } })).status).toBe(401);
    const setup = await call("/users/login/mfa/enroll", { json: { mfa_token: first.body.mfa_token } });
    expect(setup.status).toBe(200);
    expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/CreatorPicks:.+\?.*secret=/);
    const done = await call("/users/login/mfa/enroll/confirm", {
      json: { mfa_token: first.body.mfa_token, code: totpCode(setup.body.secret) },
    });
    expect(done.status).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    const me = await call("/users/me", { token: done.body.access_token });
    expect(me.body.is_admin).toBe(true);
    const off = await call("/users/me/mfa", {
      method: "DELETE",
      json: { password: "tangerine-rocket-42", code: done.body.recovery_codes[0] },
      token: done.body.access_token,
    });
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ detail: "Administrators must keep two-factor authentication on." });
  });

  it("a user turns it off with the password and a code; the secret is stored sealed, never in the clear", async () => {
    const me = await withSecondFactor("mfa-off");
    const row = await env.DB.prepare("SELECT mfa_secret FROM users WHERE user_id = ?").bind(me.user_id).first<{ mfa_secret: string }>();
    expect(row!.mfa_secret).toMatch(/^v1\./);
    expect(row!.mfa_secret).not.toContain(me.secret);
    expect(
      (await call("/users/me/mfa", { method: "DELETE", json: { password: "wrong-password-here", code: me.codes[0] }, token: me.token }))
        .status,
    ).toBe(400);
    const off = await call("/users/me/mfa", { method: "DELETE", json: { password: me.password, code: me.codes[0] }, token: me.token });
    expect(off.body).toEqual({ enabled: false, recovery_codes_left: 0 });
    const plain = await call("/users/login", { form: { username: me.email, password: me.password } });
    expect(plain.body.access_token).toBeTruthy();
  });
});

/**
 * Issue 22, findings 1, 6 and 7 and two of its "info" items: replacing a second factor takes the
 * password and a current code (then the other sessions end and the owner is mailed); checks of the
 * current password are counted per account and end the session after five wrong ones; a login
 * challenge dies with a password reset, works once, and an enrolment challenge cannot overwrite a
 * factor set up since; recovery codes are stored as a keyed HMAC; the account page rebuilds a
 * pending setup from the server's secret, never from the form's.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as account from "../../app/routes/account";
import * as loginPage from "../../app/routes/login";
import { totpCode } from "../../worker/auth/totp";
import { dataOf, run } from "../routes/harness";
import { call, confirmEmail, createUser, login, seedCatalogue, uniqueEmail } from "./fixtures";

beforeAll(async () => {
  await seedCatalogue();
});

const INVALID_CODE = "That code is not valid. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.";
const REPLACE_NEEDS_PROOF = "To replace your two-factor authentication, enter your password and a current code (or a recovery code).";
const EXPIRED_CHALLENGE = "Your sign-in took too long or was not valid. Please log in again.";
const SIGNED_OUT = "Current password is incorrect. After 5 wrong passwords you have been signed out: sign in again to continue.";
const PASSWORD_CHECKS_PAUSED = "Too many wrong passwords. Try again in 15 minutes.";

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** The e-mails the local transport logged while `work` ran. */
async function mailsDuring(work: () => Promise<unknown>): Promise<Mail[]> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await work();
    return log.mock.calls.flatMap(([line]) =>
      typeof line === "string" && line.startsWith("[email] ") ? [JSON.parse(line.slice(8)) as Mail] : [],
    );
  } finally {
    log.mockRestore();
  }
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A signed-in user who turned the second factor on (no wrong code counted on the way). */
async function withSecondFactor(prefix: string) {
  const me = await createUser(prefix);
  const { secret } = (await call("/users/me/mfa/enroll", { method: "POST", token: me.token })).body as { secret: string };
  const confirmed = await call("/users/me/mfa/confirm", { json: { code: totpCode(secret) }, token: me.token });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { ...me, secret, codes: [...(confirmed.body.recovery_codes as string[])] };
}

/** A second session of the account: password, then one of its recovery codes. */
async function secondSession(email: string, password: string, code: string): Promise<string> {
  const first = await call("/users/login", { form: { username: email, password } });
  const done = await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code } });
  expect(done.status, done.text).toBe(200);
  return done.body.access_token as string;
}

describe("replacing the second factor (finding 1)", () => {
  it("takes the password and a current code; then the other sessions end, this one goes on, and the owner is mailed", async () => {
    const me = await withSecondFactor("replace");
    const other = await secondSession(me.email, me.password, me.codes[0]!);
    const enroll = (json?: unknown) => call("/users/me/mfa/enroll", { method: "POST", json, token: me.token });

    const bare = await enroll();
    expect(bare.status).toBe(400);
    expect(bare.body).toEqual({ detail: REPLACE_NEEDS_PROOF });
    const wrongPassword = await enroll({ password: "not-the-password", code: me.codes[1] });
    expect(wrongPassword.body).toEqual({ detail: "Current password is incorrect" });
    const wrongCode = await enroll({ password: me.password, code: "000000" });
    expect(wrongCode.body).toEqual({ detail: INVALID_CODE });
    // Nothing was set up by the refused calls: a confirm has no pending secret to turn on.
    expect((await call("/users/me/mfa/confirm", { json: { code: "123456" }, token: me.token })).body).toEqual({
      detail: "Start setting up two-factor authentication first.",
    });

    const started = await enroll({ password: me.password, code: me.codes[1] });
    expect(started.status, started.text).toBe(200);
    let confirmed = await call("/users/me/mfa/confirm", { json: { code: "000000" }, token: me.token });
    expect(confirmed.status).toBe(400);
    const mails = await mailsDuring(async () => {
      confirmed = await call("/users/me/mfa/confirm", { json: { code: totpCode(started.body.secret) }, token: me.token });
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(Object.keys(confirmed.body).sort()).toEqual(["access_token", "recovery_codes", "token_type"]);
    expect(confirmed.headers.get("Set-Cookie")).toMatch(/^session=/);
    expect(mails).toEqual([
      { to: me.email, subject: "Your two-factor authentication was changed", links: [expect.stringMatching(/\/forgot-password$/)] },
    ]);
    expect((await call("/users/me", { token: other })).status).toBe(401);
    expect((await call("/users/me", { token: me.token })).status).toBe(401);
    expect((await call("/users/me", { token: confirmed.body.access_token })).status).toBe(200);

    // The old recovery codes went with the old factor.
    const again = await call("/users/login", { form: { username: me.email, password: me.password } });
    expect((await call("/users/login/mfa", { json: { mfa_token: again.body.mfa_token, code: me.codes[2] } })).status).toBe(400);
    const fresh = await call("/users/login/mfa", { json: { mfa_token: again.body.mfa_token, code: confirmed.body.recovery_codes[0] } });
    expect(fresh.status).toBe(200);
  });

  it("on /account: the page asks for the password and a code, and rebuilds the setup from the server's pending secret", async () => {
    const me = await withSecondFactor("replace-page");
    const act = (form: Record<string, string>, token = me.token) =>
      run(account.action, { path: "/account", pattern: "/account", form, token });

    const bare = await act({ intent: "mfa_start" });
    expect(dataOf(bare, 400)).toEqual({ section: "mfa", ok: false, message: REPLACE_NEEDS_PROOF });
    const started = dataOf<{ section: string; secret: string; otpauth_uri: string }>(
      await act({ intent: "mfa_start", password: me.password, code: me.codes[0]! }),
    );
    expect(started.section).toBe("mfa-setup");

    // A wrong code shows the setup again as the server holds it, never the form's copy.
    const forged = { secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", otpauth_uri: "otpauth://totp/Evil:x?secret=JBSWY3DPEHPK3PXP" };
    const wrongWithForged = await act({ intent: "mfa_confirm", code: "000000", ...forged });
    expect(JSON.stringify(dataOf(wrongWithForged, 400))).not.toContain("JBSWY3DPEHPK3PXP");
    const wrong = dataOf<{ section: string; secret: string; otpauth_uri: string }>(
      await act({ intent: "mfa_confirm", code: "000000", secret: started.secret, otpauth_uri: forged.otpauth_uri }),
      400,
    );
    expect(wrong).toMatchObject({ section: "mfa-setup", secret: started.secret, otpauth_uri: started.otpauth_uri });

    const done = await act({ intent: "mfa_confirm", code: totpCode(started.secret), secret: started.secret });
    expect(dataOf<{ section: string; recovery_codes: string[] }>(done).recovery_codes).toHaveLength(10);
    const cookie = done.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect((await call("/users/me", { token: me.token })).status).toBe(401);
    expect((await call("/users/me", { token: /^session=([^;]+)/.exec(cookie)![1] })).status).toBe(200);
  });
});

describe("checks of the current password (finding 6)", () => {
  it("count wrong passwords per account before checking; the fifth ends the session, then the checks pause", async () => {
    const me = await createUser("pw-throttle");
    const change = (current_password: string, token = me.token) =>
      call("/users/me/password", { json: { current_password, new_password: "brand-new-secret-9" }, token });
    for (let i = 0; i < 4; i++) expect((await change(`wrong-password-${i}`)).body).toEqual({ detail: "Current password is incorrect" });
    const fifth = await change("wrong-password-4");
    expect(fifth.status).toBe(401);
    expect(fifth.body).toEqual({ detail: SIGNED_OUT });
    expect((await call("/users/me", { token: me.token })).status).toBe(401);

    // The owner signs in again; the checks stay paused for the window, the new session is kept.
    const fresh = (await login(me.email, me.password)).body.access_token as string;
    const paused = await change(me.password, fresh);
    expect(paused.status).toBe(429);
    expect(paused.body).toEqual({ detail: PASSWORD_CHECKS_PAUSED });
    expect((await call("/users/me", { token: fresh })).status).toBe(200);
    expect((await login(me.email, "brand-new-secret-9")).status).toBe(401);
  });

  it("share one count between changing the password, turning the factor off and replacing it; a right password gives its count back", async () => {
    const me = await withSecondFactor("pw-shared");
    const ok = await call("/users/me/password", {
      json: { current_password: me.password, new_password: "brand-new-secret-9" },
      token: me.token,
    });
    expect(ok.status).toBe(200);
    const token = ok.body.access_token as string;
    const password = "brand-new-secret-9";
    const wrong = { password: "not-the-password", code: me.codes[0] };
    for (let i = 0; i < 2; i++) expect((await call("/users/me/mfa", { method: "DELETE", json: wrong, token })).status).toBe(400);
    for (let i = 0; i < 2; i++) expect((await call("/users/me/mfa/enroll", { method: "POST", json: wrong, token })).status).toBe(400);
    const last = await call("/users/me/password", { json: { current_password: "still-wrong", new_password: "another-secret-77" }, token });
    expect(last.body).toEqual({ detail: SIGNED_OUT });
    expect((await call("/users/me", { token })).status).toBe(401);
    expect((await login(me.email, password)).status).toBe(200);
  });
});

describe("login challenges (finding 7)", () => {
  it("die with a password reset", async () => {
    const me = await withSecondFactor("challenge-reset");
    const first = await call("/users/login", { form: { username: me.email, password: me.password } });
    expect(first.body.mfa_required).toBe(true);
    const resetToken = `reset${crypto.randomUUID().replaceAll("-", "")}`;
    await env.DB.prepare("INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256Hex(resetToken), me.user_id, Math.floor(Date.now() / 1000) + 3600)
      .run();
    const reset = await call(`/users/reset-password/${resetToken}`, { json: { new_password: "a-whole-new-passphrase" } });
    expect(reset.status, reset.text).toBe(200);
    const late = await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: me.codes[0] } });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({ detail: EXPIRED_CHALLENGE });
  });

  it("work once", async () => {
    const me = await withSecondFactor("challenge-once");
    const first = await call("/users/login", { form: { username: me.email, password: me.password } });
    const wrong = await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: "000000" } });
    expect(wrong.status).toBe(400);
    expect((await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: me.codes[0] } })).status).toBe(200);
    const replay = await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: me.codes[1] } });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ detail: EXPIRED_CHALLENGE });
  });

  it("an enrolment challenge cannot set up a factor over one set up since", async () => {
    const email = uniqueEmail("challenge-enroll");
    const password = "tangerine-rocket-42";
    const reg = await call("/users/register", { json: { email, password } });
    await confirmEmail(reg.body.user_id);
    await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE user_id = ?").bind(reg.body.user_id).run();
    const stale = (await call("/users/login", { form: { username: email, password } })).body.mfa_token as string;
    const current = (await call("/users/login", { form: { username: email, password } })).body.mfa_token as string;
    const setup = await call("/users/login/mfa/enroll", { json: { mfa_token: current } });
    const done = await call("/users/login/mfa/enroll/confirm", { json: { mfa_token: current, code: totpCode(setup.body.secret) } });
    expect(done.status, done.text).toBe(200);

    const overwrite = await call("/users/login/mfa/enroll", { json: { mfa_token: stale } });
    expect(overwrite.status).toBe(401);
    expect(overwrite.body).toEqual({ detail: EXPIRED_CHALLENGE });
    const secretNow = await env.DB.prepare("SELECT mfa_secret, mfa_pending_secret FROM users WHERE user_id = ?")
      .bind(reg.body.user_id)
      .first<{ mfa_secret: string; mfa_pending_secret: string | null }>();
    expect(secretNow!.mfa_pending_secret).toBeNull();
    // The challenge used for the setup is spent too.
    expect((await call("/users/login/mfa/enroll", { json: { mfa_token: current } })).status).toBe(401);
    const signIn = await call("/users/login", { form: { username: email, password } });
    expect(signIn.body.mfa_required).toBe(true);
    expect((await call("/users/login/mfa", { json: { mfa_token: signIn.body.mfa_token, code: done.body.recovery_codes[0] } })).status).toBe(
      200,
    );
  });
});

describe("the setup pages (info item)", () => {
  it("an admin's first-login setup shows the server's pending secret again after a wrong code, never the form's copy", async () => {
    const email = uniqueEmail("enroll-page");
    const password = "tangerine-rocket-42";
    const reg = await call("/users/register", { json: { email, password } });
    await confirmEmail(reg.body.user_id);
    await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE user_id = ?").bind(reg.body.user_id).run();
    const act = (form: Record<string, string>) => run(loginPage.action, { path: "/login", pattern: "/login", form });
    const shown = dataOf<{ step: string; mfa_token: string; secret: string; otpauth_uri: string }>(await act({ email, password }));
    expect(shown.step).toBe("enroll");
    const forged = { secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", otpauth_uri: "otpauth://totp/Evil:x?secret=JBSWY3DPEHPK3PXP" };
    const withForged = await act({ intent: "enroll", mfa_token: shown.mfa_token, code: "000000", ...forged });
    expect(JSON.stringify(dataOf(withForged, 400))).not.toContain("JBSWY3DPEHPK3PXP");
    const again = await act({
      intent: "enroll",
      mfa_token: shown.mfa_token,
      code: "000000",
      secret: shown.secret,
      otpauth_uri: forged.otpauth_uri,
    });
    expect(dataOf(again, 400)).toMatchObject({
      step: "enroll",
      mfa_token: shown.mfa_token,
      secret: shown.secret,
      otpauth_uri: shown.otpauth_uri,
    });
  });
});

describe("recovery codes (info item)", () => {
  it("are stored as a keyed HMAC, not a plain SHA-256; a code stored the old way still works once and is rewrapped", async () => {
    const me = await withSecondFactor("hmac");
    const stored = await env.DB.prepare("SELECT code_hash FROM mfa_recovery_codes WHERE user_id = ?")
      .bind(me.user_id)
      .all<{ code_hash: string }>();
    const plain = await Promise.all(me.codes.map((c) => sha256Hex(c)));
    expect(stored.results).toHaveLength(10);
    for (const { code_hash } of stored.results) expect(plain).not.toContain(code_hash);

    const legacyCode = "abcde-fghjk";
    await env.DB.prepare("INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES (?, ?)")
      .bind(me.user_id, await sha256Hex(legacyCode))
      .run();
    const first = await call("/users/login", { form: { username: me.email, password: me.password } });
    expect((await call("/users/login/mfa", { json: { mfa_token: first.body.mfa_token, code: legacyCode.toUpperCase() } })).status).toBe(
      200,
    );
    const after = await env.DB.prepare("SELECT code_hash, used_at FROM mfa_recovery_codes WHERE user_id = ?")
      .bind(me.user_id)
      .all<{ code_hash: string; used_at: string | null }>();
    expect(after.results.map((r) => r.code_hash)).not.toContain(await sha256Hex(legacyCode));
    expect(after.results.filter((r) => r.used_at !== null)).toHaveLength(1);
    const again = await call("/users/login", { form: { username: me.email, password: me.password } });
    expect((await call("/users/login/mfa", { json: { mfa_token: again.body.mfa_token, code: legacyCode } })).status).toBe(400);
  });
});

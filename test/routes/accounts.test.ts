/** Loaders and actions of the account pages: login, register, logout, password reset, profile. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as forgot from "../../app/routes/forgot-password";
import * as login from "../../app/routes/login";
import * as logout from "../../app/routes/logout";
import * as profile from "../../app/routes/profile";
import * as register from "../../app/routes/register";
import * as reset from "../../app/routes/reset-password";
import { totpCode } from "../../worker/auth/totp";
import { CH, call, createAdmin, createUser, seedCatalogue, totpSecretOf, uniqueEmail, type TestUser } from "../api/fixtures";
import { dataOf, redirectOf, run } from "./harness";

let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("accounts-routes");
  admin = await createAdmin();
});

const sessionCookieOf = (headers: Headers) => headers.get("Set-Cookie") ?? "";

describe("login", () => {
  it("ignores a submission with an empty field, and says why a wrong password fails", async () => {
    expect(dataOf(await run(login.action, { path: "/login", pattern: "/login", form: { email: user.email, password: "" } }))).toBeNull();
    const wrong = await run(login.action, { path: "/login", pattern: "/login", form: { email: user.email, password: "not-the-password" } });
    expect(dataOf(wrong, 400)).toEqual({ step: "password", error: "Incorrect email or password", email: user.email });
  });

  it("signs in with a session cookie and goes back where the visitor came from; an admin goes to /admin", async () => {
    const ok = await run(login.action, {
      path: "/login",
      pattern: "/login",
      form: { email: user.email, password: user.password, redirectTo: "/products?page=2" },
    });
    expect(redirectOf(ok)).toBe("/products?page=2");
    expect(sessionCookieOf(ok.headers)).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+; .*HttpOnly/i);
    for (const redirectTo of ["//evil.example/x", "/\t/evil.example", "/\n/evil.example", "/\\evil.example"]) {
      const offSite = await run(login.action, {
        path: "/login",
        pattern: "/login",
        form: { email: user.email, password: user.password, redirectTo },
      });
      expect(redirectOf(offSite), JSON.stringify(redirectTo)).toBe("/");
    }
    // The loader decodes ?redirectTo=%2F%09%2Fevil.example to "/\t/evil.example" before it is checked.
    expect(
      redirectOf(await run(login.loader, { path: "/login?redirectTo=%2F%09%2Fevil.example", pattern: "/login", token: user.token })),
    ).toBe("/");
    // An admin's password leads to the second factor, then to /admin.
    const adminLogin = await run(login.action, {
      path: "/login",
      pattern: "/login",
      form: { email: admin.email, password: admin.password, redirectTo: "/products" },
    });
    const challenge = dataOf<{ step: string; mfa_token: string; redirectTo: string }>(adminLogin);
    expect(challenge.step).toBe("mfa");
    // No session yet: only the known-device cookie of a correct password (worker/auth/login-throttle.ts).
    expect(adminLogin.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["known_device"]);
    const wrongCode = await run(login.action, {
      path: "/login",
      pattern: "/login",
      form: { intent: "mfa", mfa_token: challenge.mfa_token, code: "000000", redirectTo: "/products" },
    });
    expect(dataOf<{ step: string; error: string }>(wrongCode, 400).step).toBe("mfa");
    const code = totpCode(totpSecretOf(admin.email)!, Date.now() + 30_000);
    const done = await run(login.action, {
      path: "/login",
      pattern: "/login",
      form: { intent: "mfa", mfa_token: challenge.mfa_token, code, redirectTo: "/products" },
    });
    expect(redirectOf(done)).toBe("/admin");
    expect(sessionCookieOf(done.headers)).toMatch(/^session=/);
  });

  it("sends a visitor who is already signed in on, without showing the form", async () => {
    expect(redirectOf(await run(login.loader, { path: "/login?redirectTo=%2Fchannels", pattern: "/login", token: user.token }))).toBe(
      "/channels",
    );
    expect(redirectOf(await run(login.loader, { path: "/login", pattern: "/login", token: admin.token }))).toBe("/admin");
    expect(dataOf(await run(login.loader, { path: "/login", pattern: "/login" }))).toBeNull();
  });
});

describe("register", () => {
  const submit = (form: Record<string, string>) => run(register.action, { path: "/register", pattern: "/register", form });

  it("answers SPEC's messages for missing fields, mismatched and short passwords, and a taken e-mail", async () => {
    const email = uniqueEmail("reg");
    expect(dataOf(await submit({ email, password: "long-enough-1", confirmPassword: "" }), 400)).toEqual({
      error: "All fields are required",
      email,
    });
    expect(dataOf(await submit({ email, password: "long-enough-1", confirmPassword: "long-enough-2" }), 400)).toEqual({
      error: "Passwords do not match",
      email,
    });
    expect(dataOf(await submit({ email, password: "short", confirmPassword: "short" }), 400)).toEqual({
      error: "Password must be at least 8 characters long",
      email,
    });
    expect(dataOf(await submit({ email: user.email, password: "long-enough-1", confirmPassword: "long-enough-1" }), 400)).toEqual({
      error: "Email already registered",
      email: user.email,
    });
  });

  it("creates the account and signs it in, landing on the home page's check-your-inbox banner", async () => {
    const email = uniqueEmail("reg-ok");
    const ok = await submit({ email, password: "long-enough-1", confirmPassword: "long-enough-1" });
    expect(redirectOf(ok)).toBe("/?welcome=1");
    expect(sessionCookieOf(ok.headers)).toMatch(/^session=/);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email = ?").bind(email).first<{ n: number }>())?.n).toBe(1);
  });
});

describe("logout", () => {
  it("revokes the session and clears its cookie", async () => {
    const me = await createUser("logout-route");
    const out = await run(logout.action, { path: "/logout", pattern: "/logout", form: {}, token: me.token });
    expect(redirectOf(out)).toBe("/");
    expect(sessionCookieOf(out.headers)).toMatch(/^session=;.*Max-Age=0/i);
    expect((await call("/users/me", { token: me.token })).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers the same message whether or not the account exists, and refuses an empty e-mail", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const known = dataOf(await run(forgot.action, { path: "/forgot-password", pattern: "/forgot-password", form: { email: user.email } }));
    const unknown = dataOf(
      await run(forgot.action, { path: "/forgot-password", pattern: "/forgot-password", form: { email: uniqueEmail("nobody") } }),
    );
    expect(known).toEqual(unknown);
    expect(known).toEqual({ ok: true, message: "If an account exists for that email, a reset link has been sent." });
    expect(dataOf(await run(forgot.action, { path: "/forgot-password", pattern: "/forgot-password", form: { email: "" } }), 400)).toEqual({
      ok: false,
      message: "Error sending reset email.",
    });
  });

  it("checks the token first, and answers SPEC's messages for short and mismatched passwords", async () => {
    const at = {
      path: "/reset-password/not-a-real-token-0000",
      pattern: "/reset-password/:token",
      params: { token: "not-a-real-token-0000" },
    };
    expect(dataOf(await run(reset.loader, at))).toEqual({ valid: false });
    expect(dataOf(await run(reset.action, { ...at, form: { password: "short", confirmPassword: "short" } }), 400)).toEqual({
      ok: false,
      message: "Password must be at least 8 characters.",
    });
    expect(dataOf(await run(reset.action, { ...at, form: { password: "long-enough-1", confirmPassword: "long-enough-2" } }), 400)).toEqual({
      ok: false,
      message: "Passwords do not match.",
    });
    expect(dataOf(await run(reset.action, { ...at, form: { password: "long-enough-1", confirmPassword: "long-enough-1" } }), 400)).toEqual({
      ok: false,
      message: "Invalid or expired reset token",
    });
  });
});

describe("profile", () => {
  it("sends anonymous visitors to log in with the path they asked for", async () => {
    expect(redirectOf(await run(profile.loader, { path: "/profile?tab=recommended", pattern: "/profile" }))).toBe(
      `/login?redirectTo=${encodeURIComponent("/profile?tab=recommended")}`,
    );
  });

  it("shows the signed-in user's subscriptions and products from them, and turns the digest on and off", async () => {
    const me = await createUser("profile-route");
    await call("/subscriptions", { method: "POST", token: me.token, json: { channel_id: CH.beta } });
    const subs = dataOf<{ email: string; channels: { channel_id: string }[]; total: number }>(
      await run(profile.loader, { path: "/profile", pattern: "/profile", token: me.token }),
    );
    expect(subs.email).toBe(me.email);
    expect(subs.channels.map((c) => c.channel_id)).toEqual([CH.beta]);
    const recommended = dataOf<{ products: { channel_id: string }[] }>(
      await run(profile.loader, { path: "/profile?tab=recommended", pattern: "/profile", token: me.token }),
    );
    expect(recommended.products.length).toBe(3);
    expect(recommended.products.every((p) => p.channel_id === CH.beta)).toBe(true);
    expect(
      dataOf(await run(profile.action, { path: "/profile", pattern: "/profile", form: { notification_digest: "on" }, token: me.token })),
    ).toEqual({ notificationDigest: true });
    expect(dataOf(await run(profile.action, { path: "/profile", pattern: "/profile", form: {}, token: me.token }))).toEqual({
      notificationDigest: false,
    });
  });
});

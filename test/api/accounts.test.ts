import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, count, createUser, expect422, login, uniqueEmail } from "./fixtures";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("POST /api/users/register", () => {
  it("creates an account (201) and refuses the same e-mail again, whatever its case (409)", async () => {
    const email = uniqueEmail("reg");
    const res = await call("/users/register", { json: { email, password: "tangerine-rocket-42" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email, is_admin: false });
    expect(typeof res.body.user_id).toBe("string");
    expect(res.body).not.toHaveProperty("password_hash");
    const again = await call("/users/register", { json: { email: email.toUpperCase(), password: "password456" } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "Email already registered" });
    expect(await count("users", "email = ?", email)).toBe(1);
  });

  it("answers 422 for a short password, a bad e-mail, or missing fields, and stores nothing", async () => {
    const before = await count("users");
    const short = await call("/users/register", { json: { email: uniqueEmail(), password: "1234567" } });
    expect422(short, "body");
    expect(short.body.detail[0].loc).toEqual(["body", "password"]);
    expect(short.body.detail[0].msg).toBe("Password must be at least 8 characters long");
    expect422(await call("/users/register", { json: { email: "not-an-email", password: "tangerine-rocket-42" } }), "body");
    const missing = await call("/users/register", { json: {} });
    expect422(missing, "body");
    expect(missing.body.detail).toEqual(
      expect.arrayContaining([
        { loc: ["body", "email"], msg: "Field required", type: "missing" },
        { loc: ["body", "password"], msg: "Field required", type: "missing" },
      ]),
    );
    expect422(await call("/users/register", { raw: "{not json" }), "body");
    expect422(await call("/users/register", { json: { email: uniqueEmail(), password: 12345678 } }), "body");
    // 64-character passphrases are accepted (DESIGN.md section 7).
    expect((await call("/users/register", { json: { email: uniqueEmail(), password: "x".repeat(64) } })).status).toBe(201);
    expect(await count("users")).toBe(before + 1);
  });

  // 21 registrations, each paying for a whole hash (6 x 100,000 PBKDF2 iterations).
  it("limits registrations per client to 20 an hour (429 with detail)", { timeout: 30_000 }, async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 20; i++) {
      expect((await call("/users/register", { ip, json: { email: uniqueEmail("burst"), password: "tangerine-rocket-42" } })).status).toBe(
        201,
      );
    }
    const refused = await call("/users/register", { ip, json: { email: uniqueEmail("burst"), password: "tangerine-rocket-42" } });
    expect(refused.status).toBe(429);
    expect(typeof refused.body.detail).toBe("string");
    // Another client is not affected.
    expect((await call("/users/register", { json: { email: uniqueEmail("other"), password: "tangerine-rocket-42" } })).status).toBe(201);
  });
});

describe("POST /api/users/login", () => {
  it("takes the OAuth2 form, answers a bearer token and sets an HttpOnly SameSite=Lax session cookie", async () => {
    const user = await createUser("login");
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["access_token", "token_type"]);
    expect(res.body.token_type).toBe("bearer");
    expect(res.body.access_token.split(".")).toHaveLength(3);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    const value = cookie.split(";")[0]!.slice("session=".length);
    expect(value).toBe(res.body.access_token);
    // The cookie alone authenticates /api/users/me.
    const me = await call("/users/me", { headers: { Cookie: `other=1; session=${value}` } });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: user.email, is_admin: false, user_id: user.user_id });
    // So does the bearer token.
    expect((await call("/users/me", { token: res.body.access_token })).body.email).toBe(user.email);
    // The e-mail is case-insensitive.
    expect((await login(user.email.toUpperCase(), user.password)).status).toBe(200);
  });

  it("401 on a wrong password or unknown account, 422 on missing fields or a JSON body", async () => {
    const user = await createUser("wrong");
    const bad = await login(user.email, "not-the-password");
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ detail: "Incorrect email or password" });
    expect(bad.headers.get("Set-Cookie")).toBeNull();
    expect((await login(uniqueEmail("ghost"), "whatever-password")).status).toBe(401);
    expect422(await call("/users/login", { form: { username: user.email } }), "body");
    expect422(await call("/users/login", { form: {} }), "body");
    expect422(await call("/users/login", { json: { username: user.email, password: user.password } }), "body");
  });

  const attempt = (email: string, password: string, ip: string) => call("/users/login", { form: { username: email, password }, ip });

  it("slows guessing per account and network with a growing delay, without locking the owner out elsewhere", async () => {
    const user = await createUser("throttle");
    const attacker = "198.51.100.23";
    for (let i = 0; i < 5; i++) expect((await attempt(user.email, `wrong-password-${i}`, attacker)).status).toBe(401);
    const slowed = await attempt(user.email, user.password, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.body.detail).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
    // The owner, on their own network, is not locked out by the attacker's failures.
    expect((await attempt(user.email, user.password, "203.0.113.9")).status).toBe(200);
    // Once the delay has passed, the right password works and clears the count.
    await env.DB.prepare("UPDATE login_failures SET last_attempt_at = last_attempt_at - 60 WHERE key LIKE ?").bind(`${user.email}|%`).run();
    expect((await attempt(user.email, user.password, attacker)).status).toBe(200);
    expect(await count("login_failures", "key = ?", `${user.email}|${attacker}`)).toBe(0);
  });

  it("counts simultaneous attempts before checking any: a burst of 20 gets 5 answers and 15 refusals", async () => {
    const user = await createUser("burst-login");
    const ip = "198.51.100.77";
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(user.email, `wrong-password-${i}`, ip).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  // Each attempt pays for a whole hash (6 x 100,000 PBKDF2 iterations), known account or not.
  it("limits one network spraying many accounts, IPv6 counted by /64", { timeout: 30_000 }, async () => {
    const prefix = "2001:db8:abcd:12";
    let refused = 0;
    for (let i = 0; i < 62; i++) {
      const res = await attempt(uniqueEmail(`spray-${i}`), "some-password-1", `${prefix}::${(i + 1).toString(16)}`);
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(2);
    // Another /64 is another network.
    expect((await attempt(uniqueEmail("spray-other"), "some-password-1", "2001:db8:abcd:13::1")).status).toBe(401);
  });

  it("refuses a username that is not an e-mail address before any password is hashed", async () => {
    const res = await attempt("not-an-email", "whatever-password", "198.51.100.90");
    expect(res.status).toBe(422);
    expect(await count("login_failures", "key LIKE ?", "not-an-email|%")).toBe(0);
  });
});

describe("POST /api/users/logout", () => {
  it("revokes the token (then 401) and clears the cookie", async () => {
    const user = await createUser("logout");
    expect((await call("/users/me", { token: user.token })).status).toBe(200);
    const out = await call("/users/logout", { method: "POST", token: user.token });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toMatch(/^session=;.*Max-Age=0/);
    const after = await call("/users/me", { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ detail: "Could not validate credentials" });
    expect(after.headers.get("WWW-Authenticate")).toBe("Bearer");
    expect((await call("/users/me", { headers: { Cookie: `session=${user.token}` } })).status).toBe(401);
    // A fresh login works again.
    const again = await login(user.email, user.password);
    expect((await call("/users/me", { token: again.body.access_token })).status).toBe(200);
  });
});

/** Reads the reset link out of the `[email]` log line the local mailer prints. */
function captureResetLinks() {
  const spy = vi.spyOn(console, "log");
  return () =>
    spy.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.startsWith("[email]"))
      .map((line) => JSON.parse(line.slice("[email] ".length)) as { to: string; links: string[] });
}

/** The reset mail is sent after the answer (waitUntil): wait until `count` of them were logged. */
async function resetMails(mails: ReturnType<typeof captureResetLinks>, count = 1) {
  return vi.waitFor(() => {
    const sent = mails().filter((m) => m.links.some((l) => l.includes("/reset-password/")));
    if (sent.length < count) throw new Error("the reset e-mail is not sent yet");
    return sent;
  });
}

describe("password reset", () => {
  it("forgot-password answers the same for unknown and known e-mails; only a known one gets mail", async () => {
    const user = await createUser("forgot");
    const mails = captureResetLinks();
    const known = await call("/users/forgot-password", { json: { email: user.email } });
    const unknown = await call("/users/forgot-password", { json: { email: uniqueEmail("nobody") } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(typeof known.body.message).toBe("string");
    const sent = await resetMails(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(user.email);
    expect422(await call("/users/forgot-password", { json: { email: "nope" } }), "body");
    expect422(await call("/users/forgot-password", { json: {} }), "body");
  });

  it("resets end to end: valid token, new password works, old one and old sessions do not, token single use", async () => {
    const user = await createUser("reset", "original-password");
    const mails = captureResetLinks();
    expect((await call("/users/forgot-password", { json: { email: user.email } })).status).toBe(200);
    const link = (await resetMails(mails))[0]!.links[0]!;
    const token = new URL(link).pathname.split("/").pop()!;
    expect(new URL(link).pathname).toBe(`/reset-password/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    // Only a hash is stored.
    expect(await count("password_reset_tokens", "token_hash = ?", token)).toBe(0);

    expect((await call(`/users/reset-password/${token}`)).body).toEqual({ valid: true });
    const short = await call(`/users/reset-password/${token}`, { json: { new_password: "short" } });
    expect422(short, "body");
    expect((await call(`/users/reset-password/${token}`)).body).toEqual({ valid: true });

    const ok = await call(`/users/reset-password/${token}`, { json: { new_password: "brand-new-password" } });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.message).toBe("string");
    expect((await login(user.email, "original-password")).status).toBe(401);
    expect((await login(user.email, "brand-new-password")).status).toBe(200);
    expect((await call("/users/me", { token: user.token })).status).toBe(401);

    const reuse = await call(`/users/reset-password/${token}`, { json: { new_password: "another-password" } });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual({ detail: "Invalid or expired reset token" });
    expect((await call(`/users/reset-password/${token}`)).body).toEqual({ valid: false });
    expect((await login(user.email, "brand-new-password")).status).toBe(200);
  });

  it("using one reset link spends every link of the account; the reset calls answer no-store and no-referrer", async () => {
    const user = await createUser("spend-all", "original-password");
    const mails = captureResetLinks();
    await call("/users/forgot-password", { json: { email: user.email } });
    await call("/users/forgot-password", { json: { email: user.email } });
    const [older, newer] = (await resetMails(mails, 2)).map((m) => new URL(m.links[0]!).pathname.split("/").pop()!);
    const check = await call(`/users/reset-password/${newer}`);
    expect(check.headers.get("Cache-Control")).toBe("no-store");
    expect(check.headers.get("Referrer-Policy")).toBe("no-referrer");
    const used = await call(`/users/reset-password/${newer}`, { json: { new_password: "brand-new-password" } });
    expect(used.status).toBe(200);
    expect(used.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect((await call(`/users/reset-password/${older}`)).body).toEqual({ valid: false });
    expect((await call(`/users/reset-password/${older}`, { json: { new_password: "yet-another-password" } })).status).toBe(400);
  });

  it("refuses unknown, malformed and expired tokens", async () => {
    for (const bad of ["x", "A".repeat(43), "..%2F..%2Fetc%2Fpasswd", "%00", "a".repeat(200)]) {
      const check = await call(`/users/reset-password/${bad}`);
      expect(check.status, bad).toBe(200);
      expect(check.body).toEqual({ valid: false });
      const post = await call(`/users/reset-password/${bad}`, { json: { new_password: "brand-new-password" } });
      expect(post.status, bad).toBe(400);
      expect(post.body.detail).toBe("Invalid or expired reset token");
    }
    const user = await createUser("expired");
    const mails = captureResetLinks();
    await call("/users/forgot-password", { json: { email: user.email } });
    const token = new URL((await resetMails(mails))[0]!.links[0]!).pathname.split("/").pop()!;
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = ? WHERE user_id = ?")
      .bind(Math.floor(Date.now() / 1000) - 1, user.user_id)
      .run();
    expect((await call(`/users/reset-password/${token}`)).body).toEqual({ valid: false });
    expect((await call(`/users/reset-password/${token}`, { json: { new_password: "brand-new-password" } })).status).toBe(400);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it("limits forgot-password to 10 an hour per network (429 with detail), and mails one account 5 links an hour at most", async () => {
    const user = await createUser("forgotlimit");
    const ip = "192.0.2.88";
    for (let i = 0; i < 10; i++) expect((await call("/users/forgot-password", { json: { email: user.email }, ip })).status).toBe(200);
    const refused = await call("/users/forgot-password", { json: { email: user.email }, ip });
    expect(refused.status).toBe(429);
    expect(typeof refused.body.detail).toBe("string");
    // Past the account's five, the answer stays the same (the owner's resets are never refused) and no link is made.
    expect(await count("password_reset_tokens", "user_id = ?", user.user_id)).toBe(5);
    // Unknown addresses are answered the same, so the limits do not reveal which exist.
    const ghost = uniqueEmail("ghost");
    for (let i = 0; i < 6; i++) expect((await call("/users/forgot-password", { json: { email: ghost } })).status).toBe(200);
  });
});

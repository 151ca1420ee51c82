/**
 * Limits that must not turn into a lock-out of the owner, and limits on the mail the app sends
 * (issue 22, findings 2 and 4): the account-wide sign-in cap asks for an e-mailed link instead
 * of refusing everyone and lets known devices and networks through; forgot-password and
 * registration are limited by network; resending the confirmation link is limited; no address
 * receives more than a day's cap of mail of every kind.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "../../worker/config";
import { sendEmail } from "../../worker/email/send";
import { createDb } from "../../worker/db/client";
import { RULES } from "../../worker/auth/rate-limit";
import * as signInLinkPage from "../../app/routes/sign-in-link";
import { dataOf, redirectOf, run } from "../routes/harness";
import { call, count, createUser, uniqueEmail } from "./fixtures";

afterEach(() => {
  vi.restoreAllMocks();
});

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** Every `[email]` line the offline mailer prints from now on. */
function captureMail() {
  const spy = vi.spyOn(console, "log");
  return () =>
    spy.mock.calls
      .map((args) => String(args[0]))
      .filter((line) => line.startsWith("[email] {"))
      .map((line) => JSON.parse(line.slice("[email] ".length)) as Mail);
}

/** Mails are sent after the answer (waitUntil): wait until `n` of them match. */
async function mailsMatching(mails: () => Mail[], test: (m: Mail) => boolean, n = 1): Promise<Mail[]> {
  return vi.waitFor(() => {
    const found = mails().filter(test);
    if (found.length < n) throw new Error(`${found.length} of ${n} mails so far`);
    return found;
  });
}

const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  call("/users/login", { form: { username: email, password }, ip, ...(cookie ? { headers: { Cookie: cookie } } : {}) });

/** The `name=value` pair of the known-device cookie an answer sets. */
function deviceCookieOf(res: { headers: Headers }): string | null {
  const set = res.headers.getSetCookie().find((c) => c.startsWith("known_device="));
  return set ? set.split(";")[0]! : null;
}

/** Fills this hour's account-wide count, as 200 failed attempts from many networks would. */
async function fillAccountCap(email: string) {
  const rule = RULES.loginPerAccount;
  const start = Math.floor(Date.now() / 1000 / rule.windowSeconds) * rule.windowSeconds;
  await env.DB.prepare(
    "INSERT INTO rate_limit_counters (key, window_start, count) VALUES (?1, ?2, ?3) ON CONFLICT (key, window_start) DO UPDATE SET count = ?3",
  )
    .bind(`${rule.name}:${email}`, start, rule.limit)
    .run();
}

describe("the account-wide sign-in cap", () => {
  it(
    "lets a device or a network that signed in before through, and asks anyone else for an e-mailed link",
    { timeout: 30_000 },
    async () => {
      const user = await createUser("capped");
      const home = "2001:db8:70:1::5";
      const first = await signIn(user.email, user.password, home);
      expect(first.status).toBe(200);
      const device = deviceCookieOf(first);
      expect(device).not.toBeNull();
      expect(first.headers.getSetCookie().find((c) => c.startsWith("known_device="))).toMatch(/HttpOnly/);

      // A botnet spends the account's hour from 200 networks.
      await fillAccountCap(user.email);

      // The owner's browser, on a network never seen (a café), is let through by its cookie.
      expect((await signIn(user.email, user.password, "203.0.113.41", device!)).status).toBe(200);
      // The owner's home network (another address of the same /64), without the cookie, too.
      expect((await signIn(user.email, user.password, "2001:db8:70:1::9")).status).toBe(200);

      // Anyone else, right password or not, is asked for more proof, and the password is not checked.
      const mails = captureMail();
      const stranger = await signIn(user.email, user.password, "198.51.100.201");
      const guess = await signIn(user.email, "a-wrong-guess-1", "198.51.100.202");
      expect(stranger.status).toBe(401);
      expect(stranger.body.detail).toMatch(/e-mailed .*link/);
      expect(guess.body).toEqual(stranger.body);
      expect(guess.status).toBe(401);
      const [linkMail] = await mailsMatching(mails, (m) => m.to === user.email && m.links.some((l) => l.includes("/sign-in-link/")));
      const link = new URL(linkMail!.links.find((l) => l.includes("/sign-in-link/"))!);
      // No more than a few links an hour, however many attempts: the owner's mailbox is not flooded.
      for (let i = 0; i < 5; i++) await signIn(user.email, "a-wrong-guess-2", `198.51.100.${210 + i}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mails().filter((m) => m.to === user.email).length).toBeLessThanOrEqual(RULES.signInLinksPerAccount.limit);

      // Opening the link trusts that browser (a POST on the page: mail scanners open links, so its GET spends nothing).
      const token = link.pathname.split("/").pop()!;
      const page = { path: link.pathname, pattern: "/sign-in-link/:token", params: { token } };
      expect(dataOf(await run(signInLinkPage.loader, page))).toEqual({ valid: true });
      expect(dataOf(await run(signInLinkPage.loader, page))).toEqual({ valid: true });
      const opened = await run(signInLinkPage.action, { ...page, form: {} });
      expect(redirectOf(opened)).toBe("/login?device=trusted");
      const trusted = deviceCookieOf(opened);
      expect(trusted).not.toBeNull();
      expect((await signIn(user.email, user.password, "198.51.100.201", trusted!)).status).toBe(200);
      // With the trusted cookie a wrong password is still wrong.
      expect((await signIn(user.email, "a-wrong-guess-3", "198.51.100.201", trusted!)).status).toBe(401);
      // The link works once.
      expect(dataOf(await run(signInLinkPage.loader, page))).toEqual({ valid: false });
      const again = await run(signInLinkPage.action, { ...page, form: {} });
      expect(again.status).toBe(400);
      expect(deviceCookieOf(again)).toBeNull();
    },
  );

  it("answers an unknown address past the cap exactly as a known one, and mails nobody", async () => {
    const known = await createUser("capped-known");
    const unknown = uniqueEmail("capped-unknown");
    await fillAccountCap(known.email);
    await fillAccountCap(unknown);
    const mails = captureMail();
    const a = await signIn(known.email, "a-wrong-guess-1", "198.51.100.220");
    const b = await signIn(unknown, "a-wrong-guess-1", "198.51.100.221");
    expect(a.status).toBe(401);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    await mailsMatching(mails, (m) => m.to === known.email);
    expect(mails().filter((m) => m.to === unknown)).toHaveLength(0);
  });

  it("does not trust a forged device cookie", async () => {
    const user = await createUser("capped-forged");
    await fillAccountCap(user.email);
    const res = await signIn(user.email, user.password, "198.51.100.230", "known_device=not-a-signed-value");
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/e-mailed .*link/);
  });
});

describe("forgot-password", () => {
  it("is limited by network (IPv6 by /64), and past an account's cap answers 200 without sending", async () => {
    const user = await createUser("forgot-net");
    const mails = captureMail();
    // Six requests for one account from six networks: all answered as always, five mails sent.
    for (let i = 0; i < 6; i++) {
      const res = await call("/users/forgot-password", { json: { email: user.email }, ip: `203.0.113.${100 + i}` });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "If an account exists for that email, a reset link has been sent." });
    }
    await mailsMatching(mails, (m) => m.to === user.email, RULES.forgotPerAccount.limit);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mails().filter((m) => m.to === user.email)).toHaveLength(RULES.forgotPerAccount.limit);
    expect(await count("password_reset_tokens", "user_id = ?", user.user_id)).toBe(RULES.forgotPerAccount.limit);

    // One /64 asking for many addresses is refused past its limit, whichever address of the /64 asks.
    const statuses: number[] = [];
    for (let i = 0; i <= RULES.forgotPerNetwork.limit; i++) {
      const res = await call("/users/forgot-password", { json: { email: uniqueEmail("spray") }, ip: `2001:db8:71:1::${i + 1}` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
    expect((await call("/users/forgot-password", { json: { email: uniqueEmail("spray") }, ip: "2001:db8:71:2::1" })).status).toBe(200);
  });
});

describe("registration", () => {
  // 21 registrations, each paying for a whole hash (6 x 100,000 PBKDF2 iterations).
  it("is limited per network: one IPv6 /64 cannot register without limit", { timeout: 30_000 }, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RULES.registerPerNetwork.limit; i++) {
      const res = await call("/users/register", {
        json: { email: uniqueEmail("v6reg"), password: "tangerine-rocket-42" },
        ip: `2001:db8:72:1::${(i + 1).toString(16)}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("resending the confirmation link", () => {
  it("is limited per user: past the limit 429 and no mail", async () => {
    const me = await createUser("resend");
    await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE user_id = ?").bind(me.user_id).run();
    const mails = captureMail();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await call("/users/me/verification-email", { method: "POST", token: me.token })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RULES.verificationPerUser.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - RULES.verificationPerUser.limit);
    expect(mails().filter((m) => m.to === me.email)).toHaveLength(RULES.verificationPerUser.limit);
  });
});

describe("mail to one address", () => {
  it("stops at the daily cap across every kind of mail: dropped and logged, other addresses unaffected", async () => {
    const config = getConfig(env);
    const to = uniqueEmail("inbox");
    const mails = captureMail();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const send = (address: string, subject: string) =>
      sendEmail(config, { to: address, subject, text: "x", links: [] }, { db: createDb(env.DB) });
    const results = [];
    for (let i = 0; i < RULES.mailsPerRecipient.limit; i++)
      results.push(await send(to, i % 2 ? "Reset your password" : "Your daily digest"));
    expect(results.every((r) => r.ok)).toBe(true);
    const over = await send(to, "Sign in to CreatorPicks");
    expect(over.ok).toBe(false);
    expect(mails().filter((m) => m.to === to)).toHaveLength(RULES.mailsPerRecipient.limit);
    expect(warn.mock.calls.some(([line]) => String(line).includes("daily cap"))).toBe(true);
    // The count is kept by address, whatever its case, and never by the address in clear.
    expect((await send(to.toUpperCase(), "again")).ok).toBe(false);
    expect(await count("rate_limit_counters", "key LIKE ?", `%${to}%`)).toBe(0);
    expect((await send(uniqueEmail("other-inbox"), "Reset your password")).ok).toBe(true);

    // Through a request: forgot-password still answers as always, and nothing is sent.
    const user = await createUser("full-inbox");
    for (let i = 0; i < RULES.mailsPerRecipient.limit; i++) await send(user.email, "Your daily digest");
    const res = await call("/users/forgot-password", { json: { email: user.email } });
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mails().filter((m) => m.to === user.email && m.subject === "Reset your password")).toHaveLength(0);
  });
});

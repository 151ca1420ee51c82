/**
 * Outgoing e-mail: the transport chosen by configuration (Cloudflare's send_email binding, an HTTP
 * provider shaped like Resend's API, or the local log line), password resets through it, the
 * opt-in preference, and the daily digest's selection and sending from the cron. The provider
 * and the binding are the outside world, replaced at their boundary.
 */
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../worker/index";
import { getConfig, type AppConfig } from "../worker/config";
import { digestEmail, DIGEST_MAX_ITEMS, selectDigests, sendDigests } from "../worker/services/digest";
import { issueToken } from "../worker/auth/tokens";
import { unsubscribeToken } from "../worker/email/unsubscribe";
import { emailTransport, sendEmail, type Email } from "../worker/email/send";
import { createDb } from "../worker/db/client";
import { call, CH, createUser, insertNotification, seedCatalogue, type TestUser } from "./api/fixtures";

const base = getConfig(env);
const withConfig = (extra: Partial<AppConfig>): AppConfig => ({ ...base, ...extra });
const HTTP = {
  EMAIL_FROM: "CreatorPicks <hello@creatorpicks.example>",
  EMAIL_API_URL: "https://api.resend.example/",
  EMAIL_API_KEY: "re_test_key",
};

const message: Email = {
  to: "fan@example.com",
  subject: "Reset your password",
  text: "Open https://creatorpicks.example/reset-password/abc to choose a new password.",
  links: ["https://creatorpicks.example/reset-password/abc"],
};

/** A stand-in for Resend's `POST /emails`, answering as its documentation shows. */
function resend(...answers: (() => Response)[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (input: Request | string | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init });
    const next = answers[Math.min(requests.length - 1, answers.length - 1)];
    return next ? next() : Response.json({ id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
  };
  return { fetch, requests };
}

/** A stand-in for the send_email binding (https://developers.cloudflare.com/email-service/api/send-emails/workers-api/). */
function sendEmailBinding() {
  const sent: unknown[] = [];
  const binding = {
    async send(builder: unknown) {
      sent.push(builder);
      return { messageId: `<${sent.length}@creatorpicks.example>` };
    },
  };
  return { binding: binding as unknown as SendEmail, sent };
}

const noWait = async () => {};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("choosing the transport", () => {
  it("is the log line until a sender and a way out are configured", () => {
    expect(emailTransport(base)).toBe("log");
    expect(emailTransport(withConfig({ EMAIL_API_URL: HTTP.EMAIL_API_URL, EMAIL_API_KEY: HTTP.EMAIL_API_KEY }))).toBe("log");
    expect(emailTransport(withConfig(HTTP))).toBe("http");
    expect(emailTransport(withConfig({ ...HTTP, EMAIL: sendEmailBinding().binding }))).toBe("send_email");
  });

  it("reads the binding and the variables from the Worker's env", () => {
    const { binding } = sendEmailBinding();
    expect(emailTransport(getConfig({ ...env, EMAIL: binding, EMAIL_FROM: "hello@creatorpicks.example" } as unknown as Env))).toBe(
      "send_email",
    );
    expect(() => getConfig({ ...env, EMAIL_API_URL: "not a url" } as unknown as Env)).toThrow("Invalid Worker configuration");
  });
});

describe("the HTTP provider (Resend's API shape)", () => {
  it("posts {from, to, subject, text} as JSON with the key, and returns the message id", async () => {
    const provider = resend();
    const result = await sendEmail(withConfig(HTTP), message, { db: createDb(env.DB), fetch: provider.fetch });
    expect(result).toEqual({ transport: "http", ok: true, id: "49a3999c-0ce1-4ea6-ab68-afcd6dc2e794" });
    expect(provider.requests).toHaveLength(1);
    const { url, init } = provider.requests[0]!;
    expect(url).toBe("https://api.resend.example/emails");
    expect(init.method).toBe("POST");
    const headers = new Headers(init.headers);
    expect(headers.get("Authorization")).toBe("Bearer re_test_key");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toEqual({ from: HTTP.EMAIL_FROM, to: message.to, subject: message.subject, text: message.text });
  });

  it("retries a 5xx with the same Idempotency-Key, so the message goes out once", async () => {
    const flaky = resend(
      () => Response.json({ statusCode: 500, message: "Internal server error", name: "internal_server_error" }, { status: 500 }),
      () => Response.json({ id: "second-try" }),
    );
    const result = await sendEmail(withConfig(HTTP), message, { db: createDb(env.DB), fetch: flaky.fetch, sleep: noWait });
    expect(result).toMatchObject({ ok: true, id: "second-try" });
    const keys = flaky.requests.map((r) => new Headers(r.init.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it("reports a refusal without throwing, and never logs the links it carried", async () => {
    const log = vi.spyOn(console, "log");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const provider = resend(() =>
      Response.json({ statusCode: 422, message: "Invalid `from` field.", name: "validation_error" }, { status: 422 }),
    );
    const result = await sendEmail(withConfig(HTTP), message, { db: createDb(env.DB), fetch: provider.fetch, sleep: noWait });
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ transport: "http", error: expect.stringContaining("HTTP 422") });
    expect(provider.requests).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    const printed = [...log.mock.calls, ...error.mock.calls].flat().join(" ");
    expect(printed).not.toContain("/reset-password/abc");
  });
});

describe("the send_email binding", () => {
  it("sends the structured message and wins over the HTTP provider", async () => {
    const { binding, sent } = sendEmailBinding();
    const provider = resend();
    const result = await sendEmail(withConfig({ ...HTTP, EMAIL: binding }), message, { db: createDb(env.DB), fetch: provider.fetch });
    expect(result).toEqual({ transport: "send_email", ok: true, id: "<1@creatorpicks.example>" });
    expect(sent).toEqual([{ from: HTTP.EMAIL_FROM, to: message.to, subject: message.subject, text: message.text }]);
    expect(provider.requests).toHaveLength(0);
  });
});

describe("the local log line", () => {
  it("prints one line with the recipient, the subject and every link in full", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const result = await sendEmail(base, message, { db: createDb(env.DB) });
    expect(result).toEqual({ transport: "log", ok: true, id: null });
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0]![0]);
    expect(line.startsWith("[email] ")).toBe(true);
    expect(JSON.parse(line.slice("[email] ".length))).toEqual({ to: message.to, subject: message.subject, links: message.links });
  });
});

async function fetchWorker(request: Request, workerEnv: Env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("password reset e-mail", () => {
  it("goes out through the configured binding with the reset link", async () => {
    const user = await createUser("reset");
    const { binding, sent } = sendEmailBinding();
    const workerEnv = { ...env, EMAIL: binding, EMAIL_FROM: "hello@creatorpicks.example" } as unknown as Env;
    const res = await fetchWorker(
      new Request("http://localhost/api/users/forgot-password", {
        method: "POST",
        headers: { "Content-Type": "application/json", "cf-connecting-ip": "10.99.0.1" },
        body: JSON.stringify({ email: user.email }),
      }),
      workerEnv,
    );
    expect(res.status).toBe(200);
    expect(sent).toHaveLength(1);
    const mail = sent[0] as { from: string; to: string; subject: string; text: string };
    expect(mail).toMatchObject({ from: "hello@creatorpicks.example", to: user.email, subject: "Reset your password" });
    expect(mail.text).toMatch(/http:\/\/localhost:8787\/reset-password\/[A-Za-z0-9_-]{40,}/);
  });
});

describe("PUT /api/users/me/preferences", () => {
  it("turns the digest on and off for the signed-in user only", async () => {
    const me = await createUser("prefs");
    const other = await createUser("prefs-other");
    expect((await call("/users/me/preferences", { token: me.token })).body).toEqual({ notification_digest: false });
    const on = await call("/users/me/preferences", { method: "PUT", token: me.token, json: { notification_digest: true } });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ notification_digest: true });
    expect((await call("/users/me/preferences", { token: me.token })).body).toEqual({ notification_digest: true });
    expect((await call("/users/me/preferences", { token: other.token })).body).toEqual({ notification_digest: false });
    const off = await call("/users/me/preferences", { method: "PUT", token: me.token, json: { notification_digest: false } });
    expect(off.body).toEqual({ notification_digest: false });
  });

  it("answers 401 without a session and 422 for anything but a boolean", async () => {
    const me = await createUser("prefs-bad");
    expect((await call("/users/me/preferences", { method: "PUT", json: { notification_digest: true } })).status).toBe(401);
    expect((await call("/users/me/preferences")).status).toBe(401);
    for (const json of [{ notification_digest: "yes" }, { notification_digest: 1 }, {}]) {
      expect((await call("/users/me/preferences", { method: "PUT", token: me.token, json })).status).toBe(422);
    }
  });
});

describe("production without a transport", () => {
  it("sends nothing and never writes the message's links to the log", async () => {
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await sendEmail(withConfig({ APP_ENV: "production", EMAIL_FROM: undefined }), message, { db: createDb(env.DB) });
    expect(result).toEqual({ transport: "log", ok: false, error: "no e-mail transport configured" });
    expect(JSON.stringify(logged.mock.calls)).not.toContain("reset-password/abc");
    expect(JSON.stringify(errors.mock.calls)).not.toContain("reset-password/abc");
  });
});

describe("the daily digest", () => {
  const until = new Date("2026-11-20T06:00:00.000Z");
  const at = (hoursBefore: number) => new Date(until.getTime() - hoursBefore * 3_600_000).toISOString();
  let opted: TestUser;
  let optedQuiet: TestUser;
  let notOpted: TestUser;

  beforeAll(async () => {
    await seedCatalogue();
    opted = await createUser("digest");
    optedQuiet = await createUser("digest-quiet");
    notOpted = await createUser("digest-off");
    for (const u of [opted, optedQuiet]) {
      await call("/users/me/preferences", { method: "PUT", token: u.token, json: { notification_digest: true } });
    }
    // Their last digest went out a day before this run.
    await lastDigestAt([opted, optedQuiet], at(24));
    const note = (
      user: TestUser,
      id: string,
      hoursBefore: number,
      extra: { content_type?: "videos" | "storefront"; ref_id?: string; channel_id?: string } = {},
    ) =>
      insertNotification({
        notification_id: id,
        user_id: user.user_id,
        channel_id: extra.channel_id ?? CH.alpha,
        created_at: at(hoursBefore),
        ...extra,
      });
    await note(opted, "d-new-video", 2, { ref_id: "alphaVid001" });
    await note(opted, "d-storefront", 5, { content_type: "storefront", ref_id: "p-beta-1", channel_id: CH.beta });
    await note(opted, "d-read", 3, { ref_id: "alphaVid002" });
    await env.DB.prepare("UPDATE notifications SET is_read = 1 WHERE notification_id = 'd-read'").run();
    await note(opted, "d-too-old", 25, { ref_id: "gammaVid001" });
    await note(opted, "d-too-new", -1, { ref_id: "deltaVid001" });
    await note(optedQuiet, "d-quiet-read", 1, { ref_id: "alphaVid001" });
    await env.DB.prepare("UPDATE notifications SET is_read = 1 WHERE notification_id = 'd-quiet-read'").run();
    await note(notOpted, "d-off", 1, { ref_id: "alphaVid001" });
  });

  it("selects the users who opted in and have unread notifications since their last digest, newest first", async () => {
    const digests = await selectDigests(createDb(env.DB), until);
    const mine = digests.filter((d) => [opted, optedQuiet, notOpted].some((u) => u.user_id === d.user_id));
    expect(mine.map((d) => d.user_id)).toEqual([opted.user_id]);
    expect(mine[0]!.email).toBe(opted.email);
    expect(mine[0]!.items.map((i) => [i.content_type, i.ref_id, i.channel_name])).toEqual([
      ["videos", "alphaVid001", "Alpha Tech"],
      ["storefront", "p-beta-1", "beta Beauty"],
    ]);
  });

  it("writes one e-mail listing each notification with its link", async () => {
    const [digest] = (await selectDigests(createDb(env.DB), until)).filter((d) => d.user_id === opted.user_id);
    const token = await unsubscribeToken(base, opted.user_id);
    const mail = digestEmail(digest!, base, token);
    expect(mail.to).toBe(opted.email);
    expect(mail.subject).toBe("Your daily digest: 2 new notifications");
    expect(mail.links).toEqual([
      "http://localhost:8787/videos/alphaVid001",
      "http://localhost:8787/products/p-beta-1",
      "http://localhost:8787/profile",
      `http://localhost:8787/unsubscribe/${token}`,
    ]);
    expect(mail.text).toContain(`unsubscribe in one click, without signing in: http://localhost:8787/unsubscribe/${token}`);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:8787/api/users/digest/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain("New video from Alpha Tech: New\n  http://localhost:8787/videos/alphaVid001");
    expect(mail.text).toContain("New in beta Beauty's storefront: New\n  http://localhost:8787/products/p-beta-1");
    const many = digestEmail({ ...digest!, items: Array.from({ length: DIGEST_MAX_ITEMS + 3 }, () => digest!.items[0]!) }, base, token);
    expect(many.text).toContain("…and 3 more in your notifications.");
  });

  it("is sent from the daily cron through the configured transport", async () => {
    const { binding, sent } = sendEmailBinding();
    const queued: unknown[] = [];
    const queue = {
      async sendBatch(messages: Iterable<{ body: unknown }>) {
        for (const m of messages) queued.push(m.body);
      },
    } as unknown as Queue;
    const cronEnv = { ...env, EMAIL: binding, EMAIL_FROM: "digest@creatorpicks.example", TASKS: queue } as unknown as Env;
    vi.spyOn(console, "log").mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "0 6 * * *", scheduledTime: until }), cronEnv, ctx);
    await waitOnExecutionContext(ctx);
    const toMine = (sent as { to: string; subject: string }[]).filter((m) =>
      [opted.email, optedQuiet.email, notOpted.email].includes(m.to),
    );
    expect(toMine).toEqual([
      expect.objectContaining({ to: opted.email, from: "digest@creatorpicks.example", subject: "Your daily digest: 2 new notifications" }),
    ]);
    const headers = (toMine[0] as { headers?: Record<string, string> }).headers;
    expect(headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/localhost:8787\/api\/users\/digest\/unsubscribe\?token=[\w-]+\.[\w-]+\.[\w-]+>$/,
    );
  });

  it("counts a failed delivery without stopping the others, and keeps the window open for the next run", async () => {
    await lastDigestAt([opted], at(24));
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const provider = resend(() =>
      Response.json({ statusCode: 403, message: "The domain is not verified.", name: "validation_error" }, { status: 403 }),
    );
    const result = await sendDigests(
      { db: createDb(env.DB), config: withConfig(HTTP), send: { fetch: provider.fetch, sleep: noWait } },
      until,
    );
    expect(result.users).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBe(result.users);
    expect(result.sent).toBe(0);
    expect(provider.requests).toHaveLength(result.users);
    expect(await lastDigestOf(opted)).toBe(at(24));
  });

  it("covers exactly what came since the last digest: a skipped run loses nothing, a repeated run sends nothing twice", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const provider = resend();
    const send = { fetch: provider.fetch, sleep: noWait };
    const mine = (digests: { user_id: string; items: { ref_id: string }[] }[]) =>
      digests.find((d) => d.user_id === opted.user_id)?.items.map((i) => i.ref_id);
    // The run two days before `until` sent the last digest; yesterday's run was skipped.
    await lastDigestAt([opted], at(48));
    expect(mine(await selectDigests(createDb(env.DB), until))).toEqual(["alphaVid001", "p-beta-1", "gammaVid001"]);
    await sendDigests({ db: createDb(env.DB), config: withConfig(HTTP), send }, until);
    expect(await lastDigestOf(opted)).toBe(until.toISOString());
    const sentToMe = () => provider.requests.filter((r) => String(r.init.body).includes(opted.email)).length;
    expect(sentToMe()).toBe(1);
    // The same run delivered again (a retried cron): nothing new for this user.
    await sendDigests({ db: createDb(env.DB), config: withConfig(HTTP), send }, until);
    expect(sentToMe()).toBe(1);
    expect(mine(await selectDigests(createDb(env.DB), until))).toBeUndefined();
    // The next day's run picks up the one that was still in the future.
    const nextDay = new Date(until.getTime() + 24 * 3_600_000);
    expect(mine(await selectDigests(createDb(env.DB), nextDay))).toEqual(["deltaVid001"]);
  });

  it("starts a new subscriber's window when they turn the digest on", async () => {
    const fresh = await createUser("digest-fresh");
    await insertNotification({
      notification_id: "d-before-opt-in",
      user_id: fresh.user_id,
      channel_id: CH.alpha,
      created_at: new Date(Date.now() - 3_600_000).toISOString(),
      ref_id: "alphaVid001",
    });
    const before = Date.now();
    await call("/users/me/preferences", { method: "PUT", token: fresh.token, json: { notification_digest: true } });
    const since = Date.parse((await lastDigestOf(fresh)) ?? "");
    expect(since).toBeGreaterThanOrEqual(before - 1000);
    expect((await selectDigests(createDb(env.DB), new Date(Date.now() + 60_000))).some((d) => d.user_id === fresh.user_id)).toBe(false);
  });
});

describe("unsubscribing from the digest without signing in", () => {
  it("turns the digest off through the one-click POST of the List-Unsubscribe header", async () => {
    const me = await createUser("unsub");
    await call("/users/me/preferences", { method: "PUT", token: me.token, json: { notification_digest: true } });
    const token = await unsubscribeToken(base, me.user_id);
    const res = await call(`/users/digest/unsubscribe?token=${token}`, { method: "POST", form: { "List-Unsubscribe": "One-Click" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ notification_digest: false });
    expect((await call("/users/me/preferences", { token: me.token })).body).toEqual({ notification_digest: false });
    // Using it again changes nothing and still answers the same.
    expect((await call(`/users/digest/unsubscribe?token=${token}`, { method: "POST" })).status).toBe(200);
  });

  it("refuses forged, expired and other-purpose tokens, and the token is no session", async () => {
    const me = await createUser("unsub-bad");
    const detail = "This unsubscribe link is invalid or has expired. Sign in and turn the digest off on your profile.";
    const session = await issueToken(base, { user_id: me.user_id, email: me.email, is_admin: false });
    const expired = await unsubscribeToken(base, me.user_id, Date.now() - 91 * 24 * 3_600_000);
    const otherKey = await unsubscribeToken({ ...base, JWT_SECRET: "another-secret-that-is-long-enough-0123456789" }, me.user_id);
    for (const bad of [session, expired, otherKey, "not-a-token"]) {
      const res = await call(`/users/digest/unsubscribe?token=${encodeURIComponent(bad)}`, { method: "POST" });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail });
    }
    expect((await call("/users/digest/unsubscribe", { method: "POST" })).status).toBe(422);
    const token = await unsubscribeToken(base, me.user_id);
    expect((await call("/users/me", { token })).status).toBe(401);
  });
});

async function lastDigestAt(users: TestUser[], iso: string) {
  for (const u of users) await env.DB.prepare("UPDATE users SET last_digest_at = ? WHERE user_id = ?").bind(iso, u.user_id).run();
}

async function lastDigestOf(user: TestUser): Promise<string | null> {
  return (
    (
      await env.DB.prepare("SELECT last_digest_at FROM users WHERE user_id = ?")
        .bind(user.user_id)
        .first<{ last_digest_at: string | null }>()
    )?.last_digest_at ?? null
  );
}

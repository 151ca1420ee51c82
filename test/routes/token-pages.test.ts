/** The pages an e-mailed token opens (/unsubscribe/:token, /verify-email/:token): what they answer and what they do. */
import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import * as unsubscribe from "../../app/routes/unsubscribe";
import * as verifyEmail from "../../app/routes/verify-email";
import { getConfig } from "../../worker/config";
import { unsubscribeToken } from "../../worker/email/unsubscribe";
import { call, createUser } from "../api/fixtures";
import { dataOf, run } from "./harness";

const unsubscribeAt = (token: string) => ({ path: `/unsubscribe/${token}`, pattern: "/unsubscribe/:token", params: { token }, form: {} });
const verifyAt = (token: string) => ({ path: `/verify-email/${token}`, pattern: "/verify-email/:token", params: { token }, form: {} });

describe("token pages", () => {
  it("keep the token private: noindex, no-store, no referrer", () => {
    for (const [page, title] of [
      [unsubscribe, "Unsubscribe | CreatorPicks"],
      [verifyEmail, "Confirm your e-mail address | CreatorPicks"],
    ] as const) {
      expect(page.headers()).toEqual({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });
      const meta = page.meta();
      expect(meta[0]).toEqual({ title });
      expect(meta).toContainEqual({ name: "robots", content: "noindex" });
    }
  });

  it("unsubscribe: a good token turns the digest off; a bad one answers 400 with the reason", async () => {
    const user = await createUser("token-page-unsub");
    await env.DB.prepare("UPDATE users SET notification_digest = 1 WHERE user_id = ?").bind(user.user_id).run();
    const token = await unsubscribeToken(getConfig(env), user.user_id);
    expect(dataOf(await run(unsubscribe.action, unsubscribeAt(token)))).toEqual({
      ok: true,
      message: "You are unsubscribed: the daily digest will not be sent to you any more.",
    });
    expect(await env.DB.prepare("SELECT notification_digest AS d FROM users WHERE user_id = ?").bind(user.user_id).first()).toEqual({
      d: 0,
    });
    expect(dataOf(await run(unsubscribe.action, unsubscribeAt("not-a-real-token")), 400)).toEqual({
      ok: false,
      message: "This unsubscribe link is invalid or has expired. Sign in and turn the digest off on your profile.",
    });
  });

  it("verify-email: the mailed token confirms the address; a bad one answers 400 with the reason", async () => {
    const user = await createUser("token-page-verify");
    await env.DB.prepare("UPDATE users SET email_verified_at = NULL WHERE user_id = ?").bind(user.user_id).run();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await call("/users/me/verification-email", { method: "POST", token: user.token });
    const line = log.mock.calls.map(([l]) => String(l)).find((l) => l.startsWith("[email] "));
    log.mockRestore();
    const link = (JSON.parse(line!.slice(8)) as { links: string[] }).links[0]!;
    const token = /\/verify-email\/([^/?#]+)$/.exec(link)![1]!;
    expect(dataOf(await run(verifyEmail.action, verifyAt(token)))).toEqual({ ok: true, message: `Thank you: ${user.email} is confirmed.` });
    expect(dataOf(await run(verifyEmail.action, verifyAt("not-a-token")), 400)).toEqual({
      ok: false,
      message: "This confirmation link is invalid or has expired. Send a new one from your account page.",
    });
  });
});

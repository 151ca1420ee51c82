import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { clientNetwork, delayAfter } from "../../worker/auth/login-throttle";
import { createDb } from "../../worker/db/client";
import { deleteExpiredSecurityRecords } from "../../worker/pipeline/housekeeping";
import { call, count } from "./fixtures";

const from = (ip: string) => new Request("http://localhost/", { headers: { "cf-connecting-ip": ip } });

describe("the network a request comes from", () => {
  it("is the IPv4 address, or the IPv6 /64 however the address is written", () => {
    expect(clientNetwork(from("198.51.100.7"))).toBe("198.51.100.7");
    expect(clientNetwork(from("2001:db8:abcd:12::1"))).toBe("2001:db8:abcd:12::/64");
    expect(clientNetwork(from("2001:0DB8:ABCD:0012:ffff:0:0:1"))).toBe("2001:db8:abcd:12::/64");
    expect(clientNetwork(from("2001:db8::1"))).toBe("2001:db8:0:0::/64");
    expect(clientNetwork(from("::1"))).toBe("0:0:0:0::/64");
  });

  it("waits 2, 4, 8… seconds from the fifth failure, at most 15 minutes", () => {
    expect([4, 5, 6, 7, 20].map(delayAfter)).toEqual([0, 2, 4, 8, 900]);
  });
});

describe("creator applications", () => {
  it("are limited to ten an hour from one network", async () => {
    const ip = "198.51.100.150";
    const apply = (i: number) =>
      call("/prospective_creators/", {
        json: { channel_handle: `@limit_${i}`, email: "c@example.com", phone_number: null, category: "Other" },
        ip,
      });
    for (let i = 0; i < 10; i++) expect((await apply(i)).status).toBe(201);
    expect((await apply(10)).status).toBe(429);
    expect(
      (
        await call("/prospective_creators/", {
          json: { channel_handle: "@elsewhere", email: "c@example.com", phone_number: null, category: "Other" },
          ip: "198.51.100.151",
        })
      ).status,
    ).toBe(201);
  });
});

describe("the daily housekeeping", () => {
  it("deletes closed rate-limit windows, day-old failure counts, spent or expired reset tokens and sign-in links, devices unseen for 180 days, and nothing current", async () => {
    const now = new Date("2026-11-24T06:00:00.000Z");
    const s = Math.floor(now.getTime() / 1000);
    const userId = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO users (user_id, email, password_hash) VALUES (?, ?, 'x')")
      .bind(userId, `${userId}@example.com`)
      .run();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO rate_limit_counters (key, window_start, count) VALUES ('hk:old', ?, 3), ('hk:new', ?, 1)").bind(
        s - 2 * 86_400,
        s - 600,
      ),
      env.DB.prepare("INSERT INTO login_failures (key, failures, last_attempt_at) VALUES ('hk-old|x', 7, ?), ('hk-new|x', 2, ?)").bind(
        s - 2 * 86_400,
        s - 60,
      ),
      env.DB.prepare(
        `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, used_at) VALUES
         ('hk-expired', ?1, ?2, NULL), ('hk-used', ?1, ?3, '2026-11-24T05:00:00.000Z'), ('hk-live', ?1, ?3, NULL)`,
      ).bind(userId, s - 60, s + 1800),
      env.DB.prepare(
        `INSERT INTO sign_in_links (token_hash, user_id, expires_at, used_at) VALUES
         ('hk-expired', ?1, ?2, NULL), ('hk-used', ?1, ?3, '2026-11-24T05:00:00.000Z'), ('hk-live', ?1, ?3, NULL)`,
      ).bind(userId, s - 60, s + 1800),
      env.DB.prepare("INSERT INTO known_sign_ins (user_id, marker, last_seen_at) VALUES (?1, 'hk-stale', ?2), (?1, 'hk-recent', ?3)").bind(
        userId,
        s - 181 * 86_400,
        s - 179 * 86_400,
      ),
    ]);
    await deleteExpiredSecurityRecords(createDb(env.DB), now);
    expect((await env.DB.prepare("SELECT token_hash FROM sign_in_links WHERE user_id = ?").bind(userId).all()).results).toEqual([
      { token_hash: "hk-live" },
    ]);
    expect((await env.DB.prepare("SELECT marker FROM known_sign_ins WHERE user_id = ?").bind(userId).all()).results).toEqual([
      { marker: "hk-recent" },
    ]);
    expect(await count("rate_limit_counters", "key LIKE 'hk:%'")).toBe(1);
    expect(await count("login_failures", "key LIKE 'hk-%'")).toBe(1);
    expect((await env.DB.prepare("SELECT token_hash FROM password_reset_tokens WHERE token_hash LIKE 'hk-%'").all()).results).toEqual([
      { token_hash: "hk-live" },
    ]);
  });
});

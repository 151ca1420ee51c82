import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { purposeKey } from "../../worker/auth/purpose-key";
import { SESSION_TOKEN_TYPE } from "../../worker/auth/tokens";
import { call, createAdmin, createUser, type TestUser } from "./fixtures";

let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  user = await createUser("tok");
  admin = await createAdmin();
});

const ISSUER = env.JWT_ISSUER;
const AUDIENCE = env.JWT_AUDIENCE;

function b64url(text: string): string {
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}
function fromB64url(text: string): string {
  return atob(text.replaceAll("-", "+").replaceAll("_", "/"));
}

/** A session token as the Worker signs one: the session purpose's derived key and `typ` (options change one thing at a time). */
async function sign(
  claims: Record<string, unknown>,
  options: { secret?: string; rawKey?: boolean; typ?: string; exp?: number; iss?: string; aud?: string; sub?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const secret = options.secret ?? env.JWT_SECRET;
  const key = options.rawKey ? new TextEncoder().encode(secret) : await purposeKey(secret, "session");
  return new SignJWT({ email: user.email, is_admin: false, iat_ms: Date.now(), ...claims })
    .setProtectedHeader({ alg: "HS256", typ: options.typ ?? SESSION_TOKEN_TYPE })
    .setSubject(options.sub ?? user.user_id)
    .setIssuer(options.iss ?? ISSUER)
    .setAudience(options.aud ?? AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(key);
}

async function expect401(token: string, path = "/users/me") {
  const res = await call(path, { token });
  expect(res.status, token.slice(0, 60)).toBe(401);
  expect(typeof res.body.detail).toBe("string");
  expect(res.headers.get("WWW-Authenticate")).toBe("Bearer");
}

describe("bearer tokens", () => {
  it("a token signed with the raw secret instead of the session key, or with another typ, is refused", async () => {
    await expect401(await sign({}, { rawKey: true }));
    await expect401(await sign({}, { typ: "JWT" }));
    await expect401(await sign({}, { typ: "oauth-state+jwt" }));
  });

  it("a token signed here with the test secret is accepted (control)", async () => {
    const res = await call("/users/me", { token: await sign({}) });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(user.email);
  });

  it("a tampered payload is refused, and a forged is_admin does not reach admin calls", async () => {
    const [header, payload, signature] = user.token.split(".") as [string, string, string];
    const claims = JSON.parse(fromB64url(payload)) as Record<string, unknown>;
    const forged = `${header}.${b64url(JSON.stringify({ ...claims, is_admin: true }))}.${signature}`;
    await expect401(forged);
    await expect401(forged, "/admin/tasks");
    const otherSub = `${header}.${b64url(JSON.stringify({ ...claims, sub: admin.user_id }))}.${signature}`;
    await expect401(otherSub);
    // Changed at its first character, which carries six whole bits of the signature: the last one
    // carries padding bits, so rewriting the end could leave the same signature, as it once did in CI.
    await expect401(`${header}.${payload}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`);
  });

  it("alg none is refused", async () => {
    const [, payload] = user.token.split(".") as [string, string];
    await expect401(`${b64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`);
    await expect401(`${b64url(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}`);
    await expect401(`${b64url(JSON.stringify({ alg: "HS512", typ: "JWT" }))}.${payload}.${user.token.split(".")[2]}`);
  });

  it("an expired token is refused", async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    await expect401(await sign({}, { exp: past }));
  });

  it("a wrong secret, issuer or audience is refused", async () => {
    await expect401(await sign({}, { secret: "another-secret-that-is-long-enough-for-hs256-xyz" }));
    await expect401(await sign({}, { iss: "someone-else" }));
    await expect401(await sign({}, { aud: "someone-else" }));
  });

  it("claims from the database win: is_admin in a validly signed token of a non-admin gets 403, not admin rights", async () => {
    const token = await sign({ is_admin: true });
    const res = await call("/admin/tasks", { token });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: "Not enough permissions" });
    // And a token of an unknown user is refused.
    await expect401(await sign({}, { sub: "no-such-user" }));
  });

  it("garbage is refused, on protected calls, while public calls still answer", async () => {
    for (const garbage of ["garbage", "a.b.c", "....", "ey.ey.ey", "x".repeat(5000), "Ünïcødé.☃.💥", user.token + "x"]) {
      await expect401(garbage);
    }
    // Public calls ignore a bad token instead of failing.
    expect((await call("/channels", { token: "garbage" })).status).toBe(200);
    // An empty or odd Authorization header, or a bad cookie.
    expect((await call("/users/me", { headers: { Authorization: "Bearer " } })).status).toBe(401);
    expect((await call("/users/me", { headers: { Authorization: "Basic Zm9vOmJhcg==" } })).status).toBe(401);
    expect((await call("/users/me", { headers: { Cookie: "session=garbage" } })).status).toBe(401);
    expect((await call("/users/me", { headers: { Cookie: "session=" } })).status).toBe(401);
  });

  it("an admin token works on admin calls", async () => {
    expect((await call("/admin/tasks", { token: admin.token })).status).toBe(200);
  });
});

describe("the idle timeout", () => {
  const HOUR = 3_600_000;
  const claimsOf = (token: string) => JSON.parse(fromB64url(token.split(".")[1]!)) as { iat_ms: number; auth_ms: number; exp: number };

  it("ends a session unused for a day, and every session a week after its sign-in", async () => {
    await expect401(await sign({ iat_ms: Date.now() - 25 * HOUR }));
    await expect401(await sign({ iat_ms: Date.now() - HOUR, auth_ms: Date.now() - 8 * 24 * HOUR }));
    expect((await call("/users/me", { token: await sign({ iat_ms: Date.now() - 23 * HOUR }) })).status).toBe(200);
  });

  it("re-issues a browser's cookie once it is an hour old, keeping the sign-in time; a bearer token is never re-issued", async () => {
    const signedIn = Date.now() - 3 * HOUR;
    const old = await sign({ iat_ms: Date.now() - 2 * HOUR, auth_ms: signedIn });
    const viaCookie = await call("/users/me", { headers: { Cookie: `session=${old}` } });
    expect(viaCookie.status).toBe(200);
    const renewed = /^session=([^;]+);.*HttpOnly/.exec(viaCookie.headers.get("Set-Cookie") ?? "")?.[1];
    expect(renewed).toBeTruthy();
    const claims = claimsOf(renewed!);
    expect(claims.auth_ms).toBe(signedIn);
    expect(claims.iat_ms).toBeGreaterThan(Date.now() - 60_000);
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    expect((await call("/users/me", { token: old })).headers.get("Set-Cookie")).toBeNull();
    const fresh = await sign({});
    expect((await call("/users/me", { headers: { Cookie: `session=${fresh}` } })).headers.get("Set-Cookie")).toBeNull();
  });
});

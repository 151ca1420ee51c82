/**
 * Claiming a channel through Google (issue 24, item 1): the consent URL, the callback's checks of
 * the state and the session, what Google's answers become in channel_owners, and a verified
 * owner's creator application approved at once. Google is replaced at the fetch boundary.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../../worker/auth/viewer";
import { issuePurposeToken } from "../../worker/auth/purpose-token";
import { getConfig } from "../../worker/config";
import { createDb } from "../../worker/db/client";
import { READONLY_SCOPE } from "../../worker/providers/youtube/google-oauth";
import {
  CLAIM_OF_ANOTHER_ACCOUNT,
  CLAIMING_NOT_CONFIGURED,
  completeChannelClaim,
  INVALID_CLAIM_STATE,
  startChannelClaim,
} from "../../worker/services/channel-claims";
import { completeChannelConnection, startChannelConnection } from "../../worker/services/channel-oauth";
import { ownedChannels } from "../../worker/services/channel-owners";
import type { ServiceContext } from "../../worker/services/context";
import { UNVERIFIED_EMAIL } from "../../worker/services/email-verification";
import { json, noWait, standIn, type Handler, type SentRequest } from "../providers/youtube-stand-in";
import invalidGrant from "../providers/recordings/youtube/oauth-error-invalid-grant.json";
import { call, count, createAdmin, createUser, insertChannel, login, tamperedSignature, uniqueEmail, type TestUser } from "./fixtures";

const YOUTUBE = "https://youtube.stand-in.test/youtube/v3";
const TOKEN_URL = "https://oauth.stand-in.test/token";
const CLIENT_ID = "1234-picks.apps.googleusercontent.com";
const config = getConfig({
  ...env,
  PUBLIC_BASE_URL: "https://picks.example",
  GOOGLE_OAUTH_CLIENT_ID: CLIENT_ID,
  GOOGLE_OAUTH_CLIENT_SECRET: "stand-in-client-secret",
  GOOGLE_OAUTH_TOKEN_URL: TOKEN_URL,
  YOUTUBE_API_BASE_URL: YOUTUBE,
} as unknown as Env);

const ON_SITE = { channel_id: "UCclaimOnSite000000000001", handle: "claimfirst", channel_name: "Claim First" };
const ALSO_ON_SITE = { channel_id: "UCclaimOnSite000000000002", handle: "claimsecond", channel_name: "claim Second" };
const NOT_ON_SITE = "UCclaimNotOnSite000000009";

/** Google's token endpoint's answer to a read-only consent: no refresh token is asked for. */
const TOKENS = { access_token: "ya29.claim-access-token", expires_in: 3599, scope: READONLY_SCOPE, token_type: "Bearer" };

const mine = (...ids: string[]) => ({
  kind: "youtube#channelListResponse",
  etag: "claimEtag",
  pageInfo: { totalResults: ids.length, resultsPerPage: 50 },
  items: ids.map((id) => ({ kind: "youtube#channel", etag: `etag-${id}`, id })),
});

const google =
  (o: Partial<Record<"token" | "mine", (r: SentRequest) => Response>> = {}): Handler =>
  (r) => {
    if (r.url.href === TOKEN_URL) return o.token?.(r) ?? json(TOKENS);
    if (r.url.pathname === "/youtube/v3/channels")
      return o.mine?.(r) ?? json(mine(ON_SITE.channel_id, ALSO_ON_SITE.channel_id, NOT_ON_SITE));
    return json({ error: { code: 404, message: "Not Found" } }, 404);
  };

const viewerOf = (user: TestUser, is_admin = false): Viewer => ({ user_id: user.user_id, email: user.email, is_admin });
const rcOf = (user: TestUser | null, is_admin = false): ServiceContext => ({
  env,
  db: createDb(env.DB),
  config,
  viewer: user ? viewerOf(user, is_admin) : null,
});

async function stateFor(user: TestUser): Promise<{ consent: URL; state: string }> {
  const { authorization_url } = await startChannelClaim(rcOf(user));
  const consent = new URL(authorization_url);
  return { consent, state: consent.searchParams.get("state")! };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

const ownersOf = (channelId: string) =>
  env.DB.prepare("SELECT user_id, proof, verified_at FROM channel_owners WHERE channel_id = ? ORDER BY verified_at")
    .bind(channelId)
    .all<{ user_id: string; proof: string; verified_at: string }>()
    .then((r) => r.results);

/** A registered, signed-in account whose e-mail is not confirmed yet. */
async function unconfirmedUser(): Promise<TestUser> {
  const email = uniqueEmail("unconfirmed");
  const password = "correct-horse-battery";
  const reg = await call("/users/register", { json: { email, password } });
  expect(reg.status, reg.text).toBe(201);
  const res = await login(email, password);
  expect(res.status, res.text).toBe(200);
  return { user_id: reg.body.user_id, email, password, token: res.body.access_token };
}

beforeAll(async () => {
  await insertChannel(ON_SITE);
  await insertChannel(ALSO_ON_SITE);
});

describe("starting a claim (POST /api/studio/claim)", () => {
  it("sends the user to Google's consent page for the read-only scope, with PKCE and no refresh token asked for", async () => {
    const user = await createUser("claimer");
    const { consent, state } = await stateFor(user);
    expect(consent.origin + consent.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: "https://picks.example/studio/claim/callback",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/youtube.readonly",
      access_type: "online",
      prompt: "select_account",
      state,
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: "S256",
    });
  });

  it("refuses anonymous visitors (401), an unconfirmed e-mail (403) and, unconfigured, says so (404)", async () => {
    expect((await call("/studio/claim", { method: "POST" })).status).toBe(401);
    const unconfirmed = await call("/studio/claim", { method: "POST", token: (await unconfirmedUser()).token });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.detail).toBe(UNVERIFIED_EMAIL);
    // The test Worker has no Google OAuth client configured.
    const unconfigured = await call("/studio/claim", { method: "POST", token: (await createUser()).token });
    expect(unconfigured.status).toBe(404);
    expect(unconfigured.body.detail).toBe(CLAIMING_NOT_CONFIGURED);

    const doc = (await call("/openapi.json")).body as { paths: Record<string, Record<string, { security?: unknown }>> };
    expect(doc.paths["/api/studio/claim"]?.post?.security).toBeDefined();
    expect(doc.paths["/api/studio/claim/callback"]?.get?.security).toBeDefined();
  });
});

describe("the callback", () => {
  it("exchanges the code with the state's verifier, lists the account's channels and records those on the site as the user's", async () => {
    const user = await createUser("claimer");
    const { consent, state } = await stateFor(user);
    const server = standIn(google());
    const result = await completeChannelClaim({ ...rcOf(user), http: { fetch: server.fetch, ...noWait } }, { state, code: "4/0ClaimCode" });
    expect(result).toEqual({
      claimed: [
        { channel_id: ON_SITE.channel_id, channel_name: "Claim First", handle: "claimfirst" },
        { channel_id: ALSO_ON_SITE.channel_id, channel_name: "claim Second", handle: "claimsecond" },
      ],
      not_on_site: [NOT_ON_SITE],
    });

    const [exchange, list] = server.requests;
    expect(Object.fromEntries(new URLSearchParams(exchange!.body))).toEqual({
      client_id: CLIENT_ID,
      client_secret: "stand-in-client-secret",
      grant_type: "authorization_code",
      code: "4/0ClaimCode",
      redirect_uri: "https://picks.example/studio/claim/callback",
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const verifier = new URLSearchParams(exchange!.body).get("code_verifier")!;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replaceAll("=", "");
    expect(challenge).toBe(consent.searchParams.get("code_challenge"));
    expect(list!.url.searchParams.get("part")).toBe("id");
    expect(list!.url.searchParams.get("mine")).toBe("true");
    expect(list!.headers.get("Authorization")).toBe(`Bearer ${TOKENS.access_token}`);

    for (const channel of [ON_SITE, ALSO_ON_SITE]) {
      expect(await ownersOf(channel.channel_id)).toContainEqual({
        user_id: user.user_id,
        proof: "google",
        verified_at: expect.any(String),
      });
    }
    expect(await count("channel_owners", "channel_id = ?", NOT_ON_SITE)).toBe(0);
    // Claiming keeps no Google token.
    expect(await count("channel_oauth_grants", "channel_id IN (?, ?)", ON_SITE.channel_id, ALSO_ON_SITE.channel_id)).toBe(0);
  });

  it("claiming again changes nothing but the proof's time; a second user becomes a second owner", async () => {
    const first = await createUser("owner-a");
    const second = await createUser("owner-b");
    const http = { fetch: standIn(google({ mine: () => json(mine(ON_SITE.channel_id)) })).fetch, ...noWait };
    await completeChannelClaim({ ...rcOf(first), http }, { state: (await stateFor(first)).state, code: "c1" });
    const before = (await ownersOf(ON_SITE.channel_id)).find((o) => o.user_id === first.user_id)!;
    await completeChannelClaim({ ...rcOf(first), http }, { state: (await stateFor(first)).state, code: "c2" });
    expect(await count("channel_owners", "channel_id = ? AND user_id = ?", ON_SITE.channel_id, first.user_id)).toBe(1);
    const after = (await ownersOf(ON_SITE.channel_id)).find((o) => o.user_id === first.user_id)!;
    expect(after.verified_at >= before.verified_at).toBe(true);

    await completeChannelClaim({ ...rcOf(second), http }, { state: (await stateFor(second)).state, code: "c3" });
    const owners = (await ownersOf(ON_SITE.channel_id)).map((o) => o.user_id);
    expect(owners).toEqual(expect.arrayContaining([first.user_id, second.user_id]));
    // The studio's ownership check now lets them in.
    expect((await ownedChannels(rcOf(second))).map((c) => c.channel_id)).toContain(ON_SITE.channel_id);
  });

  it("refuses a tampered, expired, other-purpose or other user's state before calling Google", async () => {
    const user = await createUser("claimer");
    const admin = await createAdmin();
    const server = standIn(google());
    const http = { fetch: server.fetch, ...noWait };
    const { state } = await stateFor(user);
    const invalid = { status: 400, detail: INVALID_CLAIM_STATE };

    expect(await failure(completeChannelClaim({ ...rcOf(user), http }, { state: tamperedSignature(state), code: "c" }))).toMatchObject(
      invalid,
    );
    const expired = await issuePurposeToken(
      config,
      { purpose: "youtube-channel-claim", ttlSeconds: 60 },
      user.user_id,
      { pkce: "v1.x.y" },
      Date.now() - 3_600_000,
    );
    expect(await failure(completeChannelClaim({ ...rcOf(user), http }, { state: expired, code: "c" }))).toMatchObject(invalid);

    // The captions connection's state, signed by the same Worker for the same user, is not a claim's…
    const connect = new URL(
      await startChannelConnection({ config, db: createDb(env.DB), viewer: viewerOf(admin, true) }, { channel_id: ON_SITE.channel_id }),
    );
    const connectState = connect.searchParams.get("state")!;
    expect(await failure(completeChannelClaim({ ...rcOf(admin, true), http }, { state: connectState, code: "c" }))).toMatchObject(invalid);
    // …nor a claim's state a connection's.
    const claimState = (await stateFor(admin)).state;
    expect(
      await failure(completeChannelConnection({ config, db: createDb(env.DB), viewer: null, http }, { state: claimState, code: "c" })),
    ).toMatchObject({
      status: 400,
      detail: "Invalid or expired state: start connecting the channel again",
    });

    // A consent link passed on: whoever opens it signed in as someone else claims nothing.
    const other = await createUser("other");
    expect(await failure(completeChannelClaim({ ...rcOf(other), http }, { state, code: "c" }))).toMatchObject({
      status: 400,
      detail: CLAIM_OF_ANOTHER_ACCOUNT,
    });
    expect(await failure(completeChannelClaim({ ...rcOf(null), http }, { state, code: "c" }))).toMatchObject({ status: 401 });
    expect(server.requests).toHaveLength(0);
  });

  it("reports a declined consent and Google's refusal of the code, recording nothing", async () => {
    const user = await createUser("claimer");
    const { state } = await stateFor(user);
    const server = standIn(google({ token: () => json(invalidGrant, 400) }));
    const http = { fetch: server.fetch, ...noWait };
    expect(await failure(completeChannelClaim({ ...rcOf(user), http }, { state, error: "access_denied" }))).toMatchObject({
      status: 400,
      detail: "Google did not grant access (access_denied)",
    });
    expect(await failure(completeChannelClaim({ ...rcOf(user), http }, { state }))).toMatchObject({
      status: 400,
      detail: "Google sent no authorization code",
    });
    expect(await failure(completeChannelClaim({ ...rcOf(user), http }, { state, code: "used-code" }))).toMatchObject({
      status: 400,
      detail: "Google OAuth: the grant is no longer valid (invalid_grant: Token has been expired or revoked.)",
    });
    // Google down: worth trying again later (503), not the user's fault.
    const down = standIn(google({ token: () => json({ error: "server_error" }, 503) }));
    expect(
      await failure(completeChannelClaim({ ...rcOf(user), http: { fetch: down.fetch, ...noWait } }, { state, code: "c" })),
    ).toMatchObject({
      status: 503,
      detail: expect.stringMatching(/^Google OAuth: /),
    });
    expect(await count("channel_owners", "user_id = ?", user.user_id)).toBe(0);
  });

  it("over the API: signed-in only, and a state that is not ours is a 400", async () => {
    expect((await call("/studio/claim/callback?state=s&code=c")).status).toBe(401);
    const user = await createUser();
    expect((await call("/studio/claim/callback", { token: user.token })).status).toBe(422);
    const forged = await call("/studio/claim/callback?state=not-a-state&code=c", { token: user.token });
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toBe(INVALID_CLAIM_STATE);
  });
});

describe("a creator application by a verified owner", () => {
  const CHANNEL = { channel_id: "UCapplyOwner0000000000001", handle: "apply.owner", channel_name: "Apply Owner" };
  beforeAll(async () => {
    await insertChannel(CHANNEL);
  });
  const apply = (token: string | null) =>
    call("/prospective_creators/", {
      token,
      json: { channel_handle: `@${CHANNEL.handle}`, email: "owner@example.com", category: "Other" },
    });
  const own = (userId: string) =>
    env.DB.prepare(
      "INSERT INTO channel_owners (channel_id, user_id, proof, verified_at) VALUES (?, ?, 'google', '2026-11-01T00:00:00.000Z')",
    )
      .bind(CHANNEL.channel_id, userId)
      .run();

  it("stays pending from an anonymous visitor, a signed-in non-owner and an owner whose e-mail is not confirmed", async () => {
    const unconfirmed = await unconfirmedUser();
    await own(unconfirmed.user_id);
    for (const token of [null, (await createUser()).token, unconfirmed.token]) {
      const res = await apply(token);
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({
        status: "pending",
        message: "Application submitted. We will contact you within 24 hours.",
        storefront: null,
      });
    }
    expect(await count("storefronts", "channel_id = ?", CHANNEL.channel_id)).toBe(0);
    expect(await count("creator_applications", "channel_handle = ? AND status = 'pending'", `@${CHANNEL.handle}`)).toBe(3);
  });

  it("is approved at once and creates the storefront, as an admin's approval does", async () => {
    const owner = await createUser("verified-owner");
    await own(owner.user_id);
    const res = await apply(owner.token);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: "approved",
      message: "Application approved: your storefront is at /s/apply.owner.",
      storefront: { storefront_id: expect.any(String), handle: "apply.owner" },
    });
    const row = await env.DB.prepare("SELECT status, reviewed_at FROM creator_applications WHERE application_id = ?")
      .bind(res.body.application_id)
      .first<{ status: string; reviewed_at: string | null }>();
    expect(row).toEqual({ status: "approved", reviewed_at: expect.any(String) });
    expect((await call(`/storefronts/apply.owner`)).status).toBe(200);

    // The channel has its storefront now: the next application waits for an admin.
    const again = await apply(owner.token);
    expect(again.body).toMatchObject({ status: "pending", storefront: null });
  });
});

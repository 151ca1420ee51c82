import { env } from "cloudflare:workers";
import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { getConfig } from "../../worker/config";
import { getProviders } from "../../worker/providers";
import { preferOwnerCaptions } from "../../worker/providers/transcripts/composite";
import { type TranscriptSource } from "../../worker/providers/types";
import { ProviderError } from "../../worker/lib/http";
import { youtubeClient } from "../../worker/providers/youtube/api";
import { ownerCaptions } from "../../worker/providers/youtube/captions";
import { completeChannelConnection, startChannelConnection } from "../../worker/services/channel-oauth";
import { googleOAuth } from "../../worker/providers/youtube/google-oauth";
import { seal, unseal } from "../../worker/auth/sealed";
import { grantKey, grantStore } from "../../worker/providers/youtube/oauth-grants";
import { parseWebVtt } from "../../worker/providers/youtube/webvtt";
import { call, createAdmin, createUser, tamperedSignature } from "../api/fixtures";
import { db } from "../pipeline/helpers";
import vtt from "./recordings/youtube/caption-standard.vtt?raw";
import captionsEmpty from "./recordings/youtube/captions-list-empty.json";
import captionsList from "./recordings/youtube/captions-list.json";
import channelsMine from "./recordings/youtube/channels-list-mine.json";
import channelsEmpty from "./recordings/youtube/channels-list-empty.json";
import quotaExceeded from "./recordings/youtube/error-quota-exceeded.json";
import unauthorized from "./recordings/youtube/error-unauthorized.json";
import invalidGrant from "./recordings/youtube/oauth-error-invalid-grant.json";
import tokenExchange from "./recordings/youtube/oauth-token-exchange.json";
import tokenRefresh from "./recordings/youtube/oauth-token-refresh.json";
import { json, noWait, standIn, type Handler, type SentRequest } from "./youtube-stand-in";

const YOUTUBE = "https://youtube.stand-in.test/youtube/v3";
const TOKEN_URL = "https://oauth.stand-in.test/token";
const CLIENT = { clientId: "1234-trailkit.apps.googleusercontent.com", clientSecret: "stand-in-client-secret", tokenUrl: TOKEN_URL };
const CHANNEL_ID = "UCq3Tf8kWmB2vN7xLp5RzH1g";
const STANDARD_EN = "AUieDaaW1sHf5Ng8Kx3Qv0Lp7Tb2Yr9McEd4Uj6Oi1Zq";
const NOW = Date.parse("2026-11-20T10:00:00.000Z");
const VIDEO = { video_id: "stoveTest02", title: "Canister stoves at -10 °C", channel_id: CHANNEL_ID };

const EXPECTED_SEGMENTS = [
  { start_seconds: 0, text: "Five canister stoves, one night in the freezer." },
  { start_seconds: 4, text: "This video is sponsored by Alpine Fuel." },
  { start_seconds: 65, text: "The Kestrel Micro stove still boiled half a litre in four minutes & forty seconds." },
  { start_seconds: 3723, text: "That's it for today." },
];

beforeAll(async () => {
  for (const [id, handle] of [
    [CHANNEL_ID, "trailkitreviews"],
    ["UCn0Gr4Nt5Cc6Hh7Aa8Nn9El", "nograntchannel"],
  ] as const) {
    await env.DB.prepare("INSERT OR IGNORE INTO channels (channel_id, handle, channel_name) VALUES (?, ?, ?)")
      .bind(id, handle, handle)
      .run();
  }
});

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

describe("WebVTT cues as transcript segments", () => {
  it("reads each cue's start second and its text without markup, skipping header and NOTE blocks", () => {
    expect(parseWebVtt(vtt)).toEqual(EXPECTED_SEGMENTS);
  });

  it("drops the repeated line of rolling speech-recognition cues and accepts mm:ss.ttt timings", () => {
    const asr =
      "WEBVTT\n\n00:01.000 --> 00:03.000\nhello there\n\n00:03.000 --> 00:05.000\nhello there\n\n00:05.000 --> 00:07.500\ngeneral kenobi\n";
    expect(parseWebVtt(asr)).toEqual([
      { start_seconds: 1, text: "hello there" },
      { start_seconds: 5, text: "general kenobi" },
    ]);
  });
});

describe("grants are stored encrypted (AES-GCM, key derived from JWT_SECRET)", () => {
  it("a sealed token opens only with the same secret and for the same channel", async () => {
    const key = await grantKey(env.JWT_SECRET);
    const sealed = await seal(key, "1//refresh-token", CHANNEL_ID);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("refresh-token");
    expect(await seal(key, "1//refresh-token", CHANNEL_ID)).not.toBe(sealed);
    expect(await unseal(key, sealed, CHANNEL_ID)).toBe("1//refresh-token");
    expect(await unseal(key, sealed, "UCsomeOtherChannel000000")).toBeNull();
    expect(await unseal(await grantKey(`${env.JWT_SECRET}-rotated`), sealed, CHANNEL_ID)).toBeNull();
  });

  it("a grant sealed before the grants shared auth/sealed.ts still opens (same key derivation and format)", async () => {
    // Sealed by the grants' former copy of the AES-GCM code, under this secret, for CHANNEL_ID.
    const recorded = "v1.qsFmCrZHPVpw945T.Pf1iYGgFkcbEMruWC2B85H0IoWhvyo1sVQNpd1xa66ULt1KcxGuvbCk";
    const key = await grantKey("recorded-jwt-secret-for-sealing-test");
    expect(await unseal(key, recorded, CHANNEL_ID)).toBe("1//recorded-refresh-token");
  });

  it("the row holds ciphertext only; load answers the plaintext", async () => {
    const store = grantStore(db, env.JWT_SECRET);
    await store.save({
      channel_id: CHANNEL_ID,
      refresh_token: "1//plain-refresh",
      access_token: "ya29.plain-access",
      access_token_expires_at: NOW,
      scope: "s",
    });
    const row = await env.DB.prepare("SELECT * FROM channel_oauth_grants WHERE channel_id = ?")
      .bind(CHANNEL_ID)
      .first<Record<string, string>>();
    expect(JSON.stringify(row)).not.toContain("plain-refresh");
    expect(JSON.stringify(row)).not.toContain("plain-access");
    expect(await store.load(CHANNEL_ID)).toEqual({
      channel_id: CHANNEL_ID,
      refresh_token: "1//plain-refresh",
      access_token: "ya29.plain-access",
      access_token_expires_at: NOW,
      scope: "s",
    });
    // Under another JWT_SECRET the grant is as good as absent.
    expect(await grantStore(db, `${env.JWT_SECRET}-rotated`).load(CHANNEL_ID)).toBeNull();
    await store.remove(CHANNEL_ID);
    expect(await store.load(CHANNEL_ID)).toBeNull();
  });
});

/** YouTube and Google's token endpoint as documented; each answer replaceable. */
const google =
  (o: Partial<Record<"token" | "captions" | "download" | "mine", (r: SentRequest) => Response>> = {}): Handler =>
  (r) => {
    if (r.url.href === TOKEN_URL)
      return o.token?.(r) ?? json(r.body.includes("grant_type=authorization_code") ? tokenExchange : tokenRefresh);
    const path = r.url.pathname.replace("/youtube/v3/", "");
    if (path === "captions") return o.captions?.(r) ?? json(captionsList);
    if (path.startsWith("captions/")) return o.download?.(r) ?? new Response(vtt, { headers: { "Content-Type": "text/vtt" } });
    if (path === "channels") return o.mine?.(r) ?? json(channelsMine);
    return json({ error: { code: 404, message: "Not Found" } }, 404);
  };

function owners(handler: Handler) {
  const server = standIn(handler);
  const http = { fetch: server.fetch, ...noWait };
  const grants = grantStore(db, env.JWT_SECRET);
  const source = ownerCaptions({ client: youtubeClient(YOUTUBE, http), oauth: googleOAuth(CLIENT, http), grants, now: () => NOW });
  const fallbackCalls: string[] = [];
  const fallback: TranscriptSource = {
    async fetchTranscript(video) {
      fallbackCalls.push(video.video_id);
      return [{ start_seconds: 0, text: "from the transcript service" }];
    },
  };
  return { transcripts: preferOwnerCaptions(source, fallback), requests: server.requests, grants, fallbackCalls };
}

const connect = (accessToken: string | null, expiresAt: number | null) =>
  grantStore(db, env.JWT_SECRET).save({
    channel_id: CHANNEL_ID,
    refresh_token: "1//0gTrailKitRefreshTokenFromConsent-L9Ir",
    access_token: accessToken,
    access_token_expires_at: expiresAt,
    scope: "https://www.googleapis.com/auth/youtube.force-ssl",
  });

describe("owner's captions first (captions.list + captions.download), else the transcript service", () => {
  it("refreshes an expired access token, downloads the standard track as WebVTT, and keeps the new token", async () => {
    await connect("ya29.expired", NOW - 1000);
    const { transcripts, requests, grants, fallbackCalls } = owners(google());
    expect(await transcripts.fetchTranscript(VIDEO)).toEqual(EXPECTED_SEGMENTS);
    expect(fallbackCalls).toEqual([]);

    const [token, list, download] = requests;
    expect(requests).toHaveLength(3);
    expect(token!.method).toBe("POST");
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: "refresh_token",
      refresh_token: "1//0gTrailKitRefreshTokenFromConsent-L9Ir",
    });
    expect(list!.url.pathname).toBe("/youtube/v3/captions");
    expect(list!.url.searchParams.get("videoId")).toBe("stoveTest02");
    expect(list!.headers.get("Authorization")).toBe(`Bearer ${tokenRefresh.access_token}`);
    expect(list!.url.searchParams.get("key")).toBeNull();
    // The published English standard track, not the speech-recognition one nor the German draft.
    expect(download!.url.pathname).toBe(`/youtube/v3/captions/${STANDARD_EN}`);
    expect(download!.url.searchParams.get("tfmt")).toBe("vtt");

    const stored = await grants.load(CHANNEL_ID);
    expect(stored?.access_token).toBe(tokenRefresh.access_token);
    expect(stored?.access_token_expires_at).toBe(NOW + tokenRefresh.expires_in * 1000);
  });

  it("a still-valid access token is used as is", async () => {
    await connect("ya29.still-valid", NOW + 30 * 60_000);
    const { transcripts, requests } = owners(google());
    expect(await transcripts.fetchTranscript(VIDEO)).toEqual(EXPECTED_SEGMENTS);
    expect(requests.map((r) => r.url.pathname)).toEqual(["/youtube/v3/captions", `/youtube/v3/captions/${STANDARD_EN}`]);
    expect(requests[0]!.headers.get("Authorization")).toBe("Bearer ya29.still-valid");
  });

  it("an access token revoked early (401) is refreshed once and the call repeated", async () => {
    await connect("ya29.revoked-early", NOW + 30 * 60_000);
    let lists = 0;
    const { transcripts, requests } = owners(google({ captions: () => (++lists === 1 ? json(unauthorized, 401) : json(captionsList)) }));
    expect(await transcripts.fetchTranscript(VIDEO)).toEqual(EXPECTED_SEGMENTS);
    expect(requests.map((r) => (r.url.href === TOKEN_URL ? "token" : r.url.pathname.split("/").at(-1)))).toEqual([
      "captions",
      "token",
      "captions",
      STANDARD_EN,
    ]);
  });

  it("a channel without a grant goes straight to the transcript service", async () => {
    const { transcripts, requests, fallbackCalls } = owners(google());
    const video = { ...VIDEO, channel_id: "UCn0Gr4Nt5Cc6Hh7Aa8Nn9El" };
    expect(await transcripts.fetchTranscript(video)).toEqual([{ start_seconds: 0, text: "from the transcript service" }]);
    expect(fallbackCalls).toEqual(["stoveTest02"]);
    expect(requests).toHaveLength(0);
  });

  it("a video with no published track falls back to the transcript service", async () => {
    await connect("ya29.still-valid", NOW + 30 * 60_000);
    const { transcripts, fallbackCalls } = owners(google({ captions: () => json(captionsEmpty) }));
    expect(await transcripts.fetchTranscript(VIDEO)).toEqual([{ start_seconds: 0, text: "from the transcript service" }]);
    expect(fallbackCalls).toEqual(["stoveTest02"]);
  });

  it("a revoked grant (invalid_grant) is removed and the transcript service takes over", async () => {
    await connect(null, null);
    const { transcripts, grants, fallbackCalls } = owners(google({ token: () => json(invalidGrant, 400) }));
    expect(await transcripts.fetchTranscript(VIDEO)).toEqual([{ start_seconds: 0, text: "from the transcript service" }]);
    expect(fallbackCalls).toEqual(["stoveTest02"]);
    expect(await grants.load(CHANNEL_ID)).toBeNull();
  });

  it("YouTube's daily quota running out is a permanent error saying so", async () => {
    await connect("ya29.still-valid", NOW + 30 * 60_000);
    const { transcripts, fallbackCalls } = owners(google({ captions: () => json(quotaExceeded, 403) }));
    const error = await failure(transcripts.fetchTranscript(VIDEO));
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).transient).toBe(false);
    expect((error as ProviderError).message).toContain("daily quota exhausted");
    expect(fallbackCalls).toEqual([]);
  });

  it("getProviders puts the owners' captions in front when the Google OAuth client is configured", async () => {
    await connect("ya29.still-valid", NOW + 30 * 60_000);
    const server = standIn(google());
    const providers = getProviders(
      {
        ...env,
        GOOGLE_OAUTH_CLIENT_ID: CLIENT.clientId,
        GOOGLE_OAUTH_CLIENT_SECRET: CLIENT.clientSecret,
        YOUTUBE_API_BASE_URL: YOUTUBE,
      } as Env,
      { fetch: server.fetch, now: () => new Date(NOW) },
    );
    expect(await providers.transcripts.fetchTranscript(VIDEO)).toEqual(EXPECTED_SEGMENTS);
    expect(server.requests[0]!.url.origin).toBe(new URL(YOUTUBE).origin);
  });
});

describe("connecting a channel (GET /api/creators/oauth/start and /callback)", () => {
  const config = getConfig({
    ...env,
    PUBLIC_BASE_URL: "https://picks.example",
    GOOGLE_OAUTH_CLIENT_ID: CLIENT.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_OAUTH_TOKEN_URL: TOKEN_URL,
    YOUTUBE_API_BASE_URL: YOUTUBE,
  } as unknown as Env);
  let admin: { user_id: string; email: string; is_admin: boolean };
  beforeAll(async () => {
    const user = await createAdmin();
    admin = { user_id: user.user_id, email: user.email, is_admin: true };
  });

  async function stateFor(channelId = CHANNEL_ID, viewer = admin) {
    const consent = new URL(await startChannelConnection({ config, db, viewer }, { channel_id: channelId }));
    return { consent, state: consent.searchParams.get("state")! };
  }

  it("sends the admin to Google's consent page asking offline access to the force-ssl scope", async () => {
    const { consent, state } = await stateFor();
    expect(consent.origin + consent.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      client_id: CLIENT.clientId,
      redirect_uri: "https://picks.example/api/creators/oauth/callback",
      response_type: "code",
      scope: "https://www.googleapis.com/auth/youtube.force-ssl",
      access_type: "offline",
      prompt: "consent",
      state,
      // PKCE (RFC 7636): the challenge of a verifier only the Worker can read back from the state.
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      code_challenge_method: "S256",
    });
    expect(state).not.toContain(consent.searchParams.get("code_challenge")!);
    await expect(startChannelConnection({ config, db, viewer: admin }, { channel_id: "UCnotLoaded000000000000" })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("the callback exchanges the code, checks the account owns the channel, and stores the grant encrypted", async () => {
    await grantStore(db, env.JWT_SECRET).remove(CHANNEL_ID);
    const { consent, state } = await stateFor();
    const server = standIn(google());
    const result = await completeChannelConnection(
      { config, db, viewer: null, http: { fetch: server.fetch, ...noWait } },
      { state, code: "4/0AcvDMrCode" },
    );
    expect(result).toEqual({ channel_id: CHANNEL_ID, connected: true, scope: tokenExchange.scope });

    const [exchange, mine] = server.requests;
    expect(Object.fromEntries(new URLSearchParams(exchange!.body))).toEqual({
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
      grant_type: "authorization_code",
      code: "4/0AcvDMrCode",
      redirect_uri: "https://picks.example/api/creators/oauth/callback",
      code_verifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The verifier sent to the token endpoint is the one whose S256 challenge the consent URL carried.
    const verifier = new URLSearchParams(exchange!.body).get("code_verifier")!;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
    const challenge = btoa(String.fromCharCode(...digest))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replaceAll("=", "");
    expect(challenge).toBe(consent.searchParams.get("code_challenge"));
    expect(mine!.url.searchParams.get("mine")).toBe("true");
    expect(mine!.headers.get("Authorization")).toBe(`Bearer ${tokenExchange.access_token}`);

    const grant = await grantStore(db, env.JWT_SECRET).load(CHANNEL_ID);
    expect(grant?.refresh_token).toBe(tokenExchange.refresh_token);
    const row = await env.DB.prepare("SELECT refresh_token_enc FROM channel_oauth_grants WHERE channel_id = ?")
      .bind(CHANNEL_ID)
      .first<{ refresh_token_enc: string }>();
    expect(row?.refresh_token_enc).not.toContain(tokenExchange.refresh_token);
  });

  it("refuses a grant from an account that does not own the channel, storing nothing", async () => {
    await grantStore(db, env.JWT_SECRET).remove(CHANNEL_ID);
    const { state } = await stateFor();
    const server = standIn(google({ mine: () => json(channelsEmpty) }));
    const error = await failure(
      completeChannelConnection({ config, db, viewer: null, http: { fetch: server.fetch, ...noWait } }, { state, code: "4/0Other" }),
    );
    expect(error).toMatchObject({ status: 403, detail: "The Google account that gave consent does not own this channel" });
    expect(await grantStore(db, env.JWT_SECRET).load(CHANNEL_ID)).toBeNull();
  });

  it("refuses a tampered or expired state, or one not started by an admin, before calling Google", async () => {
    const server = standIn(google());
    const deps = { config, db, viewer: null, http: { fetch: server.fetch, ...noWait } };
    const { state } = await stateFor();
    const invalid = { status: 400, detail: "Invalid or expired state: start connecting the channel again" };
    expect(await failure(completeChannelConnection(deps, { state: tamperedSignature(state), code: "c" }))).toMatchObject(invalid);
    const user = await createUser();
    // A token that still says admin, for a user the database no longer knows as one.
    const notAdmin = await stateFor(CHANNEL_ID, { user_id: user.user_id, email: user.email, is_admin: true });
    expect(await failure(completeChannelConnection(deps, { state: notAdmin.state, code: "c" }))).toMatchObject(invalid);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ channel_id: CHANNEL_ID })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(admin.user_id)
      .setIssuer(config.JWT_ISSUER)
      .setAudience("youtube-channel-connect")
      .setIssuedAt(past - 600)
      .setExpirationTime(past)
      .sign(new TextEncoder().encode(config.JWT_SECRET));
    expect(await failure(completeChannelConnection(deps, { state: expired, code: "c" }))).toMatchObject(invalid);
    expect(server.requests).toHaveLength(0);
  });

  it("reports a declined consent and an unusable code", async () => {
    const { state } = await stateFor();
    const server = standIn(google({ token: () => json(invalidGrant, 400) }));
    const deps = { config, db, viewer: null, http: { fetch: server.fetch, ...noWait } };
    expect(await failure(completeChannelConnection(deps, { state, error: "access_denied" }))).toMatchObject({
      status: 400,
      detail: "Google did not grant access (access_denied)",
    });
    expect(await failure(completeChannelConnection(deps, { state, code: "used-code" }))).toMatchObject({
      status: 400,
      detail: "Google OAuth: the grant is no longer valid (invalid_grant: Token has been expired or revoked.)",
    });
  });

  it("start is admin-only and answers 404 while the OAuth client is not configured; the callback trusts only the state", async () => {
    const start = `/creators/oauth/start?channel_id=${CHANNEL_ID}`;
    expect((await call(start)).status).toBe(401);
    expect((await call(start, { token: (await createUser()).token })).status).toBe(403);
    const adminToken = (await createAdmin()).token;
    const res = await call(start, { token: adminToken });
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/not configured/);
    expect((await call("/creators/oauth/callback")).status).toBe(422);
    const forged = await call("/creators/oauth/callback?state=not-a-state&code=4%2F0Code");
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toMatch(/Invalid or expired state/);

    const doc = (await call("/openapi.json")).body as {
      paths: Record<string, Record<string, { description?: string; security?: unknown }>>;
    };
    expect(doc.paths["/api/creators/oauth/start"]?.get?.description).toMatch(/Admins only/);
    expect(doc.paths["/api/creators/oauth/callback"]?.get).toBeDefined();
    expect(doc.paths["/api/creators/oauth/callback"]?.get?.security).toBeUndefined();
  });
});

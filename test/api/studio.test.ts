/**
 * The creator studio's calls (issue 24, items 2 and 7): who reaches which channel (anonymous 401,
 * a signed-in stranger and the owner of another channel 403, the owner and an admin 200), the
 * confirmed e-mail every write needs, plain-text and length limits, the partner tag's format, the
 * handle's uniqueness, and the custom domain's TXT-record proof (DNS replaced at the fetch boundary).
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as root from "../../app/root";
import * as studioChannel from "../../app/routes/studio/channel";
import * as studioIndex from "../../app/routes/studio/index";
import { purgeDriver } from "../../worker/cache/purge";
import { storefrontTag } from "../../worker/cache/tags";
import { UNVERIFIED_EMAIL } from "../../worker/services/email-verification";
import {
  call,
  createAdmin,
  createUser,
  expect422,
  insertChannel,
  insertProduct,
  insertVideo,
  login,
  uniqueEmail,
  type ApiResponse,
  type TestUser,
} from "./fixtures";
import { dataOf, redirectOf, run } from "../routes/harness";

const A = "UCstudioA0000000000000001";
const B = "UCstudioB0000000000000002";
const SF_A = "sf-studio-a";
const SF_B = "sf-studio-b";
const KEY_DESK = "flexi|standing desk";
const KEY_LAMP = "benq|screenbar";
const KEY_B = "glow|serum";

async function insertStorefront(storefrontId: string, channelId: string, handle: string) {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO creator_applications (application_id, channel_handle, email, category, status) VALUES (?, ?, ?, 'Tech', 'approved')",
    ).bind(`app-${storefrontId}`, `@${handle}`, `${handle}@example.com`),
    env.DB.prepare("INSERT INTO storefronts (storefront_id, application_id, channel_id, handle) VALUES (?, ?, ?, ?)").bind(
      storefrontId,
      `app-${storefrontId}`,
      channelId,
      handle,
    ),
  ]);
}

async function own(channelId: string, userId: string) {
  await env.DB.prepare(
    "INSERT INTO channel_owners (channel_id, user_id, proof, verified_at) VALUES (?, ?, 'demo', '2026-01-01T00:00:00.000Z')",
  )
    .bind(channelId, userId)
    .run();
}

let owner: TestUser;
let otherOwner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let unconfirmedOwner: TestUser;

beforeAll(async () => {
  await insertChannel({ channel_id: A, handle: "studioa", channel_name: "Studio A" });
  await insertChannel({ channel_id: B, handle: "studiob", channel_name: "Studio B" });
  await insertVideo({ video_id: "studioVidA1", channel_id: A, title: "Desk tour", published_at: "2026-01-10T00:00:00.000Z" });
  await insertVideo({ video_id: "studioVidB1", channel_id: B, title: "Skincare", published_at: "2026-01-10T00:00:00.000Z" });
  for (const [id, brand, name, key] of [
    ["p-studio-desk", "Flexi", "Standing Desk", KEY_DESK],
    ["p-studio-lamp", "BenQ", "ScreenBar", KEY_LAMP],
  ] as const) {
    await insertProduct({
      product_id: id,
      video_id: "studioVidA1",
      channel_id: A,
      product_name: name,
      brand,
      match_key: key,
      published_at: "2026-01-10T00:00:00.000Z",
      listings: [{ asin: `B0${id.slice(-4).toUpperCase()}0001` }],
    });
  }
  await insertProduct({
    product_id: "p-studio-serum",
    video_id: "studioVidB1",
    channel_id: B,
    product_name: "Serum",
    brand: "Glow",
    match_key: KEY_B,
    published_at: "2026-01-10T00:00:00.000Z",
    listings: [{ asin: "B0SERUM0001" }],
  });
  await insertStorefront(SF_A, A, "studioa");
  await insertStorefront(SF_B, B, "studiob");
  owner = await createUser("studio-owner");
  otherOwner = await createUser("studio-other");
  stranger = await createUser("studio-stranger");
  admin = await createAdmin();
  await own(A, owner.user_id);
  await own(B, otherOwner.user_id);
  // Registered and signed in, the address never confirmed.
  const email = uniqueEmail("studio-unconfirmed");
  const reg = await call("/users/register", { json: { email, password: "correct-horse-battery" } });
  expect(reg.status, reg.text).toBe(201);
  const signedIn = await login(email, "correct-horse-battery");
  expect(signedIn.status, signedIn.text).toBe(200);
  unconfirmedOwner = { user_id: reg.body.user_id, email, password: "correct-horse-battery", token: signedIn.body.access_token };
  await own(A, unconfirmedOwner.user_id);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const base = (channelId = A) => `/studio/channels/${channelId}`;
const entry = (key: string, channelId = A) => `${base(channelId)}/entries/${encodeURIComponent(key)}`;
const patch = (json: unknown, token: string | null, channelId = A) =>
  call(`${base(channelId)}/storefront`, { method: "PATCH", json, token });
const putEntry = (key: string, json: unknown, token: string | null, channelId = A) =>
  call(entry(key, channelId), { method: "PUT", json, token });

/** A DNS-over-HTTPS stand-in answering the TXT values given, and recording what it was asked. */
function dnsAnswers(values: string[]) {
  const asked: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    asked.push(request);
    if (!request.url.startsWith("https://cloudflare-dns.com/")) throw new Error(`unexpected fetch ${request.url}`);
    const name = new URL(request.url).searchParams.get("name");
    const Answer = values.map((v) => ({ name, type: 16, TTL: 300, data: `"${v}"` }));
    return Response.json(
      { Status: values.length ? 0 : 3, Answer: values.length ? Answer : undefined },
      {
        headers: { "content-type": "application/dns-json" },
      },
    );
  });
  return asked;
}

describe("GET /api/studio/channels", () => {
  it("answers the signed-in user's own channels with their storefront, and 401 to an anonymous visitor", async () => {
    expect((await call("/studio/channels")).status).toBe(401);
    const mine = await call("/studio/channels", { token: owner.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toEqual({
      channels: [
        {
          channel_id: A,
          channel_name: "Studio A",
          thumbnail_url: expect.any(String),
          storefront: { handle: "studioa", partner_tag: null },
        },
      ],
    });
    expect(
      (await call("/studio/channels", { token: otherOwner.token })).body.channels.map((c: { channel_id: string }) => c.channel_id),
    ).toEqual([B]);
    expect((await call("/studio/channels", { token: stranger.token })).body).toEqual({ channels: [] });
    // An admin's own list holds only what they own; they reach the others through each channel's calls.
    expect((await call("/studio/channels", { token: admin.token })).body).toEqual({ channels: [] });
  });
});

describe("every studio call checks the channel's ownership", () => {
  const calls: [string, (token: string | null) => Promise<ApiResponse>][] = [
    ["GET stats", (token) => call(`${base()}/stats?from=2026-01-01&to=2026-01-31`, { token })],
    ["PATCH storefront", (token) => patch({ headline: "Gear I use" }, token)],
    ["PUT entry", (token) => putEntry(KEY_DESK, { note: "On my desk since 2020" }, token)],
    ["POST domain/check", (token) => call(`${base()}/domain/check`, { method: "POST", token })],
  ];

  beforeAll(async () => {
    const res = await patch({ custom_domain: "shop.studio-a.example" }, owner.token);
    expect(res.status, res.text).toBe(200);
  });

  it.each(calls)("%s: 401 anonymous, 403 a stranger and another channel's owner, 200 the owner and an admin", async (_name, send) => {
    dnsAnswers([]);
    const anonymous = await send(null);
    expect(anonymous.status, anonymous.text).toBe(401);
    for (const refused of [stranger, otherOwner]) {
      const res = await send(refused.token);
      expect(res.status, res.text).toBe(403);
      expect(res.body.detail).toBe("You do not own this channel");
    }
    for (const allowed of [owner, admin]) {
      const res = await send(allowed.token);
      expect(res.status, res.text).toBe(200);
    }
  });

  it("answers 404 for a channel that does not exist to an admin, and 403 to anyone else", async () => {
    const unknown = "UCnosuchchannel0000000000";
    expect((await call(`${base(unknown)}/stats?from=2026-01-01&to=2026-01-02`, { token: admin.token })).status).toBe(404);
    expect((await patch({ headline: "x" }, admin.token, unknown)).status).toBe(404);
    expect((await call(`${base(unknown)}/stats?from=2026-01-01&to=2026-01-02`, { token: owner.token })).status).toBe(403);
  });

  it("refuses every write of an owner whose e-mail address is not confirmed, while their figures stay readable", async () => {
    expect((await call(`${base()}/stats?from=2026-01-01&to=2026-01-02`, { token: unconfirmedOwner.token })).status).toBe(200);
    for (const res of [
      await patch({ headline: "Unconfirmed" }, unconfirmedOwner.token),
      await putEntry(KEY_DESK, { pinned: true }, unconfirmedOwner.token),
      await call(`${base()}/domain/check`, { method: "POST", token: unconfirmedOwner.token }),
    ]) {
      expect(res.status, res.text).toBe(403);
      expect(res.body.detail).toBe(UNVERIFIED_EMAIL);
    }
    const row = await env.DB.prepare("SELECT headline FROM storefronts WHERE storefront_id = ?").bind(SF_A).first<{ headline: string }>();
    expect(row?.headline).not.toBe("Unconfirmed");
  });

  it("keeps an owner of one channel out of another channel's storefront and products", async () => {
    expect((await putEntry(KEY_B, { hidden: true }, owner.token, B)).status).toBe(403);
    expect((await patch({ partner_tag: "thief-20" }, owner.token, B)).status).toBe(403);
    // Their own channel's path with the other channel's product: not a product of this storefront.
    expect((await putEntry(KEY_B, { hidden: true }, owner.token)).status).toBe(404);
    const b = await env.DB.prepare("SELECT partner_tag FROM storefronts WHERE storefront_id = ?")
      .bind(SF_B)
      .first<{ partner_tag: string | null }>();
    expect(b?.partner_tag).toBeNull();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM storefront_entries WHERE storefront_id = ?").bind(SF_B).first("n")).toBe(0);
  });
});

describe("storefront settings", () => {
  it("stores the headline and bio trimmed, and purges the storefront's cached pages", async () => {
    const purged: string[][] = [];
    vi.spyOn(purgeDriver, "send").mockImplementation(async (tags) => {
      purged.push(tags);
    });
    const res = await patch({ headline: "  The gear behind my videos  ", bio: "Desk setups.\r\nEvery week." }, owner.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.storefront).toMatchObject({ headline: "The gear behind my videos", bio: "Desk setups.\nEvery week." });
    expect(purged.flat()).toContain(storefrontTag(SF_A));
  });

  it("refuses text over its length, control characters and line breaks in one-line fields", async () => {
    for (const body of [
      { headline: "h".repeat(121) },
      { headline: "Bell\u0007" },
      { headline: "Two\nlines" },
      { headline: "\u202eevil" },
      { bio: "b".repeat(501) },
      { bio: "Null\u0000byte" },
      { unknown_field: "x" },
    ]) {
      expect422(await patch(body, owner.token), "body");
    }
    expect((await patch({ headline: "h".repeat(120), bio: "b".repeat(500) }, owner.token)).status).toBe(200);
  });

  it("changes the handle with the storefront handle's rules: its characters, and unique without regard to case", async () => {
    expect422(await patch({ handle: "bad handle!" }, owner.token), "body");
    expect422(await patch({ handle: "" }, owner.token), "body");
    const taken = await patch({ handle: "StudioB" }, owner.token);
    expect(taken.status, taken.text).toBe(409);
    const res = await patch({ handle: "studio-a.picks" }, owner.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.storefront.handle).toBe("studio-a.picks");
    expect((await call("/storefronts/studio-a.picks")).status).toBe(200);
    expect((await call("/storefronts/studioa")).status).toBe(404);
  });

  it("takes a partner tag of Amazon's format (name-NN), lower-cased; empty clears it and the site's tag is used", async () => {
    for (const partner_tag of ["mychannel", "my_channel-20", "ab-2", "-20", `${"x".repeat(62)}-20`, "my channel-20", "name-20x"]) {
      expect422(await patch({ partner_tag }, owner.token), "body");
    }
    const set = await patch({ partner_tag: " MyChannel-21 " }, owner.token);
    expect(set.status, set.text).toBe(200);
    expect(set.body.storefront).toMatchObject({ partner_tag: "mychannel-21", uses_site_tag: false });
    expect((await call("/studio/channels", { token: owner.token })).body.channels[0].storefront.partner_tag).toBe("mychannel-21");
    const cleared = await patch({ partner_tag: "" }, owner.token);
    expect(cleared.body.storefront).toMatchObject({ partner_tag: null, uses_site_tag: true });
    expect((await patch({ partner_tag: "studio-a-20" }, owner.token)).body.storefront.partner_tag).toBe("studio-a-20");
    expect((await patch({ partner_tag: null }, owner.token)).body.storefront.partner_tag).toBeNull();
  });
});

describe("custom domain", () => {
  it("shows the TXT record to add, stays unverified until the record holds the token, then is verified", async () => {
    const set = await patch({ custom_domain: "Picks.Studio-A.example." }, owner.token);
    expect(set.status, set.text).toBe(200);
    const domain = set.body.storefront.domain;
    expect(domain).toMatchObject({
      custom_domain: "picks.studio-a.example",
      verified: false,
      verified_at: null,
      record: { type: "TXT", name: "_storefront.picks.studio-a.example", value: expect.stringMatching(/^\S{20,}$/) },
    });
    const token = domain.record.value as string;

    const asked = dnsAnswers(["v=spf1 -all", "someone-elses-token"]);
    const unproven = await call(`${base()}/domain/check`, { method: "POST", token: owner.token });
    expect(unproven.status, unproven.text).toBe(200);
    expect(unproven.body.storefront.domain.verified).toBe(false);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]!.url);
    expect(url.origin + url.pathname).toBe("https://cloudflare-dns.com/dns-query");
    expect(url.searchParams.get("name")).toBe("_storefront.picks.studio-a.example");
    expect(url.searchParams.get("type")).toBe("TXT");
    expect(asked[0]!.headers.get("accept")).toBe("application/dns-json");
    vi.restoreAllMocks();

    dnsAnswers(["v=spf1 -all", token]);
    const proven = await call(`${base()}/domain/check`, { method: "POST", token: owner.token });
    expect(proven.status, proven.text).toBe(200);
    expect(proven.body.storefront.domain).toMatchObject({ verified: true, verified_at: expect.any(String) });
    vi.restoreAllMocks();

    // Another domain starts over with a new token.
    const moved = await patch({ custom_domain: "shop.studio-a.example" }, owner.token);
    expect(moved.body.storefront.domain).toMatchObject({ custom_domain: "shop.studio-a.example", verified: false });
    expect(moved.body.storefront.domain.record.value).not.toBe(token);
    // The same domain sent again keeps its token.
    const same = await patch({ custom_domain: "shop.studio-a.example" }, owner.token);
    expect(same.body.storefront.domain.record.value).toBe(moved.body.storefront.domain.record.value);
  });

  it("refuses a host name that is none, or another storefront's; empty removes it", async () => {
    expect422(await patch({ custom_domain: "not a host" }, owner.token), "body");
    expect422(await patch({ custom_domain: "192.168.0.1" }, owner.token), "body");
    const other = await patch({ custom_domain: "b.studio.example" }, otherOwner.token, B);
    expect(other.status, other.text).toBe(200);
    expect((await patch({ custom_domain: "b.studio.example" }, owner.token)).status).toBe(409);
    const removed = await patch({ custom_domain: "" }, owner.token);
    expect(removed.body.storefront.domain).toBeNull();
    const checked = await call(`${base()}/domain/check`, { method: "POST", token: owner.token });
    expect(checked.status).toBe(409);
  });

  it("answers 503 when the DNS lookup fails, leaving the domain unverified", async () => {
    await patch({ custom_domain: "down.studio-a.example" }, owner.token);
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network down"));
    const res = await call(`${base()}/domain/check`, { method: "POST", token: owner.token });
    expect(res.status, res.text).toBe(503);
    const row = await env.DB.prepare("SELECT domain_verified_at FROM storefronts WHERE storefront_id = ?").bind(SF_A).first();
    expect(row?.domain_verified_at).toBeNull();
  });
});

describe("per-product choices", () => {
  it("pins, hides, annotates and files a product, keeping the choices not sent", async () => {
    const pinned = await putEntry(KEY_DESK, { pinned: true }, owner.token);
    expect(pinned.status, pinned.text).toBe(200);
    const noted = await putEntry(KEY_DESK, { note: "  Why I use it: it goes up  ", collection: " Desk setup " }, owner.token);
    expect(noted.body).toEqual({
      match_key: KEY_DESK,
      pinned: true,
      hidden: false,
      position: null,
      note: "Why I use it: it goes up",
      collection: "Desk setup",
    });
    const hidden = await putEntry(KEY_LAMP, { hidden: true }, owner.token);
    expect(hidden.body).toMatchObject({ hidden: true, pinned: false });
    const shown = await putEntry(KEY_LAMP, { hidden: false, position: 3 }, owner.token);
    expect(shown.body).toMatchObject({ hidden: false, position: 3 });
    const row = await env.DB.prepare("SELECT pinned, note, collection FROM storefront_entries WHERE storefront_id = ? AND match_key = ?")
      .bind(SF_A, KEY_DESK)
      .first();
    expect(row).toEqual({ pinned: 1, note: "Why I use it: it goes up", collection: "Desk setup" });
  });

  it("refuses notes and collections over their length or with control characters, and unknown products", async () => {
    for (const body of [
      { note: "n".repeat(141) },
      { note: "tab\there" },
      { collection: "c".repeat(41) },
      { collection: "a\nb" },
      { pinned: "yes" },
      { move: "left" },
    ]) {
      expect422(await putEntry(KEY_DESK, body, owner.token), "body");
    }
    expect((await putEntry(KEY_DESK, { note: "n".repeat(140), collection: "c".repeat(40) }, owner.token)).status).toBe(200);
    expect((await putEntry("nobody|nothing", { pinned: true }, owner.token)).status).toBe(404);
  });
});

describe("moving a product", () => {
  const publicOrder = async () =>
    ((await call("/storefronts/studio-a.picks")).body.products as { match_key: string }[]).map((p) => p.match_key);

  it("swaps it with its neighbour, and keeps pinned products before the others", async () => {
    for (const key of [KEY_DESK, KEY_LAMP]) {
      expect((await putEntry(key, { pinned: false, hidden: false, position: null }, owner.token)).status).toBe(200);
    }
    const [first, second] = await publicOrder();
    expect([first, second].sort()).toEqual([KEY_LAMP, KEY_DESK].sort());
    expect((await putEntry(second!, { move: "up" }, owner.token)).status).toBe(200);
    expect(await publicOrder()).toEqual([second, first]);
    // Already first: nothing moves.
    expect((await putEntry(second!, { move: "up" }, owner.token)).status).toBe(200);
    expect(await publicOrder()).toEqual([second, first]);
    expect((await putEntry(second!, { move: "down" }, owner.token)).status).toBe(200);
    expect(await publicOrder()).toEqual([first, second]);
    // A pinned product leads; the other cannot be moved above it.
    await putEntry(second!, { pinned: true }, owner.token);
    expect(await publicOrder()).toEqual([second, first]);
    await putEntry(first!, { move: "up" }, owner.token);
    expect(await publicOrder()).toEqual([second, first]);
  });
});

describe("the studio's pages", () => {
  const studioPath = `/studio/${A}`;
  const page = (token?: string, query = "") =>
    run(studioChannel.loader, { path: `${studioPath}${query}`, pattern: "/studio/:channelId", params: { channelId: A }, token });
  const post = (form: Record<string, string>, token?: string) =>
    run(studioChannel.action, { path: studioPath, pattern: "/studio/:channelId", params: { channelId: A }, form, token });

  it("sends anonymous visitors to log in, refuses others' channels with 403, and shows the owner and an admin the channel", async () => {
    expect(redirectOf(await run(studioIndex.loader, { path: "/studio", pattern: "/studio" }))).toBe(
      `/login?redirectTo=${encodeURIComponent("/studio")}`,
    );
    expect(redirectOf(await page())).toBe(`/login?redirectTo=${encodeURIComponent(studioPath)}`);
    for (const refused of [stranger, otherOwner])
      expect(dataOf(await page(refused.token), 403)).toEqual({ detail: "You do not own this channel" });
    for (const allowed of [owner, admin]) {
      const shown = dataOf<{
        channel: { channel_id: string };
        storefront: { storefront_id: string } | null;
        stats: { days: unknown[] };
        products: { place: number }[];
        products_total: number;
      }>(await page(allowed.token, "?days=90"));
      expect(shown.channel.channel_id).toBe(A);
      expect(shown.storefront?.storefront_id).toBe(SF_A);
      expect(shown.stats.days).toHaveLength(90);
      expect(shown.products_total).toBe(2);
      expect(shown.products.map((p) => p.place)).toEqual([0, 1]);
    }
  });

  it("lists the user's channels at /studio; an admin also gets every storefront and the site's totals", async () => {
    const mine = dataOf<{ channels: { channel_id: string }[]; admin: unknown }>(
      await run(studioIndex.loader, { path: "/studio", pattern: "/studio", token: owner.token }),
    );
    expect(mine.channels.map((c) => c.channel_id)).toEqual([A]);
    expect(mine.admin).toBeNull();
    const none = dataOf<{ channels: unknown[] }>(
      await run(studioIndex.loader, { path: "/studio", pattern: "/studio", token: stranger.token }),
    );
    expect(none.channels).toEqual([]);
    type AdminView = { admin: { storefronts: { channel_id: string }[]; totals: { storefronts: number } } };
    const all = dataOf<AdminView>(await run(studioIndex.loader, { path: "/studio", pattern: "/studio", token: admin.token }));
    expect(all.admin.storefronts.map((c) => c.channel_id)).toEqual(expect.arrayContaining([A, B]));
    expect(all.admin.totals?.storefronts).toBeGreaterThanOrEqual(2);
  });

  it("runs the forms' writes for the owner (post, redirect to the section), and shows refusals", async () => {
    expect(redirectOf(await post({ intent: "entry", match_key: KEY_LAMP, op: "pin", days: "90" }, owner.token))).toBe(
      `${studioPath}?days=90&saved=products#products`,
    );
    expect(
      (await env.DB.prepare("SELECT pinned FROM storefront_entries WHERE storefront_id = ? AND match_key = ?").bind(SF_A, KEY_LAMP).first())
        ?.pinned,
    ).toBe(1);
    expect(redirectOf(await post({ intent: "partner_tag", partner_tag: "formtag-20" }, owner.token))).toBe(
      `${studioPath}?days=30&saved=partner-tag#partner-tag`,
    );
    const refusedTag = await post({ intent: "partner_tag", partner_tag: "not a tag" }, owner.token);
    expect(dataOf(refusedTag, 400)).toMatchObject({ section: "partner-tag", error: expect.stringContaining("yourname-20") });
    expect(
      dataOf(await post({ intent: "settings", headline: "x".repeat(121), handle: "studio-a.picks", bio: "" }, owner.token), 400),
    ).toMatchObject({
      section: "settings",
    });
    expect(dataOf(await post({ intent: "entry", match_key: KEY_LAMP, op: "hide" }, unconfirmedOwner.token), 403)).toMatchObject({
      error: UNVERIFIED_EMAIL,
    });
    expect(dataOf(await post({ intent: "entry", match_key: KEY_LAMP, op: "hide" }, stranger.token), 403)).toMatchObject({
      error: "You do not own this channel",
    });
    expect(redirectOf(await post({ intent: "entry", match_key: KEY_LAMP, op: "pin" }))).toBe(
      `/login?redirectTo=${encodeURIComponent(studioPath)}`,
    );
  });

  it("shows the header's Studio link to owners and admins only", async () => {
    const studioLink = async (token?: string) =>
      dataOf<{ viewer: { studio: boolean } | null }>(await run(root.loader, { path: "/", pattern: "/", token })).viewer?.studio ?? null;
    expect(await studioLink(owner.token)).toBe(true);
    expect(await studioLink(admin.token)).toBe(true);
    expect(await studioLink(stranger.token)).toBe(false);
    expect(await studioLink()).toBeNull();
  });
});

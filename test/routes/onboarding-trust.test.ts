/**
 * Issue 25 items 8 and 9 through the pages' loaders and actions: the welcome banner and Resend,
 * the unconfirmed subscriber's notice, trending in place of empty subscriptions, Request this
 * channel, and detail pages that answer 404 with a way forward at the typed address.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as channelPage from "../../app/routes/channel";
import * as channelsPage from "../../app/routes/channels";
import * as home from "../../app/routes/home";
import * as productPage from "../../app/routes/product";
import * as videoPage from "../../app/routes/video";
import { wordsOfSlug } from "../../app/lib/not-found.server";
import { LOGIN_TO_REQUEST } from "../../app/lib/channel-request.server";
import { UNVERIFIED_EMAIL } from "../../worker/services/email-verification";
import { call, CH, count, createUser, login, seedCatalogue, uniqueEmail, type TestUser } from "../api/fixtures";
import { dataOf, run } from "./harness";

type Suggested = {
  detail: string;
  kind: string;
  query: string;
  related: boolean;
  products: { product_id: string }[];
  channels: { channel_id: string }[];
};

let user: TestUser;
/** Registered and signed in, address not confirmed yet: as a new account is. */
let fresh: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("onboarding");
  const email = uniqueEmail("fresh");
  const reg = await call("/users/register", { json: { email, password: "long-enough-1" } });
  const signedIn = await login(email, "long-enough-1");
  fresh = { user_id: reg.body.user_id, email, password: "long-enough-1", token: signedIn.body.access_token };
});

describe("the words of a typed address", () => {
  it("keeps words and model numbers, drops generated ids", () => {
    expect(wordsOfSlug("sony-wh-1000xm5")).toBe("sony wh 1000xm5");
    expect(wordsOfSlug("Zenbook%20Laptop")).toBe("zenbook laptop");
    expect(wordsOfSlug(CH.alpha)).toBe("");
    expect(wordsOfSlug("dQw4w9WgXcQ")).toBe("");
    expect(wordsOfSlug("p_3f9a2c1b7d")).toBe("");
    expect(wordsOfSlug("%E0%A4%A-headphones")).toBe("headphones");
  });
});

describe("missing detail pages answer 404 with a way forward", () => {
  const product = (id: string) =>
    run(productPage.loader, { path: `/products/${id}`, pattern: "/products/:productId", params: { productId: id } });

  it("a product address with words: the words for the search box and the products they find", async () => {
    const found = dataOf<Suggested>(await product("zenbook"), 404);
    expect(found).toMatchObject({ detail: "Product not found", kind: "product", query: "zenbook", related: true });
    expect(found.products.map((p) => p.product_id)).toContain("p-alpha-1");
  });

  it("an address without words (or words that find nothing): trending products, and an empty box", async () => {
    const bare = dataOf<Suggested>(await product("p_3f9a2c1b7d"), 404);
    expect(bare).toMatchObject({ query: "", related: false });
    expect(bare.products.length).toBeGreaterThan(0);
    expect(bare.products.length).toBeLessThanOrEqual(4);
    const nothing = dataOf<Suggested>(await product("quantum-toaster"), 404);
    expect(nothing).toMatchObject({ query: "quantum toaster", related: false });
    expect(nothing.products.length).toBeGreaterThan(0);
  });

  it("a hidden channel's product is not offered as a suggestion", async () => {
    const hidden = dataOf<Suggested>(await product("p-hidden-2"), 404);
    expect(hidden.products.map((p) => p.product_id)).not.toContain("p-hidden-1");
    expect(hidden.products.map((p) => p.product_id)).not.toContain("p-hidden-2");
  });

  it("a channel address: matching channels, else the most followed", async () => {
    const at = (id: string) =>
      run(channelPage.loader, { path: `/channels/${id}`, pattern: "/channels/:channelId", params: { channelId: id } });
    const named = dataOf<Suggested>(await at("alpha-tech"), 404);
    expect(named).toMatchObject({ detail: "Channel not found", kind: "channel", query: "alpha tech", related: true });
    expect(named.channels.map((c) => c.channel_id)).toEqual([CH.alpha]);
    const bare = dataOf<Suggested>(await at("UCnope0000000000000000000"), 404);
    expect(bare).toMatchObject({ query: "", related: false });
    expect(bare.channels.length).toBeGreaterThan(0);
    expect(bare.channels.map((c) => c.channel_id)).not.toContain(CH.hidden);
  });

  it("a video address: products to go on with", async () => {
    const missing = dataOf<Suggested>(
      await run(videoPage.loader, { path: "/videos/nOsUcHvIdeo", pattern: "/videos/:videoId", params: { videoId: "nOsUcHvIdeo" } }),
      404,
    );
    expect(missing).toMatchObject({ detail: "Video not found", kind: "video", related: false });
    expect(missing.products.length).toBeGreaterThan(0);
  });
});

describe("home for a new account", () => {
  type Home = {
    welcome: { email: string } | null;
    subscribed: unknown[] | null;
    recommended: { reason: string; products: { product_id: string }[] } | null;
  };
  const at = (path: string, token?: string) => run(home.loader, { path, pattern: "/", token });

  it("greets an unconfirmed account after registering with the check-your-inbox banner; not a confirmed one, nor without the parameter", async () => {
    expect(dataOf<Home>(await at("/?welcome=1", fresh.token)).welcome).toEqual({ email: fresh.email });
    expect(dataOf<Home>(await at("/", fresh.token)).welcome).toBeNull();
    expect(dataOf<Home>(await at("/?welcome=1", user.token)).welcome).toBeNull();
    expect(dataOf<Home>(await at("/?welcome=1")).welcome).toBeNull();
  });

  it("Resend mails a new confirmation link, within the verification limits", async () => {
    const resend = () =>
      run(home.action, { path: "/?index&welcome=1", pattern: "/", form: { intent: "resend_verification" }, token: fresh.token });
    expect(dataOf(await resend())).toEqual({ resent: { ok: true, message: `We sent a new confirmation link to ${fresh.email}.` } });
    let last = await resend();
    for (let i = 0; i < 10 && last.status === 200; i++) last = await resend();
    expect(dataOf<{ resent: { ok: boolean; message: string } }>(last, 429).resent.ok).toBe(false);
  });

  it("with no subscriptions, the subscriptions section offers trending products and says why", async () => {
    const signedIn = dataOf<Home>(await at("/", user.token));
    expect(signedIn.subscribed).toEqual([]);
    expect(signedIn.recommended?.reason).toBe("no-subscriptions");
    expect(signedIn.recommended?.products.length).toBeGreaterThan(0);
    expect(dataOf<Home>(await at("/")).recommended).toBeNull();
  });
});

describe("subscribing with an unconfirmed address", () => {
  const at = { path: `/channels/${CH.alpha}`, pattern: "/channels/:channelId", params: { channelId: CH.alpha } };

  it("answers the notice shown beside the button, and Resend answers under it; nothing is subscribed", async () => {
    const refused = await run(channelPage.action, { ...at, form: { intent: "subscribe" }, token: fresh.token });
    expect(dataOf(refused, 403)).toEqual({ error: null, unverified: { message: UNVERIFIED_EMAIL } });
    const resent = await run(channelPage.action, { ...at, form: { intent: "resend_verification" }, token: fresh.token });
    expect(resent.status === 200 || resent.status === 429).toBe(true);
    expect(dataOf<{ unverified: { message: string; resent: { message: string } } }>(resent, resent.status).unverified.message).toBe(
      UNVERIFIED_EMAIL,
    );
    expect(await count("subscriptions", "user_id = ?", fresh.user_id)).toBe(0);
  });
});

describe("No channels found. offers Request this channel", () => {
  const request = (token?: string) =>
    run(channelsPage.action, {
      path: "/channels?query=Zeta+Cooks",
      pattern: "/channels",
      form: { intent: "request_channel", channel_name: "Zeta Cooks" },
      token,
    });

  it("asks an anonymous visitor to log in, and sends a signed-in user's request", async () => {
    expect(dataOf(await request(), 401)).toEqual({ error: null, request: { kind: "info", message: LOGIN_TO_REQUEST } });
    expect(dataOf(await request(user.token))).toEqual({
      error: null,
      request: { kind: "success", message: 'Channel "Zeta Cooks" request sent successfully!' },
    });
    const row = await env.DB.prepare("SELECT channel_name FROM pending_channels WHERE user_id = ?")
      .bind(user.user_id)
      .first<{ channel_name: string }>();
    expect(row?.channel_name).toBe("Zeta Cooks");
  });
});

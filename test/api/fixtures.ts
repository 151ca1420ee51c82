/**
 * Shared helpers for the API integration tests: calling the Worker, creating users through the
 * API, and inserting catalogue rows (channels, videos, products, marketplace items, listings,
 * categories) straight into D1. Each test file gets its own isolated D1 storage.
 */
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { totpCode } from "../../worker/auth/totp";

export const BASE = "http://localhost";

let ipCounter = 0;
/** A fresh client address per call so the per-client limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  method?: string;
  token?: string | null;
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body sent as is (with its own content type). */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
  ip?: string;
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function call<T = any>(path: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers = new Headers(options.headers);
  headers.set("cf-connecting-ip", options.ip ?? freshIp());
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("Content-Type", "application/json");
  } else if (options.form) {
    body = new URLSearchParams(options.form).toString();
    headers.set("Content-Type", "application/x-www-form-urlencoded");
  } else if (options.raw !== undefined) {
    body = options.raw;
    headers.set("Content-Type", options.contentType ?? "application/json");
  }
  const method = options.method ?? (body !== undefined ? "POST" : "GET");
  const url = path.startsWith("http") ? path : `${BASE}${path.startsWith("/api") ? "" : "/api"}${path}`;
  const res = await exports.default.fetch(new Request(url, { method, headers, body }));
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

/** Asserts a FastAPI-shaped validation answer: 422 with a non-empty detail list of {loc, msg, type}. */
export function expect422(res: ApiResponse, locStart?: string) {
  expect(res.status, res.text).toBe(422);
  expect(Array.isArray(res.body.detail)).toBe(true);
  expect(res.body.detail.length).toBeGreaterThan(0);
  for (const issue of res.body.detail) {
    expect(Array.isArray(issue.loc)).toBe(true);
    expect(typeof issue.msg).toBe("string");
    expect(typeof issue.type).toBe("string");
    if (locStart) expect(issue.loc[0]).toBe(locStart);
  }
}

let userCounter = 0;
export function uniqueEmail(prefix = "user"): string {
  userCounter += 1;
  return `${prefix}${userCounter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export interface TestUser {
  user_id: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Second factors of the admins these fixtures made: signing in with the password alone opens no
 * admin session, so `login` completes the challenge with one of the account's recovery codes
 * (each works once; a TOTP code works once per 30 s, too seldom for tests that sign in again).
 */
const secondFactors = new Map<string, { secret: string; recoveryCodes: string[] }>();

export async function login(email: string, password: string): Promise<ApiResponse> {
  const res = await call("/users/login", { form: { username: email, password } });
  const factor = secondFactors.get(email.trim().toLowerCase());
  if (res.status !== 200 || !res.body?.mfa_required || !factor) return res;
  const code = factor.recoveryCodes.shift();
  if (!code) throw new Error(`no recovery code left for ${email}`);
  return call("/users/login/mfa", { json: { mfa_token: res.body.mfa_token, code } });
}

/** The TOTP secret of an admin these fixtures made, for tests of the second factor itself. */
export function totpSecretOf(email: string): string | undefined {
  return secondFactors.get(email.trim().toLowerCase())?.secret;
}

/** Marks the address confirmed, as opening the e-mailed link does. */
export async function confirmEmail(userId: string): Promise<void> {
  await env.DB.prepare("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ?").bind(userId).run();
}

/** A registered account with a confirmed e-mail address, signed in. */
export async function createUser(prefix = "user", password = "correct-horse-battery"): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const reg = await call("/users/register", { json: { email, password } });
  expect(reg.status, reg.text).toBe(201);
  await confirmEmail(reg.body.user_id);
  const res = await login(email, password);
  expect(res.status, res.text).toBe(200);
  return { user_id: reg.body.user_id, email, password, token: res.body.access_token };
}

/** An admin with two-factor authentication set up through the API, signed in. */
export async function createAdmin(): Promise<TestUser> {
  const user = await createUser("admin");
  const enroll = await call("/users/me/mfa/enroll", { method: "POST", token: user.token });
  expect(enroll.status, enroll.text).toBe(200);
  const confirm = await call("/users/me/mfa/confirm", { json: { code: totpCode(enroll.body.secret) }, token: user.token });
  expect(confirm.status, confirm.text).toBe(200);
  secondFactors.set(user.email, { secret: enroll.body.secret, recoveryCodes: [...confirm.body.recovery_codes] });
  await env.DB.prepare("UPDATE users SET is_admin = 1 WHERE user_id = ?").bind(user.user_id).run();
  const res = await login(user.email, user.password);
  expect(res.status, res.text).toBe(200);
  return { ...user, token: res.body.access_token };
}

export async function count(table: string, where = "1 = 1", ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export interface ChannelFixture {
  channel_id: string;
  handle?: string;
  channel_name: string;
  description?: string;
  category?: string | null;
  show?: boolean;
  video_count?: number;
  /** A starting value: the channel's listed products add to it (triggers of migration 0013). */
  product_count?: number;
  subscriber_count?: number;
  thumbnail_url?: string | null;
}

export async function insertChannel(c: ChannelFixture) {
  await env.DB.prepare(
    `INSERT INTO channels (channel_id, handle, channel_name, thumbnail_url, description, category, show, video_count, product_count, subscriber_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      c.channel_id,
      c.handle ?? c.channel_id.toLowerCase(),
      c.channel_name,
      c.thumbnail_url === undefined ? `https://img.example/${c.channel_id}.jpg` : c.thumbnail_url,
      c.description ?? "",
      c.category === undefined ? null : c.category,
      c.show === false ? 0 : 1,
      c.video_count ?? 0,
      c.product_count ?? 0,
      c.subscriber_count ?? 0,
    )
    .run();
}

export interface VideoFixture {
  video_id: string;
  channel_id: string;
  title: string;
  published_at: string;
}

export async function insertVideo(v: VideoFixture) {
  await env.DB.prepare("INSERT INTO videos (video_id, channel_id, title, thumbnail_url, published_at) VALUES (?, ?, ?, ?, ?)")
    .bind(v.video_id, v.channel_id, v.title, `https://i.ytimg.example/${v.video_id}.jpg`, v.published_at)
    .run();
}

export interface ListingFixture {
  asin: string;
  title?: string;
  price?: number | null;
  rating?: number | null;
  reviews_count?: number;
  is_dead?: boolean;
}

export interface ProductFixture {
  product_id: string;
  video_id: string;
  channel_id: string;
  product_name: string;
  brand?: string | null;
  category?: string | null;
  subcategory?: string | null;
  match_key?: string;
  published_at: string;
  video_timestamp?: number;
  claims?: string;
  listings?: ListingFixture[];
}

/**
 * Inserts a product with its marketplace items and listings; like the pipeline, it copies price,
 * rating and amazon_product_id from the first listing, marks it listed when it has one, and copies
 * the channel's visibility into channel_show.
 */
export async function insertProduct(p: ProductFixture) {
  const listings = p.listings ?? [];
  const first = listings[0];
  const stmts: D1PreparedStatement[] = [];
  for (const l of listings) {
    stmts.push(
      env.DB.prepare(
        `INSERT INTO marketplace_items (amazon_product_id, title, image_url, price, rating, reviews_count, product_url, fetched_at, is_dead)
         VALUES (?, ?, ?, ?, ?, ?, ?, '2025-01-01T00:00:00.000Z', ?) ON CONFLICT DO NOTHING`,
      ).bind(
        l.asin,
        l.title ?? `${p.product_name} (${l.asin})`,
        `https://m.example/${l.asin}.jpg`,
        l.price === undefined ? 10 : l.price,
        l.rating === undefined ? 4 : l.rating,
        l.reviews_count ?? 1,
        `https://www.amazon.example/dp/${l.asin}`,
        l.is_dead ? 1 : 0,
      ),
    );
  }
  stmts.push(
    env.DB.prepare(
      `INSERT INTO products (product_id, video_id, channel_id, product_name, brand, category, subcategory, description, claims,
         video_timestamp, match_key, published_at, amazon_product_id, listing_count, listed, price, rating, channel_show)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, '', ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16,
         (SELECT show FROM channels WHERE channel_id = ?3))`,
    ).bind(
      p.product_id,
      p.video_id,
      p.channel_id,
      p.product_name,
      p.brand ?? null,
      p.category ?? null,
      p.subcategory ?? null,
      p.claims ?? `I love the ${p.product_name}`,
      p.video_timestamp ?? 0,
      p.match_key ?? `${(p.brand ?? "").toLowerCase()}|${p.product_name.toLowerCase()}`,
      p.published_at,
      first?.asin ?? null,
      listings.length,
      first ? 1 : 0,
      first ? (first.price === undefined ? 10 : first.price) : null,
      first ? (first.rating === undefined ? 4 : first.rating) : null,
    ),
  );
  listings.forEach((l, position) => {
    stmts.push(
      env.DB.prepare("INSERT INTO product_listings (product_id, amazon_product_id, position) VALUES (?, ?, ?)").bind(
        p.product_id,
        l.asin,
        position,
      ),
    );
  });
  if (p.category) {
    stmts.push(env.DB.prepare("INSERT INTO categories (category, subcategory) VALUES (?, '') ON CONFLICT DO NOTHING").bind(p.category));
    if (p.subcategory) {
      stmts.push(
        env.DB.prepare("INSERT INTO categories (category, subcategory) VALUES (?, ?) ON CONFLICT DO NOTHING").bind(
          p.category,
          p.subcategory,
        ),
      );
    }
  }
  await env.DB.batch(stmts);
}

export async function insertNotification(n: {
  notification_id: string;
  user_id: string;
  channel_id: string;
  content_type?: "videos" | "storefront";
  ref_id?: string;
  created_at?: string;
}) {
  await env.DB.prepare(
    `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title, created_at)
     VALUES (?, ?, ?, ?, ?, 'New', ?)`,
  )
    .bind(
      n.notification_id,
      n.user_id,
      n.channel_id,
      n.content_type ?? "videos",
      n.ref_id ?? n.notification_id,
      n.created_at ?? new Date().toISOString(),
    )
    .run();
}

/**
 * A small catalogue used by several files:
 * - 4 visible channels (Alpha Tech, beta Beauty, Gamma Games, delta Desk) and 1 hidden (Hidden Hank);
 * - each channel has 2 videos; products spread over them with listings, plus unlisted products.
 */
export const CH = {
  alpha: "UCalpha000000000000000001",
  beta: "UCbeta0000000000000000002",
  gamma: "UCgamma000000000000000003",
  delta: "UCdelta000000000000000004",
  hidden: "UChidden00000000000000005",
} as const;

export async function seedCatalogue() {
  await insertChannel({
    channel_id: CH.alpha,
    handle: "alphatech",
    channel_name: "Alpha Tech",
    description: "Reviews of laptops and keyboards",
    category: "Technology",
    video_count: 40,
    subscriber_count: 1_234,
  });
  await insertChannel({
    channel_id: CH.beta,
    handle: "betabeauty",
    channel_name: "beta Beauty",
    description: "Skincare routines",
    category: "Beauty",
    video_count: 10,
    subscriber_count: 2_500_000,
  });
  await insertChannel({
    channel_id: CH.gamma,
    handle: "gammagames",
    channel_name: "Gamma Games",
    description: "Console and keyboard gaming",
    category: "Gaming",
    video_count: 99,
    subscriber_count: 999,
  });
  await insertChannel({
    channel_id: CH.delta,
    handle: "deltadesk",
    channel_name: "delta Desk",
    description: "Desk setups",
    category: "Technology",
    video_count: 5,
    subscriber_count: 45_000,
  });
  await insertChannel({
    channel_id: CH.hidden,
    handle: "hiddenhank",
    channel_name: "Hidden Hank",
    description: "Secret keyboard reviews",
    category: "Technology",
    show: false,
    video_count: 1,
    subscriber_count: 10,
  });
  const videos: VideoFixture[] = [
    { video_id: "alphaVid001", channel_id: CH.alpha, title: "Best laptops 2025", published_at: "2025-03-01T00:00:00.000Z" },
    { video_id: "alphaVid002", channel_id: CH.alpha, title: "Keyboard roundup", published_at: "2025-02-01T00:00:00.000Z" },
    { video_id: "betaVid0001", channel_id: CH.beta, title: "Night routine", published_at: "2025-03-05T00:00:00.000Z" },
    { video_id: "betaVid0002", channel_id: CH.beta, title: "Morning routine", published_at: "2025-01-05T00:00:00.000Z" },
    { video_id: "gammaVid001", channel_id: CH.gamma, title: "Gaming gear", published_at: "2025-02-15T00:00:00.000Z" },
    { video_id: "deltaVid001", channel_id: CH.delta, title: "Desk tour", published_at: "2025-03-10T00:00:00.000Z" },
    { video_id: "hiddenVid01", channel_id: CH.hidden, title: "Secret keyboards", published_at: "2025-03-20T00:00:00.000Z" },
  ];
  for (const v of videos) await insertVideo(v);
  const products: ProductFixture[] = [
    // Alpha: laptops and keyboards
    {
      product_id: "p-alpha-1",
      video_id: "alphaVid001",
      channel_id: CH.alpha,
      product_name: "ZenBook Laptop",
      brand: "Asus",
      category: "Electronics",
      subcategory: "Laptops",
      published_at: "2025-03-01T00:00:00.000Z",
      video_timestamp: 30,
      listings: [
        { asin: "B0ALPHA001", price: 999, rating: 4.5 },
        { asin: "B0ALPHA001X", price: 1099, rating: 4.1 },
      ],
    },
    {
      product_id: "p-alpha-2",
      video_id: "alphaVid001",
      channel_id: CH.alpha,
      product_name: "MacBook Air",
      brand: "Apple",
      category: "Electronics",
      subcategory: "Laptops",
      published_at: "2025-03-01T00:00:00.000Z",
      video_timestamp: 10,
      listings: [{ asin: "B0ALPHA002", price: 1199, rating: 4.8 }],
    },
    {
      product_id: "p-alpha-3",
      video_id: "alphaVid002",
      channel_id: CH.alpha,
      product_name: "Mechanical Keyboard K2",
      brand: "Keychron",
      category: "Electronics",
      subcategory: "keyboards",
      published_at: "2025-02-01T00:00:00.000Z",
      listings: [{ asin: "B0KEYCHRON", price: 89, rating: 4.6 }],
    },
    {
      product_id: "p-alpha-4",
      video_id: "alphaVid002",
      channel_id: CH.alpha,
      product_name: "Wrist Rest",
      brand: "Generic",
      category: "accessories",
      subcategory: null,
      published_at: "2025-02-01T00:00:00.000Z",
      listings: [],
    },
    // Beta: skincare
    {
      product_id: "p-beta-1",
      video_id: "betaVid0001",
      channel_id: CH.beta,
      product_name: "Hydrating Serum",
      brand: "Glow",
      category: "Beauty",
      subcategory: "Skincare",
      published_at: "2025-03-05T00:00:00.000Z",
      listings: [{ asin: "B0BETA0001", price: 25, rating: 4.2 }],
    },
    {
      product_id: "p-beta-2",
      video_id: "betaVid0002",
      channel_id: CH.beta,
      product_name: "Sunscreen SPF50",
      brand: "Glow",
      category: "Beauty",
      subcategory: "Skincare",
      published_at: "2025-01-05T00:00:00.000Z",
      listings: [{ asin: "B0BETA0002", price: 15, rating: 3.9 }],
    },
    {
      product_id: "p-beta-3",
      video_id: "betaVid0002",
      channel_id: CH.beta,
      product_name: "Lip Balm",
      brand: "Glow",
      category: "Beauty",
      subcategory: "Lips",
      published_at: "2025-01-05T00:00:00.000Z",
      listings: [{ asin: "B0BETA0003", price: 5, rating: 4.9 }],
    },
    // Gamma: the same keyboard as Alpha (same brand + name → similar creators)
    {
      product_id: "p-gamma-1",
      video_id: "gammaVid001",
      channel_id: CH.gamma,
      product_name: "Mechanical Keyboard K2",
      brand: "Keychron",
      category: "Electronics",
      subcategory: "keyboards",
      published_at: "2025-02-15T00:00:00.000Z",
      listings: [{ asin: "B0KEYCHRON", price: 89, rating: 4.6 }],
    },
    // Delta
    {
      product_id: "p-delta-1",
      video_id: "deltaVid001",
      channel_id: CH.delta,
      product_name: "Standing Desk",
      brand: "Flexi",
      category: "Furniture",
      subcategory: "Desks",
      published_at: "2025-03-10T00:00:00.000Z",
      listings: [{ asin: "B0DELTA001", price: 450, rating: 4.0 }],
    },
    {
      product_id: "p-delta-2",
      video_id: "deltaVid001",
      channel_id: CH.delta,
      product_name: "Desk Lamp",
      brand: "BenQ",
      category: "Furniture",
      subcategory: "Lighting",
      published_at: "2025-03-10T00:00:00.000Z",
      video_timestamp: 5,
      listings: [{ asin: "B0DELTA002", price: 120, rating: 4.7 }],
    },
    // Hidden channel: also mentions the keyboard
    {
      product_id: "p-hidden-1",
      video_id: "hiddenVid01",
      channel_id: CH.hidden,
      product_name: "Mechanical Keyboard K2",
      brand: "Keychron",
      category: "Electronics",
      subcategory: "keyboards",
      published_at: "2025-03-20T00:00:00.000Z",
      listings: [{ asin: "B0KEYCHRON", price: 89, rating: 4.6 }],
    },
    {
      product_id: "p-hidden-2",
      video_id: "hiddenVid01",
      channel_id: CH.hidden,
      product_name: "Secret Mouse",
      brand: "Hush",
      category: "Electronics",
      subcategory: "Mice",
      published_at: "2025-03-20T00:00:00.000Z",
      listings: [{ asin: "B0HIDDEN02", price: 30, rating: 3.0 }],
    },
  ];
  for (const p of products) await insertProduct(p);
}

/** Listed, visible products of the seeded catalogue. */
export const VISIBLE_LISTED = [
  "p-alpha-1",
  "p-alpha-2",
  "p-alpha-3",
  "p-beta-1",
  "p-beta-2",
  "p-beta-3",
  "p-gamma-1",
  "p-delta-1",
  "p-delta-2",
];

/**
 * A signed token whose signature no longer verifies: its first character changed. (Not its last:
 * base64url's final character carries padding bits a decoder ignores, so "…xx" for the last two
 * could still verify, about once in a thousand runs.)
 */
export function tamperedSignature(token: string): string {
  const at = token.lastIndexOf(".") + 1;
  return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
}

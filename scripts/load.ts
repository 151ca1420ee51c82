/**
 * `npm run load`: a bounded load test with writes (issue 6, item 6). Builds, serves the built
 * Worker on a free loopback port with its own temporary state (never the demo data), loads the
 * demo catalogue through the real pipeline, then runs virtual users side by side for LOAD_SECONDS
 * (default 20): they register, sign in, browse channels and products, subscribe and unsubscribe,
 * read and mark notifications, and an admin queues pipeline tasks. Every write the server
 * acknowledged is remembered; at the end the database is read back and each one must be there,
 * once (no lost writes, no duplicates). Prints a report; exits non-zero on any error or lost write.
 *
 *   npm run load                    LOAD_SECONDS=60 LOAD_USERS=20 npm run load
 *   LOAD_SKIP_BUILD=1               reuse build/ from an earlier build
 *
 * Each virtual user has its own client address (CF-Connecting-IP, which the local runtime keeps
 * when a client sends it), as real visitors do: the per-client limits on sign-ups are not what is
 * measured here.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_CHANNEL_HANDLES } from "../worker/providers/offline/corpus.ts";
import { newTotpSecret } from "../worker/auth/totp.ts";
import {
  apiLogin,
  build,
  d1Query,
  ensureDevVars,
  ensureUser,
  freePort,
  loadDemoData,
  migrateLocal,
  startServer,
} from "./lib/local-stack.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const USERS = Number(process.env.LOAD_USERS ?? 10);
const PASSWORD = "load-test-password";
const ADMIN = { email: "load-admin@example.com", password: "load-admin-password" };
/** Queued pipeline work finishes within this after the timed phase (daily updates find nothing new offline). */
const TASK_SETTLE_MS = 120_000;

// ---------------------------------------------------------------------------------------------
// Bookkeeping: every request, and every write the server acknowledged.

interface Stats {
  requests: number;
  byCall: Map<string, number>;
  errors: Map<string, number>;
  examples: string[];
}

const stats: Stats = { requests: 0, byCall: new Map(), errors: new Map(), examples: [] };

/** What the server said it stored; checked against the database at the end. */
const acknowledged = {
  users: new Set<string>(),
  /** email → channel ids: each user is driven by one virtual user, so this model is exact. */
  subscriptions: new Map<string, Set<string>>(),
  readNotifications: new Set<string>(),
  tasks: new Set<string>(),
};

let clients = 0;
/** A distinct client address per virtual user (and per new sign-up). */
function clientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

interface Caller {
  ip: string;
  token?: string;
}

/** One request; an answer other than `expect` is an error, recorded and reported. */
async function request<T>(
  baseUrl: string,
  caller: Caller,
  name: string,
  path: string,
  expect: number[],
  init: RequestInit = {},
): Promise<T | null> {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", caller.ip);
  if (caller.token) headers.set("Authorization", `Bearer ${caller.token}`);
  stats.requests += 1;
  stats.byCall.set(name, (stats.byCall.get(name) ?? 0) + 1);
  let status: string;
  let text = "";
  try {
    const res = await fetch(`${baseUrl}${path}`, { ...init, headers });
    text = await res.text();
    if (expect.includes(res.status)) return (text ? JSON.parse(text) : null) as T;
    status = String(res.status);
  } catch (error) {
    status = `network: ${error instanceof Error ? error.message : String(error)}`;
  }
  stats.errors.set(status, (stats.errors.get(status) ?? 0) + 1);
  if (stats.examples.length < 10) stats.examples.push(`${name} ${path} → ${status} ${text.slice(0, 200)}`);
  return null;
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

async function signUp(baseUrl: string, email: string): Promise<Caller | null> {
  const caller: Caller = { ip: clientAddress() };
  const created = await request(
    baseUrl,
    caller,
    "POST /api/users/register",
    "/api/users/register",
    [201],
    json({ email, password: PASSWORD }),
  );
  if (!created) return null;
  acknowledged.users.add(email);
  acknowledged.subscriptions.set(email, new Set());
  return signIn(baseUrl, caller, email, PASSWORD);
}

async function signIn(baseUrl: string, caller: Caller, email: string, password: string): Promise<Caller | null> {
  const body = new URLSearchParams({ username: email, password });
  const res = await request<{ access_token: string }>(baseUrl, caller, "POST /api/users/login", "/api/users/login", [200], {
    method: "POST",
    body,
  });
  return res ? { ...caller, token: res.access_token } : null;
}

// ---------------------------------------------------------------------------------------------
// Virtual users.

interface Catalogue {
  channels: string[];
  products: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function browse(baseUrl: string, caller: Caller, catalogue: Catalogue) {
  const roll = Math.random();
  if (roll < 0.3) {
    const sort = pick(["name", "videos", "products", "subscribers"]);
    await request(baseUrl, caller, "GET /api/channels", `/api/channels?sort=${sort}&skip=${pick([0, 0, 12])}&limit=12`, [200]);
  } else if (roll < 0.6) {
    const filter = pick([
      "",
      "&sort=price_asc",
      "&query=review",
      `&channel_id=${pick(catalogue.channels)}&channel_id=${pick(catalogue.channels)}`,
      "&subscribed_only=true",
    ]);
    await request(baseUrl, caller, "GET /api/products", `/api/products?page=${pick([1, 1, 2])}&limit=12${filter}`, [200]);
  } else if (roll < 0.8) {
    await request(baseUrl, caller, "GET /api/products/{id}", `/api/products/${encodeURIComponent(pick(catalogue.products))}`, [200]);
  } else {
    await request(baseUrl, caller, "GET /api/channels/{id}", `/api/channels/${encodeURIComponent(pick(catalogue.channels))}`, [200]);
  }
}

async function toggleSubscription(baseUrl: string, caller: Caller, email: string, catalogue: Catalogue) {
  const mine = acknowledged.subscriptions.get(email) ?? new Set<string>();
  const channel = pick(catalogue.channels);
  if (mine.has(channel)) {
    const done = await request(
      baseUrl,
      caller,
      "DELETE /api/subscriptions/{id}",
      `/api/subscriptions/${encodeURIComponent(channel)}`,
      [200],
      { method: "DELETE" },
    );
    if (done) mine.delete(channel);
  } else {
    const done = await request(baseUrl, caller, "POST /api/subscriptions", "/api/subscriptions", [201], json({ channel_id: channel }));
    if (done) mine.add(channel);
  }
  acknowledged.subscriptions.set(email, mine);
}

async function readNotifications(baseUrl: string, caller: Caller) {
  const list = await request<{ notifications: { notification_id: string; is_read: boolean }[] }>(
    baseUrl,
    caller,
    "GET /api/notifications",
    "/api/notifications?page=1&limit=20",
    [200],
  );
  const unread = list?.notifications.filter((n) => !n.is_read) ?? [];
  if (unread.length === 0) return;
  if (Math.random() < 0.7) {
    const one = pick(unread);
    const done = await request(
      baseUrl,
      caller,
      "PUT /api/notifications/{id}/read",
      `/api/notifications/${one.notification_id}/read`,
      [200],
      { method: "PUT" },
    );
    if (done) acknowledged.readNotifications.add(one.notification_id);
  } else {
    // Everything listed before the call is unread no more once the server says so.
    const done = await request(baseUrl, caller, "PUT /api/notifications/mark_all_read", "/api/notifications/mark_all_read", [200], {
      method: "PUT",
    });
    if (done) for (const n of unread) acknowledged.readNotifications.add(n.notification_id);
  }
}

async function visitor(baseUrl: string, account: { email: string; caller: Caller }, catalogue: Catalogue, deadline: number) {
  let caller = account.caller;
  while (Date.now() < deadline) {
    const roll = Math.random();
    if (roll < 0.45) await browse(baseUrl, caller, catalogue);
    else if (roll < 0.7) await toggleSubscription(baseUrl, caller, account.email, catalogue);
    else if (roll < 0.85) await readNotifications(baseUrl, caller);
    else if (roll < 0.94) await request(baseUrl, caller, "GET /api/subscriptions", "/api/subscriptions?limit=50", [200]);
    else if (roll < 0.95) caller = (await signIn(baseUrl, { ip: caller.ip }, account.email, PASSWORD)) ?? caller;
    else {
      // A newcomer signs up from their own address and looks around once.
      const newcomer = await signUp(baseUrl, `load-new-${crypto.randomUUID()}@example.com`);
      if (newcomer) await browse(baseUrl, newcomer, catalogue);
    }
  }
}

async function administrator(baseUrl: string, caller: Caller, deadline: number) {
  while (Date.now() < deadline) {
    if (Math.random() < 0.3) {
      // The daily update of one channel: the same work the cron queues every morning.
      const task = await request<{ task_execution_id: string }>(
        baseUrl,
        caller,
        "POST /api/admin/tasks",
        "/api/admin/tasks",
        [201],
        json({
          task_name: pick(["run_pipeline", "search_youtube"]),
          parameters: { channel: pick(DEMO_CHANNEL_HANDLES), upload_date: "today" },
        }),
      );
      if (task) acknowledged.tasks.add(task.task_execution_id);
    } else {
      await request(baseUrl, caller, "GET /api/admin/tasks", "/api/admin/tasks?page=1&limit=20", [200]);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The check: every acknowledged write is in the database, exactly once, and queued tasks ran.

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function verifyWrites(persistTo: string): Promise<string[]> {
  const lost: string[] = [];
  const emails = [...acknowledged.users];
  const users = await d1Query<{ email: string; n: number }>(
    `SELECT email, count(*) AS n FROM users WHERE email IN (${emails.map(quote).join(",")}) GROUP BY email`,
    { persistTo },
  );
  const stored = new Map(users.map((u) => [u.email, u.n]));
  for (const email of emails) if (stored.get(email) !== 1) lost.push(`user ${email}: ${stored.get(email) ?? 0} rows`);

  const subscriptions = await d1Query<{ email: string; channel_id: string; n: number }>(
    `SELECT u.email, s.channel_id, count(*) AS n FROM subscriptions s JOIN users u ON u.user_id = s.user_id
     WHERE u.email IN (${emails.map(quote).join(",")}) GROUP BY u.email, s.channel_id`,
    { persistTo },
  );
  const actual = new Map<string, Set<string>>();
  for (const s of subscriptions) {
    if (s.n !== 1) lost.push(`subscription ${s.email} → ${s.channel_id} stored ${s.n} times`);
    actual.set(s.email, (actual.get(s.email) ?? new Set()).add(s.channel_id));
  }
  for (const [email, expected] of acknowledged.subscriptions) {
    const got = actual.get(email) ?? new Set<string>();
    for (const c of expected) if (!got.has(c)) lost.push(`subscription ${email} → ${c} acknowledged but missing`);
    for (const c of got) if (!expected.has(c)) lost.push(`unsubscribe ${email} → ${c} acknowledged but the row is still there`);
  }

  const read = [...acknowledged.readNotifications];
  if (read.length > 0) {
    const rows = await d1Query<{ notification_id: string }>(
      `SELECT notification_id FROM notifications WHERE is_read = 1 AND notification_id IN (${read.map(quote).join(",")})`,
      { persistTo },
    );
    const stillUnread = read.length - rows.length;
    if (stillUnread > 0) lost.push(`${stillUnread} notifications acknowledged as read are unread`);
  }

  const tasks = [...acknowledged.tasks];
  if (tasks.length > 0) {
    const settleBy = Date.now() + TASK_SETTLE_MS;
    for (;;) {
      const rows = await d1Query<{ task_execution_id: string; status: string }>(
        `SELECT task_execution_id, status FROM task_executions WHERE task_execution_id IN (${tasks.map(quote).join(",")})`,
        { persistTo },
      );
      const unfinished = rows.filter((r) => r.status !== "completed" && r.status !== "failed");
      if (unfinished.length === 0 || Date.now() > settleBy) {
        if (rows.length !== tasks.length) lost.push(`${tasks.length - rows.length} acknowledged tasks have no row`);
        for (const r of rows) if (r.status === "failed") lost.push(`task ${r.task_execution_id} failed`);
        if (unfinished.length) lost.push(`${unfinished.length} tasks still unfinished ${TASK_SETTLE_MS / 1000} s after the load ended`);
        break;
      }
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
  return lost;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const persistTo = mkdtempSync(join(tmpdir(), "load-state-"));
  let stop: (() => Promise<void>) | undefined;
  const cleanup = async () => {
    await stop?.();
    stop = undefined;
    if (!process.env.LOAD_KEEP_STATE) rmSync(persistTo, { recursive: true, force: true });
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, () => void cleanup().finally(() => process.exit(130)));
  try {
    await ensureDevVars();
    if (!process.env.LOAD_SKIP_BUILD) {
      console.log("Building…");
      await build();
    }
    await migrateLocal({ persistTo });
    const server = await startServer({ port: await freePort(), persistTo, logFile: join(persistTo, "server.log") });
    stop = server.stop;
    const baseUrl = server.url;
    const adminSecret = newTotpSecret();
    await ensureUser({ persistTo, ...ADMIN, isAdmin: true, secondFactor: { secret: adminSecret } });
    await loadDemoData(baseUrl, { persistTo });

    // The catalogue the visitors pick from, and one signed-in account per virtual user.
    const anonymous: Caller = { ip: clientAddress() };
    const channels =
      (
        await request<{ channels: { channel_id: string }[] }>(
          baseUrl,
          anonymous,
          "GET /api/channels/options",
          "/api/channels/options",
          [200],
        )
      )?.channels ?? [];
    const products =
      (await request<{ products: { product_id: string }[] }>(baseUrl, anonymous, "GET /api/products", "/api/products?limit=100", [200]))
        ?.products ?? [];
    if (channels.length === 0 || products.length === 0) throw new Error("the demo catalogue did not load");
    const catalogue = { channels: channels.map((c) => c.channel_id), products: products.map((p) => p.product_id) };
    const accounts: { email: string; caller: Caller }[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `load-user-${i}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const caller = await signUp(baseUrl, email);
      if (!caller) throw new Error(`could not create the virtual user ${email}`);
      accounts.push({ email, caller });
    }
    // Subscribing needs a confirmed address: the virtual users' mailboxes are not part of the load.
    await d1Query("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE email LIKE 'load-user-%'", {
      persistTo,
    });
    // Something to read: a notification per channel for every virtual user, as the pipeline writes them.
    await d1Query(
      `INSERT INTO notifications (notification_id, user_id, channel_id, content_type, ref_id, title)
       SELECT lower(hex(randomblob(16))), u.user_id, c.channel_id, 'videos', 'load-' || c.channel_id, 'New video'
       FROM users u, channels c WHERE u.email LIKE 'load-user-%'`,
      { persistTo },
    );
    // An admin signs in with a second factor; that sign-in is setup, not load.
    const admin: Caller = { ip: clientAddress(), token: await apiLogin(baseUrl, ADMIN.email, ADMIN.password, adminSecret) };

    const setupRequests = stats.requests;
    const setupErrors = [...stats.errors.values()].reduce((a, b) => a + b, 0);
    stats.requests = 0;
    stats.byCall.clear();
    console.log(`\nLoad: ${USERS} virtual users and 1 admin for ${SECONDS} s against ${baseUrl}…`);
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all([...accounts.map((a) => visitor(baseUrl, a, catalogue, deadline)), administrator(baseUrl, admin, deadline)]);
    const elapsed = (Date.now() - started) / 1000;

    console.log("Reading the database back…");
    const lost = await verifyWrites(persistTo);
    const errors = [...stats.errors.values()].reduce((a, b) => a + b, 0);
    console.log(`
Requests   ${stats.requests} in ${elapsed.toFixed(1)} s (${(stats.requests / elapsed).toFixed(1)}/s), plus ${setupRequests} during setup
Writes     ${acknowledged.users.size} sign-ups, ${[...acknowledged.subscriptions.values()].reduce((a, s) => a + s.size, 0)} subscriptions held at the end, ${acknowledged.readNotifications.size} notifications read, ${acknowledged.tasks.size} tasks queued
Errors     ${errors === 0 ? "none" : [...stats.errors].map(([s, n]) => `${s}: ${n}`).join(", ")}${setupErrors ? ` (${setupErrors} during setup)` : ""}
Lost/wrong ${lost.length === 0 ? "none" : `${lost.length}\n  ${lost.slice(0, 20).join("\n  ")}`}

By call:
${[...stats.byCall]
  .sort((a, b) => b[1] - a[1])
  .map(([name, n]) => `  ${String(n).padStart(6)}  ${name}`)
  .join("\n")}`);
    if (stats.examples.length) console.log(`\nFirst errors:\n  ${stats.examples.join("\n  ")}`);
    return errors === 0 && lost.length === 0 ? 0 : 1;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

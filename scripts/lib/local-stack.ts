/**
 * The local stack, shared by `npm start`, `npm run dev`, `npm run create-admin` and the e2e runner:
 * secrets file, D1 migrations, build, the built Worker under `wrangler dev`, accounts, demo data.
 * Node built-ins only; wrangler and vite are spawned straight from node_modules/.bin (not through
 * npx) so that stopping the PID we hold also stops workerd.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_CHANNEL_HANDLES } from "../../worker/providers/offline/corpus.ts";
import { hashPassword } from "../../worker/auth/password.ts";
import { seal, sealingKey } from "../../worker/auth/sealed.ts";
import { hashRecoveryCode, newTotpSecret, totpCode } from "../../worker/auth/totp.ts";
import {
  DEMO_CREATOR_CHANNEL,
  DEMO_CREATOR_STOREFRONT_ID,
  demoCreatorStatements,
  demoHistory,
  demoHistoryStatements,
} from "./demo-creator.ts";

export const ROOT = join(import.meta.dirname, "../..");
export const BIN = join(ROOT, "node_modules", ".bin");

export const DEMO_ADMIN = { email: "admin@demo.local", password: "demo-admin-pass" } as const;
/** Owns one demo channel with a storefront and click history (scripts/lib/demo-creator.ts); e-mail confirmed. */
export const DEMO_CREATOR = { email: "creator@demo.local", password: "demo-creator-pass" } as const;

/** Enough for every demo channel's uploads: the initial demo load takes them all. */
const DEMO_MAX_RESULTS = 500;

/** node_modules/.bin first, so wrangler's `#!/usr/bin/env node` finds the project's Node 24. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${BIN}:${process.env.PATH ?? ""}`,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    ...extra,
  };
}

interface RunResult {
  stdout: string;
  stderr: string;
}

/** Runs a local CLI to completion; rejects with its output when it exits non-zero. */
export function runTool(tool: string, args: string[], options: { quiet?: boolean } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(BIN, tool), args, { cwd: ROOT, env: toolEnv({ CI: "true" }), stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d;
      if (!options.quiet) process.stdout.write(d);
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d;
      if (!options.quiet) process.stderr.write(d);
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${tool} ${args.join(" ")} failed (${signal ?? `exit ${code}`}):\n${stderr || stdout}`));
    });
  });
}

/**
 * Always explicit: `wrangler dev --config build/server/wrangler.json` would otherwise keep its
 * state under build/server/, apart from what `d1 migrations apply` and `vite dev` use.
 */
export const DEFAULT_STATE = join(ROOT, ".wrangler", "state");
const persistArgs = (persistTo?: string) => ["--persist-to", persistTo ?? DEFAULT_STATE];

/** `.dev.vars` holds the local secrets; a missing JWT_SECRET gets a random one (48 bytes, 96 hex chars). */
const DEV_VARS = join(ROOT, ".dev.vars");

/**
 * Local settings, each made once: the environment (the Worker defaults to production, so local
 * runs say so), the session key, the password pepper and the demo admin's authenticator secret.
 */
const LOCAL_SECRETS: Record<string, () => string> = {
  APP_ENV: () => "local",
  JWT_SECRET: () => randomBytes(48).toString("hex"),
  PASSWORD_PEPPER: () => randomBytes(48).toString("hex"),
  DEMO_ADMIN_TOTP_SECRET: () => newTotpSecret(),
};

export async function ensureDevVars(): Promise<void> {
  let current = existsSync(DEV_VARS) ? readFileSync(DEV_VARS, "utf8") : "# Local secrets for wrangler and vite (never committed).\n";
  const added: string[] = [];
  for (const [name, make] of Object.entries(LOCAL_SECRETS)) {
    if (new RegExp(`^${name}=.+$`, "m").test(current)) continue;
    current = `${current}${current.endsWith("\n") ? "" : "\n"}${name}=${make()}\n`;
    added.push(name);
  }
  if (added.length === 0) return;
  writeFileSync(DEV_VARS, current);
  console.log(`Created ${added.join(", ")} in .dev.vars`);
}

/** A value of .dev.vars (ensureDevVars has made it). */
export function devVar(name: string): string | undefined {
  if (!existsSync(DEV_VARS)) return undefined;
  return new RegExp(`^${name}=(.+)$`, "m").exec(readFileSync(DEV_VARS, "utf8"))?.[1]?.trim();
}

export async function migrateLocal(options: { persistTo?: string } = {}): Promise<void> {
  await runTool("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(options.persistTo)], { quiet: true });
}

export async function build(): Promise<void> {
  await runTool("vite", ["build", "--config", ".config/vite.config.ts"], { quiet: true });
}

/** One SQL statement on the local D1; the rows of its result. */
/**
 * `wrangler d1 execute --local` on the local state. The running server (its queue consumers
 * writing the demo load) can hold the SQLite file for a moment: a "database is locked" answer is
 * tried again, with growing waits, instead of failing the whole demo load.
 */
async function d1Execute(args: string[], options: { persistTo?: string }): Promise<RunResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runTool("wrangler", ["d1", "execute", "DB", "--local", ...args, ...persistArgs(options.persistTo)], { quiet: true });
    } catch (error) {
      const busy = error instanceof Error && /SQLITE_BUSY|database is locked/.test(error.message);
      if (!busy || attempt >= 6) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}

export async function d1Query<T = Record<string, unknown>>(sql: string, options: { persistTo?: string } = {}): Promise<T[]> {
  const { stdout } = await d1Execute(["--json", "--command", sql], options);
  const parsed: unknown = JSON.parse(stdout.slice(stdout.indexOf("[")));
  const first = Array.isArray(parsed) ? (parsed[0] as { results?: T[] } | undefined) : undefined;
  return first?.results ?? [];
}

/** A file of SQL statements on the local D1 (the demo history: too long for one command line). */
async function d1ExecuteSql(statements: string[], options: { persistTo?: string } = {}): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "d1-sql-"));
  try {
    const file = join(dir, "statements.sql");
    writeFileSync(file, statements.map((s) => `${s};\n`).join(""));
    await d1Execute(["--file", file], options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A SQL string literal. Inputs are validated before they get here; this only doubles quotes. */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export interface EnsureUserOptions {
  email: string;
  password: string;
  isAdmin: boolean;
  persistTo?: string;
  /** Also set the password of an existing account (the demo admin, whose password is published). */
  resetPassword?: boolean;
  /** An admin's authenticator secret (and recovery codes), so scripts and tests can complete its sign-in. */
  /** `replace`: store this secret even if the account has one (the benchmark's fresh secret per run). */
  secondFactor?: { secret: string; recoveryCodes?: string[]; replace?: boolean };
}

/**
 * Creates the account (its e-mail confirmed), or updates an existing one: promotes it when
 * isAdmin, never demotes it; sets the second factor when one is given.
 */
export async function ensureUser(options: EnsureUserOptions): Promise<"created" | "updated" | "unchanged"> {
  const email = options.email.trim().toLowerCase();
  const [existing] = await d1Query<{ user_id: string; is_admin: number; mfa: number }>(
    `SELECT user_id, is_admin, mfa_secret IS NOT NULL AS mfa FROM users WHERE email = ${literal(email)}`,
    options,
  );
  const upToDate =
    existing &&
    !options.resetPassword &&
    (existing.is_admin === 1 || !options.isAdmin) &&
    (!options.secondFactor || (existing.mfa === 1 && !options.secondFactor.replace));
  if (upToDate) return "unchanged";
  const userId = existing?.user_id ?? randomUUID();
  const hash = await hashPassword(options.password, { pepper: devVar("PASSWORD_PEPPER") });
  const admin = options.isAdmin ? 1 : 0;
  const now = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
  const sets = [`is_admin = max(users.is_admin, excluded.is_admin)`, `updated_at = ${now}`];
  if (options.resetPassword) sets.push("password_hash = excluded.password_hash");
  const statements = [
    `INSERT INTO users (user_id, email, password_hash, is_admin, email_verified_at) VALUES (${literal(userId)}, ${literal(email)}, ${literal(hash)}, ${admin}, ${now})
     ON CONFLICT(email) DO UPDATE SET ${sets.join(", ")}`,
  ];
  if (options.secondFactor) {
    const key = await sealingKey(devVar("JWT_SECRET") ?? "", "totp-secrets");
    statements.push(
      `UPDATE users SET mfa_secret = ${literal(await seal(key, options.secondFactor.secret, userId))}, mfa_last_step = 0 WHERE user_id = ${literal(userId)}`,
    );
    statements.push(`DELETE FROM mfa_recovery_codes WHERE user_id = ${literal(userId)}`);
    for (const code of options.secondFactor.recoveryCodes ?? []) {
      statements.push(
        `INSERT INTO mfa_recovery_codes (user_id, code_hash) VALUES (${literal(userId)}, ${literal(await hashRecoveryCode(devVar("JWT_SECRET") ?? "", code))})`,
      );
    }
  }
  await d1Query(statements.join(";\n"), options);
  return existing ? "updated" : "created";
}

export interface Server {
  url: string;
  stop(): Promise<void>;
  /** Resolves when the server process ends, whoever stopped it. */
  exited: Promise<number | null>;
}

/** Serves the built Worker (build first) and resolves once /api/health answers. */
export interface StartServerOptions {
  port: number;
  persistTo?: string;
  timeoutMs?: number;
  logFile?: string;
  /** Another build's wrangler.json (the benchmark serves a private copy of build/). */
  configPath?: string;
  /** Only warnings: request lines at info level cost a loaded server time and flood the output. */
  quiet?: boolean;
  /** More `--var NAME:value` settings (the benchmark's simulated D1 latency). */
  vars?: Record<string, string>;
}

export async function startServer(options: StartServerOptions): Promise<Server> {
  const url = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(
    join(BIN, "wrangler"),
    [
      "dev",
      "--config",
      options.configPath ?? "build/server/wrangler.json",
      "--port",
      String(options.port),
      "--ip",
      "127.0.0.1",
      // E-mailed links and the origin check must name the port actually served.
      "--var",
      `PUBLIC_BASE_URL:http://localhost:${options.port}`,
      // The Worker defaults to production: a local server says what it is (options.vars, given after, may override it).
      "--var",
      "APP_ENV:local",
      ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
      ...persistArgs(options.persistTo),
    ],
    {
      cwd: ROOT,
      env: toolEnv(options.quiet ? { WRANGLER_LOG: "warn" } : {}),
      stdio: ["ignore", options.logFile ? "pipe" : "inherit", "inherit"],
    },
  );
  // The browser tests read e-mailed links (the local e-mail log line) from this copy of the output.
  if (options.logFile && child.stdout) {
    const log = createWriteStream(options.logFile, { flags: "a" });
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
    child.once("exit", () => log.end());
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => running && child.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  let failingSince: number | null = null;
  let lastError = "no answer";
  while (Date.now() < deadline) {
    if (!running) throw new Error(`wrangler dev exited before ${url} answered (see its output above)`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return { url, stop, exited };
      lastError = `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
      failingSince ??= Date.now();
      // Listening but broken (bad configuration, a crashing build): waiting longer will not help.
      if (Date.now() - failingSince > 10_000) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`wrangler dev did not answer ${url}/api/health with 200 (last: ${lastError})`);
}

// ---------------------------------------------------------------------------------------------
// Demo data through the real API: admin tasks → queue → consumer → offline providers.

interface TaskView {
  task_execution_id: string;
  task_name: string;
  status: string;
  message: string | null;
  parameters: { channel?: string; upload_date?: string } | string;
}

async function api<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  const res = await fetch(url, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs in through the API; an account with a second factor completes it with a code from its secret. */
export async function apiLogin(baseUrl: string, email: string, password: string, totpSecret?: string): Promise<string> {
  const body = new URLSearchParams({ username: email, password });
  const first = await api<{ access_token?: string; mfa_token?: string }>(`${baseUrl}/api/users/login`, { method: "POST", body });
  if (first.access_token) return first.access_token;
  if (!first.mfa_token || !totpSecret) throw new Error(`${email} needs a second factor to sign in`);
  const complete = () =>
    api<{ access_token: string }>(`${baseUrl}/api/users/login/mfa`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mfa_token: first.mfa_token, code: totpCode(totpSecret) }),
    });
  try {
    return (await complete()).access_token;
  } catch {
    // A code is accepted once per 30-second step: a sign-in moments ago (an earlier run) spent this one.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    return (await complete()).access_token;
  }
}

async function allTasks(baseUrl: string, token: string): Promise<TaskView[]> {
  const tasks: TaskView[] = [];
  for (let page = 1; ; page++) {
    const res = await api<{ tasks: TaskView[]; total: number }>(`${baseUrl}/api/admin/tasks?page=${page}&limit=100`, { token });
    tasks.push(...res.tasks);
    if (res.tasks.length === 0 || tasks.length >= res.total) return tasks;
  }
}

function paramsOf(task: TaskView): { channel?: string; upload_date?: string } {
  if (typeof task.parameters !== "string") return task.parameters ?? {};
  try {
    return JSON.parse(task.parameters) as { channel?: string; upload_date?: string };
  } catch {
    return {};
  }
}

/** A completed run_pipeline that was not a daily update: the channel's initial load is done. */
function initiallyLoaded(tasks: TaskView[]): Set<string> {
  const done = new Set<string>();
  for (const t of tasks) {
    const p = paramsOf(t);
    if (t.task_name === "run_pipeline" && t.status === "completed" && p.channel && p.upload_date !== "today")
      done.add(p.channel.toLowerCase());
  }
  return done;
}

export async function loadDemoData(baseUrl: string, options: { persistTo?: string; timeoutMs?: number } = {}): Promise<void> {
  const secret = devVar("DEMO_ADMIN_TOTP_SECRET");
  await ensureUser({
    ...DEMO_ADMIN,
    isAdmin: true,
    resetPassword: true,
    persistTo: options.persistTo,
    ...(secret ? { secondFactor: { secret } } : {}),
  });
  const token = await apiLogin(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password, secret);
  const loaded = initiallyLoaded(await allTasks(baseUrl, token));
  const missing = DEMO_CHANNEL_HANDLES.filter((h) => !loaded.has(h.toLowerCase()));

  const pending = new Map<string, string>();
  for (const channel of missing) {
    const res = await api<TaskView | { task: TaskView }>(`${baseUrl}/api/admin/tasks`, {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ task_name: "run_pipeline", parameters: { channel, max_results: DEMO_MAX_RESULTS } }),
    });
    const task = "task" in res ? res.task : res;
    pending.set(task.task_execution_id, channel);
  }
  if (pending.size > 0) console.log(`Loading the demo data: ${pending.size} channels queued through the pipeline…`);

  const failed: string[] = [];
  const deadline = Date.now() + (options.timeoutMs ?? 10 * 60_000);
  let lastLine = "";
  while (pending.size > 0) {
    if (Date.now() > deadline) {
      throw new Error(`Demo data did not finish loading in time; still running: ${[...pending.values()].join(", ")}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
    for (const t of await allTasks(baseUrl, token)) {
      const channel = pending.get(t.task_execution_id);
      if (!channel || (t.status !== "completed" && t.status !== "failed")) continue;
      pending.delete(t.task_execution_id);
      if (t.status === "failed") failed.push(`${channel}: ${t.message ?? "failed"}`);
    }
    const line = `  ${missing.length - pending.size}/${missing.length} channels done`;
    if (line !== lastLine) console.log((lastLine = line));
  }
  if (failed.length > 0) throw new Error(`Demo data: ${failed.length} channel loads failed:\n  ${failed.join("\n  ")}`);

  const [counts] = await d1Query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM channels) AS channels, (SELECT count(*) FROM videos) AS videos,
            (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM products WHERE listed = 1) AS listed,
            (SELECT count(*) FROM product_listings) AS listings`,
    options,
  );
  const c = counts ?? {};
  console.log(
    `Demo data: ${c.channels} channels, ${c.videos} videos, ${c.products} products (${c.listed} with listings), ${c.listings} listings` +
      (missing.length ? ` — ${missing.length} channels loaded now` : " — already loaded"),
  );
  await awaitLocalOffers(baseUrl, options);
  await seedDemoCreator(options);
}

/**
 * The other marketplaces' offers of the demo's listings (issue 26, docs/marketplaces.md): looked up
 * by a queue step after each channel's listings, so they arrive shortly after the tasks finish.
 * Waits for them; a state loaded before that step existed gets them from the daily cron's run.
 */
async function awaitLocalOffers(baseUrl: string, options: { persistTo?: string; timeoutMs?: number }): Promise<void> {
  const marketplaces = (devVar("MARKETPLACES") ?? "us,uk,de").split(",").filter((code) => code !== "us");
  if (marketplaces.length === 0) return;
  const lacking = async () => {
    const [row] = await d1Query<{ n: number }>(
      `SELECT count(*) AS n FROM marketplace_items m, json_each('${JSON.stringify(marketplaces)}') k
       WHERE m.is_dead = 0 AND EXISTS (SELECT 1 FROM product_listings l WHERE l.amazon_product_id = m.amazon_product_id)
         AND NOT EXISTS (SELECT 1 FROM local_offers o WHERE o.amazon_product_id = m.amazon_product_id AND o.marketplace = k.value)`,
      options,
    );
    return row?.n ?? 0;
  };
  const deadline = Date.now() + (options.timeoutMs ?? 3 * 60_000);
  let last = await lacking();
  let still = 0;
  let asked = false;
  while (last > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    const now = await lacking();
    still = now === last ? still + 1 : 0;
    last = now;
    if (still >= 3 && !asked) {
      // Nothing is looking them up (a state from before the step): the daily run sends the lookup.
      asked = true;
      await fetch(`${baseUrl}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent("0 6 * * *")}`).then((r) => r.body?.cancel());
    }
  }
  const [counts] = await d1Query<Record<string, number>>(
    "SELECT count(*) AS offers, sum(status = 'verified') AS verified FROM local_offers",
    options,
  );
  console.log(
    `Demo data: ${counts?.offers ?? 0} offers in ${marketplaces.join(", ")} (${counts?.verified ?? 0} sold there)${last ? `, ${last} still to look up` : ""}`,
  );
}

/**
 * The demo creator (DEMO_CREATOR): owner of a demo channel loaded above, with its approved
 * application, storefront and the last 90 days of clicks and views. Idempotent: a second run
 * writes the same rows again (scripts/lib/demo-creator.ts).
 */
export async function seedDemoCreator(options: { persistTo?: string } = {}): Promise<void> {
  await ensureUser({ ...DEMO_CREATOR, isAdmin: false, resetPassword: true, persistTo: options.persistTo });
  const [ids] = await d1Query<{ userId: string; channelId: string; handle: string; category: string }>(
    `SELECT (SELECT user_id FROM users WHERE email = ${literal(DEMO_CREATOR.email)}) AS userId, channel_id AS channelId, handle,
            coalesce(category, 'Other') AS category
       FROM channels WHERE handle = ${literal(DEMO_CREATOR_CHANNEL)}`,
    options,
  );
  if (!ids) throw new Error(`the demo creator's channel @${DEMO_CREATOR_CHANNEL} is not loaded`);
  await d1Query(demoCreatorStatements(ids, DEMO_CREATOR.email).join(";\n"), options);
  const [storefront] = await d1Query<{ storefront_id: string }>(
    `SELECT storefront_id FROM storefronts WHERE channel_id = ${literal(ids.channelId)}`,
    options,
  );
  // The listed products' first listings, most mentioned first: the creator's favourites get the most clicks.
  const listings = await d1Query<{ product_id: string; amazon_product_id: string; video_id: string }>(
    `SELECT p.product_id, l.amazon_product_id, p.video_id
       FROM products p JOIN product_listings l ON l.product_id = p.product_id AND l.position = 0
      WHERE p.channel_id = ${literal(ids.channelId)} AND p.listed = 1
      ORDER BY (SELECT count(*) FROM products q WHERE q.channel_id = p.channel_id AND q.match_key = p.match_key) DESC, p.published_at DESC, p.product_id
      LIMIT 12`,
    options,
  );
  const storefrontId = storefront?.storefront_id ?? DEMO_CREATOR_STOREFRONT_ID;
  const history = demoHistory(listings, storefrontId, new Date());
  await d1ExecuteSql(demoHistoryStatements(history, ids, storefrontId), options);
  const clicks = history.clicks.reduce((sum, r) => sum + r.clicks, 0);
  const views = history.views.reduce((sum, r) => sum + r.views, 0);
  console.log(
    `Demo creator: ${DEMO_CREATOR.email} owns @${ids.handle} (storefront /s/${ids.handle}, ${clicks} clicks and ${views} views over 90 days)`,
  );
}

/** A TCP port nothing listens on right now (the OS picks it), for a server started next. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

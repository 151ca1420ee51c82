import { z } from "zod";

/**
 * The part of the `Ai` binding the extractor uses (the binding's own type is keyed by model name);
 * declared here, where the binding is read, so configuration depends on nothing above it.
 */
export interface WorkersAiBinding {
  run(
    model: string,
    inputs: {
      messages: { role: "system" | "user" | "assistant"; content: string }[];
      response_format: { type: "json_schema"; json_schema: unknown };
    },
  ): Promise<unknown>;
}

/**
 * Configuration parsed once per isolate from the Worker's env. Only `publicConfig` may reach the browser.
 * Real providers switch on when their credentials are present (see docs/providers.md).
 */
/**
 * A key's secret: at least 32 random bytes (43 characters of base64, 64 of hex). A long but
 * repetitive value ("aaaa…", a sentence) is refused too: too few distinct characters to be random.
 */
const strongSecret = (name: string) =>
  z
    .string()
    .min(43, `${name} must hold at least 32 random bytes (43 or more characters; e.g. openssl rand -base64 32)`)
    .refine(
      (value) => new Set(value).size >= 10,
      `${name} does not look random (too few distinct characters); e.g. openssl rand -base64 32`,
    );

const configSchema = z.object({
  // Production unless said otherwise: a deploy that forgets to name its environment runs with the
  // production checks (and fails closed without their settings); local tooling and tests say
  // "local" or "test" explicitly (.dev.vars, `wrangler dev --var`, the vitest config).
  APP_ENV: z.enum(["local", "test", "production"]).default("production"),
  // `npm run bench`'s distance section only: each D1 round trip waits this long, applied by the bench's own
  // entry (scripts/bench/metered-entry.ts); the Worker only refuses it outside local.
  BENCH_D1_LATENCY_MS: z.coerce.number().int().min(0).max(2000).optional(),
  // Whether every API answer is checked against its schema before it is sent (worker/api/define.ts).
  // Unset: yes, except in production. `npm run bench` turns it off to time what production runs.
  CHECK_RESPONSES: z.stringbool().optional(),
  PUBLIC_BASE_URL: z.url().default("http://localhost:8787"),
  CONTACT_EMAIL: z.email().default("hello@creatorpicks.example"),
  JWT_SECRET: strongSecret("JWT_SECRET"),
  JWT_ISSUER: z.string().min(1).default("creator-products"),
  JWT_AUDIENCE: z.string().min(1).default("creator-products-web"),
  // Keys every password before PBKDF2 (worker/auth/password.ts); a secret kept apart from the database.
  PASSWORD_PEPPER: strongSecret("PASSWORD_PEPPER").optional(),
  // YouTube Data API v3: the real video platform when the key (secret) is set.
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_BASE_URL: z.url().default("https://www.googleapis.com/youtube/v3"),
  // Transcript service (Supadata's API shape): used when its key (secret) is set.
  TRANSCRIPT_API_KEY: z.string().min(1).optional(),
  TRANSCRIPT_API_BASE_URL: z.url().default("https://api.supadata.ai/v1"),
  // Google OAuth client: channel owners connect their channel (captions.download) only when both are set.
  GOOGLE_OAUTH_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  // WebSub push of new videos: on only when WEBSUB_SECRET (secret) is set; per-channel hub secrets derive from it.
  WEBSUB_SECRET: strongSecret("WEBSUB_SECRET").optional(),
  WEBSUB_HUB_URL: z.url().default("https://pubsubhubbub.appspot.com/subscribe"),
  // Outgoing e-mail: the `send_email` binding EMAIL, else an HTTP provider (Resend's API shape), else the log line.
  EMAIL_FROM: z.string().min(3).max(320).optional(),
  EMAIL_API_URL: z.url().optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
  // A binding, not a string: carried here so every sendEmail(config, …) caller reaches it (absent from wrangler.toml by default).
  EMAIL: z.custom<SendEmail>((v) => typeof v === "object" && v !== null && typeof (v as { send?: unknown }).send === "function").optional(),
  // Product extraction by an LLM: an OpenAI-compatible endpoint when LLM_BASE_URL and LLM_MODEL are set
  // (LLM_API_KEY, a secret, when the server wants one), else the Workers AI binding AI when bound.
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  // The same LLM judges the marketplace candidates the rule matcher leaves uncertain (issue 21);
  // "off" keeps the extractor and leaves those candidates to the admin review queue alone.
  LLM_JUDGE: z.enum(["on", "off"]).default("on"),
  // A binding, not a string (absent from wrangler.toml: it works only against Cloudflare's network).
  AI: z
    .custom<WorkersAiBinding>((v) => typeof v === "object" && v !== null && typeof (v as { run?: unknown }).run === "function")
    .optional(),
  // Amazon Creators API marketplace: used when the client id, secret (secret) and partner tag are set.
  CREATORS_API_BASE_URL: z.url().default("https://creatorsapi.amazon"),
  CREATORS_API_TOKEN_URL: z.url().default("https://api.amazon.com/auth/o2/token"),
  // The version Associates Central shows with the credential: 3.x logs in with Amazon (LWA), 2.x with Cognito.
  CREATORS_API_CREDENTIAL_VERSION: z
    .string()
    .regex(/^[23]\.\d+$/, "CREATORS_API_CREDENTIAL_VERSION is 2.x or 3.x")
    .default("3.1"),
  CREATORS_API_CLIENT_ID: z.string().min(1).optional(),
  CREATORS_API_CLIENT_SECRET: z.string().min(1).optional(),
  CREATORS_API_PARTNER_TAG: z.string().min(1).optional(),
  CREATORS_API_MARKETPLACE: z.string().min(1).default("www.amazon.com"),
  // Marketplaces served (worker/lib/marketplaces.ts, docs/marketplaces.md): codes, the default (us) first.
  MARKETPLACES: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/, "MARKETPLACES is a comma list of codes: us,uk,de")
    .default("us,uk,de"),
  // The site's Associates tag in each other marketplace (Associates accounts are per marketplace); us uses CREATORS_API_PARTNER_TAG.
  CREATORS_API_PARTNER_TAG_UK: z.string().min(1).optional(),
  CREATORS_API_PARTNER_TAG_DE: z.string().min(1).optional(),
  CREATORS_API_PARTNER_TAG_FR: z.string().min(1).optional(),
  CREATORS_API_PARTNER_TAG_JP: z.string().min(1).optional(),
  CREATORS_API_PARTNER_TAG_CA: z.string().min(1).optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

/**
 * The settings the LLM extractor is built from, checked alone: `npm run eval:extraction` builds the
 * extractor outside the Worker, from the same variables.
 */
export const llmConfigSchema = configSchema.pick({ LLM_BASE_URL: true, LLM_API_KEY: true, LLM_MODEL: true, LLM_JUDGE: true, AI: true });
export type LlmConfig = z.infer<typeof llmConfigSchema>;

/**
 * Production fails closed: without these the Worker answers 503 instead of running with a
 * weaker setup (cookies without Secure, reset links written to the log, passwords unpeppered).
 */
const productionReady = configSchema.superRefine((c, ctx) => {
  if (c.APP_ENV === "production" && c.CHECK_RESPONSES) {
    ctx.addIssue({ code: "custom", path: ["CHECK_RESPONSES"], message: "CHECK_RESPONSES is for development and tests only" });
  }
  if (c.APP_ENV !== "local" && c.BENCH_D1_LATENCY_MS !== undefined) {
    ctx.addIssue({ code: "custom", path: ["BENCH_D1_LATENCY_MS"], message: "BENCH_D1_LATENCY_MS is for the local benchmark only" });
  }
  if (c.APP_ENV !== "production") return;
  const missing = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!c.PUBLIC_BASE_URL.startsWith("https:")) missing("PUBLIC_BASE_URL", "PUBLIC_BASE_URL must be an https: origin in production");
  if (!c.PASSWORD_PEPPER) missing("PASSWORD_PEPPER", "PASSWORD_PEPPER is required in production");
  if (!c.EMAIL_FROM || !(c.EMAIL || (c.EMAIL_API_URL && c.EMAIL_API_KEY))) {
    missing("EMAIL_FROM", "production needs an e-mail transport: EMAIL_FROM and the EMAIL binding, or EMAIL_API_URL and EMAIL_API_KEY");
  }
});

/** Whether API answers are checked against their schemas (see CHECK_RESPONSES). */
export function checksResponses(config: AppConfig): boolean {
  return config.CHECK_RESPONSES ?? config.APP_ENV !== "production";
}

/** Secure cookies, the __Host- prefix and HSTS follow the site's own origin, not a flag. */
export function servedOverHttps(config: AppConfig): boolean {
  return config.PUBLIC_BASE_URL.startsWith("https:");
}

/** Loopback names a local server answers on besides PUBLIC_BASE_URL's (the e2e runner serves 127.0.0.1). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a request reached the site itself: PUBLIC_BASE_URL's host name (any port), or, outside
 * production, a loopback name. Every other host is a creator's storefront domain or no one's
 * (worker/storefront-host.ts).
 */
export function servesMainSite(url: URL, config: AppConfig): boolean {
  if (url.hostname === new URL(config.PUBLIC_BASE_URL).hostname) return true;
  return config.APP_ENV !== "production" && LOOPBACK_HOSTS.has(url.hostname);
}

let cached: { source: unknown; config: AppConfig } | undefined;

export function getConfig(env: Env): AppConfig {
  if (cached?.source === env) return cached.config;
  const parsed = productionReady.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  cached = { source: env, config: parsed.data };
  return parsed.data;
}

export function publicConfig(config: AppConfig) {
  return { contactEmail: config.CONTACT_EMAIL, publicBaseUrl: config.PUBLIC_BASE_URL };
}

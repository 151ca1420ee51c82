import { z } from "zod";

/**
 * Configuration parsed once per isolate from the Worker's env. Only `publicConfig` may reach the browser.
 * Real providers switch on when their credentials are present (see README "Configuration").
 */
const configSchema = z.object({
  APP_ENV: z.enum(["local", "test", "production"]).default("local"),
  PUBLIC_BASE_URL: z.url().default("http://localhost:8787"),
  CONTACT_EMAIL: z.email().default("hello@creatorpicks.example"),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters"),
  JWT_ISSUER: z.string().min(1).default("creator-products"),
  JWT_AUDIENCE: z.string().min(1).default("creator-products-web"),
});

export type AppConfig = z.infer<typeof configSchema>;

let cached: { source: unknown; config: AppConfig } | undefined;

export function getConfig(env: Env): AppConfig {
  if (cached?.source === env) return cached.config;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  cached = { source: env, config: parsed.data };
  return parsed.data;
}

export function publicConfig(config: AppConfig) {
  return { contactEmail: config.CONTACT_EMAIL, publicBaseUrl: config.PUBLIC_BASE_URL };
}

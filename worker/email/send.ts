import { purposeKey } from "../auth/purpose-key";
import { exceeds, RULES } from "../auth/rate-limit";
import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { fetchWithPolicy, type FetchLike } from "../lib/http";

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Links the message carries; the local log prints them in full. */
  links: string[];
  /** Extra headers the message carries (the digest's List-Unsubscribe pair). */
  headers?: Record<string, string>;
}

export type EmailTransport = "log" | "send_email" | "http";

export type EmailResult =
  { transport: EmailTransport; ok: true; id: string | null } | { transport: EmailTransport; ok: false; error: string };

export interface SendOptions {
  /** Where the per-recipient daily count is kept: every caller passes it, so no mail escapes the cap. */
  db: Db;
  /** Replaces the outside world in tests (the HTTP provider's endpoint). */
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Which way mail leaves, by configuration: Cloudflare's `send_email` binding when it is bound,
 * else an HTTP provider with Resend's API shape, else (offline, local) the log line. Real delivery
 * needs EMAIL_FROM, a sender address the provider accepts.
 */
export function emailTransport(config: AppConfig): EmailTransport {
  if (!config.EMAIL_FROM) return "log";
  if (config.EMAIL) return "send_email";
  if (config.EMAIL_API_URL && config.EMAIL_API_KEY) return "http";
  return "log";
}

/**
 * The daily count's key: an HMAC of the address (lower-cased) under a key derived for this
 * purpose, so the counters table never holds an address.
 */
async function recipientKey(config: AppConfig, address: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    (await purposeKey(config.JWT_SECRET, "mail-recipient")) as BufferSource,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(address.trim().toLowerCase()));
  return [...new Uint8Array(mac).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Sends one message. Never throws: a password reset must answer the same whether or not the
 * address has an account, so a delivery failure is logged and reported in the result instead.
 * Every kind of mail (confirmation and sign-in links, resets, digests, security notices) passes
 * here, so here one address gets at most RULES.mailsPerRecipient a day: a flood that any of them
 * could be made into stops at the cap; the mail over it is dropped and logged, and the request
 * that caused it answers as always.
 */
export async function sendEmail(config: AppConfig, email: Email, options: SendOptions): Promise<EmailResult> {
  const transport = emailTransport(config);
  if (await exceeds({ db: options.db }, RULES.mailsPerRecipient, await recipientKey(config, email.to))) {
    console.warn(
      `[email] not sent to ${email.to} (${email.subject}): the address reached its daily cap of ${RULES.mailsPerRecipient.limit} mails`,
    );
    return { transport, ok: false, error: "daily cap for this recipient reached" };
  }
  // The log line exists only locally and in tests: production refuses to start without a transport
  // (worker/config.ts), and this never writes a reset link to a production log regardless.
  if (transport === "log" && config.APP_ENV === "production") {
    console.error(`[email] not sent to ${email.to} (${email.subject}): no e-mail transport is configured`);
    return { transport, ok: false, error: "no e-mail transport configured" };
  }
  if (transport === "log") {
    // Offline runs only: links carry reset tokens, which must never reach production logs.
    console.log(
      `[email] ${JSON.stringify({ to: email.to, subject: email.subject, links: email.links, ...(email.headers ? { headers: email.headers } : {}) })}`,
    );
    return { transport, ok: true, id: null };
  }
  try {
    const id = transport === "send_email" ? await viaBinding(config, email) : await viaHttp(config, email, options);
    console.log(`[email] sent via ${transport} to ${email.to}: ${email.subject}`);
    return { transport, ok: true, id };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[email] could not send via ${transport} to ${email.to} (${email.subject}): ${message}`);
    return { transport, ok: false, error: message };
  }
}

/** https://developers.cloudflare.com/email-service/api/send-emails/workers-api/ */
async function viaBinding(config: AppConfig, email: Email): Promise<string | null> {
  const binding = config.EMAIL as SendEmail;
  const result = await binding.send({
    from: config.EMAIL_FROM as string,
    to: email.to,
    subject: email.subject,
    text: email.text,
    ...(email.headers ? { headers: email.headers } : {}),
  });
  return result?.messageId ?? null;
}

/**
 * Resend's `POST /emails` (https://resend.com/docs/api-reference/emails/send-email), answered with
 * `{"id": "..."}`. The Idempotency-Key makes a retry after a timeout deliver once.
 */
async function viaHttp(config: AppConfig, email: Email, options: SendOptions): Promise<string | null> {
  const url = `${(config.EMAIL_API_URL as string).replace(/\/+$/, "")}/emails`;
  const res = await fetchWithPolicy(
    {
      provider: "E-mail API",
      timeoutMs: 10_000,
      retries: 2,
      baseDelayMs: 500,
      maxDelayMs: 4_000,
      fetch: options.fetch,
      sleep: options.sleep,
    },
    url,
    {
      method: "POST",
      headers: {
        Authorization: `Bearer ${config.EMAIL_API_KEY}`,
        "Content-Type": "application/json",
        "Idempotency-Key": crypto.randomUUID(),
      },
      body: JSON.stringify({
        from: config.EMAIL_FROM,
        to: email.to,
        subject: email.subject,
        text: email.text,
        ...(email.headers ? { headers: email.headers } : {}),
      }),
    },
  );
  const body = await res.text();
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${body.slice(0, 300)}`);
  try {
    const parsed = JSON.parse(body) as { id?: unknown };
    return typeof parsed.id === "string" ? parsed.id : null;
  } catch {
    return null;
  }
}

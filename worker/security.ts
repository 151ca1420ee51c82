import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "./api/app-env";
import { BodyTooLargeError, declaredLength, readCapped } from "./lib/capped-body";
import { servedOverHttps } from "./config";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Refuses state-changing requests sent by another site's page. Browsers always send Origin on
 * such requests; clients without it (curl, server-to-server with a Bearer token) carry no
 * ambient cookie risk, so they pass: so does the WebSub hub, whose callback (worker/api/websub.ts)
 * authenticates each POST by its HMAC signature instead. Page submissions an action could not
 * read are refused here too (see unreadableForm).
 */
export const originCheck: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const origin = c.req.header("origin");
  if (origin && UNSAFE_METHODS.has(c.req.method)) {
    const allowed = new Set([new URL(c.req.url).origin, new URL(c.var.rc.config.PUBLIC_BASE_URL).origin]);
    if (!allowed.has(origin)) return c.json({ detail: "Cross-origin request refused" }, 403);
  }
  if (UNSAFE_METHODS.has(c.req.method)) {
    const refusal = await unreadableForm(c.req.raw);
    if (refusal) return c.json({ detail: refusal.detail }, refusal.status);
  }
  await next();
};

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** No page form needs more (the longest, the creator application, is well under 1 KB). */
export const MAX_PAGE_FORM_BYTES = 64 * 1024;

/**
 * Page actions read their body with `request.formData()`, which throws on any other media type
 * or on a broken multipart body, so the action would answer 500: such a request is refused here
 * with a 4xx instead. Forms must declare their size (browsers always do) and stay within
 * MAX_PAGE_FORM_BYTES, so no page reads an unbounded body. API calls validate their own bodies
 * (worker/api/validation.ts).
 */
async function unreadableForm(request: Request): Promise<{ status: 400 | 411 | 413 | 415; detail: string } | null> {
  if (request.body === null || new URL(request.url).pathname.startsWith("/api/")) return null;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) return { status: 415, detail: "Pages accept form submissions only" };
  const declared = declaredLength(request.headers);
  if (declared === null) return { status: 411, detail: "Form submissions must declare their size (Content-Length)" };
  if (Number.isNaN(declared)) return { status: 400, detail: "Invalid Content-Length" };
  const tooLarge = { status: 413, detail: "Form submissions are limited to 64 KB" } as const;
  if (declared > MAX_PAGE_FORM_BYTES) return tooLarge;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    // A copy: the action reads the original body afterwards.
    bytes = await readCapped(request.clone(), MAX_PAGE_FORM_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge;
    throw error;
  }
  try {
    await new Request(request.url, {
      method: "POST",
      headers: { "Content-Type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }).formData();
    return null;
  } catch {
    return { status: 400, detail: "Malformed form body" };
  }
}

/**
 * Pages: scripts only from this origin, or inline ones (React Router's hydration data) allowed by
 * this request's nonce or, for a cached page that many visitors share, by their hashes.
 */
export function pagePolicy(inlineScripts: { nonce: string } | { hashes: string[] }): string {
  const allowed = "nonce" in inlineScripts ? `'nonce-${inlineScripts.nonce}'` : inlineScripts.hashes.map((h) => `'${h}'`).join(" ");
  return [
    "default-src 'self'",
    `script-src 'self'${allowed ? ` ${allowed}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "frame-src https://www.youtube-nocookie.com",
    "connect-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every answer carries. */
export const securityHeaders: MiddlewareHandler<ApiEnv> = async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set("X-Content-Type-Options", "nosniff");
  // A page whose address carries a credential (a reset or unsubscribe token) sets no-referrer itself.
  if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", "strict-origin-when-cross-origin");
  h.set("X-Frame-Options", "DENY");
  h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  h.set("Cross-Origin-Opener-Policy", "same-origin");
  const isPage = (h.get("Content-Type") ?? "").startsWith("text/html");
  // A cacheable page brings its own policy, with the hashes of its inline scripts (app/entry.server.tsx).
  if (!(isPage && h.has("Content-Security-Policy"))) {
    h.set(
      "Content-Security-Policy",
      isPage
        ? pagePolicy({ nonce: c.var.rc.cspNonce })
        : "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
  }
  if (servedOverHttps(c.var.rc.config)) {
    h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  }
};

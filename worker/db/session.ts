/**
 * One D1 session per request (DESIGN.md section 9, issue 11 item 1). Reads go to the nearest read
 * replica unless the visitor carries a bookmark of their own last write, in which case the replica
 * must have caught up to it; writes and the admin area start at the primary. After a write the
 * session's bookmark goes back to the writer (a cookie for the pages, a header for API clients),
 * so their next request reads what they wrote. The pipeline, cron and queue use the binding
 * itself, which always reaches the primary.
 */
import { readCookie } from "../lib/cookies";
import { servedOverHttps, type AppConfig } from "../config";

export const BOOKMARK_COOKIE = "d1_bookmark";
export const BOOKMARK_HEADER = "x-d1-bookmark";
/**
 * Long enough for any replica to catch up with the write it names; a visitor carrying it misses the
 * shared cache (the cookie is in `Vary`), so it should not outlive its purpose.
 */
export const BOOKMARK_MAX_AGE_SECONDS = 120;

/** D1 bookmarks are short printable tokens; anything else is ignored rather than passed to D1. */
const BOOKMARK_PATTERN = /^[0-9A-Za-z-]{1,128}$/;

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const isWrite = (request: Request) => WRITE_METHODS.has(request.method.toUpperCase());

/** The admin area reads what admins and the pipeline just wrote: it always starts at the primary. */
const readsFromPrimary = (url: URL) => /^\/(api\/)?admin(\/|$|\.data$)/.test(url.pathname);

/** The bookmark a request carries (header first, then cookie), if it is well formed. */
export function requestBookmark(request: Request): string | null {
  const value = request.headers.get(BOOKMARK_HEADER) ?? readCookie(request, BOOKMARK_COOKIE);
  return value && BOOKMARK_PATTERN.test(value) ? value : null;
}

/** Where this request's session starts: the primary, the visitor's own bookmark, or any replica. */
export function sessionStart(request: Request): string {
  if (isWrite(request) || readsFromPrimary(new URL(request.url))) return "first-primary";
  return requestBookmark(request) ?? "first-unconstrained";
}

export function openSession(db: D1Database, request: Request): D1DatabaseSession {
  return db.withSession(sessionStart(request));
}

export function bookmarkCookie(config: AppConfig, bookmark: string): string {
  const secure = servedOverHttps(config) ? "; Secure" : "";
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${BOOKMARK_MAX_AGE_SECONDS}${secure}`;
}

/**
 * Hands the session's bookmark back after a successful write (and to an API client that sent one,
 * so it can keep it current). A shared answer never carries one.
 */
export function returnBookmark(request: Request, response: Response, session: D1DatabaseSession, config: AppConfig): void {
  const bookmark = session.getBookmark();
  if (!bookmark || !BOOKMARK_PATTERN.test(bookmark)) return;
  if (/\bpublic\b/.test(response.headers.get("Cache-Control") ?? "")) return;
  // A refused write changed nothing the writer will look for.
  const wrote = isWrite(request) && response.status < 400;
  if (wrote || request.headers.has(BOOKMARK_HEADER)) response.headers.set(BOOKMARK_HEADER, bookmark);
  if (wrote) response.headers.append("Set-Cookie", bookmarkCookie(config, bookmark));
}

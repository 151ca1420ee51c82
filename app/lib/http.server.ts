import { data, redirect } from "react-router";
import { requestContext, type RequestContext } from "@worker/request-context";
import { AppError } from "@worker/lib/errors";

type Ctx = { get: (key: typeof requestContext) => RequestContext };

export function rcOf(context: Ctx): RequestContext {
  return context.get(requestContext);
}

/** Login required: anonymous visitors go to /login with the path they asked for. */
export function requireViewer(request: Request, context: Ctx) {
  const rc = rcOf(context);
  if (!rc.viewer) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { rc, viewer: rc.viewer };
}

/** The admin area: anonymous visitors log in first, everyone else who is not an admin goes home. */
export function requireAdmin(request: Request, context: Ctx) {
  const { rc, viewer } = requireViewer(request, context);
  if (!viewer.is_admin) throw redirect("/");
  return { rc, viewer };
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError || (e instanceof Error && e.name === "AppError" && "status" in e);
}

export function isNotFound(e: unknown): boolean {
  return isAppError(e) && e.status === 404;
}

/**
 * A service's refusal becomes the route's answer with the same status, rendered by the route's
 * ErrorBoundary: a 404 as its not-found content, any other 4xx with the service's `detail` (bad
 * input is already a 422 refusal: worker/services/serve.ts maps it, once for the API and the pages).
 * Anything else is a failure and propagates (a 500, logged).
 */
export async function withRefusals<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (isAppError(e) && e.status < 500) throw data({ detail: e.detail }, { status: e.status });
    throw e;
  }
}

/** The server's `detail` when a service refused on purpose, else the fallback (unknown errors are logged). */
export function detailOr(e: unknown, fallback: string): string {
  if (isAppError(e)) return e.detail;
  console.error(e);
  return fallback;
}

export function str(form: FormData | URLSearchParams, name: string): string {
  const v = form.get(name);
  return typeof v === "string" ? v.trim() : "";
}

export function intParam(params: URLSearchParams, name: string, fallback: number, max = 10_000): number {
  const n = Number.parseInt(params.get(name) ?? "", 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

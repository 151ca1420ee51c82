/**
 * Calls a route module's loader or action in workerd with a real request against the migrated
 * D1: the request context is built exactly as worker/index.ts builds it (the viewer proven by the
 * Bearer token; for a GET, the session check carried by the first read, and the loader run again
 * with the session read first if that check fails), so a loader test runs the same services,
 * permissions and validation as a page.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type data, RouterContextProvider } from "react-router";
import { openSession } from "../../worker/db/session";
import { contextForRequest, requestContext } from "../../worker/request-context";

const ORIGIN = "http://localhost:8787";

export interface RouteRequest<P extends Params = Params> {
  /** The path asked for, with its query. */
  path: string;
  /** The route's pattern from app/routes.ts, e.g. `/channels/:channelId`. */
  pattern: string;
  params?: P;
  /** A form submitted with POST (an action); absent for a GET (a loader). Pairs where a name repeats (checkboxes). */
  form?: Record<string, string> | [string, string][];
  token?: string;
}

type Params = Record<string, string>;

export interface DataArgs<P extends Params = Params> {
  request: Request;
  url: URL;
  pattern: string;
  params: P;
  context: RouterContextProvider;
}

/** What a loader or action answered, returned or thrown: a redirect, or data with its status and headers. */
export type Outcome =
  | { kind: "redirect"; status: number; location: string; headers: Headers }
  | { kind: "data"; status: number; data: unknown; headers: Headers };

async function argsFor<P extends Params>(
  req: RouteRequest<P>,
  carry: boolean,
): Promise<{ args: DataArgs<P>; confirmed: () => Promise<boolean> }> {
  const url = new URL(req.path, ORIGIN);
  const headers = new Headers();
  if (req.token) headers.set("Authorization", `Bearer ${req.token}`);
  let body: URLSearchParams | undefined;
  if (req.form) {
    body = new URLSearchParams(req.form);
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    headers.set("Origin", ORIGIN);
  }
  const request = new Request(url, { method: req.form ? "POST" : "GET", headers, body });
  const { rc, confirmed } = await contextForRequest(env, createExecutionContext(), request, openSession(env.DB, request), carry);
  const context = new RouterContextProvider();
  context.set(requestContext, rc);
  return { args: { request, url, pattern: req.pattern, params: req.params ?? ({} as P), context }, confirmed };
}

type DataWithInit = ReturnType<typeof data<unknown>>;

/** What `data(value, init)` returns; React Router exports its class as a type only. */
function isDataWithInit(value: unknown): value is DataWithInit {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function outcomeOf(value: unknown): Outcome {
  if (value instanceof Response) {
    const location = value.headers.get("Location");
    if (location && value.status >= 300 && value.status < 400)
      return { kind: "redirect", status: value.status, location, headers: value.headers };
    return { kind: "data", status: value.status, data: null, headers: value.headers };
  }
  if (isDataWithInit(value)) {
    return { kind: "data", status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers) };
  }
  return { kind: "data", status: 200, data: value, headers: new Headers() };
}

/** Runs `fn` (a route's loader or action) for `req`; a thrown redirect or response is an outcome too. */
export async function run<P extends Params>(fn: (args: DataArgs<P>) => unknown, req: RouteRequest<P>, carry = true): Promise<Outcome> {
  const { args, confirmed } = await argsFor(req, carry);
  let outcome: Outcome | undefined;
  let error: unknown;
  try {
    outcome = outcomeOf(await fn(args));
  } catch (thrown) {
    if (thrown instanceof Response || isDataWithInit(thrown)) outcome = outcomeOf(thrown);
    else error = thrown;
  }
  if (!(await confirmed())) return run(fn, req, false);
  if (outcome === undefined) throw error;
  return outcome;
}

/** The data of an outcome that must be data with this status. */
export function dataOf<T = Record<string, unknown>>(outcome: Outcome, status = 200): T {
  if (outcome.kind !== "data") throw new Error(`expected data, got a redirect to ${outcome.location}`);
  if (outcome.status !== status) throw new Error(`expected status ${status}, got ${outcome.status}: ${JSON.stringify(outcome.data)}`);
  return outcome.data as T;
}

export function redirectOf(outcome: Outcome): string {
  if (outcome.kind !== "redirect") throw new Error(`expected a redirect, got ${outcome.status}: ${JSON.stringify(outcome.data)}`);
  return outcome.location;
}

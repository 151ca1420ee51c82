/**
 * The outside world for the YouTube, Google OAuth and transcript-service contract tests: a fetch
 * that records every request and answers from a handler (recorded bodies, routed by URL).
 */
import { expect } from "vitest";
import type { FetchLike } from "../../worker/lib/http";
import { ProviderError } from "../../worker/lib/http";

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

export type Handler = (request: SentRequest, signal: AbortSignal | null) => Response | Promise<Response>;

export function standIn(handler: Handler) {
  const requests: SentRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request = new Request(input, init);
    const sent = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: new TextDecoder().decode(await request.arrayBuffer()),
    };
    requests.push(sent);
    return handler(sent, init?.signal ?? null);
  };
  return { fetch, requests };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json; charset=UTF-8", ...headers } });
}

/** A server that never answers: the request ends only when the caller's timeout aborts it. */
export function hang(signal: AbortSignal | null): Promise<Response> {
  return new Promise((_, reject) => signal?.addEventListener("abort", () => reject(signal.reason)));
}

/** Backoff and polling waits skipped: the tests check what is sent and answered, never time. */
export const noWait = { sleep: async () => {}, random: () => 0.5 };

/** Deep copy of a recording, to vary one field without touching the file's module. */
export const clone = <T>(value: T): T => structuredClone(value);

/** The ProviderError a call ends with (the test fails if it succeeds or throws anything else). */
export async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

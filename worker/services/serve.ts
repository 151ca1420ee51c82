import { ZodError } from "zod";
import { tagAnswer } from "../cache/tags";
import { AppError } from "../lib/errors";
import type { RequestContext } from "../request-context";

/** What `serve` needs of the request: where the answer's cache tags go, and whether it may be cached. */
type ServedContext = Pick<RequestContext, "cacheTags" | "uncacheable">;

/**
 * The one way a request reaches a service, for the API (worker/api/define.ts) and the pages
 * (app/routes, app/lib) alike. The answer's entities become the request's cache tags
 * (worker/cache/tags.ts). A ZodError is the caller's bad input: an AppError(422) with its first
 * message, the ZodError kept as its `cause` so the API can answer the issue list in FastAPI's shape
 * (worker/api/index.ts). Anything but a refusal (an AppError below 500) makes the request's answer
 * uncacheable.
 */
export async function serve<C extends ServedContext, I, T>(rc: C, service: (rc: C, input: I) => Promise<T>, input: I): Promise<T> {
  try {
    const answer = await service(rc, input);
    tagAnswer(rc.cacheTags, answer);
    return answer;
  } catch (error) {
    if (error instanceof ZodError) {
      const refusal = new AppError(422, error.issues[0]?.message ?? "Invalid input");
      refusal.cause = error;
      throw refusal;
    }
    if (!(error instanceof AppError) || error.status >= 500) rc.uncacheable = true;
    throw error;
  }
}

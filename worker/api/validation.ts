import type { MiddlewareHandler } from "hono";
import { type z } from "zod";
import { BodyTooLargeError, readCapped } from "../lib/capped-body";
import type { ApiEnv } from "./app-env";

/** Bodies above this are refused before parsing: no call of the API needs more. */
export const MAX_BODY_BYTES = 64 * 1024;

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** FastAPI's 422 shape, which the web client reads: `{"detail": [{loc, msg, type}]}`. */
export class RequestValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super("Request validation failed");
    this.name = "RequestValidationError";
  }
}

export class PayloadTooLargeError extends Error {}

function issueType(issue: z.core.$ZodIssue, missing: boolean): string {
  if (missing) return "missing";
  if (issue.code === "invalid_type") return `${issue.expected}_type`;
  if (issue.code === "too_small") return "too_short";
  if (issue.code === "too_big") return "too_long";
  if (issue.code === "invalid_value") return "enum";
  return issue.code;
}

/** The value at an issue's path in what was sent, or undefined where nothing was. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Whether a wrongly typed field was not sent at all. Zod 4 leaves the input out of its issues, so it
 * is looked up in what was sent; where that is not at hand (a service's own parse), zod's English
 * message says what it received.
 */
function isMissing(issue: z.core.$ZodIssue, sent: { input: unknown } | undefined): boolean {
  if (issue.code !== "invalid_type") return false;
  if (sent) return valueAt(sent.input, issue.path) === undefined;
  return issue.message.endsWith("received undefined");
}

/**
 * Zod's issues, as its parse or its Standard Schema `validate` reports them, in FastAPI's shape
 * under `where`; `sent` is the input they were found in, when the caller has it.
 */
export function toIssues(issues: readonly z.core.$ZodIssue[], where: string, sent?: { input: unknown }): ValidationIssue[] {
  return issues.map((issue) => {
    const missing = isMissing(issue, sent);
    return {
      loc: [where, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
      msg: missing ? "Field required" : issue.message,
      type: issueType(issue, missing),
    };
  });
}

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/;
const FORM_MEDIA = ["application/x-www-form-urlencoded", "multipart/form-data"];

const refused = (msg: string, type: string) => new RequestValidationError([{ loc: ["body"], msg, type }]);

/**
 * Reads the body for Hono's validator (worker/api/define.ts), counted while it streams so a chunked
 * body over the cap is cut off there (413), and parsed here so a malformed one answers FastAPI's
 * 422 rather than Hono's 400. The validator then reads the body from Hono's body cache. As FastAPI
 * does, a body is read as the route's media type only when it says so (JSON: `application/json` or
 * `+json`; a form: urlencoded or multipart); any other non-empty body is refused.
 */
export function cappedBody(target: "json" | "form"): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = await readCapped(c.req.raw, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw new PayloadTooLargeError();
      throw error;
    }
    const contentType = c.req.header("content-type") ?? "";
    const media = contentType.split(";")[0]!.trim().toLowerCase();
    // Hono keeps what it read as promises: the validator's c.req.json() and form reading use them.
    const cache = c.req.bodyCache as { text?: Promise<string>; formData?: Promise<FormData> };
    if (target === "json" && JSON_MEDIA.test(media)) {
      const text = new TextDecoder().decode(bytes);
      if (text.trim() !== "") {
        try {
          JSON.parse(text);
        } catch {
          throw refused("JSON decode error", "json_invalid");
        }
      }
      cache.text = Promise.resolve(text.trim() === "" ? "{}" : text);
    } else if (target === "form" && FORM_MEDIA.includes(media)) {
      try {
        const form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
        cache.formData = Promise.resolve(form);
      } catch {
        throw refused("Form decode error", "form_invalid");
      }
    } else if (bytes.byteLength > 0) {
      throw refused("Input should be a valid dictionary or object to extract fields from", "model_attributes_type");
    }
    await next();
  };
}

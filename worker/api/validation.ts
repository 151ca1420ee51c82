import type { Context } from "hono";
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

function issueType(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === "invalid_type" && input === undefined) return "missing";
  if (issue.code === "invalid_type") return `${issue.expected}_type`;
  if (issue.code === "too_small") return "too_short";
  if (issue.code === "too_big") return "too_long";
  if (issue.code === "invalid_value") return "enum";
  return issue.code;
}

export function toIssues(error: z.ZodError, where: string): ValidationIssue[] {
  return error.issues.map((issue) => {
    const missing = issue.code === "invalid_type" && (issue as { input?: unknown }).input === undefined;
    return {
      loc: [where, ...issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
      msg: missing ? "Field required" : issue.message,
      type: issueType(issue, (issue as { input?: unknown }).input),
    };
  });
}

export function validate<S extends z.ZodType>(schema: S, data: unknown, where: "path" | "query" | "body"): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new RequestValidationError(toIssues(parsed.error, where));
  return parsed.data;
}

/** The body counted while it streams: a chunked body over the cap is cut off there (413). */
export async function readBody(c: Context<ApiEnv>, type: "json" | "form"): Promise<unknown> {
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(c.req.raw, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new PayloadTooLargeError();
    throw error;
  }
  const text = new TextDecoder().decode(bytes);
  const contentType = c.req.header("content-type") ?? "";
  if (type === "form" || contentType.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new RequestValidationError([{ loc: ["body"], msg: "JSON decode error", type: "json_invalid" }]);
  }
}

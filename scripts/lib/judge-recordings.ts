/**
 * Recorded answers of the LLM judge, so its figures can be measured again without the model
 * (`npm run eval -- --judge --recorded`, test/matching/test-set.test.ts). A recording is keyed by
 * the request's messages, instructions included: when the rules send another candidate, or the
 * judge's instructions change, that request has no recording and the call fails as an unreachable
 * model's would, leaving the rules' verdict, and the run counts it. `--judge --record` asks the
 * configured model and writes what it answered.
 */
import { z } from "zod";
import type { FetchLike } from "../../worker/lib/http.ts";
import { parseVerdict, verdictSchema, type JudgeVerdict } from "../../worker/providers/llm/judge.ts";

/** A recorded answer is the judge's verdict, as its schema checks it. */
export type RecordedAnswer = JudgeVerdict;

export const judgeRecordingsSchema = z.object({
  /** Which model answered, and how, for the report. */
  model: z.string().min(1),
  /** The labelled files whose candidates were asked (file names under test/fixtures/matching). */
  files: z.array(z.string()).min(1),
  /** By `recordingKey` of the request's messages. */
  answers: z.record(z.string(), verdictSchema),
});
export type JudgeRecordings = z.infer<typeof judgeRecordingsSchema>;

const chatRequest = z.object({ messages: z.array(z.object({ role: z.string(), content: z.string() })).min(1) });
const chatResponse = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });

/** SHA-256 of the messages, roles included, as 16 hex digits: unique among a few thousand requests. */
export async function recordingKey(messages: readonly { role: string; content: string }[]): Promise<string> {
  const text = JSON.stringify(messages.map(({ role, content }) => [role, content]));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 8)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

async function requestKey(input: Request | string | URL, init?: RequestInit): Promise<string> {
  const body = chatRequest.parse(await new Request(input, init).json());
  return recordingKey(body.messages);
}

/**
 * An OpenAI-compatible chat completions endpoint that answers from the recordings: a recorded
 * request gets the recorded verdict as the model's message, any other a 404 (not retried: the
 * judge's call fails and the rules' verdict stands). `unrecorded` counts those.
 */
export function replayingFetch(recordings: JudgeRecordings): { fetch: FetchLike; unrecorded: () => number } {
  let unrecorded = 0;
  const fetch: FetchLike = async (input, init) => {
    const answer = recordings.answers[await requestKey(input, init)];
    if (!answer) {
      unrecorded++;
      return Response.json({ error: { message: "no recorded answer for this request", type: "not_found" } }, { status: 404 });
    }
    return Response.json({
      id: "chatcmpl-recorded",
      object: "chat.completion",
      created: 0,
      model: recordings.model,
      choices: [{ index: 0, message: { role: "assistant", content: JSON.stringify(answer), refusal: null }, finish_reason: "stop" }],
    });
  };
  return { fetch, unrecorded: () => unrecorded };
}

/** Passes every call to `fetch` and keeps each answer the judge's own parser accepts under its request's key. */
export function recordingFetch(fetch: FetchLike, into: Record<string, RecordedAnswer>): FetchLike {
  return async (input, init) => {
    const key = await requestKey(input, init);
    const response = await fetch(input, init);
    if (!response.ok) return response;
    const body = chatResponse.safeParse(
      await response
        .clone()
        .json()
        .catch(() => null),
    );
    if (body.success) {
      try {
        into[key] = parseVerdict(body.data.choices[0]!.message.content);
      } catch {
        // An answer outside the schema fails the judge's call too: nothing to replay.
      }
    }
    return response;
  };
}

/** The recordings file's text: one answer a line, sorted by key, so a new recording reads as a small diff. */
export function formatRecordings({ model, files, answers }: JudgeRecordings): string {
  const lines = Object.entries(answers)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, answer]) => `    ${JSON.stringify(key)}: ${JSON.stringify(answer)}`);
  return `{\n  "model": ${JSON.stringify(model)},\n  "files": ${JSON.stringify(files)},\n  "answers": {\n${lines.join(",\n")}\n  }\n}\n`;
}

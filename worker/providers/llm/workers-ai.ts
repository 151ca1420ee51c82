/**
 * A chat model behind the Workers AI binding in JSON mode:
 * `env.AI.run(model, {messages, response_format: {type: "json_schema", json_schema}})` answers
 * `{response}` with the JSON already parsed (https://developers.cloudflare.com/workers-ai/json-mode/).
 *
 * The binding is not declared in wrangler.toml: it always reaches Cloudflare's network (also
 * under `wrangler dev` and in tests), which the offline setup cannot. To use it, add
 * `[ai] binding = "AI"` to wrangler.toml and leave LLM_BASE_URL unset; see docs/providers.md,
 * "Workers AI".
 */
import { ProviderError } from "../../lib/http";
import { InvalidAnswer } from "./answer";
import { PRODUCT_MENTIONS, type ChatModel } from "./extractor";
import type { WorkersAiBinding } from "../../config";

const WORKERS_AI = "Workers AI";

/** A text-generation model that supports JSON mode. */
const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";

export function workersAiChatModel(ai: WorkersAiBinding, model: string = DEFAULT_WORKERS_AI_MODEL): ChatModel {
  return {
    provider: WORKERS_AI,
    model,
    async complete(messages, output = PRODUCT_MENTIONS) {
      let result: unknown;
      try {
        result = await ai.run(model, { messages, response_format: { type: "json_schema", json_schema: output.schema } });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The model could not produce output matching the schema: an unusable answer, worth one more try.
        if (/json mode couldn't be met/i.test(message)) throw new InvalidAnswer(message);
        // Capacity and rate errors are common and pass; the task runner retries later.
        throw new ProviderError(WORKERS_AI, `model call failed: ${message}`, { transient: true, cause: error });
      }
      if (typeof result !== "object" || result === null || !("response" in result)) {
        throw new InvalidAnswer("answer has no response");
      }
      return (result as { response: unknown }).response;
    },
  };
}

/**
 * A chat model behind an OpenAI-compatible `POST {base}/chat/completions` with strict JSON-schema
 * output (`response_format: {type: "json_schema", json_schema: {name, strict: true, schema}}`),
 * as OpenAI and most gateways and local servers (vLLM, llama.cpp, Ollama, OpenRouter…) speak it.
 * https://platform.openai.com/docs/api-reference/chat/create
 */
import { z } from "zod";
import { fetchWithPolicy, readJson, type FetchLike, type HttpOverrides, type HttpPolicy } from "../../lib/http";
import { ProviderError } from "../../lib/http";
import { InvalidAnswer } from "./answer";
import { PRODUCT_MENTIONS, type ChatModel } from "./extractor";

const LLM = "LLM";

export interface OpenAiSettings {
  baseUrl: string;
  /** Absent for local servers that take none. */
  apiKey?: string;
  model: string;
}

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

const errorBodySchema = z.object({
  error: z.object({ message: z.string(), type: z.string().nullish(), code: z.union([z.string(), z.number()]).nullish() }),
});

async function refusal(res: Response): Promise<ProviderError> {
  let said = "";
  let code = "";
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(await res.text()));
    if (parsed.success) {
      said = parsed.data.error.message;
      code = String(parsed.data.error.code ?? parsed.data.error.type ?? "");
    }
  } catch {
    // Not JSON: the status alone says enough.
  }
  const detail = `${code ? ` ${code}` : ""}${said ? `: ${said}` : ""}`;
  if (res.status === 401 || res.status === 403) {
    return new ProviderError(LLM, `API key rejected (HTTP ${res.status}${detail})`, { transient: false });
  }
  return new ProviderError(LLM, `request refused (HTTP ${res.status}${detail})`, { transient: false });
}

/**
 * OpenAI answers 429 both for a burst over the rate limit (`rate_limit_exceeded`, over in
 * moments) and for an account out of credit (`insufficient_quota`, which no retry fixes).
 */
async function code429(res: Response): Promise<string | null> {
  const parsed = errorBodySchema.safeParse(
    await res
      .clone()
      .json()
      .catch(() => null),
  );
  return parsed.success ? String(parsed.data.error.code ?? parsed.data.error.type ?? "") : null;
}

export function openAiChatModel(settings: OpenAiSettings, overrides: HttpOverrides = {}): ChatModel {
  const url = `${settings.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    provider: LLM,
    model: settings.model,
    async complete(messages, output = PRODUCT_MENTIONS) {
      const headers = new Headers({ "Content-Type": "application/json", Accept: "application/json" });
      if (settings.apiKey) headers.set("Authorization", `Bearer ${settings.apiKey}`);
      let last429: string | null = null;
      const inner: FetchLike = overrides.fetch ?? ((input, init) => fetch(input, init));
      const observed: FetchLike = async (input, init) => {
        const res = await inner(input, init);
        last429 = res.status === 429 ? await code429(res) : null;
        return res;
      };
      const policy: HttpPolicy = {
        provider: LLM,
        timeoutMs: 60_000,
        retries: 3,
        baseDelayMs: 2_000,
        maxDelayMs: 30_000,
        ...overrides,
        fetch: observed,
      };
      let res: Response;
      try {
        res = await fetchWithPolicy(policy, url, {
          method: "POST",
          headers,
          body: JSON.stringify({
            model: settings.model,
            messages,
            response_format: { type: "json_schema", json_schema: { name: output.name, strict: true, schema: output.schema } },
          }),
        });
      } catch (error) {
        if (last429 === "insufficient_quota") {
          throw new ProviderError(LLM, "out of quota (HTTP 429 insufficient_quota): the account's credit or plan limit is used up", {
            transient: false,
            cause: error,
          });
        }
        throw error;
      }
      if (!res.ok) throw await refusal(res);
      const parsed = chatCompletionSchema.safeParse(await readJson(LLM, res));
      if (!parsed.success) throw new ProviderError(LLM, "malformed response (no chat completion choices)", { transient: false });
      const choice = parsed.data.choices[0];
      if (choice?.message.refusal) throw new InvalidAnswer(`the model refused: ${choice.message.refusal}`);
      if (choice?.finish_reason === "length") throw new InvalidAnswer("answer cut off at the token limit");
      if (!choice?.message.content) throw new InvalidAnswer("empty answer");
      return choice.message.content;
    },
  };
}

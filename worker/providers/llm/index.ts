/**
 * The LLM product extractor, when configured: an OpenAI-compatible endpoint (LLM_BASE_URL +
 * LLM_MODEL, LLM_API_KEY when the server wants one), else the Workers AI binding (AI) when bound.
 * The listing judge uses the same model, unless LLM_JUDGE is "off".
 */
import type { LlmConfig } from "../../config";
import type { ProductExtractor } from "../types";
import { llmExtractor, type ChatModel } from "./extractor";
import { llmListingJudge, type ListingJudge } from "./judge";
import type { HttpOverrides } from "../../lib/http";
import { openAiChatModel } from "./openai";
import { workersAiChatModel } from "./workers-ai";

/**
 * A verdict is one short answer: a call that takes longer than this is a stalled server, and the
 * candidate waits in the review queue instead of holding the task.
 */
const JUDGE_TIMEOUT_MS = 20_000;

function configuredChatModel(config: LlmConfig, overrides: HttpOverrides): ChatModel | null {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    return openAiChatModel({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL }, overrides);
  }
  if (config.AI) return workersAiChatModel(config.AI, config.LLM_MODEL);
  return null;
}

export function configuredLlmExtractor(config: LlmConfig, overrides: HttpOverrides = {}): ProductExtractor | null {
  const model = configuredChatModel(config, overrides);
  return model ? llmExtractor(model) : null;
}

export function configuredListingJudge(config: LlmConfig, overrides: HttpOverrides = {}): ListingJudge | null {
  if (config.LLM_JUDGE === "off") return null;
  const model = configuredChatModel(config, { timeoutMs: JUDGE_TIMEOUT_MS, ...overrides });
  return model ? llmListingJudge(model) : null;
}

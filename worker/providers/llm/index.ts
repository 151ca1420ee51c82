/**
 * The LLM product extractor, when configured: an OpenAI-compatible endpoint (LLM_BASE_URL +
 * LLM_MODEL, LLM_API_KEY when the server wants one), else the Workers AI binding (AI) when bound.
 */
import type { LlmConfig } from "../../config";
import type { ProductExtractor } from "../types";
import { llmExtractor } from "./extractor";
import { openAiChatModel, type HttpOverrides } from "./openai";
import { workersAiChatModel } from "./workers-ai";

export function configuredLlmExtractor(config: LlmConfig, overrides: HttpOverrides = {}): ProductExtractor | null {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    return llmExtractor(openAiChatModel({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL }, overrides));
  }
  if (config.AI) return llmExtractor(workersAiChatModel(config.AI, config.LLM_MODEL));
  return null;
}

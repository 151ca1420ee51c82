/**
 * The product extractor over a chat model with JSON-schema output: the transcript is cut into
 * chunks, each chunk's answer is checked (`parseAnswer`), an unusable answer is asked for once
 * more, and a second unusable answer fails the video with an ExtractionError naming the reason,
 * before anything of it is stored. Products seen in overlapping chunks are merged.
 */
import { matchKey } from "../../lib/keys";
import { ExtractionError, type ExtractedProduct, type ProductExtractor } from "../types";
import { answerJsonSchema, InvalidAnswer, parseAnswer } from "./answer";
import { chunkTranscript, type ChunkOptions } from "./chunks";
import { chunkMessages, retryMessages, type ChatMessage } from "./prompt";

/** The JSON Schema a structured answer must follow, and its name (OpenAI's `json_schema.name`). */
export interface OutputSchema {
  name: string;
  schema: Record<string, unknown>;
}

/** What the extractor asks for: its products answer (./answer.ts). */
export const PRODUCT_MENTIONS: OutputSchema = { name: "product_mentions", schema: answerJsonSchema };

export interface ChatModel {
  /** Names the service in errors and task messages. */
  provider: string;
  /** The model's name as configured (the listing judge records it with each verdict). */
  model?: string;
  /**
   * The model's answer to the messages under `output` (the extractor's answer schema when not
   * given): a JSON text, or a value the runtime already parsed. Throws InvalidAnswer when the
   * model refused or was cut off, and ProviderError when the call itself failed (HTTP, quota,
   * credentials).
   */
  complete(messages: ChatMessage[], output?: OutputSchema): Promise<unknown>;
}

/** About 3,000 tokens of transcript a call: room for the answer in any current context window. */
export const DEFAULT_CHUNKING: ChunkOptions = { budget: 12_000, overlapLines: 2 };

export function llmExtractor(model: ChatModel, chunking: ChunkOptions = DEFAULT_CHUNKING): ProductExtractor {
  return {
    async extract({ video, segments }) {
      const chunks = chunkTranscript(segments, chunking);
      const found = new Map<string, ExtractedProduct>();
      for (const [i, chunk] of chunks.entries()) {
        const messages = chunkMessages(video, chunk, i + 1, chunks.length);
        let products: ExtractedProduct[];
        try {
          products = parseAnswer(await model.complete(messages), chunk);
        } catch (first) {
          if (!(first instanceof InvalidAnswer)) throw first;
          try {
            products = parseAnswer(await model.complete(retryMessages(messages, first.message)), chunk);
          } catch (second) {
            if (!(second instanceof InvalidAnswer)) throw second;
            const where = chunks.length > 1 ? ` (part ${i + 1} of ${chunks.length})` : "";
            throw new ExtractionError(model.provider, `unusable answer${where} after one retry: ${second.message}`, second);
          }
        }
        for (const product of products) merge(found, product);
      }
      return [...found.values()].sort((a, b) => a.video_timestamp - b.video_timestamp);
    },
  };
}

/**
 * One entry per normalised brand + name (the key products are stored under): the earliest
 * mention keeps its quote and second; a sponsorship said anywhere marks the product sponsored.
 */
function merge(found: Map<string, ExtractedProduct>, product: ExtractedProduct): void {
  const key = matchKey(product.brand, product.product_name);
  if (!key) return;
  const known = found.get(key);
  if (!known) {
    found.set(key, product);
    return;
  }
  const earliest = product.video_timestamp < known.video_timestamp ? product : known;
  found.set(key, { ...earliest, is_sponsored: known.is_sponsored || product.is_sponsored });
}

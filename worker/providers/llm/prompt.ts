/** The instructions and the transcript part sent to the model for one chunk. */
import type { TranscriptChunk } from "./chunks";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

const SYSTEM = [
  "You find the products that a video creator mentions in a transcript of their video.",
  "List each distinct product the speaker names or clearly talks about: things a viewer could buy (devices, tools, cosmetics, clothing, food, books, software...). Ignore brands mentioned without a product, services, people and places.",
  "Each transcript line starts with [Ns], the second of the video where the line begins.",
  "For every product give: product_name (without the brand), brand (or null), category and subcategory (or null), a one-sentence neutral description, is_sponsored (true only when the speaker says it is sponsored, paid for or sent by the brand as a sponsorship), claims (the exact words of the transcript where it is mentioned, copied verbatim, one or two sentences), and video_timestamp (the N of the line where that quote begins).",
  'Quote where the speaker talks about the product (uses, shows, describes or judges it), not the video title or an opening line that only announces what the video covers ("Today\'s video: X vs Y", "in this video I compare..."): quote such a line only when the product is named nowhere else in the transcript part. Its second is where the deep link to the product lands.',
  'Answer only with JSON matching the given schema. When no product is mentioned, answer {"products": []}.',
].join("\n");

export function chunkMessages(video: { title: string }, chunk: TranscriptChunk, part: number, parts: number): ChatMessage[] {
  const header = `Video title: ${video.title}\nTranscript${parts > 1 ? ` part ${part} of ${parts}` : ""} (seconds ${chunk.firstSecond} to ${chunk.lastSecond}):`;
  return [
    { role: "system", content: SYSTEM },
    { role: "user", content: `${header}\n${chunk.lines.join("\n")}` },
  ];
}

/** The retry tells the model what was wrong with its first answer. */
export function retryMessages(first: ChatMessage[], reason: string): ChatMessage[] {
  return [
    ...first,
    {
      role: "user",
      content: `Your previous answer could not be used: ${reason}. Answer again, following the schema exactly.`,
    },
  ];
}

import { z } from "zod";
import { TASK_NAMES } from "../task-names";
import { isoTimestamp } from "./common";

export const taskExecutionResponse = z.strictObject({
  task_execution_id: z.string(),
  task_name: z.enum(TASK_NAMES),
  parameters: z.record(z.string(), z.unknown()).describe("{ channel, upload_date?, max_results? }"),
  status: z.enum(["queued", "running", "completed", "failed"]),
  message: z.string().nullable(),
  progress_done: z.number().int(),
  progress_total: z.number().int(),
  requested_by: z.string().nullable(),
  started_at: isoTimestamp,
  completed_at: isoTimestamp.nullable(),
});
export type TaskExecution = z.infer<typeof taskExecutionResponse>;
export const taskListResponse = z.strictObject({ tasks: z.array(taskExecutionResponse), total: z.number().int() });

const transcriptSummary = {
  videoId: z.string(),
  videoTitle: z.string(),
  title: z.string(),
  timestamp: z.string().describe("yyyymmdd_hhmmss"),
};
export const transcriptListResponse = z.strictObject({ transcripts: z.array(z.strictObject(transcriptSummary)), total: z.number().int() });
export const transcriptResponse = z.strictObject({ ...transcriptSummary, text: z.string() });
export type Transcript = z.infer<typeof transcriptResponse>;

export const listingReviewResponse = z.strictObject({
  review_id: z.number().int(),
  status: z.enum(["pending", "accepted", "rejected"]),
  match_score: z.number().describe("0..1: the matcher's score, between its review and verified thresholds"),
  match_reasons: z.array(z.string()),
  created_at: isoTimestamp,
  decided_at: isoTimestamp.nullable(),
  mention: z.strictObject({
    product_id: z.string(),
    product_name: z.string(),
    brand: z.string().nullable(),
    claims: z.string().describe("The transcript quote where the product is mentioned"),
    video_timestamp: z.number().int(),
    video_id: z.string(),
    video_title: z.string(),
    channel_handle: z.string(),
  }),
  candidate: z.strictObject({
    amazon_product_id: z.string(),
    title: z.string(),
    brand: z.string().nullable(),
    image_url: z.string().nullable(),
    price: z.number().nullable(),
    currency: z.string(),
    product_url: z.string(),
  }),
});
export type ListingReviewItem = z.infer<typeof listingReviewResponse>;
export const listingReviewListResponse = z.strictObject({ reviews: z.array(listingReviewResponse), total: z.number().int() });
export const listingReviewBulkResponse = z.strictObject({
  decided: z.array(listingReviewResponse),
  skipped: z.array(z.strictObject({ review_id: z.number().int(), detail: z.string().describe("Why it was not decided") })),
});

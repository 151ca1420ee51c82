import { z } from "zod";
import { TASK_NAMES } from "../../pipeline/tasks/names";
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

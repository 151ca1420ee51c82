import { z } from "zod";

/** SPEC.md section 9: run_pipeline's default when no max_results is given. */
export const DEFAULT_MAX_RESULTS = 10;

/** A platform handle as SPEC.md wants it: exact, without the leading @. */
export const handleSchema = z
  .string()
  .trim()
  .min(1, "channel must not be empty")
  .max(100, "channel must be at most 100 characters")
  .refine((h) => !h.startsWith("@"), "channel is the handle without @")
  .refine((h) => /^[A-Za-z0-9._-]+$/.test(h), "channel may contain only letters, digits, '.', '_' and '-'");

export const taskParametersSchema = z.object({
  channel: handleSchema.optional(),
  upload_date: z
    .string()
    .refine((d) => d === "today" || isCalendarDay(d), "upload_date is 'today' or a date as YYYYMMDD")
    .optional(),
  max_results: z.int().min(1).max(500).optional(),
  /** One video of the channel only (a WebSub notification announces one upload). */
  video_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, "video_id is an 11-character video id")
    .optional(),
});
export type TaskParameters = z.infer<typeof taskParametersSchema>;

function isCalendarDay(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T00:00:00Z`;
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso.slice(0, 10));
}

/** Every task works on one channel; the runner checks that before any work starts. */
export interface ChannelTaskParameters {
  channel: string;
  upload_date?: string;
  max_results: number;
  video_id?: string;
}

/**
 * A task that can never succeed as asked (bad parameters, unknown channel). Ends the task
 * `failed` at once: retrying would only repeat the same answer.
 */
export class TaskInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TaskInputError";
  }
}

export const CHANNEL_REQUIRED = 'Parameter "channel" is required: the channel handle, without @ (e.g. {"channel": "gadgetgarage"})';
export const channelNotLoaded = (handle: string) => `Channel "${handle}" is not loaded yet: run search_youtube for it first`;

/**
 * Tasks that start by looking the channel up on the video platform: a handle not loaded yet is
 * what they are for. The others read what search_youtube stored, so the channel must be loaded.
 */
export const TASKS_THAT_LOAD_CHANNELS: readonly string[] = ["search_youtube", "run_pipeline"];

/** YYYYMMDD of a day after `today` (UTC) is in the future: no upload can be that new. */
export function isFutureDay(value: string, today: Date): boolean {
  return /^\d{8}$/.test(value) && value > today.toISOString().slice(0, 10).replaceAll("-", "");
}

/** Parses the stored parameters JSON into what the channel tasks need, or throws TaskInputError. */
export function parseChannelParameters(raw: unknown): ChannelTaskParameters {
  const parsed = taskParametersSchema.safeParse(raw);
  if (!parsed.success) throw new TaskInputError(`Invalid parameters: ${z.prettifyError(parsed.error)}`);
  const { channel, upload_date, max_results, video_id } = parsed.data;
  if (!channel) {
    throw new TaskInputError(CHANNEL_REQUIRED);
  }
  return { channel, upload_date, max_results: max_results ?? DEFAULT_MAX_RESULTS, ...(video_id ? { video_id } : {}) };
}

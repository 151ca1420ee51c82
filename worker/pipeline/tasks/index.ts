import type { Progress, TaskDeps } from "./context";
import { getTranscripts } from "./get-transcripts";
import type { TaskName } from "../../services/task-names";
import type { ChannelTaskParameters } from "../../services/task-params";
import { processTranscripts } from "./process-transcripts";
import { searchAmazonProducts } from "./search-amazon";
import { searchYoutube } from "./search-youtube";

export type TaskFn = (deps: TaskDeps, params: ChannelTaskParameters, progress: Progress) => Promise<string>;

const STEPS: readonly (readonly [Exclude<TaskName, "run_pipeline">, TaskFn])[] = [
  ["search_youtube", searchYoutube],
  ["get_transcripts", getTranscripts],
  ["process_transcripts", processTranscripts],
  ["search_amazon_products", searchAmazonProducts],
];

/** All four steps in order; each is idempotent, so a retried run resumes where the last one stopped. */
export const runPipeline: TaskFn = async (deps, params, progress) => {
  const summaries: string[] = [];
  for (const [i, [name, step]] of STEPS.entries()) {
    await progress(i, STEPS.length, `Step ${i + 1}/${STEPS.length}: ${name}`);
    const summary = await step(deps, params, (done, total, message) =>
      progress(i, STEPS.length, `Step ${i + 1}/${STEPS.length} ${name}: ${message} (${done}/${total})`),
    );
    summaries.push(summary.replace(/^@[^:]+: /, ""));
  }
  return `@${params.channel}: ${summaries.join("; ")}`;
};

export const TASKS: Record<TaskName, TaskFn> = {
  search_youtube: searchYoutube,
  get_transcripts: getTranscripts,
  process_transcripts: processTranscripts,
  search_amazon_products: searchAmazonProducts,
  run_pipeline: runPipeline,
};

export { searchYoutube, getTranscripts, processTranscripts, searchAmazonProducts };
export type { Progress, TaskDeps } from "./context";

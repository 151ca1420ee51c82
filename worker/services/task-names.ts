/** SPEC.md section 9's task names. A module of its own, free of zod, so the browser bundle can import it. */
export const TASK_NAMES = ["search_youtube", "get_transcripts", "process_transcripts", "search_amazon_products", "run_pipeline"] as const;
export type TaskName = (typeof TASK_NAMES)[number];

import type { Hono } from "hono";
import { z } from "zod";
import { getTranscript, listChannelTranscripts } from "../services/transcripts";
import { createTask, listTasks, taskRequestSchema } from "../services/tasks";
import { limitParam, pageParam } from "../services/pagination";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

const handle = z.string().trim().min(1).max(100);

export function adminRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/tasks",
      summary: "Task executions, newest first",
      tag: "admin",
      access: "admin",
      query: z.object({ page: pageParam, limit: limitParam(100) }),
      errors: [401, 403, 422],
    },
    (c, { query }) => listTasks(c.var.rc.db, query),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/admin/tasks",
      summary: "Record a task execution and queue it",
      tag: "admin",
      access: "admin",
      body: taskRequestSchema,
      status: 201,
      errors: [401, 403, 422],
    },
    (c, { body }) => createTask(c.var.rc, body, c.var.rc.viewer?.user_id ?? null),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/transcripts/:channel",
      summary: "Stored transcripts of a channel (by handle)",
      tag: "admin",
      access: "admin",
      params: z.object({ channel: handle }),
      errors: [401, 403, 404],
    },
    async (c, { params }) => {
      const transcripts = await listChannelTranscripts(c.var.rc, params.channel);
      return { transcripts, total: transcripts.length };
    },
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/transcripts/:channel/:videoId",
      summary: "One stored transcript",
      tag: "admin",
      access: "admin",
      params: z.object({ channel: handle, videoId: z.string().trim().min(1).max(64) }),
      errors: [401, 403, 404],
    },
    (c, { params }) => getTranscript(c.var.rc, params.channel, params.videoId),
  );
}

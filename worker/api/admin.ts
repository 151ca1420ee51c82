import type { Hono } from "hono";
import { z } from "zod";
import { getTranscript, listChannelTranscripts, transcriptPageInput } from "../services/transcripts";
import { createTask, listTasks, taskRequestSchema } from "../services/tasks";
import { adminChannelSearchInput, findChannelsForAdmin } from "../services/channels";
import { limitParam, pageParam } from "../services/pagination";
import {
  decideListingReview,
  decideListingReviews,
  decideReviewInput,
  decideReviewsInput,
  listListingReviews,
  listReviewsInput,
} from "../services/listing-reviews";
import {
  listingReviewBulkResponse,
  listingReviewListResponse,
  listingReviewResponse,
  taskExecutionResponse,
  taskListResponse,
  transcriptListResponse,
  transcriptResponse,
} from "../services/responses/admin";
import { adminChannelSearchResponse } from "../services/responses/channels";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";

const handle = z.string().trim().min(1).max(100);

export function adminRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/channels/search",
      summary: "Channels matching typed text by name or handle, hidden ones included (the transcript reader's picker)",
      tag: "admin",
      access: "admin",
      query: adminChannelSearchInput,
      response: adminChannelSearchResponse,
    },
    (c) => findChannelsForAdmin(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/tasks",
      summary: "Task executions, newest first",
      tag: "admin",
      access: "admin",
      query: z.object({ page: pageParam, limit: limitParam(100) }),
      response: taskListResponse,
    },
    (c) => listTasks(c.var.rc, c.req.valid("query")),
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
      response: taskExecutionResponse,
    },
    (c) => createTask(c.var.rc, c.req.valid("json")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/transcripts/:channel",
      summary: "Stored transcripts of a channel (by handle), newest video first: page, limit (100 at most)",
      tag: "admin",
      access: "admin",
      params: z.object({ channel: handle }),
      query: transcriptPageInput,
      response: transcriptListResponse,
      errors: [404],
    },
    (c) => listChannelTranscripts(c.var.rc, { ...c.req.valid("query"), channel: c.req.valid("param").channel }),
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
      response: transcriptResponse,
      errors: [404],
    },
    (c) => getTranscript(c.var.rc, { channel: c.req.valid("param").channel, video_id: c.req.valid("param").videoId }),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/listing-reviews",
      summary: "Marketplace candidates the matcher doubted: pending ones oldest first, decided ones newest first",
      tag: "admin",
      access: "admin",
      query: listReviewsInput,
      response: listingReviewListResponse,
    },
    (c) => listListingReviews(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/admin/listing-reviews",
      summary:
        "Accept or reject several doubtful candidates at once (at most 100), each as if decided alone; unknown or already decided ones are answered as skipped",
      tag: "admin",
      access: "admin",
      body: decideReviewsInput,
      response: listingReviewBulkResponse,
    },
    (c) => decideListingReviews(c.var.rc, c.req.valid("json")),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/admin/listing-reviews/:reviewId",
      summary: "Accept (the candidate becomes a listing of every mention of the product) or reject a doubtful candidate; decided once",
      tag: "admin",
      access: "admin",
      params: z.object({
        reviewId: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 53),
      }),
      body: decideReviewInput,
      response: listingReviewResponse,
      errors: [404, 409],
    },
    (c) => decideListingReview(c.var.rc, { ...c.req.valid("json"), review_id: c.req.valid("param").reviewId }),
  );
}

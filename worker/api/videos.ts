import type { Hono } from "hono";
import { z } from "zod";
import { getVideo, listVideos, listVideosInput } from "../services/videos";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import { videoListResponse, videoResponse } from "../services/responses/videos";

export function videoRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/videos",
      summary: "Videos, newest first, optionally of one channel",
      tag: "videos",
      query: listVideosInput,
      response: videoListResponse,
    },
    (c) => listVideos(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/videos/:id",
      summary: "One video",
      tag: "videos",
      params: z.object({ id: z.string().min(1).max(64) }),
      response: videoResponse,
      errors: [404],
    },
    (c) => getVideo(c.var.rc, { video_id: c.req.valid("param").id }),
  );
}

import type { Hono } from "hono";
import { z } from "zod";
import {
  getChannel,
  hiddenChannelsInput,
  listChannelCategories,
  listChannels,
  listChannelsInput,
  listCreatorFilterOptions,
  creatorOptionsInput,
  listHiddenChannels,
  toggleChannelShow,
} from "../services/channels";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import { channelListResponse, channelResponse, creatorOptionsResponse } from "../services/responses/channels";
import { categoriesResponse } from "../services/responses/common";

const idParams = z.object({ id: z.string().min(1).max(64) });

export function channelRoutes(api: Hono<ApiEnv>) {
  // Fixed paths before `/channels/:id` so they are not read as ids.
  defineRoute(
    api,
    {
      method: "get",
      path: "/channels/hidden",
      summary: "Hidden channels (admins)",
      tag: "channels",
      access: "admin",
      query: hiddenChannelsInput,
      response: channelListResponse,
    },
    (c) => listHiddenChannels(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/channels/options",
      summary: "Creator filter: the 200 visible channels with the most products (or matching `query`), plus `selected` ids, sorted by name",
      tag: "channels",
      query: creatorOptionsInput,
      response: creatorOptionsResponse,
    },
    (c) => listCreatorFilterOptions(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/channels/categories",
      summary: "Categories of visible channels",
      tag: "channels",
      response: categoriesResponse,
    },
    (c) => listChannelCategories(c.var.rc),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/channels",
      summary: "Visible channels: text search, category filter, sorts",
      tag: "channels",
      query: listChannelsInput,
      response: channelListResponse,
    },
    (c) => listChannels(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/channels/:id",
      summary: "One channel",
      tag: "channels",
      params: idParams,
      response: channelResponse,
      errors: [404],
    },
    (c) => getChannel(c.var.rc, { channel_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "patch",
      path: "/channels/:id/toggle_show",
      summary: "Hide or show a channel (admins)",
      tag: "channels",
      access: "admin",
      params: idParams,
      response: channelResponse,
      errors: [404],
    },
    (c) => toggleChannelShow(c.var.rc, { channel_id: c.req.valid("param").id }),
  );
}

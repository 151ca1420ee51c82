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
      errors: [401, 403, 422],
    },
    (c, { query }) => listHiddenChannels(c.var.rc, query),
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
      errors: [422],
    },
    (c, { query }) => listCreatorFilterOptions(c.var.rc, query),
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
      errors: [422],
    },
    (c, { query }) => listChannels(c.var.rc, query),
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
    (c, { params }) => getChannel(c.var.rc, { channel_id: params.id }),
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
      errors: [401, 403, 404],
    },
    (c, { params }) => toggleChannelShow(c.var.rc, { channel_id: params.id }),
  );
}

import type { Hono } from "hono";
import { z } from "zod";
import { listNotifications, listNotificationsInput, markAllNotificationsRead, markNotificationRead } from "../services/notifications";
import { requestChannel, requestChannelInput } from "../services/pending-channels";
import { listSubscriptions, listSubscriptionsInput, subscribe, subscribeInput, unsubscribe } from "../services/subscriptions";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import {
  channelRequestResponse,
  notificationListResponse,
  notificationReadResponse,
  notificationsMarkedResponse,
  subscriptionChangeResponse,
  subscriptionListResponse,
} from "../services/responses/me";

/** Calls about the signed-in user's own data: subscriptions, notifications, channel requests. */
export function meRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "post",
      path: "/subscriptions",
      summary: "Subscribe to a channel",
      tag: "subscriptions",
      access: "user",
      body: subscribeInput,
      response: subscriptionChangeResponse,
      status: 201,
      errors: [401, 404, 422],
    },
    (c, { body }) => subscribe(c.var.rc, body),
  );
  defineRoute(
    api,
    {
      method: "delete",
      path: "/subscriptions/:channel_id",
      summary: "Unsubscribe from a channel",
      tag: "subscriptions",
      access: "user",
      params: z.object({ channel_id: z.string().min(1).max(64) }),
      response: subscriptionChangeResponse,
      errors: [401, 404],
    },
    (c, { params }) => unsubscribe(c.var.rc, params.channel_id),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/subscriptions",
      summary: "My subscriptions",
      tag: "subscriptions",
      access: "user",
      query: listSubscriptionsInput,
      response: subscriptionListResponse,
      errors: [401, 422],
    },
    (c, { query }) => listSubscriptions(c.var.rc, query),
  );
  defineRoute(
    api,
    {
      method: "put",
      path: "/notifications/mark_all_read",
      summary: "Mark all my notifications read",
      tag: "notifications",
      access: "user",
      response: notificationsMarkedResponse,
      errors: [401],
    },
    (c) => markAllNotificationsRead(c.var.rc),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/notifications",
      summary: "My notifications, newest first",
      tag: "notifications",
      access: "user",
      query: listNotificationsInput,
      response: notificationListResponse,
      errors: [401, 422],
    },
    (c, { query }) => listNotifications(c.var.rc, query),
  );
  defineRoute(
    api,
    {
      method: "put",
      path: "/notifications/:id/read",
      summary: "Mark one of my notifications read",
      tag: "notifications",
      access: "user",
      params: z.object({ id: z.string().min(1).max(64) }),
      response: notificationReadResponse,
      errors: [401, 404],
    },
    (c, { params }) => markNotificationRead(c.var.rc, params.id),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/pending_channels",
      summary: "Request a channel that is not listed yet",
      tag: "channels",
      access: "user",
      body: requestChannelInput,
      response: channelRequestResponse,
      status: 201,
      errors: [401, 422, 429],
    },
    (c, { body }) => requestChannel(c.var.rc, body),
  );
}

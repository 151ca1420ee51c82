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
      errors: [404],
    },
    (c) => subscribe(c.var.rc, c.req.valid("json")),
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
      errors: [404],
    },
    (c) => unsubscribe(c.var.rc, c.req.valid("param")),
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
    },
    (c) => listSubscriptions(c.var.rc, c.req.valid("query")),
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
    },
    (c) => listNotifications(c.var.rc, c.req.valid("query")),
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
      errors: [404],
    },
    (c) => markNotificationRead(c.var.rc, { notification_id: c.req.valid("param").id }),
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
      errors: [429],
    },
    (c) => requestChannel(c.var.rc, c.req.valid("json")),
  );
}

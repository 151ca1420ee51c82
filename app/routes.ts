import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every screen of SPEC.md section 2, plus resource routes the layout's widgets call. */
export default [
  index("routes/home.tsx"),
  route("channels", "routes/channels.tsx"),
  route("channels/:channelId", "routes/channel.tsx"),
  route("videos/:videoId", "routes/video.tsx"),
  route("products", "routes/products/route.tsx"),
  route("products/:productId", "routes/product.tsx"),
  route("profile", "routes/profile.tsx"),
  route("account", "routes/account.tsx"),
  route("notifications", "routes/notifications.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/run/route.tsx"),
    route("tasks", "routes/admin/tasks/route.tsx"),
    route("transcripts", "routes/admin/transcripts/route.tsx"),
    route("applications", "routes/admin/applications/route.tsx"),
    route("reviews", "routes/admin/reviews/route.tsx"),
    route("owners", "routes/admin/owners/route.tsx"),
  ]),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("register", "routes/register.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password/:token", "routes/reset-password.tsx"),
  route("creator-submission", "routes/creator-submission.tsx"),
  route("terms-and-conditions", "routes/terms.tsx"),
  route("privacy-policy", "routes/privacy.tsx"),
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  route("verify-email/:token", "routes/verify-email.tsx"),
  route("sign-in-link/:token", "routes/sign-in-link.tsx"),
  route("s/:handle", "routes/storefront.tsx"),
  route("studio", "routes/studio/index.tsx"),
  route("studio/:channelId", "routes/studio/channel.tsx"),
  route("studio/:channelId/stats.csv", "routes/studio/stats-csv.ts"),
  // Claiming a channel through Google: the start page and Google's redirect (the studio itself is its own route folder).
  route("studio/claim", "routes/studio-claim.tsx"),
  route("studio/claim/callback", "routes/studio-claim-callback.tsx"),
  route("404", "routes/not-found.tsx"),
  // Resource routes (no UI): the header's channel search, channel requests, the notification bell
  // and the products page's creator dropdown.
  route("resources/channel-suggestions", "routes/resources.channel-suggestions.ts"),
  route("resources/channel-request", "routes/resources.channel-request.ts"),
  route("resources/notifications", "routes/resources.notifications.ts"),
  route("resources/admin-channel-options", "routes/resources.admin-channel-options.ts"),
  route("resources/creator-options", "routes/resources.creator-options.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;

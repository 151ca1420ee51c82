/**
 * `/go/{listing_id}`: every Buy link on the site (worker/lib/buy-links.ts). Answers 302 to the
 * listing's stored marketplace URL and queues the click (worker/services/clicks.ts); 404 for a
 * listing that does not exist. Registered before the pages, so React Router never sees it.
 */
import { Hono } from "hono";
import type { ApiEnv } from "../api/app-env";
import { followBuyLink, sendClick } from "../services/clicks";

export const go = new Hono<ApiEnv>();

// A click is one visitor's: never stored by a browser or a shared cache, so each one reaches the Worker.
const NO_STORE = "private, no-store";

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Listing not found</title></head>
<body><main><h1>Listing not found</h1><p>This product listing is no longer available.</p><p><a href="/products">Browse products</a></p></main></body></html>`;

go.get("/:listing_id", async (c) => {
  const { rc } = c.var;
  const answer = await followBuyLink(rc.d1, c.req.raw, c.req.param("listing_id"), new Date());
  if (!answer) {
    return c.html(NOT_FOUND_PAGE, 404, { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" });
  }
  if (answer.click) sendClick(rc, answer.click);
  return new Response(null, {
    status: 302,
    headers: { Location: answer.location, "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex, nofollow" },
  });
});

// `/go/` alone or with more segments names no listing.
go.all("*", (c) => c.html(NOT_FOUND_PAGE, 404, { "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex" }));

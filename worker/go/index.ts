/**
 * `/go/{listing_id}`: every Buy link on the site (worker/lib/buy-links.ts). Answers 302 to the
 * listing's stored marketplace URL and queues the click (worker/services/clicks.ts); 404 for a
 * listing that does not exist. `/go/view/{storefront_id}`: the storefront page's view beacon, a
 * 1×1 image that queues the view. Registered before the pages, so React Router never sees them.
 */
import { Hono } from "hono";
import type { ApiEnv } from "../api/app-env";
import { followBuyLink, sendClick, storefrontView } from "../services/clicks";
import { sitePartnerTag } from "../lib/marketplaces";

export const go = new Hono<ApiEnv>();

// A click is one visitor's: never stored by a browser or a shared cache, so each one reaches the Worker.
const NO_STORE = "private, no-store";

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Listing not found</title></head>
<body><main><h1>Listing not found</h1><p>This product listing is no longer available.</p><p><a href="/products">Browse products</a></p></main></body></html>`;

// The smallest transparent GIF: an image the page can name under its CSP (img-src 'self').
const PIXEL = Uint8Array.from(atob("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"), (ch) => ch.charCodeAt(0));

go.get("/view/:storefront_id", (c) => {
  const view = storefrontView(c.req.raw, c.req.param("storefront_id"), new Date());
  if (view) sendClick(c.var.rc, view);
  return new Response(PIXEL, {
    headers: { "Content-Type": "image/gif", "Cache-Control": NO_STORE, "X-Robots-Tag": "noindex, nofollow" },
  });
});

go.get("/:listing_id", async (c) => {
  const { rc } = c.var;
  // The visitor's marketplace: the link's `marketplace` (the page it is on), else their choice or country.
  const market = { code: rc.marketplace, siteTag: sitePartnerTag(rc.config, rc.marketplace) };
  const answer = await followBuyLink(rc.db, c.req.raw, c.req.param("listing_id"), new Date(), market);
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

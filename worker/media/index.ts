/**
 * Images the app draws itself (/media/...): channel avatars, video thumbnails and product
 * pictures for the demo data, so pages render fully offline. Stored rows point here by relative
 * path; real providers store the services' own image URLs instead.
 */
import { Hono } from "hono";
import type { ApiEnv } from "../api/app-env";
import { channelTag, videoTag } from "../cache/tags";
import { channelDrawing, itemDrawing, videoDrawing } from "../db/queries/media";
import { seesHidden, type ServiceContext } from "../services/context";
import { avatarSvg, neutralSvg, productSvg, thumbnailSvg } from "./svg";

export const media = new Hono<ApiEnv>();

/**
 * A channel's or a video's drawing shows a name that hiding the channel must take away: browsers
 * keep it five minutes, the edge a day (a week stale) under the channel's and the video's tags, so
 * the purge of a hidden channel (worker/cache/invalidation.ts) ends the edge's copy at once.
 */
const DRAWING_CACHE = "public, max-age=300";
const DRAWING_EDGE_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
// A marketplace item's drawing changes only when its title does and shows no channel.
const LONG_CACHE = "public, max-age=86400, stale-while-revalidate=604800";
// Unknown today may exist after the next pipeline run: cache the placeholder briefly.
const SHORT_CACHE = "public, max-age=300";

// A hidden channel's drawing, shown to an admin only: never stored by a shared cache.
const PRIVATE = "private, no-store";

type Caching = "drawing" | "item" | "unknown" | "private";

function svg(body: string, cache: Caching, tags: string[] = []): Response {
  const headers = new Headers({ "Content-Type": "image/svg+xml; charset=utf-8" });
  headers.set("Cache-Control", { drawing: DRAWING_CACHE, item: LONG_CACHE, unknown: SHORT_CACHE, private: PRIVATE }[cache]);
  if (cache === "drawing") headers.set("CDN-Cache-Control", DRAWING_EDGE_CACHE);
  if (cache !== "private" && tags.length > 0) headers.set("Cache-Tag", tags.join(","));
  return new Response(body, { headers });
}

/** `:file` is `<id>.svg`; ids are the platform's and the marketplace's own, so a strict pattern suffices. */
function idOf(file: string, pattern: RegExp): string | null {
  const m = /^(.+)\.svg$/.exec(file);
  return m?.[1] && pattern.test(m[1]) ? m[1] : null;
}

/**
 * A hidden channel's name and video titles must not leak through its drawings: everyone but an
 * admin gets the unknown id's placeholder (hidden and unknown look alike).
 */
const shownTo = <Row extends { show: 0 | 1 }>(rc: ServiceContext, row: Row | undefined): row is Row =>
  !!row && (row.show === 1 || seesHidden(rc));

media.get("/channels/:file", async (c) => {
  const id = idOf(c.req.param("file"), /^UC[A-Za-z0-9_-]{22}$/);
  if (!id) return c.notFound();
  const row = await channelDrawing(c.var.rc.db, id);
  // The placeholder is tagged too: showing the channel again purges it.
  const tags = [channelTag(id)];
  return shownTo(c.var.rc, row)
    ? svg(avatarSvg(id, row.name), row.show === 1 ? "drawing" : "private", tags)
    : svg(neutralSvg(240, 240), "unknown", tags);
});

media.get("/videos/:file", async (c) => {
  const id = idOf(c.req.param("file"), /^[A-Za-z0-9_-]{11}$/);
  if (!id) return c.notFound();
  const row = await videoDrawing(c.var.rc.db, id);
  const tags = row ? [videoTag(id), channelTag(row.channel_id)] : [videoTag(id)];
  return shownTo(c.var.rc, row)
    ? svg(thumbnailSvg(id, row.title, row.channel), row.show === 1 ? "drawing" : "private", tags)
    : svg(neutralSvg(640, 360), "unknown", tags);
});

media.get("/items/:file", async (c) => {
  const id = idOf(c.req.param("file"), /^[A-Z0-9]{10}$/);
  if (!id) return c.notFound();
  const row = await itemDrawing(c.var.rc.db, id);
  return row ? svg(productSvg(id, row.title), "item") : svg(neutralSvg(400, 400), "unknown");
});

import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { requestContext, type RequestContext } from "@worker/request-context";
import { inlineScriptHashes } from "@worker/cache/inline-scripts";
import {
  carriesCredentials,
  markNotShared,
  markShared,
  PAGE_VARY,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from "@worker/cache/policy";
import { cacheTagHeader } from "@worker/cache/tags";
import { pagePolicy } from "@worker/security";
import { deferScripts, deferScriptsStream } from "./lib/deferred-scripts.server";

export const streamTimeout = 5_000;

/**
 * Who may keep this answer (DESIGN.md section 9, docs/decisions/0012-edge-cache.md). A public
 * route asks for the shared cache with its `headers` export; it gets it only for an anonymous
 * GET that succeeded, with the tags of everything its loaders read. Anything rendered for a
 * signed-in visitor, or for a request carrying credentials at all, is private.
 */
function applyCaching(request: Request, status: number, headers: Headers, rc: RequestContext): boolean {
  if (rc.viewer || carriesCredentials(request, rc.config)) {
    markNotShared(headers, PRIVATE_CACHE_CONTROL);
    return false;
  }
  if (headers.get("Cache-Control") !== PUBLIC_CACHE_CONTROL) return false;
  const tags = cacheTagHeader(rc.cacheTags);
  const method = request.method.toUpperCase();
  if (status !== 200 || (method !== "GET" && method !== "HEAD") || tags.overflow || rc.uncacheable) {
    markNotShared(headers);
    return false;
  }
  markShared(headers, PAGE_VARY, tags.header);
  return true;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const rc = loadContext.get(requestContext);
  const cacheable = applyCaching(request, responseStatusCode, responseHeaders, rc);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A private page's inline scripts carry this request's nonce; a cacheable page is allowed by hashes instead.
  const nonce = cacheable ? undefined : rc.cspNonce;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (cacheable) {
    // The whole page is needed to hash its scripts; it is rendered once and then served from the cache.
    await body.allReady;
    // The layout's scripts took this request's nonce from its loader data: a shared copy keeps
    // none (an empty nonce allows nothing), so no visitor ever holds a nonce another one uses.
    const html = deferScripts((await new Response(body).text()).replaceAll(rc.cspNonce, ""), undefined);
    responseHeaders.set("Content-Security-Policy", pagePolicy({ hashes: await inlineScriptHashes(html) }));
    if (responseStatusCode !== 200) markNotShared(responseHeaders);
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  return new Response(body.pipeThrough(deferScriptsStream(nonce)), { headers: responseHeaders, status: responseStatusCode });
}

/** Client-side navigations fetch `.data`: same caching rule as the documents. */
export function handleDataRequest(response: Response, { request, context }: { request: Request; context: RouterContextProvider }) {
  applyCaching(request, response.status, response.headers, context.get(requestContext));
  return response;
}

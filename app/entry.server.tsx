import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { requestContext } from "@worker/request-context";

export const streamTimeout = 5_000;

/**
 * Pages rendered for a logged-in viewer depend on who asks: they must never be stored by a
 * shared cache (DESIGN.md section 9). Anonymous pages stay cacheable later on.
 */
function applyViewerCaching(headers: Headers, loadContext: RouterContextProvider) {
  if (loadContext.get(requestContext).viewer) headers.set("Cache-Control", "private, no-store");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  applyViewerCaching(responseHeaders, loadContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The Worker's Content-Security-Policy only allows inline scripts carrying this request's nonce.
  const nonce = loadContext.get(requestContext).cspNonce;
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Client-side navigations fetch `.data`: same caching rule as the documents. */
export function handleDataRequest(response: Response, { context }: { context: RouterContextProvider }) {
  applyViewerCaching(response.headers, context);
  return response;
}

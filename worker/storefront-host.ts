import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv } from "./api/app-env";
import { storefrontHandleForHost } from "./services/storefronts";

export type RenderPage = (c: Context<ApiEnv>, request: Request) => Promise<Response>;

/**
 * A creator's own domain (a Cloudflare for SaaS custom hostname, see README) serves their
 * storefront at `/`; any other page path there redirects to the same path on the main site.
 * /api and /media are routed before this and work on every host; static assets are answered by
 * Cloudflare before the Worker runs.
 */
export function storefrontHosts(render: RenderPage): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const main = new URL(c.var.rc.config.PUBLIC_BASE_URL);
    if (url.hostname === main.hostname) return next();
    const handle = await storefrontHandleForHost(c.var.rc.d1, url.hostname);
    if (!handle) return next();
    if (url.pathname !== "/") {
      // The path is resolved against the main site and kept only if it stays there: a path such
      // as "//evil.example/x" would otherwise name another host.
      const target = new URL(url.pathname + url.search, main);
      return c.redirect(target.origin === main.origin ? target.toString() : main.toString(), 302);
    }
    const page = await render(c, new Request(new URL(`/s/${encodeURIComponent(handle)}`, url.origin), c.req.raw));
    return withoutScripts(page);
  };
}

/**
 * The storefront goes out as server-rendered HTML only: in the browser the router would match
 * `/` to the home page and replace the storefront on hydration. Its links and forms work without
 * scripts.
 */
function withoutScripts(page: Response): Response {
  if (!(page.headers.get("Content-Type") ?? "").startsWith("text/html")) return page;
  const stripped = new HTMLRewriter()
    .on("script", {
      element: (el) => {
        el.remove();
      },
    })
    .on('link[rel="modulepreload"]', {
      element: (el) => {
        el.remove();
      },
    })
    .transform(page);
  const res = new Response(stripped.body, stripped);
  res.headers.delete("Content-Length");
  return res;
}

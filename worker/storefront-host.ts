import type { Context, MiddlewareHandler } from "hono";
import type { ApiEnv } from "./api/app-env";
import { keepToThisBrowser } from "./cache/policy";
import { servesMainSite } from "./config";
import { storefrontHandleForHost } from "./services/storefronts";

export type RenderPage = (c: Context<ApiEnv>, request: Request) => Promise<Response>;

/**
 * What a storefront domain serves besides its page at `/`: the pictures, icons and manifest that
 * page names, robots.txt, and its Buy links and view beacon (/go: the creator's tag, one hop).
 */
const STOREFRONT_ASSETS =
  /^\/(media\/(channels|videos|items)\/[^/]+\.svg|favicon\.(ico|svg)|manifest\.webmanifest|robots\.txt|go\/(view\/)?[^/]+)$/;

/**
 * The site answers only on its own host (PUBLIC_BASE_URL's; loopback names too outside
 * production). A creator's verified domain (a Cloudflare for SaaS custom hostname, see docs/storefronts.md)
 * serves their storefront at `/` and the pictures it shows, nothing else: no sign-in, no API, no
 * other page. Every other host (a domain not or no longer verified, *.workers.dev, a preview URL)
 * serves nothing. There, reads are sent to the same path on the main site and anything else is
 * 404. Static assets are answered by Cloudflare before the Worker runs.
 *
 * Registered before every route. Answers for another host are never stored by a shared cache
 * (keepToThisBrowser): Workers Cache keys by path, not host.
 */
export function storefrontHosts(render: RenderPage): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const main = new URL(c.var.rc.config.PUBLIC_BASE_URL);
    if (servesMainSite(url, c.var.rc.config)) return next();
    const reading = c.req.method === "GET" || c.req.method === "HEAD";
    const handle = reading ? await storefrontHandleForHost(c.var.rc.db, url.hostname) : null;
    if (handle && url.pathname === "/") {
      const page = withoutScripts(await render(c, new Request(new URL(`/s/${encodeURIComponent(handle)}`, url.origin), c.req.raw)));
      keepToThisBrowser(page.headers);
      return page;
    }
    if (handle && STOREFRONT_ASSETS.test(url.pathname)) {
      await next();
      keepToThisBrowser(c.res.headers);
      return;
    }
    if (!reading) return c.json({ detail: "Not Found" }, 404);
    // The path is resolved against the main site and kept only if it stays there: a path such
    // as "//evil.example/x" would otherwise name another host.
    const target = new URL(url.pathname + url.search, main);
    return c.redirect(target.origin === main.origin ? target.toString() : main.toString(), 302);
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

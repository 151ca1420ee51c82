import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { publicConfig } from "@worker/config";
import { Footer } from "~/components/Footer";
import { SessionWatch } from "~/components/SessionWatch";
import { Header } from "~/components/Header";
import { serve } from "@worker/services/serve";
import { isCreator } from "@worker/services/channel-owners";
import { unreadNotificationCount } from "@worker/services/notifications";
import { rcOf } from "~/lib/http.server";
import { negotiateLocale } from "~/lib/locale";
import { marketplaceChooser } from "@worker/services/marketplaces";
import { canonicalUrl, jsonForScript, type StructuredDataHandle } from "~/lib/seo";
import { SITE_NAME, THEME_COLOR } from "@worker/lib/site";
import appCss from "./app.css?inline";

// The stylesheet travels inside the page (about 8 KB compressed): the first paint waits for no
// request after the document, where a <link> queued behind the entry's module preloads on a phone's
// connection (docs/decisions/0022-first-paint.md). The browser bundle keeps none of it: on the client the
// constant folds to "" and hydration keeps the server's <style> as it is.
const INLINE_CSS = import.meta.env.SSR ? appCss : "";

// An inline icon: no extra request. /favicon.ico and /favicon.svg (worker/seo) serve the same mark to crawlers and the manifest.
const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%234f46e5'/%3E%3Cpath d='M9 11h14l-2 11H11z' fill='white'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: ICON, type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** Who is looking and what the layout shows about the site: read once per request by the layout. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const viewer = rc.viewer
    ? {
        email: rc.viewer.email,
        is_admin: rc.viewer.is_admin,
        session_expires_at: rc.viewer.session_expires_at ?? null,
        // In the server's page, so the bell's badge never shows 0 before its list loads in the browser.
        ...(await viewerBadges(rc)),
      }
    : null;
  const { contactEmail, publicBaseUrl } = publicConfig(rc.config);
  return {
    viewer,
    contactEmail,
    baseUrl: publicBaseUrl,
    nonce: rc.cspNonce,
    locale: negotiateLocale(request.headers.get("Accept-Language")),
    marketplace: marketplaceChooser(rc.config, rc.marketplace),
  };
}

/** The bell's count and whether the Studio link shows, read side by side. */
async function viewerBadges(rc: ReturnType<typeof rcOf>) {
  const [unread_notifications, studio] = await Promise.all([unreadBadge(rc), studioLink(rc)]);
  return { unread_notifications, studio };
}

/** A failed read hides the Studio link rather than the page; /studio itself still answers. */
async function studioLink(rc: ReturnType<typeof rcOf>): Promise<boolean> {
  try {
    // Owners of a channel (one indexed read) and admins.
    return rc.viewer?.is_admin === true || (await serve(rc, isCreator, {}));
  } catch (e) {
    console.error(e);
    return false;
  }
}

/** A failed count leaves the badge empty rather than the page unrendered; the bell's list retries. */
async function unreadBadge(rc: ReturnType<typeof rcOf>): Promise<number> {
  try {
    return await serve(rc, unreadNotificationCount, {});
  } catch (e) {
    console.error(e);
    return 0;
  }
}

/**
 * An action that never reached the server (see reset-password's clientAction) leaves the layout's
 * data as it is, and so does a move within one page's query (filters, Load More): the layout shows
 * who is signed in, which only an action or another page changes.
 */
export function shouldRevalidate({ actionResult, formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const networkError = typeof actionResult === "object" && actionResult !== null && "networkError" in actionResult;
  if (networkError) return false;
  // Only a move to another query of the same page (a link, or a GET form such as the products filters, which change no
  // data): an explicit revalidation (the session watch) keeps its URL and still runs.
  const readOnly = !formMethod || formMethod.toUpperCase() === "GET";
  if (readOnly && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const canonical = data ? canonicalUrl(data.baseUrl, location.pathname, location.search) : null;
  const matches = useMatches();
  // schema.org data blocks are never executed, but every script carries the nonce all the same (one rule, one check).
  const structuredData = data
    ? matches.flatMap((m) => (m.handle as StructuredDataHandle | undefined)?.structuredData?.(m.loaderData, data.baseUrl) ?? [])
    : [];
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        {canonical && <link rel="canonical" href={canonical} />}
        {canonical && <meta property="og:url" content={canonical} />}
        <meta property="og:site_name" content={SITE_NAME} />
        {structuredData.map((block, i) => (
          <script key={i} type="application/ld+json" nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: jsonForScript(block) }} />
        ))}
        <style id="app-css" dangerouslySetInnerHTML={{ __html: INLINE_CSS }} suppressHydrationWarning />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-gray-50 text-gray-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Header viewer={data?.viewer ?? null} />
        {data?.viewer?.session_expires_at && <SessionWatch expiresAt={data.viewer.session_expires_at} />}
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
          {children}
        </main>
        <Footer contactEmail={data?.contactEmail ?? ""} />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A marker the browser tests wait for before interacting (the page is interactive from here on).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="py-16 text-center">
      <title>{notFound ? "Page Not Found" : "Something went wrong"}</title>
      <h1 className="text-3xl font-bold">{notFound ? "Page Not Found" : "Something went wrong"}</h1>
      <p className="mt-3 text-gray-600">
        {notFound ? "The page you are looking for does not exist." : "Failed to load data. Please try again later."}
      </p>
      <Link to="/" className="btn-primary mt-6">
        Go to the homepage
      </Link>
    </section>
  );
}

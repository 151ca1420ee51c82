import { isRouteErrorResponse } from "react-router";

/**
 * A request of the page the visitor is on that got no usable answer (the network dropped, the
 * server failed): the page keeps what it shows and offers Retry instead of its error boundary.
 * `networkError` is also what the layout's shouldRevalidate reads (app/root.tsx) to leave its
 * data alone rather than reload it over the same dead connection.
 */
export interface FailedInPlace {
  networkError: true;
  /** The path and query that failed, to ask again. */
  url: string;
}

export const failedInPlace = (value: unknown): value is FailedInPlace =>
  typeof value === "object" && value !== null && "networkError" in value;

/**
 * Runs a clientLoader's or clientAction's server call; a failure on the page the visitor is on
 * answers FailedInPlace. Redirects, refusals (4xx, with their own content) and the failure of a
 * page being navigated to (the route's error boundary: a real page failure) are thrown as before.
 */
export async function inPlace<T>(request: Request, call: () => Promise<T>): Promise<T | FailedInPlace> {
  try {
    return await call();
  } catch (e) {
    const url = new URL(request.url);
    const samePage = window.location.pathname === url.pathname;
    if (!samePage || e instanceof Response || (isRouteErrorResponse(e) && e.status < 500)) throw e;
    return { networkError: true, url: url.pathname + url.search };
  }
}

import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";

/**
 * What a route shows when its loader or render throws: its own not-found content for a 404
 * response, the service's `detail` for another refusal (or a 404 the route has no content for),
 * the site's "Page Not Found" for a bare 404, and its own failure message for anything else (the
 * server has logged it, and the answer is a 500 that is never cached).
 */
export function RouteError(props: { notFound?: ReactNode; failed?: string }) {
  const error = useRouteError();
  const refusal = isRouteErrorResponse(error) && error.status < 500 ? error : null;
  if (refusal?.status === 404 && props.notFound) return props.notFound;
  const detail = (refusal?.data as { detail?: unknown } | null | undefined)?.detail;
  if (typeof detail === "string") {
    return (
      <p role="alert" className="alert-error">
        {detail}
      </p>
    );
  }
  if (refusal?.status === 404) {
    return (
      <section className="py-16 text-center">
        <h1 className="text-3xl font-bold">Page Not Found</h1>
        <p className="mt-3 text-gray-600">The page you are looking for does not exist.</p>
        <Link to="/" className="btn-primary mt-6">
          Go to the homepage
        </Link>
      </section>
    );
  }
  return (
    <p role="alert" className="alert-error">
      {props.failed ?? "Failed to load data. Please try again later."}
    </p>
  );
}

import { data, Form, Link } from "react-router";
import { pageMeta } from "~/lib/format";
import { RouteError } from "~/components/RouteError";

export const meta = () => pageMeta("Page Not Found", "The page you are looking for does not exist.", { noindex: true });

export function loader() {
  return data(null, { status: 404 });
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function NotFound() {
  return (
    <section className="py-16 text-center">
      <p className="text-6xl font-bold text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-3 text-gray-600">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="btn-primary mt-6">
        Go to the homepage
      </Link>
      <Form method="get" action="/products" role="search" className="mx-auto mt-8 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search products
        </label>
        <input id="not-found-search" name="search" type="search" placeholder="Or search for a product" className="input min-w-0 flex-1" />
        <button type="submit" className="btn-secondary">
          Search
        </button>
      </Form>
    </section>
  );
}

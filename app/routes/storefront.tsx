import { Link } from "react-router";
import type { Route } from "./+types/storefront";
import { Avatar } from "~/components/Avatar";
import { ProductGrid } from "~/components/ProductCard";
import { pageMeta } from "~/lib/format";
import { baseUrlOf, breadcrumbs, type StructuredDataHandle } from "~/lib/seo";
import * as api from "~/lib/api.server";
import { withRefusals, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";
import { publicPageHeaders } from "~/lib/cache";

/** A creator's storefront: their curated products, at /s/{handle} and on their own domain. */

export const headers = publicPageHeaders;
export async function loader({ params, context }: Route.LoaderArgs) {
  return { storefront: await withRefusals(api.getStorefront(rcOf(context), params.handle)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const s = loaderData?.storefront;
  if (!s) return pageMeta("Storefront not found", "This storefront could not be found.", { noindex: true });
  const name = s.channel.channel_name;
  return pageMeta(`${name}'s Storefront`, `Products ${name} recommends in their videos, with prices and where to buy them.`, {
    base: baseUrlOf(matches),
    image: s.channel.thumbnail_url,
  });
}

export const handle: StructuredDataHandle<Route.MetaArgs["loaderData"]> = {
  structuredData: (data, base) => {
    const s = data?.storefront;
    if (!s) return [];
    const name = s.channel.channel_name;
    return [
      breadcrumbs(base, [
        ["Home", "/"],
        [name, `/channels/${s.channel.channel_id}`],
        [`${name}'s Storefront`, `/s/${s.handle}`],
      ]),
    ];
  },
};

export function ErrorBoundary() {
  return (
    <RouteError
      notFound={
        <section className="py-16 text-center">
          <h1 className="text-3xl font-bold">Storefront not found</h1>
          <p className="mt-3 text-gray-600">There is no storefront at this address.</p>
          <Link to="/" className="btn-primary mt-6">
            Go to the homepage
          </Link>
        </section>
      }
    />
  );
}

export default function StorefrontPage({ loaderData }: Route.ComponentProps) {
  const { channel, products } = loaderData.storefront;
  return (
    <div className="space-y-8">
      <header className="card flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar name={channel.channel_name} src={channel.thumbnail_url} size={88} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium uppercase tracking-wide text-indigo-700">Storefront</p>
          <h1 className="text-3xl font-bold">{channel.channel_name}</h1>
          {channel.description && <p className="mt-2 line-clamp-3 text-gray-700">{channel.description}</p>}
          <Link to={`/channels/${channel.channel_id}`} className="link mt-3 inline-block text-sm">
            See every video from {channel.channel_name}
          </Link>
        </div>
      </header>
      <section aria-labelledby="curated-heading">
        <h2 id="curated-heading" className="mb-4 text-xl font-semibold">
          {channel.channel_name}'s picks
        </h2>
        {products.length === 0 ? (
          <p className="card p-8 text-center text-gray-600">No products in this storefront yet. Check back soon!</p>
        ) : (
          <ProductGrid products={products} />
        )}
      </section>
    </div>
  );
}

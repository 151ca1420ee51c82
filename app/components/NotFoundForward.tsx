import { Form, isRouteErrorResponse, useRouteError } from "react-router";
import type { NotFoundKind, NotFoundSuggestions } from "~/lib/not-found";
import { ChannelCard } from "./ChannelCard";
import { ProductGrid } from "./ProductCard";

const SEARCH: Record<NotFoundKind, { action: string; name: string; label: string; placeholder: string }> = {
  product: { action: "/products", name: "search", label: "Search products", placeholder: "Find your favorite products" },
  video: { action: "/products", name: "search", label: "Search products", placeholder: "Find your favorite products" },
  channel: { action: "/channels", name: "query", label: "Search channels", placeholder: "Channel name" },
};

function suggestionsOf(error: unknown): NotFoundSuggestions | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const payload = error.data as Partial<NotFoundSuggestions> | null;
  return payload && typeof payload.kind === "string" ? (payload as NotFoundSuggestions) : null;
}

/**
 * A detail page's not-found content: its SPEC text, then a way forward at the typed address: a
 * search box holding the address's words, and related (or else trending) products or channels.
 */
export function NotFoundForward({ kind, message }: { kind: NotFoundKind; message: string }) {
  const found = suggestionsOf(useRouteError());
  const search = SEARCH[kind];
  const query = found?.query ?? "";
  const heading =
    kind === "channel"
      ? found?.related
        ? "Channels like that"
        : "Popular channels"
      : found?.related
        ? "Related products"
        : "Trending products";
  return (
    <section aria-labelledby="not-found-title" className="space-y-8 py-6">
      <div className="text-center">
        <h1 id="not-found-title" className="text-2xl font-bold">
          {message}
        </h1>
        <p className="mt-2 text-gray-600">The address may be mistyped or the item may have been removed. Try a search:</p>
        <Form method="get" action={search.action} role="search" className="mx-auto mt-4 flex max-w-xl gap-2">
          <label htmlFor="not-found-search" className="sr-only">
            {search.label}
          </label>
          <input
            id="not-found-search"
            name={search.name}
            type="search"
            defaultValue={query}
            placeholder={search.placeholder}
            className="input min-w-0 flex-1"
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </Form>
      </div>
      {found && (found.products.length > 0 || found.channels.length > 0) && (
        <section aria-labelledby="not-found-suggestions">
          <h2 id="not-found-suggestions" className="mb-4 text-xl font-semibold">
            {heading}
          </h2>
          {kind === "channel" ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {found.channels.map((c) => (
                <ChannelCard key={c.channel_id} channel={c} />
              ))}
            </div>
          ) : (
            <ProductGrid products={found.products} />
          )}
        </section>
      )}
    </section>
  );
}

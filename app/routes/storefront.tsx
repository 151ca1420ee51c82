import { Link } from "react-router";
import type { Route } from "./+types/storefront";
import { Avatar } from "~/components/Avatar";
import { Stars } from "~/components/Stars";
import { WatchAtLink } from "~/components/WatchAtLink";
import { formatPrice, pageMeta, priceAsOf } from "~/lib/format";
import { MarketplaceNote } from "~/components/MarketplaceNote";
import { PricesAsOf } from "~/components/PricesAsOf";
import { useLocale } from "~/lib/locale";
import { BUY_LINK_REL, buyHref, storefrontViewPath } from "@worker/lib/buy-links";
import { baseUrlOf, breadcrumbs, type StructuredDataHandle } from "~/lib/seo";
import { serve } from "@worker/services/serve";
import { getStorefront } from "@worker/services/storefronts";
import { withRefusals, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";
import { publicPageHeaders } from "~/lib/cache";
import { imageLoading } from "~/lib/image-loading";

/**
 * A creator's storefront, at /s/{handle} and on their verified domain: the channel's products that
 * have a verified listing, in the creator's order, in sections (their collections, else the
 * category), each with the creator's note and quote, a link to that second of the video, and a
 * Buy link through /go that carries the creator's partner tag (worker/services/clicks.ts).
 */

export const headers = publicPageHeaders;
export async function loader({ params, context }: Route.LoaderArgs) {
  return { storefront: await withRefusals(serve(rcOf(context), getStorefront, { handle: params.handle })) };
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

type Entry = Route.ComponentProps["loaderData"]["storefront"]["products"][number];

/** Sections in the order their first product comes: the creator's collection, else the category. */
function sectionsOf(products: Entry[]): { title: string; products: Entry[] }[] {
  const sections = new Map<string, Entry[]>();
  for (const p of products) {
    const title = p.collection || p.category || "Other";
    const list = sections.get(title);
    if (list) list.push(p);
    else sections.set(title, [p]);
  }
  return [...sections].map(([title, list]) => ({ title, products: list }));
}

/** `priority`: the entry opens the page, so its image is the largest paint and loads first (decision 0022). */
function StorefrontProduct({ product: p, storefrontId, priority }: { product: Entry; storefrontId: string; priority: boolean }) {
  const locale = useLocale();
  return (
    // On a phone two to a row, image on top; from sm one to a row, image beside.
    <li className="card flex flex-col gap-2 p-2.5 sm:flex-row sm:gap-4 sm:p-4">
      <div className="flex aspect-square w-full shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 sm:size-32">
        {p.image_url ? (
          <img src={p.image_url} alt="" width={128} height={128} {...imageLoading(priority)} className="size-full object-contain p-1" />
        ) : (
          <span className="text-center text-xs text-gray-600">No Image</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h4 className="text-sm font-semibold sm:text-base">
          <Link to={`/products/${p.product_id}`} className="link">
            {p.product_name}
          </Link>
        </h4>
        {p.note && <p className="mt-1 line-clamp-3 text-sm text-gray-800 sm:line-clamp-none">{p.note}</p>}
        {p.claims && (
          <blockquote className="mt-2 line-clamp-3 border-l-4 border-indigo-200 pl-2 text-xs italic text-gray-700 sm:line-clamp-none sm:pl-3 sm:text-sm">
            “{p.claims}”
          </blockquote>
        )}
        <WatchAtLink videoId={p.video_id} seconds={p.video_timestamp} videoTitle={p.video_title} about={p.product_name} />
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-gray-900" title={p.fetched_at ? priceAsOf(locale, p.fetched_at) : undefined}>
            {formatPrice(locale, p.currency, p.price, p.marketplace)}
          </span>
          <MarketplaceNote listing={p.marketplace} />
          <Stars rating={p.rating} reviews={p.reviews_count} />
        </div>
        {p.amazon_product_id && (
          <a
            href={buyHref(p.product_id, p.amazon_product_id, {
              src: "storefront",
              video: p.video_id,
              sf: storefrontId,
              marketplace: p.marketplace,
            })}
            target="_blank"
            rel={BUY_LINK_REL}
            className="btn-primary mt-3 w-full px-3 py-1.5 text-sm sm:w-auto"
          >
            Buy on Amazon<span className="sr-only">: {p.product_name} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </li>
  );
}

export default function StorefrontPage({ loaderData }: Route.ComponentProps) {
  const { storefront_id, channel, headline, bio, products } = loaderData.storefront;
  const sections = sectionsOf(products);
  return (
    <div className="space-y-8">
      <header className="card flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:items-start sm:text-left">
        <Avatar name={channel.channel_name} src={channel.thumbnail_url} size={88} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium uppercase tracking-wide text-indigo-700">Storefront</p>
          <h1 className="text-3xl font-bold">{channel.channel_name}</h1>
          {headline && <p className="mt-1 text-lg font-medium text-gray-800">{headline}</p>}
          {bio ? (
            <p className="mt-2 whitespace-pre-line text-gray-700">{bio}</p>
          ) : (
            channel.description && <p className="mt-2 line-clamp-3 text-gray-700">{channel.description}</p>
          )}
          <Link to={`/channels/${channel.channel_id}`} className="link mt-3 inline-block text-sm">
            See every video from {channel.channel_name}
          </Link>
        </div>
      </header>
      <section aria-labelledby="curated-heading">
        <h2 id="curated-heading" className="mb-1 text-xl font-semibold">
          {channel.channel_name}'s picks
        </h2>
        {products.length === 0 ? (
          <p className="card mt-3 p-8 text-center text-gray-600">No products in this storefront yet. Check back soon!</p>
        ) : (
          <>
            <p className="mb-4 text-sm text-gray-600">
              {products.length === 1 ? "1 product" : `${products.length} products`} from {channel.channel_name}'s videos
            </p>
            <div className="space-y-8">
              {sections.map((section, i) => (
                <section key={section.title} aria-labelledby={`section-${i}`}>
                  <h3 id={`section-${i}`} className="mb-3 text-lg font-semibold">
                    {section.title}
                  </h3>
                  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-1 sm:gap-4 lg:grid-cols-2">
                    {section.products.map((p, j) => (
                      <StorefrontProduct key={p.match_key} product={p} storefrontId={storefront_id} priority={i === 0 && j < 2} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <PricesAsOf prices={products} className="mt-3" />
          </>
        )}
      </section>
      {/* Counts the view (/go/view, worker/go/index.ts): an image, so it is loaded on every view, the edge-cached page included, with scripts off too. */}
      <img src={storefrontViewPath(storefront_id)} alt="" width={1} height={1} className="absolute size-px opacity-0" />
    </div>
  );
}

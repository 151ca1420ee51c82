import { Link } from "react-router";
import { formatPrice, priceAsOf } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import type { CardProduct } from "~/lib/types";
import { Avatar } from "./Avatar";
import { Stars } from "./Stars";
import { MarketplaceNote } from "./MarketplaceNote";
import { imageLoading } from "~/lib/image-loading";

/** Storefront handles by channel id: a creator listed on the card who has one gets a small link to it. */
type StorefrontHandles = Record<string, string>;

/**
 * A product in a grid: first listing's image, price and rating; how many creators recommend it, up
 * to 3 of them, then "See N more creators". A list's card carries its product key (data-product-key):
 * the lists show one card per key (docs/decisions/0019). On a phone it is compact (two to a row):
 * smaller type and padding, the creators as a row of avatars with their names for screen readers.
 * Its price carries the time it was read; the page's one PricesAsOf note says it for the list.
 */
export function ProductCard({
  product,
  storefronts,
  priority = false,
}: {
  product: CardProduct;
  storefronts?: StorefrontHandles;
  /** In the page's first screen: its image is asked for at once, ahead of the scripts (decision 0022). */
  priority?: boolean;
}) {
  const locale = useLocale();
  const item = product.amazon_products[0];
  const creators = product.creators ?? (product.channel ? [product.channel] : []);
  const creatorCount = product.creator_count ?? creators.length;
  const more = Math.max(0, creatorCount - 3);
  return (
    <article className="card flex flex-col overflow-hidden" data-product-key={product.match_key}>
      <Link to={`/products/${product.product_id}`} className="group flex flex-1 flex-col">
        <div className="flex aspect-[4/3] items-center justify-center bg-gray-100">
          {item?.image_url ? (
            <img
              src={item.image_url}
              alt=""
              width={320}
              height={240}
              {...imageLoading(priority)}
              className="size-full object-contain p-3"
            />
          ) : (
            <span className="text-sm text-gray-600">No Image</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-1 p-2.5 sm:p-4">
          <h3 className="line-clamp-2 text-sm font-semibold group-hover:text-indigo-700 sm:text-base">{product.product_name}</h3>
          <p className="font-semibold text-gray-900" title={priceAsOf(locale, item?.fetched_at) || undefined}>
            {formatPrice(locale, item?.currency, item?.price, item?.marketplace)}
          </p>
          {item && <MarketplaceNote listing={item.marketplace} />}
          <Stars rating={item?.rating ?? null} reviews={item?.reviews_count} />
        </div>
      </Link>
      {creators.length > 0 && (
        <div className="border-t border-gray-100 px-2.5 py-2 sm:px-4 sm:py-3">
          <p className="mb-1 text-xs font-medium text-gray-600">
            Recommended by {creatorCount} {creatorCount === 1 ? "creator" : "creators"}
          </p>
          <ul className="flex gap-1 sm:block sm:space-y-1" aria-label="Mentioned by">
            {creators.slice(0, 3).map((c) => (
              <li key={c.channel_id} className="flex items-center gap-2">
                <Link
                  to={`/channels/${c.channel_id}`}
                  className="flex min-w-0 flex-1 items-center gap-2 text-sm text-gray-700 hover:text-indigo-700"
                >
                  <Avatar name={c.channel_name} src={c.thumbnail_url} size={20} />
                  <span className="sr-only sm:not-sr-only sm:truncate">{c.channel_name}</span>
                </Link>
                {storefronts?.[c.channel_id] && (
                  <Link
                    to={`/s/${storefronts[c.channel_id]}`}
                    className="link hidden shrink-0 text-xs sm:inline"
                    aria-label={`Storefront of ${c.channel_name}`}
                  >
                    Storefront
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {more > 0 && (
            <Link to={`/products/${product.product_id}`} className="link mt-1 inline-block text-xs sm:text-sm">
              See {more} more creators
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

/**
 * Two cards a row on a phone, up to four on a wide screen; the page adds its one PricesAsOf note.
 * `lead`: the grid opens the page, so its first row's images are the largest paint and load first.
 */
export function ProductGrid({
  products,
  storefronts,
  lead = false,
}: {
  products: CardProduct[];
  storefronts?: StorefrontHandles;
  lead?: boolean;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <ProductCard key={p.product_id} product={p} storefronts={storefronts} priority={lead && i < 2} />
      ))}
    </div>
  );
}

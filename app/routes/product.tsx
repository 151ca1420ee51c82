import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/product";
import { Stars } from "~/components/Stars";
import { formatDate, formatPrice, pageMeta, PRICE_DISCLAIMER, priceAsOf } from "~/lib/format";
import { baseUrlOf, breadcrumbs, productJsonLd, type StructuredDataHandle } from "~/lib/seo";
import { serve } from "@worker/services/serve";
import { getProduct, similarCreators } from "@worker/services/products";
import { followProduct, unfollowProduct } from "@worker/services/product-follows";
import { detailOr, withRefusals, rcOf, str } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";
import { InlineRetry } from "~/components/InlineRetry";
import { failedInPlace, inPlace } from "~/lib/in-place";
import { NotFoundForward } from "~/components/NotFoundForward";
import { withNotFoundSuggestions } from "~/lib/not-found.server";
import { PriceHistory } from "~/components/PriceHistory";
import { CreatorRecommendations, type Recommendation } from "~/components/CreatorRecommendations";
import type { PriceHistory as PriceHistoryData } from "@worker/services/responses/products";
import { useLocale } from "~/lib/locale";
import { fallbackNote, useMarketplace } from "~/lib/marketplace";
import { MarketplaceChooser } from "~/components/MarketplaceChooser";
import { publicPageHeaders } from "~/lib/cache";
import { BUY_LINK_REL, buyHref } from "@worker/lib/buy-links";

// Cached publicly only for anonymous visitors (app/entry.server.tsx): their render never depends on who asks
// (`loggedIn` false, `is_followed` null); a signed-in visitor's page, with their follow state, is private.
export const headers = publicPageHeaders;
export async function loader({ params, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  // The similar creators are a second read, in parallel: both answer 404 for a missing or hidden product.
  const [product, similar] = await withRefusals(
    withNotFoundSuggestions(
      rc,
      "product",
      params.productId,
      Promise.all([serve(rc, getProduct, { product_id: params.productId }), serve(rc, similarCreators, { product_id: params.productId })]),
    ),
  );
  return { product, similar, loggedIn: !!rc.viewer };
}

/** Follow or unfollow the product (price-drop alerts); anonymous visitors are sent to sign in first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  if (!rc.viewer) throw redirect(`/login?redirectTo=${encodeURIComponent(`/products/${params.productId}`)}`);
  const intent = str(await request.formData(), "intent");
  try {
    if (intent === "follow") await serve(rc, followProduct, { product_id: params.productId });
    else if (intent === "unfollow") await serve(rc, unfollowProduct, { product_id: params.productId });
    else return data({ error: "Unknown action." }, { status: 400 });
    return { error: null };
  } catch (e) {
    return data({ error: detailOr(e, "Could not change the price alert. Please try again later.") }, { status: 400 });
  }
}

/** A follow or unfollow that gets no answer keeps the page, with Retry beside the button (app/lib/in-place.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => inPlace(request, serverAction);

/** Nor is the page read again after such a failure: it keeps what it shows. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return failedInPlace(actionResult) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const p = loaderData?.product;
  if (!p) return pageMeta("Product not found", "This product could not be found.", { noindex: true });
  const base = baseUrlOf(matches);
  const image = p.amazon_products.find((m) => m.image_url)?.image_url;
  return pageMeta(p.product_name, p.description?.slice(0, 155) || `${p.product_name} mentioned by creators, with marketplace prices.`, {
    base,
    image,
    type: "product",
  });
}

export const handle: StructuredDataHandle<Route.MetaArgs["loaderData"]> = {
  structuredData: (data, base) => {
    const p = data?.product;
    if (!p) return [];
    return [
      productJsonLd(p, base),
      breadcrumbs(base, [
        ["Home", "/"],
        ["Products", "/products"],
        [p.product_name, `/products/${p.product_id}`],
      ]),
    ];
  },
};

export function ErrorBoundary() {
  return (
    <RouteError
      notFound={<NotFoundForward kind="product" message="Product not found." />}
      failed="Failed to load product data. Please try again later."
    />
  );
}

export default function ProductDetailPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const locale = useLocale();
  const marketplace = useMarketplace();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const p = navigation.location?.pathname;
  if (navigation.state === "loading" && p?.startsWith("/products/") && p !== `/products/${params.productId}`) {
    return (
      <p role="status" className="py-10 text-center text-gray-600">
        Loading product data...
      </p>
    );
  }
  const { product, similar } = loaderData;
  const best = product.amazon_products[0];
  const buy =
    best && buyHref(product.product_id, best.amazon_product_id, { src: "product", video: product.video_id, marketplace: best.marketplace });
  const note = best ? fallbackNote(marketplace.current, best.marketplace) : null;
  // The product's own creator first (with this mention), then the other creators who mention it.
  const recommendations: Recommendation[] = [
    {
      ...product.channel,
      mentions: [
        { video_id: product.video_id, video_title: product.video_title, video_timestamp: product.video_timestamp, claims: product.claims },
      ],
    },
    ...similar.creators,
  ];

  return (
    <article className="space-y-8">
      <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        <div className="flex h-40 items-center justify-center rounded-lg bg-gray-100 md:h-80">
          {best?.image_url ? (
            <img
              src={best.image_url}
              alt={best.title}
              width={320}
              height={320}
              fetchPriority="high"
              className="size-full object-contain p-2"
            />
          ) : (
            <span className="text-sm text-gray-600">No Image</span>
          )}
        </div>
        <header>
          <h1 className="text-3xl font-bold">{product.product_name}</h1>
          <div className="mt-3 flex flex-wrap gap-2">
            {product.brand && <span className="badge bg-indigo-100 text-indigo-800">{product.brand}</span>}
            {product.category && <span className="badge bg-gray-100 text-gray-800">{product.category}</span>}
            {product.is_sponsored && <span className="badge bg-amber-100 text-amber-900">Sponsored</span>}
          </div>
          {best && buy && (
            <section aria-label="Buy" className="mt-4" data-testid="buy-box">
              {note && (
                <p className="mb-2 text-sm text-gray-700" data-testid="marketplace-note">
                  {note}
                </p>
              )}
              <p className="text-2xl font-semibold">{formatPrice(locale, best.currency, best.price, best.marketplace)}</p>
              {best.price != null && <p className="text-xs text-gray-600">{priceAsOf(locale, best.fetched_at)}</p>}
              <Stars rating={best.rating} reviews={best.reviews_count} />
              <a href={buy} target="_blank" rel={BUY_LINK_REL} className="btn-primary mt-3 w-full sm:w-auto">
                Buy on Amazon<span className="sr-only"> (opens in a new tab)</span>
              </a>
              <div className="mt-3">
                <MarketplaceChooser id="product-marketplace" />
              </div>
            </section>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {loaderData.loggedIn ? (
              <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="intent" value={product.is_followed ? "unfollow" : "follow"} />
                <button type="submit" disabled={busy} className={product.is_followed ? "btn-secondary" : "btn-primary"}>
                  {product.is_followed ? "Stop price alerts" : "Follow price drops"}
                </button>
                {/* Its Retry sends this form again. */}
                {failedInPlace(actionData) && <InlineRetry message="Could not change the price alert. Please try again." busy={busy} />}
              </Form>
            ) : (
              <Link to={`/login?redirectTo=${encodeURIComponent(`/products/${product.product_id}`)}`} className="btn-secondary">
                Log in to follow price drops
              </Link>
            )}
            <p className="text-sm text-gray-600">
              {product.is_followed
                ? "You follow this product: we notify you when its price drops 10 % or more, or below its 30-day low."
                : "Get a notification when its price drops 10 % or more, or below its 30-day low."}
            </p>
          </div>
          {actionData && "error" in actionData && actionData.error && (
            <p role="alert" className="alert-error mt-3">
              {actionData.error}
            </p>
          )}
        </header>
      </div>

      <CreatorRecommendations creators={recommendations} total={1 + similar.total_creators} productName={product.product_name} />

      <section aria-labelledby="desc-title" className="card p-6">
        <h2 id="desc-title" className="text-xl font-semibold">
          Description
        </h2>
        <p className="mt-2 whitespace-pre-line text-gray-700">{product.description || "No description available."}</p>
        {product.claims && (
          <blockquote className="mt-4 border-l-4 border-indigo-200 pl-4 italic text-gray-700">“{product.claims}”</blockquote>
        )}
        {product.video_id && (
          <p className="mt-4 text-sm">
            <span className="font-medium">Mentioned In: </span>
            <Link to={`/videos/${product.video_id}`} className="link">
              {product.video_title || "View Video"}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="amazon-title">
        <h2 id="amazon-title" className="text-xl font-semibold">
          Amazon Products
        </h2>
        {product.amazon_products.length === 0 ? (
          <p className="mt-3 text-gray-600">No Amazon products found for this product.</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {product.amazon_products.map((a) => (
              <li key={a.amazon_product_id} className="card flex flex-col p-4">
                <div className="flex h-48 items-center justify-center rounded-lg bg-gray-100">
                  {a.image_url ? (
                    <img src={a.image_url} alt={a.title} width={240} height={240} loading="lazy" className="size-full object-contain p-2" />
                  ) : (
                    <span className="text-sm text-gray-600">No Image</span>
                  )}
                </div>
                <h3 className="mt-3 line-clamp-3 font-medium">{a.title}</h3>
                {a.pack_size ? <p className="mt-1 text-sm font-medium text-gray-700">Pack of {a.pack_size}</p> : null}
                <p className="mt-1 font-semibold">{formatPrice(locale, a.currency, a.price, a.marketplace)}</p>
                {a.price != null && a.fetched_at && <p className="text-xs text-gray-600">{priceAsOf(locale, a.fetched_at)}</p>}
                <Stars rating={a.rating} reviews={a.reviews_count} />
                <PriceTracking history={a.price_history} fetchedAt={a.fetched_at} locale={locale} />
                <a
                  href={buyHref(product.product_id, a.amazon_product_id, {
                    src: "product",
                    video: product.video_id,
                    marketplace: a.marketplace,
                  })}
                  target="_blank"
                  rel={BUY_LINK_REL}
                  className="btn-primary mt-4"
                >
                  View on Amazon<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {product.amazon_products.some((a) => a.price != null) && <p className="mt-3 text-xs text-gray-600">{PRICE_DISCLAIMER}</p>}
      </section>

      {product.video_id && (
        <Link to={`/videos/${product.video_id}`} className="btn-secondary">
          ← Back to Video
        </Link>
      )}

      {best && buy && (
        // Phones: the price and Buy stay on screen however far the visitor reads (plain CSS, no script). Sticky, not
        // fixed: at the end of the article it stops above the footer instead of covering it.
        <div className="sticky bottom-0 z-30 -mx-4 flex items-center justify-between gap-3 border-t border-gray-200 bg-white/95 px-4 py-3 shadow-lg md:hidden">
          <span className="font-semibold text-gray-900">{formatPrice(locale, best.currency, best.price, best.marketplace)}</span>
          <a href={buy} target="_blank" rel={BUY_LINK_REL} className="btn-primary" data-testid="sticky-buy">
            Buy on Amazon<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      )}
    </article>
  );
}

/** The 30-day chart once a listing has had two prices; before that, only since when its price is watched. */
function PriceTracking({ history, fetchedAt, locale }: { history: PriceHistoryData | null; fetchedAt: string; locale: string }) {
  if (history && history.points.length >= 2) return <PriceHistory history={history} locale={locale} />;
  return <p className="mt-2 text-xs text-gray-600">Tracking since {formatDate(locale, history?.points[0]?.observed_at ?? fetchedAt)}</p>;
}

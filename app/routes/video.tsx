import { Link } from "react-router";
import { useHydrated } from "~/lib/hydrated";
import type { Route } from "./+types/video";
import { formatDate, formatPrice, formatSeconds, pageMeta, PRICE_DISCLAIMER, priceAsOf } from "~/lib/format";
import { MarketplaceNote } from "~/components/MarketplaceNote";
import { baseUrlOf, breadcrumbs, videoDescription, videoJsonLd, type StructuredDataHandle } from "~/lib/seo";
import { serve } from "@worker/services/serve";
import { getVideoPage } from "@worker/services/videos";
import { intParam, withRefusals, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";
import { NotFoundForward } from "~/components/NotFoundForward";
import { withNotFoundSuggestions } from "~/lib/not-found.server";
import { Stars } from "~/components/Stars";
import { BUY_LINK_REL, buyHref } from "@worker/lib/buy-links";
import { useLocale } from "~/lib/locale";
import { publicPageHeaders } from "~/lib/cache";

export const headers = publicPageHeaders;
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const t = intParam(new URL(request.url).searchParams, "t", 0, 86_400);
  const { video, products } = await withRefusals(
    withNotFoundSuggestions(rc, "video", params.videoId, serve(rc, getVideoPage, { video_id: params.videoId })),
  );
  return { video, products, t };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const v = loaderData?.video;
  if (!v) return pageMeta("Video not found", "This video could not be found.", { noindex: true });
  const base = baseUrlOf(matches);
  return pageMeta(v.title, videoDescription(v), { base, image: v.thumbnail_url, type: "video.other" });
}

export const handle: StructuredDataHandle<Route.MetaArgs["loaderData"]> = {
  structuredData: (data, base) => {
    const v = data?.video;
    if (!v) return [];
    return [
      videoJsonLd(v, data.products, base),
      breadcrumbs(base, [
        ["Home", "/"],
        ["Channels", "/channels"],
        [v.channel_name, `/channels/${v.channel_id}`],
        [v.title, `/videos/${v.video_id}`],
      ]),
    ];
  },
};

export function ErrorBoundary() {
  return (
    <RouteError
      notFound={<NotFoundForward kind="video" message="Video not found." />}
      failed="Failed to load video data. Please try again later."
    />
  );
}

/**
 * The external player's frame is asked for once the page runs (decision 0022): loaded with the
 * page, its document and scripts share a phone's bandwidth with ours and hold back the first paint.
 * Without JavaScript the frame is in the page from the start.
 */
function Player({ src, title }: { src: string; title: string }) {
  const frame = (
    <iframe
      key={src}
      src={src}
      title={title}
      loading="lazy"
      width={1280}
      height={720}
      className="size-full"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
    />
  );
  return useHydrated() ? frame : <noscript>{frame}</noscript>;
}

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { video, products, t } = loaderData;
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.video_id)}${t ? `?start=${t}&autoplay=1` : ""}`;
  return (
    <article className="space-y-8">
      {/* On a phone the player stays in view while the list scrolls under it (pure CSS: no script). */}
      <div
        id="player"
        className="z-10 aspect-video overflow-hidden rounded-xl bg-black max-sm:sticky max-sm:top-0 max-sm:-mx-4 max-sm:rounded-none"
      >
        <Player src={src} title={video.title} />
      </div>
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{video.title}</h1>
        <p className="mt-2 text-sm text-gray-600">
          Published {formatDate(locale, video.published_at)} by{" "}
          <Link to={`/channels/${video.channel_id}`} className="link">
            {video.channel_name}
          </Link>
        </p>
      </header>
      <section aria-labelledby="mentioned-title">
        <h2 id="mentioned-title" className="text-xl font-semibold">
          Products Mentioned
        </h2>
        {products.length === 0 ? (
          <p className="mt-3 text-gray-600">No products found.</p>
        ) : (
          <>
            <ul className="mt-4 space-y-3">
              {products.map((p) => {
                const l = p.listing;
                return (
                  <li key={p.product_id} className="card flex gap-3 p-3 sm:gap-4 sm:p-4">
                    <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 sm:size-24">
                      {l?.image_url ? (
                        <img src={l.image_url} alt="" width={96} height={96} loading="lazy" className="size-full object-contain p-1" />
                      ) : (
                        <span className="text-center text-xs text-gray-600">No Image</span>
                      )}
                    </div>
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                        <Link to={`/products/${p.product_id}`} className="link font-semibold">
                          {p.product_name}
                        </Link>
                        <Link
                          to={`?t=${p.video_timestamp}#player`}
                          preventScrollReset={false}
                          className="link text-sm"
                          aria-label={`Watch from ${formatSeconds(p.video_timestamp)}: ${p.product_name}`}
                        >
                          ▶ {formatSeconds(p.video_timestamp)}
                        </Link>
                      </div>
                      {l && (
                        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                          <span className="font-semibold text-gray-900" title={priceAsOf(locale, l.fetched_at) || undefined}>
                            {formatPrice(locale, l.currency, l.price, l.marketplace)}
                          </span>
                          <MarketplaceNote listing={l.marketplace} />
                          <Stars rating={l.rating} reviews={l.reviews_count} />
                        </div>
                      )}
                      {p.claims && (
                        <blockquote className="mt-2 border-l-4 border-indigo-200 pl-3 text-sm italic text-gray-700">
                          “{p.claims}”
                        </blockquote>
                      )}
                      {l && (
                        <a
                          href={buyHref(p.product_id, l.amazon_product_id, {
                            src: "video",
                            video: video.video_id,
                            marketplace: l.marketplace,
                          })}
                          target="_blank"
                          rel={BUY_LINK_REL}
                          className="btn-primary mt-3 px-3 py-1.5 text-sm"
                        >
                          View on Amazon<span className="sr-only">: {p.product_name} (opens in a new tab)</span>
                        </a>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {products.some((p) => p.listing?.price != null) && <p className="mt-3 text-xs text-gray-600">{PRICE_DISCLAIMER}</p>}
          </>
        )}
      </section>
      <Link to={`/channels/${video.channel_id}`} className="btn-secondary">
        ← Back to Channel
      </Link>
    </article>
  );
}

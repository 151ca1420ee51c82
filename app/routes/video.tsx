import { Link } from "react-router";
import type { Route } from "./+types/video";
import { formatDate, formatSeconds, pageMeta } from "~/lib/format";
import { baseUrlOf, breadcrumbs, videoDescription, videoJsonLd, type StructuredDataHandle } from "~/lib/seo";
import * as api from "~/lib/api.server";
import { intParam, withRefusals, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";
import { useLocale } from "~/lib/locale";
import { publicPageHeaders } from "~/lib/cache";

export const headers = publicPageHeaders;
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const t = intParam(new URL(request.url).searchParams, "t", 0, 86_400);
  const [video, products] = await withRefusals(
    Promise.all([api.getVideo(rc, params.videoId), api.listVideoProducts(rc, params.videoId, 100)]),
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
      notFound={<p className="py-10 text-center text-gray-600">Video not found.</p>}
      failed="Failed to load video data. Please try again later."
    />
  );
}

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { video, products, t } = loaderData;
  const src = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.video_id)}${t ? `?start=${t}&autoplay=1` : ""}`;
  return (
    <article className="space-y-8">
      <div id="player" className="overflow-hidden rounded-xl bg-black">
        <iframe
          key={src}
          src={src}
          title={video.title}
          loading="lazy"
          width={1280}
          height={720}
          className="aspect-video h-auto w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
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
          <ul className="mt-4 space-y-3">
            {products.map((p) => (
              <li key={p.product_id} className="card p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link to={`/products/${p.product_id}`} className="font-semibold hover:text-indigo-700">
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
                {p.claims && (
                  <blockquote className="mt-2 border-l-4 border-indigo-200 pl-3 text-sm italic text-gray-700">“{p.claims}”</blockquote>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Link to={`/channels/${video.channel_id}`} className="btn-secondary">
        ← Back to Channel
      </Link>
    </article>
  );
}

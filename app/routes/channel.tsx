import { data, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/channel";
import { Avatar } from "~/components/Avatar";
import { ProductGrid } from "~/components/ProductCard";
import { cardPrices, PricesAsOf } from "~/components/PricesAsOf";
import { Pager, TabLinks, TabPanel } from "~/components/Tabs";
import { formatDate, pageMeta } from "~/lib/format";
import { baseUrlOf, breadcrumbs, channelJsonLd, type StructuredDataHandle } from "~/lib/seo";
import { serve } from "@worker/services/serve";
import { channelConnectionStatus } from "@worker/services/channel-connections";
import { getChannel } from "@worker/services/channels";
import { resendVerificationEmail } from "@worker/services/email-verification";
import { countChannelProductGroups, listChannelProductGroups } from "@worker/services/product-groups";
import { channelStorefrontHandle } from "@worker/services/storefronts";
import { subscribe, unsubscribe } from "@worker/services/subscriptions";
import { listVideos } from "@worker/services/videos";
import { detailOr, intParam, isAppError, withRefusals, rcOf, str } from "~/lib/http.server";
import { SubscribeButton } from "~/components/SubscribeButton";
import { UNVERIFIED_EMAIL } from "@worker/services/email-verification";
import { RouteError } from "~/components/RouteError";
import { failedInPlace, inPlace } from "~/lib/in-place";
import { NotFoundForward } from "~/components/NotFoundForward";
import { withNotFoundSuggestions } from "~/lib/not-found.server";
import type { Product, Video } from "~/lib/types";
import { useLocale } from "~/lib/locale";
import type { ChannelConnectionStatus } from "@worker/services/channel-connections";
import { deepestPage } from "@worker/services/pagination";
import { publicPageHeaders } from "~/lib/cache";
import { imageLoading } from "~/lib/image-loading";

const VIDEO_PAGE = 15;
const PRODUCT_LIMIT = 100;

export const headers = publicPageHeaders;
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const url = new URL(request.url);
  const tab = url.searchParams.get("tab") === "products" ? "products" : "videos";
  // A page past the deepest one the lists serve shows the deepest (docs/decisions/0010).
  const page = intParam(url.searchParams, "page", 1, deepestPage(VIDEO_PAGE));
  const id = params.channelId;
  const [channel, productCount, videos, products, connection, storefrontHandle] = await withRefusals(
    withNotFoundSuggestions(
      rc,
      "channel",
      id,
      Promise.all([
        serve(rc, getChannel, { channel_id: id }),
        serve(rc, countChannelProductGroups, { channel_id: id }).then((r) => r.count),
        tab === "videos" ? serve(rc, listVideos, { channel_id: id, skip: (page - 1) * VIDEO_PAGE, limit: VIDEO_PAGE }) : null,
        tab === "products" ? serve(rc, listChannelProductGroups, { channel_id: id, page: 1, limit: PRODUCT_LIMIT }) : null,
        serve(rc, channelConnectionStatus, { channel_id: id }),
        serve(rc, channelStorefrontHandle, { channel_id: id }),
      ]),
    ),
  );
  return {
    loggedIn: !!rc.viewer,
    channel,
    productCount,
    tab,
    page,
    videos: videos?.videos ?? ([] as Video[]),
    videoTotal: videos?.total ?? 0,
    products: products?.products ?? ([] as Product[]),
    connection,
    storefrontHandle,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  if (!rc.viewer) throw redirect(`/login?redirectTo=${encodeURIComponent(`/channels/${params.channelId}`)}`);
  const intent = str(await request.formData(), "intent");
  if (intent === "resend_verification") {
    // Resend, beside the Subscribe button its refusal is shown next to: the notice stays with the answer under it.
    try {
      const { message } = await serve(rc, resendVerificationEmail, {});
      return { error: null, unverified: { message: UNVERIFIED_EMAIL, resent: { ok: true, message } } };
    } catch (e) {
      const resent = { ok: false, message: detailOr(e, "Failed to send the e-mail. Please try again later.") };
      return data({ error: null, unverified: { message: UNVERIFIED_EMAIL, resent } }, { status: isAppError(e) ? e.status : 500 });
    }
  }
  try {
    if (intent === "subscribe") await serve(rc, subscribe, { channel_id: params.channelId });
    else if (intent === "unsubscribe") await serve(rc, unsubscribe, { channel_id: params.channelId });
    return { error: null };
  } catch (e) {
    if (isAppError(e) && e.status === 403 && e.detail === UNVERIFIED_EMAIL)
      return data({ error: null, unverified: { message: e.detail } }, { status: 403 });
    return data({ error: detailOr(e, "Failed to load channel data. Please try again later.") }, { status: 400 });
  }
}

/** A Subscribe or Unsubscribe that gets no answer keeps the page, with Retry beside the button (app/lib/in-place.ts). */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => inPlace(request, serverAction);

/** Nor is the page read again after such a failure: it keeps what it shows. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return failedInPlace(actionResult) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const c = loaderData && "channel" in loaderData ? loaderData.channel : null;
  if (!c) return pageMeta("Channel not found", "This channel could not be found.", { noindex: true });
  const base = baseUrlOf(matches);
  return [
    ...pageMeta(c.channel_name, c.description?.slice(0, 155) || `Videos and products from ${c.channel_name}.`, {
      base,
      image: c.thumbnail_url,
      type: "profile",
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${c.channel_name}: new videos`,
      href: `/channels/${c.channel_id}/feed.xml`,
    },
  ];
}

export const handle: StructuredDataHandle<Route.MetaArgs["loaderData"]> = {
  structuredData: (data, base) => {
    const c = data && "channel" in data ? data.channel : null;
    if (!c) return [];
    return [
      channelJsonLd(c, base),
      breadcrumbs(base, [
        ["Home", "/"],
        ["Channels", "/channels"],
        [c.channel_name, `/channels/${c.channel_id}`],
      ]),
    ];
  },
};

export function ErrorBoundary() {
  return (
    <RouteError
      notFound={<NotFoundForward kind="channel" message="Channel not found." />}
      failed="Failed to load channel data. Please try again later."
    />
  );
}

export default function ChannelPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const { channel, productCount, tab, page, videos, videoTotal, products, loggedIn, connection, storefrontHandle } = loaderData;
  const subscribed = !!channel.is_subscribed;
  const base = `/channels/${params.channelId}`;
  return (
    <div>
      <header className="card flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
        <Avatar name={channel.channel_name} src={channel.thumbnail_url} size={96} />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold">{channel.channel_name}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {channel.subscriber_count} · {channel.video_count} videos · {productCount} products
          </p>
          {channel.description && <p className="mt-3 whitespace-pre-line text-gray-700">{channel.description}</p>}
          <p className="mt-3 text-sm">
            {/* A document, not a route: a plain link so the browser (or feed reader) fetches it. */}
            <a href={`${base}/feed.xml`} type="application/atom+xml" className="link">
              Follow new videos with a feed reader (Atom)
            </a>
          </p>
          {storefrontHandle && (
            <Link to={`/s/${storefrontHandle}`} className="btn-secondary mt-3">
              Shop {channel.channel_name}'s storefront
            </Link>
          )}
        </div>
        <SubscribeButton
          loggedIn={loggedIn}
          subscribed={subscribed}
          returnTo={base}
          busy={busy}
          unverified={(actionData && "unverified" in actionData ? actionData.unverified : null) ?? null}
          failed={failedInPlace(actionData)}
        />
      </header>
      {connection && <OwnerConnection connection={connection} />}
      {actionData && "error" in actionData && actionData.error && (
        <p role="alert" className="alert-error mt-4">
          {actionData.error}
        </p>
      )}
      <div className="mt-8">
        <TabLinks
          label="Channel content"
          active={tab}
          tabs={[
            { id: "videos", label: "Videos", to: base },
            { id: "products", label: "Products", to: `${base}?tab=products` },
          ]}
        />
        <TabPanel id={tab}>
          {tab === "videos" ? (
            videos.length === 0 ? (
              <p className="py-6 text-center text-gray-600">No videos yet.</p>
            ) : (
              <>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {videos.map((v, i) => (
                    <li key={v.video_id} className="card overflow-hidden">
                      <Link to={`/videos/${v.video_id}`} className="group block">
                        {v.thumbnail_url ? (
                          <img
                            src={v.thumbnail_url}
                            alt=""
                            width={480}
                            height={270}
                            // The first row opens the tab: its thumbnails are the largest paint.
                            {...imageLoading(i < 2)}
                            className="aspect-video w-full bg-gray-100 object-cover"
                          />
                        ) : (
                          <div className="aspect-video bg-gray-100" />
                        )}
                        <div className="p-3">
                          <h3 className="line-clamp-2 font-medium group-hover:text-indigo-700">{v.title}</h3>
                          <p className="mt-1 text-xs text-gray-600">{formatDate(locale, v.published_at)}</p>
                        </div>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Pager page={page} pages={Math.ceil(videoTotal / VIDEO_PAGE)} href={(p) => `${base}?page=${p}`} />
              </>
            )
          ) : products.length === 0 ? (
            <p className="py-6 text-center text-gray-600">No products found.</p>
          ) : (
            <>
              <ProductGrid
                lead
                products={products}
                storefronts={storefrontHandle ? { [channel.channel_id]: storefrontHandle } : undefined}
              />
              <PricesAsOf prices={cardPrices(products)} />
            </>
          )}
        </TabPanel>
      </div>
    </div>
  );
}

/** Admins only: connect the channel owner's YouTube account so the pipeline reads their own captions. */
function OwnerConnection({ connection }: { connection: ChannelConnectionStatus }) {
  return (
    <section aria-label="Admin controls" className="card mt-4 flex flex-wrap items-center gap-3 p-4 text-sm">
      <span className="font-medium">Owner's captions:</span>
      {connection.configured ? (
        <>
          <span className="text-gray-700">{connection.connected ? "connected" : "not connected"}</span>
          <a href={connection.start_url} className="btn-secondary">
            {connection.connected ? "Reconnect owner's YouTube account" : "Connect owner's YouTube account"}
          </a>
        </>
      ) : (
        <span className="text-gray-700">
          connecting an owner's account needs GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET (see docs/providers.md).
        </span>
      )}
    </section>
  );
}

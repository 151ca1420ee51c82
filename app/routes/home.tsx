import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/home";
import { ChannelCard } from "~/components/ChannelCard";
import { ProductGrid } from "~/components/ProductCard";
import { cardPrices, PricesAsOf } from "~/components/PricesAsOf";
import { pageMeta } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { listChannels } from "@worker/services/channels";
import { emailVerified, resendVerificationEmail } from "@worker/services/email-verification";
import { listProductGroups } from "@worker/services/product-groups";
import { listSubscriptions } from "@worker/services/subscriptions";
import { detailOr, isAppError, rcOf, str } from "~/lib/http.server";
import { CheckInboxBanner, WELCOME_PARAM } from "~/components/CheckInboxBanner";
import { publicPageHeaders } from "~/lib/cache";
import { RouteError } from "~/components/RouteError";

export const headers = publicPageHeaders;
export const meta = () =>
  pageMeta(
    "Products your favourite creators actually use",
    "Discover the products mentioned in creators' videos, with the moment they talk about them.",
  );

/** Trending products the page shows; a signed-in visitor's read takes the next four too (see `recommendedOf`). */
const TRENDING = 8;
const STAND_IN = 4;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  try {
    // One round trip: everything a signed-in visitor's sections may need is read together.
    const [welcome, channels, trending, subscribed, subscriptions] = await Promise.all([
      welcomeOf(request, rc),
      serve(rc, listChannels, { skip: 0, limit: 4, sort: "subscribers" }),
      serve(rc, listProductGroups, { page: 1, limit: rc.viewer ? TRENDING + STAND_IN : TRENDING, sort: "recent" }),
      rc.viewer ? serve(rc, listProductGroups, { page: 1, limit: 4, subscribed_only: true }) : null,
      rc.viewer ? serve(rc, listSubscriptions, { skip: 0, limit: 1 }) : null,
    ]);
    return {
      error: null,
      welcome,
      channels: channels.channels,
      trending: trending.products.slice(0, TRENDING),
      subscribed: subscribed?.products ?? null,
      recommended: subscribed && subscriptions ? recommendedOf(subscribed.products, trending.products, subscriptions.total) : null,
    };
  } catch (e) {
    console.error(e);
    return {
      error: "Failed to load data. Please try again later.",
      welcome: null,
      channels: [],
      trending: [],
      subscribed: null,
      recommended: null,
    };
  }
}

/** A new account (the register page sends it here with ?welcome=1) whose address is not confirmed yet. */
async function welcomeOf(request: Request, rc: ReturnType<typeof rcOf>) {
  if (!rc.viewer || !new URL(request.url).searchParams.has(WELCOME_PARAM)) return null;
  try {
    return (await serve(rc, emailVerified, {})) ? null : { email: rc.viewer.email };
  } catch (e) {
    console.error(e);
    return null;
  }
}

/** The "check your inbox" banner's Resend. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  if (str(await request.formData(), "intent") !== "resend_verification" || !rc.viewer) return data({ resent: null }, { status: 400 });
  try {
    return { resent: { ok: true, message: (await serve(rc, resendVerificationEmail, {})).message } };
  } catch (e) {
    const message = detailOr(e, "Failed to send the e-mail. Please try again later.");
    return data({ resent: { ok: false, message } }, { status: isAppError(e) ? e.status : 500 });
  }
}

/**
 * A signed-in visitor whose subscriptions show nothing yet (none, or channels without listed
 * products) gets trending products in that section instead, saying so: the next ones after the
 * Trending section's where there are more, so the page does not show the same cards twice.
 */
function recommendedOf<P>(subscribed: P[], trending: P[], subscriptionCount: number) {
  if (subscribed.length > 0) return null;
  const next = trending.slice(TRENDING);
  return {
    reason: subscriptionCount === 0 ? ("no-subscriptions" as const) : ("nothing-listed" as const),
    products: next.length ? next : trending.slice(0, STAND_IN),
  };
}

const FEATURES = [
  { title: "Real mentions", text: "Every product links to the exact moment a creator talks about it, with the quote." },
  { title: "Live prices", text: "Matched marketplace listings with price, rating and review count." },
  { title: "Follow creators", text: "Subscribe to channels and get notified when new videos and products appear." },
  { title: "Smart filters", text: "Narrow by category, subcategory and creator, then sort by price or rating." },
];

const STEPS = [
  { title: "Creators publish", text: "We watch the channels you love for new videos." },
  { title: "We find the products", text: "Transcripts are read and every product mention is extracted." },
  { title: "You shop with context", text: "See who recommends what, why, and where to buy it." },
];

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError failed="Failed to load data. Please try again later." />;
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { channels, trending, subscribed, recommended, error, welcome } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-14">
      {welcome && <CheckInboxBanner email={welcome.email} resent={actionData?.resent ?? null} busy={busy} />}
      <section className="rounded-2xl bg-gradient-to-br from-indigo-700 to-violet-700 px-6 py-12 text-center text-white sm:px-12">
        <h1 className="text-3xl font-bold sm:text-5xl">Products your favourite creators actually use</h1>
        <p className="mx-auto mt-4 max-w-2xl text-indigo-100">
          Search thousands of products mentioned in videos, see the quote and jump to the moment they are discussed.
        </p>
        <Form method="get" action="/products" role="search" className="mx-auto mt-8 flex max-w-xl flex-col gap-2 sm:flex-row">
          <label htmlFor="hero-search" className="sr-only">
            Search products
          </label>
          <input
            id="hero-search"
            name="search"
            type="search"
            placeholder="Search products, brands or categories"
            className="input flex-1"
          />
          <button type="submit" className="btn-primary bg-white text-indigo-700 hover:bg-indigo-50">
            Search
          </button>
        </Form>
      </section>

      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}

      {subscribed && (
        <section aria-labelledby="subs-title">
          <div className="mb-4 flex items-end justify-between">
            <h2 id="subs-title" className="text-2xl font-bold">
              From your subscriptions
            </h2>
            <Link to="/profile?tab=recommended" className="link text-sm">
              See all
            </Link>
          </div>
          {subscribed.length ? (
            <ProductGrid products={subscribed} lead />
          ) : (
            <div className="space-y-4">
              <div className="card flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-gray-700">
                  {recommended?.reason === "nothing-listed"
                    ? "The channels you follow have no products with a listing yet. Follow more creators to see their picks here."
                    : "You haven't subscribed to any channels yet. Subscribe to channels to see their products here."}
                </p>
                <Link to="/channels" className="btn-primary whitespace-nowrap">
                  Browse channels
                </Link>
              </div>
              {recommended && recommended.products.length > 0 && (
                <>
                  <p className="text-sm text-gray-600">
                    Recommended for you: trending products for now, until your subscriptions bring their own.
                  </p>
                  <ProductGrid products={recommended.products} />
                </>
              )}
            </div>
          )}
        </section>
      )}

      <section aria-labelledby="channels-title">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="channels-title" className="text-2xl font-bold">
            Featured channels
          </h2>
          <Link to="/channels" className="link text-sm">
            All channels
          </Link>
        </div>
        {channels.length ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {channels.map((c) => (
              <ChannelCard key={c.channel_id} channel={c} />
            ))}
          </div>
        ) : (
          <p className="text-gray-600">No channels found.</p>
        )}
      </section>

      <section aria-labelledby="trending-title">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="trending-title" className="text-2xl font-bold">
            Trending products
          </h2>
          <Link to="/products" className="link text-sm">
            All products
          </Link>
        </div>
        {trending.length ? <ProductGrid products={trending} /> : <p className="text-gray-600">No products found.</p>}
        {/* One note for both product lists of the page. */}
        <PricesAsOf prices={cardPrices([...(subscribed ?? []), ...trending])} />
      </section>

      <section aria-labelledby="features-title">
        <h2 id="features-title" className="text-2xl font-bold">
          Why people use it
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.title} className="card p-5">
              <h3 className="font-semibold">{f.title}</h3>
              <p className="mt-1 text-sm text-gray-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-bold">
          How it works
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="card p-5">
              <span className="flex size-8 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">{i + 1}</span>
              <h3 className="mt-3 font-semibold">{s.title}</h3>
              <p className="mt-1 text-sm text-gray-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-bold">Are you a creator?</h2>
          <p className="mt-1 text-gray-600">
            Get your own automated storefront: custom domain, curated products, keep 100% of your commission, no upfront cost, ready within
            24 hours.
          </p>
        </div>
        <Link to="/creator-submission" className="btn-primary whitespace-nowrap">
          Launch your storefront
        </Link>
      </section>
    </div>
  );
}

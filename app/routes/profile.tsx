import { Form, Link } from "react-router";
import type { Route } from "./+types/profile";
import { ChannelCard } from "~/components/ChannelCard";
import { ProductGrid } from "~/components/ProductCard";
import { cardPrices, PricesAsOf } from "~/components/PricesAsOf";
import { Pager, TabLinks, TabPanel } from "~/components/Tabs";
import { pageMeta } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { getPreferences, updatePreferences } from "@worker/services/digest";
import { listFollowedProducts } from "@worker/services/product-follows";
import { listProductGroups } from "@worker/services/product-groups";
import { listSubscriptions } from "@worker/services/subscriptions";
import { intParam, requireViewer } from "~/lib/http.server";
import type { Channel, FollowedProducts, Product } from "~/lib/types";
import { formatDate, formatPrice } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import { deepestPage } from "@worker/services/pagination";
import { RouteError } from "~/components/RouteError";

export const meta = () => pageMeta("My Profile", "Your subscriptions and products recommended from them.", { noindex: true });

const SUBS_PAGE = 10;
const RECOMMENDED = 12;
const FOLLOWED_PAGE = 20;
type Followed = FollowedProducts["products"];
type Tab = "subscriptions" | "recommended" | "followed";
const tabOf = (value: string | null): Tab => (value === "recommended" || value === "followed" ? value : "subscriptions");
const PAGE_SIZE: Record<Tab, number> = { subscriptions: SUBS_PAGE, recommended: RECOMMENDED, followed: FOLLOWED_PAGE };
const tabHref = (tab: Tab, page = 1) => {
  const query = new URLSearchParams();
  if (tab !== "subscriptions") query.set("tab", tab);
  if (page > 1) query.set("page", String(page));
  const qs = query.toString();
  return qs ? `/profile?${qs}` : "/profile";
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc, viewer } = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const tab = tabOf(params.get("tab"));
  const page = intParam(params, "page", 1, deepestPage(Math.max(SUBS_PAGE, RECOMMENDED, FOLLOWED_PAGE)));
  const { notification_digest: notificationDigest } = await serve(rc, getPreferences, {});
  const empty = {
    error: null,
    email: viewer.email,
    notificationDigest,
    tab,
    page,
    channels: [] as Channel[],
    total: 0,
    products: [] as Product[],
    followed: [] as Followed,
  };
  try {
    if (tab === "subscriptions") {
      const res = await serve(rc, listSubscriptions, { skip: (page - 1) * SUBS_PAGE, limit: SUBS_PAGE });
      return { ...empty, channels: res.subscriptions.map((s) => s.channel), total: res.total };
    }
    if (tab === "followed") {
      const res = await serve(rc, listFollowedProducts, { page, limit: FOLLOWED_PAGE });
      return { ...empty, followed: res.products, total: res.total };
    }
    const res = await serve(rc, listProductGroups, { page, limit: RECOMMENDED, subscribed_only: true });
    return { ...empty, total: res.total, products: res.products };
  } catch (e) {
    console.error(e);
    return { ...empty, error: "Failed to load profile data. Please try again later." };
  }
}

/** The e-mail preference: the opt-in daily digest of unread notifications. */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireViewer(request, context);
  const form = await request.formData();
  const saved = await serve(rc, updatePreferences, { notification_digest: form.get("notification_digest") === "on" });
  return { notificationDigest: saved.notification_digest };
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError failed="Failed to load profile data. Please try again later." />;
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { email, notificationDigest, tab, page, channels, products, followed, total, error } = loaderData;
  const size = PAGE_SIZE[tab];
  return (
    <div>
      <h1 className="text-3xl font-bold">My Profile</h1>
      <p className="mt-1 text-gray-600">
        Signed in as <span className="font-medium text-gray-900">{email}</span> ·{" "}
        <Link to="/account" className="link">
          Account and security
        </Link>
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            name="notification_digest"
            defaultChecked={notificationDigest}
            key={String(notificationDigest)}
            className="size-4"
          />
          E-mail me a daily digest of my unread notifications
        </label>
        <button type="submit" className="btn-secondary px-3 py-1 text-sm">
          Save e-mail preference
        </button>
        {actionData && (
          <p role="status" className="text-sm text-green-800">
            Saved: the daily digest is {actionData.notificationDigest ? "on" : "off"}.
          </p>
        )}
      </Form>
      <div className="mt-8">
        <TabLinks
          label="Profile sections"
          active={tab}
          tabs={[
            { id: "subscriptions", label: "My Subscriptions", to: "/profile" },
            { id: "recommended", label: "Recommended Products", to: "/profile?tab=recommended" },
            { id: "followed", label: "Followed Products", to: "/profile?tab=followed" },
          ]}
        />
        <TabPanel id={tab}>
          {error && (
            <p role="alert" className="alert-error">
              {error}
            </p>
          )}
          {tab === "subscriptions" ? (
            channels.length === 0 && !error ? (
              <div className="py-8 text-center">
                <p className="text-gray-600">You haven't subscribed to any channels yet.</p>
                <Link to="/channels" className="btn-primary mt-4">
                  Browse channels
                </Link>
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {channels.map((c) => (
                  <ChannelCard key={c.channel_id} channel={c} />
                ))}
              </div>
            )
          ) : tab === "followed" ? (
            followed.length === 0 && !error ? (
              <div className="py-8 text-center">
                <p className="text-gray-600">You don't follow any products yet. Follow one from its page to hear when its price drops.</p>
                <Link to="/products" className="btn-primary mt-4">
                  Browse products
                </Link>
              </div>
            ) : (
              <FollowedList products={followed} />
            )
          ) : products.length === 0 && !error ? (
            <p className="py-8 text-center text-gray-600">No products found.</p>
          ) : (
            <>
              <ProductGrid products={products} />
              <PricesAsOf prices={cardPrices(products)} />
            </>
          )}
          <Pager page={page} pages={Math.ceil(total / size)} href={(p) => tabHref(tab, p)} />
        </TabPanel>
      </div>
    </div>
  );
}

/** The products the visitor follows for price-drop alerts, with the current price and the 30-day low. */
function FollowedList({ products }: { products: Followed }) {
  const locale = useLocale();
  return (
    <ul className="divide-y divide-gray-100" aria-label="Followed products">
      {products.map((p) => (
        <li key={p.product_id} className="flex items-center gap-4 py-3">
          <div className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-gray-100">
            {p.image_url ? (
              <img src={p.image_url} alt="" width={64} height={64} loading="lazy" className="size-full object-contain p-1" />
            ) : null}
          </div>
          <div className="min-w-0 flex-1">
            <Link to={`/products/${p.product_id}`} className="link font-medium">
              {p.product_name}
            </Link>
            <p className="text-sm text-gray-700">
              {p.listed ? formatPrice(locale, p.currency, p.price) : "No listing right now"}
              {p.listed && p.low_30d != null && <> · lowest in 30 days {formatPrice(locale, p.currency, p.low_30d)}</>}
            </p>
            <p className="text-xs text-gray-600">Following since {formatDate(locale, p.followed_at)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

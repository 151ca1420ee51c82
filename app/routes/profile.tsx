import { Form, Link } from "react-router";
import type { Route } from "./+types/profile";
import { ChannelCard } from "~/components/ChannelCard";
import { ProductGrid } from "~/components/ProductCard";
import { Pager, TabLinks, TabPanel } from "~/components/Tabs";
import { pageMeta } from "~/lib/format";
import * as api from "~/lib/api.server";
import { intParam, requireViewer } from "~/lib/http.server";
import type { Channel, Product } from "~/lib/types";
import { deepestPage } from "@worker/services/pagination";

export const meta = () => pageMeta("My Profile", "Your subscriptions and products recommended from them.", { noindex: true });

const SUBS_PAGE = 10;
const RECOMMENDED = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc, viewer } = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab") === "recommended" ? "recommended" : "subscriptions";
  const page = intParam(params, "page", 1, deepestPage(Math.max(SUBS_PAGE, RECOMMENDED)));
  const notificationDigest = await api.getNotificationDigest(rc);
  try {
    if (tab === "subscriptions") {
      const res = await api.listSubscriptions(rc, { skip: (page - 1) * SUBS_PAGE, limit: SUBS_PAGE });
      return { error: null, email: viewer.email, notificationDigest, tab, page, channels: res.subscriptions.map((s) => s.channel), total: res.total, products: [] as Product[] };
    }
    const res = await api.listProducts(rc, { page, limit: RECOMMENDED, subscribed_only: true });
    return { error: null, email: viewer.email, notificationDigest, tab, page, channels: [] as Channel[], total: res.total, products: res.products };
  } catch (e) {
    console.error(e);
    return { error: "Failed to load profile data. Please try again later.", email: viewer.email, notificationDigest, tab, page, channels: [] as Channel[], total: 0, products: [] as Product[] };
  }
}

/** The e-mail preference: the opt-in daily digest of unread notifications. */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireViewer(request, context);
  const form = await request.formData();
  return { notificationDigest: (await api.setNotificationDigest(rc, form.get("notification_digest") === "on")).notification_digest };
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { email, notificationDigest, tab, page, channels, products, total, error } = loaderData;
  const size = tab === "subscriptions" ? SUBS_PAGE : RECOMMENDED;
  return (
    <div>
      <h1 className="text-3xl font-bold">My Profile</h1>
      <p className="mt-1 text-gray-600">
        Signed in as <span className="font-medium text-gray-900">{email}</span> ·{" "}
        <Link to="/account" className="link">Account and security</Link>
      </p>
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input type="checkbox" name="notification_digest" defaultChecked={notificationDigest} key={String(notificationDigest)} className="size-4" />
          E-mail me a daily digest of my unread notifications
        </label>
        <button type="submit" className="btn-secondary px-3 py-1 text-sm">Save e-mail preference</button>
        {actionData && <p role="status" className="text-sm text-green-800">Saved: the daily digest is {actionData.notificationDigest ? "on" : "off"}.</p>}
      </Form>
      <div className="mt-8">
        <TabLinks
          label="Profile sections"
          active={tab}
          tabs={[
            { id: "subscriptions", label: "My Subscriptions", to: "/profile" },
            { id: "recommended", label: "Recommended Products", to: "/profile?tab=recommended" },
          ]}
        />
        <TabPanel id={tab}>
          {error && <p role="alert" className="alert-error">{error}</p>}
          {tab === "subscriptions" ? (
            channels.length === 0 && !error ? (
              <div className="py-8 text-center">
                <p className="text-gray-600">You haven't subscribed to any channels yet.</p>
                <Link to="/channels" className="btn-primary mt-4">Browse channels</Link>
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                {channels.map((c) => <ChannelCard key={c.channel_id} channel={c} />)}
              </div>
            )
          ) : products.length === 0 && !error ? (
            <p className="py-8 text-center text-gray-600">No products found.</p>
          ) : (
            <ProductGrid products={products} />
          )}
          <Pager
            page={page}
            pages={Math.ceil(total / size)}
            href={(p) => (tab === "subscriptions" ? `/profile?page=${p}` : `/profile?tab=recommended&page=${p}`)}
          />
        </TabPanel>
      </div>
    </div>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/index";
import { Avatar } from "~/components/Avatar";
import { RouteError } from "~/components/RouteError";
import { Pager } from "~/components/Tabs";
import { formatCount, SITE_NAME } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import { serve } from "@worker/services/serve";
import { listStorefrontChannels, listStudioChannels } from "@worker/services/studio";
import { siteTotals } from "@worker/services/studio-stats";
import { intParam, requireViewer } from "~/lib/http.server";

export const meta = () => [
  { title: `Creator studio | ${SITE_NAME}` },
  { name: "description", content: "Your channels' storefronts, partner tags and the clicks your recommendations earned." },
  { name: "robots", content: "noindex" },
];

/** The user's own channels; an admin also sees every channel with a storefront and the site's totals. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc, viewer } = requireViewer(request, context);
  const search = new URL(request.url).searchParams;
  const page = intParam(search, "page", 1);
  // The site's totals are 30 rows of click_site_days (decision 0020).
  const [mine, admin] = await Promise.all([
    serve(rc, listStudioChannels, {}),
    viewer.is_admin ? Promise.all([serve(rc, listStorefrontChannels, { page }), serve(rc, siteTotals, {})]) : null,
  ]);
  return {
    channels: mine.channels,
    admin: admin ? { storefronts: admin[0].channels, hasMore: admin[0].has_more, page, totals: admin[1] } : null,
  };
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load the studio. Please try again later." />;
}

type ChannelItem = Route.ComponentProps["loaderData"]["channels"][number];

function ChannelList({ channels, label }: { channels: ChannelItem[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-gray-200">
      {channels.map((c) => (
        <li key={c.channel_id} className="flex flex-wrap items-center gap-3 py-3">
          <Avatar name={c.channel_name} src={c.thumbnail_url} size={40} />
          <div className="min-w-0 flex-1">
            <Link to={`/studio/${encodeURIComponent(c.channel_id)}`} className="link font-medium">
              {c.channel_name}
            </Link>
            <p className="text-sm text-gray-600">
              {c.storefront ? (
                <>
                  Storefront /s/{c.storefront.handle} · {c.storefront.partner_tag ? `tag ${c.storefront.partner_tag}` : "the site's tag"}
                </>
              ) : (
                "No storefront yet"
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function StudioIndex({ loaderData }: Route.ComponentProps) {
  const { channels, admin } = loaderData;
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold">Creator studio</h1>
        <p className="mt-1 text-gray-600">Run your storefront and see what your recommendations earned.</p>
      </div>

      <section aria-labelledby="mine-title" className="card p-6">
        <h2 id="mine-title" className="text-xl font-semibold">
          Your channels
        </h2>
        {channels.length > 0 ? (
          <ChannelList channels={channels} label="Your channels" />
        ) : (
          <div className="mt-3 space-y-3 text-gray-700" data-testid="claim-help">
            <p>You do not own a channel here yet.</p>
            <p>
              To claim yours, sign in with the Google account that runs your YouTube channel: we ask Google which channels the account
              manages (read-only) and make them yours. Your e-mail address must be confirmed first.
            </p>
            <Link to="/studio/claim" className="btn-primary">
              Claim your channel
            </Link>
          </div>
        )}
      </section>

      {admin && (
        <section aria-labelledby="all-title" className="card space-y-4 p-6">
          <h2 id="all-title" className="text-xl font-semibold">
            Every storefront (admin)
          </h2>
          <dl className="grid grid-cols-3 gap-4" aria-label="The site's last 30 days" data-testid="site-totals">
            {[
              ["Clicks, 30 days", admin.totals.clicks],
              ["Storefront views, 30 days", admin.totals.views],
              ["Storefronts", admin.totals.storefronts],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-gray-50 p-3">
                <dt className="text-sm text-gray-600">{term}</dt>
                <dd className="text-2xl font-semibold">{formatCount(locale, Number(value))}</dd>
              </div>
            ))}
          </dl>
          {admin.storefronts.length > 0 ? (
            <ChannelList channels={admin.storefronts} label="Every storefront" />
          ) : (
            <p className="text-gray-600">No storefront yet.</p>
          )}
          {(admin.page > 1 || admin.hasMore) && (
            <Pager page={admin.page} pages={admin.hasMore ? admin.page + 1 : admin.page} href={(p) => `/studio?page=${p}`} />
          )}
        </section>
      )}
    </div>
  );
}

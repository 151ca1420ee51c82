import { Form, Link, useNavigation } from "react-router";
import type { CreatorApplication } from "@worker/services/creator-applications";
import type { getStorefrontForAdmin } from "@worker/services/storefronts";
import { Pager, StatusFilter } from "~/components/Tabs";
import { formatDate } from "~/lib/format";
import { useLocale } from "~/lib/locale";

export const APPLICATION_FILTERS = ["pending", "approved", "rejected", "all"] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
export const APPLICATIONS_PAGE = 20;

export interface ApplicationsTabData {
  filter: ApplicationFilter;
  page: number;
  applications: CreatorApplication[];
  total: number;
  storefront: Awaited<ReturnType<typeof getStorefrontForAdmin>> | null;
}

const FILTER_LABEL: Record<ApplicationFilter, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected", all: "All" };
const STATUS_CLASS: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-gray-200 text-gray-800",
};

const listUrl = (filter: ApplicationFilter, page = 1) => `/admin/applications?status=${filter}${page > 1 ? `&page=${page}` : ""}`;
const editorAction = (storefrontId: string) => `/admin/applications?storefront=${encodeURIComponent(storefrontId)}`;

/** The "Creator Applications" tab: review applications, then edit the storefront an approval created. */
export function CreatorApplications({ data, error }: { data: ApplicationsTabData; error: string | null }) {
  const locale = useLocale();
  const { filter, page, applications, total, storefront } = data;
  const busy = useNavigation().state === "submitting";
  const back = listUrl(filter, page);
  return (
    <div className="space-y-8">
      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      <section aria-labelledby="applications-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="applications-heading" className="text-xl font-semibold">
            Applications
          </h2>
          <StatusFilter
            label="Filter applications by status"
            filters={APPLICATION_FILTERS}
            current={filter}
            labels={FILTER_LABEL}
            href={(f) => listUrl(f)}
          />
        </div>
        {applications.length === 0 ? (
          <p className="text-gray-600">{filter === "all" ? "No applications yet." : `No ${filter} applications.`}</p>
        ) : (
          <ul className="space-y-3">
            {applications.map((a) => (
              <li key={a.application_id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold">{a.channel_handle}</span>
                    <span className={`badge ${STATUS_CLASS[a.status] ?? ""}`}>{a.status}</span>
                  </p>
                  <p className="text-sm text-gray-700">
                    {a.email}
                    {a.phone_number ? ` · ${a.phone_number}` : ""} · {a.category}
                  </p>
                  <p className="text-xs text-gray-600">
                    Submitted {formatDate(locale, a.created_at)}
                    {a.reviewed_at ? ` · reviewed ${formatDate(locale, a.reviewed_at)}` : ""}
                  </p>
                  <p className="text-sm text-gray-700">
                    {a.channel ? (
                      <>
                        Channel:{" "}
                        <Link to={`/channels/${a.channel.channel_id}`} className="link">
                          {a.channel.channel_name}
                        </Link>
                      </>
                    ) : (
                      "Channel not loaded yet: run search_youtube for it before approving."
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {a.status === "pending" && (
                    <>
                      <Form method="post" action={back}>
                        <input type="hidden" name="intent" value="approve" />
                        <input type="hidden" name="application_id" value={a.application_id} />
                        <input type="hidden" name="back" value={back} />
                        <button type="submit" className="btn-primary" disabled={busy} aria-label={`Approve ${a.channel_handle}`}>
                          Approve
                        </button>
                      </Form>
                      <Form method="post" action={back}>
                        <input type="hidden" name="intent" value="reject" />
                        <input type="hidden" name="application_id" value={a.application_id} />
                        <input type="hidden" name="back" value={back} />
                        <button type="submit" className="btn-secondary" disabled={busy} aria-label={`Reject ${a.channel_handle}`}>
                          Reject
                        </button>
                      </Form>
                    </>
                  )}
                  {a.storefront && (
                    <>
                      <Link
                        to={`${editorAction(a.storefront.storefront_id)}#storefront-editor`}
                        className="btn-secondary"
                        aria-label={`Edit the storefront of ${a.channel_handle}`}
                      >
                        Edit storefront
                      </Link>
                      <Link
                        to={`/s/${a.storefront.handle}`}
                        className="btn-secondary"
                        aria-label={`View the storefront of ${a.channel_handle}`}
                      >
                        View
                      </Link>
                    </>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pages={Math.ceil(total / APPLICATIONS_PAGE)} href={(p) => listUrl(filter, p)} />
      </section>
      {storefront && <StorefrontEditor storefront={storefront} busy={busy} />}
    </div>
  );
}

function StorefrontEditor({ storefront, busy }: { storefront: NonNullable<ApplicationsTabData["storefront"]>; busy: boolean }) {
  const action = editorAction(storefront.storefront_id);
  const hidden = <input type="hidden" name="storefront_id" value={storefront.storefront_id} />;
  return (
    <section id="storefront-editor" aria-labelledby="storefront-editor-heading" className="card space-y-6 p-6">
      <div>
        <h2 id="storefront-editor-heading" className="text-xl font-semibold">
          Storefront of {storefront.channel.channel_name}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Public page:{" "}
          <Link to={`/s/${storefront.handle}`} className="link">
            /s/{storefront.handle}
          </Link>
          {storefront.custom_domain ? ` and https://${storefront.custom_domain}/` : ""}
        </p>
        {!storefront.channel_show && (
          <p className="mt-2 text-sm text-amber-900">This channel is hidden, so its storefront is hidden too.</p>
        )}
      </div>
      <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
        {hidden}
        <input type="hidden" name="intent" value="set_domain" />
        <div className="min-w-64 flex-1">
          <label htmlFor="custom_domain" className="label">
            Custom domain
          </label>
          <input
            id="custom_domain"
            name="custom_domain"
            defaultValue={storefront.custom_domain ?? ""}
            key={storefront.custom_domain ?? ""}
            placeholder="shop.example.com"
            aria-describedby="custom-domain-help"
            className="input w-full"
          />
          <p id="custom-domain-help" className="mt-1 text-xs text-gray-600">
            The creator points this host name at the site with a CNAME (see docs/storefronts.md). Leave empty to remove it.
          </p>
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          Save domain
        </button>
      </Form>
      <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
        {hidden}
        <input type="hidden" name="intent" value="add_product" />
        <div className="min-w-64 flex-1">
          <label htmlFor="storefront-product" className="label">
            Add a product (ID or product page URL)
          </label>
          <input id="storefront-product" name="product" required placeholder="https://…/products/…" className="input w-full" />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Add product
        </button>
      </Form>
      <div>
        <h3 className="font-semibold">Curated products ({storefront.total})</h3>
        {storefront.products.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No products yet. Subscribers of the channel are notified of each product you add.</p>
        ) : (
          <ol className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
            {storefront.products.map((p) => (
              <li key={p.product_id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <Link to={`/products/${p.product_id}`} className="link">
                    {p.product_name}
                  </Link>
                  {p.brand && <span className="text-sm text-gray-600"> · {p.brand}</span>}
                  {!p.listed && <span className="badge ml-2 bg-gray-200 text-gray-800">not listed: hidden from visitors</span>}
                </span>
                <Form method="post" action={action}>
                  {hidden}
                  <input type="hidden" name="intent" value="remove_product" />
                  <input type="hidden" name="product_id" value={p.product_id} />
                  <button type="submit" className="btn-secondary px-3 py-1 text-sm" disabled={busy} aria-label={`Remove ${p.product_name}`}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

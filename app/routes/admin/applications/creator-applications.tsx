import { Form, Link, useNavigation } from "react-router";
import type { CreatorApplication } from "@worker/services/creator-applications";
import { Pager, StatusFilter } from "~/components/Tabs";
import { formatDate } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import { APPLICATION_FILTERS, APPLICATIONS_PAGE, editorUrl, listUrl, type ApplicationFilter } from "./search-params";
import { StorefrontEditor, type AdminStorefront } from "./storefront-editor";

export interface ApplicationsTabData {
  filter: ApplicationFilter;
  page: number;
  applications: CreatorApplication[];
  total: number;
  storefront: AdminStorefront | null;
}

const FILTER_LABEL: Record<ApplicationFilter, string> = { pending: "Pending", approved: "Approved", rejected: "Rejected", all: "All" };
const STATUS_CLASS: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-800",
  rejected: "bg-gray-200 text-gray-800",
};

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
                        to={editorUrl(a.storefront.storefront_id)}
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

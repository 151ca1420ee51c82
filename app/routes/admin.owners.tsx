import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.owners";
import { RouteError } from "~/components/RouteError";
import { Pager } from "~/components/Tabs";
import * as api from "~/lib/api.server";
import { formatDate } from "~/lib/format";
import { detailOr, intParam, requireAdmin, str, withRefusals } from "~/lib/http.server";
import { useLocale } from "~/lib/locale";

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireAdmin(request, context);
  const page = intParam(new URL(request.url).searchParams, "page", 1);
  const list = await withRefusals(api.listAllChannelOwners(rc, { page, limit: PAGE_SIZE }));
  return { ...list, page };
}

/** Remove one owner; success redirects back to the page it was on (post/redirect/get). */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireAdmin(request, context);
  const form = await request.formData();
  try {
    await api.removeChannelOwner(rc, str(form, "channel_id"), str(form, "user_id"));
  } catch (e) {
    return data({ error: detailOr(e, "Failed to remove the owner. Please try again later.") }, { status: 400 });
  }
  const page = Number.parseInt(str(form, "page"), 10);
  return redirect(page > 1 ? `/admin/owners?page=${page}` : "/admin/owners");
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function ChannelOwners({ loaderData, actionData }: Route.ComponentProps) {
  const locale = useLocale();
  const { owners, total, page } = loaderData;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        Users who showed they own a channel (through Google, or the demo data). An owner runs the channel&apos;s storefront in the studio
        and sees its figures; removing one takes that away from them alone.
      </p>
      {actionData?.error && (
        <p role="alert" className="alert-error">
          {actionData.error}
        </p>
      )}
      {owners.length === 0 ? (
        <p className="text-gray-700">No channel has an owner yet.</p>
      ) : (
        <div className="card overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Channel owners</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="p-3">
                  Channel
                </th>
                <th scope="col" className="p-3">
                  Owner
                </th>
                <th scope="col" className="p-3">
                  Proof
                </th>
                <th scope="col" className="p-3">
                  Since
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {owners.map((o) => (
                <tr key={`${o.channel_id}/${o.user_id}`}>
                  <td className="p-3">
                    <Link to={`/channels/${o.channel_id}`} className="link">
                      {o.channel_name}
                    </Link>{" "}
                    <span className="text-gray-600">@{o.handle}</span>
                  </td>
                  <td className="p-3">{o.email}</td>
                  <td className="p-3">{o.proof === "google" ? "Google" : "Demo data"}</td>
                  <td className="p-3">
                    <time dateTime={o.verified_at}>{formatDate(locale, o.verified_at)}</time>
                  </td>
                  <td className="p-3 text-right">
                    <Form method="post">
                      <input type="hidden" name="channel_id" value={o.channel_id} />
                      <input type="hidden" name="user_id" value={o.user_id} />
                      <input type="hidden" name="page" value={page} />
                      <button type="submit" className="btn-secondary text-sm" aria-label={`Remove ${o.email} from @${o.handle}`}>
                        Remove
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} href={(p) => `/admin/owners?page=${p}`} />
    </div>
  );
}

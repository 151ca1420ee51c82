import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { RouteError } from "~/components/RouteError";
import { Pager } from "~/components/Tabs";
import { serve } from "@worker/services/serve";
import { listAllChannelOwners, removeOwner } from "@worker/services/channel-claims";
import { detailOr, intParam, requireAdmin, str, withRefusals } from "~/lib/http.server";
import { OwnersTable } from "./owners-table";

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireAdmin(request, context);
  const page = intParam(new URL(request.url).searchParams, "page", 1);
  const list = await withRefusals(serve(rc, listAllChannelOwners, { page, limit: PAGE_SIZE }));
  return { ...list, page };
}

/** Remove one owner; success redirects back to the page it was on (post/redirect/get). */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireAdmin(request, context);
  const form = await request.formData();
  try {
    await serve(rc, removeOwner, { channel_id: str(form, "channel_id"), user_id: str(form, "user_id") });
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
      {owners.length === 0 ? <p className="text-gray-700">No channel has an owner yet.</p> : <OwnersTable owners={owners} page={page} />}
      <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} href={(p) => `/admin/owners?page=${p}`} />
    </div>
  );
}

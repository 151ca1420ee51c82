import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { RouteError } from "~/components/RouteError";
import { requireAdmin, withRefusals } from "~/lib/http.server";
import { applicationsAction, isApplicationsIntent } from "./actions.server";
import { CreatorApplications } from "./creator-applications";
import { loadApplicationsTab } from "./load.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireAdmin(request, context);
  return withRefusals(loadApplicationsTab(rc, new URL(request.url).searchParams));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireAdmin(request, context);
  const form = await request.formData();
  if (!isApplicationsIntent(form)) throw redirect("/admin/applications");
  // Success redirects (post/redirect/get); what comes back is the refusal to show.
  return data({ error: await applicationsAction(rc, form) }, { status: 400 });
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function Applications({ loaderData, actionData }: Route.ComponentProps) {
  return <CreatorApplications data={loaderData} error={actionData?.error ?? null} />;
}

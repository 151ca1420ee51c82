import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { RouteError } from "~/components/RouteError";
import { requireAdmin, withRefusals } from "~/lib/http.server";
import { isReviewIntent, reviewAction } from "./actions.server";
import { ListingReviews } from "./listing-reviews";
import { loadReviewsTab } from "./load.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireAdmin(request, context);
  return withRefusals(loadReviewsTab(rc, new URL(request.url).searchParams));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireAdmin(request, context);
  const form = await request.formData();
  if (!isReviewIntent(form)) throw redirect("/admin/reviews");
  // Success redirects (post/redirect/get); what comes back is the refusal to show.
  return data({ error: await reviewAction(rc, form) }, { status: 400 });
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function Reviews({ loaderData, actionData }: Route.ComponentProps) {
  return <ListingReviews data={loaderData} error={actionData?.error ?? null} />;
}

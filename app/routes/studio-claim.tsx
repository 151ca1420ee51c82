import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/studio-claim";
import { RouteError } from "~/components/RouteError";
import { serve } from "@worker/services/serve";
import { claimingConfigured, startChannelClaim } from "@worker/services/channel-claims";
import { emailVerified } from "@worker/services/email-verification";
import { pageMeta } from "~/lib/format";
import { detailOr, requireViewer } from "~/lib/http.server";
import { PRIVATE_CACHE_CONTROL } from "@worker/cache/policy";

export const meta = () =>
  pageMeta("Claim your channel", "Show with your Google account that a YouTube channel is yours.", { noindex: true });

export const headers = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireViewer(request, context);
  return data(
    { configured: claimingConfigured(rc), emailVerified: await serve(rc, emailVerified, {}) },
    { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } },
  );
}

/** Off to Google's consent page; a refusal (unconfirmed e-mail, no OAuth client) comes back as the message to show. */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireViewer(request, context);
  try {
    const { authorization_url } = await serve(rc, startChannelClaim, {});
    return redirect(authorization_url);
  } catch (e) {
    return data({ error: detailOr(e, "Failed to start the claim. Please try again later.") }, { status: 400 });
  }
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load data. Please try again later." />;
}

export default function ClaimChannel({ loaderData, actionData }: Route.ComponentProps) {
  const { configured, emailVerified } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="card mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Claim your channel</h1>
      <p className="text-gray-700">
        Sign in with the Google account that holds your YouTube channel. We ask Google for read-only access once, to see which channels are
        yours; nothing is posted and no access is kept. Each of your channels that is on the site becomes yours to manage in the studio, and
        your creator application for it is approved at once.
      </p>
      {actionData?.error && (
        <p role="alert" className="alert-error">
          {actionData.error}
        </p>
      )}
      {!configured ? (
        <p className="text-gray-700">Claiming a channel is not available on this server yet.</p>
      ) : !emailVerified ? (
        <p className="text-gray-700">
          Confirm your e-mail address first: open the link we sent you, or send a new one from your{" "}
          <Link to="/account" className="link">
            account page
          </Link>
          .
        </p>
      ) : (
        <Form method="post">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Opening Google..." : "Continue with Google"}
          </button>
        </Form>
      )}
    </div>
  );
}

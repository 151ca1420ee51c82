import { data, Link } from "react-router";
import type { Route } from "./+types/studio-claim-callback";
import { RouteError } from "~/components/RouteError";
import { serve } from "@worker/services/serve";
import { completeChannelClaim } from "@worker/services/channel-claims";
import { pageMeta } from "~/lib/format";
import { detailOr, requireViewer, str } from "~/lib/http.server";
import { PRIVATE_CACHE_CONTROL } from "@worker/cache/policy";

export const meta = () => pageMeta("Claim your channel", "The channels your Google account holds.", { noindex: true });

export const headers = () => ({ "Cache-Control": PRIVATE_CACHE_CONTROL });

/**
 * Google's redirect after consent (the OAuth client's authorized redirect URI): completes the
 * claim for the signed-in user and shows what it found. Signed out, the user signs in and comes
 * back here with the same state and code.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireViewer(request, context);
  const params = new URL(request.url).searchParams;
  const input = { state: str(params, "state"), code: str(params, "code") || undefined, error: str(params, "error") || undefined };
  const headers = { "Cache-Control": PRIVATE_CACHE_CONTROL };
  try {
    return data({ result: await serve(rc, completeChannelClaim, input), error: null }, { headers });
  } catch (e) {
    return data({ result: null, error: detailOr(e, "Failed to claim the channel. Please try again later.") }, { status: 400, headers });
  }
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to claim the channel. Please try again later." />;
}

export default function ClaimCallback({ loaderData }: Route.ComponentProps) {
  const { result, error } = loaderData;
  return (
    <div className="card mx-auto max-w-2xl space-y-4 p-6">
      <h1 className="text-2xl font-bold">Claim your channel</h1>
      {error && (
        <p role="alert" className="alert-error">
          {error}
        </p>
      )}
      {result && result.claimed.length > 0 && (
        <div role="status" className="space-y-2">
          <p>{result.claimed.length === 1 ? "This channel is now yours:" : "These channels are now yours:"}</p>
          <ul className="list-inside list-disc">
            {result.claimed.map((c) => (
              <li key={c.channel_id}>
                <Link to={`/channels/${c.channel_id}`} className="link">
                  {c.channel_name}
                </Link>{" "}
                <span className="text-gray-600">@{c.handle}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {result && result.claimed.length === 0 && (
        <p role="status">
          {result.not_on_site.length === 0
            ? "The Google account you chose holds no YouTube channel. Try again with the account that holds it."
            : "None of the channels of that Google account is on the site yet."}
        </p>
      )}
      {result && result.not_on_site.length > 0 && (
        <p className="text-sm text-gray-700">
          Not on the site yet: {result.not_on_site.join(", ")}. Ask for a channel to be added with the channel search in the header; claim
          it again once it is listed.
        </p>
      )}
      <p className="flex flex-wrap gap-3">
        {result && result.claimed.length > 0 && (
          <Link to="/studio" className="btn-primary">
            Open your studio
          </Link>
        )}
        <Link to="/studio/claim" className="btn-secondary">
          {result && result.claimed.length > 0 ? "Claim another channel" : "Try again"}
        </Link>
      </p>
    </div>
  );
}

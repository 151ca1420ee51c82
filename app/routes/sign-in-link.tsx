import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in-link";
import { AuthCard } from "~/components/AuthCard";
import { SITE_NAME } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { checkSignInLink, openSignInLink } from "@worker/services/sign-in-links";
import { detailOr, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";

/** The token in the address is a credential: no index, no cache, no referrer. */
export const meta = () => [
  { title: `Sign-in link | ${SITE_NAME}` },
  { name: "description", content: "Recognise this browser for your account." },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** Whether the link can still be used; opening the page spends nothing (mail scanners open links). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return { valid: (await serve(rcOf(context), checkSignInLink, { token: params.token })).valid };
}

/** The owner's click: the link is spent, this browser becomes a known device, and the sign-in page follows. */
export async function action({ params, context, request }: Route.ActionArgs) {
  try {
    const { cookie } = await serve(rcOf(context), openSignInLink, { token: params.token, request });
    return redirect("/login?device=trusted", { headers: { "Set-Cookie": cookie } });
  } catch (e) {
    return data({ message: detailOr(e, "This sign-in link could not be used. Please sign in again.") }, { status: 400 });
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const problem = actionData?.message ?? (loaderData.valid ? null : "This sign-in link is invalid, has expired or was used already.");
  return (
    <AuthCard title="Recognise this browser">
      {problem ? (
        <p role="alert" className="alert-error">
          {problem}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-gray-600">
            Many sign-in attempts were made on your account, so it asks for this link before a new browser can sign in. Continue, then sign
            in with your password in this browser.
          </p>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Continuing..." : "Continue to sign in"}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="link">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}

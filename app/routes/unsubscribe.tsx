import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { AuthCard } from "~/components/AuthCard";
import { SITE_NAME } from "~/lib/format";
import * as api from "~/lib/api.server";
import { detailOr, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";

/** The token in the address is a credential: no index, no cache, no referrer. */
export const meta = () => [
  { title: `Unsubscribe | ${SITE_NAME}` },
  { name: "description", content: "Turn off the daily digest e-mail." },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** Confirming takes a POST: mail scanners open the links of a message, and must not unsubscribe anyone. */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    await api.unsubscribeFromDigest(rcOf(context), params.token);
    return { ok: true as const, message: "You are unsubscribed: the daily digest will not be sent to you any more." };
  } catch (e) {
    return data({ ok: false as const, message: detailOr(e, "Failed to unsubscribe. Please try again later.") }, { status: 400 });
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Unsubscribe from the daily digest">
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "alert-success" : "alert-error"}>
          {actionData.message}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-gray-600">
            You will stop getting the daily e-mail of new videos and products. Notifications stay in the bell.
          </p>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Unsubscribing..." : "Unsubscribe"}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/" className="link">
          Back to Home
        </Link>
      </p>
    </AuthCard>
  );
}

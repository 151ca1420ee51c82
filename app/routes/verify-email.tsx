import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/verify-email";
import { AuthCard } from "~/components/AuthCard";
import { SITE_NAME } from "~/lib/format";
import * as api from "~/lib/api.server";
import { detailOr, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";

/** The token in the address is a credential: no index, no cache, no referrer. */
export const meta = () => [
  { title: `Confirm your e-mail address | ${SITE_NAME}` },
  { name: "description", content: "Confirm the e-mail address of your account." },
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

/** A POST, not the link's GET: mail scanners open links, and only the owner's click should count. */
export async function action({ params, context }: Route.ActionArgs) {
  try {
    const { email } = await api.verifyEmail(rcOf(context), params.token);
    return { ok: true as const, message: `Thank you: ${email} is confirmed.` };
  } catch (e) {
    return data({ ok: false as const, message: detailOr(e, "Failed to confirm the address. Please try again later.") }, { status: 400 });
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Confirm your e-mail address">
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "alert-success" : "alert-error"}>
          {actionData.message}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-gray-600">Confirm that this address is yours to subscribe to channels and get e-mail from us.</p>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Confirming..." : "Confirm my e-mail address"}
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

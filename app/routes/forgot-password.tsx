import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AuthCard, Field } from "~/components/AuthCard";
import { pageMeta } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { forgotPassword } from "@worker/services/accounts";
import { detailOr, rcOf, str } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";

export const meta = () => pageMeta("Forgot Password", "Request a link to reset your password.", { noindex: true });

export async function action({ request, context }: Route.ActionArgs) {
  const email = str(await request.formData(), "email");
  if (!email) return data({ ok: false, message: "Error sending reset email." }, { status: 400 });
  try {
    const res = await serve(rcOf(context), forgotPassword, { email, request });
    return { ok: true, message: res.message || "Reset link has been sent to your email." };
  } catch (e) {
    return data({ ok: false, message: detailOr(e, "Error sending reset email.") }, { status: 400 });
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Forgot Password">
      <Form method="post" className="space-y-4">
        {actionData && (
          <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "alert-success" : "alert-error"}>
            {actionData.message}
          </p>
        )}
        <p className="text-sm text-gray-600">Enter your account's e-mail and we will send you a link to set a new password.</p>
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Sending..." : "Send Reset Link"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="link">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}

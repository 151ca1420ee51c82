import { data, Form, Link, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/reset-password";
import { AuthCard, Field } from "~/components/AuthCard";
import { pageMeta } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { checkResetToken, resetPassword } from "@worker/services/accounts";
import { detailOr, rcOf } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";

export const meta = () => pageMeta("Reset Password", "Choose a new password for your account.", { noindex: true });

/** The token in the address is a credential: no cache, no referrer. */
export function headers() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // SPEC section 4: the token is checked before the form is offered.
  try {
    return { valid: (await serve(rcOf(context), checkResetToken, { token: params.token })).valid };
  } catch (e) {
    console.error(e);
    return { valid: false };
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirmPassword") ?? "");
  if (password.length < 8) return data({ ok: false, message: "Password must be at least 8 characters." }, { status: 400 });
  if (password !== confirm) return data({ ok: false, message: "Passwords do not match." }, { status: 400 });
  try {
    const res = await serve(rcOf(context), resetPassword, { token: params.token, new_password: password });
    return { ok: true, message: res.message || "Your password has been reset. You can now log in." };
  } catch (e) {
    return data({ ok: false, message: detailOr(e, "Error resetting password.") }, { status: 400 });
  }
}

/** The loader only checks the token; after a submission the action's answer says everything. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

/** SPEC section 8: when the request never reaches the server, say so instead of showing an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    // networkError also tells the layout not to reload its data over the same dead connection.
    return { ok: false, message: "Network error, please try again.", networkError: true };
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  if (!loaderData.valid) {
    return (
      <AuthCard title="Reset Password">
        <p role="alert" className="alert-error">
          Invalid or expired reset token
        </p>
        <p className="mt-6 text-center text-sm">
          <Link to="/forgot-password" className="link">
            Request a new link
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset Password">
      {actionData?.ok ? (
        <>
          <p role="status" className="alert-success">
            {actionData.message}
          </p>
          <Link to="/login" className="btn-primary mt-6 w-full">
            Go to Login
          </Link>
        </>
      ) : (
        <Form method="post" noValidate className="space-y-4">
          {actionData && (
            <p role="alert" className="alert-error">
              {actionData.message}
            </p>
          )}
          <Field label="New Password" name="password" type="password" autoComplete="new-password" />
          <Field label="Confirm New Password" name="confirmPassword" type="password" autoComplete="new-password" />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? "Saving..." : "Reset Password"}
          </button>
        </Form>
      )}
    </AuthCard>
  );
}

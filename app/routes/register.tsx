import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/register";
import { AuthCard, Field } from "~/components/AuthCard";
import { pageMeta } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { register } from "@worker/services/accounts";
import { signIn } from "~/lib/auth.server";
import { detailOr, rcOf, str } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";
import { WELCOME_PATH } from "~/components/CheckInboxBanner";

export const meta = () => pageMeta("Create an Account", "Create a free account to subscribe to creators.", { noindex: true });

export function loader({ context }: Route.LoaderArgs) {
  if (rcOf(context).viewer) throw redirect("/");
  return null;
}

/** The rules of SPEC section 5, in its order; also checked in the browser before sending. */
function validate(email: string, password: string, confirm: string): string | null {
  if (!email || !password || !confirm) return "All fields are required";
  if (password !== confirm) return "Passwords do not match";
  if (password.length < 8) return "Password must be at least 8 characters long";
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = str(form, "email");
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirmPassword") ?? "");
  const invalid = validate(email, password, confirm);
  if (invalid) return data({ error: invalid, email }, { status: 400 });
  try {
    await serve(rcOf(context), register, { email, password, request });
  } catch (e) {
    return data({ error: detailOr(e, "Registration failed"), email }, { status: 400 });
  }
  try {
    // The home page greets a new account with the "check your inbox" banner (app/components/CheckInboxBanner.tsx).
    const signedIn = await signIn(request, context, email, password, WELCOME_PATH);
    // A new account has no second factor and is no admin: a session, unless something changed in between.
    return signedIn.kind === "session" ? signedIn.response : redirect("/login");
  } catch {
    return redirect("/login");
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Register({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Create an Account">
      <Form method="post" noValidate className="space-y-4">
        {actionData?.error && (
          <p role="alert" className="alert-error">
            {actionData.error}
          </p>
        )}
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={actionData?.email} />
        <Field label="Password" name="password" type="password" autoComplete="new-password" />
        <Field label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" />
        <p className="text-xs text-gray-600">At least 8 characters. You must be 13 or older to register.</p>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Creating account..." : "Register"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link to="/login" className="link">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}

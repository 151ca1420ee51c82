import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard, Field } from "~/components/AuthCard";
import { pageMeta, safeRedirect } from "~/lib/format";
import { signIn } from "~/lib/auth.server";
import { detailOr, rcOf, str } from "~/lib/http.server";

export const meta = () => pageMeta("Login", "Log in to follow creators and get notified about new products.", { noindex: true });

export function loader({ context, request }: Route.LoaderArgs) {
  const viewer = rcOf(context).viewer;
  if (viewer) throw redirect(viewer.is_admin ? "/admin" : safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = str(form, "email");
  const password = String(form.get("password") ?? "");
  // SPEC section 5: a submission with an empty field is silently ignored.
  if (!email || !password) return null;
  try {
    return await signIn(request, context, email, password, safeRedirect(form.get("redirectTo")));
  } catch (e) {
    return data({ error: detailOr(e, "Login failed"), email }, { status: 400 });
  }
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Login">
      <Form
        method="post"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          const f = new FormData(e.currentTarget);
          if (!String(f.get("email") ?? "").trim() || !String(f.get("password") ?? "")) e.preventDefault();
        }}
      >
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        {actionData?.error && (
          <p role="alert" className="alert-error">
            {actionData.error}
          </p>
        )}
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={actionData?.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="link text-sm">
            Forgot Password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Logging in..." : "Login"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600">
        Don't have an account?{" "}
        <Link to="/register" className="link">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}

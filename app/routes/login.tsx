import { data, Form, Link, redirect, useNavigation, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/login";
import { AuthCard, Field } from "~/components/AuthCard";
import { RecoveryCodeList, SecretKey } from "~/components/SecondFactor";
import { pageMeta, safeRedirect } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { completeLogin, confirmLoginEnrollment, pendingLoginEnrollment } from "@worker/services/accounts";
import { sessionCookie } from "~/lib/session-cookie.server";
import { signIn, startSession } from "~/lib/auth.server";
import { detailOr, rcOf, str } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";

export const meta = () => pageMeta("Login", "Log in to follow creators and get notified about new products.", { noindex: true });

export function loader({ context, request }: Route.LoaderArgs) {
  const viewer = rcOf(context).viewer;
  if (viewer) throw redirect(viewer.is_admin ? "/admin" : safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return null;
}

/**
 * The recovery codes are shown after the session has started: this route's loader (which sends
 * signed-in visitors on) must not run again then, or the codes would vanish before they are read.
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const shown = typeof actionResult === "object" && actionResult !== null && (actionResult as { step?: unknown }).step === "recovery";
  return shown ? false : defaultShouldRevalidate;
}

type Step =
  | { step: "password"; error: string | null; email: string }
  | { step: "mfa"; error: string | null; mfa_token: string; redirectTo: string }
  | { step: "enroll"; error: string | null; mfa_token: string; secret: string; otpauth_uri: string }
  | { step: "recovery"; recovery_codes: string[] };

/** One route, three steps: the password, then a second factor (or, for an admin without one, setting it up). */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  const form = await request.formData();
  const intent = str(form, "intent");
  const redirectTo = safeRedirect(form.get("redirectTo"));
  const mfa_token = String(form.get("mfa_token") ?? "");
  const code = str(form, "code");
  if (intent === "mfa") {
    try {
      return startSession(rc, await serve(rc, completeLogin, { mfa_token, code }), redirectTo);
    } catch (e) {
      return data<Step>({ step: "mfa", error: detailOr(e, "Login failed"), mfa_token, redirectTo }, { status: 400 });
    }
  }
  if (intent === "enroll") {
    try {
      const enrolled = await serve(rc, confirmLoginEnrollment, { mfa_token, code });
      // The session starts now; the recovery codes are shown this once, then the admin continues.
      return data<Step>(
        { step: "recovery", recovery_codes: enrolled.recovery_codes },
        { headers: { "Set-Cookie": sessionCookie(rc, enrolled.access_token) } },
      );
    } catch (e) {
      const error = detailOr(e, "Login failed");
      // A wrong code shows the same setup again, rebuilt from the server's pending secret (never the
      // form's copy); a challenge that no longer holds goes back to the password.
      const pending = await serve(rc, pendingLoginEnrollment, { mfa_token, secret: str(form, "secret") }).catch(() => null);
      if (!pending) return data<Step>({ step: "password", error, email: "" }, { status: 400 });
      return data<Step>({ step: "enroll", error, mfa_token, ...pending }, { status: 400 });
    }
  }
  const email = str(form, "email");
  const password = String(form.get("password") ?? "");
  // SPEC section 5: a submission with an empty field is silently ignored.
  if (!email || !password) return null;
  try {
    const result = await signIn(request, context, email, password, redirectTo);
    if (result.kind === "session") return result.response;
    // The known-device cookie is set with the password step's answer, before the second factor.
    const headers = new Headers();
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    if (result.kind === "mfa") return data<Step>({ step: "mfa", error: null, mfa_token: result.mfa_token, redirectTo }, { headers });
    return data<Step>(
      { step: "enroll", error: null, mfa_token: result.mfa_token, secret: result.secret, otpauth_uri: result.otpauth_uri },
      { headers },
    );
  } catch (e) {
    return data<Step>({ step: "password", error: detailOr(e, "Login failed"), email }, { status: 400 });
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Login({ actionData }: Route.ComponentProps) {
  const step = actionData ?? null;
  if (step?.step === "mfa") return <SecondFactor step={step} />;
  if (step?.step === "enroll") return <SetUpSecondFactor step={step} />;
  if (step?.step === "recovery") return <RecoveryCodes codes={step.recovery_codes} />;
  return <PasswordStep error={step?.error ?? null} email={step?.email ?? ""} />;
}

function PasswordStep({ error, email }: { error: string | null; email: string }) {
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
        {params.get("device") === "trusted" && !error && (
          <p role="status" className="alert-success">
            This browser is now recognised: sign in with your password.
          </p>
        )}
        {error && (
          <p role="alert" className="alert-error">
            {error}
          </p>
        )}
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={email} />
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

function SecondFactor({ step }: { step: Extract<Step, { step: "mfa" }> }) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Two-factor authentication">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="mfa" />
        <input type="hidden" name="mfa_token" value={step.mfa_token} />
        <input type="hidden" name="redirectTo" value={step.redirectTo} />
        {step.error && (
          <p role="alert" className="alert-error">
            {step.error}
          </p>
        )}
        <p className="text-sm text-gray-600">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</p>
        <Field label="Authentication code" name="code" autoComplete="one-time-code" inputMode="text" required />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Checking..." : "Verify"}
        </button>
      </Form>
    </AuthCard>
  );
}

function SetUpSecondFactor({ step }: { step: Extract<Step, { step: "enroll" }> }) {
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title="Set up two-factor authentication">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="enroll" />
        <input type="hidden" name="mfa_token" value={step.mfa_token} />
        <input type="hidden" name="secret" value={step.secret} />
        {step.error && (
          <p role="alert" className="alert-error">
            {step.error}
          </p>
        )}
        <p className="text-sm text-gray-600">
          Administrators sign in with a second factor. Add this account to an authenticator app (any app that reads TOTP codes), then enter
          the code it shows.
        </p>
        <SecretKey secret={step.secret} uri={step.otpauth_uri} />
        <Field label="Authentication code" name="code" autoComplete="one-time-code" inputMode="numeric" required />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Checking..." : "Turn on and sign in"}
        </button>
      </Form>
    </AuthCard>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <AuthCard title="Save your recovery codes">
      <RecoveryCodeList codes={codes} />
      <Link to="/admin" className="btn-primary mt-6 w-full">
        Continue
      </Link>
    </AuthCard>
  );
}

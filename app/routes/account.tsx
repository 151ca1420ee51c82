import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { Field } from "~/components/AuthCard";
import { RecoveryCodeList, SecretKey } from "~/components/SecondFactor";
import { SITE_NAME } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { changePassword } from "@worker/services/accounts";
import { emailVerified, resendVerificationEmail } from "@worker/services/email-verification";
import { confirmEnrollment, disableMfa, mfaStatus, pendingEnrollment, startEnrollment } from "@worker/services/mfa";
import { clearSessionCookie, sessionCookie } from "~/lib/session-cookie.server";
import { detailOr, isAppError, requireViewer, str } from "~/lib/http.server";
import { RouteError } from "~/components/RouteError";

export const meta = () => [
  { title: `Account and security | ${SITE_NAME}` },
  { name: "description", content: "Your e-mail address, password and two-factor authentication." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc, viewer } = requireViewer(request, context);
  const [verified, mfa] = await Promise.all([serve(rc, emailVerified, {}), serve(rc, mfaStatus, {})]);
  return { email: viewer.email, isAdmin: viewer.is_admin, emailVerified: verified, mfa };
}

type Outcome =
  | { section: "email" | "password" | "mfa"; ok: boolean; message: string }
  | { section: "mfa-setup"; ok: boolean; message: string | null; secret: string; otpauth_uri: string }
  | { section: "mfa-codes"; ok: true; message: string; recovery_codes: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireViewer(request, context);
  const form = await request.formData();
  const intent = str(form, "intent");
  // Five wrong passwords end every session (401): the answer clears this browser's cookie too.
  const fail = (section: "email" | "password" | "mfa", e: unknown, fallback: string) =>
    isAppError(e) && e.status === 401
      ? data<Outcome>({ section, ok: false, message: e.detail }, { status: 401, headers: { "Set-Cookie": clearSessionCookie(rc) } })
      : data<Outcome>({ section, ok: false, message: detailOr(e, fallback) }, { status: 400 });
  if (intent === "resend_verification") {
    try {
      return data<Outcome>({ section: "email", ok: true, message: (await serve(rc, resendVerificationEmail, {})).message });
    } catch (e) {
      return fail("email", e, "Failed to send the e-mail. Please try again later.");
    }
  }
  if (intent === "change_password") {
    const next = String(form.get("new_password") ?? "");
    if (next !== String(form.get("confirm_password") ?? ""))
      return data<Outcome>({ section: "password", ok: false, message: "Passwords do not match." }, { status: 400 });
    try {
      const changed = await serve(rc, changePassword, { current_password: String(form.get("current_password") ?? ""), new_password: next });
      return data<Outcome>(
        { section: "password", ok: true, message: changed.message },
        { headers: { "Set-Cookie": sessionCookie(rc, changed.access_token) } },
      );
    } catch (e) {
      return fail("password", e, "Failed to change the password. Please try again later.");
    }
  }
  if (intent === "mfa_start") {
    try {
      // Replacing a factor in use takes the password and a current code; a first setup needs neither.
      const proof = { password: String(form.get("password") ?? "") || undefined, code: str(form, "code") || undefined };
      return data<Outcome>({ section: "mfa-setup", ok: true, message: null, ...(await serve(rc, startEnrollment, proof)) });
    } catch (e) {
      return fail("mfa", e, "Failed to start setting up two-factor authentication.");
    }
  }
  if (intent === "mfa_confirm") {
    try {
      const done = await serve(rc, confirmEnrollment, { code: str(form, "code") });
      const message = done.access_token
        ? "Two-factor authentication was replaced. Your other sessions have been signed out."
        : "Two-factor authentication is on.";
      return data<Outcome>(
        { section: "mfa-codes", ok: true, message, recovery_codes: done.recovery_codes },
        done.access_token ? { headers: { "Set-Cookie": sessionCookie(rc, done.access_token) } } : undefined,
      );
    } catch (e) {
      const message = detailOr(e, "Failed to turn on two-factor authentication.");
      // A wrong code shows the same setup again, rebuilt from the server's pending secret (never the
      // form's copy), and only to someone who shows the secret it was given.
      const pending = await serve(rc, pendingEnrollment, { secret: str(form, "secret") });
      if (!pending) return data<Outcome>({ section: "mfa", ok: false, message: `${message} Please start again.` }, { status: 400 });
      return data<Outcome>({ section: "mfa-setup", ok: false, message, ...pending }, { status: 400 });
    }
  }
  if (intent === "mfa_disable") {
    try {
      await serve(rc, disableMfa, { password: String(form.get("password") ?? ""), code: str(form, "code") });
      return data<Outcome>({ section: "mfa", ok: true, message: "Two-factor authentication is off." });
    } catch (e) {
      return fail("mfa", e, "Failed to turn off two-factor authentication.");
    }
  }
  return data<Outcome>({ section: "mfa", ok: false, message: "Unknown request." }, { status: 400 });
}

function Notice({ outcome }: { outcome: { ok: boolean; message: string | null } }) {
  if (!outcome.message) return null;
  return (
    <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "alert-success" : "alert-error"}>
      {outcome.message}
    </p>
  );
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { email, isAdmin, emailVerified, mfa } = loaderData;
  const busy = useNavigation().state === "submitting";
  const outcome = actionData ?? null;
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold">Account and security</h1>
        <Link to="/profile" className="link text-sm">
          ← Back to profile
        </Link>
      </div>

      <section aria-labelledby="email-title" className="card space-y-3 p-6">
        <h2 id="email-title" className="text-xl font-semibold">
          E-mail address
        </h2>
        <p className="text-gray-700">
          {email} · {emailVerified ? "confirmed" : "not confirmed yet: subscribing and e-mail need a confirmed address"}
        </p>
        {outcome?.section === "email" && <Notice outcome={outcome} />}
        {!emailVerified && (
          <Form method="post">
            <input type="hidden" name="intent" value="resend_verification" />
            <button type="submit" className="btn-secondary" disabled={busy}>
              Send the confirmation e-mail again
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="password-title" className="card space-y-3 p-6">
        <h2 id="password-title" className="text-xl font-semibold">
          Change password
        </h2>
        <p className="text-sm text-gray-600">Your other sessions are signed out when the password changes.</p>
        {outcome?.section === "password" && <Notice outcome={outcome} />}
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="change_password" />
          <Field label="Current password" name="current_password" type="password" autoComplete="current-password" required />
          <Field label="New password" name="new_password" type="password" autoComplete="new-password" required minLength={8} />
          <Field label="Confirm new password" name="confirm_password" type="password" autoComplete="new-password" required minLength={8} />
          <button type="submit" className="btn-primary" disabled={busy}>
            Change password
          </button>
        </Form>
      </section>

      <section aria-labelledby="mfa-title" className="card space-y-3 p-6">
        <h2 id="mfa-title" className="text-xl font-semibold">
          Two-factor authentication
        </h2>
        {outcome?.section === "mfa-codes" ? (
          <>
            <Notice outcome={outcome} />
            <RecoveryCodeList codes={outcome.recovery_codes} />
          </>
        ) : outcome?.section === "mfa-setup" ? (
          <Form method="post" className="space-y-3">
            <input type="hidden" name="intent" value="mfa_confirm" />
            <input type="hidden" name="secret" value={outcome.secret} />
            <Notice outcome={outcome} />
            <p className="text-sm text-gray-600">Add this account to an authenticator app, then enter the code it shows.</p>
            <SecretKey secret={outcome.secret} uri={outcome.otpauth_uri} />
            <Field label="Authentication code" name="code" autoComplete="one-time-code" inputMode="numeric" required />
            <button type="submit" className="btn-primary" disabled={busy}>
              Turn on
            </button>
          </Form>
        ) : mfa.enabled && !(outcome?.section === "mfa" && outcome.ok) ? (
          <>
            <p className="text-gray-700">On. {mfa.recovery_codes_left} recovery codes left.</p>
            {outcome?.section === "mfa" && <Notice outcome={outcome} />}
            {/* One form, two actions: both take the password and a current code. */}
            <Form method="post" className="space-y-3">
              <p className="text-sm text-gray-600">
                To replace the authenticator app (a new phone, say){isAdmin ? "" : " or to turn it off"}, confirm it is you. Replacing it
                makes new recovery codes and signs your other sessions out.
              </p>
              <Field label="Password" name="password" type="password" autoComplete="current-password" required />
              <Field label="Authentication code" name="code" autoComplete="one-time-code" required />
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="intent" value="mfa_start" className="btn-secondary" disabled={busy}>
                  Replace the authenticator app
                </button>
                {!isAdmin && (
                  <button type="submit" name="intent" value="mfa_disable" className="btn-secondary" disabled={busy}>
                    Turn off
                  </button>
                )}
              </div>
              {isAdmin && <p className="text-sm text-gray-600">Administrators keep two-factor authentication on.</p>}
            </Form>
          </>
        ) : (
          <>
            <p className="text-gray-700">Off. A code from an authenticator app will be asked for at each sign-in.</p>
            {outcome?.section === "mfa" && <Notice outcome={outcome} />}
            <Form method="post">
              <input type="hidden" name="intent" value="mfa_start" />
              <button type="submit" className="btn-primary" disabled={busy}>
                Set up two-factor authentication
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}

import { Form, Link } from "react-router";

/** Where registering lands: the home page, with this banner (the parameter asks for it). */
export const WELCOME_PATH = "/?welcome=1";
export const WELCOME_PARAM = "welcome";

/**
 * The step after creating an account: the confirmation link is on its way (subscribing and e-mail
 * alerts wait for it), Resend mails a new one (the home page's action, the account page's service
 * and limits), and the site is open meanwhile.
 */
export function CheckInboxBanner({
  email,
  resent,
  busy,
}: {
  email: string;
  resent: { ok: boolean; message: string } | null;
  busy: boolean;
}) {
  return (
    <section
      aria-labelledby="check-inbox-title"
      className="flex flex-col gap-4 rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div role="status">
        <h2 id="check-inbox-title" className="text-lg font-semibold">
          Check your inbox
        </h2>
        <p className="mt-1 text-gray-700">
          Welcome! We sent a confirmation link to <strong>{email}</strong>. Open it to subscribe to channels and get e-mail alerts.
        </p>
        {resent && <p className={`mt-2 text-sm font-medium ${resent.ok ? "text-green-800" : "text-red-800"}`}>{resent.message}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {/* The index route's own action; the parameter keeps the banner after the answer. */}
        <Form method="post" action={`/?index&${WELCOME_PARAM}=1`} preventScrollReset>
          <input type="hidden" name="intent" value="resend_verification" />
          <button type="submit" className="btn-secondary" disabled={busy}>
            {busy ? "Sending..." : "Resend"}
          </button>
        </Form>
        <Link to="/channels" className="btn-primary">
          Browse channels
        </Link>
      </div>
    </section>
  );
}

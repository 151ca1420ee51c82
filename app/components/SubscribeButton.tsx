import { Form, Link } from "react-router";
import { InlineRetry } from "./InlineRetry";

/** What the channel page's action answered about the viewer's unconfirmed address. */
export interface UnverifiedNotice {
  /** The service's refusal: subscribing needs a confirmed address. */
  message: string;
  /** The answer to Resend, once pressed. */
  resent?: { ok: boolean; message: string };
}

/**
 * Subscribe / Unsubscribe for a channel. Anonymous visitors log in first (returning here); a
 * viewer whose address is not confirmed yet sees why beside the button, with Resend to mail a
 * new confirmation link (the account page's service and limits).
 */
export function SubscribeButton(props: {
  loggedIn: boolean;
  subscribed: boolean;
  returnTo: string;
  busy: boolean;
  unverified: UnverifiedNotice | null;
  /** The last press got no answer (app/lib/in-place.ts): its Retry sends the form again. */
  failed?: boolean;
}) {
  const { loggedIn, subscribed, returnTo, busy, unverified, failed } = props;
  if (!loggedIn) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(returnTo)}`} className="btn-primary">
        Subscribe
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2 sm:max-w-xs sm:items-end">
      <Form method="post" preventScrollReset className="flex flex-col items-start gap-2 sm:items-end">
        <input type="hidden" name="intent" value={subscribed ? "unsubscribe" : "subscribe"} />
        <button type="submit" disabled={busy} className={subscribed ? "btn-secondary" : "btn-primary"}>
          {subscribed ? "Unsubscribe" : "Subscribe"}
        </button>
        {failed && <InlineRetry message={`Could not ${subscribed ? "unsubscribe" : "subscribe"}. Please try again.`} busy={busy} />}
      </Form>
      {unverified && (
        <div role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p>{unverified.message}</p>
          {unverified.resent && (
            <p className={`mt-1 font-medium ${unverified.resent.ok ? "" : "text-red-800"}`}>{unverified.resent.message}</p>
          )}
          <Form method="post" preventScrollReset className="mt-2">
            <input type="hidden" name="intent" value="resend_verification" />
            <button type="submit" disabled={busy} className="btn-secondary px-3 py-1 text-sm">
              Resend
            </button>
          </Form>
        </div>
      )}
    </div>
  );
}

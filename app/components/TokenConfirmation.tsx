import { Form, Link, useNavigation } from "react-router";
import { AuthCard } from "~/components/AuthCard";
import { SITE_NAME } from "~/lib/format";

/**
 * The page an e-mailed link with a token opens (unsubscribe, confirm an address): the token in the
 * address is a credential, so no index, no cache, no referrer; confirming takes a POST, since mail
 * scanners open the links of a message and must not act for its reader.
 */
export function tokenPageMeta(title: string, description: string) {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }, { name: "robots", content: "noindex" }];
}

export function tokenPageHeaders() {
  return { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };
}

export function TokenConfirmation(props: {
  title: string;
  intro: React.ReactNode;
  submit: string;
  submitting: string;
  /** The action's answer, once the reader has confirmed. */
  result: { ok: boolean; message: string } | undefined;
}) {
  const busy = useNavigation().state === "submitting";
  const { result } = props;
  return (
    <AuthCard title={props.title}>
      {result ? (
        <p role={result.ok ? "status" : "alert"} className={result.ok ? "alert-success" : "alert-error"}>
          {result.message}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <p className="text-sm text-gray-600">{props.intro}</p>
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? props.submitting : props.submit}
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

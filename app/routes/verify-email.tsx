import type { Route } from "./+types/verify-email";
import { TokenConfirmation, tokenPageHeaders, tokenPageMeta } from "~/components/TokenConfirmation";
import { serve } from "@worker/services/serve";
import { verifyEmail } from "@worker/services/email-verification";
import { rcOf } from "~/lib/http.server";
import { confirmToken } from "~/lib/token-confirmation.server";
import { RouteError } from "~/components/RouteError";

export const meta = () => tokenPageMeta("Confirm your e-mail address", "Confirm the e-mail address of your account.");

export const headers = tokenPageHeaders;

export async function action({ params, context }: Route.ActionArgs) {
  return confirmToken(async () => {
    const { email } = await serve(rcOf(context), verifyEmail, { token: params.token });
    return `Thank you: ${email} is confirmed.`;
  }, "Failed to confirm the address. Please try again later.");
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function VerifyEmail({ actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmation
      title="Confirm your e-mail address"
      intro="Confirm that this address is yours to subscribe to channels and get e-mail from us."
      submit="Confirm my e-mail address"
      submitting="Confirming..."
      result={actionData}
    />
  );
}

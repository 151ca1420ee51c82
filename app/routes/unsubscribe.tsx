import type { Route } from "./+types/unsubscribe";
import { TokenConfirmation, tokenPageHeaders, tokenPageMeta } from "~/components/TokenConfirmation";
import { serve } from "@worker/services/serve";
import { unsubscribeFromDigest } from "@worker/services/digest";
import { rcOf } from "~/lib/http.server";
import { confirmToken } from "~/lib/token-confirmation.server";
import { RouteError } from "~/components/RouteError";

export const meta = () => tokenPageMeta("Unsubscribe", "Turn off the daily digest e-mail.");

export const headers = tokenPageHeaders;

export async function action({ params, context }: Route.ActionArgs) {
  return confirmToken(async () => {
    await serve(rcOf(context), unsubscribeFromDigest, { token: params.token });
    return "You are unsubscribed: the daily digest will not be sent to you any more.";
  }, "Failed to unsubscribe. Please try again later.");
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <TokenConfirmation
      title="Unsubscribe from the daily digest"
      intro="You will stop getting the daily e-mail of new videos and products. Notifications stay in the bell."
      submit="Unsubscribe"
      submitting="Unsubscribing..."
      result={actionData}
    />
  );
}

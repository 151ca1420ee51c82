/**
 * The "Creator Applications" tab's form actions (approve, reject, storefront domain and products),
 * which work without JavaScript. Each success redirects back to the tab (post/redirect/get); a
 * refusal comes back as the message to show.
 */
import { redirect } from "react-router";
import { serve } from "@worker/services/serve";
import { approveCreatorApplication, rejectCreatorApplication } from "@worker/services/creator-applications";
import { addStorefrontProducts, removeStorefrontProduct, setCustomDomain } from "@worker/services/storefronts";
import { detailOr, str } from "~/lib/http.server";
import type { RequestContext } from "@worker/request-context";
import { APPLICATIONS_TAB as TAB, editorUrl } from "./search-params";

const INTENTS = new Set(["approve", "reject", "set_domain", "add_product", "remove_product"]);

export function isApplicationsIntent(form: FormData): boolean {
  return INTENTS.has(str(form, "intent"));
}

/** Where to go back to: the list as it was shown, and nothing outside the tab. */
function backTo(form: FormData): string {
  const back = str(form, "back");
  return back.startsWith(`${TAB}?`) || back === TAB ? back : TAB;
}

/** Runs the form's intent; throws the redirect on success, returns the message to show otherwise. */
export async function applicationsAction(rc: RequestContext, form: FormData): Promise<string> {
  const storefrontId = str(form, "storefront_id");
  try {
    switch (str(form, "intent")) {
      case "approve": {
        const application = await serve(rc, approveCreatorApplication, { application_id: str(form, "application_id") });
        throw redirect(application.storefront ? editorUrl(application.storefront.storefront_id) : backTo(form));
      }
      case "reject":
        await serve(rc, rejectCreatorApplication, { application_id: str(form, "application_id") });
        throw redirect(backTo(form));
      case "set_domain":
        await serve(rc, setCustomDomain, { storefront_id: storefrontId, custom_domain: str(form, "custom_domain") });
        throw redirect(editorUrl(storefrontId));
      case "add_product":
        await serve(rc, addStorefrontProducts, { storefront_id: storefrontId, product_ids: [str(form, "product")] });
        throw redirect(editorUrl(storefrontId));
      default:
        await serve(rc, removeStorefrontProduct, { storefront_id: storefrontId, product_id: str(form, "product_id") });
        throw redirect(editorUrl(storefrontId));
    }
  } catch (e) {
    if (e instanceof Response) throw e;
    return detailOr(e, "Failed to update the storefront. Please try again later.");
  }
}

/** The "Creator Applications" tab's data: a page of applications by status, and the storefront being edited. */
import { serve } from "@worker/services/serve";
import { listCreatorApplications } from "@worker/services/creator-applications";
import { getStorefrontForAdmin } from "@worker/services/storefronts";
import { intParam, isNotFound } from "~/lib/http.server";
import type { RequestContext } from "@worker/request-context";
import type { ApplicationsTabData } from "./creator-applications";
import { APPLICATION_FILTERS, APPLICATIONS_PAGE, type ApplicationFilter } from "./search-params";

export async function loadApplicationsTab(rc: RequestContext, params: URLSearchParams): Promise<ApplicationsTabData> {
  const filter: ApplicationFilter = APPLICATION_FILTERS.find((f) => f === params.get("status")) ?? "pending";
  const page = intParam(params, "page", 1);
  const list = await serve(rc, listCreatorApplications, { status: filter === "all" ? undefined : filter, page, limit: APPLICATIONS_PAGE });
  const storefrontId = params.get("storefront");
  let storefront: ApplicationsTabData["storefront"] = null;
  if (storefrontId) {
    try {
      storefront = await serve(rc, getStorefrontForAdmin, { storefront_id: storefrontId });
    } catch (e) {
      if (!isNotFound(e)) throw e;
    }
  }
  return { filter, page, applications: list.applications, total: list.total, storefront };
}

import type { Hono } from "hono";
import { z } from "zod";
import {
  approveCreatorApplication,
  listApplicationsInput,
  listCreatorApplications,
  rejectCreatorApplication,
} from "../services/creator-applications";
import {
  addProductsInput,
  addStorefrontProducts,
  customDomainInput,
  getStorefront,
  getStorefrontForAdmin,
  removeStorefrontProduct,
  reorderProductsInput,
  reorderStorefrontProducts,
  setCustomDomain,
  storefrontHandleParam,
} from "../services/storefronts";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import {
  adminStorefrontResponse,
  creatorApplicationListResponse,
  creatorApplicationResponse,
  storefrontProductRemovedResponse,
  storefrontProductsAddedResponse,
  storefrontResponse,
} from "../services/responses/storefronts";

const id = z.string().trim().min(1).max(64);
const applicationParams = z.object({ id });
const storefrontParams = z.object({ id });

/** Creator applications under review, storefronts and their curated products; the public storefront. */
export function storefrontRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/creator_applications",
      summary: "Creator applications, newest first, optionally of one status",
      tag: "storefronts",
      access: "admin",
      query: listApplicationsInput,
      response: creatorApplicationListResponse,
      errors: [401, 403, 422],
    },
    (c, { query }) => listCreatorApplications(c.var.rc, query),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/admin/creator_applications/:id/approve",
      summary: "Approve an application: creates the storefront of the channel it names (which must be loaded)",
      tag: "storefronts",
      access: "admin",
      params: applicationParams,
      response: creatorApplicationResponse,
      errors: [401, 403, 404, 409],
    },
    (c, { params }) => approveCreatorApplication(c.var.rc, params.id),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/admin/creator_applications/:id/reject",
      summary: "Reject an application",
      tag: "storefronts",
      access: "admin",
      params: applicationParams,
      response: creatorApplicationResponse,
      errors: [401, 403, 404, 409],
    },
    (c, { params }) => rejectCreatorApplication(c.var.rc, params.id),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/admin/storefronts/:id",
      summary: "A storefront with every curated product (listed or not)",
      tag: "storefronts",
      access: "admin",
      params: storefrontParams,
      response: adminStorefrontResponse,
      errors: [401, 403, 404],
    },
    (c, { params }) => getStorefrontForAdmin(c.var.rc, params.id),
  );
  defineRoute(
    api,
    {
      method: "put",
      path: "/admin/storefronts/:id/domain",
      summary: "Set (or clear with null) the storefront's custom domain",
      tag: "storefronts",
      access: "admin",
      params: storefrontParams,
      body: customDomainInput,
      response: adminStorefrontResponse,
      errors: [401, 403, 404, 409, 422],
    },
    (c, { params, body }) => setCustomDomain(c.var.rc, params.id, body),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/admin/storefronts/:id/products",
      summary: "Curate products (ids or product page URLs); subscribers are notified once per new product",
      tag: "storefronts",
      access: "admin",
      params: storefrontParams,
      body: addProductsInput,
      response: storefrontProductsAddedResponse,
      errors: [401, 403, 404, 422],
    },
    (c, { params, body }) => addStorefrontProducts(c.var.rc, params.id, body),
  );
  defineRoute(
    api,
    {
      method: "put",
      path: "/admin/storefronts/:id/products",
      summary: "Reorder the curated products (every product exactly once, first shown first)",
      tag: "storefronts",
      access: "admin",
      params: storefrontParams,
      body: reorderProductsInput,
      response: adminStorefrontResponse,
      errors: [401, 403, 404, 422],
    },
    (c, { params, body }) => reorderStorefrontProducts(c.var.rc, params.id, body),
  );
  defineRoute(
    api,
    {
      method: "delete",
      path: "/admin/storefronts/:id/products/:product_id",
      summary: "Remove a product from the storefront",
      tag: "storefronts",
      access: "admin",
      params: z.object({ id, product_id: id }),
      response: storefrontProductRemovedResponse,
      errors: [401, 403, 404],
    },
    (c, { params }) => removeStorefrontProduct(c.var.rc, params.id, params.product_id),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/storefronts/:handle",
      listings: true,
      summary: "A creator's storefront: the creator and their curated products",
      tag: "storefronts",
      params: z.object({ handle: storefrontHandleParam }),
      response: storefrontResponse,
      errors: [404],
    },
    (c, { params }) => getStorefront(c.var.rc, params.handle),
  );
}

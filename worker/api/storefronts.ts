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
    },
    (c) => listCreatorApplications(c.var.rc, c.req.valid("query")),
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
      errors: [404, 409],
    },
    (c) => approveCreatorApplication(c.var.rc, { application_id: c.req.valid("param").id }),
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
      errors: [404, 409],
    },
    (c) => rejectCreatorApplication(c.var.rc, { application_id: c.req.valid("param").id }),
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
      errors: [404],
    },
    (c) => getStorefrontForAdmin(c.var.rc, { storefront_id: c.req.valid("param").id }),
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
      errors: [404, 409],
    },
    (c) => setCustomDomain(c.var.rc, { ...c.req.valid("json"), storefront_id: c.req.valid("param").id }),
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
      errors: [404],
    },
    (c) => addStorefrontProducts(c.var.rc, { ...c.req.valid("json"), storefront_id: c.req.valid("param").id }),
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
      errors: [404],
    },
    (c) => reorderStorefrontProducts(c.var.rc, { ...c.req.valid("json"), storefront_id: c.req.valid("param").id }),
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
      errors: [404],
    },
    (c) => removeStorefrontProduct(c.var.rc, { storefront_id: c.req.valid("param").id, product_id: c.req.valid("param").product_id }),
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
    (c) => getStorefront(c.var.rc, c.req.valid("param")),
  );
}

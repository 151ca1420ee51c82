import type { Hono } from "hono";
import { z } from "zod";
import {
  countChannelProducts,
  getProduct,
  listCategories,
  listChannelProducts,
  listProducts,
  listProductsInput,
  listSubcategories,
  listVideoMarketplaceProducts,
  pageInput,
  similarCreators,
  subcategoriesInput,
} from "../services/products";
import type { ApiEnv } from "./app-env";
import { defineRoute } from "./define";
import { categoriesResponse, countResponse } from "../services/responses/common";
import {
  followChangeResponse,
  followedProductsResponse,
  productDetailResponse,
  productListResponse,
  similarCreatorsResponse,
  videoProductsResponse,
} from "../services/responses/products";
import { followProduct, listFollowedProducts, listFollowedProductsInput, unfollowProduct } from "../services/product-follows";
import { listChannelProductGroups, listProductGroups, listProductGroupsInput } from "../services/product-groups";

const idParams = z.object({ id: z.string().min(1).max(64) });

export function productRoutes(api: Hono<ApiEnv>) {
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/categories",
      summary: "Product categories, sorted case-insensitively",
      tag: "products",
      response: categoriesResponse,
    },
    (c) => listCategories(c.var.rc),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/subcategories",
      summary: "Subcategories of a category",
      tag: "products",
      query: subcategoriesInput,
      response: categoriesResponse,
    },
    (c) => listSubcategories(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/channel/:id/products/count",
      summary: "Number of listed products of a channel",
      tag: "products",
      params: idParams,
      response: countResponse,
      errors: [404],
    },
    (c) => countChannelProducts(c.var.rc, { channel_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/channel/:id/products",
      listings: true,
      summary: "Listed products of one creator",
      tag: "products",
      params: idParams,
      query: pageInput(12),
      response: productListResponse,
      errors: [404],
    },
    (c) => listChannelProducts(c.var.rc, { ...c.req.valid("query"), channel_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/channel/:id/products/grouped",
      listings: true,
      summary:
        "Listed products of one creator, one entry per product (match key): its newest listed mention by this creator, newest first; total counts products",
      tag: "products",
      params: idParams,
      query: pageInput(12),
      response: productListResponse,
      errors: [404],
    },
    (c) => listChannelProductGroups(c.var.rc, { ...c.req.valid("query"), channel_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/video/:id/amazon",
      listings: true,
      summary: "Products a video mentions, each with its marketplace listings",
      tag: "products",
      params: idParams,
      query: pageInput(100),
      response: videoProductsResponse,
      errors: [404],
    },
    (c) => listVideoMarketplaceProducts(c.var.rc, { ...c.req.valid("query"), video_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products",
      listings: true,
      summary:
        "Products with a marketplace listing: filters by video, category, subcategory, text (ranked; a search finding no product also matches plurals, synonyms and corrected spellings, and answers `suggestion`, the corrected text, for Did you mean), one or more creators (repeat channel_id), subscribed_only; sorts",
      tag: "products",
      query: listProductsInput,
      response: productListResponse,
      errors: [401],
    },
    (c) => listProducts(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/grouped",
      listings: true,
      summary:
        "Products with a marketplace listing, one entry per product (match key) however many videos mention it: the filters, sorts and paging of GET /products (no video_id); each entry is the product's newest listed mention by a visible creator (within the chosen creators, or the best-ranked match of a text search), with its creators and creator_count; total counts products; a text search that finds fewer than 3 products forgives as GET /products does and answers `suggestion`",
      tag: "products",
      query: listProductGroupsInput,
      response: productListResponse,
      errors: [401],
    },
    (c) => listProductGroups(c.var.rc, c.req.valid("query")),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/:id",
      listings: true,
      summary: "One product with all its listings, each with its price history of the last 30 days",
      tag: "products",
      params: idParams,
      response: productDetailResponse,
      errors: [404],
    },
    (c) => getProduct(c.var.rc, { product_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/products/:id/similar-creators",
      summary: "Other creators who mention the same product",
      tag: "products",
      params: idParams,
      response: similarCreatorsResponse,
      errors: [404],
    },
    (c) => similarCreators(c.var.rc, { product_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "put",
      path: "/products/:id/follow",
      summary: "Follow a product: a notification when one of its listings drops in price",
      tag: "products",
      access: "user",
      params: idParams,
      marketplaceMeans:
        "The marketplace whose prices alert the follower (us, uk, de, fr, jp, ca; those the site serves): its own drops where it sells the item, the default's (us) where it does not. Following again changes it. A code the site does not serve answers 422.",
      response: followChangeResponse,
      errors: [404],
    },
    (c) => followProduct(c.var.rc, { product_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "delete",
      path: "/products/:id/follow",
      summary: "Stop following a product",
      tag: "products",
      access: "user",
      params: idParams,
      response: followChangeResponse,
      errors: [404],
    },
    (c) => unfollowProduct(c.var.rc, { product_id: c.req.valid("param").id }),
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/users/me/followed-products",
      summary: "The products I follow, newest first, with their current price and 30-day low",
      tag: "products",
      access: "user",
      query: listFollowedProductsInput,
      response: followedProductsResponse,
    },
    (c) => listFollowedProducts(c.var.rc, c.req.valid("query")),
  );
}

/** The product page's follow button (its action) and price history, and the profile's list of followed products. */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import * as productPage from "../../app/routes/product";
import * as profile from "../../app/routes/profile";
import { createUser, seedCatalogue, type TestUser } from "../api/fixtures";
import { dataOf, redirectOf, run } from "./harness";

let user: TestUser;
beforeAll(async () => {
  await seedCatalogue();
  user = await createUser("follow-routes");
  await env.DB.prepare(
    "INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at) VALUES ('B0ALPHA001', 1099, 'USD', ?), ('B0ALPHA001', 999, 'USD', ?)",
  )
    .bind(new Date(Date.now() - 12 * 864e5).toISOString(), new Date(Date.now() - 2 * 864e5).toISOString())
    .run();
});

const at = (id: string, extra: { token?: string; form?: Record<string, string> } = {}) => ({
  path: `/products/${id}`,
  pattern: "/products/:productId",
  params: { productId: id },
  ...extra,
});

type Page = {
  state: string;
  loggedIn: boolean;
  product: {
    is_followed: boolean | null;
    amazon_products: { amazon_product_id: string; price_history: { low: number; high: number } | null }[];
  };
};

describe("the product page", () => {
  it("renders the same for every anonymous visitor: no follow state, a link to log in, the price history", async () => {
    const page = dataOf<Page>(await run(productPage.loader, at("p-alpha-1")));
    expect(page.loggedIn).toBe(false);
    expect(page.product.is_followed).toBeNull();
    expect(page.product.amazon_products[0]).toMatchObject({ amazon_product_id: "B0ALPHA001", price_history: { low: 999, high: 1099 } });
    expect(page.product.amazon_products[1]).toMatchObject({ amazon_product_id: "B0ALPHA001X", price_history: null });
    expect(redirectOf(await run(productPage.action, at("p-alpha-1", { form: { intent: "follow" } })))).toBe(
      "/login?redirectTo=%2Fproducts%2Fp-alpha-1",
    );
  });

  it("lets a signed-in visitor follow and unfollow, and lists what they follow in the profile", async () => {
    expect(dataOf(await run(productPage.action, at("p-alpha-1", { token: user.token, form: { intent: "follow" } })))).toEqual({
      error: null,
    });
    const page = dataOf<Page>(await run(productPage.loader, at("p-alpha-1", { token: user.token })));
    expect(page).toMatchObject({ loggedIn: true, product: { is_followed: true } });

    const followed = dataOf<{ tab: string; total: number; followed: { product_id: string; price: number; low_30d: number }[] }>(
      await run(profile.loader, { path: "/profile?tab=followed", pattern: "/profile", token: user.token }),
    );
    expect(followed.tab).toBe("followed");
    expect(followed.total).toBe(1);
    expect(followed.followed).toEqual([expect.objectContaining({ product_id: "p-alpha-1", price: 999, low_30d: 999 })]);

    expect(dataOf(await run(productPage.action, at("p-alpha-1", { token: user.token, form: { intent: "unfollow" } })))).toEqual({
      error: null,
    });
    expect(dataOf<Page>(await run(productPage.loader, at("p-alpha-1", { token: user.token }))).product.is_followed).toBe(false);
    expect(
      dataOf<{ total: number }>(await run(profile.loader, { path: "/profile?tab=followed", pattern: "/profile", token: user.token })).total,
    ).toBe(0);
  });

  it("says why a follow failed: an unknown or hidden product", async () => {
    expect(dataOf(await run(productPage.action, at("p-hidden-1", { token: user.token, form: { intent: "follow" } })), 400)).toEqual({
      error: "Product not found",
    });
    expect(dataOf(await run(productPage.action, at("p-alpha-1", { token: user.token, form: { intent: "nonsense" } })), 400)).toEqual({
      error: "Unknown action.",
    });
  });
});

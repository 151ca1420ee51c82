/**
 * Following products (issue 14): PUT/DELETE /api/products/{id}/follow and
 * GET /api/users/me/followed-products, with the API's auth and error shapes (DESIGN.md section 4).
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, expect422, seedCatalogue, type TestUser } from "./fixtures";

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  await seedCatalogue();
  alice = await createUser("alice-follows");
  bob = await createUser("bob-follows");
});

describe("following a product", () => {
  it("needs a signed-in visitor: 401 for anonymous calls and bad tokens", async () => {
    for (const [method, path] of [
      ["PUT", "/products/p-alpha-1/follow"],
      ["DELETE", "/products/p-alpha-1/follow"],
      ["GET", "/users/me/followed-products"],
    ] as const) {
      const anonymous = await call(path, { method });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual({ detail: "Not authenticated" });
      expect((await call(path, { method, token: "not-a-token" })).status).toBe(401);
    }
  });

  it("answers 404 for an unknown product, and for a hidden channel's product to anyone but admins", async () => {
    for (const id of ["p-nope", "p-hidden-1"]) {
      for (const method of ["PUT", "DELETE"]) {
        const res = await call(`/products/${id}/follow`, { method, token: alice.token });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: "Product not found" });
      }
    }
  });

  it("validates the id and the paging", async () => {
    expect422(await call(`/products/${"p".repeat(65)}/follow`, { method: "PUT", token: alice.token }), "path");
    expect422(await call("/users/me/followed-products?limit=abc", { token: alice.token }), "query");
    expect422(await call("/users/me/followed-products?page=0", { token: alice.token }), "query");
  });

  it("follows, lists and unfollows, idempotently, each user only their own", async () => {
    const followed = await call("/products/p-alpha-1/follow", { method: "PUT", token: alice.token });
    expect(followed.status).toBe(200);
    expect(followed.body).toEqual({ product_id: "p-alpha-1", following: true });
    expect(followed.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await call("/products/p-alpha-1/follow", { method: "PUT", token: alice.token })).body).toEqual({
      product_id: "p-alpha-1",
      following: true,
    });
    await call("/products/p-beta-1/follow", { method: "PUT", token: alice.token });
    await env.DB.prepare("UPDATE product_follows SET created_at = '2026-01-01T00:00:00.000Z' WHERE product_id = 'p-alpha-1'").run();
    await env.DB.prepare(
      "INSERT INTO listing_prices (amazon_product_id, price, currency, observed_at) VALUES ('B0ALPHA001', 999, 'USD', ?), ('B0ALPHA001', 949, 'USD', ?)",
    )
      .bind(new Date(Date.now() - 3 * 864e5).toISOString(), new Date(Date.now() - 864e5).toISOString())
      .run();

    const mine = await call("/users/me/followed-products", { token: alice.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(mine.body.total).toBe(2);
    expect(mine.body.products.map((p: { product_id: string }) => p.product_id)).toEqual(["p-beta-1", "p-alpha-1"]);
    expect(mine.body.products[1]).toEqual({
      product_id: "p-alpha-1",
      product_name: "ZenBook Laptop",
      brand: "Asus",
      followed_at: "2026-01-01T00:00:00.000Z",
      listed: true,
      amazon_product_id: "B0ALPHA001",
      price: 999,
      currency: "USD",
      image_url: "https://m.example/B0ALPHA001.jpg",
      low_30d: 949,
    });
    const page2 = await call("/users/me/followed-products?page=2&limit=1", { token: alice.token });
    expect(page2.body).toMatchObject({ total: 2, products: [{ product_id: "p-alpha-1" }] });

    // Bob sees his own (none), and the product page tells each viewer their own state.
    expect((await call("/users/me/followed-products", { token: bob.token })).body).toEqual({ products: [], total: 0 });
    expect((await call("/products/p-alpha-1", { token: alice.token })).body.is_followed).toBe(true);
    expect((await call("/products/p-alpha-1", { token: bob.token })).body.is_followed).toBe(false);
    const anonymous = await call("/products/p-alpha-1");
    expect(anonymous.body.is_followed).toBeNull();
    expect(anonymous.headers.get("Cache-Control")).toMatch(/^public/);

    const unfollowed = await call("/products/p-alpha-1/follow", { method: "DELETE", token: alice.token });
    expect(unfollowed.body).toEqual({ product_id: "p-alpha-1", following: false });
    expect((await call("/products/p-alpha-1/follow", { method: "DELETE", token: alice.token })).body).toEqual({
      product_id: "p-alpha-1",
      following: false,
    });
    expect((await call("/users/me/followed-products", { token: alice.token })).body).toMatchObject({
      total: 1,
      products: [{ product_id: "p-beta-1" }],
    });
  });

  it("leaves a followed product out of the list while its channel is hidden", async () => {
    await call("/products/p-gamma-1/follow", { method: "PUT", token: bob.token });
    await env.DB.prepare(
      "UPDATE channels SET show = 0 WHERE channel_id = (SELECT channel_id FROM products WHERE product_id = 'p-gamma-1')",
    ).run();
    expect((await call("/users/me/followed-products", { token: bob.token })).body).toEqual({ products: [], total: 0 });
    await env.DB.prepare(
      "UPDATE channels SET show = 1 WHERE channel_id = (SELECT channel_id FROM products WHERE product_id = 'p-gamma-1')",
    ).run();
    expect((await call("/users/me/followed-products", { token: bob.token })).body.total).toBe(1);
  });
});

/**
 * The category dropdowns show what visitors can find: hiding a channel takes away the categories
 * only its products had, and showing it again brings them back.
 */
import { describe, expect, it } from "vitest";
import { call, createAdmin, insertChannel, insertProduct, insertVideo } from "./fixtures";

describe("categories follow channel visibility", () => {
  it("hiding the only channel with a category removes it from both dropdown lists; showing it restores them", async () => {
    const admin = await createAdmin();
    for (const [id, category, subcategory] of [
      ["UCvisibleCat", "Kitchen", "Knives"],
      ["UCsoonHidden", "Gardening", "Pruners"],
    ] as const) {
      await insertChannel({ channel_id: id, channel_name: id });
      await insertVideo({ video_id: `${id}-v`, channel_id: id, title: "A video", published_at: "2025-03-01T00:00:00Z" });
      await insertProduct({
        product_id: `${id}-p`,
        video_id: `${id}-v`,
        channel_id: id,
        product_name: `${category} thing`,
        category,
        subcategory,
        published_at: "2025-03-01T00:00:00Z",
        listings: [{ asin: `B0${id.slice(2, 10).toUpperCase()}` }],
      });
    }
    const categories = async () => (await call<{ categories: string[] }>("/products/categories")).body.categories;
    const subcategories = async (c: string) =>
      (await call<{ categories: string[] }>(`/products/subcategories?category=${c}`)).body.categories;
    expect(await categories()).toEqual(expect.arrayContaining(["Gardening", "Kitchen"]));

    expect((await call("/channels/UCsoonHidden/toggle_show", { method: "PATCH", token: admin.token })).status).toBe(200);
    expect(await categories()).toContain("Kitchen");
    expect(await categories()).not.toContain("Gardening");
    expect(await subcategories("Gardening")).toEqual([]);
    expect(await subcategories("Kitchen")).toEqual(["Knives"]);

    expect((await call("/channels/UCsoonHidden/toggle_show", { method: "PATCH", token: admin.token })).status).toBe(200);
    expect(await categories()).toEqual(expect.arrayContaining(["Gardening", "Kitchen"]));
    expect(await subcategories("Gardening")).toEqual(["Pruners"]);
  });
});

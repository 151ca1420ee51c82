/** Issue 13 item 2: no list pages deeper than 10,000 rows; beyond it a 422 says why. */
import { beforeAll, describe, expect, it } from "vitest";
import * as channelsPage from "../../app/routes/channels";
import { call, seedCatalogue } from "./fixtures";
import { dataOf, run } from "../routes/harness";

beforeAll(async () => {
  await seedCatalogue();
});

describe("deep paging", () => {
  it("is refused past 10,000 rows with a 422 whose detail says how to find things instead", async () => {
    for (const path of ["/products?skip=10001", "/channels?skip=20000", "/videos?skip=10000000", "/products?page=1001"]) {
      const res = await call(path);
      expect(res.status, path).toBe(422);
      expect(JSON.stringify(res.body.detail), path).toMatch(/can be at most (10,000|1,000): narrow the list with a search or a filter/);
    }
    expect((await call("/products?skip=10000")).status).toBe(200);
    expect((await call("/products?page=1000&limit=10")).status).toBe(200);
  });

  it("a page asked for beyond the deepest shows the deepest instead of failing", async () => {
    const deep = dataOf<{ page: number; error: string | null }>(
      await run(channelsPage.loader, { path: "/channels?page=999999", pattern: "/channels" }),
    );
    expect(deep.error).toBeNull();
    expect(deep.page).toBe(834);
  });
});

import { describe, expect, it } from "vitest";
import { matchCandidate } from "../../worker/services/matching";

const sony = { product_name: "WH-1000XM5", brand: "Sony", category: "Electronics", subcategory: "Headphones" };
const verdict = (mention: Parameters<typeof matchCandidate>[0], title: string, extra: Partial<Parameters<typeof matchCandidate>[1]> = {}) =>
  matchCandidate(mention, { asin: "B000000001", title, ...extra }).verdict;

describe("the listing matcher", () => {
  it("verifies the product itself, from structured fields or from the title alone", () => {
    const r = matchCandidate(sony, { asin: "B09XS7JWHH", title: "Sony WH-1000XM5 Wireless Industry Leading Noise Canceling Headphones", brand: "Sony", model: "WH1000XM5/B" });
    expect(r.verdict).toBe("verified");
    expect(r.score).toBe(1);
    expect(r.reasons).toEqual(["same brand (brand)", "same model (wh1000xm5)"]);
    expect(verdict(sony, "Sony WH1000XM5 Noise Canceling Headphones, Black")).toBe("verified");
  });

  it("rejects the older model, another variant and another generation", () => {
    expect(verdict(sony, "Sony WH-1000XM4 Wireless Noise Canceling Overhead Headphones", { brand: "Sony" })).toBe("rejected");
    const iphone = { product_name: "iPhone 15 Pro", brand: "Apple" };
    expect(verdict(iphone, "Apple iPhone 15 Pro, 128GB, Natural Titanium", { brand: "Apple" })).toBe("verified");
    expect(verdict(iphone, "Apple iPhone 15 Pro Max, 256GB", { brand: "Apple" })).toBe("rejected");
    expect(verdict(iphone, "Apple iPhone 15, 128GB, Black", { brand: "Apple" })).toBe("rejected");
    const mini = { product_name: "Mac Mini M2", brand: "Apple" };
    expect(verdict(mini, "Apple Mac Studio M2 Max", { brand: "Apple" })).toBe("rejected");
    const pods = { product_name: "AirPods Pro 2nd Generation", brand: "Apple" };
    expect(verdict(pods, "Apple AirPods Pro (2nd Generation) Wireless Ear Buds", { brand: "Apple" })).toBe("verified");
    expect(verdict(pods, "Apple AirPods Pro (1st Generation)", { brand: "Apple" })).toBe("rejected");
  });

  it("rejects accessories, parts and items made to fit the product", () => {
    expect(verdict(sony, "Hard Shell Carrying Case for Sony WH-1000XM5 Headphones", { brand: "Sunmns" })).toBe("rejected");
    expect(verdict(sony, "Replacement Ear Pads for Sony WH-1000XM5, Protein Leather", { brand: "Geekria" })).toBe("rejected");
    expect(verdict(sony, "Sony WH-1000XM5 Ear Pads Replacement Cushions", { brand: "Sony" })).toBe("rejected");
    const keyboard = { product_name: "K2 Mechanical Keyboard", brand: "Keychron" };
    expect(verdict(keyboard, "Keychron K2 Wireless Mechanical Keyboard, Gateron Brown")).toBe("verified");
    expect(verdict(keyboard, "PBT Keycaps Set Compatible with Keychron K2 Keyboard")).toBe("rejected");
  });

  it("rejects renewed items and multipacks, and another brand's product of the same kind", () => {
    expect(verdict(sony, "Sony WH-1000XM5 Wireless Headphones (Renewed)", { brand: "Sony" })).toBe("rejected");
    const pen = { product_name: "Jetstream 101 Pen", brand: "Uni-ball" };
    expect(verdict(pen, "uni-ball Jetstream 101 Rollerball Pen, Black")).toBe("verified");
    expect(verdict(pen, "uni-ball Jetstream 101 Pen, 12 Pack")).toBe("rejected");
    expect(verdict(sony, "Bose QuietComfort 45 Headphones", { brand: "Bose" })).toBe("rejected");
  });

  it("sends a title that names the brand only in passing to review, not straight to the listings", () => {
    const r = matchCandidate(sony, { asin: "B000000002", title: "Wireless Headphones WH-1000XM5 by Sony" });
    expect(r.verdict).toBe("review");
    expect(r.reasons).toContain("brand named in the title, not first");
  });
});

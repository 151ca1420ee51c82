import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/lib/format";

describe("safeRedirect (the post-login destination)", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(safeRedirect("/products?page=2#top")).toBe("/products?page=2#top");
    expect(safeRedirect("/channels/UCx")).toBe("/channels/UCx");
  });

  it("refuses anything a browser would take off-site: tabs, newlines, //, backslashes, schemes", () => {
    for (const hostile of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "//evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "/\\/evil.example",
      "/\t\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "evil.example",
      "",
    ]) {
      expect(safeRedirect(hostile), JSON.stringify(hostile)).toBe("/");
    }
    expect(safeRedirect(null)).toBe("/");
  });

  it("what it returns is what the browser follows: a path on this site", () => {
    for (const input of ["/a/../b", "/./c", "/%2F%2Fevil.example", "/products/%09x"]) {
      const out = safeRedirect(input);
      expect(out.startsWith("/") && !out.startsWith("//"), `${input} → ${out}`).toBe(true);
      expect(new URL(out, "https://picks.example").origin).toBe("https://picks.example");
    }
  });
});

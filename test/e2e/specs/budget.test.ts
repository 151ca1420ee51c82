import assert from "node:assert/strict";
import { test } from "node:test";
import { pageSizes } from "../js-size.ts";

// DESIGN.md section 8: no page ships more than 100 KB of gzipped JavaScript. Measured on the
// build the browser tests run against: the entry, the layout, the route and every chunk they import.
test("no page ships more than 100 KB of gzipped JavaScript", () => {
  const sizes = pageSizes();
  assert.ok(sizes.length >= 15, "every page route was measured");
  const over = sizes.filter((s) => s.kb > 100).map((s) => `${s.route}: ${s.kb} KB`);
  assert.deepEqual(over, []);
});

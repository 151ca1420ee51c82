import assert from "node:assert/strict";
import { test } from "node:test";
import { OWN_CODE_BUDGET_KB, pageSizes } from "../js-size.ts";

// DESIGN.md section 8: at most 25 KB gzipped of the project's own code per page, on top of the
// React and React Router runtime (reported apart). Measured on the build the browser tests run
// against: the entry, the layout, the route and every chunk they import.
test("no page ships more than 25 KB of its own gzipped JavaScript on top of the React runtime", () => {
  const sizes = pageSizes();
  assert.ok(sizes.length >= 15, "every page route was measured");
  const runtime = sizes[0]!.runtime;
  console.log(`React + React Router runtime: ${runtime} KB gzip; own code per page: ${sizes.map((s) => `${s.route} ${s.own}`).join(", ")}`);
  // The runtime is React itself, not a lighter stand-in: react-dom alone is over 40 KB gzipped.
  assert.ok(runtime > 40, `the runtime chunks hold React (${runtime} KB)`);
  const over = sizes.filter((s) => s.own > OWN_CODE_BUDGET_KB).map((s) => `${s.route}: ${s.own} KB`);
  assert.deepEqual(over, []);
});

import type { Plugin } from "vite";
import { fileURLToPath } from "node:url";

const shim = fileURLToPath(new URL("./react-on-preact.js", import.meta.url));

const browserTargets: Record<string, string> = {
  react: shim,
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-runtime",
};

/**
 * The production browser bundle runs on preact/compat instead of React: React alone is over the
 * 100 KB JavaScript budget (docs/decisions/0006). The server keeps React for SSR, and `vite dev`
 * keeps React for Fast Refresh; app/components/DocumentElement.tsx follows the same split.
 */
export function preactInBrowser(): Plugin {
  return {
    name: "preact-in-browser",
    apply: "build",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (this.environment.name !== "client") return null;
      const target = browserTargets[id];
      if (!target || importer === shim) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}

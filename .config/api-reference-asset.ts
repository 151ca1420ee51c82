import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** Must match the paths in worker/api/openapi.ts. */
const FILES = {
  "/assets/api-reference/swagger-ui-bundle.js": "swagger-ui-bundle.js",
  "/assets/api-reference/swagger-ui.css": "swagger-ui.css",
};

function distFile(name: string): Buffer {
  const dist = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  return readFileSync(join(dist, name));
}

/**
 * `/api/docs` runs Swagger UI from the app's own origin (no CDN, within the page CSP): the client
 * build carries its browser bundle and stylesheet as static assets, and the dev server answers
 * them from node_modules.
 */
export function apiReferenceAsset(): Plugin {
  return {
    name: "api-reference-asset",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      for (const [path, name] of Object.entries(FILES)) this.emitFile({ type: "asset", fileName: path.slice(1), source: distFile(name) });
    },
    configureServer(server) {
      for (const [path, name] of Object.entries(FILES)) {
        server.middlewares.use(path, (_req, res) => {
          res.setHeader("Content-Type", name.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8");
          res.end(distFile(name));
        });
      }
    },
  };
}

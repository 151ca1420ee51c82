import type { Plugin } from "vite";
import { IMMUTABLE_CACHE_CONTROL } from "../worker/cache/policy";

/**
 * Static assets' caching, as a `_headers` file at the root of the client build (Workers static
 * assets read it). Built files carry a content hash in their name, so they never change: a year,
 * immutable. The API reference's files keep their package's names, so they are kept a day only.
 */
export function staticAssetHeaders(): Plugin {
  return {
    name: "static-asset-headers",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      const source = [
        "/assets/*",
        `  Cache-Control: ${IMMUTABLE_CACHE_CONTROL}`,
        "/assets/api-reference/*",
        "  ! Cache-Control",
        "  Cache-Control: public, max-age=86400",
        "",
      ].join("\n");
      this.emitFile({ type: "asset", fileName: "_headers", source });
    },
  };
}

import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { apiReferenceAsset } from "./api-reference-asset";
import { staticAssetHeaders } from "./static-asset-headers";

const root = fileURLToPath(new URL("..", import.meta.url));

// Configs live in .config/ because the product owner fixed the top level of the repository.
export default defineConfig({
  root,
  plugins: [
    cloudflare({ configPath: `${root}/wrangler.toml`, viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    apiReferenceAsset(),
    staticAssetHeaders(),
  ],
  resolve: {
    alias: {
      "~": `${root}/app`,
      "@worker": `${root}/worker`,
    },
  },
});

import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}/migrations`);
  return {
    root,
    plugins: [
      cloudflareTest({
        main: `${root}/worker/index.ts`,
        wrangler: { configPath: `${root}/wrangler.toml` },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // The Worker defaults to production (wrangler.toml [vars]); tests run as "test".
            APP_ENV: "test",
            JWT_SECRET: "test-secret-that-is-long-enough-for-hs256-0123456789",
            PASSWORD_PEPPER: "test-pepper-that-is-long-enough-0123456789abcdef",
          },
        },
      }),
    ],
    resolve: {
      alias: {
        "~": `${root}/app`,
        "@worker": `${root}/worker`,
        // React Router's server build exists only inside its Vite plugin; API tests never render pages.
        "virtual:react-router/server-build": `${root}/test/fixtures/server-build-stub.ts`,
      },
    },
    test: {
      include: ["test/**/*.test.ts"],
      exclude: ["test/e2e/**"],
      setupFiles: ["test/setup/apply-migrations.ts"],
    },
  };
});

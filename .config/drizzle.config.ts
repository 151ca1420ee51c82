import { defineConfig } from "drizzle-kit";

// Migrations are generated here and applied only by `wrangler d1 migrations apply` (one runner everywhere).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});

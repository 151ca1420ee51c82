import { Hono } from "hono";
import type { ApiEnv } from "./app-env";

export const api = new Hono<ApiEnv>();

api.get("/health", async (c) => {
  await c.env.DB.prepare("SELECT 1").first();
  return c.json({ ok: true });
});

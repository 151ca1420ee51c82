import type { D1Handle } from "../client";

/** The cheapest statement that still reaches D1: throws when the database cannot answer. */
export async function pingDatabase(d1: D1Handle): Promise<void> {
  await d1.prepare("SELECT 1").first();
}

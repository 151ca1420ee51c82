import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

/** ISO-8601 UTC text: sorts correctly as text and reads well in D1's console. */
export const isoNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const createdAt = () => text("created_at").notNull().default(isoNow);
/**
 * The one place updated_at is kept: drizzle sets it on every builder update; the hand-tuned
 * statements in ./queries/ write `updated_at = ${isoNow}` with this same fragment.
 */
export const updatedAt = () =>
  text("updated_at")
    .notNull()
    .default(isoNow)
    .$onUpdate(() => isoNow);

export const bool = (name: string) => integer(name, { mode: "boolean" });

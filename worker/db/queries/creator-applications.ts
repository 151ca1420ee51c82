/** Creator applications and their review (worker/services/creator-applications.ts). */
import { sql } from "drizzle-orm";
import { batch } from "../batch";
import type { Db } from "../client";
import type { RowQuery } from "../rows";
import { creatorApplications, type channels, type storefronts } from "../schema";

export const APPLICATION_STATUSES = creatorApplications.status.enumValues;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

type Application = typeof creatorApplications.$inferSelect;

export type NewCreatorApplication = Pick<Application, "application_id" | "channel_handle" | "email" | "phone_number" | "category">;

export async function insertCreatorApplication(db: Db, application: NewCreatorApplication): Promise<void> {
  await db.insert(creatorApplications).values(application);
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** An application with the channel its handle names (once loaded) and the storefront approving it created. */
export type ApplicationRow = Pick<
  Application,
  "application_id" | "channel_handle" | "email" | "phone_number" | "category" | "status" | "created_at" | "reviewed_at"
> &
  Nullable<Pick<typeof channels.$inferSelect, "channel_id" | "channel_name">> & {
    loaded_handle: string | null;
    storefront_id: (typeof storefronts.$inferSelect)["storefront_id"] | null;
    storefront_handle: string | null;
  };

// The channel is matched by handle (lower(handle) is indexed): the admin sees whether it is loaded yet.
const APPLICATION_SELECT = sql`SELECT a.application_id, a.channel_handle, a.email, a.phone_number, a.category, a.status,
    a.created_at, a.reviewed_at, c.channel_id, c.channel_name, c.handle AS loaded_handle, s.storefront_id, s.handle AS storefront_handle
  FROM creator_applications a
  LEFT JOIN channels c ON lower(c.handle) = lower(substr(a.channel_handle, 2))
  LEFT JOIN storefronts s ON s.application_id = a.application_id`;

/** Newest first, optionally one status only; the page and the total in one round trip. */
export async function pageOfApplications(
  db: Db,
  status: ApplicationStatus | null,
  limit: number,
  offset: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = status ? sql`WHERE a.status = ${status}` : sql``;
  const [rows, count] = await batch(db, [
    db.all<ApplicationRow>(
      sql`${APPLICATION_SELECT} ${where} ORDER BY a.created_at DESC, a.application_id LIMIT ${limit} OFFSET ${offset}`,
    ),
    db.get<{ total: number }>(sql`SELECT count(*) AS total FROM creator_applications a ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export function applicationRowById(db: Db, applicationId: string): RowQuery<ApplicationRow> {
  return db.get<ApplicationRow>(sql`${APPLICATION_SELECT} WHERE a.application_id = ${applicationId}`);
}

export async function channelHasStorefront(db: Db, channelId: string): Promise<boolean> {
  return (await db.get(sql`SELECT 1 FROM storefronts WHERE channel_id = ${channelId}`)) !== undefined;
}

export interface NewStorefront {
  storefrontId: string;
  applicationId: string;
  channelId: string;
  handle: string;
}

/**
 * Approves the application and creates its storefront in one transaction; the storefront is
 * created only while the application is still pending, so two admins approving at once cannot
 * both succeed. False when it was reviewed meanwhile; throws D1's UNIQUE constraint error when
 * the channel has a storefront already.
 */
export async function approveApplication(db: Db, storefront: NewStorefront): Promise<boolean> {
  const [created] = await batch(db, [
    db.run(
      sql`INSERT INTO storefronts (storefront_id, application_id, channel_id, handle)
         SELECT ${storefront.storefrontId}, ${storefront.applicationId}, ${storefront.channelId}, ${storefront.handle}
         WHERE EXISTS (SELECT 1 FROM creator_applications WHERE application_id = ${storefront.applicationId} AND status = 'pending')`,
    ),
    db.run(
      sql`UPDATE creator_applications SET status = 'approved', reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
         WHERE application_id = ${storefront.applicationId} AND status = 'pending'`,
    ),
  ]);
  return created.meta.changes !== 0;
}

/** False when the application was reviewed meanwhile. */
export async function rejectApplication(db: Db, applicationId: string): Promise<boolean> {
  const result = await db.run(
    sql`UPDATE creator_applications SET status = 'rejected', reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE application_id = ${applicationId} AND status = 'pending'`,
  );
  return result.meta.changes > 0;
}

/** Creator applications and their review (worker/services/creator-applications.ts). */
import type { D1Handle, Db } from "../client";
import { creatorApplications } from "../schema";

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface NewCreatorApplication {
  application_id: string;
  channel_handle: string;
  email: string;
  phone_number: string | null;
  category: string;
}

export async function insertCreatorApplication(db: Db, application: NewCreatorApplication): Promise<void> {
  await db.insert(creatorApplications).values(application);
}

/** An application with the channel its handle names (once loaded) and the storefront approving it created. */
export interface ApplicationRow {
  application_id: string;
  channel_handle: string;
  email: string;
  phone_number: string | null;
  category: string;
  status: ApplicationStatus;
  created_at: string;
  reviewed_at: string | null;
  channel_id: string | null;
  channel_name: string | null;
  loaded_handle: string | null;
  storefront_id: string | null;
  storefront_handle: string | null;
}

// The channel is matched by handle (lower(handle) is indexed): the admin sees whether it is loaded yet.
const APPLICATION_SELECT = `SELECT a.application_id, a.channel_handle, a.email, a.phone_number, a.category, a.status,
    a.created_at, a.reviewed_at, c.channel_id, c.channel_name, c.handle AS loaded_handle, s.storefront_id, s.handle AS storefront_handle
  FROM creator_applications a
  LEFT JOIN channels c ON lower(c.handle) = lower(substr(a.channel_handle, 2))
  LEFT JOIN storefronts s ON s.application_id = a.application_id`;

/** Newest first, optionally one status only; the page and the total in one round trip. */
export async function pageOfApplications(
  d1: D1Handle,
  status: ApplicationStatus | null,
  limit: number,
  offset: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = status ? "WHERE a.status = ?1" : "WHERE ?1 IS NULL";
  const [page, count] = await d1.batch([
    d1
      .prepare(`${APPLICATION_SELECT} ${where} ORDER BY a.created_at DESC, a.application_id LIMIT ?2 OFFSET ?3`)
      .bind(status, limit, offset),
    d1.prepare(`SELECT count(*) AS total FROM creator_applications a ${where}`).bind(status),
  ]);
  return {
    rows: (page?.results ?? []) as ApplicationRow[],
    total: (count?.results[0] as { total: number }).total,
  };
}

export async function applicationRowById(d1: D1Handle, applicationId: string): Promise<ApplicationRow | null> {
  return d1.prepare(`${APPLICATION_SELECT} WHERE a.application_id = ?`).bind(applicationId).first<ApplicationRow>();
}

export async function channelHasStorefront(d1: D1Handle, channelId: string): Promise<boolean> {
  return (await d1.prepare("SELECT 1 FROM storefronts WHERE channel_id = ?").bind(channelId).first()) !== null;
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
export async function approveApplication(d1: D1Handle, storefront: NewStorefront): Promise<boolean> {
  const [created] = await d1.batch([
    d1
      .prepare(
        `INSERT INTO storefronts (storefront_id, application_id, channel_id, handle)
         SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM creator_applications WHERE application_id = ?2 AND status = 'pending')`,
      )
      .bind(storefront.storefrontId, storefront.applicationId, storefront.channelId, storefront.handle),
    d1
      .prepare(
        `UPDATE creator_applications SET status = 'approved', reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
         WHERE application_id = ? AND status = 'pending'`,
      )
      .bind(storefront.applicationId),
  ]);
  return created?.meta.changes !== 0;
}

/** False when the application was reviewed meanwhile. */
export async function rejectApplication(d1: D1Handle, applicationId: string): Promise<boolean> {
  const result = await d1
    .prepare(
      `UPDATE creator_applications SET status = 'rejected', reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE application_id = ? AND status = 'pending'`,
    )
    .bind(applicationId)
    .run();
  return result.meta.changes > 0;
}

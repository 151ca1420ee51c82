import { z } from "zod";
import { requireAdmin } from "./channels";
import type { ServiceContext } from "./context";
import { CONTENT_NICHES, channelHandleError } from "./creator-application-rules";
import { conflict, notFound } from "../lib/errors";
import { limitParam, pageParam } from "./pagination";
import { clientNetwork } from "../auth/login-throttle";
import { hit, RULES } from "../auth/rate-limit";

export { CONTENT_NICHES, channelHandleError, HANDLE_CHARS_MESSAGE, HANDLE_PREFIX_MESSAGE } from "./creator-application-rules";

export const creatorApplicationInput = z.object({
  channel_handle: z
    .string()
    .trim()
    .min(1, "Field required")
    .max(100)
    .superRefine((value, ctx) => {
      const error = channelHandleError(value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address")),
  phone_number: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ().-]*$/, "Enter a valid phone number")
    .nullish()
    .transform((v) => (v ? v : null)),
  category: z.enum(CONTENT_NICHES),
});

/** `request` names the applicant's network: ten applications an hour from one network at most. */
export async function submitCreatorApplication(rc: ServiceContext, request: Request, rawInput: z.input<typeof creatorApplicationInput>) {
  const input = creatorApplicationInput.parse(rawInput);
  await hit(rc, RULES.creatorApplicationsPerNetwork, clientNetwork(request));
  const application_id = crypto.randomUUID();
  await rc.d1
    .prepare("INSERT INTO creator_applications (application_id, channel_handle, email, phone_number, category) VALUES (?, ?, ?, ?, ?)")
    .bind(application_id, input.channel_handle, input.email, input.phone_number, input.category)
    .run();
  return {
    application_id,
    ...input,
    status: "pending" as const,
    message: "Application submitted. We will contact you within 24 hours.",
  };
}

// Review by admins (the "Creator Applications" tab): approving creates the creator's storefront.

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;

export const listApplicationsInput = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  page: pageParam,
  limit: limitParam(20),
});

interface ApplicationRow {
  application_id: string;
  channel_handle: string;
  email: string;
  phone_number: string | null;
  category: string;
  status: (typeof APPLICATION_STATUSES)[number];
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

function toApplication(row: ApplicationRow) {
  const { channel_id, channel_name, loaded_handle, storefront_id, storefront_handle, ...rest } = row;
  return {
    ...rest,
    channel: channel_id ? { channel_id, channel_name: channel_name ?? "", handle: loaded_handle ?? "" } : null,
    storefront: storefront_id ? { storefront_id, handle: storefront_handle ?? "" } : null,
  };
}
export type CreatorApplication = ReturnType<typeof toApplication>;

/** Newest first, optionally one status only. */
export async function listCreatorApplications(rc: ServiceContext, rawInput: z.input<typeof listApplicationsInput>) {
  requireAdmin(rc);
  const input = listApplicationsInput.parse(rawInput);
  const where = input.status ? "WHERE a.status = ?1" : "WHERE ?1 IS NULL";
  const status = input.status ?? null;
  const [page, count] = await rc.d1.batch([
    rc.d1
      .prepare(`${APPLICATION_SELECT} ${where} ORDER BY a.created_at DESC, a.application_id LIMIT ?2 OFFSET ?3`)
      .bind(status, input.limit, (input.page - 1) * input.limit),
    rc.d1.prepare(`SELECT count(*) AS total FROM creator_applications a ${where}`).bind(status),
  ]);
  return {
    applications: ((page?.results ?? []) as ApplicationRow[]).map(toApplication),
    total: (count?.results[0] as { total: number }).total,
  };
}

export async function getCreatorApplication(rc: ServiceContext, applicationId: string): Promise<CreatorApplication> {
  requireAdmin(rc);
  const row = await rc.d1.prepare(`${APPLICATION_SELECT} WHERE a.application_id = ?`).bind(applicationId).first<ApplicationRow>();
  if (!row) throw notFound("Application");
  return toApplication(row);
}

/**
 * Approves a pending application and creates the storefront of the channel whose handle it names.
 * The channel must be loaded already (the storefront shows its products) and have no storefront.
 */
export async function approveCreatorApplication(rc: ServiceContext, applicationId: string) {
  const application = await getCreatorApplication(rc, applicationId);
  if (application.status !== "pending") throw conflict(`Application is already ${application.status}`);
  const channel = application.channel;
  if (!channel) throw conflict(`Channel ${application.channel_handle} is not loaded yet: run search_youtube for it first`);
  const taken = await rc.d1.prepare("SELECT 1 FROM storefronts WHERE channel_id = ?").bind(channel.channel_id).first();
  if (taken) throw conflict(`Channel @${channel.handle} already has a storefront`);
  const storefrontId = crypto.randomUUID();
  try {
    // One transaction; the storefront is created only while the application is still pending, so
    // two admins approving at once cannot both succeed.
    const [created] = await rc.d1.batch([
      rc.d1
        .prepare(
          `INSERT INTO storefronts (storefront_id, application_id, channel_id, handle)
         SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM creator_applications WHERE application_id = ?2 AND status = 'pending')`,
        )
        .bind(storefrontId, applicationId, channel.channel_id, channel.handle),
      rc.d1
        .prepare(
          `UPDATE creator_applications SET status = 'approved', reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
         WHERE application_id = ? AND status = 'pending'`,
        )
        .bind(applicationId),
    ]);
    if (created?.meta.changes === 0) throw conflict("Application was reviewed meanwhile");
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed/i.test(error.message)) {
      throw conflict(`Channel @${channel.handle} already has a storefront`);
    }
    throw error;
  }
  return getCreatorApplication(rc, applicationId);
}

export async function rejectCreatorApplication(rc: ServiceContext, applicationId: string) {
  const application = await getCreatorApplication(rc, applicationId);
  if (application.status !== "pending") throw conflict(`Application is already ${application.status}`);
  const result = await rc.d1
    .prepare(
      `UPDATE creator_applications SET status = 'rejected', reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
     WHERE application_id = ? AND status = 'pending'`,
    )
    .bind(applicationId)
    .run();
  if (result.meta.changes === 0) throw conflict("Application was reviewed meanwhile");
  return getCreatorApplication(rc, applicationId);
}

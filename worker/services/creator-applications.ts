import { z } from "zod";
import { requireAdmin } from "./channels";
import { incomingRequest, type ServiceContext } from "./context";
import { CONTENT_NICHES, channelHandleError } from "./creator-application-rules";
import { isChannelOwner } from "../db/queries/channel-owners";
import { AppError, conflict, notFound } from "../lib/errors";
import { isEmailVerified } from "./email-verification";
import { limitParam, pageParam } from "./pagination";
import { clientNetwork } from "../auth/login-throttle";
import { hit, RULES } from "../auth/rate-limit";
import {
  APPLICATION_STATUSES,
  applicationRowById,
  approveApplication,
  channelHasStorefront,
  insertCreatorApplication,
  pageOfApplications,
  rejectApplication,
  type ApplicationRow,
} from "../db/queries/creator-applications";

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
const creatorApplicationSent = creatorApplicationInput.extend({ request: incomingRequest });

/**
 * The request names the applicant's network: ten applications an hour from one network at most.
 * An application sent by a signed-in owner of the channel it names (channel_owners), whose e-mail
 * is confirmed, is approved at once through the admins' approval; any other waits in their queue.
 */
export async function submitCreatorApplication(rc: ServiceContext, rawInput: z.input<typeof creatorApplicationSent>) {
  const { request, ...input } = creatorApplicationSent.parse(rawInput);
  await hit(rc, RULES.creatorApplicationsPerNetwork, clientNetwork(request));
  const application_id = crypto.randomUUID();
  await insertCreatorApplication(rc.db, {
    application_id,
    channel_handle: input.channel_handle,
    email: input.email,
    phone_number: input.phone_number,
    category: input.category,
  });
  const approved = await approveVerifiedOwner(rc, application_id);
  if (approved?.storefront) {
    return {
      application_id,
      ...input,
      status: "approved" as const,
      message: `Application approved: your storefront is at /s/${approved.storefront.handle}.`,
      storefront: approved.storefront,
    };
  }
  return {
    application_id,
    ...input,
    status: "pending" as const,
    message: "Application submitted. We will contact you within 24 hours.",
    storefront: null,
  };
}

/** The application approved, when its sender has shown they own the channel; null when it stays pending. */
async function approveVerifiedOwner(rc: ServiceContext, applicationId: string): Promise<CreatorApplication | null> {
  if (!rc.viewer || !(await isEmailVerified(rc, rc.viewer.user_id))) return null;
  const application = await applicationById(rc, applicationId);
  if (!application.channel || !(await isChannelOwner(rc.db, application.channel.channel_id, rc.viewer.user_id))) return null;
  try {
    return await approve(rc, application);
  } catch (error) {
    // The channel has a storefront already (or an admin was quicker): the application waits for an admin like any other.
    if (error instanceof AppError && error.status === 409) return null;
    throw error;
  }
}

// Review by admins (the "Creator Applications" tab): approving creates the creator's storefront.

export { APPLICATION_STATUSES };

export const listApplicationsInput = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  page: pageParam,
  limit: limitParam(20),
});

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
  const { rows, total } = await pageOfApplications(rc.db, input.status ?? null, input.limit, (input.page - 1) * input.limit);
  return { applications: rows.map(toApplication), total };
}

async function applicationById(rc: ServiceContext, applicationId: string): Promise<CreatorApplication> {
  const row = await applicationRowById(rc.db, applicationId);
  if (!row) throw notFound("Application");
  return toApplication(row);
}

export async function getCreatorApplication(rc: ServiceContext, applicationId: string): Promise<CreatorApplication> {
  requireAdmin(rc);
  return applicationById(rc, applicationId);
}

/** An admin approves a pending application. */
export const applicationInput = z.object({ application_id: z.string().trim().min(1).max(64) });

export async function approveCreatorApplication(rc: ServiceContext, rawInput: z.input<typeof applicationInput>) {
  requireAdmin(rc);
  const { application_id: applicationId } = applicationInput.parse(rawInput);
  return approve(rc, await getCreatorApplication(rc, applicationId));
}

/**
 * Approves a pending application and creates the storefront of the channel whose handle it names.
 * The channel must be loaded already (the storefront shows its products) and have no storefront.
 * Callers check who may approve: an admin, or the channel's verified owner applying.
 */
async function approve(rc: ServiceContext, application: CreatorApplication): Promise<CreatorApplication> {
  const applicationId = application.application_id;
  if (application.status !== "pending") throw conflict(`Application is already ${application.status}`);
  const channel = application.channel;
  if (!channel) throw conflict(`Channel ${application.channel_handle} is not loaded yet: run search_youtube for it first`);
  if (await channelHasStorefront(rc.db, channel.channel_id)) throw conflict(`Channel @${channel.handle} already has a storefront`);
  const storefrontId = crypto.randomUUID();
  try {
    const approved = await approveApplication(rc.db, {
      storefrontId,
      applicationId,
      channelId: channel.channel_id,
      handle: channel.handle,
    });
    if (!approved) throw conflict("Application was reviewed meanwhile");
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed/i.test(error.message)) {
      throw conflict(`Channel @${channel.handle} already has a storefront`);
    }
    throw error;
  }
  return applicationById(rc, applicationId);
}

export async function rejectCreatorApplication(rc: ServiceContext, rawInput: z.input<typeof applicationInput>) {
  requireAdmin(rc);
  const { application_id: applicationId } = applicationInput.parse(rawInput);
  const application = await getCreatorApplication(rc, applicationId);
  if (application.status !== "pending") throw conflict(`Application is already ${application.status}`);
  if (!(await rejectApplication(rc.db, applicationId))) throw conflict("Application was reviewed meanwhile");
  return getCreatorApplication(rc, applicationId);
}

/**
 * The one place pages reach the domain services (worker/services/*). Route loaders and actions
 * import from here, so a change of a service's signature is absorbed in one file.
 * TEMPORARY stubs until the services land.
 */
import type { RequestContext } from "@worker/request-context";
import { AppError } from "@worker/services/errors";
import * as tasks from "@worker/services/tasks";
import { taskRequestSchema } from "@worker/services/tasks";
import * as transcripts from "@worker/services/transcripts";
import * as fb from "./fallback.server";
import type { Channel, Product, ProductSort, TaskExecution, ChannelSort } from "./types";

type RC = RequestContext;
const nf = (what: string) => new AppError(404, `${what} not found`);

export const listChannels = (rc: RC, i: { query?: string; skip: number; limit: number; sort?: ChannelSort; category?: string }) => fb.listChannels(rc, i);
export const listHiddenChannels = (rc: RC, i: { skip: number; limit: number }) => fb.listChannels(rc, i, 0);
export const getChannel = (rc: RC, id: string): Promise<Channel> => fb.getChannel(rc, id);
export async function toggleChannelShow(_rc: RC, _id: string) {}
export const listCreatorOptions = fb.listCreatorOptions;
export const listChannelCategories = fb.listChannelCategories;
export const listVideos = fb.listVideos;
export const getVideo = fb.getVideo;
export interface ProductFilters {
  skip?: number;
  page?: number;
  limit: number;
  video_id?: string;
  category?: string;
  subcategory?: string;
  query?: string;
  channel_ids?: string[];
  subscribed_only?: boolean;
  sort?: ProductSort;
}
export const listProducts = (rc: RC, f: ProductFilters) => fb.listProducts(rc, f);
export async function listVideoProducts(rc: RC, video_id: string, limit: number) {
  return (await listProducts(rc, { video_id, page: 1, limit })).products;
}
export const getProduct = fb.getProduct;
export const listChannelProducts = (rc: RC, i: { channel_id: string; page: number; limit: number }) => fb.listProducts(rc, { channel_ids: [i.channel_id], page: i.page, limit: i.limit });
export async function countChannelProducts(rc: RC, id: string) {
  return (await fb.getChannel(rc, id)).product_count ?? 0;
}
export const listCategories = fb.listCategories;
export const listSubcategories = fb.listSubcategories;
export async function subscribe(_rc: RC, _channel_id: string) {}
export async function unsubscribe(_rc: RC, _channel_id: string) {}
export async function listSubscriptions(_rc: RC, _i: { skip: number; limit: number }) {
  return { subscriptions: [] as { channel_id: string; channel: Channel }[], total: 0 };
}
export async function listNotifications(_rc: RC, _i: { page: number; limit: number }) {
  return { notifications: [] as { notification_id: string; channel_id: string; channel_name: string; content_type: string; is_read: boolean }[] };
}
export async function markNotificationRead(_rc: RC, _id: string) {}
export async function markAllNotificationsRead(_rc: RC) {}
export async function requestChannel(_rc: RC, _channel_name: string) {}
export async function submitCreatorApplication(
  _rc: RC,
  _i: { channel_handle: string; email: string; phone_number: string | null; category: string },
) {}
export async function register(_rc: RC, _i: { email: string; password: string }) {}
export async function login(_rc: RC, _i: { email: string; password: string }): Promise<{ access_token: string }> {
  throw new AppError(401, "Incorrect email or password");
}
export async function logout(_rc: RC) {}
export async function forgotPassword(_rc: RC, _email: string): Promise<{ message: string }> {
  return { message: "Reset link has been sent to your email." };
}
export async function checkResetToken(_rc: RC, _token: string): Promise<boolean> {
  return false;
}
export async function resetPassword(_rc: RC, _token: string, _new_password: string): Promise<{ message: string }> {
  return { message: "Password has been reset." };
}
export async function createTask(rc: RC, i: { task_name: string; parameters: Record<string, unknown> }) {
  const parsed = taskRequestSchema.safeParse(i);
  // Invalid parameters are the admin's input error, shown like the server's `detail`.
  if (!parsed.success) throw new AppError(422, parsed.error.issues.map((x) => x.message).join("; "));
  return tasks.createTask({ db: rc.db, env: rc.env }, parsed.data, rc.viewer?.user_id ?? null);
}
export async function listTasks(rc: RC, i: { page: number; limit: number }) {
  const res = await tasks.listTasks(rc.db, i);
  return { tasks: res.tasks as unknown as TaskExecution[], total: res.total };
}
export async function listTranscripts(rc: RC, channel: string) {
  return { transcripts: await transcripts.listChannelTranscripts({ db: rc.db, env: rc.env }, channel) };
}
export async function getTranscript(rc: RC, channel: string, videoId: string) {
  return transcripts.getTranscript({ db: rc.db, env: rc.env }, channel, videoId);
}
/** Sets the session cookie for a freshly issued token. */
export function sessionCookie(_rc: RC, _token: string): string {
  return "";
}
export function clearSessionCookie(_rc: RC): string {
  return "";
}

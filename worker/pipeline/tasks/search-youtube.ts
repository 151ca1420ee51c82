import { PartialListingError, type PlatformVideo } from "../../providers/types";
import { chunk, runBatch, type BatchStatement } from "../../db/batch";
import { refreshChannelVideoCount } from "../../db/queries/channels";
import {
  newestVideoOfChannel,
  newVideoNotificationsStatement,
  storedVideos,
  upsertChannel,
  upsertVideoStatement,
} from "../../db/queries/pipeline";
import { isoNow, type Progress, type TaskDeps } from "./context";
import { TaskInputError, type ChannelTaskParameters } from "../../services/task-params";

/**
 * Finds the channel by its exact handle, upserts it and its uploads (newest first, at most
 * max_results, optionally only those of one upload day), and tells subscribers about new videos.
 */
export async function searchYoutube(deps: TaskDeps, params: ChannelTaskParameters, progress: Progress): Promise<string> {
  const { db, providers } = deps;
  const details = await providers.platform.resolveChannel(params.channel);
  if (!details) throw new TaskInputError(`No channel with the handle "${params.channel}" on the video platform`);
  const now = isoNow(deps);

  await upsertChannel(db, details, now);

  let uploads: PlatformVideo[];
  let stoppedBy: PartialListingError | null = null;
  try {
    uploads = await providers.platform.listUploads(details, {
      uploadDate: params.upload_date,
      maxResults: params.max_results,
      now: deps.now(),
      ...(params.video_id ? { videoId: params.video_id } : {}),
    });
  } catch (error) {
    // The pages listed before the platform gave up (quota, retries) are stored below; the task
    // then still ends with the platform's message.
    if (!(error instanceof PartialListingError)) throw error;
    uploads = error.uploads;
    stoppedBy = error;
  }
  await progress(0, uploads.length, `Found ${uploads.length} videos for @${details.handle}`);

  const [latest] = await newestVideoOfChannel(db, details.channel_id);
  const newestBefore = latest?.newest ?? null;

  let added = 0;
  let done = 0;
  // Oldest first: if a batch fails, everything stored so far is older than what is left, so the
  // retry's "newer than the newest stored video" still tells subscribers about the rest.
  for (const group of chunk([...uploads].reverse(), 25)) {
    const known = new Set(
      (
        await storedVideos(
          db,
          group.map((v) => v.video_id),
        )
      ).map((r) => r.id),
    );
    const statements: BatchStatement[] = [];
    for (const video of group) {
      statements.push(upsertVideoStatement(db, { ...video, channel_id: details.channel_id }, now));
      if (known.has(video.video_id)) continue;
      added++;
      // Only uploads newer than what we already had are news: backfilling older videos (a later
      // run with a larger max_results) must not notify. A channel's first load notifies nobody
      // anyway, since a subscription needs the channel row that this very run creates.
      if (newestBefore === null || video.published_at >= newestBefore) {
        statements.push(newVideoNotificationsStatement(db, details.channel_id, video.video_id, video.title));
      }
    }
    await runBatch(db, statements);
    done += group.length;
    await progress(done, uploads.length, `Stored ${done}/${uploads.length} videos for @${details.handle}`);
  }

  await refreshChannelVideoCount(db, details.channel_id, now);

  if (stoppedBy) throw stoppedBy;
  return `@${details.handle}: ${uploads.length} videos found, ${added} new`;
}

import { z } from "zod";
import { upsertMentionStatement } from "../../db/queries/pipeline";
import { setTranscriptState, videosWithFetchedTranscripts } from "../../db/queries/transcripts";
import { readTranscript } from "../../db/transcript-store";
import { ExtractionError, type ExtractedProduct } from "../../providers/types";
import { runBatch, type BatchStatement } from "../../db/batch";
import { matchKey, stableId } from "../../lib/keys";
import { isoNow, requireLoadedChannel, type Progress, type TaskDeps } from "./context";
import type { ChannelTaskParameters } from "../../services/task-params";
import { placeEvidence } from "../../services/evidence";

/** An extractor (later an LLM) is outside input: what it returns is checked before it is stored. */
const extractedProductSchema = z.object({
  product_name: z.string().trim().min(1).max(300),
  brand: z.string().trim().max(200).nullable(),
  category: z.string().trim().max(100).nullable(),
  subcategory: z.string().trim().max(100).nullable(),
  description: z.string().max(2000),
  is_sponsored: z.boolean(),
  claims: z.string().max(2000),
  video_timestamp: z.number().int().nonnegative(),
});

function validProducts(raw: ExtractedProduct[]): ExtractedProduct[] {
  return raw.flatMap((p) => {
    const parsed = extractedProductSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Extracts product mentions from each fetched, not yet processed transcript of the channel. */
export async function processTranscripts(deps: TaskDeps, params: ChannelTaskParameters, progress: Progress): Promise<string> {
  const { db, providers } = deps;
  const channel = await requireLoadedChannel(db, params.channel);
  const todo = await videosWithFetchedTranscripts(db, channel.channel_id, params.video_id);

  let mentions = 0;
  let refetch = 0;
  const failures: string[] = [];
  for (const [i, video] of todo.entries()) {
    const transcript = video.transcript_key ? await readTranscript(deps.env.TRANSCRIPTS, video.transcript_key).catch(() => null) : null;
    if (!transcript) {
      // The object is gone or unreadable: send the video back to get_transcripts.
      refetch++;
      await setTranscriptState(db, video.video_id, {
        transcript_status: "failed",
        transcript_error: "Stored transcript missing or unreadable",
        updated_at: isoNow(deps),
      });
      continue;
    }
    let extracted: ExtractedProduct[];
    try {
      extracted = await providers.extractor.extract({
        video: { video_id: video.video_id, title: video.title },
        segments: transcript.segments,
      });
    } catch (error) {
      // No usable answer for this video: it alone fails, with the reason, before anything of it is
      // written (a later run fetches and extracts it again). Other errors end the task as usual.
      if (!(error instanceof ExtractionError)) throw error;
      failures.push(`${video.video_id}: ${error.provider}: ${error.message}`);
      await setTranscriptState(db, video.video_id, {
        transcript_status: "failed",
        transcript_error: `Product extraction failed: ${error.provider}: ${error.message}`,
        updated_at: isoNow(deps),
      });
      await progress(i + 1, todo.length, `Extracted products for @${channel.handle}: ${i + 1}/${todo.length} videos`);
      continue;
    }
    // Whatever the extractor, evidence on the opening line that reads the title moves to where the product is discussed.
    const found = placeEvidence({ title: video.title, segments: transcript.segments }, validProducts(extracted));
    const now = isoNow(deps);
    const statements: BatchStatement[] = [];
    const seen = new Set<string>();
    for (const p of found) {
      const key = matchKey(p.brand, p.product_name);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const product_id = await stableId("p_", video.video_id, key);
      const fields = {
        product_name: p.product_name,
        brand: p.brand,
        category: p.category,
        subcategory: p.subcategory,
        description: p.description,
        is_sponsored: p.is_sponsored,
        claims: p.claims,
        video_timestamp: p.video_timestamp,
        published_at: video.published_at,
        channel_show: channel.show,
      };
      // Listing columns are left alone on conflict: search_amazon_products owns them.
      statements.push(
        upsertMentionStatement(db, { product_id, video_id: video.video_id, channel_id: channel.channel_id, match_key: key }, fields, now),
      );
    }
    statements.push(setTranscriptState(db, video.video_id, { transcript_status: "processed", updated_at: now }));
    // One transaction per video: its products and its "processed" mark land together or not at all.
    await runBatch(db, statements);
    mentions += seen.size;
    await progress(i + 1, todo.length, `Extracted products for @${channel.handle}: ${i + 1}/${todo.length} videos`);
  }
  const tail = refetch ? `, ${refetch} transcripts to fetch again` : "";
  const named = failures.slice(0, 3).join("; ") + (failures.length > 3 ? "; …" : "");
  const failed = failures.length ? `; extraction failed for ${failures.length} videos (${named})` : "";
  return `@${channel.handle}: ${mentions} product mentions from ${todo.length - refetch - failures.length} transcripts${tail}${failed}`;
}

/** The Atom feed YouTube's hub pushes: one channel's new or changed uploads, or a deleted one. */
import { z } from "zod";
import { CHANNEL_ID, channelIdFromTopic } from "./topic";
import { FeedError, parseXml, type XmlElement } from "./xml";

const ATOM = "http://www.w3.org/2005/Atom";
const YT = "http://www.youtube.com/xml/schemas/2015";
const TOMBSTONES = "http://purl.org/atompub/tombstones/1.0";

const child = (el: XmlElement, ns: string, local: string) => el.children.find((c) => c.ns === ns && c.local === local);
const textOf = (el: XmlElement, ns: string, local: string) => child(el, ns, local)?.text.trim();

const entrySchema = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, "yt:videoId is not a video id"),
  channelId: z.string().regex(CHANNEL_ID, "yt:channelId is not a channel id"),
  title: z.string().max(1000).default(""),
  published: z.string().refine((v) => !Number.isNaN(Date.parse(v)), "published is not a date"),
});
export type FeedEntry = z.infer<typeof entrySchema>;

export interface Feed {
  /** The one channel the document is about. */
  channelId: string;
  entries: FeedEntry[];
  /** Videos the channel deleted or made private: nothing to queue. */
  deleted: string[];
}

const CHANNEL_URL = /^https?:\/\/(?:www\.)?youtube\.com\/channel\/(UC[A-Za-z0-9_-]{22})$/;

export function parseFeed(xml: string): Feed {
  const root = parseXml(xml);
  if (root.ns !== ATOM || root.local !== "feed") throw new FeedError("not an Atom feed");
  const channelIds = new Set<string>();
  for (const link of root.children.filter((c) => c.ns === ATOM && c.local === "link" && c.attrs.get("rel") === "self")) {
    const id = channelIdFromTopic(link.attrs.get("href") ?? "");
    if (id) channelIds.add(id);
  }
  const entries: FeedEntry[] = [];
  const deleted: string[] = [];
  for (const el of root.children) {
    if (el.ns === ATOM && el.local === "entry") {
      const parsed = entrySchema.safeParse({
        videoId: textOf(el, YT, "videoId"),
        channelId: textOf(el, YT, "channelId"),
        title: textOf(el, ATOM, "title"),
        published: textOf(el, ATOM, "published"),
      });
      if (!parsed.success)
        throw new FeedError(`invalid entry: ${parsed.error.issues.map((x) => `${x.path.join(".")}: ${x.message}`).join("; ")}`);
      entries.push(parsed.data);
      channelIds.add(parsed.data.channelId);
    } else if (el.ns === TOMBSTONES && el.local === "deleted-entry") {
      const ref = /^yt:video:([A-Za-z0-9_-]{11})$/.exec(el.attrs.get("ref") ?? "");
      if (!ref) throw new FeedError("invalid deleted-entry ref");
      deleted.push(ref[1] as string);
      const by = child(el, TOMBSTONES, "by");
      const uri = by ? CHANNEL_URL.exec(textOf(by, ATOM, "uri") ?? "") : null;
      if (uri) channelIds.add(uri[1] as string);
    }
  }
  if (channelIds.size !== 1) throw new FeedError(channelIds.size === 0 ? "the feed names no channel" : "the feed names several channels");
  return { channelId: [...channelIds][0] as string, entries, deleted };
}

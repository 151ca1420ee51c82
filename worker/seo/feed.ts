/** A channel's Atom feed (RFC 4287): one entry per video, listing the products it mentions. */
import type { ChannelFeed, FeedVideo } from "../services/feeds";
import { SITE_NAME } from "../lib/site";
import { absoluteUrl, xmlEscape } from "./xml";

const text = (tag: string, value: string, attrs = "") => `<${tag}${attrs}>${xmlEscape(value)}</${tag}>`;

function entryContent(video: FeedVideo, base: string): string {
  const items = video.products.map((p) => {
    const name = p.brand ? `${p.brand} ${p.product_name}` : p.product_name;
    return `<li><a href="${xmlEscape(absoluteUrl(`/products/${p.product_id}`, base))}">${xmlEscape(name)}</a></li>`;
  });
  const intro = `<p>${xmlEscape(video.description.slice(0, 500))}</p>`;
  const list = items.length ? `<p>Products mentioned:</p><ul>${items.join("")}</ul>` : "";
  // The HTML travels as escaped text (type="html").
  return xmlEscape(intro + list);
}

export function atomFeed(feed: ChannelFeed, base: string): string {
  const self = absoluteUrl(`/channels/${feed.channel_id}/feed.xml`, base);
  const page = absoluteUrl(`/channels/${feed.channel_id}`, base);
  const newest = feed.videos.reduce((max, v) => (v.updated_at > max ? v.updated_at : max), feed.updated_at);
  const entries = feed.videos.map((v) => {
    const url = absoluteUrl(`/videos/${v.video_id}`, base);
    return [
      "<entry>",
      text("id", url),
      text("title", v.title),
      `<link rel="alternate" type="text/html" href="${xmlEscape(url)}"/>`,
      text("published", v.published_at),
      text("updated", v.updated_at > v.published_at ? v.updated_at : v.published_at),
      text("summary", v.description.slice(0, 300)),
      `<content type="html">${entryContent(v, base)}</content>`,
      ...v.products.map(
        (p) =>
          `<link rel="related" type="text/html" title="${xmlEscape(p.product_name)}" href="${xmlEscape(absoluteUrl(`/products/${p.product_id}`, base))}"/>`,
      ),
      "</entry>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    text("id", page),
    text("title", `${feed.channel_name} | ${SITE_NAME}`),
    text("subtitle", feed.description.slice(0, 300) || `Videos and products from ${feed.channel_name}.`),
    text("updated", newest),
    `<author>${text("name", feed.channel_name)}<uri>${xmlEscape(page)}</uri></author>`,
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(page)}"/>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

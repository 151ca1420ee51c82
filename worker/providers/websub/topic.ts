/** YouTube's push topics and this app's per-channel callback URLs. */
import type { AppConfig } from "../../config";

const TOPIC_PREFIX = "https://www.youtube.com/xml/feeds/videos.xml?channel_id=";
export const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/;
/** A callback nonce: 128 random bits as hex. */
export const NONCE = /^[0-9a-f]{32}$/;

export const topicFor = (channelId: string) => `${TOPIC_PREFIX}${channelId}`;

export function channelIdFromTopic(topic: string): string | null {
  if (!topic.startsWith(TOPIC_PREFIX)) return null;
  const id = topic.slice(TOPIC_PREFIX.length);
  return CHANNEL_ID.test(id) ? id : null;
}

export function newNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * `/api/websub/callback/{channel_id}/{nonce}`: the channel names the key that signs its
 * notifications, so the signature is checked before the body is read as XML; the nonce ties a
 * verification request to the one hub request the app made.
 */
export const callbackUrl = (config: AppConfig, channelId: string, nonce: string) =>
  new URL(`/api/websub/callback/${channelId}/${nonce}`, config.PUBLIC_BASE_URL).toString();

/** Five days, what YouTube's hub grants; the cron renews within the last two. */
export const LEASE_SECONDS = 5 * 24 * 60 * 60;

/**
 * New videos within minutes: every visible channel is subscribed to YouTube's WebSub (PubSubHubbub)
 * feed; the hub calls back (worker/api/websub.ts) with an Atom entry per upload, which is queued
 * through the same pipeline. Leases are renewed by the daily cron, which stays the safety net.
 * topic.ts: topics and callback URLs; signature.ts: hub secrets and HMACs; xml.ts + feed.ts: the
 * Atom reader; subscriptions.ts: asking the hub; callback.ts: the hub's requests.
 */
export * from "./callback";
export * from "./feed";
export * from "./signature";
export * from "./subscriptions";
export * from "./topic";
export { FeedError, parseXml, XML_LIMITS } from "./xml";

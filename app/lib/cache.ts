import { PUBLIC_CACHE_CONTROL } from "@worker/cache/policy";

/**
 * A public route's `headers` export: its answer may be kept by the edge cache. app/entry.server.tsx
 * grants it only to anonymous visitors, with the tags of what the page shows.
 */
export const publicPageHeaders = () => ({ "Cache-Control": PUBLIC_CACHE_CONTROL });

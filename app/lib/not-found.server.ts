import { data } from "react-router";
import { serve } from "@worker/services/serve";
import { listChannels, type ListChannelsInput } from "@worker/services/channels";
import { listProductGroups, type ListProductGroupsInput } from "@worker/services/product-groups";
import { isNotFound } from "./http.server";
import type { RequestContext } from "@worker/request-context";
import type { NotFoundKind, NotFoundSuggestions } from "./not-found";

const SHOWN = 4;
const MAX_WORDS = 6;

/**
 * The words a person may have meant in a typed address's last part ("/products/sony-wh-1000xm5"
 * → "sony wh 1000xm5"). Generated ids (p_9f2c…, UC…, an 11-character video id) carry no words,
 * so tokens that look random are dropped: long ones mixing letters and digits, and ones with
 * capitals after the first letter.
 */
export function wordsOfSlug(slug: string): string {
  let text = slug;
  try {
    text = decodeURIComponent(slug);
  } catch {
    // A malformed escape: the words around the escapes still count.
    text = slug.replace(/%[0-9a-f]{0,2}/gi, " ");
  }
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && w.length <= 20)
    .filter((w) => !(/\p{L}/u.test(w) && /\p{N}/u.test(w) && w.length > 8))
    .filter((w) => !/^.+\p{Lu}/u.test(w) || w === w.toUpperCase())
    .filter((w) => !/^\p{N}+$/u.test(w) || w.length <= 4)
    .slice(0, MAX_WORDS)
    .join(" ")
    .toLowerCase();
}

/** Products or channels matching the typed words, else what is trending: never an empty page. */
async function suggestionsFor(rc: RequestContext, kind: NotFoundKind, slug: string): Promise<NotFoundSuggestions> {
  const query = wordsOfSlug(slug);
  // Suggestions are a courtesy: if they fail, the page still answers its 404.
  const quietly = <T>(work: Promise<T>, empty: T) =>
    work.catch((e: unknown) => {
      console.error(e);
      return empty;
    });
  if (kind === "channel") {
    const channels = (i: ListChannelsInput) =>
      quietly(
        serve(rc, listChannels, i).then((r) => r.channels),
        [],
      );
    const related = query ? await channels({ query, skip: 0, limit: SHOWN }) : [];
    if (related.length) return { kind, query, related: true, channels: related, products: [] };
    return { kind, query, related: false, channels: await channels({ skip: 0, limit: SHOWN, sort: "subscribers" }), products: [] };
  }
  const products = (f: ListProductGroupsInput) =>
    quietly(
      serve(rc, listProductGroups, f).then((r) => r.products),
      [],
    );
  const related = query ? await products({ page: 1, limit: SHOWN, query }) : [];
  if (related.length) return { kind, query, related: true, products: related, channels: [] };
  return { kind, query, related: false, products: await products({ page: 1, limit: SHOWN, sort: "recent" }), channels: [] };
}

/**
 * A detail page's loader work, whose "not found" becomes a 404 answer carrying a way forward
 * (the typed words for a search box, related or trending items) at the typed address: no
 * redirect, so the person can see and correct what they typed.
 */
export async function withNotFoundSuggestions<T>(rc: RequestContext, kind: NotFoundKind, slug: string, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (!isNotFound(e)) throw e;
    throw data({ detail: (e as { detail: string }).detail, ...(await suggestionsFor(rc, kind, slug)) }, { status: 404 });
  }
}

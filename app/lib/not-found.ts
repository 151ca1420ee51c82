import type { CardProduct, Channel } from "./types";

export type NotFoundKind = "product" | "channel" | "video";

/** What a detail page's 404 answer carries besides its detail (app/lib/not-found.server.ts). */
export interface NotFoundSuggestions {
  kind: NotFoundKind;
  /** The words of the typed address, for the search box. */
  query: string;
  /** true: the items match the typed words; false: they are what is trending. */
  related: boolean;
  products: CardProduct[];
  channels: Channel[];
}

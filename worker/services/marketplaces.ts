/**
 * The visitor's explicit marketplace choice (issue 26; docs/marketplaces.md): the chooser in the
 * footer and on product pages is a plain form (it works without JavaScript) posting here; the
 * choice is remembered in the `marketplace` cookie and the visitor is sent back to the page, whose
 * address loses any `marketplace` parameter so the cookie decides from then on.
 */
import { z } from "zod";
import type { AppConfig } from "../config";
import { AppError } from "../lib/errors";
import { marketplaceCookie } from "../lib/marketplace-choice";
import { enabledMarketplaces, MARKETPLACE_PARAM, servedMarketplace } from "../lib/marketplaces";

const chooseInput = z.object({
  marketplace: z.string().trim().max(8),
  // Only a path of this site: never an address elsewhere (no open redirect).
  next: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/)
    .catch("/"),
});

export interface MarketplaceChoiceAnswer {
  location: string;
  cookie: string;
}

/** The chosen marketplace's cookie and where to go back; 422 for a code the site does not serve. */
export function chooseMarketplaceForm(config: AppConfig, form: Record<string, unknown>): MarketplaceChoiceAnswer {
  const input = chooseInput.parse({ marketplace: form.marketplace ?? "", next: form.next ?? "/" });
  const code = servedMarketplace(config, input.marketplace);
  if (!code) {
    throw new AppError(
      422,
      `Unknown marketplace: choose one of ${enabledMarketplaces(config)
        .map((m) => m.code)
        .join(", ")}`,
    );
  }
  const next = new URL(input.next, "http://site.invalid");
  next.searchParams.delete(MARKETPLACE_PARAM);
  return {
    location: `${next.pathname}${next.search}${next.hash}`,
    cookie: marketplaceCookie(code, config.PUBLIC_BASE_URL.startsWith("https:")),
  };
}

/** What the layout's chooser lists: each served marketplace's code and name, and the one shown. */
export function marketplaceChooser(config: AppConfig, current: string) {
  return { current, choices: enabledMarketplaces(config).map((m) => ({ code: m.code, name: m.name })) };
}

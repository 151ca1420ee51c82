/** The visitor's marketplace as the layout read it (worker/lib/marketplace-choice.ts), for prices, notes and the chooser. */
import { useRouteLoaderData } from "react-router";
import { DEFAULT_MARKETPLACE, isMarketplaceCode, notAvailableNote } from "@worker/lib/marketplaces";

export interface MarketplaceChooserData {
  current: string;
  choices: { code: string; name: string }[];
}

export function useMarketplace(): MarketplaceChooserData {
  return useRouteLoaderData<{ marketplace?: MarketplaceChooserData }>("root")?.marketplace ?? { current: DEFAULT_MARKETPLACE, choices: [] };
}

/** "Not available on Amazon.de: showing Amazon.com" when the listing shown is not the visitor's marketplace's; else null. */
export function fallbackNote(visitorMarketplace: string, listingMarketplace: string | null | undefined): string | null {
  if (!isMarketplaceCode(visitorMarketplace) || visitorMarketplace === DEFAULT_MARKETPLACE) return null;
  return listingMarketplace === visitorMarketplace ? null : notAvailableNote(visitorMarketplace);
}

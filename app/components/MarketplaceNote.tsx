import { fallbackNote, useMarketplace } from "~/lib/marketplace";

/** "Not available on Amazon.de: showing Amazon.com" beside a listing of the default marketplace shown in another's place. */
export function MarketplaceNote({ listing }: { listing: string | null | undefined }) {
  const note = fallbackNote(useMarketplace().current, listing);
  return note ? (
    <span className="text-xs text-gray-600" data-testid="marketplace-note">
      {note}
    </span>
  ) : null;
}

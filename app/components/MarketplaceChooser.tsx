import { useLocation } from "react-router";
import { useMarketplace } from "~/lib/marketplace";

/**
 * The page to come back to, without a `marketplace` parameter: the cookie decides from then on,
 * and the server (which may have been asked at `?marketplace=de` by the edge's gateway) and the
 * browser write the same value.
 */
function backTo(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("marketplace");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Which Amazon store listings, prices and Buy links are for: a plain form (no JavaScript needed)
 * that posts the choice to /marketplace, which remembers it in a cookie and comes back here.
 */
export function MarketplaceChooser({ id }: { id: string }) {
  const { current, choices } = useMarketplace();
  const location = useLocation();
  if (choices.length < 2) return null;
  return (
    <form method="post" action="/marketplace" className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-gray-700">
        Shop on
      </label>
      <select id={id} name="marketplace" defaultValue={current} className="rounded border border-gray-300 px-2 py-1">
        {choices.map((m) => (
          <option key={m.code} value={m.code}>
            {m.name}
          </option>
        ))}
      </select>
      <input type="hidden" name="next" value={backTo(location.pathname, location.search)} />
      <button type="submit" className="rounded border border-gray-300 px-2 py-1 hover:bg-gray-50">
        Change
      </button>
    </form>
  );
}

import { Link } from "react-router";

/** A link the suggestions offer: what it says and where it goes. */
export interface SuggestionLink {
  label: string;
  to: string;
}

export interface SearchSuggestionsProps {
  /** The corrected search ("Did you mean …"), when a word of the search was corrected. */
  didYouMean: SuggestionLink | null;
  /** On an empty list: the filters it could drop, each a link keeping the others. */
  drop: SuggestionLink[];
  /** On an empty list: categories to browse. */
  categories: SuggestionLink[];
}

/**
 * What a products search offers beside its results (docs/decisions/0021): "Did you mean …" when
 * it corrected a word, and on an empty list, filters to drop and categories to browse.
 */
export function SearchSuggestions({ didYouMean, drop, categories }: SearchSuggestionsProps) {
  if (!didYouMean && drop.length === 0 && categories.length === 0) return null;
  return (
    <nav aria-label="Search suggestions" className="mb-4 space-y-3 text-center text-sm text-gray-700">
      {didYouMean && (
        <p className="text-base">
          Did you mean{" "}
          <Link to={didYouMean.to} className="font-semibold text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            {didYouMean.label}
          </Link>
          ?
        </p>
      )}
      {drop.length > 0 && (
        <div>
          <p className="font-medium">Try without a filter:</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {drop.map((d) => (
              <li key={d.to}>
                <Link to={d.to} className="btn-secondary inline-block">
                  {d.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {categories.length > 0 && (
        <div>
          <p className="font-medium">Browse a category:</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {categories.map((c) => (
              <li key={c.to}>
                <Link to={c.to} className="inline-block rounded-full bg-indigo-50 px-3 py-1 text-indigo-800 hover:bg-indigo-100">
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}

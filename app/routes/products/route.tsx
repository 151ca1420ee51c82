import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/lib/hydrated";
import {
  Form,
  Link,
  useFetcher,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSubmit,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/route";
import { Avatar } from "~/components/Avatar";
import { Dropdown } from "~/components/Dropdown";
import { ProductGrid } from "~/components/ProductCard";
import { InlineRetry } from "~/components/InlineRetry";
import { cardPrices, PricesAsOf } from "~/components/PricesAsOf";
import { formatCount, pageMeta } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import { failedInPlace, inPlace } from "~/lib/in-place";
import type { RequestContext } from "@worker/request-context";
import { serve } from "@worker/services/serve";
import { listSelectedCreators } from "@worker/services/channels";
import { listProductGroups } from "@worker/services/product-groups";
import { listCategories, listSubcategories } from "@worker/services/products";
import { zeroResultHints } from "@worker/services/search-hints";
import { isAppError, rcOf } from "~/lib/http.server";
import { PRODUCT_SORTS, type CreatorOption, type Product } from "~/lib/types";
import { SelectField } from "~/components/SelectField";
import { publicPageHeaders } from "~/lib/cache";
import { RouteError } from "~/components/RouteError";
import { useDebounce } from "~/lib/use-debounce";
import { byChannelName, compareNames } from "@worker/lib/names";
import type { loader as creatorOptionsLoader } from "../resources.creator-options";
import { readFilters, readPosition, serviceFilters } from "./filters";
import { suggestionLinks } from "./suggestions";
import { SearchSuggestions } from "~/components/SearchSuggestions";
import { DEFAULT_SORT, MORE_PARAM, URL_NAMES, filtersSearch, tidySearch, type Filters } from "./search-params";

// A filter with no results is a page with nothing to find: kept out of search results.

export const headers = publicPageHeaders;
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta("Products", "Browse products mentioned by creators, filtered by category and creator.", {
    noindex: !!loaderData && !failedInPlace(loaderData) && loaderData.total === 0,
  });

const PAGE_SIZE = 12;
const STORAGE_KEY = "productFilters";
const DEBOUNCE_MS = 500;

/** The creator dropdown's rows, read the first time it opens (a resource route, one D1 round trip). */
const CREATOR_OPTIONS = "/resources/creator-options";

function mergeCreators(listed: CreatorOption[], chosen: CreatorOption[]): CreatorOption[] {
  const byId = new Map(listed.map((c) => [c.channel_id, c]));
  for (const c of chosen) byId.set(c.channel_id, c);
  return [...byId.values()].sort(byChannelName);
}

/** SPEC section 8: list fetches on this page are logged only; a failure yields an empty result. */
async function logged<T>(what: string, p: Promise<T>, fallback: T): Promise<T> {
  try {
    return await p;
  } catch (e) {
    console.error(`products page: failed to load ${what}`, e);
    return fallback;
  }
}

/**
 * A document render (a reload, a shared link, a visitor without JavaScript) shows pages 1..N read
 * in one query: at most this many pages, the most the service answers at once. Deeper, Load More
 * continues from there, one page at a time.
 */
const RENDERED_PAGES = 8;

type ProductQuery = ReturnType<typeof serviceFilters> & { page: number; limit: number };

/**
 * The list, or the service's reason for refusing it (a creator scope too deep to page, too many
 * creators): that reason is shown beside the list, which keeps what it has. Other failures are logged only.
 */
async function readProducts(rc: RequestContext, query: ProductQuery) {
  try {
    return { ...(await serve(rc, listProductGroups, query)), refused: null };
  } catch (e) {
    if (isAppError(e) && e.status < 500) return { products: [] as Product[], total: 0, refused: e.detail };
    console.error("products page: failed to load products", e);
    return { products: [] as Product[], total: 0, refused: null };
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const params = new URL(request.url).searchParams;
  const filters = readFilters(params);
  const { page: asked, more } = readPosition(params);
  if (more) {
    // Load More: only the page asked for, appended in the browser (earlier pages are never read again).
    const next = await readProducts(rc, { ...serviceFilters(filters), page: asked, limit: PAGE_SIZE });
    return { filters, page: asked, categories: [], subcategories: [], selectedCreators: [], ...next };
  }
  // The list is read together with the filters' options: one round trip to D1, not two. Of the
  // creators only the chosen ones (their chips): the dropdown's rows come when it is opened.
  const page = Math.min(asked, RENDERED_PAGES);
  const [categories, subcategories, selectedCreators, listed] = await Promise.all([
    logged(
      "categories",
      serve(rc, listCategories, {}).then((r) => r.categories),
      [],
    ),
    filters.category
      ? logged(
          "subcategories",
          serve(rc, listSubcategories, { category: filters.category }).then((r) => r.categories),
          [],
        )
      : Promise.resolve([] as string[]),
    filters.channel_id.length
      ? logged(
          "creators",
          serve(rc, listSelectedCreators, { selected: filters.channel_id }).then((r) => r.channels),
          [],
        )
      : Promise.resolve([] as CreatorOption[]),
    readProducts(rc, { ...serviceFilters(filters), page: 1, limit: page * PAGE_SIZE }),
  ]);
  // A subcategory left over from another category (a form sent before hydration) is dropped,
  // and only then is the list read again without it.
  const subcategory = subcategories.includes(filters.subcategory) ? filters.subcategory : "";
  const list =
    subcategory === filters.subcategory
      ? listed
      : await readProducts(rc, { ...serviceFilters(filters, ""), page: 1, limit: page * PAGE_SIZE });
  // An empty list offers ways forward (docs/decisions/0021): filters to drop, categories to browse.
  const hints =
    list.total === 0 && !list.refused && (filters.query.trim() || filters.category || filters.channel_id.length)
      ? await logged("suggestions", serve(rc, zeroResultHints, serviceFilters({ ...filters, subcategory })), null)
      : null;
  return {
    hints,
    filters: { ...filters, subcategory },
    page,
    categories: [...categories].sort(compareNames),
    subcategories: [...subcategories].sort(compareNames),
    selectedCreators,
    ...list,
  };
}

/**
 * Load More appends the next page through a fetcher, then moves the URL to it (so a reload renders
 * the same list): that navigation needs no loader run, the page is on screen already. Only Load
 * More changes the page alone under the same filters (it replaces the history entry, so Back never does).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== "/products" || nextUrl.pathname !== "/products") return defaultShouldRevalidate;
  const withoutPage = (u: URL) => {
    const p = new URLSearchParams(u.search);
    p.delete("page");
    return p.toString();
  };
  const from = currentUrl.searchParams.get("page") ?? "1";
  const to = nextUrl.searchParams.get("page") ?? "1";
  return withoutPage(currentUrl) === withoutPage(nextUrl) && to !== from ? false : defaultShouldRevalidate;
}

/**
 * A filter change or Load More that gets no answer keeps the list on screen with Retry beside it
 * (app/lib/in-place.ts); arriving from another page, a failure is still the error boundary's.
 */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => inPlace(request, serverLoader);

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

type Saved = { selectedCategory: string; selectedSubcategory: string; searchQuery: string; selectedCreators: string[] };

function loadSaved(): Partial<Saved> | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    return saved && typeof saved === "object" ? saved : null;
  } catch {
    return null;
  }
}

/** The saved filters to return to, when the URL names none of its own (a ?search= still wins over the saved search). */
function restoredFilters(search: string, current: Filters): Filters | null {
  const params = new URLSearchParams(search);
  if (params.has(URL_NAMES.category) || params.has(URL_NAMES.subcategory) || params.has(URL_NAMES.channel_id)) return null;
  const saved = loadSaved();
  if (!saved) return null;
  const next: Filters = {
    ...current,
    category: String(saved.selectedCategory ?? ""),
    subcategory: String(saved.selectedSubcategory ?? ""),
    channel_id: Array.isArray(saved.selectedCreators) ? saved.selectedCreators.map(String) : [],
    query: params.has(URL_NAMES.query) ? current.query : String(saved.searchQuery ?? ""),
  };
  return filtersSearch(next) === filtersSearch(current) ? null : next;
}

/** What the controls show: the filters of the products URL being loaded (a change just made), else the applied ones. */
function pendingFilters(search: string, applied: Filters): Filters {
  const p = new URLSearchParams(search);
  const sort = p.get(URL_NAMES.sort);
  return {
    query: applied.query,
    category: p.get(URL_NAMES.category) ?? "",
    subcategory: p.get(URL_NAMES.subcategory) ?? "",
    channel_id: p.getAll(URL_NAMES.channel_id),
    sort: PRODUCT_SORTS.find((s) => s.value === sort)?.value ?? DEFAULT_SORT,
  };
}

type Page = Exclude<Route.ComponentProps["loaderData"], { networkError: true }>;

/** The sheet that holds the filters on a phone (a popover: "Filters (N)" opens it without JavaScript too). */
const SHEET_ID = "filters-sheet";

/** The count's "+": a total this far past the rows read is a lower bound (COUNT_WINDOW, worker/db/queries/products.ts). */
const EXACT_COUNT_WINDOW = 1000;
/** Pages Load More appended to one render of the loader (`base`), and the fetched answer last taken in. */
interface Appended {
  base: Page;
  taken: Page | undefined;
  pages: number;
  products: Product[];
  refused: string | null;
}

export default function Products({ loaderData: answer }: Route.ComponentProps) {
  // A filter change that failed keeps the last list that arrived (the URL holds the filters asked for).
  const [lastGood, setLastGood] = useState<Page | null>(failedInPlace(answer) ? null : answer);
  if (!failedInPlace(answer) && answer !== lastGood) setLastGood(answer);
  const navFailed = failedInPlace(answer) ? answer : null;
  const loaderData = navFailed ? lastGood : (answer as Page);
  if (!loaderData) throw new Error("products page: no list to keep");
  const { categories, subcategories, selectedCreators, total, page } = loaderData;
  const applied = loaderData.filters;
  const locale = useLocale();
  const revalidator = useRevalidator();
  const fetcher = useFetcher<typeof clientLoader>();
  const creatorOptions = useFetcher<typeof creatorOptionsLoader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const searchBox = useRef<HTMLInputElement>(null);
  /** True while typed search text waits for its debounce: a navigation finishing then must not overwrite it. */
  const typing = useRef(false);
  const restored = useRef(false);
  /**
   * The filters just sent, shown at once: React Router starts the navigation in a transition, so
   * until it renders, a controlled checkbox or select would show the old filters after a click.
   */
  const [asked, setAsked] = useState<{ from: string; search: string } | null>(null);

  // A page the fetcher brought joins the list (never twice, and only if it still is the next page
  // of these filters). Adjusted while rendering, as React advises for state that follows an answer.
  /** The filters the creator dropdown's rows were read for. */
  const [facetsLoaded, setFacetsLoaded] = useState<string | null>(null);
  const [appended, setAppended] = useState<Appended>({ base: loaderData, taken: undefined, pages: 0, products: [], refused: null });
  let more: Appended =
    appended.base === loaderData ? appended : { base: loaderData, taken: appended.taken, pages: 0, products: [], refused: null };
  const fetched = fetcher.state === "idle" ? fetcher.data : undefined;
  const arrived = failedInPlace(fetched) ? undefined : fetched;
  if (arrived && arrived !== more.taken) {
    const next = arrived.page === page + more.pages + 1 && filtersSearch(arrived.filters) === filtersSearch(applied);
    const seen = new Set([...loaderData.products, ...more.products].map((p) => p.product_id));
    more = !next
      ? { ...more, taken: arrived }
      : arrived.refused
        ? { ...more, taken: arrived, refused: arrived.refused }
        : {
            ...more,
            taken: arrived,
            pages: more.pages + 1,
            products: [...more.products, ...arrived.products.filter((p) => !seen.has(p.product_id))],
          };
    setAppended(more);
  }
  const lastPage = page + more.pages;
  const products = more.products.length ? [...loaderData.products, ...more.products] : loaderData.products;
  const refused = more.refused ?? loaderData.refused;

  // The URL follows the appended pages, so a reload renders the same list.
  const followSearch = more.pages > 0 && !navFailed ? filtersSearch(applied, lastPage) : null;
  useEffect(() => {
    if (followSearch !== null && tidySearch(location.search, true) !== followSearch)
      void navigate(`/products?${followSearch}`, { replace: true, preventScrollReset: true });
  }, [followSearch, location.search, navigate]);

  // Arriving without filters in the URL restores the saved ones (sessionStorage exists only in the
  // browser: once, after hydration); every applied change is saved.
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const next = restoredFilters(location.search, applied);
      if (next) {
        void navigate(`/products?${filtersSearch(next)}`, { replace: true, preventScrollReset: true });
        return;
      }
    }
    const saved: Saved = {
      selectedCategory: applied.category,
      selectedSubcategory: applied.subcategory,
      searchQuery: applied.query,
      selectedCreators: applied.channel_id,
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  }, [applied, location.search, navigate]);

  // The search box is the one uncontrolled field (what is typed is the browser's until it is sent):
  // it follows the URL (Back, Clear Filters, restored filters) unless typing waits to be sent.
  useEffect(() => {
    const box = searchBox.current;
    if (box && !typing.current && box.value !== applied.query) box.value = applied.query;
  }, [applied.query]);

  /** Sends the form's filters as the URL (the loader reads them from there); `change` adjusts them first. */
  function submitFilters(form: HTMLFormElement | null, change?: (p: URLSearchParams) => void) {
    if (!form) return;
    typing.current = false;
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") params.append(name, value);
    change?.(params);
    const search = tidySearch(params);
    setAsked({ from: location.search, search });
    void submit(new URLSearchParams(search), { method: "get", action: "/products", replace: true, preventScrollReset: true });
  }
  const sendTyped = useDebounce(submitFilters, DEBOUNCE_MS);
  /** A select, a checkbox or Enter: sent at once, with any typed text (no debounced send after it). */
  function send(form: HTMLFormElement | null, change?: (p: URLSearchParams) => void) {
    sendTyped.cancel();
    submitFilters(form, change);
  }

  const pending = navigation.state === "loading" && navigation.location.pathname === "/products" ? navigation.location.search : null;
  // A filter change clears the list while it reloads; Load More keeps it and appends.
  const filterChange = pending !== null && tidySearch(pending) !== tidySearch(location.search);
  // After a failed change the controls keep the filters asked for (the URL's), Retry reads them again.
  const askedHere = asked !== null && asked.from === location.search ? asked.search : null;
  const shown =
    pending !== null
      ? pendingFilters(pending, applied)
      : askedHere !== null
        ? pendingFilters(askedHere, applied)
        : navFailed
          ? pendingFilters(location.search, applied)
          : applied;
  const loading = pending !== null;
  const active = !!(applied.query || applied.category || applied.subcategory || applied.channel_id.length);
  const byId = new Map(selectedCreators.map((c) => [c.channel_id, c]));
  const selected = applied.channel_id.map((id) => byId.get(id) ?? { channel_id: id, channel_name: id, thumbnail_url: null });
  // The dropdown lists the fetched rows and the chosen creators (whether or not they rank among them).
  // Its rows are the creators with products under the other filters, read again once those change.
  const facets = filtersSearch({ ...applied, channel_id: [], sort: DEFAULT_SORT });
  const creatorsLoaded = !!creatorOptions.data && facetsLoaded === facets;
  const creators = creatorOptions.data && creatorsLoaded ? mergeCreators(creatorOptions.data.channels, selectedCreators) : selectedCreators;
  function loadCreators(open: boolean) {
    if (open && !creatorsLoaded && creatorOptions.state === "idle") {
      setFacetsLoaded(facets);
      void creatorOptions.load(`${CREATOR_OPTIONS}?${facets}`);
    }
  }
  const suggestion = "suggestion" in loaderData && typeof loaderData.suggestion === "string" ? loaderData.suggestion : null;
  const suggestions = suggestionLinks(applied, suggestion, "hints" in loaderData ? loaderData.hints : null);
  /** The creators in the order they were chosen (the chips' order), one toggled. */
  function setCreators(p: URLSearchParams, ids: string[]) {
    p.delete(URL_NAMES.channel_id);
    for (const id of ids) p.append(URL_NAMES.channel_id, id);
  }
  const allLoaded = products.length >= total;
  const nextPage = `/products?${filtersSearch(applied, lastPage + 1)}&${MORE_PARAM}=1`;
  // A Load More that failed, while it still is the next page of these filters.
  const moreFailed = failedInPlace(fetched) && fetched.url === nextPage ? fetched : null;
  const filterCount = (shown.category ? 1 : 0) + (shown.subcategory ? 1 : 0) + shown.channel_id.length;
  const fromCreators =
    applied.channel_id.length === 1 ? " from selected creator" : applied.channel_id.length > 1 ? " from selected creators" : "";

  return (
    <div>
      <h1 className="text-3xl font-bold">Products</h1>
      <Form
        method="get"
        action="/products"
        role="search"
        aria-label="Product filters"
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          send(e.currentTarget);
        }}
      >
        <div className="min-w-0 flex-1 sm:min-w-64">
          <label htmlFor="product-search" className="label">
            Search
          </label>
          <input
            ref={searchBox}
            id="product-search"
            name={URL_NAMES.query}
            type="search"
            placeholder="Find your favorite products"
            defaultValue={applied.query}
            onChange={(e) => {
              typing.current = true;
              sendTyped(e.currentTarget.form);
            }}
            className="input w-full"
          />
        </div>
        <button type="button" popoverTarget={SHEET_ID} className="btn-secondary sm:hidden">
          {filterCount ? `Filters (${filterCount})` : "Filters"}
        </button>
        <div id={SHEET_ID} popover="auto" className="filters-sheet">
          <div className="flex items-center justify-between sm:hidden">
            <h2 className="text-lg font-semibold">Filters</h2>
            <button type="button" popoverTarget={SHEET_ID} popoverTargetAction="hide" className="btn-primary px-3 py-1.5 text-sm">
              Show results
            </button>
          </div>
          <SelectField
            className="w-full sm:w-auto"
            id="category"
            name={URL_NAMES.category}
            label="Category"
            empty={{ label: "All Categories" }}
            options={categories}
            value={shown.category}
            onChange={(e) => send(e.currentTarget.form, (p) => p.delete(URL_NAMES.subcategory))}
          />
          {subcategories.length > 0 && shown.category === applied.category && (
            <SelectField
              className="w-full sm:w-auto"
              id="subcategory"
              name={URL_NAMES.subcategory}
              label="Subcategory"
              empty={{ label: "All Subcategories" }}
              options={subcategories}
              value={shown.subcategory}
              onChange={(e) => send(e.currentTarget.form)}
            />
          )}
          <div>
            <span className="label" aria-hidden="true">
              Creators
            </span>
            <Dropdown
              onToggle={loadCreators}
              summaryClassName="input flex min-w-44 items-center justify-between gap-2"
              panelClassName="left-0 right-auto w-72 max-sm:static max-sm:w-full max-sm:shadow-none"
              summary={
                <>
                  <span>{shown.channel_id.length ? `${shown.channel_id.length} selected` : "Filter by Creator"}</span>
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                    <path d="M5.5 7.5L10 12l4.5-4.5z" />
                  </svg>
                </>
              }
            >
              <fieldset>
                <legend className="sr-only">Filter by Creator</legend>
                {shown.channel_id.length > 0 && (
                  <button
                    type="button"
                    onClick={(e) => send(e.currentTarget.form, (p) => setCreators(p, []))}
                    className="w-full border-b border-gray-100 px-3 py-2 text-left text-sm font-medium text-indigo-700 hover:bg-gray-50"
                  >
                    Clear All Selected
                  </button>
                )}
                {creators.length > 0 && (
                  <ul className="max-h-72 overflow-auto py-1">
                    {creators.map((c) => (
                      <li key={c.channel_id}>
                        <label className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm hover:bg-gray-50">
                          <input
                            type="checkbox"
                            name={URL_NAMES.channel_id}
                            value={c.channel_id}
                            checked={shown.channel_id.includes(c.channel_id)}
                            onChange={(e) =>
                              send(e.currentTarget.form, (p) =>
                                setCreators(
                                  p,
                                  shown.channel_id.includes(c.channel_id)
                                    ? shown.channel_id.filter((id) => id !== c.channel_id)
                                    : [...shown.channel_id, c.channel_id],
                                ),
                              )
                            }
                            className="size-4 accent-indigo-600"
                          />
                          <Avatar name={c.channel_name} src={c.thumbnail_url} size={24} />
                          <span className="truncate">{c.channel_name}</span>
                          {"results" in c && (
                            <span className="ml-auto text-xs text-gray-600">
                              {String(c.results)}
                              <span className="sr-only"> products</span>
                            </span>
                          )}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
                {/* The rows are read when the dropdown first opens (a visitor without JavaScript sees the chosen ones). */}
                {creatorsLoaded
                  ? creators.length === 0 && <p className="px-3 py-3 text-sm text-gray-600">No creators found</p>
                  : creatorOptions.state === "loading" && (
                      <p role="status" className="px-3 py-3 text-sm text-gray-600">
                        Loading creators...
                      </p>
                    )}
              </fieldset>
            </Dropdown>
          </div>
          <SelectField
            className="w-full sm:w-auto"
            id="sort"
            name={URL_NAMES.sort}
            label="Sort by"
            options={PRODUCT_SORTS}
            value={shown.sort}
            onChange={(e) => send(e.currentTarget.form)}
          />
          {!hydrated && (
            <button type="submit" className="btn-primary">
              Apply Filters
            </button>
          )}
          {active && (
            <Link
              to={`/products?${filtersSearch({ query: "", category: "", subcategory: "", channel_id: [], sort: shown.sort })}`}
              replace
              preventScrollReset
              onClick={() => {
                // Text waiting for its debounce would bring the search back.
                sendTyped.cancel();
                typing.current = false;
              }}
              className="btn-secondary"
            >
              Clear Filters
            </Link>
          )}
        </div>
      </Form>

      {selected.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-gray-700">Filtered by:</span>
          {selected.map((c) => (
            <span
              key={c.channel_id}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pl-2 pr-1 text-sm text-indigo-800"
            >
              <Avatar name={c.channel_name} src={c.thumbnail_url} size={18} />
              {c.channel_name}
              <Link
                to={`/products?${filtersSearch({ ...applied, channel_id: applied.channel_id.filter((x) => x !== c.channel_id) })}`}
                replace
                preventScrollReset
                aria-label={`Remove ${c.channel_name}`}
                className="flex size-5 items-center justify-center rounded-full hover:bg-indigo-100"
              >
                <span aria-hidden="true">×</span>
              </Link>
            </span>
          ))}
        </div>
      )}

      {/* data-search lets the browser tests wait for the render of the URL they navigated to. */}
      <section aria-label="Product results" aria-busy={loading || fetcher.state !== "idle"} data-search={location.search} className="mt-6">
        {navFailed && !loading && (
          <InlineRetry
            className="mb-4"
            message="The products for these filters could not be loaded."
            busy={revalidator.state !== "idle"}
            onRetry={() => void revalidator.revalidate()}
          />
        )}
        {!filterChange && !loading && suggestions.didYouMean && <SearchSuggestions {...suggestions} drop={[]} categories={[]} />}
        {!filterChange &&
          (products.length === 0 ? (
            !loading && !refused && <p className="py-10 text-center text-gray-600">No products found.</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-gray-700">
                {formatCount(locale, total)}
                {total >= page * PAGE_SIZE + EXACT_COUNT_WINDOW ? "+" : ""} {total === 1 ? "product" : "products"}
              </p>
              <ProductGrid products={products} lead />
            </>
          ))}
        {!filterChange && !loading && products.length === 0 && <SearchSuggestions {...suggestions} didYouMean={null} />}
        {(filterChange || fetcher.state !== "idle") && (
          <p role="status" className="py-6 text-center text-gray-600">
            Loading...
          </p>
        )}
        {!filterChange && refused && (
          <p role="alert" className="mt-8 rounded-lg bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">
            {refused}
          </p>
        )}
        {!filterChange && !refused && products.length > 0 && (
          <div className="mt-8 text-center">
            {allLoaded ? (
              <p className="text-sm text-gray-600">
                Showing all {total} products{fromCreators}
              </p>
            ) : moreFailed ? (
              fetcher.state === "idle" && (
                <InlineRetry
                  className="justify-center"
                  message="More products could not be loaded."
                  onRetry={() => void fetcher.load(moreFailed.url)}
                />
              )
            ) : (
              <Link
                to={`/products?${filtersSearch(applied, lastPage + 1)}`}
                preventScrollReset
                replace
                aria-disabled={fetcher.state !== "idle"}
                onClick={(e) => {
                  e.preventDefault();
                  if (fetcher.state !== "idle") return;
                  void fetcher.load(nextPage);
                }}
                className="btn-primary"
              >
                Load More
              </Link>
            )}
          </div>
        )}
        {!filterChange && <PricesAsOf prices={cardPrices(products)} className="mt-6 text-center" />}
      </section>
    </div>
  );
}

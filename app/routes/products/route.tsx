import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/products";
import { Avatar } from "~/components/Avatar";
import { Dropdown } from "~/components/Dropdown";
import { ProductGrid } from "~/components/ProductCard";
import { pageMeta } from "~/lib/format";
import * as api from "~/lib/api.server";
import { intParam, rcOf } from "~/lib/http.server";
import { PRODUCT_SORTS, type CreatorOption, type Product, type ProductSort } from "~/lib/types";
import { SelectField } from "~/components/SelectField";
import { publicPageHeaders } from "~/lib/cache";
import { RouteError } from "~/components/RouteError";
import { byChannelName, compareNames } from "@worker/lib/names";
import type { loader as creatorOptionsLoader } from "./resources.creator-options";

// A filter with no results is a page with nothing to find: kept out of search results.

export const headers = publicPageHeaders;
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta("Products", "Browse products mentioned by creators, filtered by category and creator.", { noindex: loaderData?.total === 0 });

const PAGE_SIZE = 12;
/** Marks a Load More request: the loader answers that one page only. */
const MORE_PARAM = "more";
const STORAGE_KEY = "productFilters";
const DEBOUNCE_MS = 500;

interface Filters {
  search: string;
  category: string;
  subcategory: string;
  creators: string[];
  sort: ProductSort;
}

function readFilters(params: URLSearchParams): Filters {
  const sort = params.get("sort");
  return {
    search: params.get("search") ?? "",
    category: params.get("category") ?? "",
    subcategory: params.get("subcategory") ?? "",
    creators: [...new Set(params.getAll("creator").filter(Boolean))],
    sort: PRODUCT_SORTS.some((s) => s.value === sort) ? (sort as ProductSort) : "recent",
  };
}

function toParams(f: Filters, page = 1): URLSearchParams {
  const p = new URLSearchParams();
  if (f.search) p.set("search", f.search);
  if (f.category) p.set("category", f.category);
  if (f.category && f.subcategory) p.set("subcategory", f.subcategory);
  for (const c of f.creators) p.append("creator", c);
  if (f.sort !== "recent") p.set("sort", f.sort);
  if (page > 1) p.set("page", String(page));
  return p;
}

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

function readProducts(rc: Parameters<typeof api.listProducts>[0], query: api.ProductFilters) {
  return logged("products", api.listProducts(rc, query), { products: [] as Product[], total: 0 });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const params = new URL(request.url).searchParams;
  const filters = readFilters(params);
  const asked = intParam(params, "page", 1, 200);
  const query = (subcategory: string) => ({
    query: filters.search.trim() || undefined,
    category: filters.category || undefined,
    subcategory: subcategory || undefined,
    channel_ids: filters.creators.length ? filters.creators : undefined,
    sort: filters.sort,
  });
  if (params.get(MORE_PARAM) === "1") {
    // Load More: only the page asked for, appended in the browser (earlier pages are never read again).
    const next = await readProducts(rc, { ...query(filters.subcategory), page: asked, limit: PAGE_SIZE });
    return { filters, page: asked, categories: [], subcategories: [], selectedCreators: [], products: next.products, total: next.total };
  }
  // The list is read together with the filters' options: one round trip to D1, not two. Of the
  // creators only the chosen ones (their chips): the dropdown's rows come when it is opened.
  const page = Math.min(asked, RENDERED_PAGES);
  const [categories, subcategories, selectedCreators, listed] = await Promise.all([
    logged("categories", api.listCategories(rc), []),
    filters.category ? logged("subcategories", api.listSubcategories(rc, filters.category), []) : Promise.resolve([] as string[]),
    filters.creators.length
      ? logged("creators", api.listSelectedCreators(rc, filters.creators), [])
      : Promise.resolve([] as CreatorOption[]),
    readProducts(rc, { ...query(filters.subcategory), page: 1, limit: page * PAGE_SIZE }),
  ]);
  // A subcategory left over from another category (a form sent before hydration) is dropped,
  // and only then is the list read again without it.
  const subcategory = subcategories.includes(filters.subcategory) ? filters.subcategory : "";
  const { products, total } =
    subcategory === filters.subcategory ? listed : await readProducts(rc, { ...query(""), page: 1, limit: page * PAGE_SIZE });
  return {
    filters: { ...filters, subcategory },
    page,
    categories: [...categories].sort(compareNames),
    subcategories: [...subcategories].sort(compareNames),
    selectedCreators,
    products,
    total,
  };
}

type Saved = { selectedCategory: string; selectedSubcategory: string; searchQuery: string; selectedCreators: string[] };

function loadSaved(): Saved | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
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

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { categories, subcategories, selectedCreators, total, page } = loaderData;
  const applied = loaderData.filters;
  // Pages Load More appended to what the loader rendered; they belong to one list (filters and first page).
  const listKey = `${toParams(applied).toString()}|${page}`;
  const [more, setMore] = useState<{ key: string; pages: number; products: Product[] }>({ key: listKey, pages: 0, products: [] });
  const appended = more.key === listKey ? more : { key: listKey, pages: 0, products: [] };
  const lastPage = page + appended.pages;
  const products = appended.products.length ? [...loaderData.products, ...appended.products] : loaderData.products;
  const fetcher = useFetcher<typeof loader>();
  const creatorOptions = useFetcher<typeof creatorOptionsLoader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [f, setF] = useState<Filters>(applied);
  const [hydrated, setHydrated] = useState(false);
  const restored = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** True while typed search text waits for its debounce: a navigation finishing then must not overwrite it. */
  const typing = useRef(false);

  function apply(next: Filters) {
    clearTimeout(debounce.current);
    typing.current = false;
    setF(next);
    navigate(`/products?${toParams(next)}`, { replace: true, preventScrollReset: true });
  }

  // Follow the URL (back button, chip links, Load More) into the controls.
  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    const next = JSON.parse(appliedKey) as Filters;
    setF((prev) => (typing.current ? { ...next, search: prev.search } : next));
  }, [appliedKey]);

  // Restore the saved filters once when arriving without any in the URL; then save on every change.
  useEffect(() => {
    const current = JSON.parse(appliedKey) as Filters;
    if (!restored.current) {
      restored.current = true;
      setHydrated(true);
      const params = new URLSearchParams(location.search);
      const urlHasFilters = params.has("category") || params.has("subcategory") || params.has("creator");
      const saved = loadSaved();
      if (!urlHasFilters && saved) {
        const next: Filters = {
          ...current,
          category: saved.selectedCategory ?? "",
          subcategory: saved.selectedSubcategory ?? "",
          creators: Array.isArray(saved.selectedCreators) ? saved.selectedCreators.map(String) : [],
          // The ?search= parameter takes priority over the saved search.
          search: params.has("search") ? current.search : (saved.searchQuery ?? ""),
        };
        if (toParams(next).toString() !== toParams(current).toString()) {
          // sessionStorage exists only in the browser: the saved filters apply once, after hydration.
          // eslint-disable-next-line react-hooks/set-state-in-effect
          apply(next);
          return;
        }
      }
    }
    const saved: Saved = {
      selectedCategory: current.category,
      selectedSubcategory: current.subcategory,
      searchQuery: current.search,
      selectedCreators: current.creators,
    };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  // A fetched page joins the list (never twice, and only if it still is the next page of these
  // filters), then the URL follows so a reload renders the same list.
  useEffect(() => {
    const next = fetcher.data;
    if (
      fetcher.state !== "idle" ||
      !next ||
      toParams(next.filters).toString() !== toParams(applied).toString() ||
      next.page !== lastPage + 1
    )
      return;
    const seen = new Set(products.map((p) => p.product_id));
    // A finished fetch is an event (the next page arrived), not state derived from props.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMore({
      key: listKey,
      pages: appended.pages + 1,
      products: [...appended.products, ...next.products.filter((p) => !seen.has(p.product_id))],
    });
    navigate(`/products?${toParams(applied, next.page)}`, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);

  function onSearch(value: string) {
    const next = { ...f, search: value };
    setF(next);
    typing.current = true;
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => apply(next), DEBOUNCE_MS);
  }

  function toggleCreator(id: string) {
    const creatorsNext = f.creators.includes(id) ? f.creators.filter((c) => c !== id) : [...f.creators, id];
    apply({ ...f, creators: creatorsNext });
  }

  const loading = navigation.state === "loading" && navigation.location.pathname === "/products";
  const pendingFilters = loading ? readFilters(new URLSearchParams(navigation.location.search)) : null;
  // A filter change clears the list while it reloads; Load More keeps it and appends.
  const filterChange = !!pendingFilters && toParams(pendingFilters).toString() !== toParams(applied).toString();
  const active = !!(applied.search || applied.category || applied.subcategory || applied.creators.length);
  const byId = new Map(selectedCreators.map((c) => [c.channel_id, c]));
  const selected = applied.creators.map((id) => byId.get(id) ?? { channel_id: id, channel_name: id, thumbnail_url: null });
  // The dropdown lists the fetched rows and the chosen creators (whether or not they rank among them).
  const creators = creatorOptions.data ? mergeCreators(creatorOptions.data.channels, selectedCreators) : selectedCreators;
  const creatorsLoaded = !!creatorOptions.data;
  function loadCreators(open: boolean) {
    if (open && !creatorsLoaded && creatorOptions.state === "idle") void creatorOptions.load(CREATOR_OPTIONS);
  }
  const allLoaded = products.length >= total;
  const fromCreators =
    applied.creators.length === 1 ? " from selected creator" : applied.creators.length > 1 ? " from selected creators" : "";

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
          apply(f);
        }}
      >
        <div className="w-full sm:w-auto sm:min-w-64 sm:flex-1">
          <label htmlFor="product-search" className="label">
            Search
          </label>
          <input
            id="product-search"
            name="search"
            type="search"
            placeholder="Find your favorite products"
            value={f.search}
            onChange={(e) => onSearch(e.target.value)}
            className="input w-full"
          />
        </div>
        <SelectField
          className="w-full min-[420px]:w-auto"
          id="category"
          name="category"
          label="Category"
          empty={{ label: "All Categories" }}
          options={categories}
          value={f.category}
          onChange={(e) => apply({ ...f, category: e.target.value, subcategory: "" })}
        />
        {subcategories.length > 0 && f.category === applied.category && (
          <SelectField
            className="w-full min-[420px]:w-auto"
            id="subcategory"
            name="subcategory"
            label="Subcategory"
            empty={{ label: "All Subcategories" }}
            options={subcategories}
            value={f.subcategory}
            onChange={(e) => apply({ ...f, subcategory: e.target.value })}
          />
        )}
        <div>
          <span className="label" aria-hidden="true">
            Creators
          </span>
          <Dropdown
            onToggle={loadCreators}
            summaryClassName="input flex min-w-44 items-center justify-between gap-2"
            panelClassName="left-0 right-auto w-72"
            summary={
              <>
                <span>{f.creators.length ? `${f.creators.length} selected` : "Filter by Creator"}</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d="M5.5 7.5L10 12l4.5-4.5z" />
                </svg>
              </>
            }
          >
            <fieldset>
              <legend className="sr-only">Filter by Creator</legend>
              {f.creators.length > 0 && (
                <button
                  type="button"
                  onClick={() => apply({ ...f, creators: [] })}
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
                          name="creator"
                          value={c.channel_id}
                          checked={f.creators.includes(c.channel_id)}
                          onChange={() => toggleCreator(c.channel_id)}
                          className="size-4 accent-indigo-600"
                        />
                        <Avatar name={c.channel_name} src={c.thumbnail_url} size={24} />
                        <span className="truncate">{c.channel_name}</span>
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
          className="w-full min-[420px]:w-auto"
          id="sort"
          name="sort"
          label="Sort by"
          options={PRODUCT_SORTS}
          value={f.sort}
          onChange={(e) => apply({ ...f, sort: e.target.value as ProductSort })}
        />
        {!hydrated && (
          <button type="submit" className="btn-primary">
            Apply Filters
          </button>
        )}
        {active && (
          <Link
            to={applied.sort !== "recent" ? `/products?sort=${applied.sort}` : "/products"}
            replace
            preventScrollReset
            onClick={(e) => {
              e.preventDefault();
              apply({ search: "", category: "", subcategory: "", creators: [], sort: f.sort });
            }}
            className="btn-secondary"
          >
            Clear Filters
          </Link>
        )}
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
                to={`/products?${toParams({ ...applied, creators: applied.creators.filter((x) => x !== c.channel_id) })}`}
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
        {!filterChange &&
          (products.length === 0 ? (
            !loading && <p className="py-10 text-center text-gray-600">No products found.</p>
          ) : (
            <ProductGrid products={products} />
          ))}
        {(filterChange || fetcher.state !== "idle") && (
          <p role="status" className="py-6 text-center text-gray-600">
            Loading...
          </p>
        )}
        {!filterChange && products.length > 0 && (
          <div className="mt-8 text-center">
            {allLoaded ? (
              <p className="text-sm text-gray-600">
                Showing all {total} products{fromCreators}
              </p>
            ) : (
              <Link
                to={`/products?${toParams(applied, lastPage + 1)}`}
                preventScrollReset
                replace
                aria-disabled={fetcher.state !== "idle"}
                onClick={(e) => {
                  e.preventDefault();
                  if (fetcher.state !== "idle") return;
                  const url = toParams(applied, lastPage + 1);
                  url.set(MORE_PARAM, "1");
                  fetcher.load(`/products?${url}`);
                }}
                className="btn-primary"
              >
                Load More
              </Link>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

import { useState } from "react";
import { data, Form, useLocation, useSubmit } from "react-router";
import type { Route } from "./+types/channels";
import { ChannelCard } from "~/components/ChannelCard";
import { Pager, TabLinks, TabPanel } from "~/components/Tabs";
import { pageMeta } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { listChannelCategories, listChannels, listHiddenChannels, toggleChannelShow } from "@worker/services/channels";
import { detailOr, intParam, rcOf, str } from "~/lib/http.server";
import { CHANNEL_SORTS, type Channel, type ChannelSort } from "~/lib/types";
import { SelectField } from "~/components/SelectField";
import { deepestPage } from "@worker/services/pagination";
import { publicPageHeaders } from "~/lib/cache";
import { RouteError } from "~/components/RouteError";
import { Modal } from "~/components/Modal";
import { requestChannelOutcome } from "~/lib/channel-request.server";

// A search with no results is a page with nothing to find: kept out of search results.

export const headers = publicPageHeaders;
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta("Channels", "Browse the creators whose videos we follow.", { noindex: loaderData?.total === 0 });

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = rcOf(context);
  const params = new URL(request.url).searchParams;
  const isAdmin = !!rc.viewer?.is_admin;
  const tab = isAdmin && params.get("tab") === "hidden" ? "hidden" : "visible";
  const query = params.get("query")?.trim() ?? "";
  const sortParam = params.get("sort");
  const sort = (CHANNEL_SORTS.some((s) => s.value === sortParam) ? sortParam : "name") as ChannelSort;
  const category = params.get("category") ?? "";
  const limit = intParam(params, "limit", 12, 100);
  const page = intParam(params, "page", 1, deepestPage(limit));
  const skip = (page - 1) * limit;
  try {
    const [list, categories] = await Promise.all([
      tab === "hidden"
        ? serve(rc, listHiddenChannels, { skip, limit })
        : serve(rc, listChannels, { query: query || undefined, skip, limit, sort, category: category || undefined }),
      serve(rc, listChannelCategories, {}).then(
        (r) => r.categories,
        () => [] as string[],
      ),
    ]);
    return { error: null, isAdmin, tab, query, sort, category, limit, page, categories, ...list };
  } catch (e) {
    console.error(e);
    return {
      error: "Failed to load channels. Please try again later.",
      isAdmin,
      tab,
      query,
      sort,
      category,
      limit,
      page,
      categories: [] as string[],
      channels: [] as Channel[],
      total: 0,
    };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = rcOf(context);
  const form = await request.formData();
  // "No channels found." offers to request the channel searched for (the header's Add New Channel, without JavaScript too).
  if (str(form, "intent") === "request_channel") {
    const { kind, message, status } = await requestChannelOutcome(rc, str(form, "channel_name"));
    return data({ error: null, request: { kind, message } }, { status });
  }
  if (str(form, "intent") !== "toggle" || !rc.viewer?.is_admin)
    return data({ error: "Failed to update channel visibility." }, { status: 403 });
  try {
    await serve(rc, toggleChannelShow, { channel_id: str(form, "channel_id") });
    return { error: null };
  } catch (e) {
    detailOr(e, "");
    return data({ error: "Failed to update channel visibility." }, { status: 400 });
  }
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError failed="Failed to load channels. Please try again later." />;
}

export default function Channels({ loaderData, actionData }: Route.ComponentProps) {
  const { channels, total, page, limit, query, sort, category, categories, isAdmin, tab } = loaderData;
  const submit = useSubmit();
  const location = useLocation();
  // A request's answer shows until closed; each new submission brings a new answer.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const answer = actionData && "request" in actionData ? actionData.request : null;
  const requested = answer !== dismissed ? answer : null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const base = (over: Record<string, string | number>) => {
    const p = new URLSearchParams({ query, sort, category, tab, limit: String(limit), page: String(page) });
    for (const [k, v] of Object.entries(over)) p.set(k, String(v));
    for (const k of [...p.keys()]) if (!p.get(k) || (k === "tab" && p.get(k) === "visible")) p.delete(k);
    return `/channels?${p}`;
  };

  const list = (
    <>
      {loaderData.error && (
        <p role="alert" className="alert-error mb-4">
          {loaderData.error}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="alert-error mb-4">
          {actionData.error}
        </p>
      )}
      {channels.length === 0 && !loaderData.error ? (
        <div className="py-10 text-center">
          <p className="text-gray-600">No channels found.</p>
          {query && tab === "visible" && (
            <Form method="post" preventScrollReset className="mt-4">
              <input type="hidden" name="intent" value="request_channel" />
              <input type="hidden" name="channel_name" value={query} />
              <p className="mb-2 text-sm text-gray-600">Know the creator? Ask us to add "{query}".</p>
              <button type="submit" className="btn-primary">
                Request this channel
              </button>
            </Form>
          )}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {channels.map((c) => (
            <ChannelCard key={c.channel_id} channel={c}>
              {isAdmin && (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="toggle" />
                  <input type="hidden" name="channel_id" value={c.channel_id} />
                  <button
                    type="submit"
                    className="rounded-full p-2 text-gray-600 hover:bg-gray-100"
                    aria-label={c.show ? `Hide ${c.channel_name}` : `Show ${c.channel_name}`}
                    title={c.show ? "Hide channel" : "Show channel"}
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
                      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
                      <circle cx="12" cy="12" r="3" />
                      {!c.show && <path d="M3 3l18 18" strokeLinecap="round" />}
                    </svg>
                  </button>
                </Form>
              )}
            </ChannelCard>
          ))}
        </div>
      )}
      <Pager page={page} pages={pages} href={(p) => base({ page: p })} />
      <Modal
        open={!!requested}
        onClose={() => setDismissed(answer)}
        kind={requested?.kind ?? "info"}
        title={requested?.kind === "success" ? "Request sent" : requested?.kind === "error" ? "Request failed" : "Login required"}
        message={requested?.message ?? ""}
        link={
          requested?.kind === "info"
            ? { to: `/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`, label: "Log in" }
            : undefined
        }
      />
    </>
  );

  return (
    <div>
      <h1 className="text-3xl font-bold">Channels</h1>
      {tab === "visible" && (
        <Form
          method="get"
          role="search"
          aria-label="Channel filters"
          className="mt-6 flex flex-wrap items-end gap-3"
          onChange={(e) => {
            if ((e.target as HTMLElement).tagName === "SELECT") submit(e.currentTarget, { replace: true, preventScrollReset: true });
          }}
        >
          <input type="hidden" name="limit" value={limit} />
          <div className="w-full sm:w-auto sm:flex-1">
            <label htmlFor="channel-query" className="label">
              Search channels
            </label>
            <input
              id="channel-query"
              name="query"
              type="search"
              defaultValue={query}
              key={query}
              className="input w-full"
              placeholder="Channel name"
            />
          </div>
          {/* Keyed by the value in the address, so a new search shows it (defaultValue is read once). */}
          <SelectField
            key={`category-${category}`}
            className="w-full min-[420px]:w-auto"
            id="channel-category"
            name="category"
            label="Category"
            empty={{ label: "All Categories" }}
            options={categories}
            defaultValue={category}
          />
          <SelectField
            key={`sort-${sort}`}
            className="w-full min-[420px]:w-auto"
            id="channel-sort"
            name="sort"
            label="Sort by"
            options={CHANNEL_SORTS}
            defaultValue={sort}
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </Form>
      )}
      <div className="mt-6">
        {isAdmin ? (
          <>
            <TabLinks
              label="Channel visibility"
              active={tab}
              tabs={[
                { id: "visible", label: "Visible", to: "/channels" },
                { id: "hidden", label: "Hidden", to: "/channels?tab=hidden" },
              ]}
            />
            <TabPanel id={tab}>{list}</TabPanel>
          </>
        ) : (
          list
        )}
      </div>
    </div>
  );
}

import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/channel";
import { ClicksChart } from "~/components/ClicksChart";
import { RouteError } from "~/components/RouteError";
import { formatCount, SITE_NAME } from "~/lib/format";
import { useLocale } from "~/lib/locale";
import type { RequestContext } from "@worker/request-context";
import { serve } from "@worker/services/serve";
import { checkStudioDomain, studioChannelPage, updateStudioEntry, updateStudioStorefront, type entryInput } from "@worker/services/studio";
import type { z } from "zod";
import { detailOr, intParam, isAppError, requireViewer, str, withRefusals } from "~/lib/http.server";
import { BIO_MAX, COLLECTION_MAX, HEADLINE_MAX, NOTE_MAX, STUDIO_PRODUCTS_PAGE, STUDIO_RANGES } from "@worker/services/studio-rules";
import { Pager } from "~/components/Tabs";
import { studioRange } from "./range";
import { useMarketplace } from "~/lib/marketplace";
import { DEFAULT_MARKETPLACE, MARKETPLACE_CODES } from "@worker/lib/marketplaces";

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.channel.channel_name ?? "Channel"} | Creator studio | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { rc } = requireViewer(request, context);
  const search = new URL(request.url).searchParams;
  const days = studioRange(search.get("days")) ?? 30;
  const studio = await withRefusals(
    serve(rc, studioChannelPage, { channel_id: params.channelId, days, page: intParam(search, "page", 1) }),
  );
  return { ...studio, days, saved: search.get("saved") };
}

type Section = "settings" | "partner-tag" | "domain" | "products";

/** Each form's intent, the section it belongs to, and the write it makes. */
async function runIntent(rc: RequestContext, channelId: string, form: FormData): Promise<Section> {
  switch (str(form, "intent")) {
    case "settings":
      await serve(rc, updateStudioStorefront, {
        channel_id: channelId,
        handle: str(form, "handle"),
        headline: str(form, "headline"),
        bio: str(form, "bio"),
      });
      return "settings";
    case "partner_tag":
      await serve(rc, updateStudioStorefront, {
        channel_id: channelId,
        partner_tag: str(form, "partner_tag"),
        // One field per other marketplace the page showed (docs/marketplaces.md); a field left out changes nothing.
        partner_tags: Object.fromEntries(
          MARKETPLACE_CODES.flatMap((code) => (form.has(`partner_tag_${code}`) ? [[code, str(form, `partner_tag_${code}`)]] : [])),
        ),
      });
      return "partner-tag";
    case "domain":
      await serve(rc, updateStudioStorefront, { channel_id: channelId, custom_domain: str(form, "custom_domain") });
      return "domain";
    case "check_domain":
      await serve(rc, checkStudioDomain, { channel_id: channelId });
      return "domain";
    case "entry": {
      const op = str(form, "op");
      const choices: z.input<typeof entryInput> =
        op === "pin" || op === "unpin"
          ? { pinned: op === "pin" }
          : op === "hide" || op === "show"
            ? { hidden: op === "hide" }
            : op === "up" || op === "down"
              ? { move: op }
              : { note: String(form.get("note") ?? ""), collection: String(form.get("collection") ?? "") };
      await serve(rc, updateStudioEntry, { ...choices, channel_id: channelId, match_key: String(form.get("match_key") ?? "") });
      return "products";
    }
    default:
      throw data({ detail: "Unknown request." }, { status: 400 });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { rc } = requireViewer(request, context);
  const form = await request.formData();
  const days = studioRange(str(form, "days")) ?? 30;
  const intent = str(form, "intent");
  const section: Section =
    intent === "partner_tag"
      ? "partner-tag"
      : intent === "domain" || intent === "check_domain"
        ? "domain"
        : intent === "entry"
          ? "products"
          : "settings";
  try {
    const saved = await runIntent(rc, params.channelId, form);
    // Post/redirect/get: a reload does not send the form again; the anchor brings the reader back to the section.
    const page = Math.max(1, Number.parseInt(str(form, "page"), 10) || 1);
    throw redirect(
      `/studio/${encodeURIComponent(params.channelId)}?days=${days}${page > 1 ? `&page=${page}` : ""}&saved=${saved}#${saved}`,
    );
  } catch (e) {
    if (e instanceof Response) throw e;
    const status = isAppError(e) ? e.status : 400;
    return data(
      { section, matchKey: String(form.get("match_key") ?? ""), error: detailOr(e, "Failed to save. Please try again later.") },
      { status: status === 401 || status === 403 || status === 404 || status === 409 || status === 503 ? status : 400 },
    );
  }
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load the studio. Please try again later." />;
}

type LoaderData = Route.ComponentProps["loaderData"];
type ActionData = Route.ComponentProps["actionData"];

function Notice({ section, loaderData, actionData }: { section: Section; loaderData: LoaderData; actionData: ActionData }) {
  if (actionData?.section === section && (section !== "products" || !actionData.matchKey))
    return (
      <p role="alert" className="alert-error">
        {actionData.error}
      </p>
    );
  if (!actionData && loaderData.saved === section)
    return (
      <p role="status" className="alert-success">
        Saved.
      </p>
    );
  return null;
}

const percent = (locale: string, ratio: number | null) =>
  ratio === null ? "–" : new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(ratio);

function Figures({ loaderData }: { loaderData: LoaderData }) {
  const { stats, days, channel } = loaderData;
  const locale = useLocale();
  const base = `/studio/${encodeURIComponent(channel.channel_id)}`;
  const totals: [string, string][] = [
    ["Clicks", formatCount(locale, stats.total_clicks)],
    ["Storefront views", formatCount(locale, stats.total_views)],
    ["Clicks on the storefront", formatCount(locale, stats.storefront_clicks)],
    ["Storefront click-through", percent(locale, stats.storefront_click_through)],
  ];
  return (
    <section id="figures" aria-labelledby="figures-title" className="card space-y-5 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="figures-title" className="text-xl font-semibold">
          Figures
        </h2>
        <nav aria-label="Range" className="flex gap-1">
          {STUDIO_RANGES.map((r) => (
            <Link
              key={r}
              to={`${base}?days=${r}#figures`}
              aria-current={r === days ? "page" : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${r === days ? "bg-indigo-600 text-white" : "border border-gray-300 text-gray-800 hover:bg-gray-50"}`}
            >
              {r} days
            </Link>
          ))}
          <a href={`${base}/stats.csv?days=${days}`} download className="btn-secondary ml-2 px-3 py-1.5 text-sm">
            Download CSV
          </a>
        </nav>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {totals.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-gray-50 p-3">
            <dt className="text-sm text-gray-600">{term}</dt>
            <dd className="text-2xl font-semibold" data-testid={`total-${term}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ClicksChart days={stats.days} locale={locale} />
      <div className="grid gap-6 md:grid-cols-2">
        <FigureTable
          caption="Top products"
          head={["Product", "Clicks"]}
          rows={stats.products.map((p) => [p.product_name ?? p.product_key, formatCount(locale, p.clicks)])}
        />
        <FigureTable
          caption="Top videos"
          head={["Video", "Clicks"]}
          rows={stats.videos.map((v) => [
            <Link key={v.video_id} to={`/videos/${encodeURIComponent(v.video_id)}`} className="link">
              {v.title ?? v.video_id}
            </Link>,
            formatCount(locale, v.clicks),
          ])}
        />
        <FigureTable
          caption="Countries"
          head={["Country", "Clicks", "Storefront views"]}
          rows={stats.countries.map((c) => [c.country || "Unknown", formatCount(locale, c.clicks), formatCount(locale, c.views)])}
        />
        <FigureTable
          caption="Sources"
          head={["Page the Buy link was on", "Clicks"]}
          rows={stats.sources.map((s) => [s.source, formatCount(locale, s.clicks)])}
        />
      </div>
    </section>
  );
}

function FigureTable({ caption, head, rows }: { caption: string; head: string[]; rows: React.ReactNode[][] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-left text-gray-600">
          {head.map((h, i) => (
            <th key={h} scope="col" className={`py-1 font-medium ${i > 0 ? "text-right" : ""}`}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length} className="py-2 text-gray-600">
              Nothing in this range yet.
            </td>
          </tr>
        ) : (
          rows.map((cells, r) => (
            <tr key={r} className="border-b border-gray-100">
              {cells.map((cell, i) => (
                <td key={i} className={`py-1.5 ${i > 0 ? "text-right tabular-nums" : "break-words"}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** One of a product's arrangement buttons: each submits its own `op` in the product's form. */
function EntryOp({ op, disabled, label, children }: { op: string; disabled: boolean; label?: string; children: React.ReactNode }) {
  return (
    <button type="submit" name="op" value={op} className="btn-secondary px-2 py-1 text-sm" disabled={disabled} aria-label={label}>
      {children}
    </button>
  );
}

function TextField(props: { label: string; name: string; defaultValue: string; maxLength?: number; hint?: string; textarea?: boolean }) {
  const id = `studio-${props.name}`;
  const hint = props.hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {props.label}
      </label>
      {props.textarea ? (
        <textarea
          id={id}
          name={props.name}
          defaultValue={props.defaultValue}
          maxLength={props.maxLength}
          rows={4}
          aria-describedby={hint}
          className="input w-full"
        />
      ) : (
        <input
          id={id}
          name={props.name}
          defaultValue={props.defaultValue}
          maxLength={props.maxLength}
          aria-describedby={hint}
          className="input w-full"
        />
      )}
      {props.hint && (
        <p id={hint} className="mt-1 text-xs text-gray-600">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export default function StudioChannel({ loaderData, actionData }: Route.ComponentProps) {
  const { channel, storefront, products, products_total, page, days } = loaderData;
  const busy = useNavigation().state === "submitting";
  // The marketplaces the site serves besides the default: a creator's tag for each (docs/marketplaces.md).
  const otherMarketplaces = useMarketplace().choices.filter((m) => m.code !== DEFAULT_MARKETPLACE);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="days" value={days} />
      {page > 1 && <input type="hidden" name="page" value={page} />}
    </>
  );
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <div>
        <Link to="/studio" className="link text-sm">
          ← Creator studio
        </Link>
        <h1 className="mt-1 text-3xl font-bold">{channel.channel_name}</h1>
        {storefront && (
          <p className="mt-1">
            <Link to={`/s/${encodeURIComponent(storefront.handle)}`} className="link">
              View your public storefront (/s/{storefront.handle})
            </Link>
          </p>
        )}
      </div>

      <Figures loaderData={loaderData} />

      {!storefront ? (
        <section className="card p-6">
          <h2 className="text-xl font-semibold">Storefront</h2>
          <p className="mt-2 text-gray-700">
            This channel has no storefront yet. Apply through the{" "}
            <Link to="/creator-submission" className="link">
              creator application
            </Link>
            : an owner&apos;s application is approved at once.
          </p>
        </section>
      ) : (
        <>
          <section id="settings" aria-labelledby="settings-title" className="card space-y-3 p-6">
            <h2 id="settings-title" className="text-xl font-semibold">
              Storefront settings
            </h2>
            <Notice section="settings" loaderData={loaderData} actionData={actionData} />
            <Form method="post" className="space-y-3">
              {hidden("settings")}
              <TextField
                label="Handle"
                name="handle"
                defaultValue={storefront.handle}
                maxLength={100}
                hint="Your storefront's address: /s/{handle}. Letters, digits, dots, hyphens and underscores."
              />
              <TextField
                label="Headline"
                name="headline"
                defaultValue={storefront.headline}
                maxLength={HEADLINE_MAX}
                hint={`One line, at most ${HEADLINE_MAX} characters.`}
              />
              <TextField
                label="Short bio"
                name="bio"
                defaultValue={storefront.bio}
                maxLength={BIO_MAX}
                textarea
                hint={`Plain text, at most ${BIO_MAX} characters.`}
              />
              <button type="submit" className="btn-primary" disabled={busy}>
                Save settings
              </button>
            </Form>
          </section>

          <section id="partner-tag" aria-labelledby="tag-title" className="card space-y-3 p-6">
            <h2 id="tag-title" className="text-xl font-semibold">
              Partner tag
            </h2>
            <p className="text-gray-700" data-testid="tag-state">
              {storefront.partner_tag ? (
                <>
                  Buy links on your storefront carry your tag <strong>{storefront.partner_tag}</strong>: the commission is yours.
                </>
              ) : (
                "You have no partner tag here yet: Buy links on your storefront use the site's tag."
              )}
            </p>
            <Notice section="partner-tag" loaderData={loaderData} actionData={actionData} />
            <Form method="post" className="space-y-3">
              {hidden("partner_tag")}
              <TextField
                label="Amazon Associates tag"
                name="partner_tag"
                defaultValue={storefront.partner_tag ?? ""}
                maxLength={64}
                hint="Such as yourname-20. Leave empty to use the site's tag."
              />
              {otherMarketplaces.map((m) => (
                <TextField
                  key={m.code}
                  label={`Partner tag on ${m.name}`}
                  name={`partner_tag_${m.code}`}
                  defaultValue={storefront.partner_tags[m.code] ?? ""}
                  maxLength={64}
                  hint={`Your Amazon Associates tag on ${m.name}, for visitors shopping there (Associates accounts are per marketplace). Leave empty to use the site's tag there.`}
                />
              ))}
              <button type="submit" className="btn-primary" disabled={busy}>
                Save tag
              </button>
            </Form>
          </section>

          <section id="domain" aria-labelledby="domain-title" className="card space-y-3 p-6">
            <h2 id="domain-title" className="text-xl font-semibold">
              Custom domain
            </h2>
            <Notice section="domain" loaderData={loaderData} actionData={actionData} />
            {storefront.domain ? (
              <div className="space-y-2">
                <p>
                  <strong>{storefront.domain.custom_domain}</strong>{" "}
                  <span className={`badge ${storefront.domain.verified ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}>
                    {storefront.domain.verified ? "Verified: served" : "Not verified yet"}
                  </span>
                </p>
                {!storefront.domain.verified && (
                  <>
                    <p className="text-sm text-gray-700">Add this DNS record at your domain&apos;s host, then check it:</p>
                    <table className="w-full text-sm">
                      <thead>
                        <tr className="text-left text-gray-600">
                          <th scope="col">Type</th>
                          <th scope="col">Name</th>
                          <th scope="col">Value</th>
                        </tr>
                      </thead>
                      <tbody>
                        <tr className="font-mono break-all">
                          <td>{storefront.domain.record.type}</td>
                          <td>{storefront.domain.record.name}</td>
                          <td data-testid="domain-token">{storefront.domain.record.value}</td>
                        </tr>
                      </tbody>
                    </table>
                    <Form method="post">
                      {hidden("check_domain")}
                      <button type="submit" className="btn-secondary" disabled={busy}>
                        Check domain
                      </button>
                    </Form>
                  </>
                )}
              </div>
            ) : (
              <p className="text-gray-700">Serve your storefront on your own host name, such as shop.example.com.</p>
            )}
            <Form method="post" className="space-y-3">
              {hidden("domain")}
              <TextField
                label="Domain"
                name="custom_domain"
                defaultValue={storefront.domain?.custom_domain ?? ""}
                maxLength={253}
                hint="Leave empty to remove it. A new domain must be checked again."
              />
              <button type="submit" className="btn-primary" disabled={busy}>
                Save domain
              </button>
            </Form>
          </section>

          <section id="products" aria-labelledby="products-title" className="card space-y-3 p-6">
            <h2 id="products-title" className="text-xl font-semibold">
              Products ({products_total})
            </h2>
            <p className="text-sm text-gray-600">
              Your storefront fills itself with the products you mention that have a verified listing, most mentioned and most recent first.
              Pin, hide, reorder and say why you use each.
            </p>
            <Notice section="products" loaderData={loaderData} actionData={actionData} />
            <ol className="divide-y divide-gray-200">
              {products.map((p, i) => (
                <li
                  key={p.match_key}
                  className="space-y-2 py-4"
                  data-testid="studio-product"
                  data-match-key={p.match_key}
                  data-name={p.product_name}
                >
                  <div className="flex flex-wrap items-start gap-3">
                    {p.image_url && (
                      <img src={p.image_url} alt="" width={48} height={48} className="size-12 rounded object-contain" loading="lazy" />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        {p.brand ? `${p.brand} ` : ""}
                        {p.product_name}
                        {p.pinned && <span className="badge ml-2 bg-indigo-100 text-indigo-800">Pinned</span>}
                        {p.hidden && <span className="badge ml-2 bg-gray-200 text-gray-800">Hidden</span>}
                        {p.collection && <span className="badge ml-2 bg-amber-100 text-amber-900">{p.collection}</span>}
                      </p>
                      <p className="text-sm text-gray-600">
                        {p.mentions} mention{p.mentions === 1 ? "" : "s"}
                        {p.video_title ? ` · latest in “${p.video_title}”` : ""}
                      </p>
                    </div>
                    <Form method="post" className="flex flex-wrap gap-1" aria-label={`Arrange ${p.product_name}`}>
                      {hidden("entry")}
                      <input type="hidden" name="match_key" value={p.match_key} />
                      <EntryOp op={p.pinned ? "unpin" : "pin"} disabled={busy}>
                        {p.pinned ? "Unpin" : "Pin"}
                      </EntryOp>
                      <EntryOp op={p.hidden ? "show" : "hide"} disabled={busy}>
                        {p.hidden ? "Show" : "Hide"}
                      </EntryOp>
                      <EntryOp op="up" disabled={busy || p.place === 0} label={`Move ${p.product_name} up`}>
                        Up
                      </EntryOp>
                      <EntryOp op="down" disabled={busy || p.place === products_total - 1} label={`Move ${p.product_name} down`}>
                        Down
                      </EntryOp>
                    </Form>
                  </div>
                  {actionData?.section === "products" && actionData.matchKey === p.match_key && (
                    <p role="alert" className="alert-error">
                      {actionData.error}
                    </p>
                  )}
                  <Form method="post" className="grid gap-2 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
                    {hidden("entry")}
                    <input type="hidden" name="match_key" value={p.match_key} />
                    <div>
                      <label htmlFor={`note-${i}`} className="label">
                        Note <span className="font-normal text-gray-600">(why you use it)</span>
                      </label>
                      <input id={`note-${i}`} name="note" defaultValue={p.note} maxLength={NOTE_MAX} className="input w-full" />
                    </div>
                    <div>
                      <label htmlFor={`collection-${i}`} className="label">
                        Collection
                      </label>
                      <input
                        id={`collection-${i}`}
                        name="collection"
                        defaultValue={p.collection}
                        maxLength={COLLECTION_MAX}
                        className="input w-full"
                      />
                    </div>
                    <button type="submit" name="op" value="text" className="btn-primary" disabled={busy}>
                      Save
                    </button>
                  </Form>
                </li>
              ))}
            </ol>
            {products_total > STUDIO_PRODUCTS_PAGE && (
              <Pager
                page={page}
                pages={Math.ceil(products_total / STUDIO_PRODUCTS_PAGE)}
                href={(p) => `/studio/${encodeURIComponent(channel.channel_id)}?days=${days}&page=${p}#products`}
              />
            )}
            {products.length === 0 && (
              <p className="text-gray-600">No product with a verified listing yet: they join as your videos are processed.</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}

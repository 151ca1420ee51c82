import { Form, Link } from "react-router";
import type { getStorefrontForAdmin } from "@worker/services/storefronts";
import { editorAction } from "./search-params";

export type AdminStorefront = Awaited<ReturnType<typeof getStorefrontForAdmin>>;

/** The storefront an approval created: its custom domain and its curated products, each a plain form. */
export function StorefrontEditor({ storefront, busy }: { storefront: AdminStorefront; busy: boolean }) {
  const action = editorAction(storefront.storefront_id);
  const hidden = <input type="hidden" name="storefront_id" value={storefront.storefront_id} />;
  return (
    <section id="storefront-editor" aria-labelledby="storefront-editor-heading" className="card space-y-6 p-6">
      <div>
        <h2 id="storefront-editor-heading" className="text-xl font-semibold">
          Storefront of {storefront.channel.channel_name}
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Public page:{" "}
          <Link to={`/s/${storefront.handle}`} className="link">
            /s/{storefront.handle}
          </Link>
          {storefront.custom_domain ? ` and https://${storefront.custom_domain}/` : ""}
        </p>
        {!storefront.channel_show && (
          <p className="mt-2 text-sm text-amber-900">This channel is hidden, so its storefront is hidden too.</p>
        )}
      </div>
      <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
        {hidden}
        <input type="hidden" name="intent" value="set_domain" />
        <div className="min-w-64 flex-1">
          <label htmlFor="custom_domain" className="label">
            Custom domain
          </label>
          <input
            id="custom_domain"
            name="custom_domain"
            defaultValue={storefront.custom_domain ?? ""}
            key={storefront.custom_domain ?? ""}
            placeholder="shop.example.com"
            aria-describedby="custom-domain-help"
            className="input w-full"
          />
          <p id="custom-domain-help" className="mt-1 text-xs text-gray-600">
            The creator points this host name at the site with a CNAME (see docs/storefronts.md). Leave empty to remove it.
          </p>
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          Save domain
        </button>
      </Form>
      <Form method="post" action={action} className="flex flex-wrap items-end gap-3">
        {hidden}
        <input type="hidden" name="intent" value="add_product" />
        <div className="min-w-64 flex-1">
          <label htmlFor="storefront-product" className="label">
            Add a product (ID or product page URL)
          </label>
          <input id="storefront-product" name="product" required placeholder="https://…/products/…" className="input w-full" />
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Add product
        </button>
      </Form>
      <div>
        <h3 className="font-semibold">Curated products ({storefront.total})</h3>
        {storefront.products.length === 0 ? (
          <p className="mt-2 text-sm text-gray-600">No products yet. Subscribers of the channel are notified of each product you add.</p>
        ) : (
          <ol className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
            {storefront.products.map((p) => (
              <li key={p.product_id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0">
                  <Link to={`/products/${p.product_id}`} className="link">
                    {p.product_name}
                  </Link>
                  {p.brand && <span className="text-sm text-gray-600"> · {p.brand}</span>}
                  {!p.listed && <span className="badge ml-2 bg-gray-200 text-gray-800">not listed: hidden from visitors</span>}
                </span>
                <Form method="post" action={action}>
                  {hidden}
                  <input type="hidden" name="intent" value="remove_product" />
                  <input type="hidden" name="product_id" value={p.product_id} />
                  <button type="submit" className="btn-secondary px-3 py-1 text-sm" disabled={busy} aria-label={`Remove ${p.product_name}`}>
                    Remove
                  </button>
                </Form>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

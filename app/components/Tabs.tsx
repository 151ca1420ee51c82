import { Link } from "react-router";

/**
 * Tabs as links (`?tab=`), so each tab has a URL and works before hydration; marked up with the
 * tab roles and aria-selected. The panel is the page content below, labelled by the active tab.
 */
export function TabLinks({ tabs, active, label }: { tabs: { id: string; label: string; to: string }[]; active: string; label: string }) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-gray-200">
      {tabs.map((t) => (
        <Link
          key={t.id}
          id={`tab-${t.id}`}
          role="tab"
          aria-selected={t.id === active}
          aria-controls={`panel-${t.id}`}
          to={t.to}
          preventScrollReset
          replace
          className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${
            t.id === active ? "border-indigo-600 text-indigo-700" : "border-transparent text-gray-600 hover:text-gray-900"
          }`}
        >
          {t.label}
        </Link>
      ))}
    </div>
  );
}

export function TabPanel({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <div role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} className="pt-6">
      {children}
    </div>
  );
}

export function Pager({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary">
          Previous
        </Link>
      ) : (
        <span className="btn-secondary pointer-events-none opacity-50" aria-disabled="true">
          Previous
        </span>
      )}
      <span className="text-sm text-gray-700">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="btn-secondary">
          Next
        </Link>
      ) : (
        <span className="btn-secondary pointer-events-none opacity-50" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}

/** Pills that filter a list by status (admin lists): each a link, the current one marked. */
export function StatusFilter<F extends string>({
  label,
  filters,
  current,
  labels,
  href,
}: {
  label: string;
  filters: readonly F[];
  current: F;
  labels: Record<F, string>;
  href: (f: F) => string;
}) {
  return (
    <nav aria-label={label} className="flex gap-1">
      {filters.map((f) => (
        <Link
          key={f}
          to={href(f)}
          aria-current={f === current ? "page" : undefined}
          className={`rounded-full px-3 py-1 text-sm font-medium ${f === current ? "bg-indigo-600 text-white" : "bg-gray-100 text-gray-800 hover:bg-gray-200"}`}
        >
          {labels[f]}
        </Link>
      ))}
    </nav>
  );
}

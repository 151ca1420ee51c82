import { Outlet, redirect, useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { TabLinks, TabPanel } from "~/components/Tabs";
import { RouteError } from "~/components/RouteError";
import { pageMeta } from "~/lib/format";
import { requireAdmin } from "~/lib/http.server";
import { activeSection, legacyTabAddress, SECTIONS } from "./sections";

export const meta = () => pageMeta("Admin", "Run data tasks, review task history and read transcripts.", { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  const legacy = legacyTabAddress(new URL(request.url));
  if (legacy) throw redirect(legacy, 301);
  return null;
}

/** Anything a section throws is shown under the tabs, which stay usable. */
export function ErrorBoundary() {
  return (
    <AdminFrame>
      <RouteError failed="Failed to load admin data. Please try again later." />
    </AdminFrame>
  );
}

function AdminFrame({ children }: { children: React.ReactNode }) {
  const active = activeSection(useLocation().pathname);
  return (
    <div>
      <h1 className="text-3xl font-bold">Admin</h1>
      <div className="mt-6">
        <TabLinks label="Admin sections" active={active} tabs={[...SECTIONS]} />
        <TabPanel id={active}>{children}</TabPanel>
      </div>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

import { Outlet, redirect, useLocation } from "react-router";
import type { Route } from "./+types/admin";
import { TabLinks, TabPanel } from "~/components/Tabs";
import { RouteError } from "~/components/RouteError";
import { pageMeta } from "~/lib/format";
import { requireAdmin } from "~/lib/http.server";

/** Each section of the admin area is a nested route with its own address, loader and action. */
const SECTIONS = [
  { id: "run", label: "Run Tasks", to: "/admin" },
  { id: "tasks", label: "Current/Past Tasks", to: "/admin/tasks" },
  { id: "transcripts", label: "Video Transcripts", to: "/admin/transcripts" },
  { id: "applications", label: "Creator Applications", to: "/admin/applications" },
  { id: "reviews", label: "Listing Review", to: "/admin/reviews" },
  { id: "owners", label: "Channel Owners", to: "/admin/owners" },
] as const;

export const meta = () => pageMeta("Admin", "Run data tasks, review task history and read transcripts.", { noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  // Addresses from before the sections were routes (/admin?tab=tasks&…) still land where they meant.
  const url = new URL(request.url);
  const section = SECTIONS.find((s) => s.id === url.searchParams.get("tab"));
  if (url.pathname === "/admin" && section) {
    url.searchParams.delete("tab");
    throw redirect(`${section.to}${url.search}`, 301);
  }
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
  const path = useLocation().pathname.replace(/\/+$/, "");
  const active =
    SECTIONS.find((s) => s.to === path)?.id ?? SECTIONS.find((s) => path.startsWith(`${s.to}/`) && s.id !== "run")?.id ?? "run";
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

/** Each section of the admin area is a nested route with its own address, loader and action. */
export const SECTIONS = [
  { id: "run", label: "Run Tasks", to: "/admin" },
  { id: "tasks", label: "Current/Past Tasks", to: "/admin/tasks" },
  { id: "transcripts", label: "Video Transcripts", to: "/admin/transcripts" },
  { id: "applications", label: "Creator Applications", to: "/admin/applications" },
  { id: "reviews", label: "Listing Review", to: "/admin/reviews" },
  { id: "owners", label: "Channel Owners", to: "/admin/owners" },
] as const;

export type SectionId = (typeof SECTIONS)[number]["id"];

/** The section an address is in: its own, or the one it sits under; Run Tasks for anything else. */
export function activeSection(pathname: string): SectionId {
  const path = pathname.replace(/\/+$/, "");
  return SECTIONS.find((s) => s.to === path)?.id ?? SECTIONS.find((s) => path.startsWith(`${s.to}/`) && s.id !== "run")?.id ?? "run";
}

/**
 * Addresses from before the sections were routes (/admin?tab=tasks&…) still land where they
 * meant: the section's own address with the other parameters kept, or null when there is none.
 */
export function legacyTabAddress(url: URL): string | null {
  const section = SECTIONS.find((s) => s.id === url.searchParams.get("tab"));
  if (url.pathname !== "/admin" || !section) return null;
  const rest = new URL(url);
  rest.searchParams.delete("tab");
  return `${section.to}${rest.search}`;
}

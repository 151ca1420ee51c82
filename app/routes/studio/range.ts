import { STUDIO_RANGES, type StudioRange } from "@worker/services/studio-rules";

/** The studio's range from `?days=`: 30 by default, null for anything but 30 or 90. */
export function studioRange(value: string | null): StudioRange | null {
  if (value === null || value === "") return 30;
  return STUDIO_RANGES.find((r) => String(r) === value) ?? null;
}

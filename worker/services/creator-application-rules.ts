/**
 * The creator application's rules (SPEC.md section 5), pure and dependency-free: the service
 * enforces them on the server and the page imports the same module to check them live.
 */
export const CONTENT_NICHES = [
  "Technology & Gadgets",
  "Beauty & Skincare",
  "Gaming & Esports",
  "Fashion & Style",
  "Fitness & Health",
  "Home & Lifestyle",
  "Food & Cooking",
  "Photography & Video",
  "Travel & Adventure",
  "Entertainment & Comedy",
  "Education & Tutorials",
  "Business & Finance",
  "Music & Audio",
  "Automotive",
  "News & Politics",
  "Other",
] as const;

export const HANDLE_PREFIX_MESSAGE = "Channel handle must start with @ (e.g., @yourchannel)";
export const HANDLE_CHARS_MESSAGE = "Channel handle can only contain letters, numbers, underscores, and periods after the @";

/** Empty passes this check: the field's own "required" rule catches it. */
export function channelHandleError(handle: string): string | null {
  if (handle === "") return null;
  if (!handle.startsWith("@") || handle.length < 2) return HANDLE_PREFIX_MESSAGE;
  if (!/^@[A-Za-z0-9_.]+$/.test(handle)) return HANDLE_CHARS_MESSAGE;
  return null;
}

import { z } from "zod";
import type { ServiceContext } from "./context";

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

/** SPEC.md section 5: empty passes this check (the field's own "required" rule catches it). */
export function channelHandleError(handle: string): string | null {
  if (handle === "") return null;
  if (!handle.startsWith("@") || handle.length < 2) return HANDLE_PREFIX_MESSAGE;
  if (!/^@[A-Za-z0-9_.]+$/.test(handle)) return HANDLE_CHARS_MESSAGE;
  return null;
}

export const creatorApplicationInput = z.object({
  channel_handle: z
    .string()
    .trim()
    .min(1, "Field required")
    .max(100)
    .superRefine((value, ctx) => {
      const error = channelHandleError(value);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address")),
  phone_number: z
    .string()
    .trim()
    .max(32)
    .regex(/^[+0-9 ().-]*$/, "Enter a valid phone number")
    .nullish()
    .transform((v) => (v ? v : null)),
  category: z.enum(CONTENT_NICHES),
});

export async function submitCreatorApplication(rc: ServiceContext, rawInput: z.input<typeof creatorApplicationInput>) {
  const input = creatorApplicationInput.parse(rawInput);
  const application_id = crypto.randomUUID();
  await rc.env.DB.prepare(
    "INSERT INTO creator_applications (application_id, channel_handle, email, phone_number, category) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(application_id, input.channel_handle, input.email, input.phone_number, input.category)
    .run();
  return {
    application_id,
    ...input,
    status: "pending" as const,
    message: "Application submitted. We will contact you within 24 hours.",
  };
}

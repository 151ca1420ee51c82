import { z } from "zod";
import type { ServiceContext } from "./context";
import { CONTENT_NICHES, channelHandleError } from "./creator-application-rules";

export { CONTENT_NICHES, channelHandleError, HANDLE_CHARS_MESSAGE, HANDLE_PREFIX_MESSAGE } from "./creator-application-rules";

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

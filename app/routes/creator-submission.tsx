import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/creator-submission";
import { Modal } from "~/components/Modal";
import { pageMeta } from "~/lib/format";
import { serve } from "@worker/services/serve";
import { submitCreatorApplication } from "@worker/services/creator-applications";
import { isAppError, rcOf, str } from "~/lib/http.server";
import { CONTENT_NICHES as NICHES, channelHandleError as handleError } from "@worker/services/creator-application-rules";
import { SelectField } from "~/components/SelectField";
import { RouteError } from "~/components/RouteError";

export const meta = () =>
  pageMeta("Launch Your Automated Storefront", "Apply for an automated storefront of the products from your videos.");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const channel_handle = str(form, "channel_handle");
  const email = str(form, "email");
  const phone = str(form, "phone_number");
  const category = str(form, "category");
  const invalid = handleError(channel_handle);
  if (invalid) return data({ ok: false, message: invalid, at: Date.now() }, { status: 400 });
  try {
    // The service refuses a category that is not one of the niches; the form offers only those.
    const niche = category as (typeof NICHES)[number];
    await serve(rcOf(context), submitCreatorApplication, { channel_handle, email, phone_number: phone || null, category: niche, request });
    return { ok: true, message: "Thanks! We will review your channel and contact you by e-mail, usually within 24 hours.", at: Date.now() };
  } catch (e) {
    // A refusal the service meant says why; anything else (a database error) is logged, never shown.
    const reason = isAppError(e) ? e.detail : "Failed to submit application";
    if (!isAppError(e)) console.error(e);
    return data({ ok: false, message: `${reason}. Please try again or contact support.`, at: Date.now() }, { status: 400 });
  }
}

const BENEFITS = [
  {
    title: "Automated Setup",
    text: "We read your videos, find every product you mention and build the storefront for you. Setup typically takes under 24 hours.",
  },
  {
    title: "Revenue Generation",
    text: "Earn commission on every qualifying purchase. You keep 100% of the commission and there is no upfront cost.",
  },
  { title: "Custom Branding", text: "Your storefront on your own custom domain, with your name, your look and your curated products." },
];

const FAQ = [
  {
    q: "Can I customize my storefront?",
    a: "Yes. You choose which products appear, reorder them, and set your colours, logo and custom domain.",
  },
  { q: "Do I need technical knowledge?", a: "No. We handle the setup, hosting and updates; new videos are picked up automatically." },
  { q: "How much does it cost?", a: "Nothing upfront. You keep 100% of the commission earned through your storefront." },
  { q: "How long does setup take?", a: "Setup is typically complete within 24 hours after your application is approved." },
];

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError />;
}

export default function CreatorSubmission({ actionData }: Route.ComponentProps) {
  const [handle, setHandle] = useState("");
  const [modalOpen, setModalOpen] = useState(() => !!actionData);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = useNavigation().state === "submitting";
  const liveError = handleError(handle.trim());

  useEffect(() => {
    if (!actionData) return;
    // Each submission's answer is an event: it reopens the modal even when closed before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setModalOpen(true);
    if (actionData.ok) {
      formRef.current?.reset();
      setHandle("");
    }
  }, [actionData]);

  return (
    <div className="space-y-12">
      <section className="text-center">
        <h1 className="text-3xl font-bold sm:text-4xl">Launch Your Automated Storefront</h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-600">Turn the products you already talk about into a storefront that runs itself.</p>
      </section>
      <section aria-label="Benefits" className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map((b) => (
          <div key={b.title} className="card p-5">
            <h2 className="text-lg font-semibold">{b.title}</h2>
            <p className="mt-2 text-sm text-gray-600">{b.text}</p>
          </div>
        ))}
      </section>
      <section className="card mx-auto max-w-xl p-6 sm:p-8" aria-labelledby="application-title">
        <h2 id="application-title" className="text-2xl font-bold">
          Creator Application
        </h2>
        <Form
          ref={formRef}
          method="post"
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            if (handleError(handle.trim())) e.preventDefault();
          }}
        >
          <div>
            <label htmlFor="channel_handle" className="label">
              Channel Handle
            </label>
            <input
              id="channel_handle"
              name="channel_handle"
              required
              placeholder="@yourchannel"
              value={handle}
              onChange={(e) => setHandle(e.target.value)}
              aria-invalid={!!liveError}
              aria-describedby={liveError ? "handle-error" : undefined}
              className="input w-full"
            />
            {liveError && (
              <p id="handle-error" role="alert" className="mt-1 text-sm text-red-700">
                {liveError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="email" className="label">
              Email
            </label>
            <input id="email" name="email" type="email" required autoComplete="email" className="input w-full" />
          </div>
          <div>
            <label htmlFor="phone_number" className="label">
              Phone Number (optional)
            </label>
            <input id="phone_number" name="phone_number" type="tel" autoComplete="tel" className="input w-full" />
          </div>
          <SelectField
            id="category"
            name="category"
            label="Content Niche"
            required
            defaultValue=""
            empty={{ label: "Select your content niche", disabled: true }}
            options={NICHES}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy || !!liveError}>
            {busy ? "Submitting..." : "Submit Application"}
          </button>
        </Form>
        <p className="mt-4 text-center">
          <Link to="/" className="link text-sm">
            Back to Home
          </Link>
        </p>
      </section>
      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl">
        <h2 id="faq-title" className="text-2xl font-bold">
          Frequently Asked Questions
        </h2>
        <div className="mt-4 space-y-2">
          {FAQ.map((f) => (
            <details key={f.q} className="card p-4">
              <summary className="cursor-pointer font-medium">{f.q}</summary>
              <p className="mt-2 text-sm text-gray-600">{f.a}</p>
            </details>
          ))}
        </div>
      </section>
      <Modal
        open={!!actionData && modalOpen}
        kind={actionData?.ok ? "success" : "error"}
        title={actionData?.ok ? "Application Submitted!" : "Submission Error"}
        message={actionData?.message ?? ""}
        buttonLabel={actionData?.ok ? "Got it!" : "Try Again"}
        onClose={() => setModalOpen(false)}
      />
    </div>
  );
}

import { useEffect, useState } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/admin";
import { ChannelPicker } from "~/components/admin/ChannelPicker";
import { CreatorApplications } from "~/components/admin/CreatorApplications";
import { applicationsAction, isApplicationsIntent, loadApplicationsTab } from "~/components/admin/creator-applications.server";
import { ListingReviews } from "~/components/admin/ListingReviews";
import { isReviewIntent, loadReviewsTab, reviewAction } from "~/components/admin/listing-reviews.server";
import { TabLinks, TabPanel } from "~/components/Tabs";
import { formatCount, formatDateTime, pageMeta } from "~/lib/format";
import * as api from "~/lib/api.server";
import { detailOr, requireViewer, str } from "~/lib/http.server";
import { TASK_NAMES, type TaskExecution } from "~/lib/types";
import { useLocale } from "~/lib/locale";
import { RouteError } from "~/components/RouteError";

export const meta = () => pageMeta("Admin", "Run data tasks, review task history and read transcripts.", { noindex: true });

const TABS = ["run", "tasks", "transcripts", "applications", "reviews"] as const;
type Tab = (typeof TABS)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc, viewer } = requireViewer(request, context);
  if (!viewer.is_admin) throw redirect("/");
  const params = new URL(request.url).searchParams;
  const tab: Tab = TABS.find((t) => t === params.get("tab")) ?? "run";
  const channel = params.get("channel") ?? "";
  const videoId = params.get("video") ?? "";
  const transcriptPage = Math.min(Math.max(1, Number.parseInt(params.get("tpage") ?? "1", 10) || 1), 100_000);
  try {
    const tasks = tab === "tasks" ? (await api.listTasks(rc, { page: 1, limit: 100 })).tasks : ([] as TaskExecution[]);
    let transcripts: Awaited<ReturnType<typeof api.listTranscripts>>["transcripts"] = [];
    let transcriptTotal = 0;
    let transcript: Awaited<ReturnType<typeof api.getTranscript>> | null = null;
    if (tab === "transcripts") {
      if (channel) ({ transcripts, total: transcriptTotal } = await api.listTranscripts(rc, channel, transcriptPage));
      if (channel && videoId) transcript = await api.getTranscript(rc, channel, videoId);
    }
    const applications = tab === "applications" ? await loadApplicationsTab(rc, params) : null;
    const reviews = tab === "reviews" ? await loadReviewsTab(rc, params) : null;
    return {
      error: null,
      tab,
      tasks,
      channel,
      videoId,
      transcripts,
      transcriptPage,
      transcriptTotal,
      transcriptPages: Math.max(1, Math.ceil(transcriptTotal / api.TRANSCRIPTS_PER_PAGE)),
      transcript,
      applications,
      reviews,
    };
  } catch (e) {
    console.error(e);
    return {
      error: "Failed to load admin data. Please try again later.",
      tab,
      tasks: [] as TaskExecution[],
      channel,
      videoId,
      transcripts: [],
      transcriptPage,
      transcriptTotal: 0,
      transcriptPages: 1,
      transcript: null,
      applications: null,
      reviews: null,
    };
  }
}

/** SPEC section 5: empty parameters are `{}`; anything else must be a JSON object. */
function parseParameters(text: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  try {
    const v = JSON.parse(text);
    return v && typeof v === "object" && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { rc, viewer } = requireViewer(request, context);
  if (!viewer.is_admin) throw redirect("/");
  const form = await request.formData();
  if (isApplicationsIntent(form)) return data({ error: await applicationsAction(rc, form), task_name: "", text: "" }, { status: 400 });
  if (isReviewIntent(form)) return data({ error: await reviewAction(rc, form), task_name: "", text: "" }, { status: 400 });
  const task_name = str(form, "task_name");
  const text = String(form.get("parameters") ?? "");
  const parameters = parseParameters(text);
  if (!parameters) return data({ error: "Invalid JSON in parameters field", task_name, text }, { status: 400 });
  if (!(TASK_NAMES as readonly string[]).includes(task_name))
    return data({ error: "Failed to run task. Please try again later.", task_name, text }, { status: 400 });
  try {
    await api.createTask(rc, { task_name, parameters });
  } catch (e) {
    return data({ error: detailOr(e, "Failed to run task. Please try again later."), task_name, text }, { status: 400 });
  }
  return redirect("/admin?tab=tasks");
}

const STATUS_CLASS: Record<string, string> = {
  completed: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  running: "bg-blue-100 text-blue-800",
  queued: "bg-amber-100 text-amber-900",
};

function RunTasks({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const [text, setText] = useState(actionData?.text ?? "");
  const [error, setError] = useState<string | null>(null);
  const busy = useNavigation().state === "submitting";
  const shown = error ?? actionData?.error ?? null;
  return (
    <Form
      method="post"
      noValidate
      className="card max-w-2xl space-y-4 p-6"
      onSubmit={(e) => {
        if (!parseParameters(text)) {
          e.preventDefault();
          setError("Invalid JSON in parameters field");
        } else setError(null);
      }}
    >
      {shown && (
        <p role="alert" className="alert-error">
          {shown}
        </p>
      )}
      <div>
        <label htmlFor="task_name" className="label">
          Task
        </label>
        <select id="task_name" name="task_name" defaultValue={actionData?.task_name || "run_pipeline"} className="input w-full">
          {TASK_NAMES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="parameters" className="label">
          Parameters (JSON)
        </label>
        <textarea
          id="parameters"
          name="parameters"
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            // A bare handle followed by Tab becomes {"channel": "handle"} (exact, without @).
            const bare = text.trim();
            if (e.key === "Tab" && !e.shiftKey && bare && !/[{}[\]":,\s]/.test(bare)) {
              e.preventDefault();
              setText(JSON.stringify({ channel: bare.replace(/^@/, "") }, null, 2));
            }
          }}
          placeholder='{"channel": "handle", "max_results": 10}'
          aria-describedby="parameters-help"
          className="input w-full font-mono text-sm"
        />
        <p id="parameters-help" className="mt-1 text-xs text-gray-600">
          Type a channel handle and press Tab to wrap it as {'{"channel": "handle"}'}. Leave empty for {"{}"}.
        </p>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Starting..." : "Run Task"}
      </button>
    </Form>
  );
}

function TaskList({ tasks }: { tasks: TaskExecution[] }) {
  const locale = useLocale();
  const revalidator = useRevalidator();
  const live = tasks.some((t) => t.status === "running" || t.status === "queued");
  useEffect(() => {
    if (!live) return;
    const id = setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 2000);
    return () => clearInterval(id);
  }, [live, revalidator]);
  if (tasks.length === 0) return <p className="text-gray-600">No tasks yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Task executions, newest first</caption>
        <thead className="border-b border-gray-200 text-gray-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Task
            </th>
            <th scope="col" className="py-2 pr-3">
              Type
            </th>
            <th scope="col" className="py-2 pr-3">
              Channel
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="py-2 pr-3">
              Started
            </th>
            <th scope="col" className="py-2">
              Completed
            </th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((t) => (
            <tr key={t.task_execution_id} className="border-b border-gray-100 align-top">
              <td className="py-2 pr-3 font-mono">{t.task_name}</td>
              <td className="py-2 pr-3">{t.parameters?.upload_date === "today" ? "Daily Update" : "Initial Load"}</td>
              <td className="py-2 pr-3">{String(t.parameters?.channel ?? "—")}</td>
              <td className="py-2 pr-3">
                <span className={`badge ${STATUS_CLASS[t.status] ?? "bg-gray-100 text-gray-800"}`}>{t.status}</span>
                {(t.status === "running" || t.status === "queued") && (t.progress_total ?? 0) > 0 && (
                  <progress
                    className="mt-1 block h-1.5 w-24"
                    value={t.progress_done}
                    max={t.progress_total}
                    aria-label={`${t.task_name} progress`}
                  />
                )}
                {t.message && <p className="mt-1 max-w-xs text-xs text-gray-600">{t.message}</p>}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(locale, t.started_at)}</td>
              <td className="py-2 whitespace-nowrap">{t.completed_at ? formatDateTime(locale, t.completed_at) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Transcripts({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const locale = useLocale();
  const { channel, transcripts, transcript, videoId, transcriptPage, transcriptTotal, transcriptPages: pages } = loaderData;
  const pageHref = (page: number) =>
    `/admin?tab=transcripts&channel=${encodeURIComponent(channel)}${videoId ? `&video=${encodeURIComponent(videoId)}` : ""}&tpage=${page}`;
  return (
    <div className="space-y-6">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="tab" value="transcripts" />
        <ChannelPicker defaultHandle={channel} key={channel} />
        <button type="submit" className="btn-secondary">
          Show transcripts
        </button>
      </Form>
      {channel && (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <ul className="card max-h-[32rem] divide-y divide-gray-100 overflow-auto" aria-label="Transcripts">
            {transcripts.length === 0 && <li className="p-3 text-sm text-gray-600">No transcripts for this channel.</li>}
            {transcripts.map((t) => (
              <li key={t.videoId}>
                <Link
                  to={`/admin?tab=transcripts&channel=${encodeURIComponent(channel)}&video=${encodeURIComponent(t.videoId)}${transcriptPage > 1 ? `&tpage=${transcriptPage}` : ""}`}
                  preventScrollReset
                  aria-current={t.videoId === videoId ? "true" : undefined}
                  className={`block p-3 text-sm hover:bg-gray-50 ${t.videoId === videoId ? "bg-indigo-50" : ""}`}
                >
                  <span className="font-medium">{t.videoTitle || t.videoId}</span>
                  <span className="block text-xs text-gray-600">{t.timestamp}</span>
                </Link>
              </li>
            ))}
            {pages > 1 && (
              <li>
                <nav aria-label="Transcript pages" className="flex items-center justify-between gap-2 p-3 text-sm">
                  {transcriptPage > 1 ? (
                    <Link to={pageHref(transcriptPage - 1)} preventScrollReset className="link">
                      Previous
                    </Link>
                  ) : (
                    <span />
                  )}
                  <span className="text-gray-600">
                    Page {transcriptPage} of {pages} ({formatCount(locale, transcriptTotal)} transcripts)
                  </span>
                  {transcriptPage < pages ? (
                    <Link to={pageHref(transcriptPage + 1)} preventScrollReset className="link">
                      Next
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              </li>
            )}
          </ul>
          {transcript && (
            <article className="card p-6">
              <h3 className="text-lg font-semibold">{transcript.videoTitle || transcript.title}</h3>
              <p className="text-xs text-gray-600">{transcript.timestamp}</p>
              <p className="mt-4 max-h-[28rem] overflow-auto whitespace-pre-line text-sm text-gray-800">{transcript.text}</p>
            </article>
          )}
        </div>
      )}
    </div>
  );
}

/** Anything this page's loader or render throws is shown inside the layout, not as a blank page. */
export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, error, tasks } = loaderData;
  return (
    <div>
      <h1 className="text-3xl font-bold">Admin</h1>
      <div className="mt-6">
        <TabLinks
          label="Admin sections"
          active={tab}
          tabs={[
            { id: "run", label: "Run Tasks", to: "/admin" },
            { id: "tasks", label: "Current/Past Tasks", to: "/admin?tab=tasks" },
            { id: "transcripts", label: "Video Transcripts", to: "/admin?tab=transcripts" },
            { id: "applications", label: "Creator Applications", to: "/admin?tab=applications" },
            { id: "reviews", label: "Listing Review", to: "/admin?tab=reviews" },
          ]}
        />
        <TabPanel id={tab}>
          {error && (
            <p role="alert" className="alert-error mb-4">
              {error}
            </p>
          )}
          {tab === "run" && <RunTasks actionData={actionData} />}
          {tab === "tasks" && <TaskList tasks={tasks} />}
          {tab === "transcripts" && <Transcripts loaderData={loaderData} />}
          {tab === "applications" && loaderData.applications && (
            <CreatorApplications data={loaderData.applications} error={actionData?.error ?? null} />
          )}
          {tab === "reviews" && loaderData.reviews && <ListingReviews data={loaderData.reviews} error={actionData?.error ?? null} />}
        </TabPanel>
      </div>
    </div>
  );
}

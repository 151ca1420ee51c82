import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { RouteError } from "~/components/RouteError";
import { serve } from "@worker/services/serve";
import { createTask, taskRequestSchema } from "@worker/services/tasks";
import { detailOr, isAppError, requireAdmin, str } from "~/lib/http.server";
import { TASK_NAMES } from "~/lib/types";
import { parseParameters } from "./parameters";
import { RunTaskForm, type RunTaskRefusal } from "./task-form";

export async function action({ request, context }: Route.ActionArgs) {
  const { rc } = requireAdmin(request, context);
  const form = await request.formData();
  const task_name = str(form, "task_name");
  const text = String(form.get("parameters") ?? "");
  const channel = str(form, "channel").replace(/^@/, "");
  const refuse = (error: string, status: number) => data<RunTaskRefusal>({ error, task_name, text, channel }, { status });
  const parsed = parseParameters(text);
  if (!parsed) return refuse("Invalid JSON in parameters field", 400);
  if (!(TASK_NAMES as readonly string[]).includes(task_name)) return refuse("Failed to run task. Please try again later.", 400);
  // The picker names the channel; the JSON may add the rest. Two different channels is a mistake to show, not to guess.
  if (channel && typeof parsed.channel === "string" && parsed.channel !== channel)
    return refuse(`Two channels given: "${channel}" in the picker and "${parsed.channel}" in the parameters. Keep one.`, 422);
  const task = taskRequestSchema.safeParse({ task_name, parameters: channel ? { ...parsed, channel } : parsed });
  // Every invalid parameter is named at once, beside the form.
  if (!task.success) return refuse(task.error.issues.map((x) => x.message).join("; "), 422);
  try {
    await serve(rc, createTask, task.data);
  } catch (e) {
    return refuse(detailOr(e, "Failed to run task. Please try again later."), isAppError(e) && e.status < 500 ? e.status : 400);
  }
  return redirect("/admin/tasks");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(request, context);
  return null;
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function RunTasks({ actionData }: Route.ComponentProps) {
  return <RunTaskForm refusal={actionData} />;
}

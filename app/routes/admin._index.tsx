import { useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin._index";
import { RouteError } from "~/components/RouteError";
import * as api from "~/lib/api.server";
import { detailOr, isAppError, requireAdmin, str } from "~/lib/http.server";
import { TASK_NAMES } from "~/lib/types";
import { SelectField } from "~/components/SelectField";
import { ChannelPicker } from "~/components/admin/ChannelPicker";

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
  const { rc } = requireAdmin(request, context);
  const form = await request.formData();
  const task_name = str(form, "task_name");
  const text = String(form.get("parameters") ?? "");
  const channel = str(form, "channel").replace(/^@/, "");
  const parsed = parseParameters(text);
  if (!parsed) return data({ error: "Invalid JSON in parameters field", task_name, text, channel }, { status: 400 });
  if (!(TASK_NAMES as readonly string[]).includes(task_name))
    return data({ error: "Failed to run task. Please try again later.", task_name, text, channel }, { status: 400 });
  // The picker names the channel; the JSON may add the rest. Two different channels is a mistake to show, not to guess.
  if (channel && typeof parsed.channel === "string" && parsed.channel !== channel) {
    const error = `Two channels given: "${channel}" in the picker and "${parsed.channel}" in the parameters. Keep one.`;
    return data({ error, task_name, text, channel }, { status: 422 });
  }
  const parameters = channel ? { ...parsed, channel } : parsed;
  try {
    await api.createTask(rc, { task_name, parameters });
  } catch (e) {
    const status = isAppError(e) && e.status < 500 ? e.status : 400;
    return data({ error: detailOr(e, "Failed to run task. Please try again later."), task_name, text, channel }, { status });
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
      <SelectField
        id="task_name"
        name="task_name"
        label="Task"
        options={TASK_NAMES}
        defaultValue={actionData?.task_name || "run_pipeline"}
      />
      <ChannelPicker
        id="task-channel"
        defaultHandle={actionData?.channel ?? ""}
        help="Type a name or handle and pick the channel; the task runs on it. Or name it in the parameters below."
      />
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
          Optional with a channel picked above. Type a channel handle and press Tab to wrap it as {'{"channel": "handle"}'}. Leave empty for{" "}
          {"{}"}.
        </p>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? "Starting..." : "Run Task"}
      </button>
    </Form>
  );
}

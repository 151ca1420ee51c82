import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { SelectField } from "~/components/SelectField";
import { TASK_NAMES } from "~/lib/types";
import { ChannelPicker } from "../channel-picker";
import { parseParameters, wrapBareHandle } from "./parameters";

/** What the action sends back beside a refusal: the message and the form as it was posted. */
export interface RunTaskRefusal {
  error: string;
  task_name: string;
  text: string;
  channel: string;
}

/** The Run Tasks form: a task, a channel picked by name, and JSON parameters checked before sending. */
export function RunTaskForm({ refusal }: { refusal: RunTaskRefusal | undefined }) {
  const [text, setText] = useState(refusal?.text ?? "");
  const [error, setError] = useState<string | null>(null);
  const busy = useNavigation().state === "submitting";
  const shown = error ?? refusal?.error ?? null;
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
      <SelectField id="task_name" name="task_name" label="Task" options={TASK_NAMES} defaultValue={refusal?.task_name || "run_pipeline"} />
      <ChannelPicker
        id="task-channel"
        defaultHandle={refusal?.channel ?? ""}
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
            if (e.key !== "Tab" || e.shiftKey) return;
            const wrapped = wrapBareHandle(text);
            if (wrapped) {
              e.preventDefault();
              setText(wrapped);
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

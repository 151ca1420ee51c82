import type { TaskExecution } from "~/lib/types";
import { formatDateTime } from "~/lib/format";
import { useLocale } from "~/lib/locale";

const STATUS_CLASS: Record<string, string> = {
  completed: "bg-green-100 text-green-800",
  failed: "bg-red-100 text-red-800",
  running: "bg-blue-100 text-blue-800",
  queued: "bg-amber-100 text-amber-900",
};

/** Task executions, newest first: what ran on which channel, how far it got and what it said. */
export function TaskTable({ tasks }: { tasks: TaskExecution[] }) {
  const locale = useLocale();
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

import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/route";
import { RouteError } from "~/components/RouteError";
import { serve } from "@worker/services/serve";
import { listTasks } from "@worker/services/tasks";
import { requireAdmin, withRefusals } from "~/lib/http.server";
import { TaskTable } from "./task-table";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { rc } = requireAdmin(request, context);
  return { tasks: (await withRefusals(serve(rc, listTasks, { page: 1, limit: 100 }))).tasks };
}

export function ErrorBoundary() {
  return <RouteError failed="Failed to load admin data. Please try again later." />;
}

export default function TaskList({ loaderData }: Route.ComponentProps) {
  const { tasks } = loaderData;
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
  return <TaskTable tasks={tasks} />;
}

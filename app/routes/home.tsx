import type { Route } from "./+types/home";
import { requestContext } from "@worker/request-context";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(requestContext);
  const row = await env.DB.prepare("SELECT 1 AS one").first<{ one: number }>();
  return { one: row?.one };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1 className="text-2xl">Home {loaderData.one}</h1>;
}

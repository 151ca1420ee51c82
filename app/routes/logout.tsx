import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/lib/auth.server";

export async function action({ request, context }: Route.ActionArgs) {
  return signOut(request, context);
}

export function loader() {
  return redirect("/");
}

import { redirect } from "react-router";

/** Unknown paths redirect to /404 (SPEC section 2). */
export function loader() {
  return redirect("/404");
}

export function action() {
  return redirect("/404");
}

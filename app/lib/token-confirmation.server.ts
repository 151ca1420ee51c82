import { data } from "react-router";
import { detailOr } from "~/lib/http.server";

/** A token page's action: the confirmation's message, or the service's refusal (else the fallback) with a 400. */
export async function confirmToken(confirm: () => Promise<string>, failure: string) {
  try {
    return { ok: true as const, message: await confirm() };
  } catch (e) {
    return data({ ok: false as const, message: detailOr(e, failure) }, { status: 400 });
  }
}

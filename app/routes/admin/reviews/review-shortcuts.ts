import { useEffect, useRef } from "react";

/** Keys typed into a field are the field's, not shortcuts (a checkbox takes no text, so it does not count). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !["checkbox", "radio", "button", "submit"].includes(target.type);
  return target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * j / k move to the next / previous candidate, a accepts and r rejects the current one, x
 * selects it for the bulk action. After a decision the candidate that takes its place is current.
 */
export function useReviewShortcuts(reviews: unknown) {
  const list = useRef<HTMLUListElement>(null);
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const rows = () => [...(list.current?.querySelectorAll<HTMLElement>("[data-review-row]") ?? [])];
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      const all = rows();
      if (all.length === 0 || !["j", "k", "a", "r", "x"].includes(e.key)) return;
      const current = all.findIndex((row) => row.contains(document.activeElement));
      e.preventDefault();
      if (e.key === "j" || e.key === "k") {
        const next = current < 0 ? 0 : Math.min(all.length - 1, Math.max(0, current + (e.key === "j" ? 1 : -1)));
        all[next]?.focus();
        all[next]?.scrollIntoView({ block: "nearest" });
        return;
      }
      const row = all[current];
      if (!row) return;
      if (e.key === "x") {
        row.querySelector<HTMLInputElement>("input[type=checkbox]")?.click();
        return;
      }
      const button = row.querySelector<HTMLButtonElement>(`button[value=${e.key === "a" ? "accept" : "reject"}]`);
      if (button && !button.disabled) {
        refocus.current = current;
        button.click();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  useEffect(() => {
    if (refocus.current === null) return;
    const all = [...(list.current?.querySelectorAll<HTMLElement>("[data-review-row]") ?? [])];
    all[Math.min(refocus.current, all.length - 1)]?.focus();
    refocus.current = null;
  }, [reviews]);
  return list;
}

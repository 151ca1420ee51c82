import { useEffect, useRef } from "react";

/**
 * A disclosure built on <details>: opens and closes without JavaScript; once hydrated it also
 * closes on Escape, on an outside click and after a link inside is followed.
 */
export function Dropdown(props: {
  summary: React.ReactNode;
  summaryLabel?: string;
  summaryClassName?: string;
  panelClassName?: string;
  children: React.ReactNode;
  onToggle?: (open: boolean) => void;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const onToggle = useRef(props.onToggle);
  useEffect(() => {
    onToggle.current = props.onToggle;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Opened before hydration: the toggle event went unheard, so it is told now.
    if (el.open) onToggle.current?.(true);
    const outside = (e: PointerEvent) => {
      if (el.open && !el.contains(e.target as Node)) el.open = false;
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === "Escape" && el.open) {
        el.open = false;
        el.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("pointerdown", outside);
    el.addEventListener("keydown", key);
    return () => {
      document.removeEventListener("pointerdown", outside);
      el.removeEventListener("keydown", key);
    };
  }, []);
  return (
    // The click closes the menu once a link inside is followed (by mouse or keyboard: both click).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={ref}
      className="relative"
      onToggle={(e) => onToggle.current?.((e.currentTarget as HTMLDetailsElement).open)}
      onClick={(e) => {
        if ((e.target as HTMLElement).closest("a") && ref.current) ref.current.open = false;
      }}
    >
      <summary
        aria-label={props.summaryLabel}
        className={`cursor-pointer list-none [&::-webkit-details-marker]:hidden ${props.summaryClassName ?? ""}`}
      >
        {props.summary}
      </summary>
      <div className={`absolute right-0 z-40 mt-2 rounded-lg border border-gray-200 bg-white shadow-lg ${props.panelClassName ?? "w-56"}`}>
        {props.children}
      </div>
    </details>
  );
}

import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";

export type ModalKind = "success" | "error" | "info";

const ICON_PATH: Record<ModalKind, string> = {
  success: "M5 13l4 4L19 7",
  error: "M6 6l12 12M18 6L6 18",
  info: "M12 8h.01M11 12h1v5h1",
};
const ICON_COLOUR: Record<ModalKind, string> = {
  success: "bg-green-100 text-green-700",
  error: "bg-red-100 text-red-700",
  info: "bg-blue-100 text-blue-700",
};

/**
 * A native <dialog>: focus trapping, Escape and the top layer come from the browser. Rendered
 * `open` on the server so the message shows before hydration; the <form method="dialog">
 * button closes it without JavaScript too.
 */
export function Modal(props: {
  open: boolean;
  kind: ModalKind;
  title: string;
  message: string;
  buttonLabel?: string;
  onClose?: () => void;
  /** The way forward the message names (e.g. Log in, returning here), beside the close button. */
  link?: { to: string; label: string };
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { open, onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (dialog.open && !dialog.matches(":modal")) dialog.close();
      if (!dialog.open) dialog.showModal();
    } else if (dialog.open) {
      dialog.close();
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      // Re-opening a server-rendered dialog as modal queues a "close" event: ignore it while still open.
      onClose={() => {
        if (!ref.current?.open) onClose?.();
      }}
      className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-gray-900 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex items-start gap-4">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${ICON_COLOUR[props.kind]}`}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            {props.kind === "info" && <circle cx="12" cy="12" r="9" />}
            <path d={ICON_PATH[props.kind]} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold">
            {props.title}
          </h2>
          <p className="mt-2 whitespace-pre-line break-words text-gray-700">{props.message}</p>
        </div>
      </div>
      <form method="dialog" className="mt-6 flex justify-end gap-3">
        {props.link && (
          // Leaving closes the dialog, so a layout's modal does not follow the person to the next page.
          <Link to={props.link.to} className="btn-primary" onClick={() => ref.current?.close()}>
            {props.link.label}
          </Link>
        )}
        {/* A modal dialog moves focus into itself; its first action is the place to start. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <button type="submit" className={props.link ? "btn-secondary" : "btn-primary"} autoFocus={!props.link}>
          {props.buttonLabel ?? "Close"}
        </button>
      </form>
    </dialog>
  );
}

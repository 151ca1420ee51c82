/**
 * A failure shown where it happened, with a Retry button that repeats what failed: `onRetry`, or
 * without it a submit button that sends the enclosing form again.
 */
export function InlineRetry({
  message,
  onRetry,
  busy,
  className,
}: {
  message: string;
  onRetry?: () => void;
  busy?: boolean;
  className?: string;
}) {
  return (
    <p role="alert" className={`alert-error flex flex-wrap items-center gap-x-3 gap-y-1 ${className ?? ""}`}>
      <span>{message}</span>
      <button
        type={onRetry ? "button" : "submit"}
        onClick={onRetry}
        disabled={busy}
        className="rounded-md border border-red-300 bg-white px-2.5 py-0.5 font-medium text-red-800 hover:bg-red-100 disabled:opacity-60"
      >
        Retry
      </button>
    </p>
  );
}

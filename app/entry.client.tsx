import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A fetcher's request cut short by a navigation (a notification opened while the list is being
// reloaded) rejects a promise nobody awaits: react-router/react-router#14203. A cancelled request
// is not a failure, so it is not reported as one; every other rejection still is.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

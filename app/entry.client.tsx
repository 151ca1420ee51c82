import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The browser runs React Router on preact/compat (docs/decisions/0006). HydratedRouter suspends
 * until the streamed loader data is decoded; React treats the hydration root as a boundary, Preact
 * does not, so wait for the decoding first. Its first call always throws, before any hook: the
 * decoding promise (settled asynchronously) or the error of a page without React Router's context.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (pending) {
    if (!(pending instanceof Promise)) throw pending;
    await pending;
  }
}

/**
 * React's server hoists the <link rel="modulepreload"> that <Scripts> renders into <head>; the
 * browser render puts them where <Scripts> is, at the end of <body>. Preact's hydration pairs
 * elements by tag name in order, so left in <head> they would take the stylesheet <link>'s place:
 * move them to where the render expects them.
 */
function moveHoistedPreloads(): void {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) document.body.appendChild(link);
}

void routerDataDecoded().then(() => {
  moveHoistedPreloads();
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

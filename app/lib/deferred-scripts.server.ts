/**
 * The page's scripts start after its first paint (decision 0022). React Router's <Scripts/> writes
 * module preloads and a module script at the end of the body; a browser asks for them while it
 * still lays out the page, so on a slow line the first paint shares the bandwidth with about
 * 130 KB of JavaScript it does not need. This rewrites them into inert forms (a link without
 * `rel`, a script of a type that does not run) and adds a loader that turns them back on once the
 * first frame is painted. The elements keep their place, so hydration finds what it rendered
 * (their attributes are outside React's checks: React Router marks them suppressHydrationWarning).
 */

const PRELOAD = '<link rel="modulepreload"';
const INERT_PRELOAD = '<link data-deferred-rel="modulepreload"';
const MODULE = '<script type="module"';
const INERT_MODULE = '<script type="text/x-deferred-module"';

/**
 * After the frame that paints the page (a timeout inside an animation frame), or after 200 ms
 * where frames do not come (a hidden tab): each preload gets its `rel` back, and each module
 * script is run again as a real one, with its nonce. Turning a preload on costs from a fraction
 * of a millisecond to several on a slow phone (about 20 of them: 25-80 ms at a quarter of this
 * machine's speed), so the loader hands the main thread back every 4 ms instead of holding it
 * in one long task that a tap would wait behind.
 */
const LOADER = `(()=>{let d=0;const go=async()=>{if(d)return;d=1;let t=performance.now();for(const l of document.querySelectorAll("link[data-deferred-rel]")){l.rel=l.dataset.deferredRel;if(performance.now()-t>4){await new Promise(r=>setTimeout(r));t=performance.now()}}for(const s of document.querySelectorAll('script[type="text/x-deferred-module"]')){const m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.head.append(m)}};requestAnimationFrame(()=>setTimeout(go));setTimeout(go,200)})()`;

export function loaderScript(nonce: string | undefined): string {
  return `<script${nonce ? ` nonce="${nonce}"` : ""}>${LOADER}</script>`;
}

/** The whole page at once (a cacheable page, rendered fully before it is stored). */
export function deferScripts(html: string, nonce: string | undefined): string {
  return html
    .replaceAll(PRELOAD, INERT_PRELOAD)
    .replaceAll(MODULE, INERT_MODULE)
    .replace("</body>", `${loaderScript(nonce)}</body>`);
}

/**
 * The same for a streamed page, chunk by chunk. Each marker lies inside one tag, so a tag cut
 * between two chunks (a `<` with no `>` after it yet) is held back until the next chunk completes it.
 */
export function deferScriptsStream(nonce: string | undefined): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  let loaderSent = false;
  const rewrite = (text: string) => {
    let out = text.replaceAll(PRELOAD, INERT_PRELOAD).replaceAll(MODULE, INERT_MODULE);
    if (!loaderSent && out.includes("</body>")) {
      out = out.replace("</body>", `${loaderScript(nonce)}</body>`);
      loaderSent = true;
    }
    return out;
  };
  return new TransformStream({
    transform(chunk, controller) {
      const text = held + decoder.decode(chunk, { stream: true });
      const open = text.lastIndexOf("<");
      const cut = open > text.lastIndexOf(">") ? open : text.length;
      held = text.slice(cut);
      if (cut > 0) controller.enqueue(encoder.encode(rewrite(text.slice(0, cut))));
    },
    flush(controller) {
      const rest = held + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rewrite(rest)));
    },
  });
}

/**
 * Lets the bench scripts (plain Node 24) import the Worker's own modules, so the SQL that is
 * generated and timed is the services' SQL, not a copy. The Worker's sources are written for a
 * bundler: relative imports without `.ts` and TypeScript that type stripping alone cannot erase
 * (parameter properties), and `cloudflare:workers` exists only in workerd. Import this module first; then load worker modules with `import()`.
 */
import { readFileSync } from "node:fs";
import { registerHooks, stripTypeScriptTypes } from "node:module";
import { fileURLToPath } from "node:url";

const WORKER_DIR = new URL("../../worker/", import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    // The runtime's own module: in Node there is no Workers Cache to purge (worker/cache/purge.ts feature-detects it).
    if (specifier === "cloudflare:workers") return { url: "data:text/javascript,export default {};", shortCircuit: true };
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const fromWorker = context.parentURL?.startsWith(WORKER_DIR) ?? false;
      if (!fromWorker || !specifier.startsWith(".") || specifier.endsWith(".ts")) throw error;
      // A bundler's resolution: `./x` is `./x.ts` or the folder's `./x/index.ts`.
      try {
        return nextResolve(`${specifier}.ts`, context);
      } catch {
        return nextResolve(`${specifier}/index.ts`, context);
      }
    }
  },
  load(url, context, nextLoad) {
    if (!url.startsWith(WORKER_DIR) || !url.endsWith(".ts")) return nextLoad(url, context);
    const source = stripTypeScriptTypes(readFileSync(fileURLToPath(url), "utf8"), { mode: "transform", sourceUrl: url });
    return { format: "module", source, shortCircuit: true };
  },
});

// stripTypeScriptTypes is flagged experimental; its one-line warning would only clutter the report.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
  const text = typeof warning === "string" ? warning : warning.message;
  if (text.includes("stripTypeScriptTypes")) return;
  (emitWarning as (w: string | Error, ...r: unknown[]) => void)(warning, ...rest);
}) as typeof process.emitWarning;

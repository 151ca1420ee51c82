/**
 * Gzipped JavaScript each page downloads: the entry + root + the route's module and every chunk
 * they import (from React Router's browser manifest), split into the React and React Router
 * runtime (the entry and everything it imports, no app code) and the project's own code on top.
 * DESIGN.md section 8 caps the own code at 25 KB a page (docs/decisions/0009).
 * Usage: node test/e2e/js-size.ts [--strict]   (after `npm run build`)
 */
import { readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { join } from "node:path";

const dir = join(import.meta.dirname, "../../build/client/assets");

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<
    string,
    { id: string; path?: string; parentId?: string; module: string; imports?: string[]; hasLoader: boolean; index?: boolean }
  >;
}

/** Read when asked, so importing the budget does not need a build. */
function readManifest(): Manifest {
  const manifestFile = readdirSync(dir).find((f) => f.startsWith("manifest-") && f.endsWith(".js"));
  if (!manifestFile) throw new Error("no build/client/assets/manifest-*.js: run npm run build first");
  const text = readFileSync(join(dir, manifestFile), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest;
}

const cache = new Map<string, { gz: number; br: number }>();
function size(url: string) {
  const name = url.split("/").pop()!;
  if (!cache.has(name)) {
    const buf = readFileSync(join(dir, name));
    cache.set(name, { gz: gzipSync(buf, { level: 9 }).length, br: brotliCompressSync(buf).length });
  }
  return cache.get(name)!;
}
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
/** Follow static imports inside the chunks themselves. */
function closure(urls: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...urls];
  while (stack.length) {
    const u = stack.pop()!;
    const name = u.split("/").pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(dir, name), "utf8");
    for (const m of code.matchAll(/from"\.\/([^"]+\.js)"|import"\.\/([^"]+\.js)"/g)) stack.push(m[1] ?? m[2]!);
  }
  return seen;
}

export const OWN_CODE_BUDGET_KB = 25;

export interface PageSize {
  route: string;
  /** Everything the page downloads, gzip. */
  kb: number;
  br: number;
  /** The React + React Router runtime, gzip (the same for every page). */
  runtime: number;
  /** The project's own code on top of the runtime, gzip. */
  own: number;
}

export function pageSizes(): PageSize[] {
  const manifest = readManifest();
  const root = manifest.routes["root"]!;
  const base = [manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])];
  // React + React Router alone: the entry and everything it imports (no app code).
  const framework = closure([manifest.entry.module, ...manifest.entry.imports]);
  const runtime = kib([...framework].reduce((n, f) => n + size(f).gz, 0));
  const out: PageSize[] = [];
  const routes = manifest.routes;
  // A nested route downloads its ancestors' modules too (the admin area's layout), and its
  // address is theirs joined.
  const ancestors = (r: (typeof routes)[string]): (typeof routes)[string][] => {
    const parent = r.parentId && r.parentId !== "root" ? routes[r.parentId] : undefined;
    return parent ? [...ancestors(parent), parent] : [];
  };
  const pathOf = (r: (typeof routes)[string]) =>
    `/${[...ancestors(r), r]
      .map((x) => x.path ?? "")
      .filter(Boolean)
      .join("/")}`;
  const layouts = new Set(Object.values(routes).map((r) => r.parentId));
  for (const r of Object.values(routes)) {
    if (r.id === "root" || layouts.has(r.id) || r.id.includes("resources.") || r.id.includes("catch-all") || r.id.includes("logout"))
      continue;
    const chain = [...ancestors(r), r];
    const files = closure([...base, ...chain.flatMap((x) => [x.module, ...(x.imports ?? [])])]);
    const gz = [...files].reduce((n, f) => n + size(f).gz, 0);
    const br = [...files].reduce((n, f) => n + size(f).br, 0);
    const own = [...files].filter((f) => !framework.has(f)).reduce((n, f) => n + size(f).gz, 0);
    out.push({ route: pathOf(r), kb: kib(gz), br: kib(br), runtime, own: kib(own) });
  }
  return out;
}

if (import.meta.main) {
  const sizes = pageSizes();
  console.log(
    `${"page".padEnd(26)} ${"gzip KiB".padStart(9)} ${"brotli".padStart(8)} ${"runtime".padStart(8)} ${"own (gzip)".padStart(11)}`,
  );
  for (const s of sizes) {
    console.log(
      `${s.route.padEnd(26)} ${s.kb.toFixed(1).padStart(9)} ${s.br.toFixed(1).padStart(8)} ${s.runtime.toFixed(1).padStart(8)} ${s.own.toFixed(1).padStart(11)}`,
    );
  }
  // --strict fails over the own-code budget of DESIGN.md section 8.
  const over = sizes.filter((s) => s.own > OWN_CODE_BUDGET_KB);
  if (process.argv.includes("--strict") && over.length) {
    console.error(`own code over ${OWN_CODE_BUDGET_KB} KB gzip: ${over.map((s) => s.route).join(", ")}`);
    process.exitCode = 1;
  }
}

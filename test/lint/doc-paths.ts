/**
 * The docs name files that move: every repository path named in README.md and docs/**\/*.md (code
 * spans and prose alike: `worker/…`, `app/…`, `scripts/…`, `test/…`, `migrations/…`, `docs/…`,
 * `.config/…`, `.ci/…`), and every relative Markdown link there, must exist; and every README
 * section that README.md, docs/ or .ci/run names as `README "Title"` or `see "Title"` must be one of
 * its headings. Plain Node (the workers pool has no file system); run by `npm run lint`.
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

const ROOT = join(import.meta.dirname, "../..");

function markdownUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? markdownUnder(join(dir, e.name)) : e.name.endsWith(".md") ? [join(dir, e.name)] : [],
  );
}

const DOCS = ["README.md", ...markdownUnder("docs")];
/** A path from the repository's root: not inside a URL or a longer path, ending on a name or a slash. */
const REPO_PATH = /(?<![\w./@~-])(?:worker|app|scripts|test|migrations|docs|\.config|\.ci)\/[\w.$+@/[\]-]*[\w/\]]/g;
const LINK = /\]\(([^)\s]+)\)/g;
const SECTION = /(?:README|[Ss]ee) "([^"]+)"/g;

/** What a decision record names as the tree before it: the folder it moved things from. */
const FORMER = new Set(["docs/decisions/0015-import-layers-and-tooling.md worker/pipeline/providers/"]);
/** A superseded decision record describes the tree as it was then (0006 names the removed Preact alias). */
const superseded = (text: string) => /^Status: superseded/m.test(text);

const missing: string[] = [];
let named = 0;
const sections = new Set([...readFileSync(join(ROOT, "README.md"), "utf8").matchAll(/^#{1,6} (.+)$/gm)].map((m) => m[1]!.trim()));

for (const file of DOCS) {
  const text = readFileSync(join(ROOT, file), "utf8");
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  if (superseded(text)) continue;
  for (const m of text.matchAll(REPO_PATH)) {
    named += 1;
    if (!existsSync(join(ROOT, m[0])) && !FORMER.has(`${file} ${m[0]}`)) missing.push(`${file}:${lineOf(m.index)}: ${m[0]}`);
  }
  for (const m of text.matchAll(LINK)) {
    const target = m[1]!.split("#")[0]!;
    if (!target || /^[a-z]+:/i.test(target)) continue;
    const path = relative(ROOT, join(ROOT, dirname(file), target));
    named += 1;
    if (!existsSync(join(ROOT, path))) missing.push(`${file}:${lineOf(m.index)}: link to ${target}`);
  }
}
for (const file of [...DOCS, ".ci/run"]) {
  const text = readFileSync(join(ROOT, file), "utf8");
  for (const m of text.matchAll(SECTION)) {
    if (file !== "README.md" && !m[0].startsWith("README")) continue;
    if (!sections.has(m[1]!)) missing.push(`${file}:${text.slice(0, m.index).split("\n").length}: README section "${m[1]}"`);
  }
}

assert.deepEqual(missing, [], `the docs name what the repository does not have:\n${missing.join("\n")}`);
console.log(`doc paths: ${named} repository paths and links named in ${DOCS.length} documents exist, and the README sections named`);

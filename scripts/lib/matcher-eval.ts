/**
 * Scores the listing matcher on labelled cases (scripts/lib/matcher-labels.ts). Pure: the matcher
 * comes in as a function, so tests can score a stand-in with known answers.
 *
 * A candidate counts as predicted to be the product only when the verdict is "verified": those
 * are the listings the app stores and shows. "review" candidates wait for an admin and are not
 * shown meanwhile, so they count as not listed, like "rejected" ones.
 */
import type { LabelledCandidate, LabelledCase } from "./matcher-labels.ts";

export type Verdict = "verified" | "review" | "rejected";

/** The mention as the matcher takes it: a brand the labels leave out is null. */
export type EvalMention = Omit<LabelledCase["mention"], "brand"> & { brand: string | null };

export interface MatcherLike {
  (mention: EvalMention, candidate: Omit<LabelledCandidate, "expected">): { score: number; verdict: Verdict; reasons: string[] };
}

/**
 * A matcher that judges a search's candidates together: evidence may come from another candidate
 * of the same search (a shared EAN, the same variation family). One result per candidate, in order.
 */
export interface SetMatcherLike {
  all(mention: EvalMention, candidates: Omit<LabelledCandidate, "expected">[]): { score: number; verdict: Verdict; reasons: string[] }[];
}

export interface Figures {
  cases: number;
  candidates: number;
  /** Candidates labelled as the product. */
  expected: number;
  /** Candidates the matcher verified. */
  verified: number;
  /** Candidates the matcher sent to review (counted as not listed). */
  review: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** truePositives / verified; null when nothing was verified. */
  precision: number | null;
  /** truePositives / expected; null when nothing was expected. */
  recall: number | null;
}

export interface Mistake {
  case: string;
  category: string;
  mention: string;
  asin: string;
  title: string;
  expected: boolean;
  verdict: Verdict;
  score: number;
  reasons: string[];
}

export interface MatcherReport {
  overall: Figures;
  /** Per mention category, sorted by name; a case without one counts under "(none)". */
  categories: Record<string, Figures>;
  /** False positives (verified, not the product) and false negatives (the product, not verified). */
  mistakes: Mistake[];
}

const NO_CATEGORY = "(none)";

function empty(): Figures {
  return {
    cases: 0,
    candidates: 0,
    expected: 0,
    verified: 0,
    review: 0,
    truePositives: 0,
    falsePositives: 0,
    falseNegatives: 0,
    precision: null,
    recall: null,
  };
}

function finish(f: Figures): Figures {
  return {
    ...f,
    precision: f.verified ? f.truePositives / f.verified : null,
    recall: f.expected ? f.truePositives / f.expected : null,
  };
}

export function evaluateMatcher(cases: readonly LabelledCase[], match: MatcherLike | SetMatcherLike): MatcherReport {
  const overall = empty();
  const byCategory = new Map<string, Figures>();
  const mistakes: Mistake[] = [];
  for (const c of cases) {
    const category = c.mention.category ?? NO_CATEGORY;
    const f = byCategory.get(category) ?? empty();
    byCategory.set(category, f);
    for (const target of [overall, f]) target.cases++;
    const mention: EvalMention = { ...c.mention, brand: c.mention.brand ?? null };
    const candidates = c.candidates.map(({ expected: _, ...candidate }) => candidate);
    const results = typeof match === "function" ? candidates.map((candidate) => match(mention, candidate)) : match.all(mention, candidates);
    for (const [i, { expected, ...candidate }] of c.candidates.entries()) {
      const result = results[i]!;
      const verified = result.verdict === "verified";
      for (const target of [overall, f]) {
        target.candidates++;
        if (expected) target.expected++;
        if (verified) target.verified++;
        if (result.verdict === "review") target.review++;
        if (verified && expected) target.truePositives++;
        if (verified && !expected) target.falsePositives++;
        if (!verified && expected) target.falseNegatives++;
      }
      if (verified !== expected) {
        mistakes.push({
          case: c.id,
          category,
          mention: [c.mention.brand, c.mention.product_name].filter(Boolean).join(" / "),
          asin: candidate.asin,
          title: candidate.title,
          expected,
          verdict: result.verdict,
          score: result.score,
          reasons: result.reasons,
        });
      }
    }
  }
  const categories = Object.fromEntries([...byCategory.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, finish(v)]));
  return { overall: finish(overall), categories, mistakes };
}

const COUNTS = ["cases", "candidates", "expected", "verified", "review", "truePositives", "falsePositives", "falseNegatives"] as const;

function sum(figures: readonly Figures[]): Figures {
  const total = empty();
  for (const f of figures) for (const key of COUNTS) total[key] += f[key];
  return finish(total);
}

/** One report of several sets measured apart (the development set's files): the matcher runs once a set. */
export function mergeReports(reports: readonly MatcherReport[]): MatcherReport {
  const names = [...new Set(reports.flatMap((r) => Object.keys(r.categories)))].sort((a, b) => a.localeCompare(b));
  return {
    overall: sum(reports.map((r) => r.overall)),
    categories: Object.fromEntries(names.map((name) => [name, sum(reports.flatMap((r) => r.categories[name] ?? []))])),
    mistakes: reports.flatMap((r) => r.mistakes),
  };
}

const percent = (value: number | null) => (value === null ? "n/a" : `${(value * 100).toFixed(1)} %`);

/** A readable table: one row per category, then the overall figures. */
export function formatMatcherReport(report: MatcherReport, source?: string): string {
  const header = ["category", "cases", "candidates", "products", "verified", "review", "false +", "false -", "precision", "recall"];
  const row = (name: string, f: Figures) => [
    name,
    String(f.cases),
    String(f.candidates),
    String(f.expected),
    String(f.verified),
    String(f.review),
    String(f.falsePositives),
    String(f.falseNegatives),
    percent(f.precision),
    percent(f.recall),
  ];
  const rows = [header, ...Object.entries(report.categories).map(([name, f]) => row(name, f)), row("overall", report.overall)];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  const out = [
    `Listing matcher${source ? ` on ${source}` : ""}: a candidate counts as listed only when verified ("review" ones are not shown, so they count as not listed).`,
    "",
    line(header),
    rule,
    ...rows.slice(1, -1).map(line),
    rule,
    line(rows.at(-1)!),
  ];
  return out.join("\n");
}

/** The mistakes, one block each: what was expected, what the matcher said and why. */
export function formatMistakes(mistakes: readonly Mistake[]): string {
  if (mistakes.length === 0) return "No mistakes.";
  return mistakes
    .map((m) => {
      const kind = m.expected ? "missed (the product, not verified)" : "false positive (verified, not the product)";
      return `${m.case} [${m.category}] ${kind}\n  mention: ${m.mention}\n  ${m.asin}: ${m.title}\n  ${m.verdict} ${m.score}: ${m.reasons.join("; ")}`;
    })
    .join("\n");
}

/**
 * The development and test sets side by side, and the gap (test less development, in points):
 * a large gap says the rules were fitted to the examples they were tuned on.
 */
/**
 * The development and test sets side by side, and the gap. `parts` (the development set's files)
 * print under it: a blind file measured before anyone tuned on it is the nearest thing to a test.
 */
export function formatSetComparison(sets: { development: Figures; test: Figures; parts?: { name: string; figures: Figures }[] }): string {
  const points = (a: number | null, b: number | null) => {
    if (a === null || b === null) return "n/a";
    const d = (a - b) * 100;
    return `${d >= 0 ? "+" : ""}${d.toFixed(1)} pt`;
  };
  const header = ["set", "cases", "candidates", "products", "verified", "false +", "false -", "precision", "recall"];
  const row = (name: string, f: Figures) => [
    name,
    String(f.cases),
    String(f.candidates),
    String(f.expected),
    String(f.verified),
    String(f.falsePositives),
    String(f.falseNegatives),
    percent(f.precision),
    percent(f.recall),
  ];
  const { development, test, parts = [] } = sets;
  const rows = [
    header,
    row("development", development),
    ...parts.map((part) => row(`  ${part.name}`, part.figures)),
    row("test (frozen)", test),
    [
      "gap (test - development)",
      "",
      "",
      "",
      "",
      "",
      "",
      points(test.precision, development.precision),
      points(test.recall, development.recall),
    ],
  ];
  const widths = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

/**
 * Builds the matcher's labelled set from the hand-written tables in ./matcher-label-tables.ts:
 * for each product a mention (and for some a second one, named the way another creator says it)
 * and the candidates a search returns for it, each marked true when it is the product.
 * Deterministic (seeded by the case's id). scripts/build-matcher-labels.ts writes it to
 * test/fixtures/matching/labelled-listings.json; a test checks the file is what the tables make.
 */
import { hashString, rng, type Rng } from "../../worker/providers/offline/corpus.ts";
import { HAND_WRITTEN_CASES } from "./matcher-label-cases.ts";
import { TABLES, type DecoyTemplate, type KindSpec, type ProductRow } from "./matcher-label-tables.ts";
import type { LabelledCandidate, LabelledCase } from "./matcher-labels.ts";

const ASIN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

const slug = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function asin(r: Rng, usedAsins: Set<string>): string {
  for (;;) {
    let id = "B0";
    for (let i = 0; i < 8; i++) id += ASIN_ALPHABET[Math.floor(r.next() * ASIN_ALPHABET.length)];
    if (!usedAsins.has(id)) {
      usedAsins.add(id);
      return id;
    }
  }
}

function shuffle<T>(r: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r.next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const squash = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/\s+([,)])/g, "$1")
    .trim();

/**
 * The kind's short noun, unless the name already says it ("Cast Iron Skillet" needs no
 * "Skillet"), without the words the name ends with ("Cloud Alpha Wireless" + "Gaming Headset").
 */
function shortFor(name: string, short: string): string {
  const words = short.split(" ");
  const last = words.at(-1)!.toLowerCase().replace(/s$/, "");
  if (name.toLowerCase().includes(last)) return "";
  const named = new Set(name.toLowerCase().split(/\s+/));
  while (words.length > 1 && named.has(words[0]!.toLowerCase())) words.shift();
  return words.join(" ");
}

interface Context {
  kind: KindSpec;
  row: ProductRow;
  short: string;
  node: string;
}

const titleName = (row: ProductRow) => row.tn ?? row.n;
const brandField = (row: ProductRow) => row.brandField ?? row.b;

function exactTitle(row: ProductRow): string {
  return squash(`${row.noBrandInTitle ? "" : row.b} ${titleName(row)} ${row.d}`);
}

function fill(r: Rng, template: string, ctx: Context, maker: string): string {
  return squash(
    template
      .replaceAll("{B}", ctx.row.b)
      .replaceAll("{N}", titleName(ctx.row))
      .replaceAll("{S}", shortFor(titleName(ctx.row), ctx.short))
      .replaceAll("{X}", maker)
      .replaceAll("{C}", r.pick(ctx.kind.colours)),
  );
}

/** Structured fields as the marketplace gives them: all for some items, some for others, none for the rest. */
function withFields(
  r: Rng,
  candidate: LabelledCandidate,
  fields: Omit<LabelledCandidate, "asin" | "title" | "expected">,
): LabelledCandidate {
  const roll = r.next();
  if (roll < 0.35) return candidate;
  if (roll < 0.6) {
    const { brand, product_group, browse_node, price, currency } = fields;
    return { ...candidate, brand, ...(r.chance(0.5) ? { browse_node } : { product_group }), price, currency };
  }
  return { ...candidate, ...fields };
}

/** The pack size a pack's title states ("2 Pack", "Pack of 2", "Pair", "Two Room Set"). */
function packOf(title: string): number | undefined {
  const m = /(\d+)[ -]Pack|Pack of (\d+)|Set of (\d+)/i.exec(title);
  if (m) return Number(m[1] ?? m[2] ?? m[3]);
  return /\b(pair|two)\b/i.test(title) ? 2 : undefined;
}

function price(r: Rng, [lo, hi]: readonly [number, number]): number {
  return Math.round((lo + r.next() * (hi - lo)) * 100) / 100 - (r.chance(0.6) ? 0.01 : 0);
}

function candidatesFor(r: Rng, ctx: Context, others: readonly ProductRow[], used: Set<string>): LabelledCandidate[] {
  const { kind, row } = ctx;
  const out: LabelledCandidate[] = [];
  const own = { brand: brandField(row), manufacturer: brandField(row), product_group: kind.group, browse_node: ctx.node, currency: "USD" };

  // The product itself, most of the time; now and then the search misses it.
  if (r.chance(0.93)) {
    out.push(withFields(r, { asin: asin(r, used), title: exactTitle(row), expected: true }, { ...own, model: row.m, price: row.p }));
  }
  // The same product listed again in another colour or size.
  if (r.chance(0.35)) {
    const title = squash(`${row.b} ${titleName(row)} ${shortFor(titleName(row), ctx.short)}, ${r.pick(kind.colours)}`);
    out.push(
      withFields(
        r,
        { asin: asin(r, used), title, expected: true },
        { ...own, model: row.m, price: Math.round(row.p * (0.95 + r.next() * 0.1)) - 0.01 },
      ),
    );
  }
  // Other models of the same line.
  for (const entry of shuffle(r, row.sib ?? []).slice(0, r.int(1, 2))) {
    // "Name|rest of its title" where the kind's short noun would not fit it.
    const [sibling = entry, rest] = entry.split("|");
    const colour = rest === undefined && r.chance(0.4) ? `, ${r.pick(kind.colours)}` : "";
    const title = squash(`${row.b} ${sibling} ${rest ?? shortFor(sibling, ctx.short)}${colour}`);
    out.push(
      withFields(r, { asin: asin(r, used), title, expected: false }, { ...own, price: Math.round(row.p * (0.6 + r.next() * 0.8)) - 0.01 }),
    );
  }
  // Accessories, parts and "compatible with" items; then bundles, multipacks and renewed ones.
  const templates = row.decoys ?? kind.decoys;
  const fits = shuffle(
    r,
    templates.filter(([k]) => k === "accessory" || k === "compatible"),
  ).slice(0, r.int(2, 3));
  const packs = shuffle(
    r,
    templates.filter(([k]) => k === "bundle" || k === "multipack" || k === "pack" || k === "renewed"),
  ).slice(0, r.int(1, 2));
  for (const [decoyKind, template, node, range] of [...fits, ...packs] as DecoyTemplate[]) {
    const thirdParty = template.includes("{X}");
    const maker = r.pick(kind.makers);
    const brand = thirdParty ? maker : brandField(row);
    const group = decoyKind === "accessory" || decoyKind === "compatible" ? kind.accessoryGroup : kind.group;
    // The ASIN first, then the title: the order the random draws had before packs were labelled.
    const id = asin(r, used);
    const title = fill(r, template, ctx, maker);
    // A pack of the very item is the product (decision record 0014); the marketplace says how many.
    const pack = decoyKind === "pack" ? packOf(title) : undefined;
    out.push(
      withFields(
        r,
        { asin: id, title, expected: decoyKind === "pack" },
        {
          brand,
          manufacturer: brand,
          product_group: group,
          browse_node: node,
          price: price(r, range),
          currency: "USD",
          ...(pack ? { unit_count: pack } : {}),
        },
      ),
    );
  }
  // Another brand's product of the same kind.
  const rival = others.filter((o) => o.b !== row.b);
  if (rival.length && r.chance(0.7)) {
    const o = r.pick(rival);
    out.push(
      withFields(
        r,
        { asin: asin(r, used), title: exactTitle(o), expected: false },
        {
          brand: brandField(o),
          manufacturer: brandField(o),
          model: o.m,
          product_group: kind.group,
          browse_node: o.node ?? kind.node,
          price: o.p,
          currency: "USD",
        },
      ),
    );
  }
  // Search ranking: the product is not always first.
  return shuffle(r, out);
}

/** The labelled set the tables make; the same every time. */
export function buildLabelledCases(): LabelledCase[] {
  const used = new Set<string>();
  const cases: LabelledCase[] = [];
  const ids = new Set<string>();
  for (const { kind, products } of TABLES) {
    for (const row of products) {
      const ctx: Context = { kind, row, short: row.short ?? kind.short, node: row.node ?? kind.node };
      const base = `${slug(kind.category)}-${slug(`${row.b} ${row.n}`)}`;
      const mentions: { id: string; product_name: string; brand: string | null }[] = [{ id: base, product_name: row.n, brand: row.b }];
      if (row.alt) mentions.push({ id: `${base}-said-as-${slug(row.alt)}`, product_name: row.alt, brand: row.altNoBrand ? null : row.b });
      // Now and then the extractor keeps the brand in the name, and loses the brand field.
      const r0 = rng(`extra:${base}`);
      if (r0.chance(0.3) && !row.n.toLowerCase().startsWith(row.b.toLowerCase())) {
        mentions.push({ id: `${base}-with-brand-in-name`, product_name: `${row.b} ${row.n}`, brand: r0.chance(0.5) ? row.b : null });
      }
      for (const m of mentions) {
        if (ids.has(m.id)) throw new Error(`duplicate case id ${m.id}`);
        ids.add(m.id);
        const r = rng(`case:${m.id}:${hashString(m.product_name)}`);
        cases.push({
          id: m.id,
          mention: { product_name: m.product_name, brand: m.brand, category: kind.category, subcategory: row.sub ?? kind.subcategory },
          candidates: candidatesFor(r, ctx, products, used),
        });
      }
    }
  }
  // Then the hand-written cases of the kinds issue 21 names, over more categories.
  for (const c of HAND_WRITTEN_CASES) {
    if (ids.has(c.id)) throw new Error(`duplicate case id ${c.id}`);
    ids.add(c.id);
    cases.push(c);
  }
  return cases;
}

/** One candidate a line: the file stays readable and its diffs small. */
export function formatLabelledCases(cases: LabelledCase[]): string {
  const lines = ["["];
  cases.forEach((c, i) => {
    lines.push(`  { "id": ${JSON.stringify(c.id)},`);
    if (c.kinds) lines.push(`    "kinds": ${JSON.stringify(c.kinds)},`);
    if (c.note) lines.push(`    "note": ${JSON.stringify(c.note)},`);
    lines.push(`    "mention": ${JSON.stringify(c.mention)},`);
    lines.push(`    "candidates": [`);
    c.candidates.forEach(({ expected, ...rest }, j) =>
      lines.push(`      ${JSON.stringify({ ...rest, expected })}${j < c.candidates.length - 1 ? "," : ""}`),
    );
    lines.push(`    ] }${i < cases.length - 1 ? "," : ""}`);
  });
  lines.push("]", "");
  return lines.join("\n");
}

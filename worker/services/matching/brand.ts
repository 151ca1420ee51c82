/** Who made an item: its brand and manufacturer fields, the brand its title names, makers one search links. */
import { containsPhrase, englishWord, words } from "./words";
import { COLOURS, coreBrand, corporateWord, sameBrandFamily } from "./identity";
import type { MatchCandidate } from "./types";

export function brandStartsTitle(brand: string, title: string[]): boolean {
  const want = words(brand);
  return want.every((w, i) => title[i] === w);
}

/** A brand written letter by letter ("e.l.f.", "L.L. Bean") that the title writes as one word ("elf Halo Glow"). */
const spelledBrandStarts = (want: readonly string[], title: readonly string[]) =>
  want.length >= 2 && want.every((w) => w.length === 1) && title[0] === want.join("");

/** Whether a title names the brand anywhere: as written, joined, by its family or its initials ("TJ's": "Trader Joes"). */
export function brandNamedIn(brand: string, title: string[]): boolean {
  const want = words(brand);
  if (containsPhrase(title, want.join(" "))) return true;
  const wantCompact = want.join("");
  if (spelledBrandStarts(want, title)) return true;
  for (let i = 0; i < title.length; i++) {
    for (let n = 1; n <= 3 && i + n <= title.length; n++) {
      const gram = title.slice(i, i + n);
      if (wantCompact.length >= 4 && gram.join("") === wantCompact) return true;
      if (
        n >= 2 &&
        gram.every((w) => w.length >= 3) &&
        [wantCompact, wantCompact.replace(/s$/, "")].includes(gram.map((w) => w[0]).join(""))
      )
        return true;
      if (gram.join("").length >= 3 && sameBrandFamily(brand, gram.join(" "))) return true;
    }
  }
  return false;
}

/**
 * Whether a title credits the maker as a byline does: after "by" ("Hypervolt 2 Massage Gun by
 * Hyperice", "Sichuan Chili Crisp by Fly By Jing") or alone in brackets closing it ("Small Dome
 * Hoops Gold Vermeil (Mejuri)"). A title that names the item and then says who makes it names the
 * maker as a title starting with it does.
 */
export function brandCredited(brand: string, rawTitle: string): boolean {
  const want = words(brand).join(" ");
  if (!want) return false;
  const bylines = [...rawTitle.matchAll(/\bby\s+([^,|()[\]\-–—]+)/gi)].map((m) => words(m[1]!).join(" "));
  if (bylines.some((b) => b === want || b.startsWith(`${want} `))) return true;
  const closing = /\(([^()]+)\)\s*$/.exec(rawTitle)?.[1];
  return !!closing && words(closing).join(" ") === want;
}

/** Brand and manufacturer fields that differ on one item of a search: a brand and its maker. */
export type MakerLinks = readonly (readonly [string, string])[];

export function makerLinksOf(candidates: readonly MatchCandidate[]): MakerLinks {
  return candidates
    .filter((c) => c.brand && c.manufacturer && !sameBrandFamily(c.brand, c.manufacturer))
    .map((c) => [coreBrand(c.brand!), coreBrand(c.manufacturer!)] as const);
}

/** Whether two brand names are one brand and its maker as some item of the search says (brand field and manufacturer). */
export function linkedBySearch(a: string, b: string, links: MakerLinks): boolean {
  const loose = (x: string, y: string) => {
    const [p, q] = [x.replace(/ /g, ""), y.replace(/ /g, "")];
    return p === q || (Math.min(p.length, q.length) >= 4 && (p.startsWith(q) || q.startsWith(p)));
  };
  const [x, y] = [coreBrand(a), coreBrand(b)];
  return links.some(([brand, maker]) => (loose(x, brand) && loose(y, maker)) || (loose(x, maker) && loose(y, brand)));
}

export function brandEvidence(
  mentionBrand: string,
  candidate: MatchCandidate,
  title: string[],
  links: MakerLinks = [],
  mentionName = "",
): { same: boolean | "conflict" | null; from: string; value?: string } {
  const want = words(mentionBrand);
  // The product's own name as the mention says it, without the maker's name in front.
  const named = words(mentionName);
  const namedCompact = (want.every((w, i) => named[i] === w) ? named.slice(want.length) : named).join("");
  const wantCompact = want.filter((w) => w !== "and" && w !== "plus").join("");
  // "uni-ball" / "Uniball", "L.L.Bean" / "LL Bean"; a short brand ("On") only as a whole word;
  // a name of the brand's family ("PlayStation 5 Pro" for Sony).
  // A sub-brand right after its maker's name, which a brand field gives ("IRWIN VISE-GRIP", "IRWIN
  // Tools VISE-GRIP", "Uni Posca" under uni-ball): the title says the field's maker makes the line.
  const lineOfMaker =
    wantCompact.length >= 4 &&
    [1, 2].some(
      (k) =>
        title
          .slice(k, k + 3)
          .join("")
          .startsWith(wantCompact) &&
        [candidate.brand, candidate.manufacturer].some((f) => {
          if (!f) return false;
          const field = words(f);
          const lead = title.slice(0, k);
          return (
            lead.join("") === field.join("") ||
            (lead[0] === field[0] && lead[0]!.length >= 3 && lead.slice(1).every((w) => w === "tools" || corporateWord(w)))
          );
        }),
    );
  const titleStarts =
    want.every((w, i) => title[i] === w) ||
    // A brand of several words named by its own first one ("Coop" for Coop Home Goods, "Kirkland"
    // for Kirkland Signature): not a colour or a word as short as "the".
    (want.length >= 2 && want[0]!.length >= 4 && !COLOURS.has(want[0]!) && title[0] === want[0]) ||
    (wantCompact.length >= 4 && title.slice(0, 3).join("").startsWith(wantCompact)) ||
    spelledBrandStarts(want, title) ||
    [1, 2, 3].some((n) => title.length > n && sameBrandFamily(mentionBrand, title.slice(0, n).join(" "))) ||
    lineOfMaker;
  let other: { from: string; value: string } | null = null;
  // The brand field first, the manufacturer as well: either naming the mentioned brand (or its
  // family: the maker of a console brand, a fashion house's short name) is the brand.
  for (const [field, value] of [
    ["brand", candidate.brand],
    ["manufacturer", candidate.manufacturer],
  ] as const) {
    if (!value) continue;
    const have = words(value);
    const haveCompact = have.filter((w) => w !== "and" && w !== "plus").join("");
    // "TNF" / "The North Face", "TJ's" / "Trader Joe's": initials.
    const initials = (ws: string[]) => (ws.length >= 2 ? ws.map((w) => w[0]).join("") : "");
    const lastWord = (ws: string[]) => ws.at(-1) ?? "";
    const same =
      haveCompact === wantCompact ||
      want.every((w) => have.includes(w)) ||
      have.every((w) => want.includes(w)) ||
      (Math.min(haveCompact.length, wantCompact.length) >= 4 &&
        (haveCompact.endsWith(wantCompact) ||
          wantCompact.endsWith(haveCompact) ||
          haveCompact.startsWith(wantCompact) ||
          wantCompact.startsWith(haveCompact))) ||
      sameBrandFamily(mentionBrand, value) ||
      linkedBySearch(mentionBrand, value, links) ||
      [wantCompact, wantCompact.replace(/s$/, "")].includes(initials(have.filter((w) => w !== "the"))) ||
      [haveCompact, haveCompact.replace(/s$/, "")].includes(initials(want.filter((w) => w !== "the"))) ||
      // "Doc Martens" / "Dr. Martens": the same family name.
      (want.length >= 2 && have.length >= 2 && lastWord(want).length >= 5 && lastWord(want) === lastWord(have)) ||
      // "ScanSnap iX1600" by Fujitsu under the brand field ScanSnap, "Litter Robot four" by Whisker
      // under Litter-Robot: a brand field the product's own name starts with names the maker's line.
      (field === "brand" &&
        haveCompact.length >= 4 &&
        (have.length >= 2 || !englishWord(haveCompact)) &&
        namedCompact.startsWith(haveCompact) &&
        namedCompact.length > haveCompact.length);
    if (same) return { same: true, from: field };
    other ??= { from: field, value };
  }
  // A field names another brand while the title starts with the mentioned one: a sub-brand or
  // parent company the families do not know, not a third party.
  if (other && lineOfMaker) return { same: true, from: "title" };
  if (other) return { same: titleStarts ? "conflict" : false, ...other };
  if (titleStarts) return { same: true, from: "title" };
  return { same: null, from: "title" };
}

/** Two listings' makers (as one normaliser reads them) are one maker: the same, one family, or one unknown. */
export const sameMaker = (a: string | undefined, b: string | undefined) => !a || !b || a === b || sameBrandFamily(a, b);

/** A maker's name as brand fields write it, without corporate endings. */
export const coreMaker = (name: string) => coreBrand(name);

/**
 * A listing sold under another brand of the mentioned one's family: its brand field names a brand
 * of its own ("Squier by Fender", "L'Oreal Paris" beside Maybelline, "Hanes" for Champion), which
 * the family table or the search's maker links join to the mentioned one, and its title never names
 * the mentioned brand nor the mention the field's. A buyer tells a parent's lines apart: a Squier is
 * not a Fender. Returns the field's own brand, or undefined.
 */
export function sisterBrandOf(mentionBrand: string, mentionName: string, candidate: MatchCandidate, title: string[]): string | undefined {
  if (!candidate.brand) return undefined;
  // "Squier by Fender": the line before "by" is the brand the item is sold under.
  const own = words(coreBrand(candidate.brand.split(/\sby\s/i)[0]!));
  const want = words(coreBrand(mentionBrand));
  if (!own.length || !want.length) return undefined;
  const ownCompact = own.join("");
  const wantCompact = want.join("");
  // The same brand spelled otherwise ("Maybelline New York", "Dr. Martens" / "Doc Martens", "TNF").
  const initials = (ws: string[]) => (ws.length >= 2 ? ws.map((w) => w[0]).join("") : "");
  if (
    own.some((w) => want.includes(w)) ||
    ownCompact.startsWith(wantCompact) ||
    wantCompact.startsWith(ownCompact) ||
    initials(own) === wantCompact ||
    initials(want) === ownCompact
  )
    return undefined;
  const named = words(mentionName);
  if (containsPhrase(named, own.join(" ")) || named.join("").includes(ownCompact)) return undefined;
  if (
    containsPhrase(title, want.join(" ")) ||
    title.some((w, i) =>
      title
        .slice(i, i + 3)
        .join("")
        .startsWith(wantCompact),
    )
  )
    return undefined;
  return own.join(" ");
}

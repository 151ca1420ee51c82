/**
 * 2. Made for the product: a "for" / "compatible with" phrase before the product is named.
 */
import { containsPhrase, hasDigit, phraseIndex, singular, words } from "./words";
import { type Token } from "./mention";
import { AUDIENCES, headline } from "./title";
import { FITS_PHRASES, GENERIC_WORDS, STOP_WORDS, WHO_IT_SERVES } from "./vocabulary";
import { FITS_PHRASES_ELSEWHERE } from "./identity";
import { type Ledger, type NameSpan, type Reading } from "./reading";

/** 2. Made for the product: a "for" / "compatible with" phrase before the product is named, or the mention's code named only after "for". */
export function judgeMadeFor(r: Reading, ledger: Ledger, span: NameSpan): boolean {
  const { mention, candidate, title, sepBefore, tokens, mentionWords, kindWords, located } = r;
  const { spans, nameStart } = span;
  const mentionNamed = words(mention.product_name);
  const mentionFor = mentionNamed.includes("for") ? mentionNamed.slice(mentionNamed.indexOf("for") + 1) : [];
  // 2. Made for the product: a "for" / "compatible with" phrase before the product is named.
  const brandWords = new Set(mention.brand ? words(mention.brand) : []);
  const productAt = nameStart >= 0 ? nameStart : title.length;
  const fits = [...FITS_PHRASES, ...FITS_PHRASES_ELSEWHERE]
    .map((p) => ({ p, at: phraseIndex(title, p) }))
    .filter(({ p, at }) => {
      if (at < 0 || at >= productAt) return false;
      // "Floor mats for Honda CR-V": the mention itself says what the product fits.
      if (containsPhrase(words(mention.product_name), p)) return false;
      // "Screen protector for iPhone 15" / "… designed for iPhone 15", "PS5 controller" / "Controller
      // for PS5": what the title says it is for, the mention says too, after its own "for" or
      // before its kind noun that the title names right before the phrase.
      const phraseEnd = at + p.split(" ").length;
      // (Only where the title names all the mention says: "Extreme Dog Toy - for Large Dogs" is
      // not the Classic, "Funnel for Baby Brezza" names a maker.)
      if (p === "for" && tokens.every((t) => located.has(t)) && servesWhom(title, phraseEnd, mentionWords, brandWords)) return false;
      if (mentionFor.length && title.slice(phraseEnd, phraseEnd + mentionFor.length).join(" ") === mentionFor.join(" ")) return false;
      if (kindWords.has(singular(title[at - 1] ?? "")) && tokens.some((t) => t.kind !== "generic" && located.get(t)?.start === phraseEnd))
        return false;
      // The phrase must introduce the product ("Case for Sony WH-1000XM5"), not a use named long
      // before it ("… for Streaming, Gaming and Recording, Black (MV7+)").
      const after = at + p.split(" ").length;
      const between = title.slice(after, productAt).filter((w) => !brandWords.has(w) && !STOP_WORDS.has(w));
      return between.length <= 2 && !sepBefore.slice(after + 1, productAt + 1).some(Boolean);
    });
  // "… Building Blocks Set, Compatible with Lego": a word of the mention's name found only after
  // "compatible with" names what the item fits, not its maker.
  const fitsNamed = [...located.entries()].find(([t, at]) => {
    if (t.kind === "generic" || at.start < 2) return false;
    const before = title.slice(Math.max(0, at.start - 2), at.start).join(" ");
    return (
      /\b(compatible with|works with|fits|designed for|made for)$/.test(before) &&
      !containsPhrase(words(mention.product_name), before) &&
      !(
        mentionFor.length &&
        title.slice(at.start - mentionFor.indexOf(t.word), at.start - mentionFor.indexOf(t.word) + mentionFor.length).join(" ") ===
          mentionFor.join(" ")
      )
    );
  });
  // "Ultra Hybrid Designed for iPhone 15 Pro" for "Ultra Hybrid iPhone 15 Pro": the product's own
  // name stands before the phrase, and what it fits is what the mention names after its name.
  // ("Orchid … Compatible with Lego" for "the LEGO orchid" is not: the mention says LEGO first.)
  const ownNameBefore = (() => {
    if (!fitsNamed) return false;
    const phraseAt = fitsNamed[1].start - 2;
    const before = tokens.filter((t) => t.kind === "name" && !brandWords.has(t.word) && (located.get(t)?.end ?? Infinity) < phraseAt);
    const after = tokens.filter((t) => t.kind !== "generic" && (located.get(t)?.start ?? -1) >= fitsNamed[1].start);
    const order = (t: Token) => tokens.indexOf(t);
    return before.length > 0 && after.every((t) => before.every((b) => order(t) > order(b)));
  })();
  if (fitsNamed && !fits.length && !ownNameBefore)
    fits.push({ p: title.slice(fitsNamed[1].start - 2, fitsNamed[1].start).join(" "), at: fitsNamed[1].start - 2 });
  // "Polaroid SX-70 Film - Color Film for SX-70 Cameras": the title itself says what it is for.
  const headNoun = headline(candidate.title)
    .filter((w) => !hasDigit(w))
    .at(-1);
  if (!fits.length && headNoun && !mentionWords.has(headNoun) && !kindWords.has(singular(headNoun)) && !GENERIC_WORDS.has(headNoun)) {
    const codes = tokens.filter((t) => t.kind === "model" && /[a-z]/.test(t.word) && /\d/.test(t.word)).map((t) => t.word);
    // ("Multivitamin Treats for Dogs, 8-in-1 Bites": a "for" naming whom it serves is no product it fits.)
    const forAt = title.findIndex(
      (w, i) =>
        (w === "for" || (w === "with" && title[i - 1] === "compatible")) &&
        !(w === "for" && servesWhom(title, i + 1, mentionWords, brandWords)) &&
        codes.some((c) =>
          title
            .slice(i + 1, i + 4)
            .join("")
            .includes(c),
        ),
    );
    if (forAt > 0 && !mentionWords.has("for")) fits.push({ p: title[forAt]!, at: forAt });
  }
  const firstFit = fits.sort((a, b) => a.at - b.at)[0];
  if (!firstFit || !spans.length) return false;
  ledger.doubt = true;
  ledger.score -= 0.7;
  ledger.conflict = true;
  ledger.reasons.push(`made to fit it ("${firstFit.p} …")`);
  return true;
}

/**
 * "… Dog Toy - for Large Dogs", "Helmet for Toddlers": a "for" naming, within its next three words,
 * whom the item serves (a size or an age before it) says whom it is for, not a product it fits.
 */
function servesWhom(title: readonly string[], from: number, mentionWords: ReadonlySet<string>, brandWords: ReadonlySet<string>): boolean {
  return title
    .slice(from, from + 3)
    .some((w) => (WHO_IT_SERVES.has(singular(w)) || AUDIENCES.has(w)) && !mentionWords.has(w) && !brandWords.has(w));
}

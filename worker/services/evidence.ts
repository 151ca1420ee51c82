/**
 * Where a product's evidence points: the quote (`claims`) and second (`video_timestamp`) of the
 * passage that talks about the product, not the opening line that reads out the video's title.
 *
 * Extractors find a product where it is first named, and many videos name their products first in
 * the opening ("Today's video: X vs Y"); a deep link there lands on the title, not on the
 * moment the product is discussed. `placeEvidence` runs after any extractor (the offline one and
 * the LLM ones alike: the model is told, but not trusted) and moves evidence that sits on such a
 * line to the best passage naming the product, keeping it where it is when the product is named
 * nowhere else. Pure: the same transcript and products always give the same answer.
 */
import type { ExtractedProduct, TranscriptSegment } from "../providers/types";
import { clip } from "../lib/clip";

/** "At or near 0:00": an intro read after a short cold open still counts as the opening. */
const OPENING_SECONDS = 45;

/** Phrases that introduce the video rather than talk about a product. */
const OPENING_CUES =
  /\b(today'?s (video|episode|review|comparison)|in (this|today'?s) (video|episode|review|one)|this video is (about|all about)|welcome (back )?to|today,? (we'?re|we are|i'?m|i am|i'?ll|i will|let'?s)|let'?s (compare|find out which))\b/i;
/** A head-to-head headline. */
const VERSUS = /(^|\s)(vs\.?|versus)(\s|$)/i;
/** A sponsor read talks about the product it is for, even when it opens the video ("Today's video is brought to you by…"). */
const SPONSOR_READ = /\b(sponsored|brought to you|paid partnership|partnered with|in partnership with)\b/i;

/** A quote shorter than this is extended by the sentence after it, so it says something about the product. */
const SHORT_QUOTE = 60;
const MAX_QUOTE = 2000;

/**
 * Words a product name shares with its kind, its range or marketing copy: alone they do not name
 * one product ("the wireless one", "the pro"). The product's own category and subcategory words
 * are added per product.
 */
const GENERIC = new Set(
  (
    "the a an and or of for with by in on to my new this that one edition series gen generation model version " +
    "pro max mini plus ultra lite air se xl neo slim core edge go smart wireless bluetooth portable digital electric " +
    "headphones headphone earbuds buds earphones speaker speakers keyboard keyboards mechanical mouse monitor monitors " +
    "display screen camera cameras lens lenses microphone mic light lamp bar stand mount case cover bag backpack " +
    "charger power bank battery cable hub dock adapter laptop tablet phone watch band ring tracker console controller " +
    "chair desk mat pad kit set pack bundle sneaker sneakers shoe shoes jacket boot boots serum cream cleanser " +
    "moisturizer sunscreen oil brush blender kettle pan knife grinder machine maker cooker fryer tent stove sleeping " +
    "guitar amp pedal interface wallet pen mug bottle tumbler bench lipstick blush mascara foundation shampoo " +
    "book notebook bulb strip fan heater vacuum oled black white silver grey gray blue red green gold"
  ).split(" "),
);

export interface EvidenceVideo {
  title: string;
  segments: TranscriptSegment[];
}

interface Sentence {
  text: string;
  /** Whole second of the segment the sentence starts in. */
  second: number;
  /** In the transcript's first line. */
  first: boolean;
  /** The text after it (the rest of its segment, else the next segment), to lengthen a short quote. */
  after: string;
}

interface NameForms {
  /** The name (brand prefix removed), normalised; spaces removed in `compact`. */
  full: string;
  compact: string;
  /** The name has a word of its own, not only generic ones: the name alone identifies it. */
  distinctive: boolean;
  brand: string | null;
  /** Letters and digits together ("1000xm5", "mk2"): a model number names the product alone. */
  modelTokens: string[];
  /** Name words that are not generic. */
  words: string[];
}

/** Lower case, accents dropped, anything but letters and digits a single space, padded for whole-word search. */
function normalise(text: string): string {
  return ` ${text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

const hasPhrase = (padded: string, phrase: string) => phrase.trim() !== "" && padded.includes(` ${phrase.trim()} `);
const singular = (word: string) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word);

function nameForms(p: ExtractedProduct): NameForms {
  const brand = p.brand ? normalise(p.brand).trim() : null;
  let full = normalise(p.product_name).trim();
  // "Sony WH-1000XM5" with brand "Sony": the name is what follows the brand.
  if (brand && full.startsWith(`${brand} `)) full = full.slice(brand.length + 1);
  const kind = new Set(
    normalise(`${p.category ?? ""} ${p.subcategory ?? ""}`)
      .trim()
      .split(" ")
      .map(singular),
  );
  const tokens = full.split(" ").filter(Boolean);
  // The last word of a longer name is usually what kind of thing it is ("Pillow Talk Lipstick"): said alone it names no product.
  const head = tokens.length >= 2 && /^\p{L}+$/u.test(tokens.at(-1) ?? "") ? tokens.at(-1) : undefined;
  const words = tokens
    .filter((t) => t !== head)
    .filter((t) => !GENERIC.has(t) && !kind.has(singular(t)) && t !== brand && (/\p{L}/u.test(t) || t.length >= 2));
  return {
    full,
    compact: full.replace(/ /g, ""),
    // "Mini 4 Pro", "Air 3": generic words, but with a number the whole name is one product's.
    distinctive: words.length > 0 || (tokens.length >= 2 && tokens.some((t) => /\p{N}/u.test(t))),
    brand,
    modelTokens: tokens.filter((t) => t.length >= 3 && /\p{L}/u.test(t) && /\p{N}/u.test(t)),
    words,
  };
}

/** A word two products of the video share ("Air" of two "… Air Condenser Mic") names neither alone. */
function distinctWords(all: NameForms[]): NameForms[] {
  const owners = new Map<string, Set<string>>();
  for (const forms of all) for (const w of forms.words) owners.set(w, (owners.get(w) ?? new Set()).add(forms.full));
  return all.map((forms) => ({ ...forms, words: forms.words.filter((w) => (owners.get(w)?.size ?? 0) < 2) }));
}

/**
 * How surely a text names the product: 3 its name (with the brand, when the name alone is only
 * generic words), 2 its model number or its brand with a word of its name, 1 a distinctive word
 * of its name alone ("the Pegasus"), 0 not at all.
 */
function strength(forms: NameForms, padded: string): number {
  const compactText = padded.replace(/ /g, "");
  const brandSaid = forms.brand !== null && hasPhrase(padded, forms.brand);
  const fullSaid = hasPhrase(padded, forms.full) || (forms.compact.length >= 6 && compactText.includes(forms.compact));
  if (fullSaid && (forms.distinctive || brandSaid)) return 3;
  const modelSaid = forms.modelTokens.some((t) => hasPhrase(padded, t) || (t.length >= 4 && compactText.includes(t)));
  const wordSaid = forms.words.some((w) => hasPhrase(padded, w));
  if (modelSaid || (brandSaid && wordSaid)) return 2;
  return forms.words.some((w) => w.length >= 4 && /^\p{L}+$/u.test(w) && hasPhrase(padded, w)) ? 1 : 0;
}

/** The text with the names of the other products blanked, so "Aero" in "the Aero Keyboard" does not name the Aero Headphones. */
function withoutOthers(padded: string, self: NameForms, all: NameForms[]): string {
  let text = padded;
  for (const other of all) {
    if (other === self || other.full === self.full || !other.distinctive || other.full.includes(self.full)) continue;
    text = text.split(` ${other.full} `).join(" · ");
  }
  return text;
}

function splitSentences(segments: TranscriptSegment[]): Sentence[] {
  const out: Sentence[] = [];
  for (const [i, segment] of segments.entries()) {
    const parts = segment.text
      .replace(/\s+/g, " ")
      .trim()
      .split(/(?<=[.!?])\s+(?=\S)/)
      .filter(Boolean);
    const next = segments[i + 1]?.text.replace(/\s+/g, " ").trim() ?? "";
    for (const [j, text] of parts.entries()) {
      out.push({ text, second: Math.max(0, Math.floor(segment.start_seconds)), first: i === 0, after: parts[j + 1] ?? next });
    }
  }
  return out;
}

/**
 * Reads like the video's introduction: in the opening, not a sponsor read, and a cue, a "vs", the
 * title, or (on the very first line, where creators read the title) several products named.
 */
function isTitleLike(text: string, second: number, first: boolean, titleNorm: string, all: NameForms[]): boolean {
  if (second >= OPENING_SECONDS || !text.trim() || SPONSOR_READ.test(text)) return false;
  if (OPENING_CUES.test(text) || VERSUS.test(text)) return true;
  const padded = normalise(text);
  const said = padded.trim();
  if (titleNorm.length >= 12 && (padded.includes(` ${titleNorm} `) || (said.length >= 12 && titleNorm.includes(said)))) return true;
  return first && all.filter((forms) => strength(forms, padded) >= 2).length >= 2;
}

/** The segment a product's evidence sits in: the one holding its quote nearest its second, else the one at its second. */
function locate(segments: TranscriptSegment[], product: ExtractedProduct): { segment: TranscriptSegment | undefined; quoteFound: boolean } {
  const quote = normalise(product.claims).trim();
  if (quote.length >= 8) {
    const probe = quote.slice(0, 60);
    const holding = segments.filter((s) => {
      const said = normalise(s.text).trim();
      return said.includes(probe) || (said.length >= 8 && quote.includes(said));
    });
    const distance = (s: TranscriptSegment) => Math.abs(Math.floor(s.start_seconds) - product.video_timestamp);
    const nearest = holding.sort((a, b) => distance(a) - distance(b))[0];
    if (nearest) return { segment: nearest, quoteFound: true };
  }
  const at = segments.filter((s) => Math.floor(s.start_seconds) <= product.video_timestamp).at(-1);
  return { segment: at ?? segments[0], quoteFound: false };
}

function quoteOf(sentence: Sentence): string {
  const quote = sentence.text.length < SHORT_QUOTE && sentence.after ? `${sentence.text} ${sentence.after}` : sentence.text;
  return clip(quote, MAX_QUOTE);
}

/**
 * Each product with its evidence on the passage that discusses it:
 * - a quote the transcript holds only past the opening gets that line's second (a model that
 *   quoted the right words but gave the title's second);
 * - evidence on an opening, title-like line moves to the passage that names the product most
 *   surely (name, then model number or brand with a name word, then a distinctive name word),
 *   the earliest of equals, skipping every other title-like line;
 * - otherwise, and when nothing else names the product, the evidence stays as extracted.
 * Order and every other field are kept.
 */
export function placeEvidence(video: EvidenceVideo, products: ExtractedProduct[]): ExtractedProduct[] {
  const segments = video.segments.filter((s) => s.text.trim());
  if (!segments.length) return products;
  const titleNorm = normalise(video.title).trim();
  const all = distinctWords(products.map(nameForms));
  const sentences = splitSentences(segments);
  const discussing = sentences.filter((s) => !isTitleLike(s.text, s.second, s.first, titleNorm, all));

  return products.map((product, i) => {
    const forms = all[i] as NameForms;
    const { segment, quoteFound } = locate(segments, product);
    const second = segment ? Math.floor(segment.start_seconds) : product.video_timestamp;
    const evidence = product.claims.trim() && quoteFound ? product.claims : (segment?.text ?? product.claims);
    if (quoteFound && product.video_timestamp < OPENING_SECONDS && second >= OPENING_SECONDS) {
      return { ...product, video_timestamp: second };
    }
    const first = segment === segments[0];
    const titleLike =
      isTitleLike(evidence, second, first, titleNorm, all) ||
      isTitleLike(product.claims, product.video_timestamp, first || !quoteFound, titleNorm, all);
    if (!titleLike) return product;

    let best: { sentence: Sentence; score: number } | undefined;
    for (const sentence of discussing) {
      const score = strength(forms, withoutOthers(normalise(sentence.text), forms, all));
      if (score > 0 && (!best || score > best.score)) best = { sentence, score };
    }
    if (!best) return product;
    return { ...product, claims: quoteOf(best.sentence), video_timestamp: best.sentence.second };
  });
}

/**
 * 3. What the title says the item is: its first phrase's head noun (an accessory, a part) and what comes with it.
 */
import { hasDigit, singular, words } from "./words";
import { type Token } from "./mention";
import { firstSegment, headline } from "./title";
import {
  ACCESSORY_COMPOUNDS,
  ACCESSORY_HEADS,
  COMPOUND_KINDS,
  CONTAINERS,
  DOUBTFUL_EXTRAS,
  EXTRAS_SOLD_ALONE,
  KIT_FOR_WORDS,
  PACKED_EXTRAS,
  PART_WORDS,
  SMALL_EXTRAS,
} from "./vocabulary";
import { ACCESSORY_HEADS_ELSEWHERE } from "./identity";
import { type Ledger, type NameSpan, type Reading } from "./reading";
import { OWN_PARTS, SHARED_BY } from "./evidence-words";
import { endsWithKindOf } from "./kinds-said-otherwise";

/** 3. What the title says it is: the head noun of its first phrase (an accessory, a part, what comes with it). */
export function judgeWhatItIs(
  r: Reading,
  ledger: Ledger,
  span: NameSpan,
  missingModel: readonly Token[],
  missingName: readonly Token[],
): void {
  const { mention, candidate, title, mentionWords, kindWords, kindOnly, shared, lineHeads, head } = r;
  const { spans, nameStart, nameEnd } = span;
  const productAt = nameStart >= 0 ? nameStart : title.length;
  const afterName = nameEnd >= 0 ? head.slice(Math.max(0, nameEnd + 1)) : head;
  const nouns = head.filter((w) => !hasDigit(w) && w.length > 1);
  const last = nouns.at(-1);
  // A mention that is itself a replacement part ("Toothbrush Heads", "Refills") is not refused as one.
  // (A subcategory naming a device's kind, "Water Filters" for the Sawyer Squeeze, "Aquarium
  // Filters" for a canister filter, makes the mention such a device, whose replacement parts are
  // not it; the mention's own name saying "filters", or a subcategory of parts, makes it a part.)
  const mentionIsPart =
    words(mention.product_name).some((w) => ACCESSORY_HEADS.has(singular(w)) || PART_WORDS.has(w)) ||
    words(mention.subcategory ?? "").some((w) => (ACCESSORY_HEADS.has(w) && !DEVICE_KINDS.has(singular(w))) || PART_WORDS.has(w));
  const part =
    (mentionIsPart ? undefined : afterName.find((w) => PART_WORDS.has(w) && !mentionWords.has(w))) ??
    partAlone(candidate.title, head, productAt, mentionWords, mentionIsPart);
  const accessoryHead = (w: string) => ACCESSORY_HEADS.has(w) || ACCESSORY_HEADS_ELSEWHERE.has(w);
  const foreignHead = head.find((w, i) => i < productAt && ACCESSORY_HEADS_ELSEWHERE.has(w) && !kindWords.has(singular(w)));
  const lastAt = last ? head.lastIndexOf(last) : -1;
  // The nouns the mention's name and subcategory end in: what kind of thing it is.
  const kindNouns = new Set([mention.product_name, mention.subcategory ?? ""].map((t) => singular(words(t).at(-1) ?? "")));
  // A kind whose name ends in an accessory's noun ("Vacuum Cleaner", "Light Bar"), or a kit of the
  // mention's own kind ("Cordless Drill and Driver Kit") rather than one for it ("Cleaning Kit").
  const compound =
    last !== undefined && lastAt > 0 && COMPOUND_KINDS.has(`${head[lastAt - 1]} ${last}`) && kindWords.has(singular(head[lastAt - 1]!));
  // "… Tripod Kit with Ball Head, Phone Mount and Bag" is the product with other items: not its own kit.
  const ownKit =
    (last === "kit" || last === "set") &&
    !new RegExp(`\\b${last}\\s+(with|plus|\\+|and)\\b`, "i").test(candidate.title) &&
    head.some((w) => kindOnly.has(singular(w))) &&
    // (The noun naming the mention's own kind names what the kit holds: "Filter Kit" for filters.)
    !head.slice(0, lastAt).some((w) => KIT_FOR_WORDS.has(w) || (accessoryHead(w) && !kindNouns.has(singular(w))) || PART_WORDS.has(w));
  // "Smart Baby Monitor & Floor Stand", "Phone Grip and Stand": the accessory joined to the
  // mention's own kind noun is what comes with the product, an extra in its box as after "with".
  // (A kit of its kind, "Drill and Driver Kit", is the product itself.)
  const joined = last !== undefined && accessoryHead(last) && !compound && !ownKit && joinedToItsKind(candidate.title, last, kindWords);
  // A mention that is itself such a thing ("USB-C charger") names its own kind by another of
  // these words ("Power Adapter … iPhone Charger") once its name and model are all found.
  // (Not where the first phrase names it before its head noun: "Charger Stand" is a stand.)
  const ownAccessoryKind =
    [...kindWords].some((k) => accessoryHead(k) && title.some((w) => singular(w) === k) && !head.some((w) => singular(w) === k)) &&
    !missingModel.length &&
    !missingName.length &&
    spans.length > 0;
  if (
    last &&
    (accessoryHead(last) || accessoryCompound(head, lastAt)) &&
    !kindWords.has(singular(last)) &&
    !mentionWords.has(last) &&
    !compound &&
    !ownKit &&
    !ownAccessoryKind &&
    !joined &&
    !lineHeads.has(last) &&
    // "PowerCore 10000 Portable Charger" for a power bank: the mention's kind said another way.
    !endsWithKindOf(words(mention.subcategory ?? ""), head.slice(0, lastAt + 1)) &&
    // "Router AX3000 Dual Band", "eReader … E Ink": a count of bands or a display's letter makes
    // the noun a spec of the item, not a thing sold for it.
    !(/^(?:single|dual|tri|triple|quad|multi|e)$/.test(head[lastAt - 1] ?? "") && spans.length > 0 && !missingModel.length) &&
    // "5 QT Jug", "90 Caps", "100g Bag": a container after the quantity it holds is how the
    // product is packed, not a thing sold for it.
    !(CONTAINERS.has(last) && hasDigit(head[lastAt - 1] ?? "") && !missingModel.length && !missingName.length && spans.length > 0)
  ) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`not the product itself ("${last}")`);
  } else if (foreignHead && spans.length) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`not the product itself ("${foreignHead}")`);
  } else if (part) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`a part or spare ("${part}")`);
  } else {
    // "… Headphones with Carry Case": what the box holds (a case, a cable, a pouch) leaves it the
    // product; another item sold on its own (a game, a controller, a memory card, a protection
    // plan) makes it a bundle. Only a "with" in the phrase that names the product counts.
    const segment = firstSegment(candidate.title);
    const extra = / (?:with|w\/|\+) (.+)$/i.exec(segment)?.[1] ?? (joined ? last : undefined);
    const extraWords = extra ? words(extra) : [];
    // "with Built-in Speaker": part of it, not an extra.
    const builtIn = (w: string) => new RegExp(`\\b(?:built in|integrated|internal|onboard) ${w}\\b`).test(extraWords.join(" "));
    // "Radio with Speaker", "Headset with Microphone", "Light Bar with Wireless Controller": a
    // part of its kind the item has, named without a name or model of its own, is no item sold
    // on its own ("with CM-300 Contact Microphone", "+ DualSense Wireless Controller" are).
    const ownPart = (w: string) =>
      OWN_PARTS.has(w) &&
      !/\s\+\s/.test(segment) &&
      extraWords.slice(0, extraWords.indexOf(w)).every((x) => x === "wireless" || x === "remote");
    // "with 21 Lens Filters", "with Lens Cap": a word naming what the accessory after it fits is
    // no item of its own; the accessory is what the box holds.
    const fitsNext = (k: number) => {
      const next = extraWords[k + 1] ?? "";
      return ACCESSORY_HEADS.has(next) && !PACKED_EXTRAS.has(next);
    };
    const packed =
      extraWords.find(
        // (Nor the mention's own kind: "32 oz Wide Mouth with Flex Cap … Water Bottle" is the bottle.)
        (w, k) =>
          PACKED_EXTRAS.has(w) &&
          !SMALL_EXTRAS.has(w) &&
          !mentionWords.has(w) &&
          !kindWords.has(singular(w)) &&
          !builtIn(w) &&
          !ownPart(w) &&
          !fitsNext(k),
      ) ?? extraSoldAlone(extraWords, mentionWords);
    // An extra the other listings of the search name too ("8BitDo Ultimate … with Charging Dock"
    // in every listing of it) is how the product is sold: in its box.
    const soldWith = !!packed && DOUBTFUL_EXTRAS.has(packed) && shared(packed, candidate) >= SHARED_BY;
    if (soldWith) ledger.reasons.push(`with what its box holds ("with ${extraWords.join(" ")}")`);
    else if (packed && DOUBTFUL_EXTRAS.has(packed)) {
      ledger.doubt = true;
      ledger.score -= 0.3;
      ledger.reasons.push(`packed with an extra ("with ${extraWords.join(" ")}")`);
      ledger.adds = true;
    } else if (packed) {
      ledger.doubt = ledger.hard = true;
      ledger.score -= 0.6;
      ledger.reasons.push(`a bundle with another item ("${packed}")`);
    } else if (extraWords.some((w) => SMALL_EXTRAS.has(w))) ledger.reasons.push(`with what its box holds ("with ${extraWords.join(" ")}")`);
  }
}

/** An extra SMALL_EXTRAS' words name that is an item sold on its own (EXTRAS_SOLD_ALONE), unless the mention names it. */
function extraSoldAlone(extraWords: readonly string[], mentionWords: ReadonlySet<string>): string | undefined {
  const found = EXTRAS_SOLD_ALONE.exec(extraWords.join(" "))?.[0];
  return found && !found.split(" ").some((w) => mentionWords.has(w)) ? found : undefined;
}

/**
 * The first phrase ends in the accessory's noun joined by "and" or "&" (one word between at most:
 * "& Floor Stand") to a kind word of the mention's: the product and what comes with it.
 */
function joinedToItsKind(title: string, last: string, kindWords: ReadonlySet<string>): boolean {
  const head = headline(title.replace(/\s&\s/g, " and "));
  const at = head.lastIndexOf(last);
  const and = head.lastIndexOf("and", at);
  return and > 0 && at - and <= 2 && kindWords.has(singular(head[and - 1]!));
}

/** The first phrase ends in a two-word accessory's noun (ACCESSORY_COMPOUNDS: "Battery Handle"). */
function accessoryCompound(head: readonly string[], lastAt: number): boolean {
  return lastAt > 0 && ACCESSORY_COMPOUNDS.has(`${head[lastAt - 1]} ${head[lastAt]}`);
}

/**
 * A title saying it is a part sold alone: a replacement word before the product is named
 * ("Replacement Inner Cooking Pan … for NS-TSC10") or standing as a bracket of its own ("Squeeze
 * Pouches, 3 Pack (Replacement)"); "X only" naming what the box holds ("(Pouches Only)", "(Adapter
 * only, PopGrip not included)"); or the mention's own name said not to be included.
 */
function partAlone(
  title: string,
  head: readonly string[],
  productAt: number,
  mentionWords: ReadonlySet<string>,
  mentionIsPart: boolean,
): string | undefined {
  // (A mention that is itself a part, "Water Filters", is sold as a replacement; a "Refill" bag of
  // a consumable is the consumable.)
  const replacement = (w: string) => !mentionIsPart && (w === "replacement" || w === "spare") && !mentionWords.has(w);
  const before = head.slice(0, productAt).find(replacement);
  if (before) return before;
  for (const [, inside] of title.matchAll(BRACKETED)) {
    const said = words(inside!);
    const part = said.find(replacement);
    if (part && said.length <= 2) return part;
    // ("Body Only", "Tool Only" is the product without its extras: only an accessory's noun.)
    const only = said.findIndex(
      (w, k) => said[k + 1] === "only" && k <= 2 && ACCESSORY_HEADS.has(singular(w)) && !mentionWords.has(singular(w)),
    );
    if (only >= 0) return `${said[only]} only`;
    const absent = said.findIndex((w, k) => said[k + 1] === "not" && said[k + 2] === "included");
    if (absent >= 0 && mentionWords.has(said[absent]!)) return `${said[absent]} not included`;
  }
  return undefined;
}
/** Accessory nouns that are also a kind of device bought for itself (a water or aquarium filter). */
const DEVICE_KINDS = new Set(["filter"]);
const BRACKETED = /[([]([^()[\]]+)[)\]]/g;

/**
 * 5. The marketplace's classification (browse node, product group), read against the mention's own kind.
 */
import { containsPhrase, singular, stem, words } from "./words";
import { ACCESSORY_HEADS, GROUPS_BY_CATEGORY, PART_WORDS, STOP_WORDS } from "./vocabulary";
import { type Ledger, type Reading } from "./reading";

/** 5. The marketplace's classification (browse node, product group), read against the mention's own kind. */
export function judgeClassification(r: Reading, ledger: Ledger): void {
  const { mention, candidate, kindText, kindWords, mentionIsBook, kindOnly, subcategoryWords } = r;
  // 5. The marketplace's classification, read against the mention's own kind: an item filed
  // under an accessory node is an accessory unless the mention's kind is that accessory (a
  // microphone arm under "Microphone Accessories", a phone case under "Cell Phone Cases").
  const accessoryWord = (w: string) =>
    ACCESSORY_HEADS.has(w) || ACCESSORY_HEADS.has(singular(w)) || w === "accessories" || w === "accessory" || PART_WORDS.has(w);
  const mentionIsAccessory = [...kindOnly].some(accessoryWord) || [...kindWords].some((w) => kindOnly.has(w) && accessoryWord(w));
  if (candidate.browse_node) {
    const node = words(candidate.browse_node);
    const sharesKind = node.some((w) => !accessoryWord(w) && kindWords.has(singular(w)));
    // A node naming the mention's own kind beside an accessory's word ("Notebooks & Writing Pads"
    // for a notebook) files the item under its kind.
    const listsKind =
      /[&,]| and /.test(candidate.browse_node) && node.some((w, k) => k === 0 && kindWords.has(singular(w)) && !accessoryWord(w));
    // "Monitor Accessories" for a mention of "Monitor Lights": the mention's own kind is a thing
    // for what the node names, so the node files it where it belongs.
    const nodeOf = node.filter((w) => !accessoryWord(w) && !STOP_WORDS.has(w)).map(singular);
    const thingFor =
      nodeOf.length > 0 &&
      nodeOf.every((w) => subcategoryWords.has(w)) &&
      [...subcategoryWords].some((w) => !nodeOf.includes(w) && !STOP_WORDS.has(w));
    // The node's own noun says what it files: "HEPA Filter Air Purifiers" files purifiers, "Headphone
    // Cases" cases.
    const nodeHead = node.at(-1) ?? "";
    const accessoryNode =
      accessoryWord(nodeHead) &&
      !kindWords.has(singular(nodeHead)) &&
      !((mentionIsAccessory || thingFor) && sharesKind) &&
      !listsKind &&
      !sameShelf(node, words(mention.subcategory ?? ""));
    const nodeKind = !accessoryNode && node.some((w) => kindWords.has(singular(w)));
    if (accessoryNode && !nodeKind) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`filed under ${candidate.browse_node}`);
    } else if (nodeKind && !ledger.doubt) {
      ledger.score += 0.1;
      ledger.reasons.push(`filed under ${candidate.browse_node}, the product's kind`);
    }
  }
  if (candidate.product_group) {
    const plausible = plausibleGroups(mentionIsBook ? `${kindText} books` : kindText);
    const groupWords = words(candidate.product_group);
    // "Lawn & Patio" and "lawn and patio" are one group.
    const group = groupWords.filter((w) => w !== "and").join(" ");
    if (
      groupWords.some((w) => w === "accessory" || w === "accessories" || w === "parts") &&
      !groupWords.some((w) => kindWords.has(singular(w)) || kindOnly.has(singular(w))) &&
      !mentionIsAccessory
    ) {
      ledger.doubt = true;
      ledger.score -= 0.6;
      ledger.conflict = true;
      ledger.reasons.push(`product group ${candidate.product_group}`);
    } else if (plausible && !plausible.has(group) && !groupWords.some((w) => kindWords.has(singular(w)) || kindOnly.has(singular(w)))) {
      ledger.doubt = true;
      ledger.score -= 0.3;
      ledger.reasons.push(`product group ${candidate.product_group} is unusual for ${mention.category}`);
      ledger.adds = true;
    }
  }
}

/**
 * A node naming the mention's kind by where it is used or what it does, not by the thing itself:
 * "Facial Cleansing Washes" for "Facial Cleansers", "Hot-Air Hair Brushes" for "Hair Dryers",
 * "Cell Phone Charging Stations" for "Wireless Chargers". It shares a word describing the kind (not
 * its head noun), or says the head noun's doing ("Cleansing", "Charging"): a shelf of products like
 * it, not of things sold for it. A node naming the kind's own noun ("Camera Cases" for cameras,
 * "Electric Toothbrush Heads" for toothbrushes) files what is made for that product.
 */
function sameShelf(node: readonly string[], kind: readonly string[]): boolean {
  const kindHead = singular(kind.at(-1) ?? "");
  if (!kindHead || node.some((w) => singular(w) === kindHead)) return false;
  const describing = new Set(
    kind
      .slice(0, -1)
      .filter((w) => !STOP_WORDS.has(w))
      .map(singular),
  );
  return node.slice(0, -1).some((w) => describing.has(singular(w)) || stem(w) === stem(kindHead));
}

/** Product groups plausible for a mention's category, by its words; undefined for a category none of them name. */
export function plausibleGroups(kindText: string): Set<string> | undefined {
  const found = new Set<string>();
  for (const [key, groups] of Object.entries(GROUPS_BY_CATEGORY)) {
    if (containsPhrase(kindText.split(" "), key)) for (const g of groups) found.add(g.replace(/ and /g, " "));
  }
  return found.size ? found : undefined;
}

/**
 * Another condition than new, or another market's model.
 */
import { languageEdition } from "./languages";
import { containsPhrase } from "./words";
import { CONDITION_PHRASES } from "./vocabulary";
import { CONDITION_PHRASES_ELSEWHERE, REGION_PHRASES, otherMarketVoltage } from "./identity";
import { type Ledger, type Reading } from "./reading";
import { OTHER_MARKET } from "./evidence-words";

/** What is sold in tester editions: fragrances, cosmetics, skin and hair care. */
const SOLD_AS_TESTERS = /beauty|personal care|health|fragrance|perfume|cologne|makeup|cosmetic|skin|hair|lip|nail/i;

/** Another condition than the creator showed: renewed, used, open box (the title or the offer). */
export function judgeCondition(r: Reading, ledger: Ledger): void {
  const { mention, candidate, title, mentionWords } = r;
  // A tester is a demo unit of what is tried on the skin; a tool's "Tester" is what it is
  // ("Digital Multimeter Tester").
  const testedOnSkin = !mention.category || SOLD_AS_TESTERS.test(`${mention.category} ${mention.subcategory ?? ""}`);
  const condition =
    [...CONDITION_PHRASES, ...CONDITION_PHRASES_ELSEWHERE].find(
      (p) => containsPhrase(title, p) && !containsPhrase([...mentionWords], p) && (p !== "tester" || testedOnSkin),
    ) ?? (candidate.condition && !/^\s*new\b/i.test(candidate.condition) ? candidate.condition : undefined);
  if (condition) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.6;
    ledger.reasons.push(`not new ("${condition}")`);
  }
}

/** Another market's model: "UK Plug", "International Version", 220-240 V only. */
export function judgeMarket(r: Reading, ledger: Ledger): void {
  const { mention, candidate, title, titleText, mentionText, rawTitle } = r;
  // Another market's model: "UK Plug", "International Version", 220-240 V only.
  const region =
    REGION_PHRASES.find((p) => containsPhrase(title, p) && !mentionText.includes(p)) ??
    (OTHER_MARKET.exec(titleText)?.[0] ||
      /国内正規品|日本正規品|日本国内|海外版|日本版|輸入版|내수용|국내용|国行|港版|中国版|大陆版/.exec(candidate.title)?.[0] ||
      marketTag(candidate.title) ||
      languageEdition(mention, candidate.title));
  if (region || (otherMarketVoltage(rawTitle) && !otherMarketVoltage(mention.product_name))) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.6;
    ledger.reasons.push(`made for another market ("${region ?? "voltage"}")`);
  }
}

/**
 * A market's code the title gives as a tag of its own, in brackets or closing it ("Pikmin 4
 * (Nintendo Switch) UK", "[EU]", "(JP Import)", "(Canada)"): that market's edition. (Not a size,
 * "44 EU", "39 M EU", a shoe size's system after its number and width, nor a region's name, which
 * may be the product's: "Ticket to Ride: First Journey (Europe)".)
 */
function marketTag(title: string): string | undefined {
  return (
    /[([]\s*(uk|eu|au|jp|canada|(?:uk |eu |jp )?import)\s*[)\]]|(?<![\d.,/](?:\s*|\s+(?:m|w|n|b|d|c|e|ee|xw|medium|wide|narrow|regular)))\s(uk|eu)\s*$/i
      .exec(title)?.[0]
      .trim() ?? MARKET_CODE_SUFFIX.exec(title)?.[0]
  );
}

/**
 * A model number ending in a market's code: makers give each market's SKU its own suffix
 * ("MU-PE2T0S/EU" is Samsung's European T7 Shield, "BES875UK" Sage's British Barista Express),
 * the suffix after a slash or glued to the number's digits. (A slash after a size, "44/EU", is a
 * shoe size's system, so the code must carry letters and digits before it.)
 */
const MARKET_CODE_SUFFIX = /\b[a-z0-9-]*[a-z][a-z0-9-]*\d[a-z0-9-]*\/(?:eu|uk|eur|au|jp|cn|kr)\b|\b[a-z]{2,}-?\d{2,}(?:uk|eu)\b/i;

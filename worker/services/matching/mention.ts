/** Reading a mention: which of its name's words are the model, a variant, its own name or its kind. */
import { LINK_WORDS, ROMAN_VALUE, containsPhrase, hasDigit, isModelWord, singular, words } from "./words";
import { GENERIC_WORDS, PACKAGING, STOP_WORDS, TENS_PLURAL, UNIT, VARIANT_WORDS } from "./vocabulary";
import type { MatchMention } from "./types";
import { makersSuffix } from "./title";

export type TokenKind = "model" | "variant" | "name" | "generic";

export interface Token {
  word: string;
  kind: TokenKind;
}

/** What a count is said of: "seventy two set", "twenty car pack". */
const COUNTED = new Set(["set", "pack"]);
/** The camera systems a flash or a trigger is made for, and the letter its code ends in for each. */
const SYSTEM_INITIAL: Record<string, string> = { sony: "s", canon: "c", nikon: "n", fuji: "f", fujifilm: "f", olympus: "o" };
const FOR_SYSTEM = /\bfor (sony|canon|nikon|fujifilm|fuji|olympus)\b/i;
const SAID_MIL = /\bmils?\b/i;
const SPOKEN_TENS_UNIT =
  /\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[\s-](?:one|two|three|four|five|six|seven|eight|nine)\b/i;

/** A title's code and its number: the maker's letters, the digits, a suffix ("DCF887B", "P02221"). */
const CODE = /^[a-z]{0,4}0*(\d+)[a-z]{0,2}$/;
const LETTERED_CODE = /^[a-z]{1,4}0*(\d+)[a-z]{0,2}$/;

/** "One" standing for the product after a size, a unit or a colour: "the five and eight inch one". */
const SIZED_ONE =
  /\bthe (?:[\p{L}\d./-]+ ){0,4}(?:inch|inches|mil|mm|ounce|oz|quart|liter|litre|pound|foot|gig|gallon|watt|volt|big|small|large|little|black|white|red|blue|green|pink|grey|gray|silver|gold)[\s-]ones?\b/iu;

/**
 * A console said by its short name or its full one ("PS five", "PS5", "PlayStation 5"), read as the
 * title writes it: both name the same console.
 */
function consoleAsTitleWrites(name: string[], title: readonly string[]): string[] {
  if (title.includes("playstation"))
    return name.flatMap((w, i) => {
      if (/^ps\d$/.test(w) && !title.includes(w)) return ["playstation", w.slice(2)];
      // ("PS five": the short name and its number said apart.)
      if (w === "ps" && /^\d$/.test(name[i + 1] ?? "") && !title.includes(`ps${name[i + 1]}`)) return ["playstation"];
      return [w];
    });
  if (title.some((w) => /^ps\d$/.test(w)))
    return name.reduce<string[]>((out, w) => {
      if (out.at(-1) === "playstation" && /^\d$/.test(w) && title.includes(`ps${w}`)) out[out.length - 1] = `ps${w}`;
      else out.push(w);
      return out;
    }, []);
  return name;
}

/** The mention's name as tokens: its brand (when the name starts with it) and stop words dropped. */
export function mentionTokens(mention: MatchMention, title: string[] = []): Token[] {
  // "Norwegian Wood by Murakami": who made it, not the product's name.
  let name = words(mention.product_name.replace(/\s+by\s+[A-Z][\p{L}'.-]*(?:\s+[A-Z][\p{L}'.-]*){0,2}\s*$/u, ""));
  // "Hades on Switch", "Minecraft for Switch": the platform it runs on follows a link word.
  name = name.filter((w, k) => !(w === "on" && k > 0 && k < name.length - 1));
  const brand = mention.brand ? words(mention.brand) : [];
  const brandJoined = brand.join("");
  // (A name that is only the brand, "Uno" by UNO, stays: the brand is the product's name.)
  // ("Winsor and Newton Cotman" for Winsor & Newton: the brand's ampersand said as "and".)
  const saidBrand = brand.length > 1 && name.length > brand.length + 1 && name[1] === "and" ? [brand[0]!, "and", ...brand.slice(1)] : brand;
  if (saidBrand.length && saidBrand.every((w, i) => name[i] === w) && name.length > saidBrand.length) {
    name = name.slice(saidBrand.length);
    // "ecobee three lite" where the title writes "ecobee3 lite": the number the maker's name carries is the model's.
    const glued = `${brand.at(-1)}${name[0]}`;
    if (/^\d{1,2}$/.test(name[0]!) && title.includes(glued)) name = [glued, ...name.slice(1)];
  }

  // "Thirty-eight mil": millimetres or millilitres, as said; the title says which ("38mm"), also
  // when it measures another size in millimetres and nothing in millilitres ("42mm": another size).
  if (SAID_MIL.test(mention.product_name)) {
    const inMillimetres = title.some((t) => /^\d+(?:p\d+)?mm$/.test(t)) && !title.some((t) => /^\d+(?:p\d+)?ml$/.test(t));
    name = name.map((w) => {
      const amount = /^(\d+(?:p\d+)?)ml$/.exec(w)?.[1];
      return amount && !title.includes(w) && (title.includes(`${amount}mm`) || inMillimetres) ? `${amount}mm` : w;
    });
  }
  // "Godox V1 for Sony" where the title writes "V1S": a flash's or trigger's code ends in the initial
  // of the camera system it is made for, which the mention names.
  const system = SYSTEM_INITIAL[FOR_SYSTEM.exec(mention.product_name)?.[1]?.toLowerCase() ?? ""];
  if (system)
    name = name.map((w) =>
      /[a-z]/.test(w) && /\d$/.test(w) && !title.includes(w) && title.includes(`${w}${system}`) ? `${w}${system}` : w,
    );
  name = consoleAsTitleWrites(name, title);
  // "Air Force Ones", "fourteen sixties": the plural of a product's number is the product; "double
  // A" is AA.
  name = name
    .map((w) => (w === "ones" ? "one" : (TENS_PLURAL[w] ?? w)))
    .reduce<string[]>((out, w) => {
      const prev = out.at(-1);
      if ((prev === "double" || prev === "triple") && /^[a-z]$/.test(w)) out[out.length - 1] = w.repeat(prev === "double" ? 2 : 3);
      else out.push(w);
      return out;
    }, []);
  // Words a transcript splits that the title writes as one ("Air Fryer" / "Airfryer", "Play
  // Station 5" / "PlayStation 5", "CTS one" / "CT-S1", "fourteen sixty" / "1460"): one word, as
  // the title has it. "one" may be the title's "1".
  const inTitle = new Set(title);
  const titleSingulars = new Set(title.map(singular));
  const titleJoined = new Set(title);
  for (let i = 0; i < title.length; i++)
    for (let n = 2; n <= 3 && i + n <= title.length; n++) titleJoined.add(title.slice(i, i + n).join(""));
  const joinedForms = [...titleJoined];
  // The title may write the joined form with its unit or a short ending ("one fifty" / "150
  // ft-lb", "micro SD" / "microSDXC").
  // A code ending in a digit takes its maker's letters for colour, pack or kit, a digit after them
  // too, though it runs over the title's words ("D C D seven seventy one" / "DCD771C2", "PSA one
  // twenty" / "PSA-120S2", "SRPD fifty five" / "SRPD55K1", "ICE-21" / "ICE-21R … Red"); not where
  // the mention goes on to say them ("Scarlett two i two" is the 2i2).
  const codeWithSuffix = (joined: string, following: string) =>
    joined.length >= 4 &&
    /\d$/.test(joined) &&
    /[a-z]/.test(joined) &&
    joinedForms.some((w) => {
      if (!w.startsWith(joined)) return false;
      const rest = w.slice(joined.length);
      return makersSuffix(rest, title) && !following.startsWith(rest.slice(0, 1));
    });
  const titleHas = (joined: string, following = "") =>
    titleJoined.has(joined) ||
    title.some((w) => {
      // A code spelled out may be the end of the title's ("P touch D two ten" / "PTD210").
      if (
        /\d/.test(joined) &&
        /[a-z]/.test(joined) &&
        joined.length >= 4 &&
        w.length > joined.length &&
        w.endsWith(joined) &&
        /^[a-z]+$/.test(w.slice(0, -joined.length))
      )
        return true;
      const rest = w.startsWith(joined) ? w.slice(joined.length) : undefined;
      if (!rest || !/^[a-z]+$/.test(rest)) return false;
      return /^\d+$/.test(joined)
        ? UNIT.test(w)
        : rest.length <= 2 && (joined.length >= 5 || (/\d/.test(joined) && /[a-z]/.test(joined) && joined.length >= 4));
    }) ||
    codeWithSuffix(joined, following);
  // A number said in words may group two ways: "five W thirty five quart" is 5W-35 or 5W-30 in 5
  // quarts. Read it as the title writes it, where the title has both parts, the second with the
  // unit said after it, and not the whole.
  if (SPOKEN_TENS_UNIT.test(mention.product_name))
    name = name.flatMap((w) => {
      const m = /^([2-9])([1-9])([a-z]+)$/.exec(w);
      if (!m || title.some((t) => t.startsWith(`${m[1]}${m[2]}`))) return [w];
      const tens = `${m[1]}0`;
      const rest = `${m[2]}${m[3]}`;
      // (Not a tens of the same unit: "30 oz, 5 oz Cup" is no 35 oz.)
      const hasTens = title.some(
        (t) => t === tens || (t.startsWith(tens) && /^[a-z]+$/.test(t.slice(tens.length)) && t.slice(tens.length) !== m[3]),
      );
      const hasRest = title.some((t) => t === rest || (t.endsWith(rest) && /^[a-z]{1,2}$/.test(t.slice(0, -rest.length))));
      return hasTens && hasRest ? [tens, rest] : [w];
    });
  // "RF fifty one point eight" may be the 50mm at f/1.8 as the 51.8: read it as the title writes
  // it, where the title has the tens (with letters around it, "RF50mm") and the decimal ("F1.8").
  if (SPOKEN_TENS_UNIT.test(mention.product_name))
    name = name.flatMap((w) => {
      const m = /^([2-9])([1-9])p(\d+)$/.exec(w);
      if (!m || title.some((t) => t.includes(w))) return [w];
      const tens = `${m[1]}0`;
      const rest = `${m[2]}p${m[3]}`;
      const hasTens = title.some((t) => {
        const at = t.indexOf(tens);
        return at >= 0 && /^[a-z]*$/.test(t.slice(0, at)) && /^[a-z]*$/.test(t.slice(at + tens.length));
      });
      const hasRest = title.some((t) => t === rest || (t.endsWith(rest) && /^[a-z]{1,2}$/.test(t.slice(0, -rest.length))));
      return hasTens && hasRest ? [tens, rest] : [w];
    });
  // Words a speaker fills in ("the carbon one", "size regular") say nothing the title would.
  // ("the five and eight inch one", "the thirty-eight mil one": "one" after a size or a colour is
  // the product spoken of, however many words the size takes.)
  const spokenFiller = /\bthe \w+ ones?\b/i.test(mention.product_name) || SIZED_ONE.test(mention.product_name);
  const aligned: string[] = [];
  for (let i = 0; i < name.length; i++) {
    let joinedAs: string | undefined;
    let len = 0;
    for (const n of [8, 7, 6, 5, 4, 3, 2]) {
      if (i + n > name.length) continue;
      const parts = name.slice(i, i + n);
      // A code spelled out sign by sign ("W H one thousand X M five", "seven five five three
      // twenty"): beyond three words only single letters and numbers are read together.
      // (The maker's three letters may lead them: "MDV one oh six" / MDV106, "DCB two oh five" / DCB205.)
      if (n > 3 && !parts.every((w, k) => /^\d+$/.test(w) || w === "one" || /^[a-z]{1,2}$/.test(w) || (k === 0 && /^[a-z]{3}$/.test(w))))
        continue;
      for (const form of [parts, parts.map((w) => (w === "one" ? "1" : w))]) {
        const joined = form.join("");
        // Five letters at least, or a code with digits ("S 24" / "S24", "2 65" / "265").
        // (Letters or digits spelled one by one, "Stagg E K G", "zero one", may make a shorter code.)
        const spelled = form.every((w) => /^[a-z0-9]$/.test(w));
        const long = joined.length >= 5 || spelled || (/\d/.test(joined) && (/[a-z]/.test(joined) || joined.length >= 3));
        // Digits said one by one ("eight eight seven") are the number of the title's code, with the
        // maker's letters around it ("DCF887B"), where the mention says no letters before them.
        // So are two numbers said in pairs ("fifteen twelve" / AP-1512HH), and a hundreds digit
        // said before its tens ("eight eighty-seven" / DCF887B), where the maker's letters lead the
        // code (a bare "265S" is another size of the Forerunner "two sixty-five").
        const codeOfDigits =
          ((form.length >= 3 && form.every((w) => /^\d$/.test(w))) ||
            (form.length === 2 && form.every((w) => /^\d{2}$/.test(w))) ||
            (form.length === 2 && /^[1-9]$/.test(form[0]!) && /^[1-9]\d$/.test(form[1]!))) &&
          !/^[a-z]{1,3}$/.test(name[i - 1] ?? "")
            ? // (Its leading zeros unsaid: "twenty two twenty one" / "P02221".)
              // (Or the maker's whole name joined to the number, as a name of its own: "nineteen
              // seventeen" / "Leuchtturm1917".)
              title.find(
                (w) =>
                  (/[a-z]/.test(w) && (form[0]!.length === 1 && form.length === 2 ? LETTERED_CODE : CODE).exec(w)?.[1] === joined) ||
                  (brandJoined.length >= 3 && w === brandJoined + joined),
              )
            : undefined;
        if (codeOfDigits) {
          joinedAs = codeOfDigits;
          break;
        }
        // A digit said right after a code of letters and a number is its generation, as the title
        // writes it after the code in Roman numerals or as a mark ("S five two" / "S5II", "S5M2");
        // so is a mark said ("S five mark two").
        const code = form.slice(0, -1).join("");
        const generation = /^(?:mk)?([2-9])$/.exec(form.at(-1)!)?.[1] ?? "";
        const generationOf =
          !!generation && /^[a-z]{1,3}\d{1,2}$/.test(code) && !titleJoined.has(code + generation)
            ? title.find((w) => w === `${code}m${generation}` || (w.startsWith(code) && ROMAN_VALUE[w.slice(code.length)] === generation))
            : undefined;
        if (generationOf) {
          joinedAs = generationOf;
          break;
        }
        if (long && titleHas(joined, name.slice(i + n, i + n + 3).join("")) && !containsPhrase(title, form.join(" "))) {
          joinedAs = joined;
          break;
        }
      }
      if (joinedAs) {
        len = n;
        break;
      }
    }
    // A number of three digits or more, said alone, is the number of the title's code with the
    // maker's letters before it and a colour or market's after it ("fifty-six hundred" /
    // "DW5600BB"), where the title does not write the number alone and the mention says no letters
    // before it. (A code with no letters leading, "265S", may be another size of the "265".)
    if (!joinedAs && /^[1-9]\d{2,}$/.test(name[i]!) && !inTitle.has(name[i]!) && !/^[a-z]{1,3}$/.test(name[i - 1] ?? ""))
      joinedAs = title.find((w) => LETTERED_CODE.exec(w)?.[1] === name[i]);
    // "One" said where the title writes "1" ("Air Force One" / "Air Force 1"); "Xbox One" stays.
    // (Not the pronoun: "the eight ounce ones" is no "Level 1".)
    const word = name[i] === "one" && !joinedAs && !spokenFiller && inTitle.has("1") && !inTitle.has("one") ? "1" : name[i]!;
    aligned.push(joinedAs ?? word);
    i += len ? len - 1 : 0;
  }
  name = aligned;
  // "G two point seven" where the title writes "G2 … 0.7mm": the number goes with the letters before
  // it, and the decimal said after it is a size without its leading zero.
  name = name.flatMap((w, i) => {
    const decimal = /^(\d+)p(\d+)$/.exec(w);
    const prev = name[i - 1] ?? "";
    if (!decimal || !/^[a-z]{1,3}$/.test(prev) || titleJoined.has(prev + w) || inTitle.has(w)) return [w];
    return titleJoined.has(prev + decimal[1]) ? [decimal[1]!, `0p${decimal[2]}`] : [w];
  });
  // "24 pack", "pack of 6", "12 count": how many the mention buys, compared with the item's pack
  // size, not a word of its name.
  name = name.filter((w, i) => {
    const countWord = (x: string | undefined) => !!x && /^(pack|packs|pk|count|ct)$/.test(x);
    if (countWord(w) && /^\d+$/.test(name[i - 1] ?? "")) return false;
    if (/^\d+$/.test(w) && countWord(name[i + 1])) return false;
    if (w === "pack" && name[i + 1] === "of" && /^\d+$/.test(name[i + 2] ?? "")) return false;
    if (name[i - 1] === "of" && name[i - 2] === "pack" && /^\d+$/.test(w)) return false;
    return true;
  });
  // "Seventy two set", "twenty car pack": a set or pack said after its count
  // (one word between at most) says how many, as the title's "72 Pack", "Set of 20" or "64 Count"
  // does, where the title gives that count.
  name = name.filter((w, i) => {
    if (!COUNTED.has(w)) return true;
    const count = [name[i - 1], name[i - 2]].find((x) => !!x && /^\d{1,3}$/.test(x));
    return !count || !title.some((t) => t === count || t === `${count}pc` || t === `${count}ct`);
  });
  // A code written with a hyphen is one model token: "WH-1000XM5", "TD-07KV", "G-2".
  name = name.reduce<string[]>((out, w) => {
    const prev = out.at(-1);
    if (
      prev &&
      /^[a-z]{1,3}$/.test(prev) &&
      !VARIANT_WORDS.has(prev) &&
      !STOP_WORDS.has(prev) &&
      !LINK_WORDS.has(prev) &&
      hasDigit(w) &&
      /^\d/.test(w) &&
      // A size is no code's digits: "mug 16 ounce", "Duo 6 quart".
      !(UNIT.test(w) && /[a-z]$/.test(w)) &&
      // Read as the title writes it: "AA 24 pack" beside "AA Batteries, 24 Count", "Atmos AG sixty
      // five" beside "Atmos AG 65L" keep the letters apart.
      !(inTitle.has(prev) && !titleJoined.has(prev + w)) &&
      // Nor a word the title writes in the plural ("GPS Dog four" beside "Tracker for Dogs").
      !(prev.length === 3 && titleSingulars.has(prev) && !titleJoined.has(prev + w))
    )
      out[out.length - 1] = prev + w;
    else out.push(w);
    return out;
  }, []);
  // "Pixel eight A", "seventy two A": a letter said right after a number is the model's ("8a"), not an article.
  // So is one said after a code that ends in its number ("R twelve eighty T" is the R1280T, not any R1280).
  name = name.reduce<string[]>((out, w) => {
    const prev = out.at(-1);
    // (Not inside a code spelled letter by letter: "F ninety-one W".)
    if (prev && /^[a-z]{0,3}\d+$/.test(prev) && /^[a-z]$/.test(w) && w !== "x" && !/^[a-z]{1,2}$/.test(out.at(-2) ?? ""))
      out[out.length - 1] = prev + w;
    else out.push(w);
    return out;
  }, []);
  // "52 x 84": the x only joins a size's dimensions.
  name = name.filter((w, i) => !(w === "x" && hasDigit(name[i - 1] ?? "") && hasDigit(name[i + 1] ?? "")));
  const kindWords = new Set(words(`${mention.subcategory ?? ""}`).map(singular));
  const tokens = name
    // "Number five", "No. 3": the marker before a number names nothing of its own.
    .filter((w, k, all) => !(w === "no" && /^\d/.test(all[k + 1] ?? "")))
    .filter((w) => !STOP_WORDS.has(w) && w !== "size" && !(spokenFiller && w === "one"))
    .map((word): Token => {
      if (isModelWord(word)) return { word, kind: "model" };
      if (VARIANT_WORDS.has(word)) return { word, kind: "variant" };
      // What the product comes in ("250 gram box", "a tin of") says its kind, not its name.
      if (GENERIC_WORDS.has(word) || kindWords.has(singular(word)) || PACKAGING.has(singular(word))) return { word, kind: "generic" };
      return { word, kind: "name" };
    });
  // "eight bit do Ultimate", "RX bar chocolate sea salt": the maker's name said first, joined as
  // its brand writes it (8BitDo, RXBAR), is its brand, not a model number or a name word, where the
  // rest names the product ("Magnatiles hundred piece set" names it by the maker's name).
  if (brandJoined.length >= 3 && tokens[0]?.word === brandJoined && tokens.slice(1).some((t) => t.kind === "name" || t.kind === "variant"))
    tokens.shift();
  // A name made only of kind words ("Yoga Mat" by Liforme) is the name itself.
  if (tokens.every((t) => t.kind === "generic")) return tokens.map((t) => (STOP_WORDS.has(t.word) ? t : { ...t, kind: "name" }));
  return tokens;
}

/**
 * Whether the mention buys several of a thing: it says a set, a pack, a count or pieces, a number
 * of its own ("Premier seventy two"), or names its kind in the plural ("dotted notebooks").
 */
export function mentionSaysSeveral(productName: string, mentionText: string, tokens: readonly Token[]): boolean {
  const last = words(productName).at(-1) ?? "";
  return (
    /\b(?:sets?|packs?|kits?|pcs?|pieces?|count|ct|multipack|colou?rs|assorted|mixed|variety|\d+pc)\b/.test(mentionText) ||
    tokens.some((t) => /^\d+$/.test(t.word)) ||
    (last.length > 3 && last.endsWith("s") && !last.endsWith("ss") && singular(last) !== last)
  );
}

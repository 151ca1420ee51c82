/**
 * Books: a mentioned book's longer title, and books, guides and courses about a product.
 */
import { containsPhrase, singular, words } from "./words";
import { bookTitleGoesOn } from "./book";
import { BOUND_GOODS, STOP_WORDS } from "./vocabulary";
import { ABOUT_PHRASES, BOOK_BINDINGS, BOOK_FORMAT_WORDS } from "./identity";
import { type Ledger, type NameSpan, type Reading } from "./reading";

/** A mentioned book's title that the listing's first phrase goes on with, or words of its own around it: another book. */
export function judgeLongerBookTitle(r: Reading, ledger: Ledger, span: NameSpan): void {
  const { mention, title, sepBefore, mentionWords, mentionIsBook } = r;
  const { spans, nameStart, nameEnd } = span;
  // A mentioned book's title that the listing's first phrase goes on with ("Take Great Photographs
  // of People"): a longer title, another book.
  const longerTitle =
    mentionIsBook &&
    spans.length > 0 &&
    /^(of|and|in|on|at|to)$/.test(title[nameEnd + 1] ?? "") &&
    !sepBefore[nameEnd + 1] &&
    !sepBefore[nameEnd + 2] &&
    !!title[nameEnd + 2] &&
    !STOP_WORDS.has(title[nameEnd + 2]!) &&
    !mentionWords.has(title[nameEnd + 2]!) &&
    !BOOK_FORMAT_WORDS.test(title[nameEnd + 2]!);
  // Any other word of its own in that phrase, after or before the title ("The Very Hungry
  // Caterpillar's First Summer", "Awakening Your Ikigai"), makes it another book too.
  const goesOn =
    mentionIsBook && spans.length > 0 && !longerTitle
      ? bookTitleGoesOn(title, sepBefore, nameStart, nameEnd, new Set([...mentionWords, ...words(mention.brand ?? "")]))
      : undefined;
  if (longerTitle || goesOn) {
    ledger.doubt = true;
    ledger.score -= 0.6;
    ledger.conflict = true;
    ledger.reasons.push(`a longer title ("${goesOn ?? `${title[nameEnd + 1]} ${title[nameEnd + 2]}`}")`);
  }
}

/** Books, guides and courses about the product, another book of a series, or a book for a mention of something else. */
export function judgeBookAbout(r: Reading, ledger: Ledger): boolean {
  const { mention, candidate, tokens, mentionIsBook, subcategoryWords, located, titleText, head } = r;
  // Books, guides and courses about a product ("The Complete Guide to the Instant Pot", "… for
  // Dummies", "Summary of Atomic Habits"): not it. A mentioned book's own formats are the book.
  const about =
    ABOUT_PHRASES.exec(head.join(" "))?.[0] ??
    /\b(for dummies|for beginners|for young adults|for young readers|(?:official|complete|strategy|unofficial|ultimate|players?|collectors?|study|users?|owners?|field|pocket)\s+guide|guidebook|guide book)\b/.exec(
      titleText,
    )?.[0];
  const itemIsBook = BOOK_BINDINGS.test(words(`${candidate.binding ?? ""} ${candidate.product_group ?? ""}`).join(" "));
  // A mentioned book's guide or summary says so in its subtitle too ("Before the Coffee Gets Cold:
  // Book Club Discussion Guide and Summary"); a book naming the mentioned one only in brackets, as
  // its series ("Tales from the Cafe (Before the Coffee Gets Cold Series, 2)"), is another book.
  const bookAbout = mentionIsBook
    ? /\b(discussion guide|reading guide|study guide|summary|summaries|workbook|analysis of)\b/.exec(titleText)?.[0]
    : undefined;
  const nameTokens = tokens.filter((t) => t.kind === "name" && !STOP_WORDS.has(t.word));
  const otherOfSeries =
    mentionIsBook &&
    nameTokens.length >= 2 &&
    !nameTokens.some((t) => head.includes(t.word)) &&
    nameTokens.every((t) => located.has(t)) &&
    /\(([^)]*)\)/.test(candidate.title);
  if ((about || bookAbout) && !containsPhrase(words(mention.product_name), (about ?? bookAbout)!)) {
    const said = (about ?? bookAbout)!;
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.7;
    ledger.reasons.push(mentionIsBook ? `a book about it ("${said}")` : `a book or guide about it ("${said}")`);
  } else if (otherOfSeries) {
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.7;
    ledger.reasons.push("another book, naming the mentioned one only in brackets");
  } else if (itemIsBook && !mentionIsBook && !head.some((w) => subcategoryWords.has(singular(w)) && BOUND_GOODS.has(singular(w)))) {
    // (Bound paper goods are filed as books: "Classic Notebook, Hard Cover" for Notebooks is the notebook.)
    ledger.doubt = ledger.hard = true;
    ledger.score -= 0.7;
    ledger.reasons.push(`a book about it (${candidate.binding ?? candidate.product_group})`);
  } else return false;
  return true;
}

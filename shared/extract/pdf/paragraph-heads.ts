/**
 * Line pairs where a heading starts or ends inside what would otherwise be one paragraph: the
 * paragraph builder (paragraphs.ts) breaks there even without extra space or a short line.
 */
import { numbering } from './headings-text.ts';
import type { Line } from './model.ts';

/** A line ending a sentence (a closing quote or bracket may follow the mark). */
export const ENDS_SENTENCE = /[.!?:]["'”’)\]]?$/;

/**
 * A line opening with a section number in another font than the sentence-ending line above it
 * starts a heading, even without extra space above (IEEE subsections "C. Algorithm structure"
 * in italics right under a full last line).
 */
export function numberedHeadingStart(prev: Line, cur: Line): boolean {
  if (!prev.font || !cur.font || prev.font === cur.font) return false;
  // Across a column or region break the line above may be anything (an algorithm box's last
  // comment, a table row of numbers: real-nogt scienceparse_superscripttest's 3.3 and 4.1).
  if (!ENDS_SENTENCE.test(prev.text) && prev.block === cur.block) return false;
  // The heading's own text: up to where the font of the line above comes back after the title
  // (a run-in title, "3.3. *DegreeDistance: …measure.* As we discussed…"), else the whole line.
  const items = cur.items ?? [];
  const back = items.findIndex((it, j) => j > 1 && it.font === prev.font && items[j - 1].font !== prev.font);
  const head =
    back > 0
      ? items
          .slice(0, back)
          .map((it) => it.str)
          .join(' ')
      : cur.text;
  const num = numbering(head);
  // A sentence boundary on the line ("E. Riloff. 1996. Automatically…") is a reference entry or prose.
  return num !== null && !/\.\s/.test(head.trim().slice(num.length));
}

/** A run that is only a section number ("4.3.", "IV.", "A."), which may be set in a font of its own. */
const NUMBER_RUN = /^(?:\d+(?:\.\d+)*|[IVXL]+|[A-Z])\.?$/;

/**
 * …and the body text under such a heading line starts a new paragraph: the heading line is set
 * in one font throughout (its number may have one of its own: emulateapj's upright "4.3." before
 * an italic title), the next line in another ("4 Approach" over "In the present work…").
 */
export function numberedHeadingEnd(prev: Line, cur: Line): boolean {
  if (!prev.font || !cur.font || prev.font === cur.font || ENDS_SENTENCE.test(prev.text)) return false;
  const items = prev.items ?? [];
  const title = NUMBER_RUN.test(items[0]?.str.trim() ?? '') ? items.slice(1) : items;
  if (!title.length || !title.every((it) => it.font === prev.font)) return false;
  const num = numbering(prev.text);
  return num !== null && !/\.\s/.test(prev.text.slice(num.length));
}

/** A run-in label opening a line has at most this many words ("Results:", "Main outcome measures:"). */
const LABEL_MAX_WORDS = 4;

/**
 * A line opening with a label in another font that ends in a colon ("**Results:** Human
 * resource…", a BMC structured abstract), after a line that ends a sentence, starts a paragraph
 * even when the line above is nearly full (real-nogt cermine_example2).
 */
export function labelStart(prev: Line, cur: Line): boolean {
  const items = cur.items ?? [];
  if (items.length < 2 || !ENDS_SENTENCE.test(prev.text)) return false;
  const label = items[0].str.trim();
  const rest = items.slice(1).find((it) => it.str.trim());
  if (!rest || items[0].font === rest.font || !/^\p{Lu}[^:]*:$/u.test(label)) return false;
  return (
    label.split(/\s+/).length <= LABEL_MAX_WORDS && rest.font === (prev.items?.at(-1)?.font ?? prev.font)
  );
}

/** An unnumbered heading line has at most this many words… */
const PLAIN_HEADING_MAX_WORDS = 10;
/** …and is at most this share of its column wide (a full line in bold is emphasis in a paragraph). */
const PLAIN_HEADING_MAX_SHARE = 0.6;

/**
 * A short line set whole in another font than the sentence-ending line above it, starting with a
 * capital and not ending like a sentence, starts a heading even without extra space above. In a
 * double-spaced manuscript the space before a heading is smaller than a line, so "Study design"
 * in bold right under "…more meaningful content." joined the paragraph (bench headings' Word
 * set: with the double-spaced pitch of stats.ts and this break in paragraphs.ts breaksBetween,
 * the double-spaced layout's recall goes 0.323 -> 1.0; over the corpus's 111 PDFs it splits
 * three paragraphs: pedersen04's display equation from the sentence after it, twice, and a quote
 * from its attribution line in cermine_test1).
 */
export function plainHeadingStart(prev: Line, cur: Line): boolean {
  if (!prev.font || !cur.font || prev.font === cur.font) return false;
  if (!ENDS_SENTENCE.test(prev.text) || /[.!?:;,]$/.test(cur.text) || !/^\p{Lu}/u.test(cur.text))
    return false;
  if (!cur.items?.every((it) => it.font === cur.font || !it.str.trim())) return false;
  if ((prev.items?.at(-1)?.font ?? prev.font) === cur.font) return false;
  if (cur.text.split(/\s+/).length > PLAIN_HEADING_MAX_WORDS) return false;
  // At the top of the next column or region (the line above ended the one before) nothing else
  // tells a heading from justified text running on, and a wrapped heading's first line may fill
  // the column: REVTeX PRL's centred bold "Effect of document length on accuracy and memory /
  // use" at the head of a column, under a full last line that ended a sentence, ran into that
  // paragraph. A whole line in another font opening a column after a sentence end is no
  // continuation whatever its width.
  if (prev.block !== cur.block) return true;
  return cur.x1 - cur.x0 <= PLAIN_HEADING_MAX_SHARE * (cur.colRight - cur.colLeft);
}

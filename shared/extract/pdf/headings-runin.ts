/**
 * Run-in headings: the leading words of an ordinary paragraph that open a section. Leading words
 * in another font ending in "." ("Participants. Forty students…"), with the section number
 * upright and the title in italics ("2.1. *High-degree centrality.* In this…", Elsevier), a
 * section word in another font with or without a colon ("Background: Knowledge…", "Abstract Deep
 * venous…", BMC), a section word in capitals ("METHOD We…"), "Abstract—" (IEEE), or a whole
 * first line in another font that stops short of the column's edge over body text ("Staffing"
 * over "The medical staff…", when the paragraph builder did not split them).
 */
import type { HeadingContext } from './headings.ts';
import { runInDepth } from './headings-scheme.ts';
import { KEYWORDS, lowerCaseNumbering, MIN_LETTERS, numbering, OPEN_END } from './headings-text.ts';
import type { Glyphs, Line } from './model.ts';
import type { Para } from './paragraphs.ts';

/** A run-in heading has at most this many words ("Statistical analysis of the data."). */
const RUN_IN_MAX_WORDS = 8;
/** A numbered one may be longer ("4.1. Unique nodes influenced by DegreeDistance, FIDD, SIDD, and high-degree seeds."). */
const NUMBERED_RUN_IN_MAX_WORDS = 16;
/** All-capitals run-in words that open a section ("METHOD Participants were…", APA journals). */
const CAPS_RUN_IN_WORDS =
  /^(?:ABSTRACT|INTRODUCTION|METHODS?|RESULTS|DISCUSSION|GENERAL DISCUSSION|CONCLUSIONS?|BACKGROUND|PARTICIPANTS|PROCEDURE|MATERIALS|DESIGN|MEASURES|REFERENCES)$/;
/** Capital run-in words of a top-level section ("METHOD", "RESULTS"); "PARTICIPANTS" and the like sit below. */
const CAPS_TOP_WORDS =
  /^(?:ABSTRACT|INTRODUCTION|METHODS?|RESULTS|DISCUSSION|GENERAL DISCUSSION|CONCLUSIONS?|BACKGROUND|REFERENCES)$/;
/** "Abstract—This paper…", "Index Terms—…" (IEEE), "Abstract: We…". */
const KEYWORD_RUN_IN = /^(Abstract|ABSTRACT|Summary)\s*(?=[—–:.-])/;
/** Section words that open the document's top level when run in. */
const TOP_RUN_IN = /^(?:abstract|summary|references|acknowledge?ments?)$/i;
/** Labels in another font that open theorem-like blocks, not sections ("Proof.", "Lemma 2."; "Case 2." and "Step One." with their number, "Case definition" is a heading), and front-matter fields ("Index Terms—", "Keywords"). */
const NOT_RUN_IN =
  /^(?:proof|theorem|lemma|corollary|definition|remark|example|proposition|claim|conjecture|note|notes|(?:case|step)\s*(?:\d|[IVX]+\b|[A-Z]\b|(?:one|two|three|four|five|six|seven|eight|nine|ten)\b)|section|table|fig(?:ure)?|algorithm|key ?words?|index terms)\b/i;
/** A paragraph ending in an equation number is a display formula ("Mgas . 6 × 1010 M , (4)"), whatever its fonts. */
const EQUATION_NUMBER = /\(\d{1,3}[a-z]?\)$/;
/** A stop and a space opening the run after an italic title: the title's closing stop, set upright. */
const UPRIGHT_STOP = /^([.:])\s+/;
/** A section number alone in one run ("2.1.", "III.", "B."): the title after it may be in another font. */
export const NUMBER_ONLY = /^(?:[1-9]\d?(?:\.\d{1,2}){0,3}\.?|[IVX]{1,6}\.|[A-H]\.)$/;
/**
 * The number run may carry the title's first short upright word when the font is the same
 * ("3.2. CN" before "(1,2) *of seeds in a seed set.*": pdf.js joins runs of one font).
 */
const NUMBER_AND_BIT = /^(?:[1-9]\d?(?:\.\d{1,2}){0,3}\.?|[IVX]{1,6}\.|[A-H]\.)\s+\S{1,3}$/;
/**
 * A run-in lead numbered "1.", "2." (one arabic level) is a list item's label ("1. *TrustRank.*
 * We used…", pedersen04; "3. *No conflict:*"): in every corpus paper top-level sections stand
 * alone, so only a section word ("1. Introduction.") opens a section that way.
 */
const LIST_NUMBER = /^[1-9]\d?\.?\s/;
/** Runs in the paragraph's font up to this many characters may sit inside a run-in title (acronyms, math). */
const UPRIGHT_BIT = 3;
/**
 * A lead in another font without a closing stop is a heading when a wide space follows it:
 * LaTeX's `\paragraph` sets "Datasets" in bold, then 1 em, then the text (article, KOMA,
 * titlesec; a word space is about a third of an em, a stretched one rarely past half).
 */
const RUN_IN_GAP_EM = 0.75;
/**
 * A lead flush with its column's left edge (an indented paragraph opening is prose) needs less:
 * LNCS sets `\subsubsection` and `\paragraph` heads 0.5 em (shrinking to 0.4 em) before the
 * text, and a word space after a word in another font is about a third of an em.
 */
const FLUSH_RUN_IN_GAP_EM = 0.4;
/** …and is a title of words only (an algorithm's "Inputs: y1:T", a label with its number are not). */
const WORDS_ONLY = /^\p{Lu}[\p{L}'’\- ]*\p{L}$/u;
/** Flush left: the line starts within this many font sizes of its column's left edge. */
const FLUSH_EM = 0.5;
/** …or when it ends in a dash ("Datasets—The…", AASTeX and APS run-in heads). */
const DASH_END = /\s*[—–]$/;
/** A lower-case letter label ("a) Datasets:", IEEEtran's `\paragraph`): with a colon, a run-in heading. */
const LETTER_LABEL = /^[a-z]\)\s+(?=\p{Lu})/u;
/**
 * A section number of three or four levels, then a short capitalized title closed by a colon and
 * a capital: a run-in heading even in the text's own font (IEEEtran compsoc sets `\paragraph` as
 * "3.1.0.1 Study sites: As shown…", all upright). Three levels at least: "2.1 Step: …" may be
 * a list, but prose and lists do not open with "3.1.0.1".
 */
const DEEP_NUMBERED_COLON = /^([1-9]\d?(?:\.\d{1,2}){2,3})\.?\s+(\p{Lu}[\p{L}'’\- ]*\p{L}):\s+(?=\p{Lu})/u;
/** A whole first line in capitals, numbered or a section word, is a heading set in the body font ("2. RELATED WORK", AASTeX) when the paragraph builder joined it to its text. */
const CAPS_LINE_MIN_LETTERS = 4;
/** A whole first line in another font is a heading when it leaves at least this many of its sizes of the column free (both sides together)… */
const LINE_SLACK_EM = 3;
/** …and has at most this many words (an emphasized sentence is longer and runs to the edge). */
const LINE_MAX_WORDS = 10;

/**
 * amsart and aomart set `\paragraph` run in without any change of type: "Datasets. Figure 1
 * shows…", upright like the text, set flush left (FLUSH_EM) where the text's paragraphs are
 * indented. One to three words, the first capitalized, closed by a period and followed by a
 * capitalized word: prose does not open a paragraph with a sentence that short.
 */
const PLAIN_RUN_IN = /^(\p{Lu}\p{Ll}+(?: \p{Lu}?\p{Ll}+){0,2})\.\s+(?=\p{Lu}\p{Ll})/u;
/** …and a single word shorter than this is an abbreviation ("Prof. Smith", "Sect. Three"). */
const PLAIN_RUN_IN_MIN_WORD = 5;
/**
 * Such a head sits one level under the numbered run-in head before it ("3.1. *Datasets and
 * preprocessing.*" then "Datasets.", "Baselines."), when that one is at most this many pages back.
 */
const PLAIN_UNDER_NUMBERED_PAGES = 1;
/**
 * The last numbered run-in head of each document: blocks.ts reads a document's paragraphs in
 * order with one context object, so the context keys the document.
 */
const lastNumbered = new WeakMap<HeadingContext, { depth: number; page: number }>();

export interface RunIn {
  length: number;
  depth: number | null;
  top: boolean;
}

/** Where `lead`'s words end in the paragraph's text, or -1 when they are not its opening words (spacing there comes from glyph gaps). */
function leadEnd(text: string, lead: string): number {
  let at = 0;
  for (const w of lead.split(' ')) {
    const i = text.indexOf(w, at);
    if (i < 0 || i - at > 1) return -1;
    at = i + w.length;
  }
  return at;
}

/** A line ending a sentence (a closing quote or bracket may follow the mark). */
const ENDS_SENTENCE_LINE = /[.!?]["'”’)\]]?$/;

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/**
 * A first line wholly in another font over body text: "Staffing" over "The medical staff in…",
 * a sub-heading the paragraph builder joined to its text because the sizes differ by only 10%.
 * `anyFont`: the line below may be in any font (a heading in capitals, capsLine).
 */
function headingLine(p: Para, base: string, anyFont = false): RunIn | null {
  const [first, second] = p.lines as [Line, Line | undefined];
  if (!second || (second.font !== base && !anyFont) || second.page !== first.page) return null;
  const t = first.text.trim();
  const num = numbering(t);
  const title = t.slice(num?.length ?? 0);
  if (t.split(/\s+/).length > LINE_MAX_WORDS || /[.,;:!?\-–—]$/.test(t) || /\.\s/.test(title)) return null;
  if (!/^\p{Lu}/u.test(title) || !/\p{L}{3}/u.test(title) || letters(title) < MIN_LETTERS) return null;
  if (letters(t) < 0.6 * t.replace(/\s/g, '').length || NOT_RUN_IN.test(title)) return null;
  // Its column: a short heading line at a column's top can be laid out as a block of its own.
  // A centred heading leaves its room on both sides ("4.1. Comparison with in situ
  // measurements" across most of a narrow column, AASTeX).
  const left = Math.min(first.colLeft, second.colLeft);
  const right = Math.max(first.colRight, second.colRight);
  if (right - first.x1 + Math.max(0, first.x0 - left) < LINE_SLACK_EM * first.size) return null;
  if (!/^\s*[\p{Lu}\d(“"]/u.test(second.text)) return null;
  const at = leadEnd(p.text, t.replace(/\s+/g, ' '));
  // A section word that always opens the top level ("Acknowledgments" centred over its text in a
  // double-spaced manuscript, joined by the paragraph builder) keeps it, as run in after a stop.
  return at < 0 ? null : { length: at, depth: num?.depth ?? null, top: !num && TOP_RUN_IN.test(t) };
}

/** The font most of the paragraph's lines are set in; the body font when there is no majority. */
function paragraphFont(p: Para, ctx: HeadingContext): string {
  const count = new Map<string, number>();
  for (const l of p.lines) if (l.font) count.set(l.font, (count.get(l.font) ?? 0) + 1);
  let best = ctx.bodyFont;
  let n = 0;
  for (const [f, c] of count) if (c > n || (c === n && f === ctx.bodyFont)) [best, n] = [f, c];
  return n * 2 > p.lines.length ? best : ctx.bodyFont;
}

/** The first line is a numbered or section-word heading in capitals ("2. RELATED WORK AND BACKGROUND", "REFERENCES"). */
function capsLine(p: Para): boolean {
  const t = p.lines[0].text.trim();
  const num = numbering(t);
  const title = t.slice(num?.length ?? 0).trim();
  return (
    !/\p{Ll}/u.test(title) &&
    letters(title) >= CAPS_LINE_MIN_LETTERS &&
    (num !== null || KEYWORDS.test(title))
  );
}

/** A run-in heading at the start of a paragraph, with its length in the paragraph's text. */

/** The text of a line's first `k` runs, spaces collapsed: the lead a run-in heading would be. */
function leadText(items: readonly Glyphs[], k: number): string {
  return items
    .slice(0, k)
    .map((it) => it.str)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
export function runInOf(p: Para, ctx: HeadingContext): RunIn | null {
  const found = runInHead(p, ctx);
  if (found && found !== PLAIN && found.depth !== null && !found.top)
    lastNumbered.set(ctx, { depth: found.depth, page: p.lines[0].page });
  if (found !== PLAIN) return found;
  const m = PLAIN_RUN_IN.exec(p.text) as RegExpExecArray;
  const last = lastNumbered.get(ctx);
  const under = last && p.lines[0].page - last.page <= PLAIN_UNDER_NUMBERED_PAGES ? last.depth + 1 : null;
  return { length: m[1].length + 1, depth: under, top: TOP_RUN_IN.test(m[1]) };
}

/** runInHead's answer for a head in the text's own type (PLAIN_RUN_IN), placed by runInOf. */
const PLAIN: RunIn = { length: 0, depth: null, top: false };

function runInHead(p: Para, ctx: HeadingContext): RunIn | null {
  if (p.float || p.role) return null;
  if (EQUATION_NUMBER.test(p.text)) return null;
  const kw = KEYWORD_RUN_IN.exec(p.text);
  if (kw) return { length: kw[1].length, depth: 1, top: true };
  const caps = /^([A-Z]{4,}(?: [A-Z]{2,})*)\s+(?=\p{Lu}\p{Ll})/u.exec(p.text);
  if (caps && CAPS_RUN_IN_WORDS.test(caps[1]))
    return { length: caps[1].length, depth: null, top: CAPS_TOP_WORDS.test(caps[1]) };
  const items = p.lines[0].items;
  if (!items?.length) return null;
  // The paragraph's own font: an abstract may be set in another font than the body.
  const base = paragraphFont(p, ctx);
  // "2.1." upright, "High-degree centrality." in italics (Elsevier).
  // A run of spaces may stand between the number and the title.
  const first = items[0].str.trim();
  let t = 1;
  while (t < items.length && !items[t].str.trim()) t++;
  const s =
    t < items.length &&
    items[0].font === base &&
    (NUMBER_ONLY.test(first) || NUMBER_AND_BIT.test(first)) &&
    items[t].font !== base
      ? t
      : 0;
  // A heading in capitals joined to its text: whatever the fonts, the whole first line (AASTeX's
  // "REFERENCES" over the first entry in smaller type).
  if (capsLine(p)) return headingLine(p, base, true);
  const deep = DEEP_NUMBERED_COLON.exec(p.text);
  if (deep && deep[2].split(' ').length <= RUN_IN_MAX_WORDS && !NOT_RUN_IN.test(deep[2]))
    // A zero part is a level the document skipped ("3.1.0.1": a paragraph right under 3.1).
    return {
      length: deep[0].trimEnd().length,
      depth: deep[1].split('.').filter((n) => n !== '0').length,
      top: false,
    };
  if (items[s].font === base) return plainRunIn(p, items[0].font === base);
  // The lead runs to the first run in the paragraph's font, except short upright bits between
  // runs of an italic title, acronyms or math ("3.4. *FIDD using* CN(1)*.*").
  let k = s;
  while (
    k < items.length &&
    (items[k].font !== base ||
      (items[k].str.trim().length <= UPRIGHT_BIT &&
        !/[.:]$/.test(items[k - 1].str.trim()) &&
        k + 1 < items.length &&
        items[k + 1].font !== base))
  )
    k++;
  // The number may be upright before a whole first line in italics ("4.1. *Comparison with…*").
  if (k === items.length) return items.slice(s).every((it) => it.font !== base) ? headingLine(p, base) : null;
  let lead = leadText(items, k);
  // The text after the lead; the stop closing an italic title may be set upright, in the text's
  // font ("2.1. *Efficient transformers*. A second…": `\textit{…}.`, or cmtiup's upright
  // punctuation in aomart).
  let rest = items[k].str;
  const stop = UPRIGHT_STOP.exec(rest);
  if (stop && !/[.:]$/.test(lead)) {
    lead += stop[1];
    rest = rest.slice(stop[0].length);
  }
  // The title may start in lower case when set apart from an upright number ("2.8. *k-shell*").
  const num = numbering(lead) ?? (s > 0 ? lowerCaseNumbering(lead) : null);
  const label = LETTER_LABEL.exec(lead)?.[0].length ?? 0;
  const bare = lead
    .slice(num?.length ?? label)
    .replace(/[.:]$/, '')
    .replace(DASH_END, '')
    .trim();
  const keyword = KEYWORDS.test(bare);
  // The dash may be a run of the text's font ("Datasets" in italics, "—The…" upright).
  const dashed = DASH_END.test(lead) || /^\s*[—–]/.test(rest);
  // A lead ending in "and" or "of" is a heading's first line cut short, not a whole run-in title.
  const flush = p.lines[0].x0 - p.lines[0].colLeft <= FLUSH_EM * p.lines[0].size && WORDS_ONLY.test(bare);
  // The narrower space only before a sentence's capital ("Accepted 9 May 2017" is a dated field).
  const gapEm = flush && /^\s*\p{Lu}/u.test(rest) ? FLUSH_RUN_IN_GAP_EM : RUN_IN_GAP_EM;
  const wide =
    items[k].x0 - items[k - 1].x1 >= gapEm * items[k - 1].size &&
    !/[,;:]$/.test(lead) &&
    !OPEN_END.test(lead);
  // "Participants." ends with a period; a colon only after a section number ("1) Feature
  // extraction:") or a section word ("Background:", BMC structured abstracts); a section word
  // may stand alone ("Abstract Deep venous…"). Colon labels in italics are otherwise dialogue
  // and examples ("Answer:", "Goumans:").
  if (
    !(/\.$/.test(lead) || ((num || label || keyword) && /:$/.test(lead)) || keyword || dashed || wide) ||
    !(/^[\p{Lu}\d]/u.test(lead) || label)
  )
    return null;
  if (/^\d/.test(lead) && !num) return null;
  if (LIST_NUMBER.test(lead) && !keyword && !ctx.romanScheme) return null;
  const maxWords = num ? NUMBERED_RUN_IN_MAX_WORDS : RUN_IN_MAX_WORDS;
  if (lead.split(' ').length > maxWords || NOT_RUN_IN.test(bare)) return null;
  if (letters(bare) < MIN_LETTERS) return null;
  if (!/^\s*[—–]?\s*[\p{Lu}\d(“"]/u.test(rest)) return null;
  // A closing dash stays with the text, as "Abstract—" leaves it.
  const at = leadEnd(p.text, lead.replace(DASH_END, ''));
  // The period closes a word ("centrality."), not a formula ("Mgas ." in math fonts).
  if (at < 0 || /\s[.:]$/.test(p.text.slice(0, at))) return null;
  return {
    length: at,
    depth: runInDepth(lead, num?.depth ?? null, ctx.romanScheme === true),
    top: TOP_RUN_IN.test(bare),
  };
}

/** A run-in head in the text's own type (PLAIN_RUN_IN), as PLAIN: `upright` when the line opens in the paragraph's font. */
function plainRunIn(p: Para, upright: boolean): RunIn | null {
  const first = p.lines[0];
  if (!upright || first.x0 - first.colLeft > FLUSH_EM * first.size) return null;
  const m = PLAIN_RUN_IN.exec(p.text);
  if (!m || NOT_RUN_IN.test(m[1]) || letters(m[1]) < MIN_LETTERS) return null;
  if (!m[1].includes(' ') && m[1].length < PLAIN_RUN_IN_MIN_WORD) return null;
  return PLAIN;
}

/**
 * A line opening with a run-in head that the line above runs into: the line above ends a
 * sentence, this one starts flush with its column's left edge with a few capitalized words in
 * another font than the end of the line above, then a wide space (FLUSH_RUN_IN_GAP_EM) and a
 * capital in that font again. LNCS sets `\paragraph` heads with no indent, and at a page's top
 * with no space above either: "Datasets  A second question…" continued the paragraph before.
 */
export function runInLeadStart(prev: Line, cur: Line): boolean {
  const items = cur.items ?? [];
  const font = prev.items?.at(-1)?.font ?? prev.font;
  if (items.length < 2 || !font || !ENDS_SENTENCE_LINE.test(prev.text)) return false;
  if (cur.x0 - cur.colLeft > FLUSH_EM * cur.size || items[0].font === font) return false;
  const k = items.findIndex((it) => it.font === font);
  if (k < 1) return false;
  const lead = leadText(items, k);
  if (!WORDS_ONLY.test(lead) || OPEN_END.test(lead) || NOT_RUN_IN.test(lead)) return false;
  if (lead.split(' ').length > RUN_IN_MAX_WORDS || letters(lead) < MIN_LETTERS) return false;
  if (items.slice(0, k).some((it) => Math.abs(it.size - items[k].size) > 0.12 * items[k].size)) return false;
  return (
    items[k].x0 - items[k - 1].x1 >= FLUSH_RUN_IN_GAP_EM * items[k - 1].size &&
    /^\s*\p{Lu}/u.test(items[k].str)
  );
}

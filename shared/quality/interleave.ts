/**
 * Column interleave: evidence that the text was read in the wrong order, so that a sentence is
 * cut mid-clause at a column or page boundary and resumed further down the text.
 *
 * A paragraph that merely ends without a full stop is no evidence: display equations, lists,
 * table rows and reference entries do that in every paper, and counting them made the flag fire
 * on 58 of the 83 public PDFs, single-column ones included. The evidence here is a pair:
 *  - a *break-off*: a prose paragraph whose last words are lowercase words (the clause is open:
 *    "... asked the same participants to"), not continued by the paragraph right after it (a
 *    sentence continued at once is a paragraph-boundary slip, not an ordering error);
 *  - an *orphan resumption* a few paragraphs later: a paragraph that opens on a lowercase word
 *    and reads as prose ("rate the items again after one week."),
 *  right after another paragraph's full stop. Floats between a sentence and its continuation (a
 *  display formula before "where …", a table, a figure's text) are not closed prose, so a
 *  "where" after a formula is no evidence.
 */

/** A prose paragraph has at least this many word tokens... */
export const PROSE_MIN_TOKENS = 12;
/** ...of which at least this share are lowercase words (tables, formulas and references fall below). */
export const PROSE_MIN_WORD_SHARE = 0.6;
/** The break-off's last words that must be lowercase words: one math symbol or name ends it otherwise. */
export const OPEN_CLAUSE_WORDS = 3;
/** A resumption has at least this many tokens, most of them lowercase words (not "w", "iter = nil"). */
export const RESUME_MIN_TOKENS = 5;
/** Share of a resumption's tokens that are lowercase words. */
export const RESUME_MIN_WORD_SHARE = 0.6;
/** The resumption is looked for within this many paragraphs after the break-off (a column's worth). */
export const RESUME_WINDOW = 12;
/**
 * Interleave is suspected on at least this many break-off → resumption pairs: one short pair
 * is seen where a float or a note was spliced into a sentence (a table, a caption, a sidebar,
 * "Competing interests"), two or more where columns were read out of order...
 */
export const INTERLEAVE_MIN_EVENTS = 2;
/**
 * ...or on one pair with at least this many characters of prose between the break-off and its
 * resumption: a column's worth of text from elsewhere (a two-column page's column holds about
 * 3,500–5,000). On the 83 public PDFs the spliced floats and notes put 89–353 characters there;
 * the one column read out of order (IEEE TCSVT 1997, page 8) 5,116.
 */
export const COLUMN_SPAN_CHARS = 1500;

const LOWER_WORD = /^\p{Ll}[\p{Ll}'’-]*[,;]?$/u;

function tokens(p: string): string[] {
  return p.split(/\s+/).filter(Boolean);
}

const SPACE = /\s/;
/** Whether the UTF-16 unit `c` is what `\s` matches; ASCII by code (the common case), the rest by the regex. */
function isSpaceCode(c: number): boolean {
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return SPACE.test(String.fromCharCode(c));
}

/** The last `k` (or fewer) of `tokens(p)`, last first, found by scanning back from the end. */
function lastTokens(p: string, k: number): string[] {
  const out: string[] = [];
  let end = p.length;
  while (out.length < k) {
    while (end > 0 && isSpaceCode(p.charCodeAt(end - 1))) end--;
    if (end === 0) break;
    let start = end - 1;
    while (start > 0 && !isSpaceCode(p.charCodeAt(start - 1))) start--;
    out.push(p.slice(start, end));
    end = start;
  }
  return out;
}

/**
 * `LOWER_WORD.test(t)`, with plain ASCII tokens (most of them) tested by character code instead
 * of the Unicode-property regex: a lowercase letter, then lowercase letters, apostrophes and
 * hyphens, then at most one comma or semicolon. A token with any other character goes to the regex.
 */
function isLowerWord(t: string): boolean {
  const n = t.length;
  let ascii = n > 0;
  for (let i = 0; i < n && ascii; i++) if (t.charCodeAt(i) >= 0x80) ascii = false;
  if (!ascii) return LOWER_WORD.test(t);
  if (!isLower(t.charCodeAt(0))) return false;
  const last = t.charCodeAt(n - 1);
  // The comma or semicolon may only end the token (and never be its first character).
  const end = n > 1 && (last === 0x2c || last === 0x3b) ? n - 1 : n;
  for (let i = 1; i < end; i++) {
    const c = t.charCodeAt(i);
    if (!(isLower(c) || c === 0x27 || c === 0x2d)) return false;
  }
  return true;
}

/**
 * An ASCII lowercase letter. At module level rather than inside `isLowerWord`: tsx's keepNames
 * wraps a named closure in a `__name` call each time it is created, once per token there.
 */
function isLower(c: number): boolean {
  return c >= 0x61 && c <= 0x7a;
}

function wordShare(toks: readonly string[]): number {
  let words = 0;
  for (const t of toks) if (t.length > 1 && isLowerWord(t)) words++;
  return toks.length ? words / toks.length : 0;
}

/**
 * A paragraph with its tokens and prose verdict taken once: the scan below asks most paragraphs
 * whether they are prose three or four times (as a break-off, before a resumption, between a pair).
 */
class Para {
  private toks: string[] | null = null;
  private prose: boolean | null = null;

  constructor(readonly text: string) {}

  tokens(): string[] {
    this.toks ??= tokens(this.text);
    return this.toks;
  }

  isProse(): boolean {
    if (this.prose === null) {
      if (this.text.includes('\t')) this.prose = false;
      else {
        const toks = this.tokens();
        this.prose = toks.length >= PROSE_MIN_TOKENS && wordShare(toks) >= PROSE_MIN_WORD_SHARE;
      }
    }
    return this.prose;
  }

  /**
   * A prose paragraph whose last words leave the clause open. The last words are read first, off
   * the end of the text: most paragraphs end a sentence, and then neither the whole paragraph's
   * tokens nor its prose verdict are needed (both tests are pure, so the order changes nothing).
   */
  breaksOff(): boolean {
    const tail = lastTokens(this.text, OPEN_CLAUSE_WORDS);
    return (
      tail.length === OPEN_CLAUSE_WORDS &&
      tail.every((t) => LOWER_WORD.test(t) && t.replace(/[,;]$/, '').length > 1) &&
      this.isProse()
    );
  }

  /** Opens on a lowercase word and reads as words. */
  resumes(): boolean {
    if (this.text.includes('\t')) return false;
    const toks = this.tokens();
    if (toks.length < RESUME_MIN_TOKENS || !LOWER_WORD.test(toks[0]) || toks[0].length < 2) return false;
    return wordShare(toks) >= RESUME_MIN_WORD_SHARE;
  }

  /** Prose that ends a sentence: what comes after it cannot be its continuation. */
  closedProse(): boolean {
    return this.isProse() && /[.!?]["'”’)]?$/u.test(this.text);
  }

  startsLower(): boolean {
    return /^\p{Ll}/u.test(this.text);
  }
}

export interface InterleaveEvidence {
  /** Open-clause paragraphs not continued by the next paragraph. */
  breakoffs: number;
  /** Of those, how many resume a few paragraphs later past prose from elsewhere. */
  resumptions: number;
  suspected: boolean;
  /** The pairs found, as "…end | start… [prose characters between]" (for diagnostics and tuning). */
  pairs: string[];
}

/** Break-off → resumption pairs in a body whose paragraphs are separated by blank lines. */
export function interleaveEvidence(text: string): InterleaveEvidence {
  const paras = text
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => new Para(p));
  let breakoffs = 0;
  let spans = 0;
  const pairs: string[] = [];
  const used = new Set<number>();
  for (let i = 0; i < paras.length - 1; i++) {
    if (paras[i + 1].startsLower() || !paras[i].breaksOff()) continue;
    breakoffs++;
    for (let j = i + 2; j < Math.min(paras.length, i + 1 + RESUME_WINDOW); j++) {
      if (used.has(j) || !paras[j].resumes() || !paras[j - 1].closedProse()) continue;
      used.add(j);
      const between = paras
        .slice(i + 1, j)
        .filter((p) => p.isProse())
        .reduce((n, p) => n + p.text.length, 0);
      if (between >= COLUMN_SPAN_CHARS) spans++;
      pairs.push(`…${paras[i].text.slice(-40)} | ${paras[j].text.slice(0, 40)}… [${between}]`);
      break;
    }
  }
  const suspected = pairs.length >= INTERLEAVE_MIN_EVENTS || spans > 0;
  return { breakoffs, resumptions: pairs.length, suspected, pairs };
}

/**
 * Small type printed over the body's lines is not part of the text. The case that forced it:
 * pedersen04 (VLDB 2004) embeds its figures as one clipped drawing, so the node numbers and
 * labels of figures drawn elsewhere ("2 3", "good", "t(1)=1", "12") sit, invisible, on top of
 * page 2's first column. pdf.js does not apply clipping to text, so they reached the rows and
 * were spliced into the sentences ("…in this paper2 3 could be used…"). Real small type never
 * overlaps a body glyph: superscripts and markers sit beside the word they follow, figure labels
 * inside their own drawing. Items in the page's drawing above or below a column are untouched.
 *
 * Two steps, per column:
 * 1. an item in small type that lies inside a run of body-size words (away from both of its
 *    ends, a real share of its height overlapping it) is overprinted;
 * 2. only when a column holds several of them (a hidden layer, not a formula's script) are they
 *    dropped, with the other small,
 *    short items scattered within their extent are the same layer's labels ("bad" past the end
 *    of a short line, a label in a list's gap).
 * Markers that follow a word ("spam.²") are kept in both steps.
 */
import { dominantFont, type Glyphs, joinItems, type Line } from './model.ts';
import type { Typography } from './stats.ts';
import { hasWords } from './word-count.ts';

/** Small type: at most this share of the body size (captions and notes at 0.9 and under; labels 0.45–0.87 here). */
const SMALL_RATIO = 0.9;
/** A covering run is body type: at least this share of the body size. */
const BODY_RATIO = 0.95;
/** A covering line, and the run over which a label lies, are prose: at least this many words of two letters or more. */
const PROSE_MIN_WORDS = 3;
/**
 * Overprint: the small item lies inside one body run, this many body sizes from both of its
 * ends (a subscript or marker sits at a run's end, beside the glyph it annotates)…
 */
const INSIDE_MARGIN_EM = 0.5;
/** …and the boxes overlap by at least this share of the small item's size (pedersen04's labels overlap their line by 36–57%; a subscript grazing the next line, under 10%). */
const MIN_OVERLAP_SHARE = 0.3;
/** A marker ends within this many body sizes of the run it follows, or starts within it of that run's end. */
const MARKER_GAP_EM = 0.5;
/** This many overprinted items in a column make a hidden layer (one or two are a formula's scripts reaching into a line). */
const MIN_LAYER_ITEMS = 4;
/** The layer's extent is widened by this many body sizes to take the labels at its edge. */
const LAYER_MARGIN_EM = 2;
/** Scattered labels are short: at most this many characters. */
const LABEL_MAX_CHARS = 12;

/** A label holds a letter or a digit: a lone symbol over a line ("√" of an inline fraction's numerator) is a formula's. */
const LABEL = /[\p{L}\p{N}]/u;

function hasProseWords(s: string): boolean {
  return hasWords(s, PROSE_MIN_WORDS);
}

function isProse(l: Line, typo: Typography): boolean {
  return l.size >= BODY_RATIO * typo.bodySize && hasProseWords(l.text);
}

/** A run of words, not a formula's piece ("−→" with a "d" set over it stays a formula). */
const isProseRun = (it: Glyphs) => hasProseWords(it.str);

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/** A footnote or affiliation marker: "1", "12", "*", "†", "a", "1,2", "1–3". */
const MARKER = /^\S{1,5}$/u;

/** A marker after a word: marker-like, it starts right at the end of a body run of its own line. */
function followsWord(it: Glyphs, line: Line, typo: Typography): boolean {
  if (!MARKER.test(it.str.trim())) return false;
  const em = MARKER_GAP_EM * typo.bodySize;
  return (line.items ?? []).some(
    (b) => b !== it && b.size >= BODY_RATIO * typo.bodySize && it.x0 >= b.x1 - em && it.x0 <= b.x1 + em,
  );
}

function overprinted(it: Glyphs, body: readonly Glyphs[], typo: Typography): boolean {
  const margin = INSIDE_MARGIN_EM * typo.bodySize;
  return body.some(
    (b) =>
      overlap(it.top, it.bottom, b.top, b.bottom) >= MIN_OVERLAP_SHARE * it.size &&
      it.x0 >= b.x0 + margin &&
      it.x1 <= b.x1 - margin,
  );
}

/** The line without the dropped items (null when none is left), its box and text recomputed. */
function without(l: Line, drop: ReadonlySet<Glyphs>): Line | null {
  const items = (l.items ?? []).filter((it) => !drop.has(it));
  if (items.length === (l.items ?? []).length) return l;
  if (!items.length || !joinItems(items)) return null;
  return {
    ...l,
    text: joinItems(items),
    x0: Math.min(...items.map((it) => it.x0)),
    x1: Math.max(...items.map((it) => it.x1)),
    top: Math.min(...items.map((it) => it.top)),
    bottom: Math.max(...items.map((it) => it.bottom)),
    font: dominantFont(items),
    items,
  };
}

/** One column's lines without the small type printed over its prose; `dropped` for the diagnostics. */
export function dropOverprint(
  lines: readonly Line[],
  typo: Typography,
): { lines: Line[]; dropped: string[] } {
  const small = SMALL_RATIO * typo.bodySize;
  const candidates: { it: Glyphs; line: Line }[] = [];
  for (const line of lines)
    for (const it of line.items ?? [])
      if (it.size <= small && LABEL.test(it.str) && !followsWord(it, line, typo))
        candidates.push({ it, line });
  // Fewer candidates than a layer needs cannot make one: the body's runs need not be gathered.
  if (candidates.length < MIN_LAYER_ITEMS) return { lines: [...lines], dropped: [] };
  const body = lines
    .filter((l) => isProse(l, typo))
    .flatMap((l) => (l.items ?? []).filter((it) => it.size >= BODY_RATIO * typo.bodySize && isProseRun(it)));
  const drop = new Set(candidates.filter((c) => overprinted(c.it, body, typo)).map((c) => c.it));
  // One or two overprints are a formula's scripts reaching into the next line (smith07's "MST"):
  // only a layer of them is hidden text.
  if (drop.size < MIN_LAYER_ITEMS) return { lines: [...lines], dropped: [] };
  // The layer's other labels: small, short items scattered within its extent.
  const m = LAYER_MARGIN_EM * typo.bodySize;
  const layer = [...drop];
  const x0 = Math.min(...layer.map((it) => it.x0)) - m;
  const x1 = Math.max(...layer.map((it) => it.x1)) + m;
  const top = Math.min(...layer.map((it) => it.top)) - m;
  const bottom = Math.max(...layer.map((it) => it.bottom)) + m;
  for (const { it } of candidates)
    if (
      it.str.trim().length <= LABEL_MAX_CHARS &&
      it.x0 >= x0 &&
      it.x1 <= x1 &&
      it.top >= top &&
      it.bottom <= bottom
    )
      drop.add(it);
  const out: Line[] = [];
  for (const l of lines) {
    const kept = without(l, drop);
    if (kept) out.push(kept);
  }
  return { lines: out, dropped: candidates.filter((c) => drop.has(c.it)).map((c) => c.it.str.trim()) };
}

/**
 * Baseline clustering: placed runs → rows. A row is page-wide (it may hold both columns'
 * lines when their baselines coincide); columns are split later. Runs are clustered on the
 * baseline alone, not on font size, because OCR text layers and some producers give every word
 * its own size. Superscripts and subscripts (smaller runs raised or lowered next to a run of
 * another row) then join that row, so footnote markers and indices stay inline. A drop cap
 * (a huge initial aligned with a lower line of its paragraph) is kept as a row of its own.
 */
import { dominantSize, type Glyphs, type Row, rowFrom } from './model.ts';

/** Baselines closer than this share of the (smaller) font size are the same line: rounding and OCR jitter stay well below it, line pitch is ≥ 1 em above it. */
const BASELINE_TOLERANCE_EM = 0.25;
/** A script is at most this share of the size of the row it joins (9pt index on 10pt text = 0.9)… */
const SCRIPT_MAX_RATIO = 0.9;
/** …and at least this share: a much smaller run beside a drop cap or a display formula is a line of its own. */
const SCRIPT_MIN_RATIO = 0.45;
/** Superscripts rise up to ~0.5 em and subscripts drop ~0.3 em in TeX and Word. */
const SCRIPT_RISE_EM = 0.6;
const SCRIPT_DROP_EM = 0.4;
/** A script touches the run it annotates: horizontal gap below this share of the row's size. */
const SCRIPT_TOUCH_EM = 0.6;
/**
 * A script is a mark, an index or a short note call, never prose: a run of more than this many
 * words of two or more letters is a line's text. IEEE journals set the abstract in 9 pt beside
 * 10 pt body in the other column, a ratio and shift right at the script limits, and a whole
 * abstract line (with the footnote mark between the lines) joined the right column's row.
 */
const SCRIPT_MAX_WORDS = 3;
/**
 * The runs set on with such prose are its line's too (the short runs between a formula's
 * symbols): of its size and on its baseline (within these shares of the size), each at most a
 * word space or so from the next.
 */
const LINE_SIZE_SLACK = 0.05;
const LINE_BASE_SLACK = 0.1;
const LINE_GAP_EM = 1;
/**
 * A run of a prose line's type in a row of other type, within that line's span and at most this
 * many sizes off its baseline, is that line's (TeX's big delimiters hang below the baseline and
 * fell in with a heading of the other column: smith07's '⟨ … ⟩' around 'on the input').
 */
const LINE_STRAY_EM = 0.5;
/** A drop cap is at least this many times its line's size, and one or two characters. */
const DROP_CAP_RATIO = 1.8;
const DROP_CAP_MAX_CHARS = 2;
/**
 * TeX's spacing accents above a letter (acute, grave, caron, diaeresis, breve, macron, tilde,
 * circumflex, dot, ring, double acute), which it sets as a glyph of their own over the letter.
 */
const RAISED_ACCENT = /^[\u00B4\u0060\u02C7\u00A8\u02D8\u00AF\u02DC\u02C6\u02D9\u02DA\u02DD]$/u;
/**
 * Over a capital TeX raises the accent by the capital's height less the x-height, about 0.25 em
 * (2206.11906: 0.253 em, 'Ákos'; 2007.14922: 0.252 em, 'Živa'), so it falls just outside the
 * baseline tolerance and became a row of its own. An accent rises at most this many sizes…
 */
const ACCENT_RISE_EM = 0.5;
/** …and its centre lies over the first letter of the run under it: within this many sizes of the run's start. */
const ACCENT_FIRST_LETTER_EM = 0.8;
/** The accent and its letter are the same type (within this share of the size). */
const ACCENT_SIZE_SLACK = 0.2;
/** How far before its letter's run a re-placed accent starts, in points: enough to sort first, far below a word space. */
const ACCENT_NUDGE = 0.01;

/** A letter and a white-space character, for the runs `isProse` cannot test by ASCII code. */
const LETTER = /\p{L}/u;
const SPACE = /\s/u;

/**
 * Whether a run reads as prose (several words) rather than a script: more than SCRIPT_MAX_WORDS
 * of its whitespace-separated words hold two letters or more. One pass over the characters,
 * ASCII by code, and it stops once the count is reached (runs are tested by the hundred
 * thousand: splitting each into words and matching every word was a per-run cost).
 */
function isProse(it: Glyphs): boolean {
  const s = it.str;
  let words = 0;
  // Letters in the current word (counted up to 2).
  let letters = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let space: boolean;
    let letter: boolean;
    if (c < 0x80) {
      space = c === 0x20 || (c >= 0x09 && c <= 0x0d);
      letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
    } else {
      // A letter outside the BMP (mathematical alphanumerics) is a surrogate pair: test it whole.
      const cp = s.codePointAt(i) as number;
      const ch = String.fromCodePoint(cp);
      if (cp > 0xffff) i++;
      space = SPACE.test(ch);
      letter = !space && LETTER.test(ch);
    }
    if (space) {
      letters = 0;
    } else if (letter && ++letters === 2 && ++words > SCRIPT_MAX_WORDS) return true;
  }
  return false;
}

/**
 * The runs of a row that are a line's text and never a script: its prose runs and the runs set
 * on with them, run by run to the left and right (same size and baseline, a word space apart).
 */
function lineRuns(items: readonly Glyphs[]): Set<Glyphs> {
  const held = new Set(items.filter(isProse));
  if (!held.size) return held;
  // Gaps are measured between runs of the line's type: a script between two of them (a
  // subscript 'Q_k' before 'to a state') does not break the line.
  const joins = (a: Glyphs, b: Glyphs) =>
    Math.abs(a.size - b.size) <= LINE_SIZE_SLACK * a.size &&
    Math.abs(a.base - b.base) <= LINE_BASE_SLACK * a.size &&
    b.x0 - a.x1 <= LINE_GAP_EM * a.size &&
    a.x0 - b.x1 <= LINE_GAP_EM * a.size;
  let grew = true;
  while (grew) {
    grew = false;
    for (const it of items) {
      if (held.has(it)) continue;
      for (const h of held)
        if (joins(h, it)) {
          held.add(it);
          grew = true;
          break;
        }
    }
  }
  return held;
}

/**
 * A note or affiliation mark opening a line is set in a box of its own before the text (OUP sets
 * "²" 5 pt, 0.6 em, left of "We use …"): a raised mark with no run of the row just left of it
 * joins the run that starts within this many of the row's sizes to its right.
 */
const LEAD_MARK_GAP_EM = 1.2;
/** What such a mark prints: a number, a note symbol or a letter. */
const LEAD_MARK = /^(?:\d{1,3}|[*∗†‡§¶‖]|[a-z])$/u;

/** The line a lead mark opens reads as words: at least this many runs of letters after the mark. */
const LEAD_MARK_MIN_WORDS = 3;

/**
 * `it` is a raised mark that opens its line in `items`' row: nothing just left of it, and words
 * starting just right of it. Only a mark alone in its own row is asked (a formula's indices have
 * neighbours of their own).
 */
function leadsLine(items: readonly Glyphs[], size: number, it: Glyphs): boolean {
  if (!LEAD_MARK.test(it.str.trim())) return false;
  const reach = LEAD_MARK_GAP_EM * size;
  let next: Glyphs | null = null;
  for (const r of items) {
    if (r.x1 <= it.x0 && r.x1 > it.x0 - reach) return false;
    if (r.x0 >= it.x1 && r.x0 - it.x1 <= reach && (!next || r.x0 < next.x0)) next = r;
  }
  if (!next || !/^\p{L}/u.test(next.str)) return false;
  const words = items
    .filter((r) => r.x0 >= it.x1)
    .flatMap((r) => r.str.split(/\s+/))
    .filter((w) => /^\p{L}{2,}/u.test(w));
  return words.length >= LEAD_MARK_MIN_WORDS;
}

/**
 * A row that is a mark alone: one run, or a mark and its closing parenthesis in a run of their
 * own ("∗)", "1)": Progress of Theoretical Physics and JPSJ mark notes so), touching.
 */
function markAlone(items: readonly Glyphs[]): boolean {
  if (items.length === 1) return true;
  return items.length === 2 && items[1].str.trim() === ')' && items[1].x0 - items[0].x1 < items[0].size / 2;
}

/**
 * A note or affiliation mark may be raised at its line's own size (articleingud sets
 * `\textsuperscript{\footnotesize 2}` in footnote-size affiliations: "²Department…" with the
 * "2" at 8 pt over 8 pt text, 0.35 em up). Such a run is a mark when it is one or two digits (a
 * note symbol opening a footnote keeps its space before the text)…
 */
const FULL_MARK = /^\d{1,2}$/u;
/** …of the line's size (a larger run is not a script)… */
const FULL_MARK_MAX_RATIO = 1.05;
/** …raised by a superscript's rise, between these shares of the size (a line below is a whole pitch away)… */
const FULL_MARK_MIN_RISE_EM = 0.25;
const FULL_MARK_MAX_RISE_EM = 0.5;
/**
 * …and set against a run of the line's prose in its own font (lineRuns: not a table's cells or a
 * formula's symbols; a figure's label in another font may overlap a line): it ends where such a
 * run starts or starts where one ends, within this many sizes.
 */
const FULL_MARK_CONTACT_EM = 0.3;

/** `it` is a mark raised at the size of a row (FULL_MARK) whose prose runs are `prose`, set against one of them. */
function fullSizeMark(prose: ReadonlySet<Glyphs>, size: number, it: Glyphs, shift: number): boolean {
  if (!prose.size || it.size > FULL_MARK_MAX_RATIO * size || !FULL_MARK.test(it.str.trim())) return false;
  if (-shift < FULL_MARK_MIN_RISE_EM * size || -shift > FULL_MARK_MAX_RISE_EM * size) return false;
  const reach = FULL_MARK_CONTACT_EM * size;
  for (const r of prose)
    if (r.font === it.font && (Math.abs(r.x0 - it.x1) <= reach || Math.abs(it.x0 - r.x1) <= reach))
      return true;
  return false;
}

/** Whether `it` touches one of `items` (a row's runs, with the scripts it has taken so far). */
function touches(items: readonly Glyphs[], size: number, it: Glyphs): boolean {
  const limit = SCRIPT_TOUCH_EM * size;
  for (const r of items) if (it.x0 <= r.x1 + limit && it.x1 >= r.x0 - limit) return true;
  return false;
}

function clusterBaselines(items: readonly Glyphs[]): Glyphs[][] {
  const sorted = [...items].sort((a, b) => a.base - b.base);
  const clusters: Glyphs[][] = [];
  let cur: Glyphs[] = [];
  let last: Glyphs | null = null;
  for (const it of sorted) {
    if (last && it.base - last.base > BASELINE_TOLERANCE_EM * Math.min(it.size, last.size)) {
      clusters.push(cur);
      cur = [];
    }
    cur.push(it);
    last = it;
  }
  if (cur.length) clusters.push(cur);
  // Split drop caps out of the line whose baseline they share.
  const out: Glyphs[][] = [];
  for (const c of clusters) {
    const size = dominantSize(c);
    let left = Number.POSITIVE_INFINITY;
    for (const it of c) left = Math.min(left, it.x0);
    const caps = c.filter(
      (it) =>
        it.size >= DROP_CAP_RATIO * size &&
        it.str.trim().length <= DROP_CAP_MAX_CHARS &&
        /\p{L}/u.test(it.str) &&
        it.x0 <= left + 1,
    );
    if (caps.length && caps.length < c.length) {
      out.push(c.filter((it) => !caps.includes(it)));
      out.push(caps);
    } else out.push(c);
  }
  return out;
}

/**
 * A lone raised accent over the first letter of a run (TeX's `\'A`, `\v Z`) is put just before
 * that run on its baseline, as TeX emits an accent before its letter in running text
 * (`Bogd´an`): the normalizer then composes it (´A → Á). Left alone, a capital's accent became a
 * row of its own above the name ('´' then 'Akos Bogdán'), and one within the baseline tolerance
 * would sort after the whole run. An accent over a later letter of a run stays where it is: a
 * run's glyph positions are not known.
 */
function placeAccents(items: readonly Glyphs[]): readonly Glyphs[] {
  let out: Glyphs[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const a = items[i];
    // An accent run is one glyph, perhaps with a space: skip the rest without trimming them.
    if (a.str.length > 3 || !RAISED_ACCENT.test(a.str.trim())) continue;
    const centre = (a.x0 + a.x1) / 2;
    const under = items.find(
      (t) =>
        t !== a &&
        /^\p{L}/u.test(t.str) &&
        Math.abs(t.size - a.size) <= ACCENT_SIZE_SLACK * t.size &&
        t.base > a.base &&
        t.base - a.base <= ACCENT_RISE_EM * t.size &&
        centre >= t.x0 &&
        centre <= t.x0 + ACCENT_FIRST_LETTER_EM * t.size,
    );
    if (!under) continue;
    out ??= [...items];
    out[i] = {
      ...a,
      str: a.str.trim(),
      x0: under.x0 - ACCENT_NUDGE,
      x1: under.x0,
      base: under.base,
      top: under.top,
      bottom: under.bottom,
      size: under.size,
    };
  }
  return out ?? items;
}

/**
 * The row whose prose line a run of row `i` belongs to, when the run is not of its own row's type
 * but of a neighbouring line's, within that line's span and near its baseline; -1 when none.
 */
function strayHome(rows: readonly Row[], lines: readonly Set<Glyphs>[], i: number, it: Glyphs): number {
  if (Math.abs(it.size - rows[i].size) <= LINE_SIZE_SLACK * rows[i].size) return -1;
  for (let j = Math.max(0, i - 1); j < Math.min(rows.length, i + 2); j++) {
    if (j === i || !lines[j].size) continue;
    const held = [...lines[j]];
    const size = held[0].size;
    if (Math.abs(it.size - size) > LINE_SIZE_SLACK * size) continue;
    if (Math.abs(it.base - held[0].base) > LINE_STRAY_EM * size) continue;
    const left = Math.min(...held.map((h) => h.x0));
    const right = Math.max(...held.map((h) => h.x1));
    if (it.x0 >= left && it.x1 <= right) return j;
  }
  return -1;
}

export function buildRows(items: readonly Glyphs[]): Row[] {
  const rows = clusterBaselines(placeAccents(items)).map(rowFrom);
  // Attach scripts: an item in a row of smaller type, shifted by a script's rise or drop from a
  // neighbouring row of larger type and touching one of its runs, belongs to that row. Runs are
  // taken left to right and a script already taken counts as the row's: a superscript set as
  // several runs ("[0000", "−", "0003", …: an ORCID iD after an author's name, 2112.02325) joins
  // whole, not only its first run, which left the rest a row of its own above the name.
  const byRow = rows.map((r) => [...r.items]);
  // Rows that gave or took a script are built again; the others stay as they are.
  const changed = new Uint8Array(rows.length);
  const lines = rows.map((r) => lineRuns(r.items));
  /** Run `it` leaves row `from` for row `to`; both are built again. */
  const move = (it: Glyphs, from: number, to: number) => {
    byRow[from].splice(byRow[from].indexOf(it), 1);
    byRow[to].push(it);
    changed[from] = changed[to] = 1;
  };
  for (let i = 0; i < rows.length; i++) {
    for (const it of rows[i].items) {
      if (lines[i].has(it)) continue;
      const home = strayHome(rows, lines, i, it);
      if (home >= 0) {
        move(it, i, home);
        continue;
      }
      for (let j = Math.max(0, i - 3); j < Math.min(rows.length, i + 4); j++) {
        if (j === i) continue;
        const r = rows[j];
        const shift = it.base - r.base;
        if (it.size > SCRIPT_MAX_RATIO * r.size && fullSizeMark(lines[j], r.size, it, shift)) {
          move(it, i, j);
          break;
        }
        if (it.size > SCRIPT_MAX_RATIO * r.size || it.size < SCRIPT_MIN_RATIO * r.size) continue;
        if (shift < -SCRIPT_RISE_EM * r.size || shift > SCRIPT_DROP_EM * r.size) continue;
        // Same baseline: it was set apart on purpose (a drop cap's line), not a script.
        if (Math.abs(shift) <= BASELINE_TOLERANCE_EM * it.size) continue;
        const lead = shift < 0 && markAlone(rows[i].items) && leadsLine(byRow[j], r.size, it);
        if (!lead && !touches(byRow[j], r.size, it)) continue;
        move(it, i, j);
        break;
      }
    }
  }
  return byRow
    .flatMap((items, i) => (!items.length ? [] : changed[i] ? [rowFrom(items)] : [rows[i]]))
    .sort((a, b) => a.base - b.base || a.x0 - b.x0);
}

/**
 * Running heads, running feet, page numbers, venue/copyright/download lines. Only rows in the
 * page's outer bands are candidates, and a candidate goes when one of three kinds of evidence
 * holds:
 *  - repetition: the same text (digits folded) in the outer band of many pages;
 *  - shape: a page number ("3", "Page 3 of 9", "— 3 —", "xii") or a venue/download/copyright
 *    phrase, which identifies a line on a single page cut out of a longer document;
 *  - position and size: a short, not-larger-than-body block at the very top of the page,
 *    set apart from the body by at least a blank line.
 * A candidate that reads like content (a reference entry, a sentence, a caption) stays whatever
 * the evidence (boilerplate-guard.ts). Removed text is returned for the diagnostics, never
 * dropped silently.
 */

import { labelOf } from '../../structure/labels.ts';
import { CAPTION, readsLikeContent } from './boilerplate-guard.ts';
import { continuesColumns, MAX_NUMBERS_IN_HEAD, tableEdgeRows } from './boilerplate-table.ts';
import { citeBox } from './cite-box.ts';
import { type Segment, segments } from './edge-segments.ts';
import { KEYWORDS, numbering } from './headings.ts';
import { LETTER_ONLY } from './headings-text.ts';
import { type Glyphs, joinItems, median, type PageInfo, type Row, rowFrom } from './model.ts';
import { isPageNumber } from './page-number.ts';
import type { Typography } from './stats.ts';

/** Outer band of the page (share of its height) where heads and feet live; letter/A4 margins put them within the outer 8%, 12% leaves room for tall headers. */
const EDGE_ZONE = 0.12;
/** Rows from each edge considered (a head can be two lines plus a rule-separated third). */
const EDGE_ROWS = 3;
/** Repetition needs at least this many pages in the document: a two-page file repeats its real content too often (title in a head, same table headers). */
const MIN_PAGES_FOR_REPETITION = 3;
/** A segment repeating on this share of pages is a running element; odd/even heads reach ~0.5. */
const REPEAT_SHARE = 0.3;
/** Blank space (top of one row to bottom of the other), in body line pitches, that sets an isolated head or foot apart from the body: at least one empty line. */
const ISOLATION_PITCHES = 1.0;
/** An isolated top block has at most this many rows; a head is short. */
const ISOLATED_MAX_ROWS = 2;
/** Heads are set no larger than the body (titles are larger); small slack for rounding. */
const ISOLATED_MAX_SIZE_RATIO = 1.15;
/**
 * The last row of a page, set apart by the same blank band and no larger than body text, is a
 * foot (revision/part-number/date lines, slide footers) when it sits in this bottom share of the
 * page; wider than EDGE_ZONE because slides and covers end well above the paper's edge.
 */
const ISOLATED_FOOT_ZONE = 0.25;
/** Segments of a running head beside a page number are short (journal name, chapter, authors). */
const HEAD_MAX_WORDS = 12;
/** Pages with fewer rows than this are not judged by the position rule (covers, short notes). */
const ISOLATED_MIN_PAGE_ROWS = 10;
/**
 * A document prints its page numbers in one or two places (centred, or at the outer corners):
 * lone numbers whose centres and baselines agree within this many points on several pages mark
 * a folio slot, and a lone number in that slot is the page number on any page, a short last
 * page of references included (the position rule needs ISOLATED_MIN_PAGE_ROWS rows).
 */
const FOLIO_SLOT_PT = 2;
/** Page 1's head band lies in the top this share of the page (the venue-phrase rule). */
const HEAD_BAND_SHARE = 0.5;

/** Phrases that mark venue, licence, download and identifier lines in running heads and feet. */
const BOILERPLATE_PHRASES =
  /(downloaded from|download date|\bdownloaded\b.*\bon\b|copyright|©|\(c\)\s*\d{4}|all rights reserved|\bdoi\s*[:.]|doi\.org|https?:\/\/|www\.|\bissn\b|\bisbn\b|published by|published online|\bvol(?:ume)?\.?\s*\d+.*\b(?:no|iss(?:ue)?)\.?\s*\d+|\bpp\.\s*\d+|licen[cs]e|creative commons|open access|proceedings of|journal of|lecture notes in|\((?:hrsg|eds?)\.\):|preprint|under review|to appear in|\be-?mail\s*:|@\w+\.\w+)/i;

/**
 * A typesetting notice ("typeset using PTPTEX.cls ⟨Ver.0.9⟩", "Typeset with jpsj2.cls", "Preprint
 * typeset using LATEX style emulateapj"): boilerplate in any size among a page's first or last
 * rows, unlike the phrases above, which only small type in a page's edge zone makes boilerplate,
 * and whatever the content guard says of a line opening on a lower-case word.
 */
const TYPESET_NOTICE = /\btypeset (?:using|with|by)\b.*\b(?:cls|tex|latex|revtex|style)\b/i;

/** A footnote at the page foot ("1 https://…") is content, not a venue line. */
const FOOTNOTE_START = /^(?:\d{1,2}|[*†‡§¶])\s*[A-Za-z]/;

const masked = (text: string) => text.trim().replace(/\d+/g, '#');

/**
 * A numbered heading, a section keyword or a heading that names a section ("III. EXPERIMENTS",
 * "References", "Methodology": structure/labels.ts) left alone at a page's edge by the page break
 * is a section's start, set apart by the space around a heading, not a running head or foot (an
 * Arabic number, "4 Results", already passes as FOOTNOTE_START). elbioimp's unnumbered
 * "Methodology" atop page 2 had been removed as an isolated head.
 */
function opensSection(text: string): boolean {
  const t = text.trim();
  return numbering(t) !== null || KEYWORDS.test(t) || labelOf(t) !== null;
}

export interface Removed {
  page: number;
  text: string;
  why: 'repeated' | 'page-number' | 'phrase' | 'isolated-edge' | 'line-number' | 'rotated' | 'curved';
  /** [x0, top, x1, bottom] of the removed runs. */
  bbox: [number, number, number, number];
}

function key(text: string): string {
  return text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

/**
 * Rows of a table at the page's edge (boilerplate-table.ts): aligned with the rows of a table
 * region, or holding more numbers than a running head does. Never candidates.
 */
function tableRows(rows: readonly Row[]): Set<Row> {
  const out = tableEdgeRows(rows);
  for (const r of [...rows.slice(0, EDGE_ROWS), ...rows.slice(-EDGE_ROWS)])
    if (segments(r).filter((s) => isPageNumber(s.text)).length > MAX_NUMBERS_IN_HEAD) out.add(r);
  return out;
}

/** Where a document's frame bands lie, as shares of the page height; null where the page band serves. */
export interface FrameBands {
  /** Rows whose top is above this (and below the page band) are frame heads. */
  head: number | null;
  /** Rows whose bottom is below this (and above the page band) are frame feet. */
  foot: number | null;
}

/**
 * A document whose text starts below the page's outer EDGE_ZONE on most full pages (a journal's
 * small page printed on A4, a book scanned with wide margins) has its running heads there too,
 * out of the page band; one whose text ends above the bottom band, its feet. Their bands: from
 * the text frame's edge (the median top of the first row and bottom of the last, over pages of
 * ISOLATED_MIN_PAGE_ROWS rows or more) EDGE_ZONE of the frame's height inwards. Plain LaTeX
 * pages on A4 start and end there too, with a heading or prose as their first and last rows, so
 * rows of these bands are judged by repetition alone (removeBoilerplate).
 */
export function frameBands(pages: readonly Row[][], infos: readonly PageInfo[]): FrameBands {
  const tops: number[] = [];
  const bottoms: number[] = [];
  pages.forEach((rows, i) => {
    if (rows.length < ISOLATED_MIN_PAGE_ROWS) return;
    tops.push(rows[0].top / infos[i].height);
    bottoms.push(rows[rows.length - 1].bottom / infos[i].height);
  });
  if (!tops.length) return { head: null, foot: null };
  const [t, b] = [median(tops), median(bottoms)];
  const depth = EDGE_ZONE * (b - t);
  return { head: t > EDGE_ZONE ? t + depth : null, foot: b < 1 - EDGE_ZONE ? b - depth : null };
}

/** The outer rows of a page inside the frame's bands and outside the page's. */
function frameRows(rows: readonly Row[], info: PageInfo, bands: FrameBands, table: ReadonlySet<Row>): Row[] {
  const h = info.height;
  const { head, foot } = bands;
  const heads =
    head === null ? [] : rows.slice(0, EDGE_ROWS).filter((r) => r.top >= EDGE_ZONE * h && r.top < head * h);
  const feet =
    foot === null
      ? []
      : rows.slice(-EDGE_ROWS).filter((r) => r.bottom <= (1 - EDGE_ZONE) * h && r.bottom > foot * h);
  return [...new Set([...heads, ...feet])].filter((r) => !table.has(r));
}

function edgeRows(
  rows: readonly Row[],
  info: PageInfo,
  table: ReadonlySet<Row>,
): { top: Row[]; bottom: Row[] } {
  const top = rows.slice(0, EDGE_ROWS).filter((r) => r.top < EDGE_ZONE * info.height && !table.has(r));
  const bottom = rows
    .slice(-EDGE_ROWS)
    .filter((r) => r.bottom > (1 - EDGE_ZONE) * info.height && !top.includes(r) && !table.has(r));
  return { top, bottom };
}

/** The first and last rows of a page that hold an Arabic page number alone, with where it sits. */
function loneNumbers(
  rows: readonly Row[],
  page: number,
): { row: Row; x: number; y: number; offset: number }[] {
  const ends = rows.length > 1 ? [rows[0], rows[rows.length - 1]] : rows.slice(0, 1);
  const out: { row: Row; x: number; y: number; offset: number }[] = [];
  for (const r of ends) {
    const text = joinItems(r.items).trim();
    if (segments(r).length !== 1 || !isPageNumber(text)) continue;
    const n = /\d+/.exec(text);
    if (n) out.push({ row: r, x: (r.x0 + r.x1) / 2, y: r.bottom, offset: Number(n[0]) - page });
  }
  return out;
}

/**
 * The rows, on any page, that sit in a folio slot (FOLIO_SLOT_PT) shared by at least `minPages`
 * pages whose numbers run with the pages (number minus page index the same on each): page
 * numbers by position, whatever their page holds. A table's number column at the same place on
 * every page does not count up with the pages.
 */
function folioRows(pages: readonly Row[][], infos: readonly PageInfo[], minPages: number): Set<Row> {
  const lone = pages.map((rows, i) => loneNumbers(rows, infos[i].page));
  const out = new Set<Row>();
  lone.forEach((mine, i) => {
    for (const a of mine) {
      const pagesThere = lone.filter(
        (theirs, j) =>
          j === i ||
          theirs.some(
            (b) =>
              Math.abs(b.x - a.x) <= FOLIO_SLOT_PT &&
              Math.abs(b.y - a.y) <= FOLIO_SLOT_PT &&
              b.offset === a.offset,
          ),
      ).length;
      if (pagesThere >= minPages) out.add(a.row);
    }
  });
  return out;
}

/** Remove boilerplate from every page's rows; returns the kept rows and what was removed. */
export function removeBoilerplate(
  pages: readonly Row[][],
  infos: readonly PageInfo[],
  typo: Typography,
): { pages: Row[][]; removed: Removed[] } {
  const removed: Removed[] = [];
  const bands = frameBands(pages, infos);
  const candidates = pages.map((rows, i) => {
    const table = tableRows(rows);
    const { top, bottom } = edgeRows(rows, infos[i], table);
    const frame = frameRows(rows, infos[i], bands, table).filter(
      (r) => !top.includes(r) && !bottom.includes(r),
    );
    return { top, bottom, table, segs: [...top, ...bottom].flatMap(segments), frame };
  });
  const counts = new Map<string, Set<number>>();
  candidates.forEach((c, i) => {
    for (const s of [...c.segs, ...c.frame.flatMap(segments)]) {
      const k = key(s.text);
      if (!/[a-z]/.test(k)) continue; // digits-only keys are judged by shape
      const set = counts.get(k) ?? new Set<number>();
      set.add(i);
      counts.set(k, set);
    }
  });
  const n = pages.length;
  const minRepeats = Math.max(2, Math.ceil(REPEAT_SHARE * n));
  const folios = n >= MIN_PAGES_FOR_REPETITION ? folioRows(pages, infos, minRepeats) : new Set<Row>();
  const drop = new Set<Glyphs>();
  /** A venue, licence or identifier phrase in type no larger than the body's, not a footnote. */
  const venuePhrase = (s: Segment) =>
    BOILERPLATE_PHRASES.test(s.text) &&
    !FOOTNOTE_START.test(s.text) &&
    s.row.size <= typo.bodySize * ISOLATED_MAX_SIZE_RATIO;
  // Each page's first row, digits masked: a running head recurs there.
  const firstRows = pages.map((rows) => (rows.length ? masked(joinItems(rows[0].items)) : ''));
  candidates.forEach((c, i) => {
    const page = infos[i].page;
    const guard = { rows: pages[i], drop, firstPage: i === 0, notice: BOILERPLATE_PHRASES };
    const take = (
      s: Segment,
      why: Exclude<Removed['why'], 'rotated' | 'line-number' | 'curved'>,
      sure = false,
    ) => {
      // A lone page number or a typesetting notice is never content; anything else with words is checked first.
      if (!sure && !isPageNumber(s.text) && readsLikeContent(s, why, guard)) return;
      for (const it of s.items) drop.add(it);
      const bbox: Removed['bbox'] = [
        Math.min(...s.items.map((it) => it.x0)),
        Math.min(...s.items.map((it) => it.top)),
        Math.max(...s.items.map((it) => it.x1)),
        Math.max(...s.items.map((it) => it.bottom)),
      ];
      removed.push({ page, text: s.text, why, bbox });
    };
    for (const s of c.segs) {
      const k = key(s.text);
      if (n >= MIN_PAGES_FOR_REPETITION && (counts.get(k)?.size ?? 0) >= minRepeats) take(s, 'repeated');
      else if (isPageNumber(s.text)) take(s, 'page-number');
      else if (venuePhrase(s)) take(s, 'phrase');
    }
    // A venue phrase on page 1 in the band where the other pages set their running heads: page
    // 1's venue head there ("… Lecture Notes in Informatics (LNI) …") repeats nowhere. Page 1's
    // head only: later pages' bands hold body lines that name journals (a reference entry).
    // Checked before the frame's repetition rule below, which takes what repeats.
    const headBand = i === 0 ? c.frame.filter((r) => r.bottom < HEAD_BAND_SHARE * infos[i].height) : [];
    for (const s of headBand.flatMap(segments))
      if ((counts.get(key(s.text))?.size ?? 0) < minRepeats && venuePhrase(s)) take(s, 'phrase');
    // Page 1's box telling how to cite the paper (cite-box.ts).
    if (i === 0) for (const s of citeBox(pages[0], typo.bodySize)) take(s, 'phrase', true);
    // A typesetting notice among the page's first or last rows, however far from the edge
    // (PTP prints it 120 pt above the first page's foot).
    for (const r of [...pages[i].slice(0, EDGE_ROWS), ...pages[i].slice(-EDGE_ROWS)])
      for (const s of segments(r))
        if (TYPESET_NOTICE.test(s.text) && !s.items.some((it) => drop.has(it))) take(s, 'phrase', true);
    // A lone number in the document's folio slot, wherever the page's text ends.
    for (const r of pages[i])
      if (folios.has(r))
        for (const s of segments(r)) if (!s.items.some((it) => drop.has(it))) take(s, 'page-number');
    // Heads and feet in the frame's bands go on repetition alone, and the page number and separators
    // ("Approximation Algorithms for Data Placement · 3") of a row that lost its head with them.
    for (const row of c.frame) {
      const segs = segments(row);
      const repeated = segs.filter((s) => (counts.get(key(s.text))?.size ?? 0) >= minRepeats);
      if (n < MIN_PAGES_FOR_REPETITION || !repeated.length) continue;
      for (const s of repeated) take(s, 'repeated');
      if (!segs.some((s) => s.items.some((it) => drop.has(it)))) continue;
      for (const s of segs)
        if (!s.items.some((it) => drop.has(it)) && (isPageNumber(s.text) || !/\p{L}/u.test(s.text)))
          take(s, 'page-number');
    }
    // A running head carries the page number at one end ("400  BRITISH HUSBANDRY.  [Ch. XIX."):
    // the other short segments of an outer row go with it.
    for (const row of [...c.top.slice(0, 2), ...c.bottom.slice(-2)]) {
      const segs = segments(row);
      if (segs.length < 2) continue;
      const ends = [segs[0], segs[segs.length - 1]];
      if (!ends.some((e) => isPageNumber(e.text))) continue;
      if (segs.some((g) => g.text.split(/\s+/).length > HEAD_MAX_WORDS)) continue;
      for (const g of segs) if (!g.items.some((it) => drop.has(it))) take(g, 'page-number');
    }
    // Position and size: the top rows above a blank band, no larger than body text.
    const rows = pages[i];
    // "Not larger than the text": the document's body size, or this page's typical row on covers and slides.
    const sizeCap = ISOLATED_MAX_SIZE_RATIO * Math.max(typo.bodySize, median(rows.map((r) => r.size)));
    if (rows.length >= ISOLATED_MIN_PAGE_ROWS) {
      for (let k = 1; k <= ISOLATED_MAX_ROWS && k < rows.length; k++) {
        const block = rows.slice(0, k);
        const next = rows[k];
        if (block.some((r) => r.top > EDGE_ZONE * infos[i].height)) break;
        if (block.some((r) => r.size > sizeCap || c.table.has(r))) break;
        if (next.top - block[k - 1].bottom >= ISOLATION_PITCHES * typo.pitch) {
          // Judged as one text: a sentence carried over from the previous page often breaks into
          // a long line without its end and a short line under 8 words ("…conditions was" /
          // "small and its confidence interval included zero."), neither a sentence alone.
          const live = block.map((r) => r.items.filter((it) => !drop.has(it))).filter((its) => its.length);
          const joined = { items: live.flat(), text: live.map(joinItems).join(' '), row: block[0] };
          if (live.length > 1 && readsLikeContent(joined, 'isolated-edge', guard)) break;
          // A heading that opens the page ("5 Discussion", an appendix's "A Proof of …" over a
          // double-spaced paragraph) is content; a running head shaped so recurs atop other pages.
          const t = joined.text.trim();
          const heading = opensSection(t) || (i > 0 && LETTER_ONLY.test(t));
          if (heading && !firstRows.some((f, j) => j !== i && f === masked(t))) break;
          for (const r of block)
            for (const s of segments(r)) if (!s.items.some((it) => drop.has(it))) take(s, 'isolated-edge');
          break;
        }
      }
    }
    // Position and size at the foot: the last remaining row below a blank band.
    const rest = rows.filter((r) => r.items.some((it) => !drop.has(it)));
    if (rows.length >= ISOLATED_MIN_PAGE_ROWS && rest.length >= 2 && !c.table.has(rest[rest.length - 1])) {
      const last = rest[rest.length - 1];
      const prev = rest[rest.length - 2];
      const text = joinItems(last.items.filter((it) => !drop.has(it)));
      // A lone page number ends the page wherever the content stops (short last pages, cropped boxes).
      const loneNumber = isPageNumber(text) && last.top - prev.bottom >= ISOLATION_PITCHES * typo.pitch;
      if (loneNumber) for (const s of segments(last)) take(s, 'page-number');
      else if (
        last.bottom > (1 - ISOLATED_FOOT_ZONE) * infos[i].height &&
        last.size <= sizeCap &&
        last.top - prev.bottom >= ISOLATION_PITCHES * typo.pitch &&
        !FOOTNOTE_START.test(text) &&
        !CAPTION.test(text) &&
        !opensSection(text) &&
        !continuesColumns(last, prev)
      )
        for (const s of segments(last)) if (!s.items.some((it) => drop.has(it))) take(s, 'isolated-edge');
    }
  });
  const kept = pages.map((rows) =>
    rows
      .map((r) => r.items.filter((it) => !drop.has(it)))
      .filter((items) => items.length > 0)
      .map(rowFrom),
  );
  return { pages: kept, removed };
}

/**
 * Title, authors and affiliations from the first page's layout, for the many PDFs whose info
 * dictionary and XMP say nothing (9 of the 10 readoc arXiv papers) or say junk. The title is
 * the largest text near the top of page 1 that is not a stamp, label or journal name (its
 * lines merged), else a centred body-size first line in heading type over a line of names; below it, until the abstract, the first heading or running prose, each line
 * is an author line (names, markers, e-mails), an affiliation (institution words, postcodes,
 * countries, or the lines stacked under one), or neither (dates, "Assistant Professor").
 * Returns the lines' roles too, so the body blocks holding them can say what they are.
 */

import {
  affiliationsOf,
  authorsOf,
  cleanAffiliation,
  isAffiliationText,
  joinNames,
  namesIn,
  namesOnLine,
} from './front-matter-people.ts';
import {
  FRONT_END,
  isContactOnly,
  isDateLine,
  isLabel,
  isProse,
  isSuperscript,
  notATitle,
  recombineAccents,
  startsWithMarker,
  textWithoutSuperscripts,
} from './front-matter-text.ts';
import { joinItems, type Line, type PageInfo } from './model.ts';
import type { Typography } from './stats.ts';

/**
 * The title starts in this top share of page 1. Titles in the corpora start by 0.26 of the
 * height (a landscape ACM extended abstract); journal cover blocks push some to ~0.3.
 */
const TITLE_ZONE = 0.5;
/**
 * The title is at least this many times the body size. Titles in the corpora are 1.24–2.4
 * times the body; a bold heading one point over 10 pt body (1.1) is not a title.
 */
const TITLE_MIN_RATIO = 1.2;
/**
 * …or, when centred on the page (its middle within this share of the page width from the
 * page's middle), at least this many times: an 11 pt caps title over 10 pt body (a math
 * preprint). A bold body-size title (some Word files, AASTeX) is found only with the stronger
 * layout evidence of bodySizeTitle (MAIN_FONT_SHARE), not as the first bold line.
 */
const CENTRED_TITLE_MIN_RATIO = 1.05;
const CENTRED_SHARE = 0.05;
/** Lines within this share of the largest size belong to the title (rounding of scaled fonts). */
const TITLE_SIZE_TOLERANCE = 0.06;
/** Title lines follow each other with at most this much white space, in title sizes (leading is ~1.2). */
const TITLE_GAP_EM = 1.2;
/**
 * A title has at least this many letters (a 60 pt drop letter or a lone "J" is not one), each
 * of its lines at least this many ("TRACK" ends a three-line title).
 */
const MIN_TITLE_LETTERS = 6;
const MIN_LINE_LETTERS = 2;
/** …and this many words: a one-word line in the largest type is a logo or a journal's name ("JSS"). */
const MIN_TITLE_WORDS = 2;
/** Sizes tried from the largest down: the largest, and the next when the largest holds no title. */
const SIZE_ATTEMPTS = 2;
/**
 * A title in body-size heading type (AASTeX twocolumn: 10 pt bold over 10 pt text) has no size
 * to tell it; it is taken, when no larger title is found, only as the first text of page 1,
 * centred, in a font the page's text is not mostly set in, with the line right under it naming
 * people. Lines carrying at least this share of the page's letters set its main font.
 */
const MAIN_FONT_SHARE = 0.5;
/** A float's label opening the page ("Table 3" over its caption on a page that is only a table) is no title. */
const FLOAT_LABEL = /^(?:table|figure|fig\.|plate|chart|exhibit)\s*[\dIVX]/i;
/** Author and affiliation lines are read down to this share of the page height at most. */
const FRONT_ZONE = 0.75;
/** …and at most this many lines after the title (a 20-author, 12-affiliation block fits). */
const MAX_FRONT_LINES = 60;
/** Lines of one affiliation block sit at most this many of their sizes apart (white space between them). */
const STACK_GAP_EM = 1;
/** Lines of one block share a size within this many points (the engine rounds sizes to 0.5 pt). */
const SAME_SIZE_PT = 0.5;
/** A footnote longer than this is a note about the work, not an affiliation. */
const MAX_NOTE_AFFILIATION_CHARS = 300;

export type FrontRole = 'title' | 'author' | 'affiliation';

export interface FrontMatter {
  title: string | null;
  authors: string[];
  affiliations: string[];
  /** Roles of the page's lines that belong to the front matter. */
  roles: Map<Line, FrontRole>;
}

export interface FrontExtras {
  /**
   * Text removed from page 1 as boilerplate. ICML and JMLR print the title as the running head
   * of later pages, so page 1's big title is removed as "repeated": it is still the title.
   */
  removed?: readonly { text: string; why: string; bbox: readonly [number, number, number, number] }[];
  /** Page 1's footnotes ("The authors are with the School of …", "1 R. X is with …"). */
  notes?: readonly (readonly Line[])[];
}

interface Candidate {
  text: string;
  size: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  line: Line | null;
}

const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length;

/** The title's lines: the largest plausible text in the top zone, merged when set on several lines. */
function findTitle(
  lines: readonly Line[],
  typo: Typography,
  page: PageInfo,
  extras: FrontExtras,
): Candidate[] {
  const end = lines.findIndex((l) => FRONT_END.test(l.text));
  const before = end === -1 ? lines : lines.slice(0, end);
  const pool: Candidate[] = [
    ...before.map(candidateOf),
    ...(extras.removed ?? [])
      .filter((r) => r.why === 'repeated')
      .map((r) => ({
        text: r.text,
        size: r.bbox[3] - r.bbox[1],
        x0: r.bbox[0],
        x1: r.bbox[2],
        top: r.bbox[1],
        bottom: r.bbox[3],
        line: null,
      })),
  ].filter(
    (c) =>
      c.top < TITLE_ZONE * page.height &&
      (c.size >= TITLE_MIN_RATIO * typo.bodySize ||
        (c.size >= CENTRED_TITLE_MIN_RATIO * typo.bodySize &&
          Math.abs((c.x0 + c.x1) / 2 - page.width / 2) < CENTRED_SHARE * page.width)) &&
      letters(c.text) >= MIN_LINE_LETTERS &&
      !notATitle(c.text) &&
      !isContactOnly(c.text),
  );
  if (!pool.length) return [];
  // The largest size first; when it holds no title (a one-word logo, a lone big glyph), the next size once more.
  let rest = pool;
  for (let attempt = 0; attempt < SIZE_ATTEMPTS && rest.length; attempt++) {
    const max = Math.max(...rest.map((c) => c.size));
    const big = rest.filter((c) => c.size >= max * (1 - TITLE_SIZE_TOLERANCE)).sort((a, b) => a.top - b.top);
    const groups: Candidate[][] = [];
    for (const c of big) {
      const g = groups[groups.length - 1];
      const prev = g?.[g.length - 1];
      if (prev && c.top - prev.bottom <= TITLE_GAP_EM * max && c.top > prev.top) g.push(c);
      else groups.push([c]);
    }
    const text = (g: readonly Candidate[]) => g.map((c) => c.text).join(' ');
    // A caption set large on a page that is only a float ("Table 4: Baseline model …") is no title.
    const worthy = groups.filter(
      (g) =>
        letters(text(g)) >= MIN_TITLE_LETTERS &&
        text(g).trim().split(/\s+/).length >= MIN_TITLE_WORDS &&
        !FLOAT_LABEL.test(text(g)),
    );
    // Of several same-size groups (a big journal name above the title), the title says the most.
    if (worthy.length) return worthy.reduce((a, b) => (letters(text(b)) > letters(text(a)) ? b : a));
    rest = rest.filter((c) => !big.includes(c));
  }
  return [];
}

/** The font most of the page's letters are set in, when one carries MAIN_FONT_SHARE of them. */
function mainFont(lines: readonly Line[]): string | undefined {
  const count = new Map<string, number>();
  let all = 0;
  for (const l of lines) {
    const n = letters(l.text);
    all += n;
    if (l.font) count.set(l.font, (count.get(l.font) ?? 0) + n);
  }
  const [font, n] = [...count].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
  return n >= MAIN_FONT_SHARE * all ? font : undefined;
}

/** Letters in capitals: a line with no lower-case letter and at least MIN_TITLE_LETTERS letters. */
const inCapitals = (text: string) => !/\p{Ll}/u.test(text) && letters(text) >= MIN_TITLE_LETTERS;

/**
 * The body-size title of MAIN_FONT_SHARE's comment: the page's first lines, centred, over a line
 * of names. In the page's main font it is a title only in capitals (emulateapj sets the title in
 * the text's own roman, 10 pt capitals over 10 pt text), every line of it.
 */
function bodySizeTitle(lines: readonly Line[], page: PageInfo): Candidate[] {
  const byTop = [...lines].sort((a, b) => a.top - b.top);
  const first = byTop[0];
  const main = mainFont(lines);
  if (!first?.font || !main || first.top >= TITLE_ZONE * page.height) return [];
  const capitals = first.font === main;
  if (capitals && !inCapitals(first.text)) return [];
  const centred = (l: Line) => Math.abs((l.x0 + l.x1) / 2 - page.width / 2) < CENTRED_SHARE * page.width;
  const group: Line[] = [];
  for (const l of byTop) {
    const prev = group[group.length - 1];
    if (prev && (l.font !== first.font || l.top - prev.bottom > TITLE_GAP_EM * l.size)) break;
    if (capitals && !inCapitals(l.text)) break;
    if (!centred(l)) return [];
    group.push(l);
  }
  const next = byTop[group.length];
  const text = group.map((l) => l.text).join(' ');
  if (!next || !namesOnLine(next) || letters(text) < MIN_TITLE_LETTERS) return [];
  if (notATitle(text) || FLOAT_LABEL.test(text)) return [];
  return group.map(candidateOf);
}

/** A title line as a candidate of the title search. */
function candidateOf(l: Line): Candidate {
  return { text: l.text, size: l.size, x0: l.x0, x1: l.x1, top: l.top, bottom: l.bottom, line: l };
}

/** Left edges of a flush-left title's lines agree within this many points. */
const FLUSH_LEFT_PT = 1;

/**
 * A body-size title set flush left (TUGboat: bold, ragged right, over its column's authors,
 * indented): the first lines of the page's leftmost column in one font the page's text is not
 * mostly set in, left edges aligned, with the next line of their column naming people. Only lines overlapping the
 * first one across are its column (the other column's text starts at the same height).
 */
function flushBodySizeTitle(lines: readonly Line[], page: PageInfo): Candidate[] {
  const byTop = [...lines].sort((a, b) => a.top - b.top);
  // The first line of the leftmost column: the other column's first line may sit a little higher.
  const first = byTop
    .filter((l) => l.top - byTop[0].top < byTop[0].size)
    .reduce<Line | undefined>((a, l) => (a && a.x0 <= l.x0 ? a : l), undefined);
  const main = mainFont(lines);
  if (!first?.font || !main || first.font === main || first.top >= TITLE_ZONE * page.height) return [];
  const column = byTop.filter((l) => l.x0 < first.x1 && l.x1 > first.x0);
  const group: Line[] = [];
  for (const l of column) {
    const prev = group[group.length - 1];
    if (prev && (l.font !== first.font || l.top - prev.bottom > TITLE_GAP_EM * l.size)) break;
    if (Math.abs(l.x0 - first.x0) > FLUSH_LEFT_PT) break;
    group.push(l);
  }
  const next = column[group.length];
  const text = group.map((l) => l.text).join(' ');
  // People, not a company ("NVIDIA Corporation and Subsidiaries" under a report's page heading).
  if (!next || !namesOnLine(next) || isAffiliationText(next.text) || letters(text) < MIN_TITLE_LETTERS)
    return [];
  if (notATitle(text) || FLOAT_LABEL.test(text)) return [];
  return group.map(candidateOf);
}

function titleText(group: readonly Candidate[]): string | null {
  let text = '';
  for (const c of group) {
    // A trailing superscript on a title line is a footnote mark ("Markov Chains∗", "Platforms 1").
    const items = c.line?.items;
    let t = c.text;
    if (c.line && items?.length) {
      const l = c.line;
      let k = items.length;
      while (k > 0 && isSuperscript(items[k - 1], l) && /^[\s\d,∗*†‡§¶]*$/u.test(items[k - 1].str)) k--;
      if (k < items.length && k > 0) t = joinItems(items.slice(0, k));
    }
    t = t.replace(/[\s∗*†‡§¶]+$/u, '').trim();
    text = !text ? t : /-$/.test(text) ? text + t : `${text} ${t}`;
  }
  text = recombineAccents(text).replace(/\s+/g, ' ').trim();
  return text.split(' ').length >= MIN_TITLE_WORDS ? text : null;
}

type Kind = FrontRole | 'contact' | 'other';

/** A line that finishes a name broken at the end of the author line above ("Paulo Ro-" / "cha9, Bogdan …"). */
function continuesNames(last: { line: Line; kind: Kind } | null, l: Line): boolean {
  if (
    last?.kind !== 'author' ||
    last.line.block !== l.block ||
    l.top - last.line.bottom > STACK_GAP_EM * l.size ||
    Math.abs(l.size - last.line.size) > SAME_SIZE_PT
  )
    return false;
  const above = textWithoutSuperscripts(last.line);
  const here = textWithoutSuperscripts(l);
  // Only a list that visibly goes on: a broken word, a trailing comma or "and".
  if (!/(?:[-,]|\band)$/.test(above) && !/^\p{Ll}/u.test(here)) return false;
  return namesIn(joinNames(above, here)) !== null;
}

export function frontMatter(
  lines: readonly Line[],
  typo: Typography,
  page: PageInfo,
  extras: FrontExtras = {},
): FrontMatter {
  const out: FrontMatter = { title: null, authors: [], affiliations: [], roles: new Map() };
  const onPage = lines.filter((l) => l.page === page.page && l.text.trim());
  const found = findTitle(onPage, typo, page, extras);
  const centred = found.length ? found : bodySizeTitle(onPage, page);
  const group = centred.length ? centred : flushBodySizeTitle(onPage, page);
  out.title = titleText(group);
  if (!out.title) return out;
  const titleLines = group.map((c) => c.line).filter((l): l is Line => l !== null);
  for (const l of titleLines) out.roles.set(l, 'title');
  const bottom = Math.max(...group.map((c) => c.bottom));
  const start = titleLines.length
    ? Math.max(...titleLines.map((l) => onPage.indexOf(l))) + 1
    : onPage.findIndex((l) => l.top >= bottom);
  if (start < 0) return out;

  const kinds: { line: Line; kind: Kind }[] = [];
  let last: { line: Line; kind: Kind } | null = null;
  for (const l of onPage.slice(start, start + MAX_FRONT_LINES)) {
    const text = l.text.trim();
    if (FRONT_END.test(text) || l.top > FRONT_ZONE * page.height) break;
    if (out.roles.has(l)) continue;
    let kind: Kind;
    const stacked =
      last?.kind === 'affiliation' &&
      last.line.block === l.block &&
      l.top - last.line.bottom <= STACK_GAP_EM * l.size &&
      Math.abs(l.size - last.line.size) <= SAME_SIZE_PT &&
      l.font === last.line.font;
    if (isContactOnly(text) || /^(?:and|&)$/i.test(text) || isDateLine(text)) kind = 'contact';
    else if (isLabel(text)) kind = 'other';
    else if (isAffiliationText(text)) kind = 'affiliation';
    else if (isProse(text)) break;
    // A line led by a marker is the next affiliation ("5Shanghai Health Development …"):
    // authors carry their markers after the name.
    else if (stacked || startsWithMarker(l)) kind = 'affiliation';
    else if (namesOnLine(l) || continuesNames(last, l)) kind = 'author';
    else kind = 'other';
    const entry = { line: l, kind };
    kinds.push(entry);
    last = kind === 'contact' || kind === 'other' ? null : entry;
  }

  // Runs of adjacent lines of one kind in one block: an author list, an affiliation block.
  const runs: { kind: Kind; lines: Line[] }[] = [];
  for (const { line, kind } of kinds) {
    const run = runs[runs.length - 1];
    const prev = run?.lines[run.lines.length - 1];
    const joins =
      run &&
      run.kind === kind &&
      prev !== undefined &&
      prev.block === line.block &&
      line.top - prev.bottom <= STACK_GAP_EM * line.size &&
      !(kind === 'affiliation' && startsWithMarker(line));
    if (joins) run.lines.push(line);
    else runs.push({ kind, lines: [line] });
  }
  for (const run of runs) {
    if (run.kind === 'author') {
      out.authors.push(...authorsOf(run.lines));
      for (const l of run.lines) out.roles.set(l, 'author');
    } else if (run.kind === 'affiliation') {
      out.affiliations.push(...affiliationsOf(run.lines));
      for (const l of run.lines) out.roles.set(l, 'affiliation');
    }
  }
  // Affiliations printed as first-page notes ("The authors are with …", "1 R. X is with …").
  for (const note of extras.notes ?? []) {
    const text = note.map((l) => l.text).join(' ');
    if (
      text.length <= MAX_NOTE_AFFILIATION_CHARS &&
      isAffiliationText(text) &&
      (startsWithMarker(note[0]) || /\b(?:is|are) with\b/i.test(text))
    )
      out.affiliations.push(cleanAffiliation(text));
  }
  out.authors = [...new Set(out.authors)];
  out.affiliations = [...new Set(out.affiliations.filter((a) => /\p{L}{2}/u.test(a)))];
  return out;
}

/**
 * Body paragraphs → BodyBlocks with roles: headings (with levels) and run-in headings from
 * headings.ts, table text (lines inside a found table's box, or a `[Table N: …]` placeholder),
 * captions left in the body (tables'), figure labels, list items, reference entries after a
 * References heading. A block's bbox is the union of its lines' boxes on the page where it
 * starts (a paragraph running onto the next column or page is boxed by its first part only).
 */

import { unspaced } from '../../structure/labels.ts';
import type { BBox, BodyBlock } from '../types.ts';
import { linesBox } from './figures.ts';
import {
  assignLevels,
  continuesHeading,
  type Heading,
  type HeadingContext,
  headingOf,
  indentsParagraphs,
  numbering,
  supported,
} from './headings.ts';
import { monospaceFonts } from './headings-mono.ts';
import { inAuthorBlock } from './headings-people.ts';
import { NUMBER_ONLY, runInOf } from './headings-runin.ts';
import { type RunInEvent, runInRanks } from './headings-runin-levels.ts';
import { romanScheme, thirdLevel } from './headings-scheme.ts';
import { LETTER_ONLY } from './headings-text.ts';
import { mendZeroLevels } from './headings-zero-level.ts';
import type { Line } from './model.ts';
import type { Para } from './paragraphs.ts';

/** Line centres may sit this many points outside a table's box (glyph boxes are estimates). */
const BOX_SLACK = 1;
/** A list item starts with a bullet glyph. Numbered items ("1.", "(a)") are left as paragraphs: numbered headings and equations look the same. */
const BULLET = /^[•◦▪▫‣●○∙·■□➢►–]\s/u;
const REFERENCES =
  /^(?:\d+\.?\s*|[IVX]+\.?\s*)?(?:references|bibliography|literature cited|works cited|references and notes)$/i;
/** First-page paragraphs before the body starts (title, authors, affiliations) are never headings; these end the front matter (a keyword, or a numbered section: "2 Method"). */
const FRONT_HEADING = /^(?:abstract|summary|keywords|index terms|introduction)\b/i;
const FRONT_NUMBERED = /^(?:§\s*)?(?:[1-9]|[IVX]{1,4})\.?\s+(?:\p{Lu}\p{Ll}{2,}|\p{Lu}{3,})/u;
/** The body has started on page 1 once a paragraph has this many lines at body size. */
const BODY_START_LINES = 3;

function inBox(l: Line, page: number, box: BBox): boolean {
  const cx = (l.x0 + l.x1) / 2;
  const cy = (l.top + l.bottom) / 2;
  return (
    l.page === page &&
    cx >= box[0] - BOX_SLACK &&
    cx <= box[2] + BOX_SLACK &&
    cy >= box[1] - BOX_SLACK &&
    cy <= box[3] + BOX_SLACK
  );
}

/**
 * A numbered heading line that the paragraph builder left at the end of a paragraph, after a
 * line that does not end a sentence (a table of contents' last entry "…seed set 5", a row of
 * table numbers) is a paragraph of its own when it is set, whole, in a font no other line of the
 * paragraph uses (real-nogt scienceparse_superscripttest's "1. Introduction").
 */
function splitTrailingHeadings(laid: readonly Para[], ctx: HeadingContext): Para[] {
  return laid.flatMap((p) => {
    if (p.float || p.role || p.lines.length < 2) return [p];
    const last = p.lines[p.lines.length - 1];
    const rest = p.lines.slice(0, -1);
    if (!last.font || last.font === ctx.bodyFont || rest.some((l) => l.font === last.font)) return [p];
    // The section number may be upright before a bold title ("1. **Introduction**").
    const whole = last.items?.every(
      (it, j) => it.font === last.font || (j === 0 && NUMBER_ONLY.test(it.str.trim())),
    );
    if (!whole) return [p];
    const num = numbering(last.text);
    if (!num || /\.\s/.test(last.text.slice(num.length)) || !p.text.endsWith(` ${last.text}`)) return [p];
    return [
      { ...p, text: p.text.slice(0, -last.text.length - 1), lines: rest },
      { ...p, text: last.text, lines: [last] },
    ];
  });
}

/** A reference entry opening on a bracketed number ("[12] E. Nowak and K. Mensah. A study…")… */
const BRACKETED_ENTRY = /^\[\d{1,3}\]\s+\S/;
/** …and this many lines opening on one between two headings are a reference list. */
const REFERENCE_RUN = 3;

/**
 * The first heading after a reference list opens the back matter (an appendix, a supplement)
 * at the top level, whatever its type: REVTeX PRL prints no heading over its references and sets
 * an appendix's section in the bold mixed case of its subsections ("Derivation of the
 * estimator" after "[12] …"), which the style ranks one level down. Only headings without a
 * numbering depth (unnumbered, or a letter alone): a section number's depth is evidence of its own.
 */
function topAfterReferences(
  levels: Map<number, number>,
  laid: readonly Para[],
  byIndex: Map<number, Heading>,
): void {
  if (!levels.size) return;
  const top = Math.min(...levels.values());
  let from = 0;
  for (const i of [...levels.keys()].sort((a, b) => a - b)) {
    // Counted by line: the paragraph builder may run several entries into one paragraph.
    const entries = laid
      .slice(from, i)
      .flatMap((p) => p.lines)
      .filter((l) => BRACKETED_ENTRY.test(l.text)).length;
    if (entries >= REFERENCE_RUN && byIndex.get(i)?.depth === null) levels.set(i, top);
    from = i + 1;
  }
}

/** Top-level numbered sections before a reference list, in one type, for a letter in that type to be an appendix. */
const APPENDIX_STYLE_MIN = 2;

/**
 * A heading opening on a capital alone ("A Additional experiments") in the exact type of at
 * least APPENDIX_STYLE_MIN top-level numbered sections before it is an appendix, even after a
 * reference list: journals that set their sections bold at body size (bench headings latex
 * smallheads-2col) give an appendix no larger type to show for it. A reference entry is not in
 * the sections' type and opens with initials ("A. Smith, …"), which headingOf turns down.
 */
function appendixLike(h: Heading, text: string, before: readonly Heading[]): boolean {
  if (!h.letter && !(h.depth === null && LETTER_ONLY.test(text))) return false;
  return (
    before.filter((g) => g.style === h.style && g.depth === 1 && g.number !== null).length >=
    APPENDIX_STYLE_MIN
  );
}

/**
 * An unnumbered heading in the exact type of at least APPENDIX_STYLE_MIN unnumbered headings
 * before it, one of them a section keyword ("Introduction"), is a section of the paper's own
 * kind, after a reference list too: a journal with unnumbered sections sets its appendix's
 * "Proof of Proposition 1" so (elbioimp). The list's entries are in their own smaller type.
 */
function sectionStyled(h: Heading, before: readonly Heading[]): boolean {
  if (h.depth !== null) return false;
  const same = before.filter((g) => g.style === h.style && g.depth === null);
  return same.length >= APPENDIX_STYLE_MIN && same.some((g) => g.keyword);
}

/** A heading run into the paragraph under it has at most this many lines (headings.ts allows three). */
const LEADING_HEAD_MAX_LINES = 3;

/**
 * The first lines of a paragraph, set whole in a heading font that no later line uses, are a
 * heading of their own when they read as one (headingOf) and open with a section number: the
 * paragraph builder can miss the break under a wrapped heading in a narrow column, where the
 * second line is indented and long enough not to count as short and the step to the text is
 * under a paragraph gap of the heading's larger size (a three-column multicol paper's
 * "4.3 Effect of document length on / accuracy and memory use", 10 pt bold over 9 pt text).
 * A one-line numbered heading is broken off there already (paragraph-heads.ts numberedHeadingEnd).
 */
function splitLeadingHeadings(laid: readonly Para[], ctx: HeadingContext): Para[] {
  const out: Para[] = [];
  for (const p of laid) {
    out.push(p);
    if (p.float || p.role || p.lines.length < 2) continue;
    const font = p.lines[0].font;
    if (!font || font === ctx.bodyFont) continue;
    const whole = (l: Line) =>
      l.font === font && (l.items ?? []).every((it) => it.font === font || !it.str.trim());
    let n = 0;
    while (n < Math.min(LEADING_HEAD_MAX_LINES, p.lines.length - 1) && whole(p.lines[n])) n++;
    const rest = p.lines.slice(n);
    if (n < 2 || rest.some((l) => l.font === font || l.items?.some((it) => it.font === font))) continue;
    const lines = p.lines.slice(0, n);
    const text = lines.map((l) => l.text).join(' ');
    if (!numbering(text) || !p.text.startsWith(`${text} `)) continue;
    const head: Para = { ...p, text, lines };
    if (!headingOf(head, out.at(-2) ?? null, out.length - 1, ctx)) continue;
    out.splice(-1, 1, head, { ...p, text: p.text.slice(text.length + 1), lines: rest });
  }
  return out;
}

export function buildBlocks(
  input: readonly Para[],
  typeCtx: HeadingContext,
  tables: readonly { page: number; bbox: BBox }[],
  join: (a: string, b: string) => string,
): BodyBlock[] {
  const ctx: HeadingContext = {
    ...typeCtx,
    mono: monospaceFonts(input.flatMap((p) => p.lines)),
    indents: indentsParagraphs(input, typeCtx.typo),
  };
  const laid = splitLeadingHeadings(splitTrailingHeadings(input, ctx), ctx);
  const isTable = (p: Para) =>
    p.role === 'table' ||
    (tables.length > 0 && p.lines.every((l) => tables.some((t) => inBox(l, t.page, t.bbox))));
  // The first page's front matter: everything before the first paragraph that reads like body text.
  let front = 0;
  while (
    front < laid.length &&
    laid[front].lines[0].page === 1 &&
    !FRONT_HEADING.test(unspaced(laid[front].text)) &&
    !FRONT_NUMBERED.test(laid[front].text) &&
    laid[front].lines.filter((l) => Math.abs(l.size - ctx.typo.bodySize) <= 0.6).length < BODY_START_LINES
  )
    front++;
  const table = laid.map(isTable);
  const candidates: Heading[] = [];
  let afterReferences = false;
  laid.forEach((p, i) => {
    if (table[i] || i < front) return;
    const h = headingOf(p, i > 0 ? laid[i - 1] : null, i, ctx, laid[i + 1] ?? null);
    // Inside a reference list, numbered entries in a bold face look like headings: only a
    // keyword or larger type ("Appendix", "Supplementary material") starts a section there, an
    // appendix lettered in the type of the sections before the list, or an unnumbered heading
    // in the type of the unnumbered sections before it.
    if (
      !h ||
      (afterReferences && !h.strong && !appendixLike(h, p.text, candidates) && !sectionStyled(h, candidates))
    )
      return;
    // Names over an address (an author block at the paper's end) are no heading, unless numbered or a keyword.
    if (h.depth === null && !h.keyword && inAuthorBlock(p, laid[i - 1] ?? null, laid[i + 1] ?? null)) return;
    candidates.push(h);
    afterReferences = REFERENCES.test(p.text.replace(/[.:]$/, ''));
  });
  // Sections I., sub-sections A.: an arabic "1." is a sub-sub-section, apart or run in.
  const roman = romanScheme(candidates, (h) => laid[h.index].text);
  if (roman) for (const h of candidates) thirdLevel(h, laid[h.index].text);
  const runCtx: HeadingContext = { ...ctx, romanScheme: roman };
  // The wrapped rest of a heading that may take it (below) is no text under it.
  const wrapped = new Set<number>();
  for (const h of candidates)
    if (h.depth !== null || h.strong) {
      let p = laid[h.index];
      for (let j = h.index + 1; j < laid.length && continuesHeading(p, laid[j]); j++) {
        wrapped.add(j);
        p = { ...p, text: join(p.text, laid[j].text), lines: [...p.lines, ...laid[j].lines] };
      }
    }
  const found = assignLevels(supported(candidates, laid, wrapped));
  const byIndex = new Map(candidates.map((h) => [h.index, h]));
  topAfterReferences(found, laid, byIndex);
  // Wrapped headings join their remainder, only where the heading is numbered or in larger
  // type or a keyword: bold or capital lines alone run on in code listings and table headers.
  const paras: Para[] = [];
  const levels = new Map<number, number>();
  for (let i = 0; i < laid.length; i++) {
    let p = laid[i];
    const level = found.get(i);
    const h = byIndex.get(i);
    if (level !== undefined && h && (h.depth !== null || h.strong))
      while (i + 1 < laid.length && continuesHeading(p, laid[i + 1])) {
        const q = laid[++i];
        p = { ...p, text: join(p.text, q.text), lines: [...p.lines, ...q.lines] };
      }
    if (level !== undefined) levels.set(paras.length, level);
    paras.push(p);
  }
  const deepest = Math.max(0, ...levels.values());
  let inReferences = false;
  // Section boundaries and unnumbered run-in heads with their type, for runInRanks.
  const events: (RunInEvent & { block?: BodyBlock })[] = [];
  // The depth of the last numbered run-in head since the last stand-alone heading: an unnumbered
  // run-in head under it goes a level below it (ASME's italic \paragraph heads under its bold
  // "3.1 Study area." run-in sub-sections).
  let runDepth = 0;
  const blocks = paras.map((p, i) => {
    const block: BodyBlock = {
      text: p.text,
      role: 'paragraph',
      page: p.lines[0]?.page ?? null,
      bbox: linesBox(p.lines),
    };
    const level = levels.get(i);
    if (p.role) block.role = p.role;
    else if (isTable(p)) block.role = 'table';
    else if (p.float) block.role = p.float === 'caption' ? 'caption' : 'figure';
    else if (level !== undefined) {
      block.role = 'heading';
      block.level = level;
      events.push({ kind: 'heading' });
      runDepth = 0;
      inReferences = REFERENCES.test(p.text.replace(/[.:]$/, ''));
    } else if (inReferences) block.role = 'reference';
    else if (BULLET.test(p.text)) block.role = 'list_item';
    else if (i >= front) {
      const run = runInOf(p, runCtx);
      if (run)
        block.runIn = {
          length: run.length,
          level: run.top ? 1 : (run.depth ?? Math.max(deepest, runDepth) + 1),
        };
      if (run && !run.top && run.depth !== null) runDepth = run.depth;
      const font = p.lines[0].items?.[0]?.font;
      if (run && !run.top && run.depth === null && font) events.push({ kind: 'run', font, block });
    }
    return block;
  });
  // Unnumbered run-in sub-sections over numbered "3.0.1" sub-sub-sections (headings-zero-level.ts).
  mendZeroLevels(blocks, new Set(events.flatMap((e) => (e.kind === 'run' && e.block ? [e.block] : []))));
  // Unnumbered run-in heads of a type nested under another type's go a level down per type above.
  const ranks = runInRanks(events);
  for (const e of events)
    if (e.kind === 'run' && e.block?.runIn) e.block.runIn.level += ranks.get(e.font) ?? 0;
  return blocks;
}

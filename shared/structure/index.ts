/**
 * The document's structure, built after normalization from the final text and the extractor's
 * blocks: sections with canonical labels, page spans and blocks, all as exact offsets into the
 * text. Pure: no I/O, no printing.
 */
import type { BodyBlock, PageGeometry, Place, PlacedBlock } from '../extract/types.ts';
import { alignBlocks, key, paragraphSpans, type Span } from './align.ts';
import { buildSections, type HeadingMark } from './sections.ts';
import type { Block, PageSpan, Section, Structure } from './types.ts';

// 1.0.0: sections, page spans and blocks (sidecar revision 1.2).
// 1.1.0: a letter-numbered heading after the references is an appendix.
// 1.2.0: wider label table; a lettered heading after arabic sections is an appendix; a labelled
// heading leaves the reference list; back-matter keywords are top level.
// 1.3.0: a block holding blank lines (preformatted code) aligns as its paragraphs.
// 1.4.0: more label synonyms (statistical analysis, robustness checks, concluding thoughts, review of
//        the literature, disclosure statement, references cited, ...).
// 1.5.0: an unnamed top-level heading right after the references or an appendix is an appendix,
//        right after a supplement part of it; 'Supplementary online data' is supplementary.
// 1.6.0: a keywords section never nests under the abstract, nor the abstract under it.
// 1.7.0: a section sign before the number ("§3. Materials and Methods") is numbering, not a word of the heading's label.
// 1.8.0: "Related work and background" (or "and motivation") is related_work, not other.
// 1.9.0: markdown draws a table's caption once, over the table, and no longer repeats it among
//        the captions after the page's last paragraph (142 of 194 tables over the PDFs had it twice).
// 1.10.0: a figure block carries `text`, the labels inside a drawn PDF figure that left the body.
// 1.11.0: a heading in spaced capitals takes its word's label ("A B S T R A C T" is abstract).
export const STRUCTURE_STAGE = { id: 'structure', version: '1.11.0' };

export { foldHeading, labelOf, SECTION_LABELS, type SectionLabel } from './labels.ts';
export { renderOutline } from './outline.ts';
export type { Block, PageSpan, Section, Structure } from './types.ts';

/** A stream entry (caption, footnote) in the final text with where it sat on the page. */
export interface StreamEntry extends Span {
  place?: Place;
}

export interface StructureInput {
  /** The final text. */
  text: string;
  /** The body's range in `text` (captions and footnotes come after it). */
  body: Span;
  blocks?: readonly BodyBlock[];
  placed?: readonly PlacedBlock[];
  captions?: readonly StreamEntry[];
  footnotes?: readonly StreamEntry[];
  pageGeometry?: readonly PageGeometry[];
}

/** Where a run-in heading of `rawLength` source characters ends in the final paragraph. */
function runInEnd(raw: string, rawLength: number, text: string, span: Span): number {
  const want = key(raw.slice(0, rawLength), Number.POSITIVE_INFINITY).length;
  let seen = 0;
  let i = span.start;
  while (i < span.end && seen < want) {
    const cp = text.codePointAt(i) as number;
    const ch = String.fromCodePoint(cp);
    seen += key(ch, 4).length;
    i += ch.length;
  }
  // The heading's own closing punctuation ("Participants." / "Method:") belongs to it.
  while (i < span.end && /[.:\u2014\u2013]/.test(text[i])) i++;
  return i;
}

function pageSpans(
  geometry: readonly PageGeometry[],
  blockPages: readonly (number | null)[],
  spans: readonly Span[],
  body: Span,
): PageSpan[] {
  if (!geometry.length) return [];
  // Boundary of page p: where the first paragraph starting on page p or later begins.
  const out: PageSpan[] = [];
  let j = 0;
  let boundary = body.start;
  for (const g of geometry) {
    while (j < spans.length && (blockPages[j] ?? 0) < g.page) j++;
    boundary = Math.max(boundary, j < spans.length ? spans[j].start : body.end);
    out.push({ ...g, start: boundary, end: body.end });
  }
  for (let p = 0; p + 1 < out.length; p++) out[p].end = out[p + 1].start;
  return out;
}

function pageAt(pages: readonly PageSpan[], offset: number): number | null {
  let found: number | null = null;
  for (const p of pages) {
    if (p.start > offset) break;
    if (p.end > offset || p.start === offset) found = p.page;
  }
  return found;
}

export function buildStructure(input: StructureInput): Structure {
  const { text, body } = input;
  const spans = paragraphSpans(text, body.start, body.end);
  const source = input.blocks ?? [];
  const align = source.length ? alignBlocks(source, text, spans) : spans.map(() => -1);
  const blocks: Block[] = [];
  const marks: HeadingMark[] = [];
  const blockPages: (number | null)[] = [];
  let lastPage: number | null = null;
  let inAbstract = false;
  spans.forEach((s, j) => {
    const b = align[j] >= 0 ? source[align[j]] : undefined;
    const page = b?.page ?? lastPage;
    lastPage = page;
    blockPages.push(page);
    const role = b?.role ?? 'paragraph';
    blocks.push({
      role,
      ...(role === 'heading' && b?.level ? { level: b.level } : {}),
      page,
      bbox: b?.bbox ?? null,
      start: s.start,
      end: s.end,
    });
    if (role === 'heading') marks.push({ start: s.start, headingEnd: s.end, level: b?.level ?? 1 });
    else if (b?.runIn && b.runIn.length > 0)
      marks.push({
        start: s.start,
        headingEnd: runInEnd(b.text, b.runIn.length, text, s),
        level: b.runIn.level,
      });
    // An abstract or keywords block the markup names, with no heading of its own before it.
    const named = role === 'abstract' || role === 'keywords' ? role : null;
    if (named && !inAbstract && !b?.runIn && blocks[blocks.length - 2]?.role !== 'heading')
      marks.push({ start: s.start, headingEnd: s.start, level: 1, label: named });
    inAbstract = named !== null;
  });
  const pages = pageSpans(input.pageGeometry ?? [], blockPages, spans, body);
  const sections: Section[] = buildSections(text, body, marks);
  if (pages.length)
    for (const sec of sections) {
      const first = pageAt(pages, sec.start);
      const last = pageAt(pages, Math.max(sec.start, sec.end - 1));
      sec.pages = first !== null && last !== null ? [first, last] : null;
    }
  const stream = (entries: readonly StreamEntry[] | undefined, role: 'caption' | 'footnote') => {
    for (const e of entries ?? [])
      blocks.push({
        role,
        page: e.place?.page ?? null,
        bbox: e.place?.bbox ?? null,
        start: e.start,
        end: e.end,
      });
  };
  stream(input.captions, 'caption');
  stream(input.footnotes, 'footnote');
  for (const p of input.placed ?? [])
    blocks.push({
      role: p.role,
      page: p.page,
      bbox: p.bbox,
      start: null,
      end: null,
      ...(p.role === 'figure' && p.text ? { text: p.text } : {}),
    });
  return { sections, page_spans: pages, blocks };
}

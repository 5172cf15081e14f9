/**
 * The PDF extractor's second pass (index.ts), page by page after boilerplate removal: columns
 * and regions (with the document's gutter for a page whose own evidence is thin), tables, small
 * type printed over the body, the text of drawn figures, and footnotes. What is left is the
 * body's lines in reading order, which the per-document steps turn into paragraphs and blocks.
 * Every page also gets its diagnostics.
 */
import type { FallbackSink } from '../../fallbacks.ts';
import type { BBox } from '../types.ts';
import type { Removed } from './boilerplate.ts';
import { layoutPage, pageGutter } from './columns.ts';
import { documentGutter, sameWidth } from './doc-gutter.ts';
import { figureBlocks, pageFigures } from './figure-regions.ts';
import { tablesOutsideFigures } from './figure-tables.ts';
import { figureTextPage, splitFigureText } from './figure-text.ts';
import { type NoteTypography, splitFootnotes } from './footnotes.ts';
import { Vocabulary } from './hyphen.ts';
import { columnLines } from './lines.ts';
import { joinItems, type Line, type Row } from './model.ts';
import { dropOverprint } from './overprint.ts';
import type { PageTable } from './placeholders.ts';
import type { PageReads } from './read-pages.ts';
import type { Typography } from './stats.ts';
import { type CarriedTable, carriedPart, carryOf } from './table-carry.ts';
import { pageTables } from './tables.ts';

/** Captions and dropped text are kept in the diagnostics up to this length. */
export const MAX_CAPTION_CHARS = 120;

/** Diagnostics per page, written to the sidecar. */
export interface PageDiagnostics {
  page: number;
  columns: number;
  regions: number;
  boilerplate: { text: string; why: string }[];
  footnotes: number;
  /** Table captions; how many got a structured table, how many stayed text only (fallback). */
  tables: { captions: string[]; structured: number; fallback: number };
  venue: string[];
  broken_fonts: string[];
}

export interface LaidOut {
  /** The body's lines, every page in reading order. */
  bodyLines: Line[];
  /** Footnotes, each as its lines. */
  notes: Line[][];
  pages: PageDiagnostics[];
  /** Tables found, with their pages (captions joined later with the whole vocabulary). */
  found: PageTable[];
  drawnFigures: ReturnType<typeof figureBlocks>;
  /** Every column line's words, for de-hyphenation. */
  vocab: Vocabulary;
}

/** Lay out every page's kept rows (see the module note). */
export function layOutPages(
  cleaned: { pages: Row[][]; removed: Removed[] },
  reads: PageReads,
  typo: Typography,
  noteTypo: NoteTypography,
  detect: 'caption' | 'thorough',
  fallbacks: FallbackSink,
): LaidOut {
  const { infos } = reads;
  const out: LaidOut = {
    bodyLines: [],
    notes: [],
    pages: [],
    found: [],
    drawnFigures: [],
    vocab: new Vocabulary(),
  };
  // A page whose own evidence of columns is thin may use the gutter most pages agree on.
  const docGutter = documentGutter(
    cleaned.pages.map((rows, i) => ({
      gutter: pageGutter(rows),
      width: infos[i].width,
      rows: rows.length,
    })),
  );
  // The table a page ends with, for the next page's head (table-carry.ts).
  let carry: CarriedTable | null = null;
  cleaned.pages.forEach((rows, i) => {
    const page = infos[i].page;
    const lent = docGutter && sameWidth(infos[i].width, docGutter.width) ? docGutter : null;
    const columns = layoutPage(rows, page, lent);
    if (lent && columns.some((c) => c.docGutter))
      fallbacks.fallback(
        'pdf.document_gutter',
        `page ${page}: no gutter of its own; split at the document's gutter (x ${Math.round(lent.x)})`,
      );
    let noteCount = 0;
    const venue: string[] = [];
    const overprint: string[] = [];
    const read = pageTables(
      rows,
      columns,
      reads.rulesByPage[i],
      typo.bodySize,
      detect,
      reads.widthsByPage[i],
    );
    const carried = carry ? carriedPart(rows, read.tables, carry) : null;
    if (carried) read.tables.unshift(carried);
    // Small type printed over the column's prose (a clipped figure's hidden labels) is not text.
    const columnText = columns.map((col) => {
      const { lines, dropped } = dropOverprint(columnLines(col, page, typo), typo);
      overprint.push(...dropped);
      return lines;
    });
    // The text inside a drawn figure (tick labels, legends) leaves the body (figure-regions.ts).
    const pageText = columnText.flat();
    const figures = pageFigures(reads.regionsByPage[i] ?? [], pageText, infos[i], typo);
    // An uncaptioned table inside a drawn figure is its labels (figure-tables.ts).
    const { kept, inFigures: labelGrids } = tablesOutsideFigures(read.tables, figures);
    const tables = { ...read, tables: kept };
    carry = carryOf(kept, infos[i].height);
    if (labelGrids.length)
      fallbacks.fallback(
        'pdf.table_in_figure',
        `page ${page}: ${labelGrids.length} table(s) found without a caption inside a drawn figure read as its labels`,
      );
    const tableBoxes = tables.tables.map((t) => t.bbox).filter((b): b is BBox => b !== null);
    const figurePage = figureTextPage(pageText, figures, typo);
    const inFigures = new Map<number, Line[]>();
    for (const all of columnText) {
      for (const l of all) out.vocab.addLine(l.text);
      const { body: lines, figure } = splitFigureText(all, figures, tableBoxes, figurePage, typo);
      for (const [k, ls] of figure) inFigures.set(k, (inFigures.get(k) ?? []).concat(ls));
      const split = splitFootnotes(lines, noteTypo, page === 1, infos[i].height);
      out.bodyLines.push(...split.body);
      out.notes.push(...split.notes);
      noteCount += split.notes.length;
      venue.push(...split.venue);
    }
    if (overprint.length)
      fallbacks.fallback(
        'pdf.overprinted_text_dropped',
        `page ${page}: ${overprint.length} small-type item(s) printed over the body not read (${overprint.join(' ').slice(0, MAX_CAPTION_CHARS)})`,
      );
    // Columns side by side: the most column boxes that share one height of the page.
    const spans = columns.map((c) => [c.rows[0].top, c.rows[c.rows.length - 1].bottom]);
    const sideBySide = Math.max(0, ...spans.map(([t]) => spans.filter(([a, b]) => a <= t && t < b).length));
    out.drawnFigures.push(...figureBlocks(figures, inFigures, page));
    const figureLines = [...inFigures.values()].reduce((n, ls) => n + ls.length, 0);
    if (figureLines)
      fallbacks.fallback(
        'pdf.figure_text_moved',
        `page ${page}: ${figureLines} line(s) inside ${inFigures.size} drawn figure(s) left the body for the figure block (${[
          ...inFigures.values(),
        ]
          .flat()
          .map((l) => l.text)
          .join(' ')
          .slice(0, MAX_CAPTION_CHARS)})`,
      );
    for (const t of tables.tables) out.found.push({ page, found: t, caption: '' });
    if (tables.fallback.length)
      fallbacks.fallback(
        'pdf.tables_unstructured',
        `page ${page}: ${tables.fallback.length} table(s) kept as text (${tables.fallback.map((f) => f.why).join(' | ')})`,
      );
    out.pages.push({
      page,
      tables: {
        captions: tables.captions.map((c) => joinItems(c.rows[0].items).slice(0, MAX_CAPTION_CHARS)),
        structured: tables.tables.filter((t) => t.caption && t.structured).length,
        fallback: tables.fallback.length,
      },
      columns: sideBySide,
      regions: new Set(columns.map((c) => c.id.split(/[LR]/)[0])).size,
      boilerplate: [
        ...cleaned.removed.filter((r) => r.page === page).map((r) => ({ text: r.text, why: r.why })),
        ...reads.rotated[i].map((r) => ({ text: r.text, why: 'rotated' })),
      ],
      footnotes: noteCount,
      venue,
      broken_fonts: reads.brokenByPage[i],
    });
  });
  return out;
}

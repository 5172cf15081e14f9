/**
 * The PDF extractor's first pass (index.ts): every page read once, in order, into what the
 * per-document steps need. Per page: the text layer (or OCR where it is unusable) as placed
 * runs, rows without the manuscript's line numbers, the rules and drawn regions where a table
 * or figure may be, glyph widths where a drawn column rule may cut a run, rotated runs, and the
 * page's geometry. Pages read before the document's line numbering was confirmed lose theirs at
 * the end, so every page's rows are final when this returns.
 */
import type { FallbackSink } from '../../fallbacks.ts';
import type { ExtractOptions, PageGeometry } from '../types.ts';
import type { Removed } from './boilerplate.ts';
import { mayHaveCaption } from './captions.ts';
import { withoutCurvedText } from './curved-text.ts';
import { type DrawnRegion, drawnRegions } from './figure-regions.ts';
import { fontProblems, mapSymbolPua } from './fonts.ts';
import { placeItems, type RotatedRun } from './items.ts';
import { LineNumbering } from './line-numbers.ts';
import type { PageInfo, Row } from './model.ts';
import type { OcrSession } from './ocr/index.ts';
import { drawingOf, widthsOf } from './page-rules.ts';
import { pagesWithText } from './page-stream.ts';
import type { PdfDocument } from './pdfjs.ts';
import type { Rule } from './rules.ts';
import type { GlyphWidths } from './table-glyphs.ts';
import { drawsGrid, mayHaveTable } from './table-hint.ts';
import { spellTexLigatures } from './tex-ligatures.ts';

/** What the first pass read, one entry per page read (index k is page infos[k].page). */
export interface PageReads {
  infos: PageInfo[];
  /** Each page's rows, line numbers removed. */
  pageRows: Row[][];
  /** Rotated runs (margin stamps), later boilerplate. */
  rotated: RotatedRun[][];
  /** The line numbers removed, with their places. */
  lineNumbered: Removed[];
  /** Text set along a curve (a logo's letters), removed (curved-text.ts). */
  curved: Removed[];
  geometry: PageGeometry[];
  /** Pages without any text (numbers). */
  emptyPages: number[];
  brokenByPage: string[][];
  /** Each page's rules, null where they were not read (no hint of a table). */
  rulesByPage: (Rule[] | null)[];
  /** Each page's drawn regions (figure-regions.ts), null where its drawing was not read. */
  regionsByPage: (DrawnRegion[] | null)[];
  widthsByPage: (GlyphWidths | null)[];
  /** Ligatures drawn as bare TeX font codes, spelled out (tex-ligatures.ts). */
  texLigatures: number;
}

/** Read the first `n` pages of `doc` (see the module note). */
export async function readPages(
  doc: PdfDocument,
  n: number,
  options: ExtractOptions,
  ocr: OcrSession,
  fallbacks: FallbackSink,
): Promise<PageReads> {
  const out: PageReads = {
    infos: [],
    pageRows: [],
    rotated: [],
    lineNumbered: [],
    curved: [],
    geometry: [],
    emptyPages: [],
    brokenByPage: [],
    rulesByPage: [],
    regionsByPage: [],
    widthsByPage: [],
    texLigatures: 0,
  };
  const lineNumbering = new LineNumbering();
  const detect = options.tablesDetect ?? 'thorough';
  const mapText = (s: string) => {
    const spelled = spellTexLigatures(s);
    out.texLigatures += spelled.count;
    return mapSymbolPua(spelled.text);
  };
  for await (const { number: p, page, content, drawing } of pagesWithText(doc, n)) {
    try {
      const viewport = page.getViewport({ scale: 1 });
      const layer = placeItems(content, viewport, mapText);
      const { placed, fp } = await ocr.page(p, layer, fontProblems(layer.raw));
      out.brokenByPage.push(fp.brokenFonts);
      out.infos.push({ page: p, width: placed.width, height: placed.height });
      // A manuscript's line numbers leave before anything reads the rows (line-numbers.ts).
      const { rows, removed: numbered } = lineNumbering.page(placed.items, p);
      out.lineNumbered.push(...numbered);
      out.pageRows.push(rows);
      // Rules only where a table may be (without the tap they cost a second parse of the page),
      // in the same turned space as the text (a page read after a quarter turn).
      const space = { transform: placed.transform };
      const hint = mayHaveCaption(rows) || (detect === 'thorough' && mayHaveTable(rows));
      const drawn = await drawingOf(page, space, drawing, fallbacks);
      const rules = hint || (detect === 'thorough' && drawsGrid(drawn.rules)) ? drawn.rules : null;
      out.rulesByPage.push(rules);
      const regions = drawn.marks ? drawnRegions(drawn.marks, drawn.rules ?? []) : null;
      if (drawn.marks && !regions)
        fallbacks.fallback('pdf.figure_text_unchecked', `page ${p}: too many separate drawings to group`);
      out.regionsByPage.push(regions);
      // Glyph widths where a drawn column rule may cut a run.
      out.widthsByPage.push(rules?.some((r) => r.dir === 'v') ? await widthsOf(page, drawing) : null);
      // Rotation: margin stamps become boilerplate; rotated text among the body is dropped and said.
      out.rotated.push(placed.rotated);
      if (placed.turned)
        fallbacks.fallback('pdf.rotated_page_turned', `page ${p}: read after a ${placed.turned * 90}° turn`);
      if (placed.dropped.length) {
        const chars = placed.dropped.reduce((sum, r) => sum + r.text.length, 0);
        const runs = placed.dropped.length;
        fallbacks.fallback(
          'pdf.rotated_text_dropped',
          `page ${p}: ${runs} rotated run${runs === 1 ? '' : 's'} (${chars} chars) among the body not read`,
        );
      }
      const hasText = layer.items.length > 0 || layer.rotated.length > 0 || layer.dropped.length > 0;
      if (!hasText) out.emptyPages.push(p);
      out.geometry.push({
        page: p,
        width: placed.width,
        height: placed.height,
        rotation: page.rotate,
        has_text_layer: hasText,
        ocr: placed !== layer,
      });
    } finally {
      page.cleanup();
    }
  }
  if (out.emptyPages.length)
    fallbacks.fallback('pdf.no_text_layer', `pages without text: ${out.emptyPages.join(',')}`);
  if (doc.numPages > n) fallbacks.fallback('pdf.page_limit', `parsed ${n} of ${doc.numPages} pages`);
  // Pages read before the document's line numbering was confirmed lose theirs now.
  for (const [k, again] of lineNumbering.revisit()) {
    out.pageRows[k] = again.rows;
    out.lineNumbered.push(...again.removed);
  }
  // Letters set along a curve (a journal's logo) are a drawing, not text.
  out.pageRows = out.pageRows.map((rows, k) => {
    const { rows: kept, removed } = withoutCurvedText(rows, out.infos[k].page);
    out.curved.push(...removed);
    return kept;
  });
  return out;
}

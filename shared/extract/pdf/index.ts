/**
 * PDF extractor: the layout engine. Per page: text items → placed runs → rows (baseline
 * clustering); per document: typography (body size, pitch) → boilerplate removal (repetition,
 * shape, position) → per page columns and regions → drop caps → footnotes → paragraphs across
 * columns and pages with geometry-level de-hyphenation; tables next to their captions or found
 * without one, from ruling lines (read only on pages that hint at a table) or column alignment.
 * Pages without a usable text layer are read by OCR (ocr/) into the same runs.
 *
 * The order matters (typography before boilerplate, boilerplate before columns…), so the whole
 * sequence reads here as calls: the first pass over the pages (read-pages.ts), the per-document
 * typography and boilerplate, the second pass over the pages (lay-out-pages.ts), then
 * paragraphs, blocks, tables and metadata.
 */

import type { Extractor, PlacedBlock, Table } from '../types.ts';
import { buildBlocks } from './blocks.ts';
import { removeBoilerplate } from './boilerplate.ts';
import { mergeFigureBlocks } from './figure-regions.ts';
import { figureRegions, linesBox, placeOf, splitFigureCaptions } from './figures.ts';
import { noteTypography } from './footnotes.ts';
import { frontMatter } from './front-matter.ts';
import { bodyFont } from './headings.ts';
import { joinLines } from './hyphen.ts';
import { layOutPages } from './lay-out-pages.ts';
import { licenceNotices } from './licence-notice.ts';
import { readPdfMetadata } from './metadata.ts';
import { joinItems, type Line } from './model.ts';
import { OcrSession } from './ocr/index.ts';
import { joinNote, paragraphs } from './paragraphs.ts';
import { pdfjsVersion, readPdf } from './pdfjs.ts';
import { bracketCaptions, placeholderText, withoutTables } from './placeholders.ts';
import { readPages } from './read-pages.ts';
import { typography } from './stats.ts';
import { joinCellHyphens } from './table-hyphens.ts';
import { inlineTables } from './table-inline.ts';
import { interruptingTableLines } from './table-interrupt.ts';
import { mergeContinued } from './table-merge.ts';
import { PDF_STAGE } from './version.ts';

export { PDF_STAGE } from './version.ts';

export const pdfExtractor: Extractor = {
  format: 'pdf',
  stage: PDF_STAGE,
  async extract(bytes, options, fallbacks) {
    const version = await pdfjsVersion();
    return readPdf({ bytes, password: options.pdfPassword }, async (doc) => {
      const n = Math.min(doc.numPages, options.limits.maxPages);
      const ocr = new OcrSession({ bytes, password: options.pdfPassword }, options.ocr, fallbacks); // pages without a usable text layer
      // --- pass 1 (read-pages.ts): every page's rows, rules, drawings and geometry.
      const reads = await readPages(doc, n, options, ocr, fallbacks);
      const { infos, rotated, geometry, emptyPages, brokenByPage } = reads;
      // --- per document: typography, then boilerplate, then the notes' type.
      const typo = typography(reads.pageRows);
      const cleaned = removeBoilerplate(reads.pageRows, infos, typo);
      cleaned.removed.unshift(...reads.lineNumbered, ...reads.curved);
      const noteTypo = noteTypography(cleaned.pages, infos, typo);
      // --- pass 2 (lay-out-pages.ts): columns, tables, figure text and notes, page by page.
      const { bodyLines, notes, pages, found, drawnFigures, vocab } = layOutPages(
        cleaned,
        reads,
        typo,
        noteTypo,
        options.tablesDetect ?? 'thorough',
        fallbacks,
      );
      // Captions are joined with the whole document's vocabulary, like the paragraphs.
      for (const t of found)
        t.caption =
          t.found.caption?.rows.map((r) => joinItems(r.items)).reduce((a, b) => joinLines(a, b, vocab)) ?? '';
      // --- front matter (front-matter.ts): title, authors, affiliations from page 1; their lines' roles go to the blocks.
      const front = infos.length
        ? frontMatter(bodyLines, typo, infos[0], {
            removed: cleaned.removed.filter((r) => r.page === 1),
            notes: notes.filter((n) => n[0]?.page === 1),
          })
        : null;
      // --- end front matter
      // Placeholders stand for captioned tables, structured or not (then with their summary); an
      // uncaptioned table reads as its rows in place (table-inline.ts), as every table does inline.
      const captioned = found.filter((t) => t.found.caption);
      const placeholders = options.tables === 'placeholder' && captioned.length > 0;
      const paras = placeholders
        ? inlineTables(
            bracketCaptions(
              paragraphs(withoutTables(bodyLines, captioned), typo, vocab, front?.roles),
              captioned.map((t) => t.caption),
              captioned.map(placeholderText),
            ),
            found.filter((t) => !t.found.caption),
            (a, b) => joinLines(a, b, vocab),
            fallbacks,
          )
        : inlineTables(
            paragraphs(
              bodyLines,
              typo,
              vocab,
              front?.roles,
              interruptingTableLines(bodyLines, found, typo.bodySize),
            ),
            found,
            (a, b) => joinLines(a, b, vocab),
            fallbacks,
          );
      // Figure captions go to their own stream; table captions stay in the body.
      const figures = splitFigureCaptions(paras);
      // An open-access licence notice on the first pages leaves the body (licence-notice.ts).
      const notices = licenceNotices(figures.body);
      for (const n of notices)
        pages.find((d) => d.page === n.lines[0].page)?.boilerplate.push({ text: n.text, why: 'licence' });
      const blocks = buildBlocks(
        notices.length ? figures.body.filter((p) => !notices.includes(p)) : figures.body,
        { typo, bodyFont: bodyFont(bodyLines, typo) },
        placeholders
          ? []
          : found.filter((t) => t.found.structured).map((t) => ({ page: t.page, bbox: t.found.bbox })),
        (a, b) => joinLines(a, b, vocab),
      );
      const pageLines = new Map<number, Line[]>();
      for (const l of bodyLines) {
        const list = pageLines.get(l.page);
        if (list) list.push(l);
        else pageLines.set(l.page, [l]);
      }
      const labels = new Set(paras.filter((p) => p.float === 'label').flatMap((p) => p.lines));
      const placed: PlacedBlock[] = [
        ...cleaned.removed.map((r) => ({
          role: 'boilerplate' as const,
          page: r.page,
          bbox: r.bbox,
          text: r.text,
        })),
        ...rotated.flatMap((runs, i) =>
          runs.map((r) => ({
            role: 'boilerplate' as const,
            page: infos[i].page,
            bbox: r.bbox,
            text: r.text,
          })),
        ),
        ...mergeFigureBlocks(figureRegions(figures.captions, pageLines, labels, typo.pitch), drawnFigures),
        ...notices.map((n) => ({
          role: 'boilerplate' as const,
          page: n.lines[0].page,
          bbox: linesBox(n.lines),
          text: n.text,
        })),
      ].sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
      const perPage: Table[] = found.map((t) => ({
        page: t.page,
        caption: t.caption || null,
        bbox: t.found.bbox,
        cells: joinCellHyphens(t.found.cells, vocab),
        confidence: t.found.confidence,
        method: t.found.method,
        header_rows: t.found.headerRows,
        structured: t.found.structured,
        ...(t.found.spans ? { spans: t.found.spans } : {}),
        ...(t.found.structured
          ? {}
          : { text: t.found.text ?? '', reason: t.found.reason ?? '', summary: t.found.summary ?? '' }),
      }));
      // Parts of a table continued on the next page become one table (table-merge.ts).
      const tables = mergeContinued(perPage, (p) => infos.find((x) => x.page === p)?.height);
      const footnotes = notes.map((lines) => joinNote(lines, vocab));
      const brokenFonts = [...new Set(brokenByPage.flat())];
      if (brokenFonts.length)
        fallbacks.fallback('pdf.broken_font_map', `fonts with unreadable glyphs: ${brokenFonts.join(', ')}`);
      // The DOI is often printed in the first page's removed head or foot: search those too.
      const firstPageText = [
        ...cleaned.removed.filter((r) => r.page === 1).map((r) => r.text),
        ...bodyLines.filter((l) => l.page === 1).map((l) => l.text),
        ...(pages[0]?.venue ?? []),
      ].join('\n');
      const metadata = await readPdfMetadata(doc, firstPageText, front);
      return {
        format: 'pdf',
        body: blocks.map((b) => b.text).join('\n\n'),
        footnotes,
        captions: figures.captions.map((c) => c.text),
        captionPlaces: figures.captions.map((c) => placeOf(c.lines)),
        footnotePlaces: notes.map(placeOf),
        blocks,
        placed,
        pageGeometry: geometry,
        tables,
        markdown: null,
        pages: doc.numPages,
        metadata,
        diagnostics: {
          body_font_size: typo.bodySize,
          line_pitch: Math.round(typo.pitch * 100) / 100,
          pages_without_text: emptyPages,
          broken_fonts: brokenFonts,
          tex_ligature_codes: reads.texLigatures,
          pages,
        },
        engines: { 'pdfjs-dist': version, ...ocr.engines() },
        ocr: ocr.finish(),
      };
    });
  },
};

/**
 * PDF extractor: the layout engine. Per page: text items → placed runs → rows (baseline
 * clustering); per document: typography (body size, pitch) → boilerplate removal (repetition,
 * shape, position) → per page columns and regions → drop caps → footnotes → paragraphs across
 * columns and pages with geometry-level de-hyphenation; tables next to their captions or found
 * without one, from ruling lines (read only on pages that hint at a table) or column alignment.
 * Pages without a usable text layer are read by OCR (ocr/) into the same runs.
 *
 * Longer than 300 lines on purpose: the per-page pass and the per-document assembly are one
 * sequence whose order matters (typography before boilerplate, boilerplate before columns…);
 * each step is a call into its own module, and splitting the sequence would hide that order.
 */
import type { BBox, Extractor, PageGeometry, PlacedBlock, Table } from '../types.ts';
import { buildBlocks } from './blocks.ts';
import { type Removed, removeBoilerplate } from './boilerplate.ts';
import { mayHaveCaption } from './captions.ts';
import { layoutPage, pageGutter } from './columns.ts';
import { documentGutter, sameWidth } from './doc-gutter.ts';
import {
  type DrawnRegion,
  drawnRegions,
  figureBlocks,
  mergeFigureBlocks,
  pageFigures,
} from './figure-regions.ts';
import { tablesOutsideFigures } from './figure-tables.ts';
import { figureTextPage, splitFigureText } from './figure-text.ts';
import { figureRegions, linesBox, placeOf, splitFigureCaptions } from './figures.ts';
import { type FontTally, fontProblems, mapSymbolPua, mergeFontTallies } from './fonts.ts';
import { noteTypography, splitFootnotes } from './footnotes.ts';
import { frontMatter } from './front-matter.ts';
import { bodyFont } from './headings.ts';
import { joinLines, Vocabulary } from './hyphen.ts';
import { placeItems, type RotatedRun } from './items.ts';
import { licenceNotices } from './licence-notice.ts';
import { LineNumbering } from './line-numbers.ts';
import { columnLines } from './lines.ts';
import { readPdfMetadata } from './metadata.ts';
import { joinItems, type Line, type PageInfo, type Row } from './model.ts';
import { OcrSession } from './ocr/index.ts';
import { dropOverprint } from './overprint.ts';
import { drawingOf, widthsOf } from './page-rules.ts';
import { pagesWithText } from './page-stream.ts';
import { joinNote, paragraphs } from './paragraphs.ts';
import { pdfjsVersion, readPdf } from './pdfjs.ts';
import { bracketCaptions, type PageTable, placeholderText, withoutTables } from './placeholders.ts';
import type { Rule } from './rules.ts';
import { typography } from './stats.ts';
import type { GlyphWidths } from './table-glyphs.ts';
import { mayHaveTable } from './table-hint.ts';
import { inlineTables } from './table-inline.ts';
import { interruptingTableLines } from './table-interrupt.ts';
import { mergeContinued } from './table-merge.ts';
import { pageTables } from './tables.ts';
import { spellTexLigatures } from './tex-ligatures.ts';
import { PDF_STAGE } from './version.ts';

export { PDF_STAGE } from './version.ts';

/** Captions are kept in the diagnostics up to this length. */
const MAX_CAPTION_CHARS = 120;

/** Diagnostics per page, written to the sidecar. */
interface PageDiagnostics {
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

export const pdfExtractor: Extractor = {
  format: 'pdf',
  stage: PDF_STAGE,
  async extract(bytes, options, fallbacks) {
    const version = await pdfjsVersion();
    return readPdf({ bytes, password: options.pdfPassword }, async (doc) => {
      const n = Math.min(doc.numPages, options.limits.maxPages);
      const infos: PageInfo[] = [];
      const pageRows: Row[][] = [];
      const rotated: RotatedRun[][] = [];
      const lineNumbered: Removed[] = [];
      const lineNumbering = new LineNumbering();
      const geometry: PageGeometry[] = [];
      const emptyPages: number[] = [];
      const fontTotals: Record<string, FontTally> = {};
      const brokenByPage: string[][] = [];
      const rulesByPage: (Rule[] | null)[] = [];
      /** Each page's drawn regions (figure-regions.ts), null where its drawing was not read. */
      const regionsByPage: (DrawnRegion[] | null)[] = [];
      const widthsByPage: (GlyphWidths | null)[] = [];
      const ocr = new OcrSession({ bytes, password: options.pdfPassword }, options.ocr, fallbacks); // pages without a usable text layer
      const detect = options.tablesDetect ?? 'thorough';
      // Ligatures drawn as bare TeX font codes, spelled out (tex-ligatures.ts) and counted.
      let texLigatures = 0;
      const mapText = (s: string) => {
        const spelled = spellTexLigatures(s);
        texLigatures += spelled.count;
        return mapSymbolPua(spelled.text);
      };
      for await (const { number: p, page, content, drawing } of pagesWithText(doc, n)) {
        try {
          const viewport = page.getViewport({ scale: 1 });
          const layer = placeItems(content, viewport, mapText);
          const { placed, fp } = await ocr.page(p, layer, fontProblems(layer.raw));
          mergeFontTallies(fontTotals, fp.byFont);
          brokenByPage.push(fp.brokenFonts);
          infos.push({ page: p, width: placed.width, height: placed.height });
          // A manuscript's line numbers leave before anything reads the rows (line-numbers.ts).
          const { rows, removed: numbered } = lineNumbering.page(placed.items, p);
          lineNumbered.push(...numbered);
          pageRows.push(rows);
          // Rules only where a table may be (without the tap they cost a second parse of the page),
          // in the same turned space as the text (a page read after a quarter turn).
          const space = { transform: placed.transform };
          const hint = mayHaveCaption(rows) || (detect === 'thorough' && mayHaveTable(rows));
          const drawn = await drawingOf(page, space, drawing, hint, fallbacks);
          const rules = drawn.rules;
          rulesByPage.push(rules);
          const regions = drawn.marks ? drawnRegions(drawn.marks, drawn.allRules ?? []) : null;
          if (drawn.marks && !regions)
            fallbacks.fallback('pdf.figure_text_unchecked', `page ${p}: too many separate drawings to group`);
          regionsByPage.push(regions);
          // Glyph widths where a drawn column rule may cut a run.
          widthsByPage.push(rules?.some((r) => r.dir === 'v') ? await widthsOf(page, drawing) : null);
          // Rotation: margin stamps become boilerplate; rotated text among the body is dropped and said.
          rotated.push(placed.rotated);
          if (placed.turned)
            fallbacks.fallback(
              'pdf.rotated_page_turned',
              `page ${p}: read after a ${placed.turned * 90}° turn`,
            );
          if (placed.dropped.length) {
            const chars = placed.dropped.reduce((sum, r) => sum + r.text.length, 0);
            const runs = placed.dropped.length;
            fallbacks.fallback(
              'pdf.rotated_text_dropped',
              `page ${p}: ${runs} rotated run${runs === 1 ? '' : 's'} (${chars} chars) among the body not read`,
            );
          }
          const hasText = layer.items.length > 0 || layer.rotated.length > 0 || layer.dropped.length > 0;
          if (!hasText) emptyPages.push(p);
          geometry.push({
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
      if (emptyPages.length)
        fallbacks.fallback('pdf.no_text_layer', `pages without text: ${emptyPages.join(',')}`);
      if (doc.numPages > n) fallbacks.fallback('pdf.page_limit', `parsed ${n} of ${doc.numPages} pages`);

      // Pages read before the document's line numbering was confirmed lose theirs now.
      for (const [k, again] of lineNumbering.revisit()) {
        pageRows[k] = again.rows;
        lineNumbered.push(...again.removed);
      }
      const typo = typography(pageRows);
      const cleaned = removeBoilerplate(pageRows, infos, typo);
      cleaned.removed.unshift(...lineNumbered);
      const noteTypo = noteTypography(cleaned.pages, infos, typo);
      const vocab = new Vocabulary();
      const bodyLines: Line[] = [];
      const notes: Line[][] = [];
      const pages: PageDiagnostics[] = [];
      const found: PageTable[] = [];
      const drawnFigures: ReturnType<typeof figureBlocks> = [];
      // A page whose own evidence of columns is thin may use the gutter most pages agree on.
      const docGutter = documentGutter(
        cleaned.pages.map((rows, i) => ({
          gutter: pageGutter(rows),
          width: infos[i].width,
          rows: rows.length,
        })),
      );
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
        const read = pageTables(rows, columns, rulesByPage[i], typo.bodySize, detect, widthsByPage[i]);
        // Small type printed over the column's prose (a clipped figure's hidden labels) is not text.
        const columnText = columns.map((col) => {
          const { lines, dropped } = dropOverprint(columnLines(col, page, typo), typo);
          overprint.push(...dropped);
          return lines;
        });
        // The text inside a drawn figure (tick labels, legends) leaves the body (figure-regions.ts).
        const pageText = columnText.flat();
        const figures = pageFigures(regionsByPage[i] ?? [], pageText, infos[i], typo);
        // An uncaptioned table inside a drawn figure is its labels (figure-tables.ts).
        const { kept, inFigures: labelGrids } = tablesOutsideFigures(read.tables, figures);
        const tables = { ...read, tables: kept };
        if (labelGrids.length)
          fallbacks.fallback(
            'pdf.table_in_figure',
            `page ${page}: ${labelGrids.length} table(s) found without a caption inside a drawn figure read as its labels`,
          );
        const tableBoxes = tables.tables.map((t) => t.bbox).filter((b): b is BBox => b !== null);
        const figurePage = figureTextPage(pageText, figures, typo);
        const inFigures = new Map<number, Line[]>();
        for (const all of columnText) {
          for (const l of all) vocab.addLine(l.text);
          const { body: lines, figure } = splitFigureText(all, figures, tableBoxes, figurePage, typo);
          for (const [k, ls] of figure) inFigures.set(k, (inFigures.get(k) ?? []).concat(ls));
          const split = splitFootnotes(lines, noteTypo, page === 1, infos[i].height);
          bodyLines.push(...split.body);
          notes.push(...split.notes);
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
        const sideBySide = Math.max(
          0,
          ...spans.map(([t]) => spans.filter(([a, b]) => a <= t && t < b).length),
        );
        drawnFigures.push(...figureBlocks(figures, inFigures, page));
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
        for (const t of tables.tables) found.push({ page, found: t, caption: '' });
        if (tables.fallback.length)
          fallbacks.fallback(
            'pdf.tables_unstructured',
            `page ${page}: ${tables.fallback.length} table(s) kept as text (${tables.fallback.map((f) => f.why).join(' | ')})`,
          );
        pages.push({
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
            ...rotated[i].map((r) => ({ text: r.text, why: 'rotated' })),
          ],
          footnotes: noteCount,
          venue,
          broken_fonts: brokenByPage[i],
        });
      });
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
        cells: t.found.cells,
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
          tex_ligature_codes: texLigatures,
          pages,
        },
        engines: { 'pdfjs-dist': version, ...ocr.engines() },
        ocr: ocr.finish(),
      };
    });
  },
};

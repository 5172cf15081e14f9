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
import { toError } from '../../errors.ts';
import type { FallbackSink } from '../../fallbacks.ts';
import type { Extractor, PageGeometry, PlacedBlock, Table } from '../types.ts';
import { buildBlocks } from './blocks.ts';
import { type Removed, removeBoilerplate } from './boilerplate.ts';
import { mayHaveCaption } from './captions.ts';
import { layoutPage, pageGutter } from './columns.ts';
import { documentGutter, sameWidth } from './doc-gutter.ts';
import { figureRegions, placeOf, splitFigureCaptions } from './figures.ts';
import { type FontTally, fontProblems, mapSymbolPua, mergeFontTallies } from './fonts.ts';
import { noteTypography, splitFootnotes } from './footnotes.ts';
import { frontMatter } from './front-matter.ts';
import { bodyFont } from './headings.ts';
import { joinLines, Vocabulary } from './hyphen.ts';
import { placeItems, type RotatedRun } from './items.ts';
import { LineNumbering } from './line-numbers.ts';
import { columnLines } from './lines.ts';
import { readPdfMetadata } from './metadata.ts';
import { joinItems, type Line, type PageInfo, type Row } from './model.ts';
import { OcrSession } from './ocr/index.ts';
import { dropOverprint } from './overprint.ts';
import { pagesWithText } from './page-stream.ts';
import { joinNote, paragraphs } from './paragraphs.ts';
import { pdfjsVersion, readPdf } from './pdfjs.ts';
import { bracketCaptions, type PageTable, placeholderText, withoutTables } from './placeholders.ts';
import { pageRules, type Rule } from './rules.ts';
import { typography } from './stats.ts';
import { type GlyphWidths, pageGlyphWidths } from './table-glyphs.ts';
import { mayHaveTable } from './table-hint.ts';
import { mergeContinued } from './table-merge.ts';
import { pageTables } from './tables.ts';
import { spellTexLigatures } from './tex-ligatures.ts';

// 2.0.0: document structure (blocks with roles, headings from geometry, run-in headings, page
//        geometry, removed boilerplate and figure regions as placed blocks); figure captions leave
//        the body for the captions stream; numbered headings split from the paragraphs around them;
//        title, authors and affiliations from page 1 when the metadata lacks them or is junk.
// 2.1.0: rotated pages read in their reading direction; heading rules (text under a heading,
//        numbering sequence, contents pages, back-matter keywords in small type).
// 2.2.0: tables found without a caption (rules, aligned rows; gates against prose, lists, math),
//        more caption forms; OCR of pages without a usable text layer; boilerplate keeps lines
//        that read like content; note size learned per document, reference lists never notes.
// 2.3.0: OCR words keep their spaces, misreads and dropped line-end hyphens put right; small
// type printed over the body dropped; more heading rules (run-ins, monospaced lines); tables:
// wrapped cells, header spans, continued tables merged, placeholders for unstructured ones.
// 2.4.0: column grids found per band (a page that changes grid below a spanning row); a note tail
//        under a small-type abstract; table rows at a page edge kept from boilerplate; tables:
//        one row per band in ruled grids, right-to-left cells, runs cut at rules, continued-table
//        guard; headings: lower-case and appendix numbering, list items not run-ins, paragraph
//        breaks before headings; OCR: line size from letter reach, more dropped hyphens restored.
// 2.5.0: headings: centring as part of a heading's style, numbering letter share without the number,
//        'APPENDIX A.' numbering, monospace judged on distinct letters; tables: a fully drawn grid
//        with a named header row is a table, a cell's text clipped at the next cell's rule.
// 2.6.0: double-spaced documents' line pitch; a short line in another font under a sentence end
//        starts a heading; an isolated top block judged as one text; foot rows that number a
//        section, or continue a table's columns, kept; figure labels not taken from headings;
//        superscripts in several runs and raised capital accents joined; a caption's last line
//        kept with its paragraph; tables: glyph-width clipping, row spans beside partial rules,
//        header-only column rules; encrypted PDFs opened with a password.
// 2.7.0: pdf.js's packed CMaps and standard font programs are read (CJK text through a
//        predefined CMap was empty); run-in headings: a lead followed by a wide space or a dash,
//        IEEE 'a) Title:', capitals headings joined to their text; single-letter line-end
//        hyphens kept; an author's e-mail ending a first-page note kept.
// 2.8.0: run-in heads flush left with a narrow space after them (LNCS), a paragraph break on a
//        vertical gap where narrower columns start under a wider block.
// 2.9.0: TeX ligature codes of fonts without a Unicode map spelled out; a gutter gap measured
//        against the body size (two headings side by side); page-1 author grids read block by
//        block; run-in '3.1.0.1 Title:' heads; a body-size title above a names line; paragraph
//        breaks: centred last lines, narrower justified measures, table rows held with their
//        caption; repeated footnotes kept, stray note marks back on their word, a lone small note
//        under a blank band at a column's foot.
// 2.10.0: a page without a gutter of its own split at the document's gutter (fallback
//        pdf.document_gutter); a note block under an unmarked lead at the page foot; a note
//        under a display equation that ends the page; a formula-font last line ends its
//        paragraph; wrapped numbered headings split from their text; a whole line in another
//        font at a column top after a sentence end starts a heading; the first unnumbered heading
//        after reference entries at the top level, and one set like the numbered sections is an
//        appendix; numbered sub-headings set smaller than the body (own font, parent number
//        seen); tables: wrapped p{} lines one row, \multirow labels at their group's first row
//        with spans, a first row of years is the header.
// 2.11.0: running heads and feet of a text frame set inside a larger page (frame bands, by
//        repetition alone); a two-sided column band at a page's top kept whole when both sides
//        are full column lines; page-1 header halves marked as their own blocks; the reference
//        list before the back matter counted by lines; a bare caption label's title, table rows
//        held under a figure over them, a cell gap of 1.1 em. tablesWithoutCaption moved.
// 2.11.1: prose runs are never scripts (a smaller abstract line no longer bridges into the next
//        column's row); an ornament line is out of the flow; a document that breaks lines only at
//        compounds keeps 'cut-offs' hyphenated.
// 2.12.0: a manuscript's line numbers leave the text (line-numbers.ts); a lone page number in the
//        document's folio slot goes on any page; gutters narrower than 0.9 em (aligned column
//        edges, 60% of the height) and every gutter's own width for the full-width row test;
//        headings: ragged wrapped heads, roman I./A./1. numbering, body-type numbered heads after
//        their parent, two run-in styles as two levels, monospace spread 0.3%; tables from office
//        software: bracketed spreads one value, an orphan caption takes the table it faces, a
//        caption and header at a page foot continue on the next page, column-number header rows,
//        lower-case stub ends, band readings of a caption's borderless table. paragraphs.ts and
//        columns.ts split into smaller files (no behaviour change).
// 2.12.1: line numbers: pages read before the numbering was confirmed are read again (a title
//        page with an unnumbered abstract box); at a known edge counting up is enough; numbers of
//        another width flush with a confirmed group on its other edge go with it.
// 2.13.0: ragged-right prose whose lines mostly come within an em of the edge but do not end
//        together (`loose`) breaks a paragraph on a short line only at a sentence's end or
//        before a reference entry.
// 2.13.1: a band's top rows are no header to cut off when one side has nothing below them and
//        holds a full line beside a column that runs on (a paragraph's last lines atop a last
//        page's right column, beside reference entries).
// 2.14.0: ragged right is told from justified text by whether the full lines end together
//        (within 0.06 em, not within 1 em of the edge); a caption label after a short line of
//        ragged text starts a paragraph. A run-in head in the text's own type ("Datasets.
//        Figure 1 …", amsart/aomart \paragraph), one level under the numbered run-in head
//        before it; a body-size title set flush left over a line of names (TUGboat); "Table
//        of Contents" is never a title. A heading alone atop a page above a blank line ("5
//        Discussion" in a double-spaced paper) is content unless it recurs atop other pages.
export const PDF_STAGE = { id: 'extract.pdf', version: '2.14.0' };

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

/**
 * The page's ruling lines; a page whose drawing operations cannot be read keeps its text (its
 * tables are then looked for by alignment only) and says so in the fallbacks.
 */
async function rulesOf(
  page: Parameters<typeof pageRules>[0],
  viewport: { transform: number[] },
  fallbacks: FallbackSink,
): Promise<Rule[] | null> {
  try {
    return await pageRules(page, viewport);
  } catch (err) {
    fallbacks.fallback('pdf.rules_unreadable', `page ${page.pageNumber}: ${toError(err).message}`);
    return null;
  }
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
      for await (const { number: p, page, content } of pagesWithText(doc, n)) {
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
          // Drawing operations cost a second parse of the page: only where a table may be.
          // Rules in the same turned space as the text (a page read after a quarter turn).
          const space = { transform: placed.transform };
          const hint = mayHaveCaption(rows) || (detect === 'thorough' && mayHaveTable(rows));
          const rules = hint ? await rulesOf(page, space, fallbacks) : null;
          rulesByPage.push(rules);
          // Glyph widths where a drawn column rule may cut a run (from the operator list just read).
          widthsByPage.push(
            rules?.some((r) => r.dir === 'v') ? await pageGlyphWidths(page).catch(() => null) : null,
          );
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
        for (const col of columns) {
          // Small type printed over the column's prose (a clipped figure's hidden labels) is not text.
          const { lines, dropped } = dropOverprint(columnLines(col, page, typo), typo);
          overprint.push(...dropped);
          for (const l of lines) vocab.addLine(l.text);
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
        const tables = pageTables(rows, columns, rulesByPage[i], typo.bodySize, detect, widthsByPage[i]);
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
      // uncaptioned table's text stays in place.
      const captioned = found.filter((t) => t.found.caption);
      const placeholders = options.tables === 'placeholder' && captioned.length > 0;
      const paras = placeholders
        ? bracketCaptions(
            paragraphs(withoutTables(bodyLines, captioned), typo, vocab, front?.roles),
            captioned.map((t) => t.caption),
            captioned.map(placeholderText),
          )
        : paragraphs(bodyLines, typo, vocab, front?.roles);
      // Figure captions go to their own stream; table captions stay in the body.
      const figures = splitFigureCaptions(paras);
      const blocks = buildBlocks(
        figures.body,
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
        ...figureRegions(figures.captions, pageLines, labels, typo.pitch),
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

/**
 * The contract between extractors and the rest of the pipeline.
 * An extractor turns bytes into reading-order text plus structure; it does not normalize
 * (normalization is one shared pass) and does not score. It throws GleanerError for bad input.
 */
import type { FallbackSink } from '../fallbacks.ts';
import type { FORMATS, OCR_MODES } from '../options.ts';

export type Format = (typeof FORMATS)[number];
export type OcrMode = (typeof OCR_MODES)[number];

/** How a PDF's pages are OCR'd (shared/extract/pdf/ocr). */
export interface OcrOptions {
  /** @defaultValue 'auto' */
  mode: OcrMode;
  /** `tesseract` (native binary), `tesseract.js` (WASM), or `auto`: native when on the PATH. @defaultValue 'auto' */
  engine?: 'auto' | 'tesseract' | 'tesseract.js';
  /** Wall-clock allowance per OCR'd page, ms. @defaultValue 120000 */
  pageMs?: number;
  /** Epoch ms after which no further page is OCR'd (the job's timeout, less a reserve). @defaultValue none */
  deadline?: number;
}

/** The sidecar's `ocr` record: what OCR did to the document. */
export interface OcrSummary {
  engine: string;
  version: string;
  /** Pages read by OCR, 1-based. */
  pages: number[];
  /** Mean confidence over every OCR'd word, 0..100; null when no word was found. */
  mean_confidence: number | null;
  /** Resolution the pages were rendered at (the lowest, when a large page was rendered coarser). */
  dpi: number;
  seconds: number;
}

/** What OCR did, for the outcome (no_text's message) and the quality score. */
export interface OcrReport {
  mode: OcrMode;
  /** Pages without a usable text layer (none at all, or mostly unreadable glyphs). */
  needed: number[];
  /** null when OCR did not run. */
  summary: OcrSummary | null;
  /** Words OCR found, over all its pages. */
  words: number;
  /** Pages OCR was wanted for but did not read (time budget spent, engine failure). */
  skipped: number[];
}

export interface Table {
  /** 1-based page for PDF; null where pages do not exist. */
  page: number | null;
  caption: string | null;
  /** [x0, y0, x1, y1] in PDF points, top-left origin; null when unknown. */
  bbox: [number, number, number, number] | null;
  /** Rows of cell text. */
  cells: string[][];
  /** 0..1: how sure the extractor is that the cells are right. */
  confidence: number;
  /** How the cells were found, e.g. 'ruled', 'aligned', 'docx', 'html'. */
  method: string;
  /** Leading rows of `cells` that are the header (PDF). */
  header_rows?: number;
  /** false: a table's region failed the sanity check; `cells` is empty and `text`, `reason`, `summary` say what is known. */
  structured?: boolean;
  /** The region's rows, cells separated by tabs (unstructured tables). */
  text?: string;
  /** Why the region is not structured. */
  reason?: string;
  /** One sentence: "Table 2: 4 columns (Model, Accuracy, F1, Time) × 12 rows; not structured: …". */
  summary?: string;
  /**
   * Cells spanning several grid cells (0-based `row`, `col` of the top-left one). Rule: a
   * spanning cell's text sits in its top-left grid cell and the other covered cells of `cells`
   * are empty strings. Absent: no spans found.
   */
  spans?: { row: number; col: number; rowspan: number; colspan: number }[];
  /** First and last page of a table continued across pages (merged into one); absent for a one-page table. */
  pages?: [number, number];
}

export interface DocMetadata {
  title: string | null;
  authors: string[];
  /** Affiliations as printed (first page of a PDF, markup in HTML/DOCX); [] when none found. */
  affiliations: string[];
  /** Which evidence gave the title: the PDF info dictionary, XMP, the first page's layout, or markup (HTML/DOCX). */
  title_source: 'info' | 'xmp' | 'first_page' | 'markup' | null;
  created: string | null;
  modified: string | null;
  producer: string | null;
  doi: string | null;
  language: string | null;
}

export function emptyMetadata(): DocMetadata {
  return {
    title: null,
    authors: [],
    affiliations: [],
    title_source: null,
    created: null,
    modified: null,
    producer: null,
    doi: null,
    language: null,
  };
}

/** What a block of the document is. One list for every format. */
export const BLOCK_ROLES = [
  'title',
  'author',
  'affiliation',
  'abstract',
  'keywords',
  'heading',
  'paragraph',
  'list_item',
  'caption',
  'footnote',
  'table',
  'figure',
  'equation',
  'reference',
  'boilerplate',
] as const;
export type BlockRole = (typeof BLOCK_ROLES)[number];

/** [x0, y0, x1, y1] in PDF points, top-left origin. */
export type BBox = [number, number, number, number];

/**
 * One body paragraph as the extractor laid it out. The extractor's `body` is exactly
 * `blocks.map((b) => b.text).join('\n\n')`; the structure model is built from these after
 * normalization (shared/structure), so offsets are taken in the final text, never guessed here.
 */
export interface BodyBlock {
  text: string;
  role: BlockRole;
  /** Heading depth for role 'heading' (1 = top level). */
  level?: number;
  /**
   * A run-in heading at the start of an ordinary paragraph ("Participants. Forty students…",
   * "METHOD We…"): its length in `text`. The block keeps role 'paragraph'; a section starts here.
   */
  runIn?: { length: number; level: number };
  /** 1-based page where the block starts (PDF); null where pages do not exist. */
  page: number | null;
  bbox: BBox | null;
}

/** Something on the page that is not in the text: removed boilerplate, a figure's region. */
export interface PlacedBlock {
  role: BlockRole;
  page: number | null;
  bbox: BBox | null;
  /** The removed text, for boilerplate (kept short); a drawn figure's labels (figure-regions.ts). */
  text?: string;
}

/** Where a stream entry (caption, footnote) sat on the page. */
export interface Place {
  page: number | null;
  bbox: BBox | null;
}

/** One PDF page's geometry as the sidecar reports it. */
export interface PageGeometry {
  page: number;
  width: number;
  height: number;
  /** The page's /Rotate, 0/90/180/270. */
  rotation: number;
  has_text_layer: boolean;
  /** The page's text was read by OCR. */
  ocr?: boolean;
}

export interface ExtractOptions {
  /** Where footnotes go in the text output. @defaultValue 'end' */
  footnotes: 'end' | 'omit';
  /** Tables in the text: kept in place, or replaced by `[Table 2: caption]`. @defaultValue 'inline' */
  tables: 'inline' | 'placeholder';
  /**
   * Where PDF tables are looked for: only next to a "Table N" caption, or also without one
   * (pages that hint at a table: aligned columns, ruling lines). @defaultValue 'thorough'
   */
  tablesDetect?: 'caption' | 'thorough';
  /** OCR of PDF pages. @defaultValue { mode: 'auto' } */
  ocr?: OcrOptions;
  /** Hard safety limits, from config. */
  limits: ExtractLimits;
  /** The source's Content-Type when the storage knows it (HTTP, S3); HTML reads its charset. */
  contentType?: string | null;
  /**
   * The password of an encrypted PDF. A secret: it opens the document and is recorded nowhere
   * (not in messages, the sidecar, its options record or the pipeline version). @defaultValue undefined
   */
  pdfPassword?: string;
}

export interface ExtractLimits {
  /** Max pages parsed in one PDF. */
  maxPages: number;
  /** Max total uncompressed bytes in a zip container. */
  maxUnzippedBytes: number;
  /** Max ratio uncompressed/compressed for one zip entry. */
  maxCompressionRatio: number;
  /** Max entries in a zip container. */
  maxZipEntries: number;
  /** Max element nesting depth in XML/HTML. */
  maxXmlDepth: number;
  /** Max elements in an HTML page, counted by a scan of its source before any DOM is built. */
  maxHtmlElements: number;
}

export interface ExtractResult {
  format: Format;
  /** Body text in reading order; paragraphs separated by a blank line. Not normalized. */
  body: string;
  /** Footnotes/endnotes as their own stream, one entry per note, in document order. */
  footnotes: string[];
  /** Figure (and float) captions as their own stream, in document order; undefined where not separated (PDF, DOCX). */
  captions?: string[];
  tables: Table[];
  /** Markdown rendering when the extractor can do better than the plain text (headings, tables). */
  markdown: string | null;
  pages: number | null;
  metadata: DocMetadata;
  /** Format-specific numbers someone needs when quality drops. Must be JSON-serializable. */
  diagnostics: Record<string, unknown>;
  /** Versions of third-party engines that touched the file, e.g. { 'pdfjs-dist': '5.6.205' }. */
  engines: Record<string, string>;
  /** The body's paragraphs with their roles, in order (see BodyBlock); absent: structure unknown. */
  blocks?: BodyBlock[];
  /** Blocks outside the text (removed boilerplate, figure regions), in page order. */
  placed?: PlacedBlock[];
  /** One entry per `captions` entry, same order: where each caption sat. */
  captionPlaces?: Place[];
  /** One entry per `footnotes` entry, same order: where each note sat. */
  footnotePlaces?: Place[];
  /** Every parsed page's geometry (PDF). */
  pageGeometry?: PageGeometry[];
  /** What OCR did (PDF). */
  ocr?: OcrReport;
}

export interface Extractor {
  format: Format;
  /** Stage id and version, bumped on any behaviour change, e.g. { id: 'extract.pdf', version: '1.0.0' }. */
  stage: { id: string; version: string };
  extract(bytes: Uint8Array, options: ExtractOptions, fallbacks: FallbackSink): Promise<ExtractResult>;
}

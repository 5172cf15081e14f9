/**
 * Sidecar schema v1: defined once here; docs/sidecar.schema.json is generated from it
 * (`npm run schema`) and a test checks that the committed file is current.
 */
import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';
import { BLOCK_ROLES } from '../extract/types.ts';
import {
  CAPTION_MODES,
  FOOTNOTE_MODES,
  LEVELS,
  OCR_MODES,
  SOURCE_FORMATS,
  TABLE_DETECT_MODES,
  TABLE_MODES,
} from '../options.ts';
import { SECTION_LABELS } from '../structure/labels.ts';

export const SIDECAR_SCHEMA_ID = 'gleaner.sidecar/1';
/**
 * Largest stored sidecar any reader accepts (producer decisions, workers, dashboard). Stored
 * sidecars omit the text; with the structure model a 700-page paper's is a few MB. 32 MiB leaves
 * room for a 2,000-page document and still caps a hostile file planted in DEST.
 */
export const MAX_SIDECAR_BYTES = 32 * 1024 * 1024;
/**
 * Revision within schema 1: fields are only added, with defaults, so `sidecarSchema` still reads
 * an older sidecar. Part of the pipeline version (a new field is new output).
 * 1.1: `captions` and `output.captions`.
 * 1.2: the structure model (`sections`, `page_spans`, `blocks`), `metadata.affiliations` and
 * `metadata.title_source`.
 * 1.3 (additive): `ocr` and `page_spans[].ocr` (absent: no OCR); table entries that failed the
 * sanity check (`structured: false`, `text`, `reason`, `summary`), `header_rows`; error code `no_text`.
 * 1.4 (additive): `options.tables_detect`, `options.ocr`, `options.outputs`, `options.chunks`;
 * `outputs` (the files written); table `spans` and `pages`.
 * 1.5 (additive): a `figure` block's `text`, the labels inside a drawn PDF figure (they are not
 * in the text).
 */
export const SIDECAR_REVISION = '1.5';

const fallbackDetails = z.record(
  z.string(),
  z.object({ count: z.number().int(), details: z.array(z.string()) }),
);

export const normalizationReportSchema = z.object({
  level: z.enum(LEVELS),
  version: z.string(),
  steps_applied: z.array(z.string()),
  steps_changed: z.array(z.string()),
  counts: z.record(z.string(), z.record(z.string(), z.number())),
  fallbacks: z.array(z.string()),
  fallback_details: fallbackDetails,
});

export const qualitySchema = z.object({
  version: z.string(),
  score: z.number().min(0).max(100),
  confidence: z.enum(['high', 'medium', 'low']),
  garbled: z.boolean(),
  common_word_ratio: z.number(),
  signals: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  flags: z.array(z.string()),
});

export const tableSchema = z.object({
  page: z.number().int().nullable(),
  caption: z.string().nullable(),
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  cells: z.array(z.array(z.string())),
  confidence: z.number().min(0).max(1),
  method: z.string(),
  header_rows: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe('leading rows of `cells` that are the header'),
  structured: z
    .boolean()
    .optional()
    .describe('false: the region failed the sanity check; `cells` is empty, see `text`, `reason`, `summary`'),
  text: z.string().optional().describe('an unstructured region: its rows, cells separated by tabs'),
  reason: z.string().optional().describe('why the region is not structured'),
  summary: z.string().optional().describe('one sentence on what is known: label, columns, rows, reason'),
  spans: z
    .array(
      z.object({
        row: z.number().int().nonnegative(),
        col: z.number().int().nonnegative(),
        rowspan: z.number().int().positive(),
        colspan: z.number().int().positive(),
      }),
    )
    .optional()
    .describe(
      'cells spanning several grid cells: the text sits in the top-left grid cell (row, col), the other covered cells are empty strings',
    ),
  pages: z
    .tuple([z.number().int(), z.number().int()])
    .optional()
    .describe('first and last page of a table continued across pages, merged into one'),
});

const bbox = z.tuple([z.number(), z.number(), z.number(), z.number()]);
const offset = z.number().int().nonnegative();

export const sectionSchema = z.object({
  heading: z
    .string()
    .nullable()
    .describe('the heading exactly as in the text at `start`; null for front matter'),
  level: z.number().int().min(1).describe('1 = top level; a sub-section lies inside its parent'),
  label: z.enum(SECTION_LABELS),
  occurrence: z.number().int().min(1).describe('n-th section with this label (multi-study papers)'),
  start: offset,
  end: offset,
  pages: z.tuple([z.number().int(), z.number().int()]).nullable(),
});

export const pageSpanSchema = z.object({
  page: z.number().int().min(1),
  width: z.number(),
  height: z.number(),
  rotation: z.number().int(),
  start: offset.describe(
    'where the page body text begins; a paragraph crossing pages belongs to its first page',
  ),
  end: offset,
  has_text_layer: z.boolean(),
  ocr: z.boolean().optional().describe('the page was read by OCR; absent before OCR existed'),
});

export const ocrSchema = z.object({
  engine: z.string().describe('"tesseract" (native binary) or "tesseract.js"'),
  version: z.string(),
  pages: z.array(z.number().int().min(1)).describe('pages read by OCR'),
  mean_confidence: z.number().nullable().describe('mean word confidence 0..100; null: no word found'),
  dpi: z.number().describe('resolution the pages were rendered at'),
  seconds: z.number(),
});

export const blockSchema = z.object({
  role: z.enum(BLOCK_ROLES),
  level: z.number().int().min(1).optional(),
  page: z.number().int().nullable(),
  bbox: bbox.nullable().describe('[x0, y0, x1, y1] in PDF points, top-left origin; null for DOCX/HTML'),
  start: offset.nullable().describe('null for what is not in the text (removed boilerplate, figure regions)'),
  end: offset.nullable(),
  text: z
    .string()
    .optional()
    .describe(
      'a figure block: the text inside the drawn figure (tick labels, legend), which is not in the text; absent before revision 1.5',
    ),
});

export const sidecarSchema = z.object({
  schema: z.literal(SIDECAR_SCHEMA_ID),
  source: z.object({
    key: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string().nullable().describe('null when the bytes could not be read'),
    etag: z.string().nullable(),
    format: z.enum(SOURCE_FORMATS),
    detected_by: z.string().describe('how the format was recognised from the bytes'),
  }),
  status: z.enum(['ok', 'failed']),
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string() }).nullable(),
  pipeline: z.object({
    version: z.string().describe('one hash over every stage version: changes when any stage changes'),
    stages: z.record(z.string(), z.string()),
  }),
  receipt: z.object({
    gleaner: z.object({ version: z.string(), git_sha: z.string().nullable() }),
    node: z.string(),
    unicode: z.string(),
    icu: z.string(),
    engines: z.record(z.string(), z.string().describe('version, or "not installed"')),
  }),
  options: z.object({
    level: z.enum(LEVELS),
    footnotes: z.enum(FOOTNOTE_MODES),
    tables: z.enum(TABLE_MODES),
    captions: z.enum(CAPTION_MODES).default('end'),
    tables_detect: z
      .enum(TABLE_DETECT_MODES)
      .optional()
      .describe('PDF tables looked for on every page or only by captions; absent before revision 1.4'),
    ocr: z.enum(OCR_MODES).optional().describe('OCR mode for PDF pages; absent before revision 1.4'),
    outputs: z
      .array(z.string())
      .optional()
      .describe('files asked for per document (`run --outputs`); absent before revision 1.4: text and json'),
    chunks: z
      .object({
        max_tokens: z.number().int(),
        overlap_tokens: z.number().int(),
        encoding: z.string(),
        context: z.enum(['none', 'heading']),
      })
      .optional()
      .describe('chunking of the chunks output; present only when chunks were asked for'),
  }),
  pages: z.number().int().nullable(),
  metadata: z.object({
    title: z.string().nullable(),
    authors: z.array(z.string()),
    created: z.string().nullable(),
    modified: z.string().nullable(),
    producer: z.string().nullable(),
    doi: z.string().nullable(),
    language: z.string().nullable(),
    affiliations: z.array(z.string()).default([]).describe('[] before revision 1.2'),
    title_source: z
      .enum(['info', 'xmp', 'first_page', 'markup'])
      .nullable()
      .default(null)
      .describe('which evidence gave the title'),
  }),
  output: z.object({
    chars: z.number().int(),
    sha256: z.string().nullable().describe('of the text output as written'),
    footnotes: z.number().int(),
    captions: z
      .number()
      .int()
      .default(0)
      .describe('figure captions (HTML and PDF); 0 in sidecars before revision 1.1'),
    tables: z.number().int(),
  }),
  text: z
    .string()
    .optional()
    .describe('the text output; present in `--format json`, omitted in stored sidecars'),
  footnotes: z.array(z.string()),
  captions: z
    .array(z.string())
    .default([])
    .describe(
      'figure captions, out of the body text (HTML, and PDF since extract.pdf 2.0.0; [] for DOCX and before revision 1.1)',
    ),
  tables: z.array(tableSchema),
  sections: z
    .array(sectionSchema)
    .default([])
    .describe('the section tree in document order, offsets into the text; [] before revision 1.2'),
  page_spans: z.array(pageSpanSchema).default([]).describe('PDF pages and where their body text lies'),
  blocks: z
    .array(blockSchema)
    .default([])
    .describe('body paragraphs by role, then captions, notes, placed regions'),
  diagnostics: z.record(z.string(), z.unknown()).describe('per-format diagnostics, keyed by format'),
  normalization: normalizationReportSchema.nullable(),
  quality: qualitySchema.nullable(),
  fallbacks: z.array(z.string()).describe('[] means every detector ran and found nothing'),
  fallback_details: fallbackDetails,
  timings_ms: z.record(z.string(), z.number()),
  created_at: z.string(),
  ocr: ocrSchema.nullable().optional().describe("what OCR did (PDF); null or absent: no page was OCR'd"),
  outputs: z
    .array(
      z.object({
        kind: z.enum(['text', 'markdown', 'chunks', 'tables']),
        key: z.string().describe('where the file is, relative to DEST'),
      }),
    )
    .optional()
    .describe(
      'files written beside this sidecar by `gleaner run`/`work`, before it ([] for a failed document); absent from `gleaner extract --format json` and before revision 1.4',
    ),
});

export type Sidecar = z.infer<typeof sidecarSchema>;

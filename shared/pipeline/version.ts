/**
 * Pipeline versions. A stage bumps its own version on any behaviour change; the pipeline
 * version for a file is a hash over every stage its format goes through plus the options, so a
 * re-run knows exactly which outputs are outdated.
 *
 * Which stages a format goes through is not a hand list: it is read from the imports of the
 * source tree (graph.ts), so the shared HTML walk (extract.markup) is in the HTML and DOCX
 * versions because their extractors import it. `npm run versions:check` fails when a stage's
 * sources change and its version does not (docs/versions.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkOptions } from '../chunk/index.ts';
import type { Format, OcrMode } from '../extract/types.ts';
import { normalizeVersion } from '../normalize/index.ts';
import type { Level } from '../normalize/types.ts';
import { SOURCE_FORMATS } from '../options.ts';
import { type OutputKind, outputVersionParts } from '../output/options.ts';
import { SIDECAR_SCHEMA_ID } from '../sidecar/schema.ts';
import { buildStageGraph, formatStages, type StageGraph, type StageNode } from './graph.ts';

// Versions of stages whose own files have no natural home for one. Bump them with
// `npm run versions:update -- --bump <id>`, which rewrites the literal here.

/** Detection + assembly of text/footnotes/tables into the outputs (and the driver, process.ts). */
// 1.1.0: a caption stream (HTML) between the body and the footnotes.
// 1.2.0: PDF markdown rendered from the structure model (headings, tables in place, captions by
// their page, markdown footnotes); captions can be omitted from the text.
// 1.3.0: a document whose final text is empty fails with the permanent code no_text.
// 1.4.0: the sidecar's options record every option in the version (tables_detect, ocr, outputs,
// chunks); the receipt finds the package root in compiled and installed builds.
export const ASSEMBLE_STAGE = { id: 'assemble', version: '1.4.0' };
// 1.1.0: a Word package whose main part is not word/document.xml is recognised by its content type.
export const DETECT_STAGE = { id: 'detect', version: '1.1.0' };
/** The normalization runner, registry and the helpers steps share (each step has its own version). */
export const NORMALIZE_STAGE = { id: 'normalize', version: '1.1.0' };
/** The English word list lookups (dehyphenation in PDF extraction and in normalization). */
// 1.1.0: the line-end hyphen policy and DOI syntax live here, shared by extractors and normalize.
// 1.2.0: a line-end hyphen before fewer than three letters is kept ("follow-up", "set-up").
// 1.3.0: a single letter before a line-end hyphen keeps it unless the halves join into a known word.
export const LEXICON_STAGE = { id: 'lexicon', version: '1.3.0' };

export interface PipelineOptions {
  level: Level;
  footnotes: 'end' | 'omit';
  tables: 'inline' | 'placeholder';
  /** Figure captions after the body or left out of the text. @defaultValue 'end' */
  captions?: 'end' | 'omit';
  /**
   * PDF tables looked for on every page (`thorough`) or only next to a caption (`caption`: cheaper).
   * @defaultValue 'thorough'
   */
  tablesDetect?: 'thorough' | 'caption';
  /**
   * PDF pages without a usable text layer read by OCR (`auto`), never (`off`) or every page
   * (`force`). Part of the PDF pipeline version, so a scan that failed `no_text` with OCR off is
   * redone when OCR is turned on. A caller's `ocr.mode` (ProcessOptions) is copied here.
   * @defaultValue 'auto'
   */
  ocrMode?: OcrMode;
  /**
   * Files a run writes per document (`gleaner run --outputs`); the sidecar is always one. A set
   * other than the default enters the version (shared/output/options.ts), so asking for more
   * files redoes the documents. Travels with the job.
   * @defaultValue ['text', 'json']
   */
  outputs?: OutputKind[];
  /** Chunking of the `chunks` output (enters the version only with it). @defaultValue 512 / 64 / o200k_base / none */
  chunks?: ChunkOptions;
  /**
   * Stage id → version used instead of the one in the source, for the stages a format goes
   * through. For tests and what-if planning (a re-run after a bump, without editing the tree);
   * production leaves it unset. Travels with the job, so producer and workers agree.
   * @defaultValue undefined
   */
  versionOverrides?: Record<string, string>;
}

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let liveGraph: StageGraph | null = null;
const memo = new Map<string, Record<string, string>>();

/** The stage graph of the code that is running, read once per process. */
export function stageGraph(): StageGraph {
  liveGraph ??= import.meta.url.endsWith('.js') ? compiledGraph() : buildStageGraph(PROJECT_ROOT);
  return liveGraph;
}

/**
 * A compiled build (dist/, PROJECT_ROOT is dist/) has no TypeScript sources to read the imports
 * from: `npm run build` (scripts/build.mjs) writes the graph of the tree it compiled beside it.
 * Without that file the graph would come out empty and every version wrong, so it is an error.
 */
function compiledGraph(): StageGraph {
  const file = join(PROJECT_ROOT, 'stage-graph.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with \`npm run build\``);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as Omit<StageGraph, 'stages'> & {
    stages: StageNode[];
  };
  return { ...saved, root: PROJECT_ROOT, stages: new Map(saved.stages.map((s) => [s.id, s])) };
}

/** Normalization steps are stages of their own in the graph; here they are one hash per level. */
const isStep = (id: string) => id.startsWith('normalize.');

/**
 * Every stage `format` goes through, id → version, sorted by id. Normalization appears twice:
 * `normalize` (runner and helpers) and `normalize.steps` (level and every step id@version at it).
 */
export function stageVersions(
  format: Format | 'unknown',
  options: PipelineOptions,
  graph: StageGraph = stageGraph(),
): Record<string, string> {
  // The dashboard's drift scan asks once per sidecar: the running code's answer never changes.
  const key = graph === liveGraph && !options.versionOverrides ? `${format}|${options.level}` : null;
  const hit = key ? memo.get(key) : undefined;
  if (hit) return { ...hit };
  const stages: Record<string, string> = {};
  for (const id of formatStages(graph, format)) {
    if (isStep(id)) continue;
    const v = graph.stages.get(id)?.version ?? '';
    stages[id] = id === 'sidecar' ? `${SIDECAR_SCHEMA_ID}@${v}` : v;
    if (id === 'normalize') stages['normalize.steps'] = `${options.level}:${normalizeVersion(options.level)}`;
  }
  for (const [id, v] of Object.entries(options.versionOverrides ?? {})) if (id in stages) stages[id] = v;
  if (key) memo.set(key, stages);
  return { ...stages };
}

function hash(parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

/** The pipeline version of a stage map (as `stageVersions` gives, or as an older sidecar recorded). */
export function pipelineVersionOf(stages: Record<string, string>, options: PipelineOptions): string {
  return hash([
    ...Object.entries(stages).map(([k, v]) => `${k}=${v}`),
    `footnotes=${options.footnotes}`,
    `tables=${options.tables}`,
    // Only a non-default value enters the hash, so adding the option left every version as it was.
    ...(options.captions === 'omit' ? ['captions=omit'] : []),
    ...(options.tablesDetect === 'caption' ? ['tables_detect=caption'] : []),
    // OCR reads PDF pages only: other formats' versions do not move with the mode.
    ...(options.ocrMode && options.ocrMode !== 'auto' && 'extract.pdf' in stages
      ? [`ocr=${options.ocrMode}`]
      : []),
    ...outputVersionParts(options),
  ]);
}

/** Version of the pipeline as it applies to one format. */
export function pipelineVersion(format: Format | 'unknown', options: PipelineOptions): string {
  return pipelineVersionOf(stageVersions(format, options), options);
}

/** One version over every format: used in job ids so a bump anywhere yields new ids. */
export function globalPipelineVersion(options: PipelineOptions): string {
  return hash(SOURCE_FORMATS.map((f) => pipelineVersion(f, options)));
}

/**
 * The stage registry: every versioned stage of the pipeline, the files it owns and where its
 * version is written. Which files a stage's behaviour depends on, and which other stages it uses,
 * are not listed here: they are found from the imports (graph.ts), so a new import cannot slip
 * past the pipeline version. See docs/versions.md.
 */
import type { Format } from '../extract/types.ts';

/** Where a stage's version is written in the source, so tools can read and bump it. */
export type VersionSite =
  /** `NAME = { id: '…', version: 'x.y.z' }` or `NAME = 'x.y.z'` in `file`. */
  | { kind: 'constant'; file: string; constant: string }
  /** The single `version: N` field of a normalization step module. */
  | { kind: 'step'; file: string };

export interface StageDecl {
  id: string;
  /**
   * Files the stage owns: a path ending in `/` owns everything below it. The most specific
   * declaration wins (a step file over the normalize folder). Every owned file is a source and
   * its imports are followed, not only what the entry reaches: the driver imports some stage
   * files directly (structure/markdown.ts), and those must count too.
   */
  owns: string[];
  /** Where the version lives. */
  version: VersionSite;
  /** Set for an extractor: the format whose pipeline it is the root of. */
  format?: Format;
  /**
   * Owned driver files: sources whose imports of other stages are the pipeline's roots, not
   * dependencies (the driver imports every extractor; assembly does not depend on them). Their
   * unowned helpers (config defaults, errors) are still followed and hashed.
   */
  driver?: string[];
}

/**
 * The driver files: the stages they import directly are the roots of every format's pipeline
 * (an extractor only for its own format). Adding a stage to process.ts adds it to the pipeline
 * version without touching this file.
 */
export const DRIVER_FILES = ['shared/pipeline/process.ts', 'shared/extract/index.ts'];

/**
 * The versioning itself: never a stage's source. A change here moves pipeline versions by
 * itself when it changes what they cover, and the version literals kept in version.ts must not
 * make the driver's stage look changed when they are bumped.
 */
export const VERSIONING_FILES = [
  'shared/pipeline/version.ts',
  'shared/pipeline/stages.ts',
  'shared/pipeline/graph.ts',
];

/** Folder of the normalization steps: each file is its own stage, `normalize.<file name>`. */
export const STEPS_DIR = 'shared/normalize/steps/';

const VERSION_TS = 'shared/pipeline/version.ts';

export const STAGES: readonly StageDecl[] = [
  {
    id: 'detect',
    owns: ['shared/extract/detect.ts', 'shared/extract/zip.ts'],
    version: { kind: 'constant', file: VERSION_TS, constant: 'DETECT_STAGE' },
  },
  {
    id: 'extract.pdf',
    owns: ['shared/extract/pdf/'],
    version: { kind: 'constant', file: 'shared/extract/pdf/version.ts', constant: 'PDF_STAGE' },
    format: 'pdf',
  },
  {
    id: 'extract.docx',
    owns: ['shared/extract/docx/'],
    version: { kind: 'constant', file: 'shared/extract/docx/index.ts', constant: 'DOCX_STAGE' },
    format: 'docx',
  },
  {
    id: 'extract.html',
    owns: ['shared/extract/html/'],
    version: { kind: 'constant', file: 'shared/extract/html/index.ts', constant: 'HTML_STAGE' },
    format: 'html',
  },
  {
    // The HTML→text walk and table reader that the HTML and DOCX paths share.
    id: 'extract.markup',
    owns: ['shared/extract/markup/'],
    version: { kind: 'constant', file: 'shared/extract/markup/stage.ts', constant: 'MARKUP_STAGE' },
  },
  {
    // The runner, the registry (order and membership) and the helpers steps share.
    id: 'normalize',
    owns: ['shared/normalize/'],
    version: { kind: 'constant', file: VERSION_TS, constant: 'NORMALIZE_STAGE' },
  },
  {
    id: 'lexicon',
    owns: ['shared/lexicon/'],
    version: { kind: 'constant', file: VERSION_TS, constant: 'LEXICON_STAGE' },
  },
  {
    id: 'quality',
    owns: ['shared/quality/'],
    version: { kind: 'constant', file: 'shared/quality/index.ts', constant: 'QUALITY_VERSION' },
  },
  {
    id: 'structure',
    owns: ['shared/structure/'],
    version: { kind: 'constant', file: 'shared/structure/index.ts', constant: 'STRUCTURE_STAGE' },
  },
  {
    id: 'assemble',
    owns: ['shared/pipeline/assemble.ts', ...DRIVER_FILES],
    driver: DRIVER_FILES,
    version: { kind: 'constant', file: VERSION_TS, constant: 'ASSEMBLE_STAGE' },
  },
  {
    id: 'sidecar',
    owns: ['shared/sidecar/schema.ts'],
    version: { kind: 'constant', file: 'shared/sidecar/schema.ts', constant: 'SIDECAR_REVISION' },
  },
];

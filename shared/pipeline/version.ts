/**
 * Pipeline versions. A stage bumps its own version on any behaviour change; the pipeline
 * version for a file is a hash over the stages that touch its format plus the options, so a
 * re-run knows exactly which outputs are outdated.
 */
import { createHash } from 'node:crypto';
import { EXTRACTORS, type Format } from '../extract/index.ts';
import { normalizeVersion } from '../normalize/index.ts';
import type { Level } from '../normalize/types.ts';
import { QUALITY_VERSION } from '../quality/index.ts';
import { SIDECAR_REVISION, SIDECAR_SCHEMA_ID } from '../sidecar/schema.ts';
import { STRUCTURE_STAGE } from '../structure/index.ts';

/** Detection + assembly of text/footnotes/tables into the outputs. */
// 1.1.0: a caption stream (HTML) between the body and the footnotes.
// 1.2.0: PDF markdown rendered from the structure model (headings, tables in place, captions by
// their page, markdown footnotes); captions can be omitted from the text.
export const ASSEMBLE_STAGE = { id: 'assemble', version: '1.2.0' };
// 1.1.0: a Word package whose main part is not word/document.xml is recognised by its content type.
export const DETECT_STAGE = { id: 'detect', version: '1.1.0' };

export interface PipelineOptions {
  level: Level;
  footnotes: 'end' | 'omit';
  tables: 'inline' | 'placeholder';
  /** Figure captions after the body or left out of the text. @defaultValue 'end' */
  captions?: 'end' | 'omit';
}

export function stageVersions(format: Format | 'unknown', options: PipelineOptions): Record<string, string> {
  const stages: Record<string, string> = { [DETECT_STAGE.id]: DETECT_STAGE.version };
  if (format !== 'unknown') {
    const ex = EXTRACTORS[format].stage;
    stages[ex.id] = ex.version;
  }
  stages.normalize = `${options.level}:${normalizeVersion(options.level)}`;
  stages.quality = QUALITY_VERSION;
  stages[STRUCTURE_STAGE.id] = STRUCTURE_STAGE.version;
  stages[ASSEMBLE_STAGE.id] = ASSEMBLE_STAGE.version;
  stages.sidecar = `${SIDECAR_SCHEMA_ID}@${SIDECAR_REVISION}`;
  return stages;
}

function hash(parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

/** Version of the pipeline as it applies to one format. */
export function pipelineVersion(format: Format | 'unknown', options: PipelineOptions): string {
  const stages = stageVersions(format, options);
  return hash([
    ...Object.entries(stages).map(([k, v]) => `${k}=${v}`),
    `footnotes=${options.footnotes}`,
    `tables=${options.tables}`,
    // Only a non-default value enters the hash, so adding the option left every version as it was.
    ...(options.captions === 'omit' ? ['captions=omit'] : []),
  ]);
}

/** One version over every format: used in job ids so a bump anywhere yields new ids. */
export function globalPipelineVersion(options: PipelineOptions): string {
  return hash((['pdf', 'docx', 'html', 'unknown'] as const).map((f) => pipelineVersion(f, options)));
}

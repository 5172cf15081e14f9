/**
 * The pipeline version follows the stage graph found from the imports: the shared markup walk is
 * in the HTML and DOCX versions because their extractors import it, and a sidecar made before
 * that is outdated for the producer.
 */
import { describe, expect, it } from 'vitest';
import { decideFromSidecar } from '../../producer/decide.ts';
import { DOCX_STAGE } from '../../shared/extract/docx/index.ts';
import { HTML_STAGE } from '../../shared/extract/html/index.ts';
import { MARKUP_STAGE } from '../../shared/extract/markup/stage.ts';
import { PDF_STAGE } from '../../shared/extract/pdf/index.ts';
import { runtimeImports } from '../../shared/pipeline/graph.ts';
import {
  DETECT_STAGE,
  type PipelineOptions,
  pipelineVersion,
  pipelineVersionOf,
  stageGraph,
  stageVersions,
} from '../../shared/pipeline/version.ts';
import { QUALITY_VERSION } from '../../shared/quality/index.ts';
import { SIDECAR_REVISION, SIDECAR_SCHEMA_ID } from '../../shared/sidecar/schema.ts';

const OPTS: PipelineOptions = { level: 'academic', footnotes: 'end', tables: 'inline' };

describe('imports read for the stage graph', () => {
  it('keeps value imports and re-exports, skips type-only ones', () => {
    const src = [
      "import { a, type B } from './value.ts';",
      "import type { C } from './types-only.ts';",
      "import { type D, type E } from './all-types.ts';",
      'import {',
      '  f,',
      '  g,',
      "} from './multi-line.ts';",
      "export { h } from './re-export.ts';",
      "export type { I } from './type-re-export.ts';",
      "export * from './star.ts';",
      "import './side-effect.ts';",
      "const lazy = await import('./dynamic.ts');",
      "import { readFileSync } from 'node:fs';",
      " * a comment that says import { x } from './not-an-import.ts' is not at a line start",
    ].join('\n');
    expect(runtimeImports(src).sort()).toEqual(
      [
        './dynamic.ts',
        './multi-line.ts',
        './re-export.ts',
        './side-effect.ts',
        './star.ts',
        './value.ts',
      ].sort(),
    );
  });
});

describe('stage versions from the graph', () => {
  it('includes extract.markup in the HTML and DOCX versions because their extractors import it', () => {
    const graph = stageGraph();
    expect(graph.stages.get('extract.docx')?.deps).toContain('extract.markup');
    expect(graph.stages.get('extract.html')?.deps).toContain('extract.markup');
    expect(stageVersions('docx', OPTS)['extract.markup']).toBe(MARKUP_STAGE.version);
    expect(stageVersions('html', OPTS)['extract.markup']).toBe(MARKUP_STAGE.version);
  });

  it('includes the lexicon wherever dehyphenation uses it, and no other format’s extractor', () => {
    for (const f of ['pdf', 'docx', 'html'] as const)
      expect(stageVersions(f, OPTS)).toHaveProperty('lexicon');
    const pdf = stageVersions('pdf', OPTS);
    expect(pdf).not.toHaveProperty('extract.docx');
    expect(pdf).not.toHaveProperty('extract.html');
    expect(stageVersions('unknown', OPTS)).not.toHaveProperty('extract.pdf');
  });

  it('reads the same versions the code declares', () => {
    const docx = stageVersions('docx', OPTS);
    expect(docx['extract.docx']).toBe(DOCX_STAGE.version);
    expect(docx.detect).toBe(DETECT_STAGE.version);
    expect(docx.quality).toBe(QUALITY_VERSION);
    expect(docx.sidecar).toBe(`${SIDECAR_SCHEMA_ID}@${SIDECAR_REVISION}`);
    expect(stageVersions('html', OPTS)['extract.html']).toBe(HTML_STAGE.version);
    expect(stageVersions('pdf', OPTS)['extract.pdf']).toBe(PDF_STAGE.version);
    expect(docx['normalize.steps']).toMatch(/^academic:[0-9a-f]{12}$/);
  });

  it('a version override reaches exactly the formats whose stages include that stage', () => {
    const graph = stageGraph();
    const withOverride = (stage: string) => ({ ...OPTS, versionOverrides: { [stage]: '99.0.0-test' } });
    for (const stage of ['extract.docx', 'extract.markup', 'lexicon']) {
      for (const f of ['pdf', 'docx', 'html'] as const) {
        const uses = stageVersions(f, OPTS, graph)[stage] !== undefined;
        const moved = pipelineVersion(f, withOverride(stage)) !== pipelineVersion(f, OPTS);
        expect({ stage, f, moved }).toEqual({ stage, f, moved: uses });
      }
    }
    expect(pipelineVersion('docx', withOverride('extract.markup'))).not.toBe(pipelineVersion('docx', OPTS));
    expect(pipelineVersion('html', withOverride('extract.markup'))).not.toBe(pipelineVersion('html', OPTS));
    expect(pipelineVersion('pdf', withOverride('extract.docx'))).toBe(pipelineVersion('pdf', OPTS));
  });
});

describe('producer decision after the fix', () => {
  const obj = { key: 'paper.docx', size: 1234, etag: 'etag-1' };
  const sidecar = (format: string, stages: Record<string, string>) =>
    Buffer.from(
      JSON.stringify({
        status: 'ok',
        error: null,
        source: { etag: obj.etag, size: obj.size, format },
        pipeline: { version: pipelineVersionOf(stages, OPTS), stages },
      }),
    );

  it('reports a DOCX sidecar whose stages lack extract.markup (made before the fix) as outdated', () => {
    const { 'extract.markup': _markup, ...before } = stageVersions('docx', OPTS);
    expect(decideFromSidecar(obj, sidecar('docx', before), OPTS)).toBe('outdated');
    // The same sidecar with the markup stage is current: only the missing stage made it outdated.
    expect(decideFromSidecar(obj, sidecar('docx', stageVersions('docx', OPTS)), OPTS)).toBe('unchanged');
  });
});

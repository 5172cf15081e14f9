/**
 * The generated fixture test/fixtures/docx/streams.docx: every stream lands where it belongs.
 * Body text, footnotes as their own stream, headers/footers and comments in diagnostics (not in
 * the body), tracked changes accepted, list labels materialized, tables as cells + markdown.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { docxExtractor } from '../../shared/extract/docx/index.ts';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { sidecarSchema } from '../../shared/sidecar/schema.ts';

const FIXTURE = join(PROJECT_ROOT, 'test', 'fixtures', 'docx', 'streams.docx');

async function extract(tables: 'inline' | 'placeholder' = 'inline'): Promise<ExtractResult> {
  return docxExtractor.extract(
    new Uint8Array(readFileSync(FIXTURE)),
    { footnotes: 'end', tables, limits: DEFAULT_LIMITS },
    new FallbackRecorder(),
  );
}

describe('docx streams fixture', () => {
  let r: ExtractResult;
  beforeAll(async () => {
    r = await extract();
  });

  it('keeps headers, footers, comments and notes out of the body', () => {
    for (const canary of ['HEADER-CANARY', 'FOOTER-CANARY', 'COMMENT-CANARY', 'FOOTNOTE-CANARY']) {
      expect(r.body).not.toContain(canary);
    }
    expect(r.body).toContain('Body sentence with a note and a commented phrase.');
  });

  it('reports headers, footers and comments in diagnostics', () => {
    expect(r.diagnostics.headers).toEqual([{ type: 'default', text: 'HEADER-CANARY running head' }]);
    expect(r.diagnostics.footers).toEqual([{ type: 'default', text: 'FOOTER-CANARY page foot' }]);
    expect(r.diagnostics.comments).toEqual([{ id: '0', author: 'Reviewer', text: 'COMMENT-CANARY remark.' }]);
  });

  it('puts footnotes in their own stream', () => {
    expect(r.footnotes).toEqual(['FOOTNOTE-CANARY text of the note.']);
  });

  it('accepts tracked changes: insertion kept, deletion gone', () => {
    expect(r.body).toContain('Tracked: INSERTED-KEEP end.');
    expect(r.body).not.toContain('DELETED-DROP');
  });

  it('materializes list labels, restarting the sub-level', () => {
    expect(r.body).toContain('1. First step\n\na) Sub step\n\n2. Second step');
  });

  it('returns table cells, keeps rows in place as tab-separated lines, and renders markdown', () => {
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual([
      ['Metric', 'Value'],
      ['Accuracy', '0.93'],
    ]);
    expect(r.body).toContain('2. Second step\n\nMetric\tValue\n\nAccuracy\t0.93\n\nClosing paragraph.');
    expect(r.markdown).toContain('# Results Heading');
    expect(r.markdown).toContain('| Metric | Value |\n| --- | --- |\n| Accuracy | 0.93 |');
  });

  it('replaces tables by a placeholder when asked', async () => {
    const p = await extract('placeholder');
    expect(p.body).toContain('[Table 1]');
    expect(p.body).not.toContain('Accuracy');
    expect(p.tables[0].cells[1]).toEqual(['Accuracy', '0.93']);
  });

  it('reads title and creator from docProps/core.xml', () => {
    expect(r.metadata.title).toBe('Fixture Streams Title');
    expect(r.metadata.authors).toEqual(['Ada Lovelace']);
    expect(r.metadata.created).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('produces a valid sidecar through the pipeline, with no fallbacks on a clean file', async () => {
    const out = await processDocument(
      { bytes: new Uint8Array(readFileSync(FIXTURE)), key: 'streams.docx' },
      DEFAULT_PROCESS_OPTIONS,
    );
    expect(() => sidecarSchema.parse(out.sidecar)).not.toThrow();
    expect(out.sidecar.status).toBe('ok');
    expect(out.sidecar.fallbacks.filter((k) => k.startsWith('docx.'))).toEqual([]);
    expect(out.text).not.toContain('HEADER-CANARY');
    expect(out.text).toContain('FOOTNOTE-CANARY');
  });
});

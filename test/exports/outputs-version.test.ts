/**
 * The output set in the pipeline version, the keys of the longer outputs, the sidecar's
 * `outputs` field as the worker adds it, and the producer leaving table exports out of inputs.
 */
import { describe, expect, it } from 'vitest';
import { extensionOf } from '../../producer/decide.ts';
import { parseOutputs } from '../../shared/output/options.ts';
import { type PipelineOptions, pipelineVersion } from '../../shared/pipeline/index.ts';
import { outputBase, outputKey, outputKeys } from '../../shared/storage/index.ts';
import { withOutputs } from '../../workers/outcome.ts';
import { sidecarText } from '../../workers/protocol.ts';

const BASE: PipelineOptions = { level: 'academic', footnotes: 'end', tables: 'inline' };

describe('outputs in the pipeline version', () => {
  it('leaves every version as it was for the default set, however it is written', () => {
    for (const format of ['pdf', 'docx', 'html', 'unknown'] as const) {
      const before = pipelineVersion(format, BASE);
      expect(pipelineVersion(format, { ...BASE, outputs: parseOutputs('text,json') })).toBe(before);
      expect(pipelineVersion(format, { ...BASE, outputs: parseOutputs('json, TEXT') })).toBe(before);
      // Chunk options do not count while chunks are off.
      expect(pipelineVersion(format, { ...BASE, outputs: ['text', 'json'], chunks: { maxTokens: 99 } })).toBe(
        before,
      );
    }
  });

  it('moves with another set, and with chunk options only when they differ from the defaults', () => {
    const v = (o: Partial<PipelineOptions>) => pipelineVersion('pdf', { ...BASE, ...o });
    const chunks = parseOutputs('text,json,chunks');
    expect(v({ outputs: chunks })).not.toBe(v({}));
    expect(v({ outputs: parseOutputs('text,json,tables') })).not.toBe(v({}));
    expect(v({ outputs: parseOutputs('text,json,markdown') })).not.toBe(v({}));
    expect(v({ outputs: chunks, chunks: { maxTokens: 512, overlapTokens: 64 } })).toBe(
      v({ outputs: chunks }),
    );
    expect(v({ outputs: chunks, chunks: { maxTokens: 256 } })).not.toBe(v({ outputs: chunks }));
    expect(v({ outputs: chunks, chunks: { context: 'heading' } })).not.toBe(v({ outputs: chunks }));
    // The sidecar is always written: asking for it or not is the same set.
    expect(v({ outputs: parseOutputs('chunks') })).toBe(v({ outputs: parseOutputs('chunks,json') }));
  });

  it('refuses unknown outputs by name', () => {
    expect(() => parseOutputs('text,pdf')).toThrow('unknown output "pdf"');
    expect(() => parseOutputs(',')).toThrow('expected some of text, json, chunks, markdown, tables');
  });
});

describe('keys of the longer outputs', () => {
  it('are the output base plus the suffix when that fits', () => {
    expect(outputKey('a/paper.pdf', '.chunks.jsonl')).toBe('a/paper.pdf.chunks.jsonl');
    expect(outputKey('a/paper.pdf', '.tables/table-2.csv')).toBe('a/paper.pdf.tables/table-2.csv');
  });

  it('shorten a file name that would pass 255 bytes, uniquely, and leave the text key as it was', () => {
    const long = `dir/${'x'.repeat(245)}.pdf`;
    const other = `dir/${'x'.repeat(245)}.PDF`;
    expect(outputKeys(long).text).toBe(`${long}.txt`); // unchanged by the new outputs
    const a = outputKey(long, '.chunks.jsonl');
    const b = outputKey(other, '.chunks.jsonl');
    expect(a).not.toBe(b);
    expect(a.startsWith('dir/')).toBe(true);
    expect(a.endsWith('.chunks.jsonl')).toBe(true);
    expect(a).toContain('%_O');
    for (const seg of a.split('/')) expect(Buffer.byteLength(seg)).toBeLessThanOrEqual(255);
  });

  it('keep within a destination key budget (S3 prefix)', () => {
    const key = `${'folder/'.repeat(20)}paper.pdf`;
    const budget = Buffer.byteLength(outputBase(key, 160)) + 5;
    const k = outputKey(key, '.tables/table-12.html', budget);
    expect(Buffer.byteLength(k)).toBeLessThanOrEqual(budget);
    expect(k.endsWith('.tables/table-12.html')).toBe(true);
  });
});

describe('the sidecar outputs field', () => {
  it('is added last to the stored JSON, as parsing and writing it again would', () => {
    const sidecar = { schema: 'x', source: { key: 'a.pdf' }, tables: [], nested: { a: [1, 2] } };
    const outputs = [
      { kind: 'text' as const, key: 'a.pdf.txt' },
      { kind: 'tables' as const, key: 'a.pdf.tables/table-1.csv' },
    ];
    // A partial sidecar is enough for the text form.
    const text = sidecarText(sidecar as never);
    expect(withOutputs(text, outputs)).toBe(sidecarText({ ...sidecar, outputs } as never));
    expect(withOutputs(text, [])).toBe(sidecarText({ ...sidecar, outputs: [] } as never));
  });
});

describe('the producer and table exports beside their inputs (DEST = SOURCE)', () => {
  it('gives our table files no input type, and leaves other keys alone', () => {
    expect(extensionOf('a/paper.pdf.tables/table-3.html')).toBe('');
    expect(extensionOf('a/paper.pdf.tables/table-3.csv')).toBe('');
    expect(extensionOf('a/tables/table-3.html')).toBe('html');
    expect(extensionOf('a/page.html')).toBe('html');
  });
});

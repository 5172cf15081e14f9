import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { sidecarJsonSchema } from '../../shared/sidecar/json-schema.ts';
import { FIXTURES, gleaner } from '../helpers/cli.ts';

const basic = (name: string) => join(FIXTURES, 'basic', name);
const committedSchema = JSON.parse(
  readFileSync(new URL('../../docs/sidecar.schema.json', import.meta.url), 'utf8'),
);
const ajv = new Ajv2020({ strict: false, allErrors: true });
const validate = ajv.compile(committedSchema);

const SENTENCE = 'the effect of the treatment was robust';

describe('gleaner extract', () => {
  for (const [file, format] of [
    ['sample.pdf', 'pdf'],
    ['sample.docx', 'docx'],
    ['sample.html', 'html'],
  ] as const) {
    it(`prints the text of a ${format} file, detected from its bytes`, () => {
      const r = gleaner(['extract', basic(file)]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('A Sample Paper');
      expect(r.stdout.replace(/\s+/g, ' ')).toContain(SENTENCE);
    });

    it(`--format json on a ${format} file validates against the committed JSON Schema`, () => {
      const r = gleaner(['extract', basic(file), '--format', 'json']);
      expect(r.code).toBe(0);
      const sidecar = JSON.parse(r.stdout);
      const ok = validate(sidecar);
      expect(validate.errors ?? []).toEqual([]);
      expect(ok).toBe(true);
      expect(sidecar.status).toBe('ok');
      expect(sidecar.source.format).toBe(format);
      expect(sidecar.text.replace(/\s+/g, ' ')).toContain(SENTENCE);
      expect(sidecar.receipt.node).toBe(process.versions.node);
      expect(sidecar.normalization.steps_applied.length).toBeGreaterThan(0);
    });
  }

  it('detects the format from bytes, not the extension (HTML saved as .pdf)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gleaner-'));
    const disguised = join(dir, 'paper.pdf');
    copyFileSync(basic('sample.html'), disguised);
    try {
      const r = gleaner(['extract', disguised, '--format', 'json']);
      expect(r.code).toBe(0);
      const sidecar = JSON.parse(r.stdout);
      expect(sidecar.source.format).toBe('html');
      expect(sidecar.source.detected_by).toBe('html-sniff');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--level none leaves ligatures alone; academic expands them', () => {
    const none = gleaner(['normalize', '--level', 'none'], { input: 'e\uFB03cient' });
    const academic = gleaner(['normalize', '--level', 'academic'], { input: 'e\uFB03cient' });
    expect(none.stdout).toBe('e\uFB03cient');
    expect(academic.stdout).toBe('efficient');
  });

  it('the committed docs/sidecar.schema.json is what the zod schema generates (run npm run schema)', () => {
    expect(committedSchema).toEqual(JSON.parse(JSON.stringify(sidecarJsonSchema())));
  });

  it('version prints the receipt with every engine', () => {
    const r = gleaner(['version']);
    expect(r.code).toBe(0);
    const receipt = JSON.parse(r.stdout);
    expect(receipt.engines['pdfjs-dist']).toBe('5.6.205');
    expect(receipt.engines.mammoth).toBe('1.13.0');
    expect(receipt.unicode).toBe(process.versions.unicode);
  });
});

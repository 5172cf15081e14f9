/**
 * docpluck's golden section files, reproduced: the project's own fixtures carry the same headings,
 * and Gleaner's sections must have docpluck's labels (with `_2` for a second occurrence, as docpluck
 * writes them) and headings in docpluck's order. Offsets are Gleaner's own and are checked by the
 * structure checker instead of against docpluck's (its text is not ours).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { DOCPLUCK_CASES, fixturePath } from '../fixtures/docpluck/generate.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { structureViolations } from '../helpers/structure-check.ts';

interface Golden {
  sections: { label: string; canonical_label: string; heading_text: string }[];
}

describe('docpluck fixtures', () => {
  it.each(DOCPLUCK_CASES.map((c) => [c.slug, c] as const))(
    '%s: committed bytes equal the generator',
    async (_, c) => {
      expect(Buffer.from(await c.build()).equals(readFileSync(fixturePath(c)))).toBe(true);
    },
  );
});

describeCorpus('docpluck golden sections', ['docpluck'], () => {
  it.each(DOCPLUCK_CASES.map((c) => [c.slug, c] as const))(
    '%s has the golden labels and headings',
    async (_, c) => {
      const golden = JSON.parse(readFileSync(corpusPath('docpluck', c.golden), 'utf8')) as Golden;
      const out = await processDocument(
        { bytes: new Uint8Array(readFileSync(fixturePath(c))), key: fixturePath(c) },
        DEFAULT_PROCESS_OPTIONS,
      );
      expect(out.sidecar.status).toBe('ok');
      expect(structureViolations(out.sidecar, out.text)).toEqual([]);
      const ours = out.sidecar.sections
        .filter((s) => s.heading !== null)
        .map((s) => ({
          label: s.occurrence > 1 ? `${s.label}_${s.occurrence}` : s.label,
          canonical_label: s.label,
          heading_text: s.heading,
        }));
      expect(ours).toEqual(
        golden.sections.map((g) => ({
          label: g.label,
          canonical_label: g.canonical_label,
          heading_text: g.heading_text,
        })),
      );
    },
  );
});

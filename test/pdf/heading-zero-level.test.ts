/**
 * Unnumbered run-in sub-sections over numbered "3.0.1" sub-sub-sections (headings-zero-level.ts):
 * Nature's class. The zero is the run-in heads' level when one stands between the heading and
 * its parent; with nothing between (NRC's "3.1.0.0.1" right under 3.1) it is a level skipped.
 */
import { describe, expect, it } from 'vitest';
import { innerZeros, mendZeroLevels } from '../../shared/extract/pdf/headings-zero-level.ts';
import type { BodyBlock } from '../../shared/extract/types.ts';

const heading = (text: string, level: number): BodyBlock => ({
  text,
  role: 'heading',
  level,
  page: 1,
  bbox: null,
});
const runIn = (text: string, level: number): BodyBlock => ({
  text,
  role: 'paragraph',
  runIn: { length: text.indexOf('.') + 1, level },
  page: 1,
  bbox: null,
});

describe('zero parts of section numbers', () => {
  it('counts the zeros a non-zero part follows', () => {
    expect(innerZeros('3.0.1 Edge features')).toEqual({ count: 1, first: 2 });
    expect(innerZeros('3.1.0.0.1 Roughness')).toEqual({ count: 2, first: 3 });
    expect(innerZeros('2.0 Methods')).toBeNull();
    expect(innerZeros('3.2 Study area')).toBeNull();
  });

  it('gives the zero to unnumbered run-in heads standing before the heading in its section', () => {
    const run = runIn('Data curation. The records were merged.', 3);
    const blocks = [
      heading('3 Methods', 1),
      run,
      heading('3.0.1 Edge features', 2),
      heading('3.0.2 Virtual nodes', 2),
    ];
    mendZeroLevels(blocks, new Set([run]));
    expect(blocks.map((b) => b.level ?? b.runIn?.level)).toEqual([1, 2, 3, 3]);
  });

  it('leaves a zero with nothing between the heading and its parent a level skipped', () => {
    const run = runIn('Sample design. The plots were drawn.', 4);
    const blocks = [heading('3.1 Study area', 2), heading('3.1.0.0.1 Roughness parameterization', 3), run];
    mendZeroLevels(blocks, new Set([run]));
    expect(blocks.map((b) => b.level ?? b.runIn?.level)).toEqual([2, 3, 4]);
  });
});

/**
 * paragraphs (shared/extract/pdf/paragraphs.ts): an ornament alone on its line (IEEE Computer
 * Society's '✦' centred over the gutter under the abstract, read as the right column's first
 * line) is held out of the flow: the paragraph running from the left column into the right one
 * goes on, and the right column's lines are not taken for indented ones.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { columnLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 10, pitch: 12 };
const texts = (lines: Line[]) => paragraphs(lines, TYPO, new Vocabulary()).map((p) => p.text);

/** Full lines of a column, 12 pt apart from `base`. */
const full = (block: 'c0' | 'c1', base: number, words: string[]) =>
  words.map((w, k) =>
    columnLine(base + 12 * k, block, [[block === 'c0' ? 40 : 320, block === 'c0' ? 290 : 570, w]]),
  );

describe('an ornament between columns', () => {
  const left = full('c0', 300, [
    'We characterize how roughness improves on the',
    'network under the conditions we tested. Under the',
  ]);
  const right = full('c1', 120, [
    'conditions we tested, roughness improves on the',
    'error in most settings, as shown in earlier work.',
  ]);

  it('holds the ornament out of the paragraph it falls in', () => {
    const star = columnLine(100, 'c1', [[311, 319, '✦']]);
    expect(texts([...left, star, ...right])).toEqual([
      'We characterize how roughness improves on the network under the conditions we tested. Under the conditions we tested, roughness improves on the error in most settings, as shown in earlier work.',
      '✦',
    ]);
  });

  it('still breaks where a real line starts the right column indented', () => {
    const indented = columnLine(108, 'c1', [[332, 570, 'A new paragraph starts here and runs on to']]);
    expect(texts([...left, indented, ...right])).toHaveLength(2);
  });
});

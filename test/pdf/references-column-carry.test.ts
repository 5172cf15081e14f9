/**
 * A hanging-indent reference entry cut by a column break goes on in the next column's first
 * line, which stands at the list's continuation indent (paragraph-hanging.ts carriedOver,
 * paragraph-breaks.ts): Philosophers' Imprint's "[7] K. Rossi … Journal of" / "Applied Research,
 * vol. 17, …" had been two paragraphs, the second read as an indented paragraph start.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { columnLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 10, pitch: 12 };
const entry = (k: number) => `[${k}] K. Rossi and T. Mensah. A study of effect number ${k}. Journal of`;
const tail = (k: number) => `Applied Research, vol. ${k}, pp. 149–159, 2017.`;

/** Entries 1–4 in the left column, the fourth cut after its first line and ending at the right column's top. */
function lines() {
  const left = [1, 2, 3].flatMap((k) => [
    columnLine(600 + 24 * (k - 1), 'c0', [[40, 288, entry(k)]]),
    columnLine(612 + 24 * (k - 1), 'c0', [[52, 250, tail(k)]]),
  ]);
  return [
    ...left,
    columnLine(672, 'c0', [[40, 288, entry(4)]]),
    columnLine(60, 'c1', [[332, 530, tail(4)]]),
    columnLine(72, 'c1', [[320, 568, entry(5)]]),
    columnLine(84, 'c1', [[332, 530, tail(5)]]),
    columnLine(96, 'c1', [[320, 568, entry(6)]]),
    columnLine(108, 'c1', [[332, 530, tail(6)]]),
  ];
}

describe('a reference entry cut by a column break', () => {
  it('goes on in the next column at the list indent', () => {
    const out = paragraphs(lines(), TYPO, new Vocabulary()).map((p) => p.text);
    expect(out).toContain(`${entry(4)} ${tail(4)}`);
    expect(out).toHaveLength(6);
  });
});

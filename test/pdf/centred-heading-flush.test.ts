/**
 * A centred line over a full line flush with the column's left edge ends a paragraph
 * (paragraph-breaks.ts centredOverFlush): APA's manuscript sets its level-1 heads centred and
 * bold in the body's size, ragged right and double-spaced, over text whose first line is not
 * indented after a heading; neither the short-line rule nor the gap rule told "Additional
 * experiments" from the paragraph under it, which then read as a run-in heading. A table's row
 * under a centred cell (gaps between its cells) is left to the other rules.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { placedLine } from '../helpers/lines.ts';

const TYPO = { bodySize: 12, pitch: 24 };
const RAGGED = [
  'Within the uncertainty of the measurements, the land cover map is strongly',
  'related to the root mean square error. It is worth noting that surface',
  'roughness changes little with the land cover map only when the error is',
  'small, which the second season of the survey confirmed at every site.',
];

function page(under: ReturnType<typeof placedLine>) {
  const head = placedLine(111, 'p1', 12, ['Additional experiments', 237]);
  const text = RAGGED.map((t, k) => placedLine(159 + 24 * k, 'p1', 12, [t, 72]));
  return paragraphs([head, under, ...text], TYPO, new Vocabulary()).map((p) => p.text);
}

describe('a centred line over a flush full line', () => {
  it('is a paragraph of its own', () => {
    const out = page(
      placedLine(135, 'p1', 12, [
        'The survey was repeated in the second season at all of the sites we had chosen',
        72,
      ]),
    );
    expect(out[0]).toBe('Additional experiments');
  });

  it('goes on when the line under it is a table row', () => {
    const row = placedLine(
      135,
      'p1',
      12,
      ['Provincia', 72],
      ['Santiago del Estero', 300],
      ['Rio Negro', 470],
    );
    expect(page(row)[0].startsWith('Additional experiments Provincia Santiago del Estero Rio Negro')).toBe(
      true,
    );
  });
});

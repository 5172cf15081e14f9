/**
 * A large title's lines are one paragraph (paragraphs.ts titleGoesOn): a ragged or centred
 * title's short first line ended a paragraph by the break rules ("Soil Moisture Retrieval from
 * Passive" / "Microwave Observations over Agricultural Land", pracjourn). A "title" in body
 * type, or lines a blank line apart, are left to those rules.
 */
import { describe, expect, it } from 'vitest';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import type { BlockRole } from '../../shared/extract/types.ts';
import { placedLine } from '../helpers/lines.ts';

const typo = { bodySize: 10.9, pitch: 13.6 };

/** pracjourn's title block (20.7 pt on a 26.6 pt step unless `step` says otherwise) over a page of body text. */
function titleParas(size: number, step: number) {
  const lines: Line[] = [
    'Soil Moisture Retrieval from Passive',
    'Microwave Observations over Agricultural',
    'Land',
  ].map((t, k) => placedLine(177 + k * step, 'p1c0', size, [t, 90]));
  const roles = new Map<Line, BlockRole>(lines.map((l) => [l, 'title']));
  // The page's body, full lines of the column the title is set in.
  const body = Array.from({ length: 20 }, (_, k) =>
    placedLine(300 + 13.6 * k, 'p1c0', 10.9, [
      `body line ${k} of the text that runs the whole width of the column on this page.`,
      90,
    ]),
  );
  return paragraphs([...lines, ...body], typo, new Vocabulary(), roles)
    .map((p) => p.text)
    .filter((t) => !t.startsWith('body line'));
}

describe('a title over two lines', () => {
  it('is one paragraph in title type', () => {
    expect(titleParas(17, 21)).toEqual([
      'Soil Moisture Retrieval from Passive Microwave Observations over Agricultural Land',
    ]);
  });

  it('is left to the break rules in body type or a blank line apart', () => {
    expect(titleParas(10.9, 13.6).length).toBeGreaterThan(1);
    expect(titleParas(20.7, 45).length).toBeGreaterThan(1);
  });
});

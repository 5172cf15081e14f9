/**
 * The first page's front matter as paragraphs (paragraphs.ts frontBreak) and as a title
 * (front-matter.ts):
 * - a line of another front role than its paragraph's starts a paragraph (asaetr's affiliation
 *   centred under the author names at the line pitch had joined them), and so does an
 *   affiliation opening on its raised number (quantumarticle's "²School of …");
 * - an affiliation wrapped over two lines stays one paragraph;
 * - a caption set large at the top of a page that is only a table is no title (an olmOCR page:
 *   "Table 4: Baseline model …" had been the title and the table's rows its authors).
 */
import { describe, expect, it } from 'vitest';
import { frontMatter } from '../../shared/extract/pdf/front-matter.ts';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import type { BlockRole } from '../../shared/extract/types.ts';
import { placedLine, runLine } from '../helpers/lines.ts';

const typo = { bodySize: 10, pitch: 12 };

function paras(lines: [Line, BlockRole][]) {
  return paragraphs(
    lines.map(([l]) => l),
    typo,
    new Vocabulary(),
    new Map(lines),
  ).map((p) => [p.role, p.text]);
}

describe('front matter lines as paragraphs', () => {
  it('starts a paragraph where the role changes', () => {
    // asaetr's tabular of names, the affiliation centred under the last one (12 pt on 14).
    const names = placedLine(
      150,
      'p1c0',
      12,
      ['Tomasz Sato', 86],
      ['Lena Sharma', 177],
      ['Marco Keller', 382],
    );
    const place = placedLine(164, 'p1c0', 12, [
      'School of Computing, Eastbridge Institute of Technology',
      270,
    ]);
    expect(
      paras([
        [names, 'author'],
        [place, 'affiliation'],
      ]),
    ).toEqual([
      ['author', 'Tomasz Sato Lena Sharma Marco Keller'],
      ['affiliation', 'School of Computing, Eastbridge Institute of Technology'],
    ]);
  });

  it('starts one at each affiliation opening on its raised number, and keeps a wrapped one whole', () => {
    const first = runLine(
      160,
      'p1c0',
      ['2', 6, 2.8],
      ['School of Computing, Eastbridge Institute of Technology', 9],
    );
    const second = runLine(171, 'p1c0', ['3', 6, 2.8], ['Centre for Environmental Research, Lakeside', 9]);
    const wrap = runLine(182, 'p1c0', ['University', 9]);
    expect(
      paras([
        [first, 'affiliation'],
        [second, 'affiliation'],
        [wrap, 'affiliation'],
      ]),
    ).toEqual([
      ['affiliation', '2School of Computing, Eastbridge Institute of Technology'],
      ['affiliation', '3Centre for Environmental Research, Lakeside University'],
    ]);
  });
});

describe('a caption set large at the top of a table page', () => {
  it('is no title', () => {
    const caption = [
      placedLine(80, 'p1c0', 14, ['Table 4: Baseline model performance on each of the three metrics', 72]),
      placedLine(97, 'p1c0', 14, ['across all twenty-four tasks of the benchmark, averaged over seeds.', 72]),
    ];
    const rows = Array.from({ length: 20 }, (_, k) =>
      placedLine(130 + 12 * k, 'p1c0', 10, [`Plant Nutrients ${k}`, 72], ['Easy', 300], ['Normal', 400]),
    );
    expect(frontMatter([...caption, ...rows], typo, { page: 1, width: 612, height: 792 }).title).toBeNull();
  });
});

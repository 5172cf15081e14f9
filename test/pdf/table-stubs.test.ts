/**
 * Group labels set vertically centred on their rows in a table without vertical rules (LaTeX's
 * \multirow under booktabs: bench tables-latex multirow-0): the label goes to the group's first
 * row and the group is a span (shared/extract/pdf/table-stubs.ts).
 */
import { describe, expect, it } from 'vitest';
import { centredStubs } from '../../shared/extract/pdf/table-stubs.ts';

const HEAD = ['Group', 'Visit', 'Mean'];

describe('centred group labels in the stub column', () => {
  it('moves a label printed between two rows, or on the middle of three, to the first row of its group', () => {
    const cells = [
      HEAD,
      ['', 'Week 4', '55.4'],
      ['High dose', '', ''],
      ['', 'Week 12', '71.4'],
      ['', 'Week 1', '50.7'],
      ['Control', 'Week 8', '11.9'],
      ['', 'Week 4', '90.7'],
    ];
    const out = centredStubs(cells, 1);
    expect(out.cells).toEqual([
      HEAD,
      ['High dose', 'Week 4', '55.4'],
      ['', 'Week 12', '71.4'],
      ['Control', 'Week 1', '50.7'],
      ['', 'Week 8', '11.9'],
      ['', 'Week 4', '90.7'],
    ]);
    expect(out.spans).toEqual([
      { row: 1, col: 0, rowspan: 2, colspan: 1 },
      { row: 3, col: 0, rowspan: 3, colspan: 1 },
    ]);
  });

  it('leaves top-aligned labels with ditto blanks, section rows and uneven groups as they are', () => {
    const top = [HEAD, ['Control', 'Week 1', '1'], ['', 'Week 4', '2'], ['Placebo', 'Week 1', '3']];
    expect(centredStubs(top, 1)).toEqual({ cells: top, spans: [] });
    const section = [HEAD, ['Leeds', '', ''], ['', 'Week 1', '1'], ['', 'Week 4', '2']];
    expect(centredStubs(section, 1)).toEqual({ cells: section, spans: [] });
    // One blank row above the label but two below: not a centred label.
    const uneven = [
      HEAD,
      ['', 'Week 1', '1'],
      ['Control', 'Week 4', '2'],
      ['', 'Week 8', '3'],
      ['', 'Week 12', '4'],
    ];
    expect(centredStubs(uneven, 1)).toEqual({ cells: uneven, spans: [] });
  });
});

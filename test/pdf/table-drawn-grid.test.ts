import { describe, expect, it } from 'vitest';
import { drawnGridTable, plausibleTable } from '../../shared/extract/pdf/table-gates.ts';

const prose = 'No person will be subject to any discrimination in employment, including hiring and salary';
/** An audit grid: a header naming each column, section rows spanning the width, sentences as findings. */
const audit = [
  ['Compliance issue', 'Benchmark', 'Findings', 'Target date'],
  ['1. Code Awareness', '', '', ''],
  ['2. Forced Labor', '', '', ''],
  ['Other', prose, prose, 'April 2003'],
  ['3. Health and Safety', '', '', ''],
  ['Sanitation', prose, prose, 'May 2003'],
];

describe('a fully drawn grid with a header row', () => {
  it('is a table although sparse and full of sentences (the text gates for rules alone reject it)', () => {
    expect(plausibleTable(audit, 'rules').ok).toBe(false);
    expect(drawnGridTable(audit)).toBe(true);
  });

  it('allows the stub corner empty, not another header cell', () => {
    const corner = [['', '2001', 'Share'], ...audit.slice(1).map((r) => r.slice(0, 3))];
    expect(drawnGridTable(corner)).toBe(true);
    const gap = [['Issue', '', 'Share'], ...audit.slice(1).map((r) => r.slice(0, 3))];
    expect(drawnGridTable(gap)).toBe(false);
  });

  it('needs a header of labels, three columns and three rows', () => {
    expect(drawnGridTable([[prose, 'Findings', 'Date'], ...audit.slice(1).map((r) => r.slice(0, 3))])).toBe(
      false,
    );
    expect(drawnGridTable([['1', '2', '3'], ...audit.slice(1).map((r) => r.slice(0, 3))])).toBe(false);
    expect(drawnGridTable(audit.map((r) => r.slice(0, 2)))).toBe(false);
    expect(drawnGridTable(audit.slice(0, 2))).toBe(false);
  });
});

/**
 * Words a wrapped cell broke at a hyphen are joined in the table's cells (extract.pdf 2.71.0,
 * table-hyphens.ts) when the evidence names the join ("sev-" "en" → "seven"); a hyphen and a
 * space the join cannot vouch for ("pre- and post-test") stay as read.
 */
import { describe, expect, it } from 'vitest';
import { extractOffice } from '../helpers/office-table-pdf.ts';

describe('hyphenated wraps in a drawn grid', () => {
  it('joins words broken at a wrap and leaves a suspended hyphen alone', async () => {
    const xs = [72, 140, 400, 460, 523];
    const r = await extractOffice((p) =>
      p.wrappedGrid(
        xs,
        [
          ['Measure', 'Description', 'Items', 'Alpha'],
          ['GAD-7', 'Generalised Anxiety Disorder scale: se-', '7', '.80'],
          ['', 'ven items on worry and tension, scored', '', ''],
          ['', 'daily, given pre- and post-test.', '', ''],
          ['PSQI', 'Pittsburgh Sleep Quality Index: nineteen', '19', '.85'],
          ['', 'self-rated items on sleep over a pe-', '', ''],
          ['', 'riod of nights.', '', ''],
        ],
        [0, 3, 6],
      ),
    );
    expect(r.tables).toHaveLength(1);
    const cells = r.tables[0].cells;
    expect(cells[1][1]).toBe(
      'Generalised Anxiety Disorder scale: seven items on worry and tension, scored daily, given pre- and post-test.',
    );
    expect(cells[2][1]).toBe(
      'Pittsburgh Sleep Quality Index: nineteen self-rated items on sleep over a period of nights.',
    );
  });
});

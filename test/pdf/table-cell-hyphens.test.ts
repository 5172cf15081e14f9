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
    const r = await extractOffice((p) => {
      p.prose(3);
      const top = p.y - 12;
      p.y += 4;
      const lines: [string, string, string, string][] = [
        ['Measure', 'Description', 'Items', 'Alpha'],
        ['GAD-7', 'Generalised Anxiety Disorder scale: se-', '7', '.80'],
        ['', 'ven items on worry and tension, scored', '', ''],
        ['', 'daily, given pre- and post-test.', '', ''],
        ['PSQI', 'Pittsburgh Sleep Quality Index: nineteen', '19', '.85'],
        ['', 'self-rated items on sleep over a pe-', '', ''],
        ['', 'riod of nights.', '', ''],
      ];
      const ys = [top];
      lines.forEach((l, i) => {
        p.put(l[0], xs[0] + 4);
        p.put(l[1], xs[1] + 4);
        if (l[2]) p.put(l[2], xs[3] - 4 - p.width(l[2]));
        if (l[3]) p.put(l[3], xs[4] - 4 - p.width(l[3]));
        if (i === 0 || i === 3 || i === 6) {
          ys.push(p.y + 4);
          p.y += 6;
        }
        p.y += 12;
      });
      for (const y of ys) p.line(xs[0], y, xs[4], y);
      for (const x of xs) p.line(x, ys[0], x, ys[ys.length - 1]);
      p.y += 12;
      p.prose(3);
    });
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

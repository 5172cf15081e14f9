/**
 * Reference lists as journals set them (batch 8-9 of the LaTeX heading set, APA, JMLR, LNCS):
 * - paragraph-hanging.ts: entries flush with the list's edge (LNCS right-aligns its labels half
 *   an em in), continuations at one indent: one paragraph per entry. Body text with first-line
 *   indents and a table of contents keep their own breaks.
 * - boilerplate-guard.ts: an entry's last line at two pages' feet ("Journal of Applied Research,
 *   vol. 13, pp. 121–131,") repeats like a running foot but flows from the entry over it: kept.
 * - tex-ligatures.ts and hyphen.ts: T1's en dash code between digits is the dash, and a range
 *   broken after its dash joins without a space.
 */
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { joinLines, Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import { joinItems, type Line, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { hangingLines } from '../../shared/extract/pdf/paragraph-hanging.ts';
import { paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { spellTexLigatures } from '../../shared/extract/pdf/tex-ligatures.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const TYPO = { bodySize: 9, pitch: 11 };
let base = 100;
function line(text: string, x0: number, x1 = 300): Line {
  base += 11;
  const it = { str: text, font: 'body', x0, x1, base, top: base - 7, bottom: base + 2, size: 9 };
  return {
    text,
    x0,
    x1,
    top: it.top,
    bottom: it.bottom,
    base,
    size: 9,
    page: 1,
    block: 'p1',
    font: 'body',
    items: [it],
    colLeft: 54,
    colRight: 300,
  };
}
const texts = (ls: Line[]) => paragraphs(ls, TYPO, new Vocabulary()).map((p) => p.text);
/** The last two entries of a hanging list ending the left column of a two-column page. */
function listEndingLeftColumn(): Line[] {
  base = 100;
  return [
    line('[10] J. Rossi and T. Keller. A study of effect number 10. Journal of Applied', 54),
    line('Research, vol. 20, pp. 170–180, 2020.', 72, 200),
    line('[11] H. Nowak and M. Keller. A study of effect number 11. Journal of Applied', 54),
    line('Research, vol. 21, pp. 177–187, 2021.', 72, 200),
  ];
}
const inRightColumn = (l: Line): Line => ({ ...l, block: 'p2', colLeft: 317, colRight: 562 });

/** Body rows that differ from page to page in their letters (digits are masked when lines are compared). */
const prose = (p: number, k: number) =>
  `the value ${'abcdefghijklmnopqrstuvwxyz'[k % 26]}${'pqr'[p - 1]} settles here`;
/** Body rows that differ only in their digits: the same row on every page once digits are masked. */
const numbered = (p: number, k: number) => `body ${p} line ${k} of the column`;
/** A row of one run of `size` pt text. */
const row = (x: number, y: number, text: string, size = 10) => rowFrom([glyphRun(x, y, text, size)]);
/** 40 body rows of a page, `step` apart from `top`. */
const bodyRows = (p: number, text: (p: number, k: number) => string, top = 80, step = 15, x = 40) =>
  Array.from({ length: 40 }, (_, k) => row(x, top + k * step, text(p, k)));
/** The rows page 2 keeps of three 612 × 792 pages built by `build`, joined run by run. */
function keptOnPage2(build: (p: number) => Row[], pitch = 15): string[] {
  const pages = [1, 2, 3].map(build);
  const infos = pages.map((_, i) => ({ page: i + 1, width: 612, height: 792 }));
  return removeBoilerplate(pages, infos, { bodySize: 10, pitch }).pages[1].map((r) => joinItems(r.items));
}

describe('a reference list with hanging indents', () => {
  it('has one paragraph per entry, its label half an em in from the body edge', () => {
    base = 100;
    const ls = [
      line('References', 54, 110),
      line('1. S. Demir and T. Garcia. A study of effect number 1. Journal of Applied Research,', 58.6),
      line('vol. 11, pp. 107–117, 2011.', 70.7, 180),
      line('2. T. Sharma and J. Sharma. A study of effect number 2. Journal of Applied Research,', 58.6),
      line('vol. 12, pp. 114–124, 2012.', 70.7, 180),
      line('3. P. Rossi and J. Keller. A study of effect number 3.', 58.6, 240),
    ];
    expect(texts(ls)).toEqual([
      'References',
      '1. S. Demir and T. Garcia. A study of effect number 1. Journal of Applied Research, vol. 11, pp. 107–117, 2011.',
      '2. T. Sharma and J. Sharma. A study of effect number 2. Journal of Applied Research, vol. 12, pp. 114–124, 2012.',
      '3. P. Rossi and J. Keller. A study of effect number 3.',
    ]);
  });

  it('starts an entry at the top of the next column', () => {
    base = 100;
    const col = (block: string, n: number) =>
      [n, n + 1].flatMap((k) => [
        {
          ...line(`${k}. P. Mensah and E. Garcia. A study of effect number ${k}. Journal of Applied`, 58.6),
          block,
        },
        { ...line(`Research, vol. ${10 + k}, pp. 142–152, 2016.`, 70.7), block },
      ]);
    const right = col('p2', 3).map((l) => ({
      ...l,
      x0: l.x0 + 300,
      x1: l.x1 + 300,
      colLeft: 354,
      colRight: 600,
    }));
    const paras = texts([...col('p1', 1), ...right]);
    expect(paras).toHaveLength(4);
    expect(paras[2]).toMatch(/^3\. P\. Mensah/);
  });

  it('does not run a REFERENCES heading into the first entry under it', () => {
    base = 100;
    // AASTeX: the heading centred over both columns, the list in the left column under it.
    const heading = { ...line('REFERENCES', 272, 340), block: 'p0', colLeft: 50, colRight: 560 };
    const ls = [
      heading,
      line('M. Rossi and J. Sharma. A study of effect number 1. Journal of Applied Research, vol. 11,', 54),
    ];
    expect(texts(ls)).toEqual(['REFERENCES', ls[1].text]);
  });

  it('leaves body text with first-line indents as it was', () => {
    base = 100;
    const ls = [
      line('The first paragraph opens here with its first line indented and runs', 66),
      line('on to the end of the column where it wraps onto the next line and ends.', 54, 290),
      line('A second paragraph opens the same way and its words run on for a', 66),
      line('while before it stops.', 54, 150),
    ];
    expect(texts(ls)).toHaveLength(2);
  });

  it('does not take a table of contents, whose levels are indents, for one', () => {
    base = 100;
    const ls = [
      line('6. Conclusions 9', 54, 150),
      line('Acknowledgments 11', 66, 150),
      line('7. Appendix. Model specification 11', 54, 200),
      line('References 14', 66, 150),
    ];
    expect(hangingLines(ls).size).toBe(0);
    expect(hangingLines(ls.map((l) => ({ ...l, text: l.text.replace(/ \d+$/, '.') })))).not.toEqual(
      new Map(),
    );
  });
});

describe('a hanging list of one entry in its block', () => {
  it('under the list heading at a column foot keeps the entry whole', () => {
    base = 100;
    const ls = [
      line('References', 54, 110),
      line(
        '[1] K. Tanaka and A. Rossi. A study of effect number 1. Journal of Applied Research, vol. 11,',
        58.6,
      ),
      line('pp. 107–117, 2011.', 70.7, 150),
    ];
    expect(texts(ls)).toEqual([
      'References',
      '[1] K. Tanaka and A. Rossi. A study of effect number 1. Journal of Applied Research, vol. 11, pp. 107–117, 2011.',
    ]);
  });

  it('at the next column top, after a hanging list, starts its own entry', () => {
    const left = listEndingLeftColumn();
    base = 50;
    const right = [
      line('[12] E. Nowak and K. Mensah. A study of effect number 12. Journal of Applied', 317, 562),
      line('Research, vol. 22, pp. 184–194, 2010.', 335, 460),
    ].map(inRightColumn);
    expect(texts([...left, ...right]).slice(-2)).toEqual([
      '[11] H. Nowak and M. Keller. A study of effect number 11. Journal of Applied Research, vol. 21, pp. 177–187, 2021.',
      '[12] E. Nowak and K. Mensah. A study of effect number 12. Journal of Applied Research, vol. 22, pp. 184–194, 2010.',
    ]);
  });

  it('is no list when the block top is a heading over an indented paragraph', () => {
    const left = listEndingLeftColumn();
    base = 50;
    const right = [
      line('A. Proof of the first proposition', 317, 470),
      line('In this section we prove the first proposition under the conditions stated', 329, 562),
      line('above, and the second one follows in the same way.', 317, 500),
    ].map(inRightColumn);
    expect(texts([...left, ...right]).slice(-2)).toEqual([
      'A. Proof of the first proposition',
      'In this section we prove the first proposition under the conditions stated above, and the second one follows in the same way.',
    ]);
  });

  it('ends before addresses set in other type under a blank band (AMS)', () => {
    base = 100;
    const ls = [
      line('[11] K. Rossi and T. Mensah. A study of effect number 11. Journal of Applied', 54),
      line('Research, vol. 21, pp. 177–187, 2021.', 72, 200),
      line('[12] S. Mensah and E. Nowak. A study of effect number 12. Journal of Applied', 54),
      line('Research, vol. 22, pp. 184–194, 2010.', 72, 200),
    ];
    base += 22;
    const address = { ...line('School of Computing, Eastbridge Institute of Technology', 74, 280), size: 8 };
    expect(texts([...ls, address]).slice(-2)).toEqual([
      '[12] S. Mensah and E. Nowak. A study of effect number 12. Journal of Applied Research, vol. 22, pp. 184–194, 2010.',
      'School of Computing, Eastbridge Institute of Technology',
    ]);
  });

  it('is no list in running text under a heading', () => {
    base = 100;
    const ls = [
      line('Introduction', 54, 110),
      line('Results are given below for each of the settings that we tested in the study,', 54),
      line('and the rest follows.', 66, 150),
    ];
    expect(texts(ls)).toHaveLength(3);
  });
});

describe('a reference list numbered "1)" (JPSJ, PTP)', () => {
  it('has one paragraph per entry, its continuation indented', () => {
    base = 100;
    const ls = [
      line('References', 54, 110),
      line(
        '1) K. Rossi and K. Demir. A study of effect number 1. Journal of Applied Research, vol. 11, pp. 107–',
        58,
      ),
      line('117, 2011.', 70, 120),
      line(
        '2) J. Mensah and P. Berg. A study of effect number 2. Journal of Applied Research, vol. 12, pp. 114–',
        58,
      ),
      line('124, 2012.', 70, 120),
    ];
    expect(texts(ls)).toEqual([
      'References',
      '1) K. Rossi and K. Demir. A study of effect number 1. Journal of Applied Research, vol. 11, pp. 107–117, 2011.',
      '2) J. Mensah and P. Berg. A study of effect number 2. Journal of Applied Research, vol. 12, pp. 114–124, 2012.',
    ]);
  });
});

describe("a reference list's last entry at a page's foot", () => {
  it('stays when its authors are initials and its year is on the line under it', () => {
    // "Journal of" reads like a venue line in the foot band; the entry's second line flows from
    // it and carries the volume, pages and year (the cc class, batch 10).
    const kept = keptOnPage2((p) => [
      ...bodyRows(p, numbered),
      ...(p === 2
        ? [
            row(40, 695, 'T. Keller and M. Berg. A study of effect number 12. Journal of Applied'),
            row(52, 707, 'Research, vol. 22, pp. 184–194, 2010.'),
          ]
        : []),
    ]).join('\n');
    expect(kept).toContain('T. Keller and M. Berg. A study of effect number 12.');
    expect(kept).toContain('Research, vol. 22, pp. 184–194, 2010.');
  });

  it('stays at a page top when it ends an entry with pages and year, or opens one by initials', () => {
    const kept = keptOnPage2((p) => [
      ...(p === 2 ? [row(40, 65, 'pp. 114–124, 2012.')] : []),
      ...bodyRows(p, prose),
      ...(p === 2
        ? [
            row(
              40,
              680,
              'K. Sharma and M. Sharma. A study of effect number 7. Journal of Applied Research, vol. 17, pp. 149–159,',
            ),
          ]
        : []),
    ]);
    expect(kept[0]).toBe('pp. 114–124, 2012.');
    expect(kept[kept.length - 1]).toContain('K. Sharma and M. Sharma.');
  });

  it('stays at a page foot when it opens a labelled entry by initials up to the volume (Nature)', () => {
    const kept = keptOnPage2((p) => [
      ...bodyRows(p, prose),
      ...(p === 2
        ? [
            row(
              40,
              700,
              '6. K. Berg and M. Rossi. A study of effect number 6. Journal of Applied Research, vol. 16,',
            ),
          ]
        : []),
    ]);
    expect(kept[kept.length - 1]).toContain('6. K. Berg and M. Rossi.');
  });

  it("stays when it completes a word broken on the line above, at two pages' feet", () => {
    const kept = keptOnPage2((p) => [
      ...bodyRows(p, numbered),
      row(40, 695, `[${p + 5}] A. Tanaka and S. Rossi. A study of effect num-`),
      row(52, 707, `ber ${p + 5}. Journal of Applied Research, vol. ${p + 15},`),
    ]);
    expect(kept).toContain('ber 7. Journal of Applied Research, vol. 17,');
  });

  it("stays at a column top when it flows from its entry, whatever the other column's type", () => {
    // IEEEconf: the right column's 9 pt entry line shares its row's neighbourhood with the left
    // column's 10 pt text; judged on the whole rows, the sizes differ and nothing flows.
    const kept = keptOnPage2(
      (p) => [
        rowFrom([
          glyphRun(72, 82, `for sparse attention in part ${'pqr'[p - 1]} of the long text`, 10),
          glyphRun(320, 82, '[10] T. Demir. A study, no. 10.', 9),
        ]),
        ...(p === 2 ? [row(339, 93, 'Journal of Applied Research, vol. 20, pp. 170–180,', 9)] : []),
        ...bodyRows(p, prose, 94, 12, 72),
      ],
      12,
    );
    expect(kept).toContain('Journal of Applied Research, vol. 20, pp. 170–180,');
  });

  it('goes when it is a venue line with no entry shape', () => {
    const kept = keptOnPage2((p) => [
      ...bodyRows(p, numbered),
      ...(p === 2 ? [row(40, 760, 'Submitted to the Journal of Applied Research', 8)] : []),
    ]);
    expect(kept.join('\n')).not.toContain('Submitted to');
  });
});

describe("a reference entry's last line at two pages' feet", () => {
  it('stays, while a running foot goes', () => {
    const pages = [1, 2, 3].map((p) => [
      ...Array.from({ length: 40 }, (_, k) =>
        rowFrom([glyphRun(40, 80 + k * 15, `body ${p} line ${k} of the column`, 10)]),
      ),
      rowFrom([glyphRun(40, 695, `[${p}] J. Garcia and E. Keller. A study of effect number ${p}.`, 10)]),
      rowFrom([
        glyphRun(40, 707, `Journal of Applied Research, vol. ${10 + p}, pp. ${100 + p}–${110 + p},`, 10),
      ]),
      rowFrom([glyphRun(40, 760, `Preprint submitted to the Journal ${p}`, 8)]),
    ]);
    const infos = pages.map((_, i) => ({ page: i + 1, width: 612, height: 792 }));
    const out = removeBoilerplate(pages, infos, { bodySize: 10, pitch: 15 });
    const kept = out.pages.map((rows) => rows.map((r) => joinItems(r.items)).join('\n'));
    expect(kept[1]).toContain('Journal of Applied Research, vol. 12, pp. 102–112,');
    expect(kept[1]).not.toContain('Preprint submitted');
  });
});

describe('page ranges', () => {
  it("read T1's en dash code between digits as the dash", () => {
    expect(spellTexLigatures('pp. 107\u0015117, 2011.').text).toBe('pp. 107–117, 2011.');
  });

  it('join a range broken after its dash without a space', () => {
    expect(joinLines('Commun. ACM, 51(1):117–', '122, January.', new Vocabulary())).toBe(
      'Commun. ACM, 51(1):117–122, January.',
    );
  });
});

describe('labels set right-aligned in their box', () => {
  it('keeps "[10]", a digit left of "[9]", in the list when it is the last entry of the page', () => {
    base = 100;
    const lines = [
      line('[8] T. Sato and S. Berg. A study of effect number 8. Journal of Applied Research,', 59.2),
      line('vol. 18, pp. 156–166, 2018.', 72, 200),
      line('[9] M. Demir and A. Keller. A study of effect number 9. Journal of Applied Research,', 59.2),
      line('vol. 19, pp. 163–173, 2019.', 72, 200),
      line('[10] P. Garcia and S. Tanaka. A study of effect number 10. Journal of Applied Research,', 54),
      line('vol. 20, pp. 170–180, 2020.', 72, 200),
    ];
    expect(texts(lines)).toEqual([
      '[8] T. Sato and S. Berg. A study of effect number 8. Journal of Applied Research, vol. 18, pp. 156–166, 2018.',
      '[9] M. Demir and A. Keller. A study of effect number 9. Journal of Applied Research, vol. 19, pp. 163–173, 2019.',
      '[10] P. Garcia and S. Tanaka. A study of effect number 10. Journal of Applied Research, vol. 20, pp. 170–180, 2020.',
    ]);
  });
});

/**
 * The position rules of the boilerplate remover (a short block at the very top of a page, the
 * last row at its foot, each set apart by a blank line) take running heads and feet, not the
 * content a page break leaves there: the end of a sentence carried over from the previous page,
 * or a section heading left alone at a page's foot.
 */
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';

const SIZE = 9;
const PITCH = 11;
const PAGE = { page: 2, width: 612, height: 792 };

/** One 9 pt row of a single run at baseline `base`. */
function row(base: number, str: string, font = 'body'): Row {
  const it: Glyphs = {
    str,
    x0: 72,
    x1: 72 + str.length * 4.5,
    base,
    top: base - 7,
    bottom: base + 2,
    size: SIZE,
    font,
  };
  return rowFrom([it]);
}

/** Twelve rows of body text from baseline `from`, at the body pitch. */
function body(from: number): Row[] {
  return Array.from({ length: 12 }, (_, k) =>
    row(from + k * PITCH, `The participants studied list ${k} of the word pairs in the evening session.`),
  );
}

function clean(rows: Row[]) {
  const { pages, removed } = removeBoilerplate([rows], [PAGE], { bodySize: SIZE, pitch: PITCH });
  return { kept: pages[0].map((r) => joinItems(r.items)), removed: removed.map((r) => r.text) };
}

describe('isolated block at the top of a page', () => {
  it('keeps a sentence carried over the page break whose lines are no sentence alone', () => {
    const head = [
      'For pairs that had been recalled three or more times, the difference between conditions was',
      'small and its confidence interval included zero.',
    ];
    const { kept, removed } = clean([row(40, head[0]), row(51, head[1]), ...body(80)]);
    expect(kept.slice(0, 2)).toEqual(head);
    expect(removed).toEqual([]);
  });

  it('still removes a two-line running head', () => {
    const { kept, removed } = clean([
      row(40, 'Sleep and Word Pair Retention'),
      row(51, 'Keller, Rossi and Tanaka'),
      ...body(80),
    ]);
    expect(removed).toEqual(['Sleep and Word Pair Retention', 'Keller, Rossi and Tanaka']);
    expect(kept).toHaveLength(12);
  });
});

describe('a heading that opens a page', () => {
  function cleanPages(pages: Row[][]) {
    const infos = pages.map((_, k) => ({ ...PAGE, page: k + 1 }));
    const { pages: kept } = removeBoilerplate(pages, infos, { bodySize: SIZE, pitch: PITCH });
    return kept.map((rows) => rows.map((r) => joinItems(r.items)));
  }

  // "Methodology" and "Data analysis" are unnumbered and no keyword: they name a section (elbioimp).
  it.each(['5 Discussion', 'A Proof of Proposition 1', 'References', 'Methodology', 'Data analysis'])(
    'keeps "%s" set apart atop the page by the space under a heading',
    (heading) => {
      const kept = cleanPages([body(80), [row(40, heading, 'bold'), ...body(80)], body(80)]);
      expect(kept[1][0]).toBe(heading);
    },
  );

  it('still removes a running head shaped like a numbered heading when it recurs atop the pages', () => {
    const head = (n: number) => row(40, `${n} Sleep and Word Pair Retention`);
    const kept = cleanPages([
      [head(1), ...body(80)],
      [head(2), ...body(80)],
    ]);
    expect(kept.map((rows) => rows[0])).not.toContain('2 Sleep and Word Pair Retention');
    expect(kept[1]).toHaveLength(12);
  });
});

describe('isolated row at the foot of a page', () => {
  it.each(['4 Results', 'III. EXPERIMENTS', 'References', 'Materials and Methods'])(
    'keeps the heading "%s" left alone at the foot',
    (heading) => {
      const { kept, removed } = clean([...body(80), row(740, heading, 'bold')]);
      expect(kept.at(-1)).toBe(heading);
      expect(removed).toEqual([]);
    },
  );

  /** A row of two cells (an ID and a value) at x 72 and 300, as a two-column table sets them. */
  function pair(base: number, id: string, value: string): Row {
    const cell = (x0: number, str: string): Glyphs => ({
      str,
      x0,
      x1: x0 + str.length * 4.5,
      base,
      top: base - 7,
      bottom: base + 2,
      size: SIZE,
      font: 'body',
    });
    return rowFrom([cell(72, id), cell(300, value)]);
  }

  it("keeps a two-column table's last row, set apart as its rows are, at the foot", () => {
    const table = [
      pair(560, 'AF-399', '0.72'),
      pair(620, 'BTB-08399', '0.66'),
      pair(740, 'JCC-0014', '0.59'),
    ];
    const { kept, removed } = clean([...body(80), ...table]);
    expect(kept.at(-1)).toBe('JCC-0014 0.59');
    expect(removed).toEqual([]);
  });

  it('still removes a two-part foot line under prose', () => {
    const { removed } = clean([...body(80), pair(740, 'Sleep and Memory', '12')]);
    expect([...removed].sort()).toEqual(['12', 'Sleep and Memory']);
  });

  it('still removes a short foot line that opens no section', () => {
    const { kept, removed } = clean([...body(80), row(740, 'Keller, Rossi and Tanaka')]);
    expect(removed).toEqual(['Keller, Rossi and Tanaka']);
    expect(kept).toHaveLength(12);
  });
});

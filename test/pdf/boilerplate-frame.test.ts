/**
 * A journal's small page printed on large paper (an ACM journal on A4): the text frame starts
 * well below the page's outer 12%, so the running heads sit outside the page's edge band. The
 * bands are then measured from the text frame, and the heads go; on a page set normally the
 * bands stay the page's own.
 */
import { describe, expect, it } from 'vitest';
import { frameBands, removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const A4 = { width: 595, height: 842 };
const PITCH = 12;

const WORDS = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
];
/** Body line k of page p: prose whose words, not only its digits, differ from page to page. */
const line = (p: number, k: number) =>
  `line ${WORDS[(p + k) % WORDS.length]} ${WORDS[(p * 7 + k * 5) % WORDS.length]} ${k} of page ${p} goes on as prose does`;

/** A page whose head sits at `headBase` and whose `lines` body lines follow from `bodyBase`. */
function page(p: number, headBase: number, bodyBase: number, lines: number): Row[] {
  const head =
    p % 2
      ? [
          glyphRun(150, headBase, 'Approximation Algorithms for Data Placement', 9),
          glyphRun(420, headBase, '·', 9),
          glyphRun(440, headBase, String(p), 9),
        ]
      : [
          glyphRun(100, headBase, String(p), 9),
          glyphRun(115, headBase, '·', 9),
          glyphRun(130, headBase, 'Golubchik, Khanna and Zhu', 9),
        ];
  const body = Array.from({ length: lines }, (_, k) =>
    rowFrom([glyphRun(100, bodyBase + k * PITCH, line(p, k), 10)]),
  );
  return [rowFrom(head), ...body];
}

function doc(headBase: number, bodyBase: number, lines: number, n = 8) {
  const pages = Array.from({ length: n }, (_, i) => page(i + 1, headBase, bodyBase, lines));
  const infos = pages.map((_, i) => ({ page: i + 1, ...A4 }));
  return { pages, infos };
}

describe('edge bands from the text frame', () => {
  it('has no frame band when the text starts inside the page band', () => {
    const { pages, infos } = doc(40, 70, 57);
    expect(frameBands(pages, infos)).toEqual({ head: null, foot: null });
  });

  it('measures the band from the frame when the text starts below the page band on most pages', () => {
    const { pages, infos } = doc(150, 180, 40);
    const band = frameBands(pages, infos).head as number;
    expect(band * A4.height).toBeGreaterThan(150);
    expect(band * A4.height).toBeLessThan(180 + 10 * PITCH);
  });

  it('removes the running heads of a small page printed on A4, and keeps every body line', () => {
    const { pages, infos } = doc(150, 180, 40);
    const { pages: kept, removed } = removeBoilerplate(pages, infos, { bodySize: 10, pitch: PITCH });
    const text = kept.map((rows) => rows.map((r) => joinItems(r.items)).join('\n')).join('\n');
    expect(text).not.toContain('Approximation Algorithms');
    expect(text).not.toContain('Golubchik');
    for (let p = 1; p <= 8; p++) for (const k of [0, 39]) expect(text).toContain(line(p, k));
    expect(removed.filter((r) => /[a-z]/i.test(r.text)).map((r) => r.why)).toEqual(Array(8).fill('repeated'));
    // The page numbers and the separators of those heads go with them.
    expect(text).not.toMatch(/^(?:·|\d+)$/m);
  });

  it('keeps a heading or prose that opens a page in the frame band: only repetition removes a row there', () => {
    const { pages, infos } = doc(150, 180, 40);
    for (const [k, rows] of pages.entries())
      rows[0] = rowFrom([
        glyphRun(100, 150, `${k + 1} A section heading of its own, number ${'I'.repeat(k + 1)}`, 10),
      ]);
    pages[3][0] = rowFrom([glyphRun(100, 150, '3.2 Filtering association rules', 10)]);
    const { pages: kept, removed } = removeBoilerplate(pages, infos, { bodySize: 10, pitch: PITCH });
    expect(removed).toEqual([]);
    expect(kept[3].map((r) => joinItems(r.items))).toContain('3.2 Filtering association rules');
  });

  it('removes a running foot that repeats above the page band, and keeps the last prose line of every page', () => {
    const { pages, infos } = doc(150, 180, 40);
    for (const [k, rows] of pages.entries())
      rows.push(
        rowFrom([glyphRun(100, 680, `Preprint submitted to Imaging Letters, page ${k + 1} of 8`, 8)]),
      );
    const { pages: kept, removed } = removeBoilerplate(pages, infos, { bodySize: 10, pitch: PITCH });
    const text = kept.map((rows) => rows.map((r) => joinItems(r.items)).join('\n')).join('\n');
    expect(text).not.toContain('Preprint submitted');
    for (let p = 1; p <= 8; p++) expect(text).toContain(line(p, 39));
    expect(removed.filter((r) => r.text.startsWith('Preprint'))).toHaveLength(8);
  });
});

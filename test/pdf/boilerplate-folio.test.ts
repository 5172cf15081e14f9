/**
 * Page numbers by their slot: a document that prints its folio in one place (here centred, 12.5%
 * above the page's foot, out of the outer band, as wide LaTeX margins put it) loses it on every
 * page, the short last page of references included, where the position rule (ten rows or more)
 * does not judge. A table's number column at the same place on every page does not count up with
 * the pages and stays.
 */
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const LETTER = { width: 612, height: 792 };
const PITCH = 12;
/** The folio's baseline: above the outer 12% band (697 pt) of a letter page. */
const FOLIO_BASE = 693;

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
];
/** Body line k of page p: prose whose words, not only its digits, differ from line to line and page to page. */
const prose = (p: number, k: number) =>
  `sentence ${WORDS[(p + k) % WORDS.length]} ${WORDS[(3 * p + 7 * k) % WORDS.length]} ${k} reads on as prose does`;

/** A page of `lines` prose lines and, under them, `last` alone at the folio's slot. */
function page(p: number, lines: number, last: string): Row[] {
  const body = Array.from({ length: lines }, (_, k) =>
    rowFrom([glyphRun(130, 140 + k * PITCH, prose(p, k), 10)]),
  );
  return [...body, rowFrom([glyphRun(303, FOLIO_BASE, last, 10)])];
}

function textOf(pages: Row[][]): string {
  return pages.map((rows) => rows.map((r) => joinItems(r.items)).join('\n')).join('\n');
}

describe('page numbers in the document folio slot', () => {
  it('removes the number of a short last page that sits where every other page prints its own', () => {
    const pages = [...Array.from({ length: 8 }, (_, i) => page(i + 1, 40, String(i + 1))), page(9, 4, '9')];
    const infos = pages.map((_, i) => ({ page: i + 1, ...LETTER }));
    const { pages: kept, removed } = removeBoilerplate(pages, infos, { bodySize: 10, pitch: PITCH });
    expect(textOf(kept)).not.toMatch(/^\d+$/m);
    expect(removed.filter((r) => r.page === 9).map((r) => [r.text, r.why])).toEqual([['9', 'page-number']]);
    for (let k = 0; k < 4; k++) expect(textOf(kept)).toContain(prose(9, k));
  });

  it('keeps numbers at one place on every page that do not run with the pages (a table column)', () => {
    const cells = ['18', '29', '7', '40', '3', '12', '25', '9', '31'];
    const pages = cells.map((c, i) => page(i + 1, i === 8 ? 4 : 40, c));
    const infos = pages.map((_, i) => ({ page: i + 1, ...LETTER }));
    const { pages: kept } = removeBoilerplate(pages, infos, { bodySize: 10, pitch: PITCH });
    // Only the position rule's lone numbers at the foot of full pages go; the short page keeps its cell.
    expect(kept[8].map((r) => joinItems(r.items))).toContain('31');
  });
});

/**
 * Line numbers of a manuscript under review (line-numbers.ts) leave the text, with a removal
 * record each; a numbered reference list (entries of two lines, the second unnumbered) and a
 * short numbered list keep their numbers. A later page loses the numbers at the edge an earlier
 * page confirmed, even where its own evidence is thin (a short last page).
 */
import { describe, expect, it } from 'vitest';
import { LineNumbering } from '../../shared/extract/pdf/line-numbers.ts';
import { type Glyphs, joinItems } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const PITCH = 13.5;
const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india'];
const prose = (k: number) => `line ${WORDS[k % 9]} ${WORDS[(k * 4) % 9]} reads on as prose does here`;

/** `lines` prose lines from baseline 100, each with its number (from `first`) flush right at x 62 in 6 pt type. */
function numberedPage(first: number, lines: number): Glyphs[] {
  const out: Glyphs[] = [];
  for (let k = 0; k < lines; k++) {
    const base = 100 + k * PITCH;
    const n = String(first + k);
    out.push(glyphRun(62 - n.length * 3, base, n, 6), glyphRun(72, base, prose(k), 11));
  }
  return out;
}

const texts = (rows: { items: Glyphs[] }[]) => rows.map((r) => joinItems(r.items));

describe('line numbers', () => {
  it('removes the numbers of a numbered page and keeps every line of its text', () => {
    const { rows, removed } = new LineNumbering().page(numberedPage(1, 40), 1);
    expect(removed.map((r) => r.text)).toEqual(Array.from({ length: 40 }, (_, k) => String(k + 1)));
    expect(removed.every((r) => r.why === 'line-number')).toBe(true);
    expect(texts(rows)).toEqual(Array.from({ length: 40 }, (_, k) => prose(k)));
  });

  it('removes the few numbers of a short last page at the edge the first page confirmed', () => {
    const numbering = new LineNumbering();
    numbering.page(numberedPage(1, 40), 1);
    const { removed } = numbering.page(numberedPage(41, 5), 2);
    expect(removed.map((r) => r.text)).toEqual(['41', '42', '43', '44', '45']);
  });

  it('reads a title page again once a later page confirms the numbering (an unnumbered abstract box)', () => {
    const numbering = new LineNumbering();
    // Page 1: 19 numbered lines with 8 unnumbered abstract lines among them, too few covered alone.
    const first = numberedPage(1, 19);
    for (let k = 0; k < 8; k++)
      first.push(glyphRun(90, 100 + 19 * PITCH + k * PITCH, `abstract ${prose(k)}`, 10));
    first.push(
      ...numberedPage(20, 6).map((it) => ({
        ...it,
        base: it.base + 27 * PITCH,
        top: it.top + 27 * PITCH,
        bottom: it.bottom + 27 * PITCH,
      })),
    );
    expect(numbering.page(first, 1).removed).toEqual([]);
    expect(numbering.page(numberedPage(26, 40), 2).removed).toHaveLength(40);
    const again = numbering.revisit();
    expect([...again.keys()]).toEqual([0]);
    expect(again.get(0)?.removed).toHaveLength(25);
    expect(texts(again.get(0)?.rows ?? []).some((t) => /^\d+$/.test(t))).toBe(false);
  });

  it('keeps the numbers of a reference list whose entries run over two lines', () => {
    const items: Glyphs[] = [];
    for (let k = 0; k < 20; k++) {
      const base = 100 + 2 * k * PITCH;
      items.push(glyphRun(72, base, String(k + 1), 11), glyphRun(90, base, prose(k), 11));
      items.push(glyphRun(90, base + PITCH, `continued ${prose(k + 1)}`, 11));
    }
    const { removed } = new LineNumbering().page(items, 1);
    expect(removed).toEqual([]);
  });

  it('keeps a short numbered list', () => {
    const { removed } = new LineNumbering().page(numberedPage(1, 9), 1);
    expect(removed).toEqual([]);
  });
});

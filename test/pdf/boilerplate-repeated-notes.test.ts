/**
 * A footnote printed word for word on several pages (the same remark under different marks)
 * repeats at the page foot like a running foot; it opens with a raised note mark, or with a
 * number and a sentence (the number with a period, or a superior figure: a font of its own on the
 * note's baseline), and its second line flows from it: it stays, with its second line.
 * A running foot that repeats still goes. The note's first row may hold the next column's body
 * text too, in larger type (quantumarticle): the second line flows from the note's runs all the same.
 */
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

type Mark = 'raised' | 'numbered' | 'beside' | 'superior';
/** A word of each page's own text. */
const WORDS = ['alpha', 'beta', 'gamma', 'delta'];

/**
 * Page `p` (1-based): 40 body rows, a two-line note with mark `p` (beside: with the next
 * column's last body line on its first row), a running foot with the page number.
 */
function page(p: number, mark: Mark): Row[] {
  const body = Array.from({ length: 40 }, (_, k) =>
    rowFrom([glyphRun(40, 80 + k * 15, `${WORDS[p - 1]} body line ${k} in the column`, 10)]),
  );
  const raised = [
    glyphRun(40, 707, String(p), 6),
    glyphRun(44, 710, 'We use the same random seed for all runs to make the', 8),
  ];
  // Superior figures: the mark in a font of its own whose digits are drawn raised, at the
  // note's size and on its baseline (newtx's, LNI).
  const superior = [
    { ...glyphRun(40, 710, String(p), 8), font: 'sups' },
    glyphRun(44, 710, 'We use the same random seed for all runs to make the comparison fair.', 8),
  ];
  const first =
    mark === 'superior'
      ? superior
      : mark === 'numbered'
        ? [
            glyphRun(
              40,
              710,
              `${p}. We use the same random seed for all runs to make the comparison fair.`,
              8,
            ),
          ]
        : mark === 'beside'
          ? [
              ...raised,
              glyphRun(
                320,
                710,
                `to the ${WORDS[p - 1]} rate under all of the conditions that we tested here.`,
                10,
              ),
            ]
          : raised;
  return [
    ...body,
    rowFrom(first),
    ...(mark === 'numbered' || mark === 'superior'
      ? []
      : [rowFrom([glyphRun(40, 719, 'comparison fair.', 8)])]),
    rowFrom([glyphRun(40, 760, `Journal of Applied Research ${p}`, 8)]),
  ];
}

function kept(mark: Mark) {
  const pages = [1, 2, 3, 4].map((p) => page(p, mark));
  const infos = pages.map((_, i) => ({ page: i + 1, width: 612, height: 792 }));
  const out = removeBoilerplate(pages, infos, { bodySize: 10, pitch: 15 });
  return {
    texts: out.pages.map((rows) => rows.map((r) => joinItems(r.items)).join('\n')),
    removed: out.removed,
  };
}

describe('a footnote repeated on several pages', () => {
  it('stays when it opens with a raised mark, its second line too', () => {
    const { texts, removed } = kept('raised');
    for (const t of texts) {
      expect(t).toMatch(/We use the same random seed for all runs to make the\ncomparison fair\./);
      expect(t).not.toContain('Journal of Applied Research');
    }
    expect(removed.map((r) => `${r.why}:${r.text}`)).toEqual(
      [1, 2, 3, 4].map((p) => `repeated:Journal of Applied Research ${p}`),
    );
  });
  it("stays, its second line too, when its first row holds the next column's larger text", () => {
    const { texts, removed } = kept('beside');
    for (const t of texts)
      expect(t).toMatch(
        /make the to the \w+ rate under all of the conditions that we tested here\.\ncomparison fair\./,
      );
    expect(removed.map((r) => r.text)).not.toContain('comparison fair.');
  });
  it('stays when its mark is a superior figure on the baseline and it is a sentence', () => {
    const { texts, removed } = kept('superior');
    for (const t of texts)
      expect(t).toContain('We use the same random seed for all runs to make the comparison fair.');
    expect(removed.map((r) => r.text)).toEqual([1, 2, 3, 4].map((p) => `Journal of Applied Research ${p}`));
  });

  it('stays when it opens with a number and a period and is a sentence', () => {
    const { texts } = kept('numbered');
    texts.forEach((t, k) => {
      expect(t).toContain(`${k + 1}. We use the same random seed`);
      expect(t).not.toContain('Journal of Applied Research');
    });
  });
});

/**
 * A footnote printed word for word on several pages (the same remark under different marks)
 * repeats at the page foot like a running foot; it opens with a raised note mark, or with a
 * number and a sentence, and its second line flows from it: it stays, with its second line.
 * A running foot that repeats still goes.
 */
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { glyphRun } from '../helpers/glyphs.ts';

/** Page `p` (1-based): 40 body rows, a two-line note with mark `p`, a running foot with the page number. */
function page(p: number, mark: 'raised' | 'numbered'): Row[] {
  const body = Array.from({ length: 40 }, (_, k) =>
    rowFrom([
      glyphRun(
        40,
        80 + k * 15,
        `${['alpha', 'beta', 'gamma', 'delta'][p - 1]} body line ${k} in the column`,
        10,
      ),
    ]),
  );
  const first =
    mark === 'raised'
      ? [
          glyphRun(40, 707, String(p), 6),
          glyphRun(44, 710, 'We use the same random seed for all runs to make the comparison', 8),
        ]
      : [glyphRun(40, 710, `${p}. We use the same random seed for all runs to make the comparison fair.`, 8)];
  return [
    ...body,
    rowFrom(first),
    ...(mark === 'raised' ? [rowFrom([glyphRun(40, 719, 'fair.', 8)])] : []),
    rowFrom([glyphRun(40, 760, `Journal of Applied Research ${p}`, 8)]),
  ];
}

function kept(mark: 'raised' | 'numbered') {
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
      expect(t).toMatch(/We use the same random seed for all runs to make the comparison\nfair\./);
      expect(t).not.toContain('Journal of Applied Research');
    }
    expect(removed.map((r) => `${r.why}:${r.text}`)).toEqual(
      [1, 2, 3, 4].map((p) => `repeated:Journal of Applied Research ${p}`),
    );
  });
  it('stays when it opens with a number and a period and is a sentence', () => {
    const { texts } = kept('numbered');
    texts.forEach((t, k) => {
      expect(t).toContain(`${k + 1}. We use the same random seed`);
      expect(t).not.toContain('Journal of Applied Research');
    });
  });
});

/**
 * Layouts of the eleventh batch of the LaTeX heading set (Progress of Theoretical Physics'
 * ptptex; bench/headings-latex/classes-batch11.ts), each rule on its own:
 * - headings-text.ts and structure/labels.ts: "§1. Introduction" is section 1, labelled as its
 *   words say;
 * - rows.ts: a note mark with its closing parenthesis in a run of their own ("∗)") opens the
 *   note's line, and note-shape.ts reads "∗) This …" as a note's start;
 * - boilerplate.ts: "typeset using PTPTEX.cls" among a page's last rows is boilerplate, however
 *   far above the page's foot.
 */
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { numbering } from '../../shared/extract/pdf/headings-text.ts';
import { joinItems, rowFrom } from '../../shared/extract/pdf/model.ts';
import { STRICT_MARKER } from '../../shared/extract/pdf/note-shape.ts';
import { buildRows } from '../../shared/extract/pdf/rows.ts';
import { labelOf } from '../../shared/structure/labels.ts';
import { glyphRun } from '../helpers/glyphs.ts';

describe('section numbers after a section sign', () => {
  it('count as the section number', () => {
    expect(numbering('§1. Introduction')).toEqual({ length: 4, depth: 1 });
    expect(numbering('§ 3. Materials and Methods')?.depth).toBe(1);
  });

  it('leave the heading its label', () => {
    expect(labelOf('§3. Materials and Methods')).toBe('methods');
    expect(labelOf('§6. Concluding Remarks')).toBe('conclusion');
  });

  it('need a number after the sign', () => {
    expect(numbering('§ Methods')).toBeNull();
  });
});

describe('a note mark with its closing parenthesis', () => {
  it('opens the line of its note', () => {
    const rows = buildRows([
      glyphRun(108, 693, '∗', 6),
      { ...glyphRun(111, 693, ')', 6), x1: 114 },
      glyphRun(118, 697, 'This choice follows the convention of the earlier literature.', 9),
    ]);
    expect(rows.map((r) => joinItems(r.items))).toEqual([
      '∗) This choice follows the convention of the earlier literature.',
    ]);
  });

  it('starts a note', () => {
    expect(STRICT_MARKER.test('∗) This choice follows the convention')).toBe(true);
    expect(STRICT_MARKER.test('1) This choice follows the convention')).toBe(true);
  });
});

describe('a typesetting notice', () => {
  it('goes, even well above the page foot and opening on a lower-case word', () => {
    const prose = (k: number) => `the value ${'abcdefghijklmnopqrstuvwxyz'[k % 26]} settles here again`;
    const page = [
      ...Array.from({ length: 40 }, (_, k) => rowFrom([glyphRun(90, 80 + k * 15, prose(k), 10.9)])),
      rowFrom([glyphRun(327, 723, 'typeset using PTPTEX.cls ⟨Ver.0.9⟩', 10.9)]),
    ];
    const out = removeBoilerplate([page], [{ page: 1, width: 595, height: 842 }], {
      bodySize: 10.9,
      pitch: 15,
    });
    expect(out.pages[0].map((r) => joinItems(r.items))).not.toContain('typeset using PTPTEX.cls ⟨Ver.0.9⟩');
    expect(out.removed.map((r) => r.text)).toContain('typeset using PTPTEX.cls ⟨Ver.0.9⟩');
  });
});

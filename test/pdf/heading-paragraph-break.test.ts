/**
 * plainHeadingStart (shared/extract/pdf/paragraph-heads.ts): a short line in another font under
 * a sentence-ending line starts a heading even without space above (double-spaced manuscripts);
 * emphasis inside a paragraph, a full bold line and a sentence in bold do not.
 */
import { describe, expect, it } from 'vitest';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { plainHeadingStart } from '../../shared/extract/pdf/paragraph-heads.ts';

const COLUMN = { colLeft: 72, colRight: 540 };
let base = 100;
/** A line of runs, each [text, font], set from x = 72 at 6 points a character. */
function line(...runs: [string, string][]): Line {
  base += 24;
  let x = 72;
  const items: Glyphs[] = runs.map(([str, font]) => {
    const it = { str, font, x0: x, x1: x + 6 * str.length, base, top: base - 10, bottom: base + 2, size: 12 };
    x = it.x1 + 3;
    return it;
  });
  const text = runs.map((r) => r[0]).join(' ');
  return {
    text,
    x0: 72,
    x1: x - 3,
    top: base - 10,
    bottom: base + 2,
    base,
    size: 12,
    page: 1,
    block: 'p1c0',
    font: runs[0][1],
    items,
    ...COLUMN,
  };
}

describe('an unnumbered heading line under a sentence-ending line', () => {
  const end = line(['and the results may not extend to more meaningful content.', 'body']);
  it('starts a heading when short, whole in another font and not a sentence', () => {
    expect(plainHeadingStart(end, line(['Study design', 'bold']))).toBe(true);
  });
  it('does not start one after a line that runs on, or in the same font', () => {
    expect(
      plainHeadingStart(line(['and the results may not extend to', 'body']), line(['Study design', 'bold'])),
    ).toBe(false);
    expect(plainHeadingStart(end, line(['Study design', 'body']))).toBe(false);
  });
  it('does not start one for a bold lead, a bold sentence or a full bold line', () => {
    expect(plainHeadingStart(end, line(['Note', 'bold'], ['that the design was fixed', 'body']))).toBe(false);
    expect(plainHeadingStart(end, line(['This matters.', 'bold']))).toBe(false);
    expect(
      plainHeadingStart(
        end,
        line(['Participants who completed both sessions were all included here', 'bold']),
      ),
    ).toBe(false);
  });
});

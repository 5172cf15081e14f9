/**
 * Caption lines without punctuation after the label (caption-line.ts): Springer's bold "Fig. 1"
 * before caption text in the regular font, ASME's caption wholly in a bold sans font, against a
 * sentence that opens "Fig. 1 shows …" in the body's font or inside an italic abstract.
 */
import { describe, expect, it } from 'vitest';
import { CAPTION, captionLabel } from '../../shared/extract/pdf/caption-line.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';

/** A line of runs, each [text, font], set one after the other in 9 pt type. */
function line(...runs: [string, string][]): Line {
  let x = 50;
  const items: Glyphs[] = runs.map(([str, font]) => {
    const it = { str, x0: x, x1: x + str.length * 4.5, base: 100, top: 92, bottom: 102, size: 9, font };
    x = it.x1 + 2.5;
    return it;
  });
  return {
    text: runs.map(([s]) => s).join(' '),
    x0: 50,
    x1: x,
    top: 92,
    bottom: 102,
    base: 100,
    size: 9,
    page: 1,
    colLeft: 50,
    colRight: 300,
    block: 'p1.0L',
    font: runs[runs.length - 1][1],
    items,
  };
}

const ctx = (prev?: Line) => ({ bodyFont: 'body', prev });

describe('caption lines', () => {
  it('keeps the punctuated forms without any context', () => {
    expect(CAPTION.test('Fig. 1. The root')).toBe(true);
    expect(captionLabel(line(['Figure 3: Results', 'body']))).toBe('Figure 3:');
    expect(captionLabel(line(['Fig. 1', 'bold'], ['The root mean square error', 'body']))).toBeNull();
  });

  it('takes a bold label before caption text in another font', () => {
    expect(captionLabel(line(['Fig. 1', 'bold'], ['The root mean square error', 'body']), ctx())).toBe(
      'Fig. 1 ',
    );
    expect(
      captionLabel(line(['Table', 'bold'], ['2', 'bold'], ['Summary of the sites', 'small']), ctx()),
    ).toBe('Table 2 ');
  });

  it('takes a caption set wholly in a font that is neither the body nor the line before', () => {
    const prev = line(['the end of a sentence in the column above.', 'body']);
    expect(
      captionLabel(line(['Fig. 1', 'sansbold'], ['The root mean square error', 'sansbold']), ctx(prev)),
    ).toBe('Fig. 1 ');
  });

  it('leaves a sentence that opens with a figure reference in its own font', () => {
    const body = line(['Fig. 1 shows the root mean square error', 'body']);
    expect(captionLabel(body, ctx())).toBeNull();
    // Split into runs but one font: still a sentence.
    expect(captionLabel(line(['Fig. 1', 'body'], ['shows the error', 'body']), ctx())).toBeNull();
    // An italic abstract: the line before is in the same italic font.
    const prev = line(['of the retrieval and the', 'italic']);
    expect(
      captionLabel(line(['Table 2', 'italic'], ['lists the sites we used', 'italic']), ctx(prev)),
    ).toBeNull();
  });
});

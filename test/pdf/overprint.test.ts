/**
 * Small type printed over a column's prose (pedersen04's clipped figure labels) is dropped;
 * markers after a word, small type beside the prose and a lone overprint stay. Geometry built
 * by hand in pedersen04's proportions: 10 pt body on an 11.4 pt pitch, labels at 4.5–8.6 pt.
 */
import { describe, expect, it } from 'vitest';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { dropOverprint } from '../../shared/extract/pdf/overprint.ts';

const typo = { bodySize: 10, pitch: 11.4 };

function item(str: string, x0: number, x1: number, base: number, size = 10): Glyphs {
  return {
    str,
    x0,
    x1,
    base,
    top: base - 0.78 * size,
    bottom: base + 0.22 * size,
    size,
    font: size === 10 ? 'body' : 'fig',
  };
}

function line(...items: Glyphs[]): Line {
  const sorted = [...items].sort((a, b) => a.x0 - b.x0);
  const body = sorted.filter((it) => it.size === 10);
  const main = body.length ? body : sorted;
  return {
    text: sorted.map((it) => it.str).join(' '),
    x0: Math.min(...sorted.map((it) => it.x0)),
    x1: Math.max(...sorted.map((it) => it.x1)),
    top: Math.min(...sorted.map((it) => it.top)),
    bottom: Math.max(...sorted.map((it) => it.bottom)),
    base: main[0].base,
    size: main[0].size,
    page: 2,
    colLeft: 65,
    colRight: 299,
    block: 'p2.0.0L',
    items: sorted,
  };
}

const prose = (text: string, base: number, x1 = 299) => item(text, 65, x1, base);

describe('small type printed over the body', () => {
  it('drops the labels of a hidden figure layer, overprinted or scattered among the lines', () => {
    const lines = [
      line(item('1', 118, 123, 120, 8.6)), // in the gap above the first line: scattered, no overlap
      line(prose('and sites that are likely to be spam or that are likely to', 129.7)),
      line(
        prose('The methods that we present in this paper', 141),
        item('2', 157.6, 162.3, 136.1, 8.6),
        item('3', 197, 202, 136.1, 8.6),
      ),
      line(
        prose('could be used in two ways: (1) either as helpers in an ini-', 152.4),
        item('4', 118, 123, 152.3, 8.6),
      ),
      line(prose('tial screening process, suggesting pages that should be ex-', 163.7)),
      line(item('5', 157.6, 162.3, 168.5, 8.6), item('6', 197, 202, 168.5, 8.6)),
      line(prose('amined more closely by an expert, or (2) as a counter-bias', 175.1)),
      line(
        prose('to be applied when results are ranked, in order to discount', 186.5),
        item('good', 222.4, 238.6, 187.4, 7.2),
      ),
      line(prose('possible boosts achieved by spam.', 197.8, 201), item('bad', 222.4, 234.6, 197.2, 7.2)), // past the line's end
      line(prose('Since the algorithmic identification of spam is very dif-', 209.2)),
    ];
    const { lines: out, dropped } = dropOverprint(lines, typo);
    expect(out.map((l) => l.text)).toEqual([
      'and sites that are likely to be spam or that are likely to',
      'The methods that we present in this paper',
      'could be used in two ways: (1) either as helpers in an ini-',
      'tial screening process, suggesting pages that should be ex-',
      'amined more closely by an expert, or (2) as a counter-bias',
      'to be applied when results are ranked, in order to discount',
      'possible boosts achieved by spam.',
      'Since the algorithmic identification of spam is very dif-',
    ]);
    expect(dropped.sort()).toEqual(['1', '2', '3', '4', '5', '6', 'bad', 'good']);
    // The line's box no longer reaches up to the labels that were on it.
    expect(out[1].top).toBeCloseTo(141 - 7.8, 5);
  });

  it('keeps footnote markers after a word and small type beside the prose', () => {
    const lines = [
      line(prose('as shown by earlier work.', 120, 180), item('12', 180.5, 185, 116, 7)),
      line(prose('The methods that we present in this paper', 131.4)),
      line(prose('end of a paragraph.', 142.8, 150)),
      line(item('Figure labels below the text', 65, 200, 170, 8)),
      line(item('x', 100, 104, 180, 7), item('y', 150, 154, 180, 7)),
    ];
    const { lines: out, dropped } = dropOverprint(lines, typo);
    expect(dropped).toEqual([]);
    expect(out).toEqual(lines);
  });

  it('keeps a lone overprinted item: a formula script reaching into a line is not a hidden layer', () => {
    const lines = [
      line(prose('The methods that we present in this paper', 141), item('MST', 157.6, 170, 136.1, 7)),
      line(prose('possible boosts achieved by spam.', 152.4, 201)),
    ];
    const { lines: out, dropped } = dropOverprint(lines, typo);
    expect(dropped).toEqual([]);
    expect(out).toEqual(lines);
  });
});

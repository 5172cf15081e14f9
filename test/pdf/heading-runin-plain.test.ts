/**
 * Run-in heads in the text's own type: amsart and aomart set `\paragraph` upright, run in and
 * flush left where paragraphs are indented ("Datasets. Figure 1 shows…"). Such a head is read
 * from its shape alone (one to three words closed by a period, a capital after it, flush left),
 * and sits one level under the numbered run-in head before it ("3.1. Datasets and
 * preprocessing." in italics). Look-alikes stay text: an indented paragraph, an abbreviation
 * ("Prof. Smith"), a theorem label, a sentence of more words.
 */
import { describe, expect, it } from 'vitest';
import type { HeadingContext } from '../../shared/extract/pdf/headings.ts';
import { runInOf } from '../../shared/extract/pdf/headings-runin.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import type { Para } from '../../shared/extract/pdf/paragraphs.ts';

const LEFT = 118.8;
const RIGHT = 489.4;
const SIZE = 10.9;
const INDENT = 16;
const context = (): HeadingContext => ({ typo: { bodySize: SIZE, pitch: 13.6 }, bodyFont: 'body' });

/** A paragraph of body text whose first line is `runs` ([text, font, width]) starting at `x0`. */
function para(runs: [string, string, number][], page = 1, x0 = LEFT): Para {
  const base = 300;
  const items: Glyphs[] = [];
  let x = x0;
  for (const [str, font, width] of runs) {
    items.push({ str, x0: x, x1: x + width, base, top: base - 8, bottom: base + 2, size: SIZE, font });
    x += width + 3;
  }
  const mk = (text: string, its: Glyphs[], at: number, y: number): Line => ({
    text,
    x0: at,
    x1: RIGHT,
    top: y - 8,
    bottom: y + 2,
    base: y,
    size: SIZE,
    page,
    colLeft: LEFT,
    colRight: RIGHT,
    block: `p${page}`,
    font: 'body',
    items: its,
  });
  const first = mk(runs.map((r) => r[0]).join(' '), items, x0, base);
  const rest = 'that the encoder differs from the baseline model in the held-out data and we report it.';
  const second = mk(
    rest,
    [{ ...items[0], str: rest, x0: LEFT, x1: RIGHT, base: base + 13.6 }],
    LEFT,
    base + 13.6,
  );
  return { text: `${first.text} ${rest}`, lines: [first, second], float: null };
}

const plain = (text: string, page = 1, x0 = LEFT) => para([[text, 'body', RIGHT - x0]], page, x0);
const lead = (p: Para, ctx = context()) => {
  const r = runInOf(p, ctx);
  return r ? { text: p.text.slice(0, r.length), depth: r.depth } : null;
};

describe('run-in heads in the text type (amsart \\paragraph)', () => {
  it('reads a flush-left "Datasets." opening as a run-in head', () => {
    expect(lead(plain('Datasets. Figure 1 estimate how the baseline model changes little with'))).toEqual({
      text: 'Datasets.',
      depth: null,
    });
  });

  it('places it one level under the numbered run-in head before it', () => {
    const ctx = context();
    const numbered = para([
      ['3.1.', 'body', 18],
      ['Datasets and preprocessing.', 'italic', 140],
      ['As shown in earlier work, the classifier head is', 'body', 190],
    ]);
    expect(lead(numbered, ctx)).toEqual({ text: '3.1. Datasets and preprocessing.', depth: 2 });
    expect(
      lead(plain('Baselines. To a first approximation, the baseline model varies with'), ctx)?.depth,
    ).toBe(3);
    expect(lead(plain('Hyperparameters. The macro F1 was 70.5% for sparse attention and'), ctx)?.depth).toBe(
      3,
    );
    // Pages later the numbered head no longer frames it.
    expect(
      lead(plain('Datasets. Figure 1 estimate how the baseline model changes little', 4), ctx)?.depth,
    ).toBeNull();
  });

  it('keeps an indented opening, abbreviations, theorem labels and longer sentences as text', () => {
    expect(
      lead(plain('Datasets. Figure 1 estimate how the baseline model changes', 1, LEFT + INDENT)),
    ).toBeNull();
    expect(lead(plain('Prof. Smith showed that the baseline model changes little with'))).toBeNull();
    expect(lead(plain('Proof. Since the baseline model changes little with the encoder'))).toBeNull();
    expect(lead(plain('The model works well. We show that the baseline model changes'))).toBeNull();
    expect(lead(plain('Datasets. in the held-out data the baseline model changes little'))).toBeNull();
  });
});

/**
 * Rows from runs: a superscript set as several runs (an ORCID iD after an author's name) joins
 * its line whole, and TeX's accent raised over a capital (its own glyph, just above the baseline
 * tolerance) goes before the letter it marks instead of making a row of its own.
 */
import { describe, expect, it } from 'vitest';
import { type Glyphs, joinItems } from '../../shared/extract/pdf/model.ts';
import { buildRows } from '../../shared/extract/pdf/rows.ts';

/** A run at (x, baseline) 0.5 em wide per character. */
function run(str: string, x: number, base: number, size = 10): Glyphs {
  return {
    str,
    x0: x,
    x1: x + 0.5 * size * str.length,
    base,
    top: base - 0.78 * size,
    bottom: base + 0.22 * size,
    size,
    font: 'f1',
  };
}

/** Runs laid end to end from x, each starting where the previous one ends. */
function chain(strs: string[], x: number, base: number, size: number): Glyphs[] {
  const out: Glyphs[] = [];
  for (const s of strs) {
    const r = run(s, out.length ? out[out.length - 1].x1 : x, base, size);
    out.push(r);
  }
  return out;
}

const text = (items: Glyphs[]) => buildRows(items).map((r) => joinItems(r.items));

describe('superscripts set as several runs', () => {
  it('joins every run of a raised iD to the name it follows, not only the first', () => {
    const name = run('Elena Mikhalkova', 100, 200);
    // 7 pt runs raised 3.6 pt: the second and later runs touch the first, not the name.
    const orcid = chain(['[0000', '−', '0003', '−', '0781', '−', '8633]'], name.x1, 196.4, 7);
    expect(text([name, ...orcid])).toEqual(['Elena Mikhalkova[0000−0003−0781−8633]']);
  });

  it('leaves small type apart when none of its runs touches the larger line', () => {
    const body = run('a line of body text', 100, 200);
    const label = chain(['(a)', 'panel'], body.x1 + 20, 196.4, 7);
    expect(text([body, ...label])).toEqual(['(a)panel', 'a line of body text']);
  });
});

describe('raised accents', () => {
  it('puts an accent raised over a capital before that letter, on its line', () => {
    // 2206.11906: '´' 0.253 em above the run 'Akos Bogd´' that its centre sits over.
    const accent = run('´', 194.2, 569.64 - 3.02, 12);
    accent.x1 = 200.1;
    const name = run('Akos Bogd´', 192.75, 569.64, 12);
    name.x1 = 254;
    const rest = run('an and Mark Vogelsberger', 254, 569.64, 12);
    expect(text([accent, name, rest])).toEqual(['´Akos Bogd´an and Mark Vogelsberger']);
  });

  it('keeps an accent that sits over a later letter of a run where it is', () => {
    // Over the ninth character of the run: where that letter is cannot be known from the run.
    const line = run('an equation f(x) here', 100, 200);
    const bar = run('¯', 100 + 8 * 5, 197, 10);
    bar.x1 = bar.x0 + 5;
    expect(text([bar, line])).toEqual(['¯', 'an equation f(x) here']);
  });

  it('does not move a raised symbol that is not an accent', () => {
    const line = run('Akos', 100, 200);
    const star = run('*', 101, 197, 10);
    expect(text([star, line])).not.toContain('*Akos');
  });
});

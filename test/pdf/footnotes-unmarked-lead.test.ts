/**
 * Notes set across the page under the columns, alone in their region, whose first line is an
 * unmarked lead ("Abbreviations: …") over marked notes ("1These authors …"), as a journal's first
 * page sets them (footnotes.ts judgeTail, a block alone in its region): they are notes when the
 * whole block is small running text in the foot zone. The same block in body size, or holding a
 * table row, stays in the body.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';

const typo = { bodySize: 10, pitch: 12, noteMax: 9.4 };

/** A line at baseline `base` from its runs, each [text, x0], in type of `size`. */
function at(base: number, size: number, ...runs: [string, number][]): Line {
  const items: Glyphs[] = runs.map(([str, x0]) => ({
    str,
    x0,
    x1: x0 + 0.5 * size * str.length,
    base,
    top: base - 0.7 * size,
    bottom: base + 0.2 * size,
    size,
    font: 'f',
  }));
  return {
    text: runs.map((r) => r[0]).join(' '),
    x0: items[0].x0,
    x1: items[items.length - 1].x1,
    top: base - 0.7 * size,
    bottom: base + 0.2 * size,
    base,
    size,
    page: 1,
    colLeft: 72,
    colRight: 540,
    block: 'p1.2L',
    items,
  };
}

const block = (size: number, row?: Line) => [
  at(700, size, ['Abbreviations: ACE, angiotensin-converting enzyme; SHOP, scaffold hopping.', 72]),
  ...(row ? [row] : []),
  at(712, size, ['1These authors contributed equally to this work.', 72]),
  at(724, size, ['Correspondence: Professor E. Sturrock (email e.sturrock@example.org).', 72]),
];

describe('a note block under the columns that opens on an unmarked lead', () => {
  it('is notes when the block is small running type at the foot of the page', () => {
    const split = splitFootnotes(block(8), typo, true, 792);
    expect(split.body).toEqual([]);
    expect(split.notes.flat().map((l) => l.text)).toEqual(block(8).map((l) => l.text));
  });

  it('stays in the body in body size, or with a table row in it', () => {
    expect(splitFootnotes(block(10), typo, true, 792).notes).toEqual([]);
    const row = at(706, 8, ['Setting', 72], ['12.4', 200], ['0.81', 300]);
    expect(splitFootnotes(block(8, row), typo, true, 792).notes).toEqual([]);
  });
});

/**
 * Notes set across the page under the columns, alone in their region, whose first line is an
 * unmarked lead ("Abbreviations: …") over marked notes ("1These authors …"), as a journal's first
 * page sets them (footnotes.ts judgeTail, a block alone in its region): they are notes when the
 * whole block is small running text in the foot zone. The same block in body size, or holding a
 * table row, stays in the body.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { placedLine } from '../helpers/lines.ts';

const typo = { bodySize: 10, pitch: 12, noteMax: 9.4 };

const block = (size: number, row?: Line) => [
  placedLine(700, 'p1.2L', size, [
    'Abbreviations: ACE, angiotensin-converting enzyme; SHOP, scaffold hopping.',
    72,
  ]),
  ...(row ? [row] : []),
  placedLine(712, 'p1.2L', size, ['1These authors contributed equally to this work.', 72]),
  placedLine(724, 'p1.2L', size, [
    'Correspondence: Professor E. Sturrock (email e.sturrock@example.org).',
    72,
  ]),
];

describe('a note block under the columns that opens on an unmarked lead', () => {
  it('is notes when the block is small running type at the foot of the page', () => {
    const split = splitFootnotes(block(8), typo, true, 792);
    expect(split.body).toEqual([]);
    expect(split.notes.flat().map((l) => l.text)).toEqual(block(8).map((l) => l.text));
  });

  it('stays in the body in body size, or with a table row in it', () => {
    expect(splitFootnotes(block(10), typo, true, 792).notes).toEqual([]);
    const row = placedLine(706, 'p1.2L', 8, ['Setting', 72], ['12.4', 200], ['0.81', 300]);
    expect(splitFootnotes(block(8, row), typo, true, 792).notes).toEqual([]);
  });
});

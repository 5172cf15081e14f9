/**
 * A heading line joined to the paragraph under it (headings-runin.ts headingLine: a first line
 * wholly in another font over body text) is a run-in heading; when it is a section word that
 * always opens the top level ("Acknowledgments" centred in bold over its single-spaced text in a
 * double-spaced manuscript) it says so, instead of sitting under the last sub-section.
 */
import { describe, expect, it } from 'vitest';
import { runInOf } from '../../shared/extract/pdf/headings-runin.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import type { Para } from '../../shared/extract/pdf/paragraphs.ts';

function line(text: string, base: number, x0: number, x1: number, font: string): Line {
  return {
    text,
    x0,
    x1,
    top: base - 10,
    bottom: base + 2,
    base,
    size: 12,
    page: 7,
    colLeft: 72,
    colRight: 509,
    block: 'p7',
    font,
    items: [{ str: text, x0, x1, base, top: base - 10, bottom: base + 2, size: 12, font }],
  };
}

function para(head: string): Para {
  const lines = [
    line(head, 143, 251, 345, 'bold'),
    line(
      'We thank the students who took part and the reviewers for their helpful comments on an',
      163,
      72,
      496,
      'body',
    ),
    line('earlier draft.', 177, 72, 131, 'body'),
  ];
  return { text: lines.map((l) => l.text).join(' '), lines, float: null };
}

const CTX = { typo: { bodySize: 12, pitch: 24 }, bodyFont: 'body' };

describe('a heading line joined to its paragraph', () => {
  it('is top level when it is a back-matter section word', () => {
    expect(runInOf(para('Acknowledgments'), CTX)).toEqual({
      length: 'Acknowledgments'.length,
      depth: null,
      top: true,
    });
  });

  it('is not when it is any other title', () => {
    expect(runInOf(para('Study design'), CTX)?.top).toBe(false);
  });
});

/**
 * Footnotes of Word/LibreOffice papers (issue #20): a paper's only note, one line set half a
 * point smaller than the body, gives too few note rows to learn the note size from; its raised
 * mark under a blank band is what takes it out of the body. Synthetic columns, and the
 * reading-order bench's Word paper (bench/word-order/) when LibreOffice is installed.
 */
import { describe, expect, it } from 'vitest';
import { hasSoffice, orderPapers } from '../../bench/word-order/build.ts';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';

/** A4 height, 11 pt body on a 12.6 pt pitch, as LibreOffice sets Liberation Serif 11. */
const PAGE_HEIGHT = 842;
const TYPO = { bodySize: 11, pitch: 12.6 };
/** Body lines of the synthetic column: they reach into the page's foot zone, as a full page does. */
const BODY_LINES = 45;
const NOTE = 'Excluding the four medicated volunteers changes no estimate by more than half a point.';

const glyphs = (str: string, x0: number, base: number, size: number): Glyphs => ({
  str,
  x0,
  x1: x0 + str.length * size * 0.5,
  base,
  top: base - size,
  bottom: base + size * 0.25,
  size,
  font: 'f1',
});

function line(items: Glyphs[], size: number): Line {
  const base = Math.max(...items.map((g) => g.base));
  return {
    text: items.map((g) => g.str).join(''),
    x0: items[0].x0,
    x1: items[items.length - 1].x1,
    top: base - size,
    bottom: base + size * 0.25,
    base,
    size,
    page: 1,
    colLeft: 72,
    colRight: 523,
    block: 'p1c0',
  };
}

/** BODY_LINES body lines from the column top (the last in the foot zone), then `tail` lines. */
function column(tail: Line[]): Line[] {
  const body = Array.from({ length: BODY_LINES }, (_, k) =>
    line([glyphs(`Body line ${k} of the paper, set in the text size.`, 72, 90 + k * TYPO.pitch, 11)], 11),
  );
  return [...body, ...tail];
}

/** A note line at `base`: a mark (raised and small, or in line) then the note's text in 10.5 pt. */
function noteLine(base: number, raised: boolean): Line {
  const mark = raised ? glyphs('1', 72, base - 4, 5.8) : glyphs('1 ', 72, base, 10.5);
  const text = glyphs(NOTE, 78, base, 10.5);
  return { ...line([mark, text], 10.5), items: [mark, text] };
}

describe('a single footnote half a point smaller than the body', () => {
  it('is a note when it opens on a raised mark under a blank band at the column foot', () => {
    const split = splitFootnotes(column([noteLine(760, true)]), TYPO, true, PAGE_HEIGHT);
    expect(split.notes).toHaveLength(1);
    expect(split.notes[0][0].text).toContain('Excluding the four');
    expect(split.body).toHaveLength(BODY_LINES);
  });

  it('stays in the body when its number is printed in line, not raised (a numbered line in the text)', () => {
    const split = splitFootnotes(column([noteLine(760, false)]), TYPO, true, PAGE_HEIGHT);
    expect(split.notes).toHaveLength(0);
    expect(split.body).toHaveLength(BODY_LINES + 1);
  });

  it('stays in the body when no blank band sets it apart from the line above', () => {
    const split = splitFootnotes(
      column([noteLine(90 + BODY_LINES * TYPO.pitch, true)]),
      TYPO,
      true,
      PAGE_HEIGHT,
    );
    expect(split.notes).toHaveLength(0);
  });
});

describe.skipIf(!hasSoffice())('Word paper with one footnote (LibreOffice rendering)', () => {
  it('moves the note out of the body into the footnote stream', async () => {
    const papers = await orderPapers(['onecol-numbered']);
    expect(papers.length).toBeGreaterThan(0);
    for (const p of papers) {
      expect(p.pdf).not.toBeNull();
      const out = await processDocument(
        { bytes: p.pdf as Uint8Array, key: `${p.name}.pdf` },
        DEFAULT_PROCESS_OPTIONS,
      );
      const note = p.truth.footnotes[0];
      const cut = out.text.indexOf('\n---\n');
      const body = cut >= 0 ? out.text.slice(0, cut) : out.text;
      expect(body).not.toContain(note.slice(0, 30));
      expect(out.sidecar.footnotes.some((n) => n.includes(note.slice(0, 30)))).toBe(true);
    }
  }, 120_000);
});

/**
 * A heading at the head of a column, under a full justified line that ended a sentence at the
 * foot of the column before (paragraph-heads.ts plainHeadingStart across a column break): REVTeX
 * PRL sets its subsections centred in bold a size below the body, and a wrapped one's first line
 * fills the column, so neither a short line nor a larger size tells it from text running on.
 * Text that does run on across the break (a lower-case continuation, a long italic sentence)
 * stays one paragraph.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extractBytes } from '../helpers/heading-pdf.ts';

/** Two columns of a letter page, 244 pt wide, 16 pt apart (a two-column journal's measure). */
const COLUMNS = [54, 314];
const WIDTH = 244;
const BODY = 10;
const PITCH = 12;
const TOP = 740;
/** First-line indent of a paragraph. */
const INDENT = 10;

type Face = 'body' | 'bold' | 'italic';

/** One column's lines, each justified to the measure unless it ends its paragraph. */
class Column {
  y = TOP;
  constructor(
    private page: PDFPage,
    private fonts: Record<Face, PDFFont>,
    private x: number,
  ) {}
  /** One line; `justify` spreads its words over the measure; `centre` centres it. */
  line(text: string, face: Face, size: number, how: 'justify' | 'left' | 'centre', indent = 0) {
    const font = this.fonts[face];
    const words = text.split(' ');
    if (how === 'justify' && words.length > 1) {
      const inked = words.reduce((w, s) => w + font.widthOfTextAtSize(s, size), 0);
      const gap = (WIDTH - indent - inked) / (words.length - 1);
      let x = this.x + indent;
      for (const w of words) {
        this.page.drawText(w, { x, y: this.y, size, font });
        x += font.widthOfTextAtSize(w, size) + gap;
      }
    } else {
      const width = font.widthOfTextAtSize(text, size);
      const x = how === 'centre' ? this.x + (WIDTH - width) / 2 : this.x + indent;
      this.page.drawText(text, { x, y: this.y, size, font });
    }
    this.y -= size * 1.2;
  }
  /** A justified paragraph, its first line indented and its last line set flush left. */
  para(text: string, face: Face = 'body') {
    const lines = this.wrap(text, face, BODY);
    for (const [i, l] of lines.entries())
      this.line(l, face, BODY, i < lines.length - 1 ? 'justify' : 'left', i === 0 ? INDENT : 0);
  }
  /** Lines of `text` that fit the measure, the first one indented; with `full` only whole lines. */
  wrap(text: string, face: Face, size: number, full = false): string[] {
    const font = this.fonts[face];
    const out: string[] = [];
    let cur = '';
    for (const w of text.split(' ')) {
      const next = cur ? `${cur} ${w}` : w;
      const room = WIDTH - (out.length === 0 ? INDENT : 0);
      if (font.widthOfTextAtSize(next, size) > room) {
        out.push(cur);
        cur = w;
      } else cur = next;
    }
    if (cur && !full) out.push(cur);
    return out;
  }
}

/** The left column: two paragraphs, the second ending on a full line with a sentence end. */
function leftColumn(col: Column) {
  col.para(BANK[0]);
  col.y -= 2;
  col.para(BANK[1]);
  col.y -= 2;
  // Whole lines only, the last one filling the measure and ending a sentence.
  const lines = col.wrap(BANK[2], 'body', BODY, true);
  const last = lines.length - 1;
  lines[last] = `${lines[last].replace(/[.,;]?$/, '')}.`;
  for (const [i, l] of lines.entries()) col.line(l, 'body', BODY, 'justify', i === 0 ? INDENT : 0);
}

async function twoColumnPage(right: (col: Column) => void): Promise<ExtractResult> {
  const doc = await PDFDocument.create();
  const fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  const page = doc.addPage([612, 792]);
  const left = new Column(page, fonts, COLUMNS[0]);
  leftColumn(left);
  const col = new Column(page, fonts, COLUMNS[1]);
  // The right column ends level with the left one, as a balanced page does.
  right(col);
  while (col.y > left.y + PITCH) col.para(BANK[12 + Math.round((TOP - col.y) / 100)]);
  return extractBytes(await doc.save());
}

/** The left column's last paragraph, which ends at the column's foot. */
const LAST_PARA = BANK[2].slice(0, 30);

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => b.text);
const blockWith = (out: ExtractResult, part: string) => (out.blocks ?? []).find((b) => b.text.includes(part));

/**
 * REVTeX PRL's subsection: bold, a size below the body, centred; wrapped, its first line fills
 * the measure but for 5 pt each side (less than a paragraph indent: no first-line indent either).
 */
const WRAPPED = ['Effect of document length on the accuracy and peak memory', 'use'];

describe('a heading at the head of a column under a sentence end', () => {
  it('is a heading when wrapped with a first line as wide as the column', async () => {
    const out = await twoColumnPage((col) => {
      col.line(WRAPPED[0], 'bold', 9, 'centre');
      col.line(WRAPPED[1], 'bold', 9, 'centre');
      col.y -= 6;
      col.para(BANK[6]);
    });
    expect(headings(out)).toContain(WRAPPED.join(' '));
    expect(blockWith(out, LAST_PARA)?.text).not.toContain('Effect of document');
  });

  it('is a heading when it is a short centred line', async () => {
    const out = await twoColumnPage((col) => {
      col.line('Derivation of the estimator', 'bold', 9, 'centre');
      col.y -= 6;
      col.para(BANK[6]);
    });
    expect(headings(out)).toContain('Derivation of the estimator');
  });

  it('leaves a paragraph that runs on across the break whole', async () => {
    const out = await twoColumnPage((col) => {
      // A sentence in italics, more words than a heading has, opening the right column.
      col.line('So it was not due to any one of the ways in which we set up', 'italic', BODY, 'justify');
      col.line('the study, as the next section shows.', 'italic', BODY, 'left');
      col.y -= 2;
      col.para(BANK[6]);
    });
    expect(headings(out)).toEqual([]);
    expect(blockWith(out, LAST_PARA)?.text).toContain('So it was not due');
  });
});

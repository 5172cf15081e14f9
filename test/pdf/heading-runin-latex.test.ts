/**
 * Run-in headings found on the LaTeX-made heading set (bench/headings-latex): LaTeX's
 * `\paragraph` in bold with a wide space and no stop (article, KOMA, titlesec), a run-in head
 * closed by a dash (AASTeX), IEEEtran's "a) Datasets:", and headings the paragraph builder
 * joined to their text because little space follows them (AASTeX's capitals in the body font),
 * and IEEEtran compsoc's numbered `\paragraph` wholly in the body font ("3.1.0.1 Study sites:").
 * Each page is drawn with exact gaps, and each case
 * has its look-alike that must stay text.
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extractBytes } from '../helpers/heading-pdf.ts';

type Face = 'body' | 'bold' | 'italic';
const SIZE = 10;
const PITCH = 12;
const LEFT = 72;

/** A page writer that places runs with given gaps (in points) and keeps the body pitch. */
class Page {
  private y = 740;
  constructor(
    private page: PDFPage,
    private fonts: Record<Face, PDFFont>,
    /** The text column's width. */
    public width = 468,
  ) {}
  w = (t: string, f: Face, size = SIZE) => this.fonts[f].widthOfTextAtSize(t, size);
  /** A heading line of its own, space above and below. */
  heading(text: string, face: Face = 'bold', size = 12) {
    this.y -= 10;
    this.page.drawText(text, { x: LEFT, y: this.y, size, font: this.fonts[face] });
    this.y -= size * 1.2 + 6;
  }
  /** A justified-looking paragraph whose first line opens with `lead` runs, each followed by its gap. */
  para(
    text: string,
    lead: [string, Face, number][] = [],
    first?: { text: string; face: Face; centred?: boolean },
  ) {
    if (first) {
      const x = first.centred ? LEFT + (this.width - this.w(first.text, first.face)) / 2 : LEFT;
      this.page.drawText(first.text, { x, y: this.y, size: SIZE, font: this.fonts[first.face] });
      this.y -= PITCH;
    }
    let x = LEFT;
    for (const [t, f, gap] of lead) {
      this.page.drawText(t, { x, y: this.y, size: SIZE, font: this.fonts[f] });
      x += this.w(t, f) + gap;
    }
    let cur = '';
    for (const word of text.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (x + this.w(next, 'body') > LEFT + this.width) {
        this.page.drawText(cur, { x, y: this.y, size: SIZE, font: this.fonts.body });
        this.y -= PITCH;
        x = LEFT;
        cur = word;
      } else cur = next;
    }
    this.page.drawText(cur, { x, y: this.y, size: SIZE, font: this.fonts.body });
    this.y -= PITCH + 6;
  }
}

async function extract(draw: (p: Page) => void): Promise<ExtractResult> {
  const doc = await PDFDocument.create();
  const fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  draw(new Page(doc.addPage([612, 792]), fonts));
  return extractBytes(await doc.save());
}

const runIns = (out: ExtractResult) =>
  (out.blocks ?? []).flatMap((b) => (b.runIn ? [b.text.slice(0, b.runIn.length)] : []));

describe('run-in headings of LaTeX classes', () => {
  it('reads a bold lead followed by a wide space as a run-in heading, not one followed by a word space', async () => {
    const out = await extract((p) => {
      p.heading('1 Introduction');
      p.para(BANK[0]);
      p.heading('2 Methods');
      p.para(BANK[1], [['Datasets', 'bold', SIZE]]);
      p.para(BANK[2], [['Baselines', 'bold', SIZE]]);
      p.para(BANK[3], [['Important', 'bold', 2.5]]);
    });
    expect(runIns(out)).toEqual(['Datasets', 'Baselines']);
  });

  it('reads "Case definition" as a run-in heading but not a numbered case or step ("Case 2.", "Step Two.")', async () => {
    const out = await extract((p) => {
      p.heading('1 Methods');
      p.para(BANK[0]);
      p.para(BANK[1], [['Case definition', 'bold', SIZE]]);
      p.para(BANK[2], [['Case 2.', 'italic', 2.5]]);
      p.para(BANK[3], [['Step Two.', 'italic', 2.5]]);
    });
    expect(runIns(out)).toEqual(['Case definition']);
  });

  it('reads a lead closed by a dash ("Datasets—The…") and leaves the dash with the text; not a front-matter field ("Index Terms—")', async () => {
    const out = await extract((p) => {
      p.heading('1 Introduction');
      p.para(BANK[0]);
      p.para(BANK[1], [
        ['Datasets', 'italic', 1.5],
        ['—', 'body', 0],
      ]);
      p.para(BANK[2], [
        ['Index Terms', 'italic', 1.5],
        ['—', 'body', 0],
      ]);
    });
    expect(runIns(out)).toEqual(['Datasets']);
  });

  it('reads an IEEE lettered lead with a colon ("a) Datasets:"), not a lettered one without', async () => {
    const out = await extract((p) => {
      p.heading('I. INTRODUCTION');
      p.para(BANK[0]);
      p.para(BANK[1], [['a) Datasets:', 'italic', 2.5]]);
      p.para(BANK[2], [['b) the reader', 'italic', 2.5]]);
    });
    expect(runIns(out)).toEqual(['a) Datasets:']);
  });

  it('reads a deep-numbered title closed by a colon in the text\'s own font ("3.1.0.1 Study sites:", IEEEtran compsoc), not a two-level one or one without a colon', async () => {
    const out = await extract((p) => {
      p.heading('3 Methods');
      p.para(BANK[0]);
      p.heading('3.1 Study area');
      p.para(BANK[1]);
      p.para(`Study sites: ${BANK[2]}`, [['3.1.0.2', 'body', SIZE]]);
      p.para(`Quality control: ${BANK[3]}`, [['2.1', 'body', SIZE]]);
      p.para(`Temporal matching ${BANK[4]}`, [['3.1.0.3', 'body', SIZE]]);
    });
    const found = (out.blocks ?? []).flatMap((b) =>
      b.runIn ? [`${b.text.slice(0, b.runIn.length)} @${b.runIn.level}`] : [],
    );
    // The zero part is a level the paper skipped: the head sits right under 3.1.
    expect(found).toEqual(['3.1.0.2 Study sites: @3']);
  });

  it('reads a numbered heading in capitals centred over its text ("2. RELATED WORK"), not a line of capitals without a number', async () => {
    const out = await extract((p) => {
      p.heading('1 Introduction');
      p.para(BANK[0]);
      p.para(BANK[1], [], { text: '2. RELATED WORK AND BACKGROUND', face: 'body', centred: true });
      p.para(BANK[2], [], { text: 'NASA GODDARD SPACE FLIGHT CENTER', face: 'body', centred: true });
    });
    // Since extract.pdf 2.41.0 a centred line over a full flush line ends its paragraph
    // (paragraph-breaks.ts centredOverFlush): the numbered line is a heading of its own, at the
    // level of "1 Introduction", rather than a run-in heading joined to its text; the line of
    // capitals without a number is neither.
    const headings = (out.blocks ?? [])
      .filter((b) => b.role === 'heading')
      .map((b) => `${b.level} ${b.text}`);
    expect(headings).toEqual(['1 1 Introduction', '1 2. RELATED WORK AND BACKGROUND']);
    expect(runIns(out)).toEqual([]);
  });

  it('reads "REFERENCES" in capitals over its first entry as a heading of its own', async () => {
    const out = await extract((p) => {
      p.heading('1 Introduction');
      p.para(BANK[0]);
      p.para(
        'P. Keller and K. Berg. A study of effect number 1. Journal of Applied Research, 11:107-117, 2011.',
        [],
        {
          text: 'REFERENCES',
          face: 'body',
          centred: true,
        },
      );
    });
    // Since extract.pdf 2.17.2 the heading line ends its paragraph (paragraph-breaks.ts), so it is
    // a heading of its own over the entry rather than a run-in heading joined to it.
    const blocks = (out.blocks ?? []).map((b) => [b.role, b.text.slice(0, 12)]);
    expect(blocks.slice(-2)).toEqual([
      ['heading', 'REFERENCES'],
      ['reference', 'P. Keller an'],
    ]);
    expect(runIns(out)).toEqual([]);
  });

  it('finds a centred numbered heading in italics that spans most of a narrow column', async () => {
    const title = '4.1. Comparison with in situ measurements';
    const out = await extract((p) => {
      // A narrow column: the title leaves 20 pt each side, less than 3 em on its right alone.
      p.width = p.w(title, 'italic') + 40;
      p.heading('1 Introduction');
      p.para(BANK[0]);
      p.para(BANK[1], [], { text: title, face: 'italic', centred: true });
    });
    // Stand-alone here; when the paragraph builder joins it to its text (AASTeX in two columns,
    // bench/headings-latex) the run-in rule counts the room on both sides.
    const found = (out.blocks ?? []).flatMap((b) =>
      b.role === 'heading' ? [b.text] : b.runIn ? [b.text.slice(0, b.runIn.length)] : [],
    );
    expect(found).toContain(title);
  });
});

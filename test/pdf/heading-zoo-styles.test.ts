/**
 * Heading styles learnt on the sixth batch of the LaTeX-made heading set (bench/headings-latex
 * classes-zoo.ts), each drawn here with exact positions and with the look-alike that must stay
 * as it is:
 * - a heading wrapped on a measure shorter than its column (a ragged head with a right indent)
 *   keeps its second line (headings.ts wrapsOnShortMeasure);
 * - in a document numbered I., A., an arabic "1." is a sub-sub-section, apart or run in
 *   (headings-scheme.ts).
 */
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ExtractResult } from '../../shared/extract/types.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';
import { extractBytes } from '../helpers/heading-pdf.ts';

type Face = 'body' | 'bold' | 'italic' | 'sans';
const SIZE = 10;
const PITCH = 12;
const LEFT = 72;
const WIDTH = 468;

/** Lines placed where a typesetter puts them: at an x, centred, or as a justified paragraph. */
class Page {
  private y = 740;
  constructor(
    private page: PDFPage,
    private fonts: Record<Face, PDFFont>,
  ) {}
  private w = (t: string, f: Face, size = SIZE) => this.fonts[f].widthOfTextAtSize(t, size);
  /** Runs on one line from `x`, each followed by its gap in points. */
  runs(runs: [string, Face, number][], opts: { x?: number; size?: number; before?: number } = {}) {
    const size = opts.size ?? SIZE;
    this.y -= opts.before ?? 0;
    let x = opts.x ?? LEFT;
    for (const [t, f, gap] of runs) {
      this.page.drawText(t, { x, y: this.y, size, font: this.fonts[f] });
      x += this.w(t, f, size) + gap;
    }
    this.y -= size * 1.2;
  }
  /** One line centred on the column. */
  centred(text: string, face: Face, before = 0) {
    this.y -= before;
    this.page.drawText(text, {
      x: LEFT + (WIDTH - this.w(text, face)) / 2,
      y: this.y,
      size: SIZE,
      font: this.fonts[face],
    });
    this.y -= PITCH;
  }
  /** A paragraph of body text, its first line opening with `lead` runs (each followed by its gap). */
  para(text: string, lead: [string, Face, number][] = [], indent = 0, before = 0) {
    this.y -= before;
    let x = LEFT + indent;
    for (const [t, f, gap] of lead) {
      this.page.drawText(t, { x, y: this.y, size: SIZE, font: this.fonts[f] });
      x += this.w(t, f) + gap;
    }
    let cur = '';
    for (const word of text.split(' ')) {
      const next = cur ? `${cur} ${word}` : word;
      if (x + this.w(next, 'body') > LEFT + WIDTH) {
        this.page.drawText(cur, { x, y: this.y, size: SIZE, font: this.fonts.body });
        this.y -= PITCH;
        x = LEFT;
        cur = word;
      } else cur = next;
    }
    this.page.drawText(cur, { x, y: this.y, size: SIZE, font: this.fonts.body });
    this.y -= PITCH + 4;
  }
  /** Where a run of `number` and a gap ends: the x the title after a section number starts at. */
  after = (number: string, face: Face, size: number, gap: number) => LEFT + this.w(number, face, size) + gap;
}

async function extract(draw: (p: Page) => void): Promise<ExtractResult> {
  const doc = await PDFDocument.create();
  const fonts = {
    body: await doc.embedFont(StandardFonts.TimesRoman),
    bold: await doc.embedFont(StandardFonts.TimesRomanBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
    sans: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  draw(new Page(doc.addPage([612, 792]), fonts));
  return extractBytes(await doc.save());
}

const headings = (out: ExtractResult) =>
  (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);
const runIns = (out: ExtractResult) =>
  (out.blocks ?? []).flatMap((b) => (b.runIn ? [`${b.runIn.level} ${b.text.slice(0, b.runIn.length)}`] : []));

/** A section head in 14 pt sans on a short measure: its number, a gap, the title's lines. */
const HEAD = 14;
const NUMBER_GAP = 8;

describe('a heading wrapped on a measure shorter than its column', () => {
  /** "2 Title…" then the rest on the next line at `restX`, over body text. */
  const wrapped = (first: string, rest: string, hang: boolean) =>
    extract((p) => {
      p.runs(
        [
          ['1', 'sans', NUMBER_GAP],
          ['Introduction', 'sans', 0],
        ],
        { size: HEAD, before: 6 },
      );
      p.para(BANK[0]);
      p.para(BANK[1]);
      p.runs(
        [
          ['2', 'sans', NUMBER_GAP],
          [first, 'sans', 0],
        ],
        { size: HEAD, before: 10 },
      );
      p.runs([[rest, 'sans', 0]], { size: HEAD, x: hang ? p.after('2', 'sans', HEAD, NUMBER_GAP) : LEFT });
      p.para(BANK[2]);
      p.para(BANK[3]);
    });

  it('keeps a line stopping on "and" with the word under it', async () => {
    const out = await wrapped('Related work and', 'background', false);
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Related work and background']);
  });

  it('keeps a line going on in lower case', async () => {
    const out = await wrapped('Effect of document', 'length on accuracy', false);
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Effect of document length on accuracy']);
  });

  it('keeps a capitalized line that hangs under the title after the number', async () => {
    const out = await wrapped('Radiative Transfer', 'Models', true);
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Radiative Transfer Models']);
  });

  it('leaves a capitalized line flush with the number a heading of its own', async () => {
    const out = await extract((p) => {
      p.runs(
        [
          ['1', 'sans', NUMBER_GAP],
          ['Introduction', 'sans', 0],
        ],
        { size: HEAD, before: 6 },
      );
      p.para(BANK[0]);
      p.runs(
        [
          ['2', 'sans', NUMBER_GAP],
          ['Experiment', 'sans', 0],
        ],
        { size: HEAD, before: 10 },
      );
      p.runs([['Task and stimuli', 'sans', 0]], { size: HEAD });
      p.para(BANK[2]);
      p.para(BANK[3]);
    });
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Experiment', '1 Task and stimuli']);
  });
});

describe('an arabic number under roman sections and lettered sub-sections', () => {
  /** I. and II. centred in bold, "A." centred in italics, then `third` drawn by the caller. */
  const roman = (third: (p: Page) => void) =>
    extract((p) => {
      p.centred('I. INTRODUCTION', 'bold', 6);
      p.para(BANK[0]);
      p.centred('II. METHODS', 'bold', 10);
      p.para(BANK[1]);
      p.centred('A. Sample preparation', 'italic', 8);
      p.para(BANK[2]);
      third(p);
      p.centred('B. Measurement setup', 'italic', 8);
      p.para(BANK[5]);
    });

  it('is a sub-sub-section when it stands apart', async () => {
    const out = await roman((p) => {
      p.centred('1. Dielectric loss', 'italic', 6);
      p.para(BANK[3]);
      p.centred('2. Quasiparticle tunneling', 'italic', 6);
      p.para(BANK[4]);
    });
    expect(headings(out)).toEqual([
      '1 I. INTRODUCTION',
      '1 II. METHODS',
      '2 A. Sample preparation',
      '3 1. Dielectric loss',
      '3 2. Quasiparticle tunneling',
      '2 B. Measurement setup',
    ]);
  });

  it('is a sub-sub-section when it is run in', async () => {
    const out = await roman((p) => {
      // titlesec's run-in sub-sub-section: the paragraph indent, 1.5 ex above.
      p.para(BANK[3], [['1. Dielectric loss.', 'italic', 5]], 18, 6);
      p.para(BANK[4], [['2. Quasiparticle tunneling.', 'italic', 5]], 18, 6);
    });
    expect(runIns(out)).toEqual(['3 1. Dielectric loss.', '3 2. Quasiparticle tunneling.']);
  });

  it('stays a list item in a document numbered 1, 2', async () => {
    const out = await extract((p) => {
      p.runs([['1 Introduction', 'bold', 0]], { size: 12, before: 6 });
      p.para(BANK[0]);
      p.runs([['2 Methods', 'bold', 0]], { size: 12, before: 10 });
      p.para(BANK[1]);
      p.para(BANK[3], [['1. Dielectric loss.', 'italic', 5]], 18, 6);
      p.para(BANK[4], [['2. Quasiparticle tunneling.', 'italic', 5]], 18, 6);
    });
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Methods']);
    expect(runIns(out)).toEqual([]);
  });
});

describe('a sub-section number in the body type', () => {
  /** "1 Introduction", "2 Methods" in bold 12 pt, then `under` drawn by the caller under Methods. */
  const numbered = (under: (p: Page) => void) =>
    extract((p) => {
      p.runs([['1 Introduction', 'bold', 0]], { size: 12, before: 6 });
      p.para(BANK[0]);
      p.runs([['2 Methods', 'bold', 0]], { size: 12, before: 10 });
      p.para(BANK[1]);
      p.runs([['2.1 Study area', 'bold', 0]], { before: 8 });
      p.para(BANK[2]);
      under(p);
    });

  it('is a heading on its own line with space above, under its parent', async () => {
    const out = await numbered((p) => {
      p.runs([['2.1.1 Roughness parameterization', 'body', 0]], { before: 10 });
      p.para(BANK[3]);
      p.runs([['2.1.2 Temperature correction', 'body', 0]], { before: 10 });
      p.para(BANK[4]);
    });
    expect(headings(out)).toEqual([
      '1 1 Introduction',
      '1 2 Methods',
      '2 2.1 Study area',
      '3 2.1.1 Roughness parameterization',
      '3 2.1.2 Temperature correction',
    ]);
  });

  it('stays text with no parent or sibling before it', async () => {
    const out = await numbered((p) => {
      p.runs([['4.2 Calibration of the sensor', 'body', 0]], { before: 10 });
      p.para(BANK[3]);
    });
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Methods', '2 2.1 Study area']);
  });

  it('stays text with no space above', async () => {
    const out = await numbered((p) => {
      p.runs([['2.1.1 Roughness parameterization', 'body', 0]]);
      p.para(BANK[3]);
    });
    expect(headings(out)).toEqual(['1 1 Introduction', '1 2 Methods', '2 2.1 Study area']);
  });
});

describe('unnumbered run-in heads in two types', () => {
  /** A bold run-in head, or an italic one, opening a paragraph 0.5 em before its text. */
  const bold = (p: Page, head: string, k: number) => p.para(BANK[k % BANK.length], [[head, 'bold', 5]], 0, 6);
  const italic = (p: Page, head: string, k: number) =>
    p.para(BANK[k % BANK.length], [[head, 'italic', 5]], 18, 6);

  it('puts the type whose heads always follow the other one a level under it', async () => {
    const out = await extract((p) => {
      p.runs([['Methods', 'bold', 0]], { size: 12, before: 6 });
      p.para(BANK[0]);
      bold(p, 'Device fabrication.', 1);
      italic(p, 'Sample design.', 2);
      italic(p, 'Wiring.', 3);
      bold(p, 'Measurement setup.', 4);
      p.runs([['Results', 'bold', 0]], { size: 12, before: 10 });
      bold(p, 'Energy relaxation.', 5);
      italic(p, 'Dephasing.', 6);
    });
    expect(runIns(out)).toEqual([
      '2 Device fabrication.',
      '3 Sample design.',
      '3 Wiring.',
      '2 Measurement setup.',
      '2 Energy relaxation.',
      '3 Dephasing.',
    ]);
  });

  it('keeps both types at one level when either opens a section', async () => {
    const out = await extract((p) => {
      p.runs([['Methods', 'bold', 0]], { size: 12, before: 6 });
      p.para(BANK[0]);
      bold(p, 'Device fabrication.', 1);
      italic(p, 'Sample design.', 2);
      p.runs([['Results', 'bold', 0]], { size: 12, before: 10 });
      italic(p, 'Dephasing.', 3);
      bold(p, 'Energy relaxation.', 4);
    });
    expect(runIns(out)).toEqual([
      '2 Device fabrication.',
      '2 Sample design.',
      '2 Dephasing.',
      '2 Energy relaxation.',
    ]);
  });
});

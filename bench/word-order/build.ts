/**
 * The Word-made reading-order set of `npm run bench -- word-order`: papers built with the docx
 * package in the heading layouts of bench/headings-word/styles.ts (imported, unchanged) plus the
 * furniture and footnote settings of layouts.ts, rendered to PDF by LibreOffice (`soffice`).
 * Each paper carries several footnotes (some wrapping, some only 1 pt smaller than the body), a
 * running header and a page-number footer, a long author list, hyphenated compounds in its
 * prose; its truth is the plain text it was built from. Bias: one text bank, one title,
 * LibreOffice's rendering only, no hyphenation dictionary unless one is installed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AlignmentType,
  Document,
  Footer,
  FootnoteReferenceRun,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  TextRun,
} from 'docx';
import { BANK } from '../../test/fixtures/pdf/text-bank.ts';
import { docxToPdf } from '../headings-word/build.ts';
import { SECTIONS, STYLES, type Style } from '../headings-word/styles.ts';
import { HELD_OUT, ORDER_LAYOUTS, type OrderLayout } from './layouts.ts';
import { AFFILIATIONS, AUTHORS, COMPOUNDS, NOTES, TITLE } from './prose.ts';

/** True when LibreOffice's `soffice` can be run (the word-order suite asks this module). */
export { hasSoffice } from '../headings-word/build.ts';

/** Papers per layout (section plans of styles.ts SECTIONS). */
const VARIANTS = 2;
/** Footnotes a paper carries. */
const NOTES_PER_PAPER = 5;
/** A footnote goes on every this-many-th body paragraph until the paper's notes are used. */
const NOTE_EVERY = 3;
/** A compound sentence is appended to every this-many-th body paragraph. */
const COMPOUND_EVERY = 2;
/** Gap between the two columns, in twips (0.28 in, Word's narrow default is 0.5 in). */
const COLUMN_SPACE = 400;

export interface OrderTruth {
  /** Body paragraphs in reading order: abstract, sections, acknowledgments. */
  paragraphs: string[];
  /** Paragraph indices that go on after a display (none here; latex-order's scorer needs the set). */
  afterDisplay: Set<number>;
  footnotes: string[];
  headings: string[];
  /** Everything the paper prints as its own text (not the running furniture). */
  printed: string[];
  /** Running header, report line and footer patterns the body must not keep. */
  furniture: RegExp[];
}

export interface OrderPaper {
  name: string;
  layout: string;
  heldOut: boolean;
  docx: Uint8Array;
  pdf: Uint8Array | null;
  truth: OrderTruth;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function footerOf(kind: OrderLayout['footer'], style: Style): Footer {
  const run = (children: (string | (typeof PageNumber)[keyof typeof PageNumber])[]) =>
    new TextRun({ children, font: style.font, size: (style.body - 1) * 2 });
  const parts =
    kind === 'number'
      ? [PageNumber.CURRENT]
      : kind === 'page'
        ? ['Page ', PageNumber.CURRENT]
        : ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES];
  return new Footer({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [run(parts)] })],
  });
}

function headerOf(text: string, style: Style): Header {
  return new Header({
    children: text
      ? [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [new TextRun({ text, italics: true, font: style.font, size: (style.body - 1) * 2 })],
          }),
        ]
      : [],
  });
}

/** One paper in `style` + `layout`, filled with SECTIONS[variant]; and its truth. */
export function buildOrderPaper(
  style: Style,
  layout: OrderLayout,
  variant: number,
): { doc: Document; truth: OrderTruth } {
  const truth: OrderTruth = {
    paragraphs: [],
    afterDisplay: new Set(),
    footnotes: [],
    headings: [],
    printed: [],
    furniture: [],
  };
  const size = style.body * 2;
  const run = (text: string, extra: { bold?: boolean; italics?: boolean; size?: number } = {}) =>
    new TextRun({ text, font: style.font, size, ...extra });
  const footnotes: Record<string, { children: Paragraph[] }> = {};
  let b = (variant * 11) % BANK.length;
  let bodyCount = 0;
  let compound = variant * 3;
  // Each paper its own run of notes, so every note (the long one too) appears in some papers.
  const first = (STYLES.indexOf(style) * VARIANTS + variant) * NOTES_PER_PAPER;
  const notes = Array.from(
    { length: layout.notes ?? NOTES_PER_PAPER },
    (_, k) => NOTES[(first + k) % NOTES.length],
  );
  /** A body paragraph as the layout sets them: its spacing, indent and alignment. */
  const bodyParagraph = (children: (TextRun | FootnoteReferenceRun)[]) =>
    new Paragraph({
      spacing: { after: style.indent ? 0 : 120, ...(style.line ? { line: style.line } : {}) },
      indent: style.indent ? { firstLine: 360 } : undefined,
      alignment: style.ragged ? AlignmentType.LEFT : AlignmentType.JUSTIFIED,
      children,
    });
  const para = (): Paragraph => {
    let text = BANK[b++ % BANK.length];
    bodyCount++;
    if (bodyCount % COMPOUND_EVERY === 0) text = `${text} ${COMPOUNDS[compound++ % COMPOUNDS.length]}`;
    truth.paragraphs.push(text);
    truth.printed.push(text);
    const children: (TextRun | FootnoteReferenceRun)[] = [];
    const id = truth.footnotes.length + 1;
    const cut = text.indexOf('. ');
    if (bodyCount % NOTE_EVERY === 1 && id <= notes.length && cut > 0) {
      // The mark after the first sentence, mid-paragraph, as authors place them.
      const note = notes[id - 1];
      truth.footnotes.push(note);
      truth.printed.push(note);
      footnotes[id] = {
        children: [
          new Paragraph({
            alignment: style.ragged ? AlignmentType.LEFT : AlignmentType.JUSTIFIED,
            children: [
              new TextRun({ text: ` ${note}`, font: style.font, size: (style.body - layout.noteDelta) * 2 }),
            ],
          }),
        ],
      };
      children.push(run(text.slice(0, cut + 1)), new FootnoteReferenceRun(id), run(text.slice(cut + 1)));
    } else children.push(run(text));
    return bodyParagraph(children);
  };
  const heading = (text: string, level: 1 | 2): Paragraph => {
    const h = level === 1 ? style.h1 : style.h2;
    const shown = h.caps ? text.toUpperCase() : text;
    truth.headings.push(shown);
    truth.printed.push(shown);
    return new Paragraph({
      heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
      alignment: h.center ? AlignmentType.CENTER : AlignmentType.LEFT,
      spacing: { before: 240, after: 120 },
      keepNext: true,
      keepLines: true,
      children: [
        new TextRun({
          text: shown,
          bold: h.bold,
          italics: h.italic ?? false,
          font: style.headFont ?? style.font,
          size: h.size * 2,
          color: '000000',
        }),
      ],
    });
  };

  const front: Paragraph[] = [];
  front.push(
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 200 },
      children: [run(TITLE, { bold: true, size: 36 })],
    }),
  );
  truth.printed.push(TITLE);
  const authorRuns: TextRun[] = [];
  AUTHORS.forEach((a, k) => {
    authorRuns.push(
      run(a),
      new TextRun({ text: `${(k % AFFILIATIONS.length) + 1}`, superScript: true, font: style.font, size }),
    );
    if (k + 1 < AUTHORS.length) authorRuns.push(run(k + 2 === AUTHORS.length ? ' and ' : ', '));
  });
  truth.printed.push(AUTHORS.join(', '));
  front.push(
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: authorRuns }),
  );
  AFFILIATIONS.forEach((aff, k) => {
    truth.printed.push(aff);
    front.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: k + 1 === AFFILIATIONS.length ? 240 : 0 },
        children: [
          new TextRun({ text: `${k + 1}`, superScript: true, font: style.font, size: size - 2 }),
          run(aff, { italics: true, size: size - 2 }),
        ],
      }),
    );
  });
  front.push(heading('Abstract', 1), para());

  const body: Paragraph[] = [];
  const plan = SECTIONS[variant % SECTIONS.length];
  plan.forEach((s, i) => {
    const n1 = style.num1(i + 1);
    body.push(heading(n1 ? `${n1} ${s.h}` : s.h, 1), para(), para());
    s.subs.forEach((sub, j) => {
      const n2 = style.num2(i + 1, j + 1);
      body.push(heading(n2 ? `${n2} ${sub}` : sub, 2), para(), para());
    });
  });
  body.push(heading('Acknowledgments', 1));
  const ack =
    'We thank the students who took part and the reviewers for their helpful comments on an earlier draft.';
  truth.paragraphs.push(ack);
  truth.printed.push(ack);
  body.push(bodyParagraph([run(ack)]));
  body.push(heading('References', 1));
  for (let k = 1; k <= 6; k++) {
    const ref = `[${k}] A. Author${k} and B. Writer. A study of memory number ${k}. Journal of Sleep Research, ${10 + k}(2):${100 + k}-${120 + k}, 20${10 + k}.`;
    truth.printed.push(ref);
    body.push(new Paragraph({ spacing: { after: 60 }, children: [run(ref, { size: size - 2 })] }));
  }

  if (layout.header) truth.furniture.push(new RegExp(escapeRe(layout.header), 'g'));
  if (layout.reportLine) truth.furniture.push(new RegExp(escapeRe(layout.reportLine), 'g'));
  if (layout.footer === 'page') truth.furniture.push(/Page \d+/g);
  if (layout.footer === 'page-of') truth.furniture.push(/Page \d+ of \d+/g);
  const headers = {
    default: headerOf(layout.header, style),
    first: headerOf(layout.reportLine ?? '', style),
  };
  const footers = { default: footerOf(layout.footer, style), first: footerOf(layout.footer, style) };
  const columns = { count: 2, space: COLUMN_SPACE };
  const sections =
    style.columns === 2 && layout.twoColumn === 'section'
      ? [
          { headers, footers, properties: { titlePage: true }, children: front },
          {
            headers: { default: headers.default },
            footers: { default: footers.default },
            properties: { type: SectionType.CONTINUOUS, column: columns },
            children: body,
          },
        ]
      : [
          {
            headers,
            footers,
            properties: { titlePage: true, column: style.columns === 2 ? columns : undefined },
            children: [...front, ...body],
          },
        ];
  const doc = new Document({
    footnotes,
    hyphenation: layout.hyphenate ? { autoHyphenation: true } : undefined,
    sections,
  });
  return { doc, truth };
}

/** Every layout (or those named in `only`) in VARIANTS papers, as DOCX and LibreOffice's PDF of it (null when it failed). */
export async function orderPapers(only?: readonly string[]): Promise<OrderPaper[]> {
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-word-order-'));
  try {
    const out: Omit<OrderPaper, 'pdf'>[] = [];
    for (const style of STYLES) {
      const layout = ORDER_LAYOUTS[style.name];
      if (!layout || (only && !only.includes(style.name))) continue;
      for (let variant = 0; variant < VARIANTS; variant++) {
        const name = `${style.name}-${variant}`;
        const { doc, truth } = buildOrderPaper(style, layout, variant);
        const docx = new Uint8Array(await Packer.toBuffer(doc));
        writeFileSync(join(dir, `${name}.docx`), docx);
        out.push({ name, layout: style.name, heldOut: HELD_OUT.has(style.name), docx, truth });
      }
    }
    const pdfs = docxToPdf(
      dir,
      out.map((p) => p.name),
    );
    return out.map((p, k) => ({ ...p, pdf: pdfs[k] }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

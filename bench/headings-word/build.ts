/**
 * A third heading set for `npm run bench -- headings`, not tuned on when it was written: papers
 * built with the docx package in the layouts of styles.ts, rendered to PDF by LibreOffice
 * (`soffice`; the set is skipped when it is not installed), scored against the headings they
 * were given. The same DOCX files score the DOCX extractor. Truth is exact by construction;
 * its bias: one text bank and one title, LibreOffice's rendering only, and headings kept with
 * their next paragraph as Word's heading styles do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { BANK } from '../../test/fixtures/pdf/text-bank.ts';
import { RUNIN3, SECTIONS, STYLES, type Style } from './styles.ts';

/** Section plans each layout is filled with (styles.ts SECTIONS): three papers a layout. */
const VARIANTS = 3;
/** LibreOffice converts the 27 papers in about 20 s on this machine; a hung conversion must not hang the bench. */
const SOFFICE_TIMEOUT_MS = 300_000;

/** A bar chart, the picture set before a heading. */
function picture(): Buffer {
  const c = createCanvas(600, 320);
  const g = c.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 600, 320);
  g.fillStyle = '#4477aa';
  for (let k = 0; k < 6; k++) g.fillRect(40 + k * 90, 300 - (k + 2) * 30, 50, (k + 2) * 30);
  g.strokeStyle = '#000';
  g.strokeRect(30, 10, 550, 295);
  return c.toBuffer('image/png');
}

export interface Truth {
  text: string;
  level: number;
}

/** Capitals and small capitals are typed as capitals: that is the text a reader sees. */
function caps(text: string, c?: 'upper' | 'small'): string {
  return c ? text.toUpperCase() : text;
}

/** One paper in `style` (its headings in heading styles, or `styled` false: by hand only): title, authors, abstract, sections of SECTIONS[variant], references, maybe an appendix; and its headings. */
export function build(
  style: Style,
  variant: number,
  styled = true,
): { doc: Document; truth: Truth[]; title: string } {
  const truth: Truth[] = [];
  const children: (Paragraph | Table)[] = [];
  let b = (variant * 7) % BANK.length;
  const para = (lead?: string) => {
    const text = BANK[b++ % BANK.length];
    return new Paragraph({
      spacing: { after: style.indent ? 0 : 120, ...(style.line ? { line: style.line } : {}) },
      indent: style.indent ? { firstLine: 360 } : undefined,
      alignment: style.ragged ? AlignmentType.LEFT : AlignmentType.JUSTIFIED,
      children: [
        ...(lead
          ? [new TextRun({ text: `${lead} `, bold: true, font: style.font, size: style.body * 2 })]
          : []),
        new TextRun({ text, font: style.font, size: style.body * 2 }),
      ],
    });
  };
  const heading = (text: string, level: 1 | 2 | 3) => {
    const h = level === 1 ? style.h1 : level === 2 ? style.h2 : (style.h3 as Style['h1']);
    const shown = caps(text, h.caps);
    truth.push({ text: shown, level });
    children.push(
      new Paragraph({
        heading: !styled
          ? undefined
          : level === 1
            ? HeadingLevel.HEADING_1
            : level === 2
              ? HeadingLevel.HEADING_2
              : HeadingLevel.HEADING_3,
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
      }),
    );
  };
  let fig = 0;
  const figure = () => {
    fig++;
    // a table as the float, then its caption
    const rows = [0, 1, 2, 3].map(
      (r) =>
        new TableRow({
          children: [0, 1, 2].map(
            (c) =>
              new TableCell({
                width: { size: 1500, type: WidthType.DXA },
                children: [
                  new Paragraph({
                    children: [
                      new TextRun({
                        text:
                          r === 0
                            ? ['Condition', 'Short', 'Long'][c]
                            : c === 0
                              ? ['Sleep', 'Wake', 'Nap'][r - 1]
                              : `${(r * 3.1 + c).toFixed(1)}`,
                        font: style.font,
                        size: (style.body - 1) * 2,
                      }),
                    ],
                  }),
                ],
              }),
          ),
        }),
    );
    children.push(
      new Paragraph({
        spacing: { after: 60 },
        children: [
          new TextRun({
            text: `Table ${fig}. Mean recall by condition and delay.`,
            font: style.font,
            size: (style.body - 1) * 2,
          }),
        ],
      }),
    );
    children.push(new Table({ rows }));
  };
  const title = 'Sleep and the Consolidation of Word Pairs: A Preregistered Replication';
  children.push(
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 200 },
      children: [new TextRun({ text: title, bold: true, font: style.font, size: 36 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun({
          text: 'Anna Keller, Marco Rossi and Jun Tanaka',
          font: style.font,
          size: style.body * 2 + 2,
        }),
      ],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [
        new TextRun({
          text: 'Department of Psychology, University of Somewhere',
          italics: true,
          font: style.font,
          size: style.body * 2,
        }),
      ],
    }),
  );
  if (style.abstract === 'heading') {
    heading('Abstract', 1);
    truth[truth.length - 1].level = 1;
    children.push(para());
  } else {
    truth.push({ text: 'Abstract', level: 1 });
    children.push(
      new Paragraph({
        alignment: AlignmentType.JUSTIFIED,
        spacing: { after: 200 },
        children: [
          new TextRun({
            text: 'Abstract—',
            bold: true,
            italics: true,
            font: style.font,
            size: (style.body - 1) * 2,
          }),
          new TextRun({
            text: BANK[b++ % BANK.length],
            bold: true,
            font: style.font,
            size: (style.body - 1) * 2,
          }),
        ],
      }),
    );
  }
  const plan = SECTIONS[variant % SECTIONS.length];
  plan.forEach((s, i) => {
    const n1 = style.num1(i + 1);
    if (style.image && i === 2) {
      children.push(para());
      children.push(
        new Paragraph({
          alignment: AlignmentType.CENTER,
          children: [
            new ImageRun({ type: 'png', data: picture(), transformation: { width: 300, height: 160 } }),
          ],
        }),
      );
      children.push(
        new Paragraph({
          spacing: { after: 200 },
          children: [
            new TextRun({
              text: `Figure 1. Recall by condition and delay in the two samples.`,
              font: style.font,
              size: (style.body - 1) * 2,
            }),
          ],
        }),
      );
    }
    if (style.figureBeforeHeading && i === 2) {
      children.push(para());
      figure();
    }
    heading(n1 ? `${n1} ${s.h}` : s.h, 1);
    children.push(para(), para());
    s.subs.forEach((sub, j) => {
      const n2 = style.num2(i + 1, j + 1);
      heading(n2 ? `${n2} ${sub}` : sub, 2);
      children.push(para());
      if (style.h3 && j === 0 && s.subs.length >= 2) {
        children.push(para());
        for (const [k, t3] of ['Word pairs', 'Scoring procedure'].entries()) {
          const n3 = style.num3?.(i + 1, j + 1, k + 1) ?? '';
          heading(n3 ? `${n3} ${t3}` : t3, 3);
          children.push(para());
        }
      }
      if (style.runin3 && j === 0 && /Method/.test(s.h)) {
        for (const r of RUNIN3.slice(0, 2)) {
          truth.push({ text: r, level: 3 });
          children.push(para(r));
        }
      }
      children.push(para());
    });
  });
  heading('Acknowledgments', 1);
  children.push(
    new Paragraph({
      children: [
        new TextRun({
          text: 'We thank the students who took part and the reviewers for their helpful comments on an earlier draft.',
          font: style.font,
          size: style.body * 2,
        }),
      ],
    }),
  );
  heading('References', 1);
  for (let k = 1; k <= 6; k++) {
    children.push(
      new Paragraph({
        spacing: { after: 60 },
        children: [
          new TextRun({
            text: `[${k}] A. Author${k} and B. Writer. A study of memory number ${k}. Journal of Sleep Research, ${10 + k}(2):${100 + k}-${120 + k}, 20${10 + k}.`,
            font: style.font,
            size: (style.body - 1) * 2,
          }),
        ],
      }),
    );
  }
  if (style.appendix) {
    heading('Appendix A. Additional analyses', 1);
    children.push(para(), para());
  }
  const doc = new Document({
    sections: [
      {
        properties: {
          column: style.columns === 2 ? { count: 2, space: 400 } : undefined,
        },
        children,
      },
    ],
  });
  return { doc, truth, title };
}

export interface WordPaper {
  name: string;
  style: string;
  docx: Uint8Array;
  /** The same paper with its headings set by hand: direct formatting, no heading styles. */
  typedDocx: Uint8Array;
  /** The LibreOffice rendering, or null when it failed (soffice exits 0 even then). */
  pdf: Uint8Array | null;
  truth: Truth[];
  title: string;
}

/** True when LibreOffice's `soffice` can be run. */
export function hasSoffice(): boolean {
  try {
    execFileSync('soffice', ['--version'], { stdio: 'ignore', timeout: SOFFICE_TIMEOUT_MS });
    return true;
  } catch {
    return false;
  }
}

/**
 * LibreOffice's PDF of each `dir/<name>.docx` of `names`, converted in one `soffice` run with a
 * profile of its own under `dir` (so a LibreOffice already running does not take the job);
 * null for a file that did not convert (soffice exits 0 even then).
 */
export function docxToPdf(dir: string, names: readonly string[]): (Uint8Array | null)[] {
  return sofficeToPdf(dir, names, 'docx', 'pdf');
}

/**
 * LibreOffice's PDF of each `dir/<name>.<ext>` of `names`, in one `soffice` run with a profile of
 * its own under `dir`; `target` names the export filter where the default would pick the wrong
 * application (a .fods opened without Calc is printed as text by Writer: 'pdf:calc_pdf_Export').
 * Null for a file that did not convert (soffice exits 0 even then).
 */
export function sofficeToPdf(
  dir: string,
  names: readonly string[],
  ext: string,
  target: string,
): (Uint8Array | null)[] {
  execFileSync(
    'soffice',
    [
      '--headless',
      '--norestore',
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--convert-to',
      target,
      '--outdir',
      dir,
      ...names.map((name) => join(dir, `${name}.${ext}`)),
    ],
    { stdio: 'ignore', timeout: SOFFICE_TIMEOUT_MS },
  );
  return names.map((name) => {
    const file = join(dir, `${name}.pdf`);
    return existsSync(file) ? new Uint8Array(readFileSync(file)) : null;
  });
}

/** Every layout in VARIANTS variants (section plans), as DOCX and as LibreOffice's PDF of it. */
export async function wordPapers(): Promise<WordPaper[]> {
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-word-'));
  try {
    const out: Omit<WordPaper, 'pdf'>[] = [];
    for (const style of STYLES)
      for (let variant = 0; variant < VARIANTS; variant++) {
        const name = `${style.name}-${variant}`;
        const { doc, truth, title } = build(style, variant);
        const docx = new Uint8Array(await Packer.toBuffer(doc));
        writeFileSync(join(dir, `${name}.docx`), docx);
        const typedDocx = new Uint8Array(await Packer.toBuffer(build(style, variant, false).doc));
        out.push({ name, style: style.name, docx, typedDocx, truth, title });
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

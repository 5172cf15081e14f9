/**
 * Headings of a document too large for mammoth (index.ts LARGE_BODY_BYTES): the pre-pass walker
 * reads the body, and its blocks must carry the same heading and title roles as the mammoth
 * path — built-in heading styles, a custom style based on a heading, a paragraph's own outline
 * level, a localized style known only by its outline level. Before, every block of such a
 * document was a plain paragraph (poi/bug65649.docx: 0 of its 15 body headings).
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { docxExtractor } from '../../shared/extract/docx/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
/** Padding that takes document.xml over the 4 MiB at which mammoth is skipped. */
const PAD_PARAGRAPHS = 45;
const PAD_CHARS = 100_000;

const HEADINGS = [
  { text: 'Introduction', level: 1 },
  { text: 'Participants', level: 2 },
  { text: 'Scoring', level: 3 },
  { text: 'Exploratory analyses', level: 2 },
  { text: 'References', level: 1 },
  { text: 'Anhang A. Wortliste', level: 1 },
];

/** Words of pseudo-random letters (a fixed LCG): repeated text would trip the zip-ratio cap. */
function filler(seed: number): string {
  let x = seed;
  let out = '';
  while (out.length < PAD_CHARS) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + (x % 26));
    if (x % 7 === 0) out += ' ';
  }
  return out;
}

function paper(pad: boolean): Document {
  const padding = pad ? Array.from({ length: PAD_PARAGRAPHS }, (_, i) => new Paragraph(filler(i + 1))) : [];
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  return new Document({
    styles: {
      paragraphStyles: [
        { id: 'PaperSubhead', name: 'Paper Subhead', basedOn: 'Heading3', next: 'Normal' },
        { id: 'Anhang', name: 'Überschrift Anhang', next: 'Normal', paragraph: { outlineLevel: 0 } },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Sleep and Memory', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Introduction', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Students sleep less than they need.'),
          ...padding,
          new Paragraph({ text: 'Participants', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('Forty students took part.'),
          new Paragraph({ text: 'Scoring', style: 'PaperSubhead' }),
          new Table({ rows: [new TableRow({ children: [cell('Sleep'), cell('Recall')] })] }),
          new Paragraph({ text: 'Exploratory analyses', outlineLevel: 1 }),
          new Paragraph('Longer sleep went with better recall.'),
          new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('Adams, R. (2019). Sleep and recall. Journal of Sleep Studies, 12, 45-60.'),
          new Paragraph({ text: 'Anhang A. Wortliste', style: 'Anhang' }),
          new Paragraph('The word pairs.'),
        ],
      },
    ],
  });
}

async function extract(pad: boolean) {
  const bytes = new Uint8Array(await Packer.toBuffer(paper(pad)));
  return docxExtractor.extract(bytes, OPTIONS, new FallbackRecorder());
}

describe('headings of a DOCX body read without mammoth', async () => {
  const large = await extract(true);
  const small = await extract(false);
  const headings = (r: typeof large) =>
    (r.blocks ?? []).filter((b) => b.role === 'heading').map((b) => ({ text: b.text, level: b.level }));

  it('takes the walker path (the padding is large enough)', () => {
    expect(large.diagnostics.body_engine).toBe('prepass-walker');
    expect(small.diagnostics.body_engine).toBe('mammoth');
  });

  it('finds every heading with its level, as the mammoth path does', () => {
    expect(headings(large)).toEqual(HEADINGS);
    expect(headings(small)).toEqual(HEADINGS);
  });

  it('gives the Title style its role and keeps the body the join of the blocks', () => {
    const blocks = large.blocks ?? [];
    expect(blocks.filter((b) => b.role === 'title').map((b) => b.text)).toEqual(['Sleep and Memory']);
    expect(blocks.map((b) => b.text).join('\n\n')).toBe(large.body);
    expect(blocks.find((b) => b.text.startsWith('Adams'))?.role).toBe('reference');
  });
});

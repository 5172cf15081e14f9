/**
 * Headings of a Word paper written without heading styles (shared/extract/docx/typed-headings.ts):
 * set by hand in bold, italic, capitals or a larger size, with levels from their numbers or their
 * type's rank; front matter before the first section is not a heading, nor is a bold phrase that
 * ends a sentence, nor a line in capitals that names no section.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { docxExtractor } from '../../shared/extract/docx/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const body = (k: number) => new Paragraph({ children: [new TextRun({ text: BANK[k], size: 22 })] });
const typed = (text: string, run: { bold?: boolean; italics?: boolean; size?: number }, centre = false) =>
  new Paragraph({
    alignment: centre ? AlignmentType.CENTER : AlignmentType.LEFT,
    children: [new TextRun({ text, size: 22, ...run })],
  });

async function headings(children: Paragraph[]) {
  const bytes = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
  const out = await docxExtractor.extract(bytes, OPTIONS, new FallbackRecorder());
  return (out.blocks ?? []).filter((b) => b.role === 'heading').map((b) => `${b.level} ${b.text}`);
}

describe('headings typed by hand in a Word document without heading styles', () => {
  it('finds numbered headings in bold and italic, levels from their numbers', async () => {
    const got = await headings([
      typed('Sleep and Memory', { bold: true, size: 36 }),
      typed('Anna Keller and Jun Tanaka', { size: 24 }),
      typed('1. Introduction', { bold: true }),
      body(0),
      typed('2. Method', { bold: true }),
      body(1),
      typed('2.1. Participants', { italics: true }),
      body(2),
      typed('2.1.1. Exclusions', { italics: true }),
      body(3),
      typed('3. Results', { bold: true }),
      body(4),
    ]);
    expect(got).toEqual([
      '1 1. Introduction',
      '1 2. Method',
      '2 2.1. Participants',
      '3 2.1.1. Exclusions',
      '1 3. Results',
    ]);
  });

  it('ranks unnumbered types: larger first, then bold before italic, centred before flush', async () => {
    const got = await headings([
      typed('Introduction', { bold: true, size: 28 }),
      body(0),
      typed('Why sleep might matter', { bold: true }, true),
      body(1),
      typed('Earlier findings', { bold: true }),
      body(2),
      typed('Laboratory studies', { italics: true }),
      body(3),
    ]);
    expect(got).toEqual([
      '1 Introduction',
      '2 Why sleep might matter',
      '3 Earlier findings',
      '4 Laboratory studies',
    ]);
  });

  it('leaves front matter, bold sentences and capitals that name no section as paragraphs', async () => {
    const got = await headings([
      typed('Department of Psychology', { italics: true }),
      typed('Introduction', { bold: true }),
      body(0),
      typed('This result was expected.', { bold: true }),
      body(1),
      new Paragraph({ children: [new TextRun({ text: 'PAGE-ONE PAGE-TWO', size: 22 })] }),
      body(2),
    ]);
    expect(got).toEqual(['1 Introduction']);
  });

  it("puts IEEE's run-in 'Abstract—' at level 1, under no section, and other run-ins below their heading", async () => {
    const bytes = new Uint8Array(
      await Packer.toBuffer(
        new Document({
          sections: [
            {
              children: [
                typed('Sleep and Memory', { bold: true, size: 36 }),
                new Paragraph({
                  children: [new TextRun({ text: `Abstract—${BANK[0]}`, bold: true, size: 18 })],
                }),
                typed('I. Introduction', { bold: true }),
                body(1),
                new Paragraph({
                  children: [
                    new TextRun({ text: 'Participants. ', italics: true, size: 22 }),
                    new TextRun({ text: BANK[2], size: 22 }),
                  ],
                }),
              ],
            },
          ],
        }),
      ),
    );
    const out = await docxExtractor.extract(bytes, OPTIONS, new FallbackRecorder());
    const runIns = (out.blocks ?? [])
      .filter((b) => b.runIn)
      .map((b) => `${b.runIn?.level} ${b.text.slice(0, b.runIn?.length)}`);
    expect(runIns).toEqual(['1 Abstract—', '2 Participants.']);
  });

  it('changes nothing in a document that uses heading styles', async () => {
    const got = await headings([
      new Paragraph({ text: 'Introduction', heading: HeadingLevel.HEADING_1 }),
      body(0),
      typed('A bold line', { bold: true }),
      body(1),
    ]);
    // The styled heading keeps its level; the bold line is left to the shared markup walk.
    expect(got[0]).toBe('1 Introduction');
    expect(got.filter((h) => h.startsWith('1 '))).toEqual(['1 Introduction']);
  });
});

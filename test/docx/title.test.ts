/**
 * A Word paper whose title is set in direct formatting (large bold type, no style) opens with
 * its title, not with a section named after itself (shared/extract/docx/title.ts); a first
 * paragraph styled as a heading, or a bold section word, stays a heading.
 */
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { docxExtractor } from '../../shared/extract/docx/index.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { BANK } from '../fixtures/pdf/text-bank.ts';

const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const TITLE = 'Sleep and the Consolidation of Word Pairs';

async function extract(first: Paragraph) {
  const doc = new Document({
    sections: [
      {
        children: [
          first,
          new Paragraph({ children: [new TextRun('Anna Keller and Jun Tanaka')] }),
          new Paragraph({ text: 'Introduction', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun(BANK[0])] }),
          new Paragraph({ text: 'Method', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun(BANK[1])] }),
        ],
      },
    ],
  });
  const bytes = new Uint8Array(await Packer.toBuffer(doc));
  return docxExtractor.extract(bytes, OPTIONS, new FallbackRecorder());
}
const roles = (blocks: { role: string; text: string }[] | undefined) =>
  (blocks ?? []).filter((b) => b.role !== 'paragraph').map((b) => `${b.role} ${b.text}`);

describe('a title in direct formatting', () => {
  it('is the title, not a heading, and fills metadata.title', async () => {
    const out = await extract(
      new Paragraph({ children: [new TextRun({ text: TITLE, bold: true, size: 36 })] }),
    );
    expect(roles(out.blocks)).toEqual([`title ${TITLE}`, 'heading Introduction', 'heading Method']);
    expect(out.metadata.title).toBe(TITLE);
    expect(out.metadata.title_source).toBe('markup');
  });

  it('leaves a first paragraph styled as a heading, and a bold section word, as headings', async () => {
    const styled = await extract(new Paragraph({ text: TITLE, heading: HeadingLevel.HEADING_1 }));
    expect(roles(styled.blocks)[0]).toBe(`heading ${TITLE}`);
    const word = await extract(new Paragraph({ children: [new TextRun({ text: 'Abstract', bold: true })] }));
    expect(roles(word.blocks)[0]).toBe('heading Abstract');
  });
});

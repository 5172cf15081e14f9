/**
 * Document structure from DOCX: heading styles (built-in, custom ones based on a heading, and a
 * paragraph's own outline level) give heading blocks with their levels, the Title style gives
 * the title (and the metadata title when the core properties hold a placeholder), numbered
 * headings keep their numbers, and the body is exactly the blocks joined, on the fixture and
 * on every document of the corpus that extracts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { headingStyleMap } from '../../shared/extract/docx/headings.ts';
import { docxExtractor } from '../../shared/extract/docx/index.ts';
import { plausibleTitle } from '../../shared/extract/docx/metadata.ts';
import { Styles } from '../../shared/extract/docx/styles.ts';
import { parseXml } from '../../shared/extract/docx/xml.ts';
import { BLOCK_ROLES, type ExtractResult } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import {
  STRUCTURE_HEADINGS,
  STRUCTURE_LIST,
  STRUCTURE_REFERENCES,
  STRUCTURE_TITLE,
  structureDocx,
} from '../fixtures/docx/structure.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

const DIR = fileURLToPath(new URL('../fixtures/docx/', import.meta.url));
const OPTIONS = { footnotes: 'end', tables: 'inline', limits: DEFAULT_LIMITS } as const;
const extract = (bytes: Uint8Array) => docxExtractor.extract(bytes, OPTIONS, new FallbackRecorder());
/** As corpus.test.ts: 12.5 MB of document XML, too slow for CI. */
const SLOW = new Set(['poi/bug65649.docx']);

function contractProblems(r: ExtractResult): string[] {
  const problems: string[] = [];
  if (!r.blocks) return ['no blocks'];
  if (r.blocks.map((b) => b.text).join('\n\n') !== r.body)
    problems.push('body is not the join of the blocks');
  for (const b of r.blocks) {
    if (!BLOCK_ROLES.includes(b.role)) problems.push(`unknown role ${b.role}`);
    if (b.page !== null || b.bbox !== null) problems.push('page/bbox set');
    if (b.role === 'heading' && !(Number.isInteger(b.level) && (b.level as number) >= 1))
      problems.push(`heading level ${b.level}`);
  }
  return problems;
}

describe('a paper with Word heading styles (fixtures/docx/structure.ts)', async () => {
  const r = await extract(await structureDocx());
  const blocks = r.blocks ?? [];

  it('keeps the contract: body is the join of the blocks', () => {
    expect(contractProblems(r)).toEqual([]);
  });

  it('finds every heading with its level: built-in, numbered, custom style, outline level', () => {
    expect(blocks.filter((b) => b.role === 'heading').map((b) => ({ text: b.text, level: b.level }))).toEqual(
      STRUCTURE_HEADINGS,
    );
  });

  it('takes the Title-style paragraph as the title, and as metadata when the core title is a placeholder', () => {
    expect(blocks[0]).toMatchObject({ role: 'title', text: STRUCTURE_TITLE });
    expect(r.metadata.title).toBe(STRUCTURE_TITLE);
    expect(r.metadata.title_source).toBe('markup');
  });

  it('gives list items, table rows, the caption line, the run-in lead and references their roles', () => {
    expect(blocks.filter((b) => b.role === 'list_item').map((b) => b.text)).toEqual(STRUCTURE_LIST);
    expect(blocks.filter((b) => b.role === 'table').map((b) => b.text)).toEqual([
      'Sleep\tRecall',
      'Under 6 h\t0.41',
      '6 h or more\t0.58',
    ]);
    expect(blocks.find((b) => b.text.startsWith('Table 1.'))?.role).toBe('caption');
    expect(blocks.find((b) => b.text.startsWith('Recruitment.'))?.runIn).toEqual({ length: 12, level: 3 });
    expect(blocks.filter((b) => b.role === 'reference').map((b) => b.text)).toEqual(STRUCTURE_REFERENCES);
  });

  it('marks the headings in the markdown too (custom and outline-level ones included)', () => {
    expect(r.markdown).toContain('## 2.1 Participants');
    expect(r.markdown).toContain('### Scoring');
    expect(r.markdown).toContain('## Exploratory analyses');
  });

  it('reads the committed structure.docx the same way', async () => {
    const committed = await extract(new Uint8Array(readFileSync(join(DIR, 'structure.docx'))));
    expect(committed.body).toBe(r.body);
    expect(committed.blocks).toEqual(r.blocks);
  });
});

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const STYLES = `<w:styles xmlns:w="${W}">
  <w:style w:type="paragraph" w:styleId="Heading8"><w:name w:val="heading 8"/></w:style>
  <w:style w:type="paragraph" w:styleId="Note8"><w:name w:val="Note Head"/><w:basedOn w:val="Heading8"/></w:style>
  <w:style w:type="paragraph" w:styleId="MyTitle"><w:name w:val="My Title"/><w:basedOn w:val="Title"/></w:style>
  <w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>
  <w:style w:type="paragraph" w:styleId="Plain"><w:name w:val="Plain"/><w:pPr><w:outlineLvl w:val="9"/></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="Odd.Id 2"><w:name w:val="Odd"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>
  <w:style w:type="character" w:styleId="Heading1Char"><w:name w:val="Heading 1 Char"/></w:style>
</w:styles>`;

describe('heading styles for mammoth (docx/headings.ts)', () => {
  const styles = new Styles(parseXml(STYLES, 64, 'styles.xml'));

  it('reads levels and the title through basedOn chains and outline levels', () => {
    expect(styles.outline('Note8')).toEqual({ kind: 'heading', level: 8 });
    expect(styles.outline('MyTitle')).toEqual({ kind: 'title' });
    expect(styles.outline('Plain')).toBeNull();
    expect(styles.outline('Odd.Id 2')).toEqual({ kind: 'heading', level: 2 });
    expect(styles.outline('Missing')).toBeNull();
  });

  it('maps every heading and title paragraph style by id, escaped, deep levels as classed h6', () => {
    const body = parseXml(
      `<w:document xmlns:w="${W}"><w:body><w:p/></w:body></w:document>`,
      64,
      'document.xml',
    );
    expect(headingStyleMap(styles, body.documentElement).sort()).toEqual(
      [
        'p.Heading\\8 => h6.gleaner-level-8:fresh',
        'p.Note\\8 => h6.gleaner-level-8:fresh',
        'p.MyTitle => p.gleaner-title:fresh',
        'p.Title => p.gleaner-title:fresh',
        'p.Odd\\.Id\\ \\2 => h2:fresh',
      ].sort(),
    );
  });

  it('gives a paragraph with its own outline level a synthetic heading style', () => {
    const doc = parseXml(
      `<w:document xmlns:w="${W}"><w:body><w:p><w:pPr><w:outlineLvl w:val="2"/></w:pPr><w:r><w:t>Deep</w:t></w:r></w:p></w:body></w:document>`,
      64,
      'document.xml',
    );
    expect(headingStyleMap(styles, doc.documentElement)).toContain('p.GleanerOutline\\3 => h3:fresh');
    expect(doc.getElementsByTagNameNS(W, 'pStyle')[0]?.getAttributeNS(W, 'val')).toBe('GleanerOutline3');
  });
});

describe('core-properties titles', () => {
  it('keeps a real core title and rejects placeholders', () => {
    expect(plausibleTitle('Fixture Streams Title')).toBe(true);
    for (const t of [null, '', 'Document1', 'Untitled', 'Microsoft Word - draft.doc', 'paper_v2.docx', 'A'])
      expect(plausibleTitle(t), String(t)).toBe(false);
  });

  it('leaves a plausible core title alone', async () => {
    const r = await extract(new Uint8Array(readFileSync(join(DIR, 'streams.docx'))));
    expect(r.metadata.title).toBe('Fixture Streams Title');
    expect(r.metadata.title_source).toBeNull();
  });
});

describeCorpus('structure on the DOCX corpus', ['docx'], () => {
  it('keeps body === blocks joined on every document that extracts', async () => {
    const root = corpusPath('docx');
    const walk = (dir: string): string[] =>
      readdirSync(dir)
        .sort()
        .flatMap((f) => {
          const p = join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : p.endsWith('.docx') ? [p] : [];
        });
    const bad: string[] = [];
    let n = 0;
    let heads = 0;
    for (const path of walk(root)) {
      const rel = path.slice(root.length + 1);
      // The synthetic folder holds hostile files (entity bombs, XXE): test/docx/hostile.test.ts.
      if (rel.startsWith('synthetic/') || SLOW.has(rel)) continue;
      let r: ExtractResult;
      try {
        r = await extract(new Uint8Array(readFileSync(path)));
      } catch {
        continue; // Files that must fail (encrypted, legacy) are corpus.test.ts's business.
      }
      n++;
      heads += r.blocks?.filter((b) => b.role === 'heading').length ?? 0;
      const problems = contractProblems(r);
      if (problems.length) bad.push(`${rel}: ${problems.join('; ')}`);
    }
    process.stdout.write(`structure docx: ${n} documents, ${heads} heading blocks, ${bad.length} broken\n`);
    expect(n).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  }, 600_000);
});

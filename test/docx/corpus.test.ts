/**
 * The DOCX corpus (../shared/corpus/docx): every `*.expect.json` check and every pandoc expected
 * output, through the product path (processDocument, text output, level academic), side by side
 * with mammoth alone. Checks apply to the NORMALIZED text output (what users get), with each
 * expected string normalized the same way (expectations are written as the source shows them);
 * `mustContainRaw` whitespace checks apply to the level-none output. Headers and footers
 * (sidecar diagnostics) are read around the text in POI's order, comments after them.
 */
import { expect, it } from 'vitest';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';
import { type CorpusCase, collapse, evaluate, loadCases } from './checks.ts';
import { gleanerOutcome, mammothOutcome, normalizeExpected } from './outcomes.ts';

/** Files passing every check, measured 2026-12-02; floors only go up. */
const GLEANER_FLOOR = 78;
/**
 * poi/bug65649.docx (12.5 MB of document XML) takes ~33 s and ~640 MB even on the direct-walker
 * path (xmldom parse and pre-pass; measured 2026-12-02): too slow for CI, left out visibly.
 */
const SLOW = new Set(['poi/bug65649.docx']);

describeCorpus('docx corpus checks', ['docx'], () => {
  it('passes the checked files, and prints the tally against mammoth alone', async () => {
    const cases: CorpusCase[] = loadCases(corpusPath('docx')).filter((c) => !SLOW.has(c.rel));
    let gleaner = 0;
    let mammothOnly = 0;
    const lines: string[] = [];
    for (const c of cases) {
      const path = corpusPath('docx', c.rel);
      const g = evaluate(c, await gleanerOutcome(path, !!c.expect.mustContainRaw), normalizeExpected);
      const m = evaluate(c, await mammothOutcome(path), normalizeExpected);
      if (!g.length) gleaner++;
      if (!m.length) mammothOnly++;
      if (g.length) lines.push(`  FAIL ${c.rel}: ${g.slice(0, 3).join('; ')}`);
    }
    process.stdout.write(
      `${lines.join('\n')}\nskipped (too slow for CI): ${[...SLOW].join(', ')}\n` +
        `docx corpus: gleaner ${gleaner}/${cases.length}, mammoth-only ${mammothOnly}/${cases.length}\n`,
    );
    expect(gleaner).toBeGreaterThanOrEqual(GLEANER_FLOOR);
    expect(gleaner).toBeGreaterThan(mammothOnly);
  }, 600_000);

  it("follows Word's accept-all view on pandoc's track-changes fixtures", async () => {
    const files = loadCases(corpusPath('docx')).filter((c) =>
      /pandoc\/(track_changes_|paragraph_insertion_deletion)/.test(c.rel),
    );
    expect(files.length).toBe(4);
    for (const c of files) {
      // Accept-view blocks present, reject-only (deleted) blocks absent.
      expect(c.pandocBlocks.length + c.pandocRejected.length).toBeGreaterThan(0);
      expect(evaluate(c, await gleanerOutcome(corpusPath('docx', c.rel)), normalizeExpected), c.rel).toEqual(
        [],
      );
    }
    const merged = await gleanerOutcome(corpusPath('docx', 'pandoc/paragraph_insertion_deletion.docx'));
    // A deleted paragraph mark joins the paragraphs as Word shows them.
    expect(collapse(merged.text)).toContain('splitParagraph.');
  });

  it('turns docxlatex equations into non-empty linear text', async () => {
    const files = loadCases(corpusPath('docx')).filter((c) => c.rel.startsWith('docxlatex/'));
    expect(files.length).toBe(5);
    for (const c of files) {
      const text = collapse((await gleanerOutcome(corpusPath('docx', c.rel))).text);
      process.stdout.write(`equation ${c.rel}: ${text}\n`);
      expect(text.length, c.rel).toBeGreaterThan(5);
      expect(text, c.rel).toMatch(/[=^_\\]/);
    }
  });
});

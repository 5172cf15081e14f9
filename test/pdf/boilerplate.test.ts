/**
 * The boilerplate remover never takes content for a running element because it shares a
 * pattern with one: reference entries at a page's edge, a sentence carried over a page break,
 * a caption at the top of a page stay; heads and numbers still go, and every removal is in the
 * diagnostics.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { removeBoilerplate } from '../../shared/extract/pdf/boilerplate.ts';
import { type Glyphs, joinItems, type Row, rowFrom } from '../../shared/extract/pdf/model.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { corpusPath, describeCorpus, readCorpusFile } from '../helpers/corpus.ts';
import { glyphRun } from '../helpers/glyphs.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/pdf/', import.meta.url));

async function run(bytes: Uint8Array, key: string) {
  const out = await processDocument({ bytes, key }, DEFAULT_PROCESS_OPTIONS);
  expect(out.sidecar.status).toBe('ok');
  const pdf = (
    out.sidecar.diagnostics as { pdf: { pages: { boilerplate: { text: string; why: string }[] }[] } }
  ).pdf;
  return { text: out.text, removed: pdf.pages.flatMap((p) => p.boilerplate) };
}

describe('reference entries on the outer rows of pages', () => {
  it('keeps every entry and still removes the running heads and page numbers', async () => {
    const { text, removed } = await run(
      new Uint8Array(readFileSync(`${FIXTURES}references-at-page-edges/input.pdf`)),
      'references-at-page-edges',
    );
    for (let k = 1; k <= 40; k++) expect(text).toContain(`Study number ${k} of the retention`);
    expect(text).not.toContain('Sleep and Word Pair Retention');
    expect(removed.filter((r) => r.why !== 'page-number').map((r) => r.text)).toEqual(
      Array(3).fill('Sleep and Word Pair Retention'),
    );
    expect(removed.filter((r) => r.why === 'page-number').map((r) => r.text)).toEqual(['21', '22', '23']);
  });
});

/** Lines of the READoc ground truth (gt/1506.06975.md) that the remover used to delete. */
const LOST = [
  'Journal of Optimization Theory and Applications, 79(1):157–181, 1993.',
  'Practical Bayesian optimization. PhD thesis, University of Alberta, 2008.',
  'Journal of Statistical Planning and inference, 140(11):3088–3095, 2010.',
];

describeCorpus('boilerplate on readoc-arxiv 1506.06975', ['pdf', 'readoc-arxiv'], () => {
  it('keeps the reference entries of pages 23 and 25 and the sentence opening page 8', async () => {
    const gt = readFileSync(corpusPath('pdf', 'readoc-arxiv', 'gt', '1506.06975.md'), 'utf8').replace(
      /_/g,
      '',
    );
    const { text, removed } = await run(
      readCorpusFile(corpusPath('pdf', 'readoc-arxiv', 'pdf', '1506.06975.pdf')),
      '1506.06975',
    );
    const flat = text.replace(/\s+/g, ' ');
    for (const l of LOST) {
      // Ground truth wraps lines differently; compare the words.
      expect(gt.replace(/\s+/g, ' ')).toContain(l.replace(/^Practical Bayesian optimization\. /, ''));
      expect(flat).toContain(l);
      expect(removed.map((r) => r.text).join('\n')).not.toContain(l);
    }
    expect(flat).toContain('discussed in Section 2 and we investigate these properties empirically');
    // What still goes is page furniture, and it is all in the diagnostics.
    expect(removed.filter((r) => r.why !== 'rotated').every((r) => r.why === 'page-number')).toBe(true);
  }, 120_000);
});

/** A row of 9 pt runs at baseline `base`, one run per [x, text]. */
function row(base: number, cells: [number, string][]): Row {
  const items: Glyphs[] = cells.map(([x, str]) => ({
    str,
    x0: x,
    x1: x + str.length * 4.5,
    base,
    top: base - 7,
    bottom: base + 2,
    size: 9,
    font: 'f1',
  }));
  return rowFrom(items);
}

/** Pages of a long table: the running head, the table's header repeated under it, body rows, a total row of counts and the page number. */
function tablePages(n: number): Row[][] {
  const cols = [40, 160, 280, 400, 520];
  return Array.from({ length: n }, (_, p) => [
    row(30, [[40, 'Annual procurement report']]),
    row(
      60,
      cols.map((x, k): [number, string] => [x, ['Contractor', 'Address', 'Method', 'Amount', 'Remarks'][k]]),
    ),
    row(70, [[400, 'GHS']]),
    ...Array.from({ length: 40 }, (_, r) =>
      row(
        90 + r * 15,
        cols.map((x, k): [number, string] => [
          x,
          [`Firm ${r}`, 'Box 12, Accra', 'NCB', '1,200.00', 'Done'][k],
        ]),
      ),
    ),
    row(
      705,
      cols.map((x, k): [number, string] => [x, ['Total', '48', '19', '57', '3'][k]]),
    ),
    row(760, [[300, String(p + 1)]]),
  ]);
}

describe('table rows at the edges of pages', () => {
  it("keeps a table's header repeated on every page and its last row of counts, and still removes the head and the page numbers", () => {
    const pages = tablePages(4);
    const infos = pages.map((_, i) => ({ page: i + 1, width: 612, height: 792 }));
    const { pages: kept, removed } = removeBoilerplate(pages, infos, { bodySize: 9, pitch: 15 });
    const texts = kept.map((rows) => rows.map((r) => joinItems(r.items)));
    for (const t of texts) {
      expect(t).toContain('Contractor Address Method Amount Remarks');
      expect(t).toContain('GHS');
      expect(t).toContain('Total 48 19 57 3');
      expect(t).not.toContain('Annual procurement report');
    }
    expect(removed.map((r) => `${r.why}:${r.text}`).sort()).toEqual(
      [
        ...[1, 2, 3, 4].map((p) => `page-number:${p}`),
        ...Array(4).fill('repeated:Annual procurement report'),
      ].sort(),
    );
  });
});

describe("an author's e-mail ending a first-page note", () => {
  /** Page 1: two columns of 10 pt body; the left column ends with an 8 pt affiliation note whose last line holds the e-mail (in a 9 pt typewriter face). */
  function page(last: Glyphs[]): Row[] {
    const body = Array.from({ length: 40 }, (_, k) =>
      rowFrom([
        glyphRun(40, 80 + k * 15, `left column line ${k} of the body text`, 10),
        glyphRun(320, 80 + k * 15, `right column line ${k}`, 10),
      ]),
    );
    return [
      ...body,
      rowFrom([
        glyphRun(40, 712, 'The authors are with the School of Engineering,', 8),
        glyphRun(320, 712, 'right column goes on', 10),
      ]),
      rowFrom([
        glyphRun(40, 721, 'State University, Pullman, WA 99164-2752,', 8),
        glyphRun(320, 724, 'and on to the end', 10),
      ]),
      rowFrom([...last, glyphRun(320, 736, 'of the right column', 10)]),
    ];
  }
  const infos = [{ page: 1, width: 612, height: 792 }];

  it('keeps the e-mail line that flows from the note above it', () => {
    const { pages, removed } = removeBoilerplate(
      [page([glyphRun(40, 730, 'USA', 8), glyphRun(60, 730, 'jdoe,asmith@eecs.example.edu', 9)])],
      infos,
      { bodySize: 10, pitch: 15 },
    );
    expect(removed).toEqual([]);
    expect(pages[0].map((r) => joinItems(r.items)).join('\n')).toContain('jdoe,asmith@eecs.example.edu');
  });

  it('still removes a licence line with an address in it', () => {
    const { removed } = removeBoilerplate(
      [page([glyphRun(40, 730, '© 2020 ACM. Request permissions from permissions@acm.org.', 8)])],
      infos,
      { bodySize: 10, pitch: 15 },
    );
    expect(removed.map((r) => `${r.why}:${r.text}`)).toEqual([
      'phrase:© 2020 ACM. Request permissions from permissions@acm.org.',
    ]);
  });

  it('removes a volume line that abbreviates the issue ("Vol. 14, Iss. 1")', () => {
    const body = Array.from({ length: 30 }, (_, k) =>
      rowFrom([glyphRun(40, 80 + k * 15, `line ${k} of the body text, which runs on`, 10)]),
    );
    const foot = rowFrom([glyphRun(40, 760, '2026, Vol. 14, Iss. 1, 1–7.', 8)]);
    const { removed } = removeBoilerplate([[...body, foot]], infos, { bodySize: 10, pitch: 15 });
    expect(removed.map((r) => `${r.why}:${r.text}`)).toEqual(['phrase:2026, Vol. 14, Iss. 1, 1–7.']);
  });
});

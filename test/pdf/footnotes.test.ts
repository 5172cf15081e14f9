/**
 * Footnotes: the small-type tail of a column, with the note size learned per document; a
 * reference list or a table row in small type at a column's foot is never a note. Generated
 * fixtures (test/fixtures/pdf/cases-notes.ts) and the public file that showed both failures.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import type { Line } from '../../shared/extract/pdf/model.ts';
import { looksLikeReferences, readsAsNote } from '../../shared/extract/pdf/note-shape.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/process.ts';
import { corpusPath, describeCorpus, readCorpusFile } from '../helpers/corpus.ts';
import { runLine } from '../helpers/lines.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/pdf/', import.meta.url));

async function run(bytes: Uint8Array, key: string) {
  const out = await processDocument({ bytes, key }, DEFAULT_PROCESS_OPTIONS);
  expect(out.sidecar.status).toBe('ok');
  const notes = out.sidecar.footnotes;
  const cut = out.text.indexOf('\n---\n');
  return { notes, body: cut >= 0 ? out.text.slice(0, cut) : out.text };
}

function fixture(slug: string) {
  return run(new Uint8Array(readFileSync(`${FIXTURES}${slug}/input.pdf`)), slug);
}

const line = (text: string): Line => ({
  text,
  x0: 0,
  x1: 100,
  top: 0,
  bottom: 10,
  base: 8,
  size: 8,
  page: 1,
  colLeft: 0,
  colRight: 100,
  block: 'b',
});

describe('footnotes at the foot of a column', () => {
  it('takes notes set only half a point smaller than the body out of it, in any column', async () => {
    const { notes, body } = await fixture('column-notes-close-size');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^1 The word pairs were drawn/);
    expect(notes[1]).toMatch(/^2 Twelve participants/);
    expect(body).not.toContain('published set of norms');
    expect(body).not.toContain('taking a nap');
  });

  it('keeps an IEEE reference list in small type at the page foot in the body, beside a real note', async () => {
    const { notes, body } = await fixture('references-at-column-foot');
    expect(notes).toEqual(['1 The recordings and the analysis scripts are available from the first author.']);
    expect(body).toContain('REFERENCES');
    for (let k = 1; k <= 6; k++) expect(body).toContain(`[${k}] `);
  });
});

describe('notes in the body size on a tighter leading', () => {
  const typo = { bodySize: 9, pitch: 10.4 };
  /** A 9 pt line at baseline `base` (top-left origin). */
  const at = (text: string, base: number): Line => ({
    ...line(text),
    size: 9,
    base,
    top: base - 7,
    bottom: base + 2,
  });
  const column = Array.from({ length: 50 }, (_, k) =>
    at(`body line ${k} of the column text goes on`, 80 + k * 10.4),
  );
  const lastBase = 80 + 49 * 10.4;

  it('takes a marked block stepping 9 pt under 10.4 pt body lines, below a blank band, out of the body', () => {
    const notes = [
      at('2For instance, if we were to see all documents related to', lastBase + 20),
      at('politics in sequence our parameter choice would be biased.', lastBase + 29),
      at('6This is easily achieved by a suitable startup script or by', lastBase + 38),
      at('a known server.', lastBase + 47),
    ];
    const split = splitFootnotes([...column, ...notes], typo, false, 792);
    expect(split.body).toHaveLength(50);
    // "a known server." goes on with note 6: letter markers open notes only in lettered blocks.
    expect(split.notes.map((n) => n.map((l) => l.text).join(' '))).toEqual([
      '2For instance, if we were to see all documents related to politics in sequence our parameter choice would be biased.',
      '6This is easily achieved by a suitable startup script or by a known server.',
    ]);
  });

  it('leaves body lines at the body pitch alone, and a tight block with no blank band above', () => {
    expect(splitFootnotes(column, typo, false, 792).notes).toEqual([]);
    const close = [
      at('2For instance, if we were to see all documents', lastBase + 10.4),
      at('in sequence.', lastBase + 19.4),
    ];
    expect(splitFootnotes([...column, ...close], typo, false, 792).notes).toEqual([]);
  });
});

describe('what a note reads like', () => {
  it('is words or a link, never a table header or a row of numbers', () => {
    expect(readsAsNote('1 The norms were collected from a separate sample of students.')).toBe(true);
    expect(readsAsNote('2 https://github.com/example/code')).toBe(true);
    expect(
      readsAsNote('Abbreviations: ASH, Action on Smoking and Health; BAT, British American Tobacco'),
    ).toBe(true);
    expect(readsAsNote('A L L D E M E N T I A A L Z H E I M E R´S D I S E A S E')).toBe(false);
    expect(readsAsNote('Requirements (n) RI 1 0 2 0 3 0.58 0.9 1.12')).toBe(false);
  });

  it('recognises a reference list by its heading or its first entry', () => {
    expect(looksLikeReferences([line('[1] J. VanWormer, "Pedometers," 2009.')], undefined)).toBe(true);
    expect(looksLikeReferences([line('REFERENCES'), line('[1] A. Lee, 2001.')], undefined)).toBe(true);
    expect(
      looksLikeReferences([line('Green, K. N., Billings, L. M. (2008). Title.')], line('7 References')),
    ).toBe(true);
    expect(looksLikeReferences([line('1 The norms were collected in 2019 from students.')], undefined)).toBe(
      false,
    );
  });
});

describeCorpus('footnotes on cermine_example1', ['pdf', 'real-nogt'], () => {
  it('holds neither the table header nor the reference entry it used to', async () => {
    const { notes } = await run(
      readCorpusFile(corpusPath('pdf', 'real-nogt', 'cermine_example1.pdf')),
      'example1',
    );
    expect(notes.join('\n')).not.toMatch(/D E M E N T I A|Alzheimer's Disease International/);
    expect(notes.join('\n')).toMatch(/^Correspondence should be addressed to/);
  }, 120_000);
});

describe('notes under a one-column abstract in small type', () => {
  // 1506.06975's first page: 10 pt body, a 9 pt abstract and keywords, then 8 pt notes at the foot.
  const typo = { bodySize: 10, pitch: 12, noteMax: 9.4 };
  const at = (text: string, base: number, size: number): Line => ({
    ...line(text),
    size,
    base,
    top: base - 0.78 * size,
    bottom: base + 0.22 * size,
  });
  const head = [at('A title in large type', 110, 17), at('The authors of the paper', 164, 12)];
  const abstract = Array.from({ length: 12 }, (_, k) =>
    at(`abstract line ${k} of the paper in nine point type goes on here`, 267 + k * 18, 9),
  );

  it('takes the marked notes under a blank band out of the body and leaves the abstract in it', () => {
    const notes = [
      at('∗E-mail to corresponding author: someone@example.org. The authors are with', 734, 8),
      at('the Department of Information Technology, Uppsala University, Sweden.', 745, 8),
    ];
    const split = splitFootnotes([...head, ...abstract, ...notes], typo, true, 842);
    expect(split.body).toHaveLength(head.length + abstract.length);
    expect(split.notes.map((n) => n.length)).toEqual([2]);
  });

  it('keeps small type under a blank band that is not a marked note (a table row, an unmarked line) in the body', () => {
    const unmarked = [at('Department of Information Technology, Uppsala University, Sweden.', 734, 8)];
    expect(splitFootnotes([...head, ...abstract, ...unmarked], typo, true, 842).notes).toEqual([]);
    // A numbered table row at the foot: "1  Degree to which …" with the cell gap after the number.
    const cell = (str: string, x0: number, x1: number) => ({
      str,
      x0,
      x1,
      base: 734,
      top: 728,
      bottom: 736,
      size: 8,
      font: 'f',
    });
    const row = {
      ...at('1 Degree to which a system is accessible', 734, 8),
      items: [cell('1', 321, 325), cell('Degree to which a system is accessible', 347, 550)],
    };
    expect(splitFootnotes([...head, ...abstract, row], typo, true, 842).notes).toEqual([]);
  });
});

describe("a figure caption's next lines at a first page's foot", () => {
  it('stay with the caption, out of the venue notice under them (CHI extended abstracts)', () => {
    const typo = { bodySize: 10, pitch: 12, noteMax: 8 };
    const lines = [
      runLine(600, 'b', ['The experimental setup followed the guidelines for audiovisual tests.', 10]),
      runLine(640, 'b', ['Figure 1 Screenshot of the', 7.5]),
      runLine(650, 'b', ['smartphone display during the test.', 7.5]),
      runLine(661, 'b', ['Copyright is held by the author/owner(s).', 7.5]),
      runLine(671, 'b', ['CHI 2013 Extended Abstracts, April 27-May 2, 2013, Paris, France.', 7.5]),
    ];
    const split = splitFootnotes(lines, typo, true, 792);
    expect(split.body.map((l) => l.text)).toContain('smartphone display during the test.');
    expect(split.venue.join(' ')).not.toContain('smartphone');
  });
});

/**
 * Layouts of the tenth batch of the LaTeX heading set (emulateapj, cc; bench/headings-latex/
 * classes-batch10.ts), each rule on synthetic lines:
 * - footnotes-mid.ts: a note set inside a column between two halves of a sentence (emulateapj
 *   balances its last columns before the one-column references and drops their notes there) leaves
 *   the body, and the sentence joins across it;
 * - front-matter.ts: a title in the text's own font and size, set in capitals and centred over
 *   the names (emulateapj);
 * - paragraph-heads.ts: a numbered heading whose number has a font of its own ("4.3." upright
 *   before an italic title) ends before the text under it;
 * - headings-people.ts: names over an address at the paper's end (cc, AMS) are no headings.
 */
import { describe, expect, it } from 'vitest';
import { splitFootnotes } from '../../shared/extract/pdf/footnotes.ts';
import { frontMatter } from '../../shared/extract/pdf/front-matter.ts';
import { inAuthorBlock } from '../../shared/extract/pdf/headings-people.ts';
import { Vocabulary } from '../../shared/extract/pdf/hyphen.ts';
import type { Glyphs, Line } from '../../shared/extract/pdf/model.ts';
import { numberedHeadingEnd } from '../../shared/extract/pdf/paragraph-heads.ts';
import { type Para, paragraphs } from '../../shared/extract/pdf/paragraphs.ts';
import { runLine } from '../helpers/lines.ts';

describe('a note set inside a column between two halves of a sentence', () => {
  const typo = { bodySize: 10, pitch: 10.5, noteMax: 9 };
  const above = [
    runLine(100, 'b', [
      'The readout resonator cannot be separated from the dilution refrigerator, which',
      10,
    ]),
    runLine(110.5, 'b', ['suggests that the relaxation time improves on the dilution', 10]),
  ];
  const note = [
    runLine(146, 'b', ['6', 6, 3], ['The code and data are available from the authors on reasonable', 8]),
    runLine(154, 'b', ['request.', 8]),
  ];
  const below = [
    runLine(167, 'b', ['refrigerator. It is worth noting that the readout resonator depends on the', 10]),
    runLine(177.5, 'b', ['superinductor only when k is three or more, as before.', 10]),
  ];

  it('leaves the body, and the sentence goes on across it', () => {
    const split = splitFootnotes([...above, ...note, ...below], typo, false, 800);
    expect(split.notes.map((n) => n.map((l) => l.text).join(' '))).toEqual([
      '6The code and data are available from the authors on reasonable request.',
    ]);
    const paras = paragraphs(split.body, typo, new Vocabulary()).map((p) => p.text);
    expect(paras).toHaveLength(1);
    expect(paras[0]).toContain('improves on the dilution refrigerator. It is worth noting');
  });

  it('stays in the body when the sentence above it has ended', () => {
    const ended = [
      above[0],
      runLine(110.5, 'b', ['suggests that the relaxation time improves on the dilution.', 10]),
    ];
    const split = splitFootnotes([...ended, ...note, ...below], typo, false, 800);
    expect(split.notes).toEqual([]);
  });
});

/** A line of runs [text, x0, x1, font] at baseline `base`, `size` pt, on page 1. */
function line(base: number, size: number, ...runs: [string, number, number, string][]): Line {
  const items: Glyphs[] = runs.map(([str, x0, x1, font]) => ({
    str,
    x0,
    x1,
    base,
    top: base - 0.8 * size,
    bottom: base + 0.2 * size,
    size,
    font,
  }));
  const chars = new Map<string, number>();
  for (const it of items) chars.set(it.font, (chars.get(it.font) ?? 0) + it.str.length);
  return {
    text: runs.map((r) => r[0]).join(' '),
    x0: items[0].x0,
    x1: items[items.length - 1].x1,
    top: base - 0.8 * size,
    bottom: base + 0.2 * size,
    base,
    size,
    page: 1,
    colLeft: 51,
    colRight: 562,
    block: 'r1',
    font: [...chars].reduce((a, b) => (b[1] > a[1] ? b : a))[0],
    items,
  };
}

describe('a title in the body font, in capitals', () => {
  const page = { page: 1, width: 612, height: 792 };
  const typo = { bodySize: 10, pitch: 11 };
  const body = Array.from({ length: 12 }, (_, k) =>
    line(320 + 11 * k, 10, [
      `The thermal population was measured again for line ${k} of the text here.`,
      51,
      295,
      'roman',
    ]),
  );
  const names = line(172, 9, ['Anna Rossi, Lena Mensah, Hiroshi Demir', 204, 408, 'names']);

  it('is the title when centred over the names', () => {
    const title = line(108, 10, [
      'COHERENCE LIMITS OF FLUXONIUM QUBITS WITH GRANULAR INDUCTORS',
      96,
      516,
      'roman',
    ]);
    expect(frontMatter([title, names, ...body], typo, page).title).toBe(
      'COHERENCE LIMITS OF FLUXONIUM QUBITS WITH GRANULAR INDUCTORS',
    );
  });

  it('is not a title in lower case (the page merely starts with text)', () => {
    const first = line(108, 10, [
      'Coherence limits of fluxonium qubits with granular inductors',
      131,
      481,
      'roman',
    ]);
    expect(frontMatter([first, names, ...body], typo, page).title).toBeNull();
  });
});

describe('a numbered heading whose number has a font of its own', () => {
  const head = line(
    313,
    10,
    ['4.3.', 60, 74, 'upright9'],
    ['Temperature dependence of the coherence times', 80, 286, 'italic'],
  );
  const next = line(328, 10, ['It is worth noting that the readout resonator constrains', 60, 295, 'roman']);

  it('ends before the text under it', () => {
    expect(numberedHeadingEnd(head, next)).toBe(true);
  });

  it('does not when the title itself changes font (a run-in title and its text)', () => {
    const runIn = line(
      313,
      10,
      ['4.3.', 60, 74, 'upright9'],
      ['Temperature', 80, 130, 'italic'],
      ['dependence of the coherence', 134, 286, 'roman'],
    );
    expect(numberedHeadingEnd(runIn, next)).toBe(false);
  });
});

describe('names over an address at the paper end', () => {
  const para = (...lines: Line[]): Para => ({ text: lines.map((l) => l.text).join(' '), lines, float: null });
  const names = para(line(366, 9, ['Lena Nowak', 51, 110, 'sc'], ['Kwame Berg', 230, 290, 'sc']));
  const address = para(
    line(379, 9, ['Centre for Environmental Research, Lakeside University', 51, 290, 'roman']),
  );
  const prose = para(
    line(379, 10, [
      'We describe the research groups and the engineering of the systems used here.',
      51,
      380,
      'roman',
    ]),
  );

  it('are an author block, not headings', () => {
    expect(inAuthorBlock(names, null, address)).toBe(true);
    expect(inAuthorBlock(address, names, null)).toBe(true);
  });

  it('leave a heading over prose alone', () => {
    const heading = para(line(366, 10, ['Related Work', 51, 120, 'bold']));
    expect(inAuthorBlock(heading, null, prose)).toBe(false);
    const keywords = para(line(366, 10, ['ACM Classification Keywords', 51, 200, 'bold']));
    const classes = para(
      line(379, 9, ['D.2.2 [Software Engineering]: Design Tools and Techniques', 51, 380, 'roman']),
    );
    expect(inAuthorBlock(keywords, null, classes)).toBe(false);
  });
});

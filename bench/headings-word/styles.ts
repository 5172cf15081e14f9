/**
 * The layouts of the Word-made heading set (bench/headings-word/build.ts): how each generated
 * paper sets its headings (size, weight, capitals, centring, numbering scheme, columns, spacing)
 * and the section plans they are filled with. Written to cover layouts the READoc and outline
 * sets lack: numbered "1", "1.", "I.", "A." and "1.1.1", all-capitals and small-capitals
 * headings, APA's centred and flush-left levels, run-in level-3 headings, two columns (headings
 * at a column top), a table or a picture before a heading, a double-spaced manuscript with
 * indented paragraphs, ragged text and an appendix after the references.
 */

export interface Style {
  name: string;
  columns: 1 | 2;
  font: string;
  body: number; // pt
  h1: { size: number; bold: boolean; italic?: boolean; caps?: 'upper' | 'small'; center?: boolean };
  h2: { size: number; bold: boolean; italic?: boolean; caps?: 'upper' | 'small'; center?: boolean };
  num1: (i: number) => string; // '' for none
  num2: (i: number, j: number) => string;
  abstract: 'heading' | 'runin';
  runin3?: boolean; // level-3 run-in headings "Participants." at paragraph start
  figureBeforeHeading?: boolean;
  appendix?: boolean;
  h3?: { size: number; bold: boolean; italic?: boolean; font?: string };
  num3?: (i: number, j: number, k: number) => string;
  headFont?: string;
  line?: number; // line spacing in 240ths
  indent?: boolean; // first-line indent, no space after
  ragged?: boolean;
  image?: boolean; // a real picture before section 3's heading
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const LET = 'ABCDEFGH';

export const STYLES: Style[] = [
  {
    name: 'manuscript-double',
    columns: 1,
    font: 'Liberation Serif',
    body: 12,
    h1: { size: 12, bold: true, center: true },
    h2: { size: 12, bold: true },
    h3: { size: 12, bold: true, italic: true },
    num1: () => '',
    num2: () => '',
    num3: () => '',
    abstract: 'heading',
    line: 480,
    indent: true,
    ragged: true,
  },
  {
    name: 'springer-sans-heads',
    columns: 1,
    font: 'Liberation Serif',
    headFont: 'Liberation Sans',
    body: 10,
    h1: { size: 12, bold: true },
    h2: { size: 10, bold: true },
    h3: { size: 10, bold: false, italic: true },
    num1: (i) => `${i}`,
    num2: (i, j) => `${i}.${j}`,
    num3: (i, j, k) => `${i}.${j}.${k}`,
    abstract: 'heading',
    image: true,
    indent: true,
  },
  {
    name: 'mdpi-ragged',
    columns: 1,
    font: 'Liberation Serif',
    body: 10,
    h1: { size: 10, bold: true },
    h2: { size: 10, bold: false, italic: true },
    h3: { size: 10, bold: false, italic: true },
    num1: (i) => `${i}.`,
    num2: (i, j) => `${i}.${j}.`,
    num3: (i, j, k) => `${i}.${j}.${k}.`,
    abstract: 'heading',
    ragged: true,
    image: true,
  },
  {
    name: 'onecol-numbered',
    columns: 1,
    font: 'Liberation Serif',
    body: 11,
    h1: { size: 14, bold: true },
    h2: { size: 12, bold: true },
    num1: (i) => `${i}`,
    num2: (i, j) => `${i}.${j}`,
    abstract: 'heading',
  },
  {
    name: 'ieee-roman-caps',
    columns: 2,
    font: 'Liberation Serif',
    body: 10,
    h1: { size: 10, bold: false, caps: 'small', center: true },
    h2: { size: 10, bold: false, italic: true },
    num1: (i) => `${ROMAN[i - 1]}.`,
    num2: (_i, j) => `${LET[j - 1]}.`,
    abstract: 'runin',
    figureBeforeHeading: true,
  },
  {
    name: 'apa-unnumbered',
    columns: 1,
    font: 'Liberation Sans',
    body: 11,
    h1: { size: 11, bold: true, center: true },
    h2: { size: 11, bold: true },
    num1: () => '',
    num2: () => '',
    abstract: 'heading',
    runin3: true,
  },
  {
    name: 'acm-dotted-caps',
    columns: 2,
    font: 'Liberation Sans',
    body: 9,
    h1: { size: 10, bold: true, caps: 'upper' },
    h2: { size: 9.5, bold: true },
    num1: (i) => `${i}.`,
    num2: (i, j) => `${i}.${j}.`,
    abstract: 'heading',
    appendix: true,
  },
  {
    name: 'twocol-allcaps-unnumbered',
    columns: 2,
    font: 'Liberation Serif',
    body: 10,
    h1: { size: 11, bold: true, caps: 'upper' },
    h2: { size: 10, bold: true, italic: true },
    num1: () => '',
    num2: () => '',
    abstract: 'heading',
    figureBeforeHeading: true,
  },
  {
    name: 'onecol-italic-subs',
    columns: 1,
    font: 'Liberation Serif',
    body: 12,
    h1: { size: 12, bold: true },
    h2: { size: 12, bold: false, italic: true },
    num1: (i) => `${i}.`,
    num2: (i, j) => `${i}.${j}`,
    abstract: 'heading',
    runin3: true,
    appendix: true,
  },
];

export const SECTIONS: { h: string; subs: string[] }[][] = [
  [
    { h: 'Introduction', subs: [] },
    { h: 'Related Work', subs: ['Sleep and memory', 'Replication studies'] },
    { h: 'Method', subs: ['Participants', 'Materials', 'Procedure'] },
    { h: 'Results', subs: ['Recall after a short delay', 'Recall after a long delay'] },
    { h: 'Discussion', subs: [] },
    { h: 'Conclusion', subs: [] },
  ],
  [
    { h: 'Introduction', subs: ['Motivation', 'Contributions'] },
    { h: 'Background', subs: [] },
    { h: 'Materials and Methods', subs: ['Study design', 'Statistical analysis'] },
    { h: 'Experiments', subs: ['Setup', 'Main results', 'Ablation'] },
    { h: 'Limitations', subs: [] },
    { h: 'Concluding Remarks', subs: [] },
  ],
  [
    { h: 'Introduction', subs: [] },
    { h: 'Theoretical Framework', subs: ['Consolidation accounts'] },
    { h: 'Methodology', subs: ['Sample', 'Measures', 'Data analysis'] },
    { h: 'Findings', subs: [] },
    { h: 'General Discussion', subs: ['Implications', 'Future directions'] },
  ],
];

export const RUNIN3 = ['Word pairs.', 'Scoring.', 'Exclusions.'];

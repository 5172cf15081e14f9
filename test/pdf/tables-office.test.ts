/**
 * Tables as office software prints them (issue #18; the generated set is
 * `npm run bench -- tables-office`): statistics cells that pair a value with its spread or
 * interval, a caption whose column the layout cuts out of a borderless table, a table the page
 * break cuts under its header, and the numbered header of a correlation matrix. Pages are
 * drawn by test/helpers/office-table-pdf.ts (Times, so a minus is typed as a hyphen).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../shared/config/index.ts';
import { pdfExtractor } from '../../shared/extract/pdf/index.ts';
import { headerRows } from '../../shared/extract/pdf/table-cells.ts';
import { PAGE_FOOT_HEADER } from '../../shared/extract/pdf/table-foot.ts';
import { plausibleTable } from '../../shared/extract/pdf/table-gates.ts';
import { mergeContinued } from '../../shared/extract/pdf/table-merge.ts';
import type { Table } from '../../shared/extract/types.ts';
import { FallbackRecorder } from '../../shared/fallbacks.ts';
import { corpusPath, describeCorpus, readCorpusFile } from '../helpers/corpus.ts';
import { extractOffice } from '../helpers/office-table-pdf.ts';

/** A regression table right-aligned at the same edges as a Word table five columns wide. */
const REGRESSION = [
  ['Predictor', 'B', 'SE', 'Beta', 't', 'p'],
  ['Intercept', '0.58', '0.16', '', '3.68', '< .001'],
  ['Age', '-0.79', '0.08', '-0.26', '-9.85', '.372'],
  ['Sex (female)', '-0.23', '0.15', '-0.08', '-1.52', '< .001'],
  ['Education', '-0.10', '0.15', '-0.03', '-0.68', '.538'],
  ['Income', '0.18', '0.15', '0.06', '1.23', '.152'],
  ['Condition', '1.08', '0.16', '0.36', '6.72', '.543'],
];
const EDGES = [292, 349, 405, 462, 518];

/** Outcomes with an estimate, its 95% CI and group means with SDs in brackets. */
const INTERVALS = [
  ['Outcome', 'Estimate', '95% CI', 'Sleep M (SD)', 'p'],
  ['Fatigue', '0.03', '[-0.05, 0.11]', '57.2 (18.2)', '.472'],
  ['Mood', '0.55', '[0.31, 0.79]', '39.7 (7.4)', '< .001'],
  ['Quality of life', '-0.24', '[-0.36, -0.11]', '61.0 (10.6)', '< .001'],
  ['Recall at 12 h', '-0.08', '[-0.25, 0.09]', '43.5 (12.8)', '< .001'],
  ['Sleep quality', '0.08', '[0.00, 0.16]', '20.0 (8.6)', '.545'],
];

describe('statistics cells', () => {
  it('reads "M (SD)" and "[lo, hi]" cells as one value each, so an uncaptioned table of them is found', async () => {
    expect(plausibleTable(INTERVALS, 'aligned')).toEqual({ ok: true, why: '' });
    const r = await extractOffice((p) => {
      p.prose(3);
      p.rows(INTERVALS, [250, 340, 440, 518]);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual(INTERVALS);
  });

  it('still rejects cells holding two bare numbers side by side (columns read together)', () => {
    const merged = INTERVALS.map((row, i) => [
      row[0],
      i ? `${row[1]} ${row[4].replace('< ', '')}` : 'Estimate p',
      row[3],
    ]);
    expect(plausibleTable(merged, 'aligned').why).toMatch(/two numbers/);
  });
});

describe('a caption over a borderless table the layout cuts into column boxes', () => {
  it('takes the table read across the page, header and every column', async () => {
    const r = await extractOffice((p) => {
      p.prose(4);
      p.caption('Table 2', 'Regression of recall on the predictors', true);
      p.rows(REGRESSION, EDGES, true);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].caption).toBe('Table 2 Regression of recall on the predictors');
    expect(r.tables[0].cells).toEqual(REGRESSION);
    expect(r.tables[0].header_rows).toBe(1);
  });
});

describe('a table the page break cuts right under its header', () => {
  const head = INTERVALS[0];
  const body = INTERVALS.slice(1);
  const EDGES4 = [250, 340, 440, 518];

  it('puts the header at the page foot over the uncaptioned body opening the next page', async () => {
    const r = await extractOffice((p) => {
      p.prose(40);
      p.caption('Table 3', 'Estimated effects with confidence intervals');
      p.rows([head], EDGES4, true);
      p.newPage();
      p.rows(body, EDGES4);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].caption).toBe('Table 3. Estimated effects with confidence intervals');
    expect(r.tables[0].cells).toEqual(INTERVALS);
    expect(r.tables[0].header_rows).toBe(1);
    expect(r.tables[0].pages).toEqual([1, 2]);
  });

  it('leaves no table for a header at the page foot when the next page opens with prose', async () => {
    const r = await extractOffice((p) => {
      p.prose(40);
      p.caption('Table 3', 'Estimated effects with confidence intervals');
      p.rows([head], EDGES4, true);
      p.newPage();
      p.prose(6);
    });
    expect(r.tables).toEqual([]);
  });
});

describe('merging a header-only part (table-merge.ts)', () => {
  const part = (page: number, top: number, t: Partial<Table>): Table => ({
    page,
    caption: null,
    bbox: [72, top, 523, top + 40],
    cells: [],
    confidence: 0.8,
    method: 'aligned',
    header_rows: 0,
    structured: true,
    ...t,
  });
  const header = part(1, 780, {
    caption: 'Table 3. Effects',
    structured: false,
    text: INTERVALS[0].slice(0, 4).join('\t'),
    reason: PAGE_FOOT_HEADER,
  });
  const height = () => 842;

  it('keeps the body apart, and drops the header, when their column counts differ', () => {
    const body = part(2, 72, { cells: INTERVALS.slice(1).map((r) => r.slice(0, 3)) });
    expect(mergeContinued([header, body], height)).toEqual([body]);
  });

  it('drops the body row repeating the header', () => {
    const body = part(2, 72, { cells: INTERVALS.map((r) => r.slice(0, 4)), header_rows: 1 });
    const [t] = mergeContinued([header, body], height);
    expect(t.cells).toEqual(INTERVALS.map((r) => r.slice(0, 4)));
    expect(t.header_rows).toBe(1);
    expect(t.structured).toBe(true);
    expect(t.reason).toBeUndefined();
  });
});

describe('two tables meeting at a page break', () => {
  const rows = INTERVALS.slice(1).map((r) => r.slice(0, 4));
  const at = (page: number, top: number, bottom: number, method: string): Table => ({
    page,
    caption: null,
    bbox: [72, top, 523, bottom],
    cells: rows,
    confidence: 0.8,
    method,
    header_rows: 0,
    structured: true,
  });
  const height = () => 842;

  it('keeps a ruled table at the next page top apart from a borderless one ending this page', () => {
    expect(mergeContinued([at(1, 600, 800, 'aligned'), at(2, 72, 160, 'ruled')], height)).toHaveLength(2);
  });

  it('still merges parts read the same way', () => {
    expect(mergeContinued([at(1, 600, 800, 'aligned'), at(2, 72, 160, 'aligned')], height)).toHaveLength(1);
  });
});

describe('header rows of a correlation matrix', () => {
  it('counts the row numbering the columns 1, 2, 3 as the header, though the first body row has no number', () => {
    const matrix = [
      ['Variable', '1', '2', '3'],
      ['1. Age', '—', '', ''],
      ['2. Sleep duration', '-.23', '—', ''],
      ['3. Mood', '.41', '.12', '—'],
    ];
    expect(headerRows(matrix)).toBe(1);
  });

  it('does not take a counting row under a row of data for a header', () => {
    const data = [
      ['Item', 'Mean', 'SD', 'n'],
      ['Recall', '4.2', '1.1', '80'],
      ['Rank', '1', '2', '3'],
    ];
    expect(headerRows(data)).toBe(1);
  });
});

describe('a wrapped stub in a table whose rows step at the line pitch', () => {
  it('joins a lower-case stub line to the stub above it and keeps a capitalised group label a row', async () => {
    const lines = [
      ['Outcome', 'Estimate', '95% CI', 'p'],
      ['Recall at 1', '0.46', '[0.23, 0.68]', '.081'],
      ['week', '', '', ''],
      ['Attention', '-0.13', '[-0.23, -0.04]', '.112'],
      ['lapses', '', '', ''],
      ['Secondary outcomes', '', '', ''],
      ['Mood', '0.03', '[-0.09, 0.16]', '< .001'],
      ['Fatigue', '0.29', '[0.20, 0.37]', '.445'],
    ];
    const r = await extractOffice((p) => {
      p.prose(3);
      p.caption('Table 4', 'Outcomes of the trial');
      p.rule();
      p.rows(lines, [250, 340, 440], true);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual([
      ['Outcome', 'Estimate', '95% CI', 'p'],
      ['Recall at 1 week', '0.46', '[0.23, 0.68]', '.081'],
      ['Attention lapses', '-0.13', '[-0.23, -0.04]', '.112'],
      ['Secondary outcomes', '', '', ''],
      ['Mood', '0.03', '[-0.09, 0.16]', '< .001'],
      ['Fatigue', '0.29', '[0.20, 0.37]', '.445'],
    ]);
  });
});

describe('a short captioned table the layout cuts into column boxes', () => {
  it('is read across the caption band when its own column box holds only a slice', async () => {
    const short = [
      ['Predictor', 'B', 'SE', 'Beta', 't', 'p'],
      ['Age', '-0.79', '0.08', '-0.26', '-9.85', '.372'],
      ['Income', '0.18', '0.15', '0.06', '1.23', '.152'],
    ];
    const r = await extractOffice((p) => {
      p.prose(4);
      p.caption('Table 5', 'Two predictors of recall');
      p.rows(short, EDGES, true);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].caption).toBe('Table 5. Two predictors of recall');
    expect(r.tables[0].cells).toEqual(short);
  });
});

describeCorpus('a title under the caption of a spreadsheet table', ['pdf', 'tables-public'], () => {
  it('stays out of the table read across the caption band (tabula spreadsheet_no_bounding_frame)', async () => {
    const bytes = readCorpusFile(
      corpusPath('pdf', 'tables-public', 'pdfs', 'spreadsheet_no_bounding_frame.pdf'),
    );
    const r = await pdfExtractor.extract(
      bytes,
      { footnotes: 'end', tables: 'inline', tablesDetect: 'thorough', limits: DEFAULT_LIMITS },
      new FallbackRecorder(),
    );
    const cells = r.tables.flatMap((t) => t.cells.flat());
    expect(cells).toContain('PRODUCTS');
    expect(cells.some((c) => c.startsWith('BRAZIL PLANTED AREA'))).toBe(false);
  });
});

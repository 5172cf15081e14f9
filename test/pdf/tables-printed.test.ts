/**
 * Tables as browsers and spreadsheets print them (issue #18; the generated sets are
 * `npm run bench -- tables-web` and `tables-sheet`): rows padded apart, columns set apart by
 * their padding only, a table the page break cuts with its header repeated over one last row, a
 * spreadsheet's header over a rule and total under one, a drawn grid of wrapped cells, and a
 * header row opening "ID" (no Roman page number). Each case fails without the rule it tests. Pages are
 * drawn by test/helpers/office-table-pdf.ts.
 */
import { describe, expect, it } from 'vitest';
import { isPageNumber } from '../../shared/extract/pdf/page-number.ts';
import { plausibleTable } from '../../shared/extract/pdf/table-gates.ts';
import { mergeContinued } from '../../shared/extract/pdf/table-merge.ts';
import type { Table } from '../../shared/extract/types.ts';
import { extractOffice } from '../helpers/office-table-pdf.ts';

const QUARTERS = [
  ['Region', 'Q1', 'Q2', 'Q3', 'Q4', 'Year'],
  ['North East', '294', '778', '7,040', '2,251', '10,363'],
  ['East Midlands', '7,362', '3,034', '4,505', '4,021', '18,922'],
  ['South East', '3,075', '2,667', '9,348', '5,099', '20,189'],
  ['Yorkshire', '386', '3,877', '7,318', '1,230', '12,811'],
  ['West Midlands', '4,186', '780', '2,666', '3,123', '10,755'],
];
const EDGES = [250, 320, 390, 460, 523];

describe('padded rows (table-pitch.ts)', () => {
  it('finds a table whose rows step 2.6 sizes apart, as a browser pads them', async () => {
    const r = await extractOffice((p) => {
      p.prose(3);
      p.rows(QUARTERS, EDGES, true, 2.6);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual(QUARTERS);
  });

  it('does not take double-spaced prose and a padded two-column list for a table', async () => {
    const r = await extractOffice((p) => {
      p.rows(
        [
          ['Recruitment:', 'November to March'],
          ['Sessions:', '4 of about 77 minutes'],
          ['Ethics approval:', 'reference 1444/80'],
        ],
        [400],
        false,
        2.6,
      );
      for (let i = 0; i < 4; i++) p.prose(1);
    });
    expect(r.tables).toEqual([]);
  });
});

describe('columns set apart by their padding only (grid-channels.ts)', () => {
  it('splits header cells 0.7 em apart where no row crosses the gap', async () => {
    const rows = [
      ['Indicator', 'This year', 'Last year', 'Change'],
      ['Active users', '24,973', '22,694', '+10.0%'],
      ['Sessions per user', '5.0', '5.2', '-4.5%'],
      ['Conversion rate', '3.5%', '3.7%', '-6.6%'],
      ['Average order', '46', '41', '+13.7%'],
    ];
    const r = await extractOffice((p) => {
      p.prose(3);
      const first = 260;
      const second = first + p.width('Last year') + 7;
      p.rows(rows, [first, second, second + 80], false, 1.6);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual(rows);
  });

  it('splits two columns 0.7 em apart in every row where the white channel runs down the table', async () => {
    const rows = [
      ['Measure', 'Wake', 'Sleep', 'p'],
      ['Caffeine intake (mg)', '16.0 (2.9)', '16.7 (4.0)', '.063'],
      ['Sleep efficiency (%)', '53.5 (16.3)', '48.4 (11.2)', '< .001'],
      ['Daily steps', '51.4 (13.7)', '22.8 (15.9)', '< .001'],
      ['Working memory span', '37.8 (12.0)', '52.4 (20.8)', '.166'],
    ];
    const r = await extractOffice((p) => {
      p.prose(3);
      const first = 300;
      const second = first + Math.max(...rows.slice(1).map((row) => p.width(row[2]))) + 7;
      p.rows(rows, [first, second, second + 60], false, 1.6);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual(rows);
  });
});

describe('a table the page break cuts, its header repeated over the last row', () => {
  it('reads the part opening the next page and joins it, the header once (table-carry.ts)', async () => {
    const r = await extractOffice((p) => {
      p.prose(44);
      p.rows(QUARTERS.slice(0, 5), EDGES, true, 1.6);
      p.newPage();
      p.rows([QUARTERS[0], QUARTERS[5]], EDGES, true, 1.6);
      p.prose(4);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual(QUARTERS);
    expect(r.tables[0].pages).toEqual([1, 2]);
  });
});

describe("a spreadsheet's rules around the body only (table-edge-rows.ts)", () => {
  const rows = [
    ['Programme', '2021', '2022', 'Change (%)'],
    ['Education', '31,820', '33,981', '6.8'],
    ['Student support', '13,168', '13,311', '1.1'],
    ['Transport', '46,298', '42,962', '(7.2)'],
    ['Roads', '58,735', '63,887', '8.8'],
    ['Total', '150,021', '154,141', '2.7'],
  ];
  it('keeps the header over the first rule and the total under the last', async () => {
    const r = await extractOffice((p) => {
      p.prose(3);
      p.rows(rows.slice(0, 1), [300, 400, 523], true);
      p.y -= 8;
      p.rule();
      p.rows(rows.slice(1, 5), [300, 400, 523]);
      p.y -= 8;
      p.rule();
      p.rows(rows.slice(5), [300, 400, 523], true);
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual(rows);
    expect(r.tables[0].header_rows).toBe(1);
  });
});

describe('a drawn grid of wrapped cells (table-hint.ts drawsGrid)', () => {
  it('is searched for a table although no run of rows splits into cells', async () => {
    const xs = [72, 140, 400, 460, 523];
    const r = await extractOffice((p) =>
      p.wrappedGrid(
        xs,
        [
          ['Measure', 'Description', 'Items', 'Alpha'],
          ['GAD-7', 'Generalised Anxiety Disorder scale: seven', '7', '.80'],
          ['', 'items on worry and tension, scored from', '', ''],
          ['', 'not at all to nearly every day.', '', ''],
          ['PSQI', 'Pittsburgh Sleep Quality Index: nineteen', '19', '.85'],
          ['', 'self-rated items on sleep over a month.', '', ''],
        ],
        [0, 3, 5],
      ),
    );
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells.map((row) => row[0])).toEqual(['Measure', 'GAD-7', 'PSQI']);
    expect(r.tables[0].cells[1][1]).toMatch(/^Generalised Anxiety .* every day\.$/);
  });
});

describe('a header opening "ID" at a page foot (page-number.ts)', () => {
  it('is no Roman page number: only well-formed numerals below 400 are', () => {
    for (const t of ['ID', 'MD', 'CD', 'DC', 'MIX', 'LID', 'CIVIC', 'DIM'])
      expect(isPageNumber(t), t).toBe(false);
    for (const t of ['xii', 'iv', 'XIV', 'xl', 'ii', '12', 'Page 3', 'p. 4', '3 of 12', '— 7 —', 'Page iv'])
      expect(isPageNumber(t), t).toBe(true);
  });
});

describe('parts that open on the header repeated (table-merge.ts)', () => {
  const part = (page: number, top: number, t: Partial<Table>): Table => ({
    page,
    caption: null,
    bbox: [72, top, 523, top + 60],
    cells: [],
    confidence: 0.8,
    method: 'aligned',
    header_rows: 1,
    structured: true,
    ...t,
  });
  const height = () => 842;
  const [head, ...body] = QUARTERS;

  it('joins them whatever method read each, and takes a caption set below the last part', () => {
    const a = part(1, 700, { cells: [head, ...body.slice(0, 3)] });
    const b = part(2, 60, { cells: [head, ...body.slice(3)], method: 'ruled', caption: 'Table 2: Returns' });
    const [t, ...rest] = mergeContinued([a, b], height);
    expect(rest).toEqual([]);
    expect(t.cells).toEqual(QUARTERS);
    expect(t.caption).toBe('Table 2: Returns');
    expect(t.pages).toEqual([1, 2]);
  });

  it('keeps two captioned tables apart even when their headers match', () => {
    const a = part(1, 700, { cells: [head, ...body.slice(0, 3)], caption: 'Table 1: North' });
    const b = part(2, 60, { cells: [head, ...body.slice(3)], method: 'ruled', caption: 'Table 2: South' });
    expect(mergeContinued([a, b], height)).toHaveLength(2);
  });

  it('drops every repeated row of a first part that is all header', () => {
    const second = ['', 'M', 'SD', 'M', 'SD', 'n'];
    const a = part(1, 760, { cells: [head, second], caption: 'Table 3: Outcomes' });
    const b = part(2, 60, { cells: [head, second, ...body], header_rows: 2 });
    const [t] = mergeContinued([a, b], height);
    expect(t.cells).toEqual([head, second, ...body]);
    expect(t.header_rows).toBe(2);
  });
});

describe('a borderless table of wrapped descriptions (table-detect.ts)', () => {
  it("takes each cell's wrapped lines with it, however many, and a description wider than 40% of the box", async () => {
    const rows: string[][] = [
      ['Measure', 'Description', 'Items', 'Alpha'],
      [
        'MEQ',
        'Morningness-Eveningness Questionnaire: preferred times for waking, work and exercise.',
        '19',
        '.80',
      ],
      [
        'PSQI',
        'Pittsburgh Sleep Quality Index: nineteen self-rated items on sleep over the past month, in seven scores.',
        '7',
        '.79',
      ],
      ['ESS', 'Epworth Sleepiness Scale: the chance of dozing in eight everyday situations.', '18', '.81'],
    ];
    const r = await extractOffice((p) => {
      p.prose(3);
      const x = [78, 140, 400, 460];
      for (const row of rows) {
        // The description wraps at 230 pt; the other cells sit on its first line.
        const words = row[1].split(' ');
        const lines: string[] = [];
        for (const w of words) {
          const last = lines[lines.length - 1];
          if (last !== undefined && p.width(`${last} ${w}`) < 230) lines[lines.length - 1] = `${last} ${w}`;
          else lines.push(w);
        }
        p.put(row[0], x[0]);
        p.put(row[2], x[2] - p.width(row[2]));
        p.put(row[3], x[3] - p.width(row[3]));
        for (const l of lines) {
          p.put(l, x[1]);
          p.y += 12;
        }
        p.y += 8;
      }
      p.prose(3);
    });
    expect(r.tables).toHaveLength(1);
    expect(r.tables[0].cells).toEqual(rows);
  });
});

describe('a "%" column header (table-gates.ts)', () => {
  it('is a unit, not a fragment of math: a header and one row at a page foot pass the gates', () => {
    const part = [
      ['Characteristic', 'Category', 'n', '%'],
      ['Age group', '18-24', '47', '21.8'],
    ];
    expect(plausibleTable(part, 'rules', 2)).toEqual({ ok: true, why: '' });
    expect(plausibleTable([['+', '=', '%', 'x'], part[1]], 'rules', 2).ok).toBe(false);
  });
});

/**
 * Table exports (shared/output/tables-export.ts): RFC 4180 CSV and HTML with a header, a caption,
 * escaped cells and spans. The CSV is read back with a small RFC 4180 reader written here, so
 * quoting is checked by round trip rather than by the writer's own rules.
 */
import { describe, expect, it } from 'vitest';
import {
  type ExportableTable,
  tableFiles,
  tableToCsv,
  tableToHtml,
} from '../../shared/output/tables-export.ts';

/** RFC 4180 reader: quoted fields may hold commas, CRLF and doubled quotes. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        field += c;
        i++;
      }
    } else if (c === '"' && field === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else {
      expect(c, `bare ${JSON.stringify(c)} outside quotes at ${i}`).not.toMatch(/[\r\n"]/);
      field += c;
      i++;
    }
  }
  expect(field, 'the last line ends with CRLF').toBe('');
  return rows;
}

const table = (over: Partial<ExportableTable> = {}): ExportableTable => ({
  page: 3,
  caption: 'Table 2: Means & <SDs>',
  cells: [
    ['Group', 'M', 'SD'],
    ['Control, "placebo"', '4.1', '0.9'],
    ['Drug\nwrapped', '−2.5', ''],
  ],
  header_rows: 1,
  ...over,
});

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks so an RFC 4180 reader gets the cells back', () => {
    const csv = tableToCsv(table());
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')[0]).toBe('Group,M,SD');
    expect(readCsv(csv)).toEqual(table().cells);
  });

  it('pads short rows so every line has the same number of fields', () => {
    const rows = readCsv(tableToCsv(table({ cells: [['a', 'b', 'c'], ['d']] })));
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['d', '', ''],
    ]);
  });
});

describe('HTML export', () => {
  it('puts header rows in <thead> as <th>, the caption in <caption>, and escapes every cell', () => {
    const html = tableToHtml(table());
    expect(html).toContain('<caption>Table 2: Means &amp; &lt;SDs&gt;</caption>');
    expect(html).toMatch(/<thead>\n<tr><th>Group<\/th><th>M<\/th><th>SD<\/th><\/tr>\n<\/thead>/);
    expect(html).toContain('<td>Control, &quot;placebo&quot;</td>');
    expect(html).toContain('<td>Drug<br>wrapped</td>');
    expect(html).not.toContain('<SDs>');
    expect(html).toContain('<meta charset="utf-8">');
  });

  it('has no <thead> when the table has no header rows', () => {
    const html = tableToHtml(table({ header_rows: 0 }));
    expect(html).not.toContain('<thead>');
    expect(html).not.toContain('<th');
    expect((html.match(/<tr>/g) ?? []).length).toBe(3);
  });

  it('writes colspan and rowspan from spans and leaves the covered grid cells out', () => {
    const spanning = table({
      cells: [
        ['Model', 'Accuracy', '', 'Time'],
        ['', 'Dev', 'Test', ''],
        ['A', '0.91', '0.89', '3 s'],
        ['B', '0.93', '0.90', '5 s'],
      ],
      header_rows: 2,
      spans: [
        { row: 0, col: 1, rowspan: 1, colspan: 2 },
        { row: 0, col: 0, rowspan: 2, colspan: 1 },
        { row: 0, col: 3, rowspan: 2, colspan: 1 },
      ],
    });
    const html = tableToHtml(spanning);
    expect(html).toContain(
      '<tr><th rowspan="2">Model</th><th colspan="2">Accuracy</th><th rowspan="2">Time</th></tr>',
    );
    expect(html).toContain('<tr><th>Dev</th><th>Test</th></tr>');
    expect(html).toContain('<tr><td>A</td><td>0.91</td><td>0.89</td><td>3 s</td></tr>');
    // The CSV keeps the grid: the span's text in its top-left cell, the covered cells empty.
    expect(readCsv(tableToCsv(spanning))[0]).toEqual(['Model', 'Accuracy', '', 'Time']);
  });

  it('clips a row span at the end of the header so it never crosses into the body', () => {
    const html = tableToHtml(
      table({
        cells: [
          ['Group', 'M'],
          ['x', '1'],
        ],
        header_rows: 1,
        spans: [{ row: 0, col: 0, rowspan: 2, colspan: 1 }],
      }),
    );
    expect(html).toContain('<tr><th>Group</th><th>M</th></tr>');
    expect(html).toContain('<tr><td>x</td><td>1</td></tr>');
  });
});

describe('table files of a document', () => {
  it('names files by the table position in the sidecar and skips unstructured tables', () => {
    const files = tableFiles([
      table(),
      { ...table(), structured: false, cells: [] },
      table({ caption: null, header_rows: 0 }),
    ]);
    expect(files.map((f) => f.name)).toEqual(['table-1.csv', 'table-1.html', 'table-3.csv', 'table-3.html']);
    expect(files[3].content).not.toContain('<caption>');
    expect(files[0].contentType).toBe('text/csv; charset=utf-8');
  });
});

/**
 * The table fixtures of test/fixtures/pdf-tables/generate.ts: committed bytes match the generator, and each
 * table comes back with its cells: a ruled grid and a borderless table found without any
 * caption, a "Table 6 :" caption, a caption below its table, and a table continued on page 2
 * (merged into one).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';
import { sidecarSchema } from '../../shared/sidecar/schema.ts';
import { buildCase } from '../fixtures/pdf/generate.ts';
import { MORE_TABLES, TABLE_MORE_CASES } from '../fixtures/pdf-tables/generate.ts';

const DIR = fileURLToPath(new URL('../fixtures/pdf-tables/', import.meta.url));

async function tables(slug: string) {
  const bytes = new Uint8Array(readFileSync(join(DIR, slug, 'input.pdf')));
  const out = await processDocument({ bytes, key: slug }, DEFAULT_PROCESS_OPTIONS);
  expect(out.sidecar.status).toBe('ok');
  sidecarSchema.parse(out.sidecar);
  return out.sidecar.tables;
}

describe('table fixtures (test/fixtures/pdf-tables)', () => {
  it('regenerates every committed table fixture byte for byte', async () => {
    for (const c of TABLE_MORE_CASES) {
      const { pdf } = await buildCase(c);
      expect(Buffer.from(pdf).equals(readFileSync(join(DIR, c.slug, 'input.pdf'))), c.slug).toBe(true);
    }
  }, 60_000);

  it('finds a ruled grid without a caption, from its rules', async () => {
    const [t, ...rest] = await tables('table-uncaptioned-ruled');
    expect(rest).toEqual([]);
    expect(t).toMatchObject({
      caption: null,
      method: 'ruled',
      cells: MORE_TABLES.ruled,
      header_rows: 1,
      structured: true,
    });
  });

  it('finds a borderless table without a caption, from its alignment', async () => {
    const [t, ...rest] = await tables('table-uncaptioned-borderless');
    expect(rest).toEqual([]);
    expect(t).toMatchObject({
      caption: null,
      method: 'aligned',
      cells: MORE_TABLES.borderless,
      header_rows: 1,
    });
  });

  it('reads a "Table 6 :" caption and the table under it', async () => {
    const [t] = await tables('table-caption-spaced-colon');
    expect(t.caption).toBe(MORE_TABLES.spacedColon.caption);
    expect(t.cells).toEqual(MORE_TABLES.spacedColon.rows);
  });

  it('pairs a caption set below its table', async () => {
    const [t] = await tables('table-caption-below');
    expect(t.caption).toBe(MORE_TABLES.below.caption);
    expect(t.cells).toEqual(MORE_TABLES.below.rows);
  });

  it('merges a table continued on page 2 under its "(continued)" caption into one table, header once', async () => {
    const c = MORE_TABLES.continued;
    const ts = await tables('table-continued');
    expect(ts).toHaveLength(1);
    expect(ts[0]).toMatchObject({ page: 1, pages: [1, 2], caption: c.caption, header_rows: 1 });
    expect(ts[0].cells).toEqual([c.header, ...c.first, ...c.second]);
  });
  it('records spanning headers once, text in the top-left cell, and the stub spanning the header rows', async () => {
    const t = MORE_TABLES.spanning;
    const [table, ...rest] = await tables('table-spanning-header');
    expect(rest).toEqual([]);
    expect(table.header_rows).toBe(2);
    expect(table.cells).toEqual([
      ['Condition', 'Recall (%)', '', 'Reaction time (ms)', ''],
      ['', 'Day 1', 'Day 2', 'Day 1', 'Day 2'],
      ...t.body,
    ]);
    expect(table.spans).toEqual([
      { row: 0, col: 0, rowspan: 2, colspan: 1 },
      { row: 0, col: 1, rowspan: 1, colspan: 2 },
      { row: 0, col: 3, rowspan: 1, colspan: 2 },
    ]);
  });

  it('keeps a wrapped cell in its row', async () => {
    const t = MORE_TABLES.wrapped;
    const [table] = await tables('table-wrapped-cells');
    expect(table.cells).toEqual([t.header, ...t.body.map((r) => r.map((c) => c.join(' ')))]);
    expect(table.header_rows).toBe(1);
    expect(table.spans).toBeUndefined();
  });

  it('reads a grid table on a landscape (/Rotate 90) page', async () => {
    const [table, ...rest] = await tables('table-rotated-page');
    expect(rest).toEqual([]);
    expect(table).toMatchObject({ page: 2, cells: MORE_TABLES.rotated, header_rows: 1 });
    expect(table.pages).toBeUndefined();
  });
});

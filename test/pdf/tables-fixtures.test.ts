/**
 * The table fixtures of test/fixtures/pdf-tables/generate.ts: committed bytes match the generator, and each
 * table comes back with its cells: a ruled grid and a borderless table found without any
 * caption, a "Table 6 :" caption, a caption below its table, and a table continued on page 2.
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

  it('finds both parts of a continued table, the second under its "(continued)" caption', async () => {
    const c = MORE_TABLES.continued;
    const ts = await tables('table-continued');
    expect(ts.map((t) => [t.page, t.caption])).toEqual([
      [1, c.caption],
      [2, c.more],
    ]);
    expect(ts[0].cells).toEqual([c.header, ...c.first]);
    expect(ts[1].cells).toEqual([c.header, ...c.second]);
  });
});

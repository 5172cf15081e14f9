/**
 * `--tables-detect caption` (GLEANER_TABLES_DETECT) turns the search for tables without a
 * caption off, and says so in the pipeline version: a re-run with the other mode redoes the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_PROCESS_OPTIONS, pipelineVersion, processDocument } from '../../shared/pipeline/index.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/pdf-tables/table-uncaptioned-ruled/input.pdf');

async function tablesWith(tablesDetect: 'thorough' | 'caption') {
  const options = { ...DEFAULT_PROCESS_OPTIONS, tablesDetect };
  const out = await processDocument({ bytes: new Uint8Array(readFileSync(FIXTURE)), key: FIXTURE }, options);
  expect(out.sidecar.status).toBe('ok');
  return { tables: out.sidecar.tables ?? [], version: out.sidecar.pipeline.version };
}

it('finds the uncaptioned table only in thorough mode, and the two modes have different pipeline versions', async () => {
  const thorough = await tablesWith('thorough');
  const caption = await tablesWith('caption');
  expect(thorough.tables.filter((t) => t.caption === null).length).toBeGreaterThan(0);
  expect(caption.tables.filter((t) => t.caption === null)).toEqual([]);
  expect(thorough.version).not.toBe(caption.version);
  // The default is thorough and leaves the version as it was before the option existed.
  expect(thorough.version).toBe(pipelineVersion('pdf', DEFAULT_PROCESS_OPTIONS));
});

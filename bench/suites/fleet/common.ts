/** What the fleet bench's sections share: the pipeline its jobs run, the CLI, and the summaries. */
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../../shared/receipt.ts';
import { quantile } from '../../report.ts';

export const PIPELINE = { level: 'academic', footnotes: 'end', tables: 'inline' } as const;
export const BIN = join(PROJECT_ROOT, 'bin', 'gleaner.mjs');

export const median = (xs: number[]) => quantile(xs, 0.5);
export const spread = (xs: number[]) =>
  xs.length > 1 ? `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}` : '';

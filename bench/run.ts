/**
 * `npm run bench -- <suite> [args]`: runs bench/suites/<suite>.ts, prints its table and writes
 * JSON under bench/results/. Every suite runs its baselines in the same run and prints ratios.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchReport } from './report.ts';
import { formatTable } from './report.ts';

const dir = new URL('./suites/', import.meta.url);
const suites = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));
const [suite, ...args] = process.argv.slice(2);
if (!suite || !suites.includes(suite)) {
  process.stderr.write(`usage: npm run bench -- <suite>   (suites: ${suites.join(', ')})\n`);
  process.exit(2);
}
const mod = (await import(new URL(`${suite}.ts`, dir).href)) as {
  run: (args: string[]) => Promise<BenchReport>;
};
const report = await mod.run(args);
process.stdout.write(`\n${report.title}\n\n${formatTable(report.rows)}\n`);
for (const note of report.notes) process.stdout.write(`- ${note}\n`);
const out = new URL('./results/', import.meta.url);
mkdirSync(out, { recursive: true });
const file = join(out.pathname, `${suite}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ suite, at: new Date().toISOString(), ...report }, null, 2)}\n`);
process.stdout.write(`\nwrote ${file}\n`);

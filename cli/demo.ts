/**
 * `gleaner demo` (`npm run demo`): make (or reuse) a small sample corpus under demo-output/ and
 * run `gleaner run` on it with the dashboard on. The dashboard stays up DEMO_LINGER_MS after the
 * run so the URL can be opened; `--no-dashboard` skips it.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoFiles, writeFiles } from '../scripts/demo-corpus.ts';
import { PROJECT_ROOT } from '../shared/receipt.ts';
import { runCommand } from './run.ts';

/** Papers in the demo corpus: enough to see progress and every format, quick on a laptop. */
const DEMO_PAPERS = 24;
/** How long the demo keeps its dashboard up after the run, ms (0 with --no-dashboard). */
const DEMO_LINGER_MS = 15_000;

export async function demoCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { 'no-dashboard': { type: 'boolean' }, dir: { type: 'string' } },
  });
  const base = resolve(values.dir ?? join(PROJECT_ROOT, 'demo-output'));
  const corpus = join(base, 'corpus');
  const out = join(base, 'out');
  if (!existsSync(corpus)) {
    const files = await demoFiles(DEMO_PAPERS);
    await writeFiles(corpus, files);
    process.stdout.write(
      `demo corpus: wrote ${files.length} files (${DEMO_PAPERS} papers + bad files) to ${corpus}\n`,
    );
  } else process.stdout.write(`demo corpus: reusing ${corpus}\n`);
  const dashboard = !values['no-dashboard'];
  if (dashboard) process.stdout.write(`(the dashboard stays up ${DEMO_LINGER_MS / 1000}s after the run)\n`);
  const code = await runCommand(
    [corpus, '--out', out, ...(dashboard ? ['--dashboard'] : ['--no-dashboard'])],
    {
      dashboardLingerMs: dashboard ? DEMO_LINGER_MS : 0,
    },
  );
  process.stdout.write(`\nlook at: ${out} (<file>.txt and <file>.json per input, _runs/ for run records)\n`);
  return code;
}

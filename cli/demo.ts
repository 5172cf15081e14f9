/**
 * `gleaner demo` (`npm run demo`): make (or reuse) a small sample corpus under demo-output/ and
 * run `gleaner run` on it. At the end it prints the commands that open the dashboard and the
 * report on the outputs (they read demo-output/out, no Redis needed); `--dashboard` also serves
 * the live dashboard while the run lasts.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoFiles, writeFiles } from '../scripts/demo-corpus.ts';
import { DEFAULT_PORT } from './dashboard.ts';
import { destForShell, runCommand } from './run.ts';

/** Papers in the demo corpus: enough to see progress and every format, quick on a laptop. */
const DEMO_PAPERS = 24;
/** In the repository the CLI is reached through npx (npm links no package's bin into itself). */
const DEMO_CLI = 'npx gleaner';

export async function demoCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      dashboard: { type: 'boolean' },
      // Kept so older instructions still work: the dashboard is off unless asked for.
      'no-dashboard': { type: 'boolean' },
      dir: { type: 'string' },
    },
  });
  // The working directory, not the module's folder: a compiled CLI runs from dist/, and the
  // printed `--out demo-output/out` is relative to where `npm run demo` was started.
  const base = resolve(values.dir ?? join(process.cwd(), 'demo-output'));
  const corpus = join(base, 'corpus');
  const out = join(base, 'out');
  if (!existsSync(corpus)) {
    const files = await demoFiles(DEMO_PAPERS);
    await writeFiles(corpus, files);
    process.stdout.write(
      `demo corpus: wrote ${files.length} files (${DEMO_PAPERS} papers + bad files) to ${corpus}\n`,
    );
  } else process.stdout.write(`demo corpus: reusing ${corpus}\n`);
  const dashboard = Boolean(values.dashboard) && !values['no-dashboard'];
  const code = await runCommand([corpus, '--out', out, dashboard ? '--dashboard' : '--no-dashboard'], {
    cli: DEMO_CLI,
  });
  process.stdout.write(
    `\nlook at: ${out} (<file>.txt and <file>.json per input, _runs/ for run records)\n` +
      `open the dashboard on it: ${DEMO_CLI} dashboard --out ${destForShell(out)}   (then http://127.0.0.1:${DEFAULT_PORT}/)\n`,
  );
  return code;
}

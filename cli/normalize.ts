/** `gleaner normalize [--level] [--report]`: stdin → stdout through normalization alone. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../shared/config/index.ts';
import { LEVELS, normalize } from '../shared/normalize/index.ts';
import { oneOfFlag, readStdin, write } from './args.ts';

export async function normalizeCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { level: { type: 'string' }, report: { type: 'boolean' } },
  });
  const level = oneOfFlag('level', values.level, LEVELS, loadConfig().level);
  const input = await readStdin();
  const { text, report } = normalize(input, level);
  await write(process.stdout, text);
  if (values.report) await write(process.stderr, `${JSON.stringify(report, null, 2)}\n`);
  return 0;
}

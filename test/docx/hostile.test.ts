/**
 * Hostile DOCX files (zip bomb, billion laughs, XXE) in a child process: refused or handled,
 * never crashing, with bounded peak memory. Time is printed, not asserted (shared 2-core machine).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

/** The bound: under 200 MB peak RSS (the runner's own baseline, tsx + imports, is ~130 MB). */
const MAX_RSS_KB = 200 * 1024;

interface RunnerResult {
  code: string | null;
  text: string;
  ms: number;
  maxRssKb: number;
}

function runIsolated(file: string): { status: number | null; result: RunnerResult | null; stderr: string } {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join('test', 'docx', 'hostile-runner.ts'), file],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      // A hard stop in case a regression makes the parse run away; the assertion is on memory.
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const line = child.stdout.trim().split('\n').pop() ?? '';
  let result: RunnerResult | null = null;
  try {
    result = JSON.parse(line) as RunnerResult;
  } catch {
    result = null;
  }
  return { status: child.status, result, stderr: child.stderr };
}

const CASES: { file: string; check: (r: RunnerResult) => void }[] = [
  {
    file: 'synthetic/zipbomb-1GiB-document-xml.docx',
    check: (r) => expect(r.code).toBe('limits_exceeded'),
  },
  {
    file: 'synthetic/billion-laughs-entity-expansion.docx',
    check: (r) => {
      expect(r.code).toBeNull();
      expect(r.text).toContain('LAUGHS-CANARY-BEFORE');
      expect(r.text).toContain('LAUGHS-CANARY-AFTER');
      expect(r.text).not.toContain('lol');
    },
  },
  {
    file: 'synthetic/xxe-local-file-entity.docx',
    check: (r) => {
      expect(r.code).toBeNull();
      expect(r.text).toContain('XXE-CANARY-AFTER');
      expect(r.text).not.toContain('root:');
    },
  },
  {
    file: 'poi/ExternalEntityInText.docx',
    check: (r) => {
      expect(r.code).toBeNull();
      expect(r.text).toContain('Here should not be the POI web site');
    },
  },
];

describeCorpus('hostile DOCX files in a child process', ['docx', 'synthetic'], () => {
  for (const c of CASES) {
    it(`handles ${c.file} without crashing, under 200 MB peak RSS`, () => {
      const { status, result, stderr } = runIsolated(corpusPath('docx', c.file));
      expect(status, stderr.slice(0, 500)).toBe(0);
      expect(result).not.toBeNull();
      const r = result as RunnerResult;
      process.stdout.write(
        `hostile ${c.file}: ${r.code ?? 'ok'} in ${r.ms} ms, peak RSS ${Math.round(r.maxRssKb / 1024)} MB\n`,
      );
      c.check(r);
      expect(r.maxRssKb).toBeLessThan(MAX_RSS_KB);
    }, 150_000);
  }
});

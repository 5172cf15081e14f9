/**
 * Hostile DOCX files (zip bomb, billion laughs, XXE) in a child process: refused or handled,
 * never crashing, with bounded peak memory. Time is printed, not asserted (shared 2-core machine).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { corpusPath, describeCorpus } from '../helpers/corpus.ts';

/**
 * The bound was under 200 MB peak RSS when the runner's own baseline (tsx compiling the
 * pipeline and its imports) was ~130 MB: a hostile file may cost at most the 70 MB between them.
 * The baseline has grown with the pipeline (pdf.js, OCR, tables: ~185 MB under tsx in 2026-12;
 * a compiled process starts far lower), so the bound is asserted on the growth over the runner's
 * own baseline, measured in the same child before the first file.
 */
const MAX_GROWTH_KB = 70 * 1024;

interface RunnerResult {
  file: string;
  code: string | null;
  text: string;
  ms: number;
  maxRssKb: number;
  baseRssKb: number;
}

/** All files in ONE child (tsx start-up costs seconds); results keyed by file. */
function runIsolated(files: string[]): {
  status: number | null;
  results: Map<string, RunnerResult>;
  stderr: string;
} {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', join('test', 'docx', 'hostile-runner.ts'), ...files],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      // A hard stop in case a regression makes a parse run away; the assertion is on memory.
      timeout: 120_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const results = new Map<string, RunnerResult>();
  for (const line of child.stdout.split('\n')) {
    if (!line.trim()) continue;
    try {
      const r = JSON.parse(line) as RunnerResult;
      results.set(r.file, r);
    } catch {
      // Not a result line (a crash message would go to stderr anyway).
    }
  }
  return { status: child.status, results, stderr: child.stderr };
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
  it('refuses or handles every hostile file without crashing, within 70 MB of peak RSS over the baseline', () => {
    const paths = CASES.map((c) => corpusPath('docx', c.file));
    const { status, results, stderr } = runIsolated(paths);
    expect(status, stderr.slice(0, 500)).toBe(0);
    CASES.forEach((c, i) => {
      const r = results.get(paths[i]);
      expect(r, c.file).toBeDefined();
      const res = r as RunnerResult;
      process.stdout.write(
        `hostile ${c.file}: ${res.code ?? 'ok'} in ${res.ms} ms, peak RSS so far ${Math.round(res.maxRssKb / 1024)} MB (${Math.round(res.baseRssKb / 1024)} MB before the first file)\n`,
      );
      c.check(res);
      expect(res.maxRssKb - res.baseRssKb, c.file).toBeLessThan(MAX_GROWTH_KB);
    });
  }, 150_000);
});

/**
 * `npm run bench -- normalize [--sample N]`: normalization throughput per level over the corpus
 * extractor outputs (extracted once, then timed), with level `none` (identity: the cost of the
 * framework alone) as the in-run baseline, and the worst time on 1 MB adversarial inputs.
 * Targets: academic ≥ 20 MB/s; every 1 MB input < 1 s.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { LEVELS, normalize, STEPS } from '../../shared/normalize/index.ts';
import { ADVERSARIAL } from '../../test/normalize/adversarial.ts';
import { corpusDocuments, extractTexts, sample } from '../../test/normalize/corpus-texts.ts';
import type { BenchReport, Cell } from '../report.ts';

/** Timed passes over the corpus per level; the best pass is reported (least disturbed by neighbours). */
const PASSES = 5;

/**
 * Time of `fn` as this process's CPU time and as wall time. On a shared 2-core machine (load
 * averages of 10–25 were seen while other engineers ran suites) wall time mostly measures the
 * neighbours; CPU time is what normalization costs. Both are reported; targets read CPU time.
 */
function measure(fn: () => void): { cpu: number; wall: number } {
  const c0 = process.cpuUsage();
  const w0 = performance.now();
  fn();
  const c = process.cpuUsage(c0);
  return { cpu: (c.user + c.system) / 1e6, wall: (performance.now() - w0) / 1000 };
}

function mb(chars: number): number {
  return chars / 1e6;
}

export async function run(args: string[]): Promise<BenchReport> {
  const step = Number(args[args.indexOf('--sample') + 1]) || 1;
  const docs = sample(corpusDocuments(), args.includes('--sample') ? step : 1);
  const texts: string[] = [];
  let rejected = 0;
  for (const path of docs) {
    const r = await extractTexts(path);
    if (r) texts.push(...r.texts);
    else rejected++;
  }
  const chars = texts.reduce((n, t) => n + t.length, 0);
  normalize('warm up the lexicon and regexes docu-\nment', 'academic');

  const rows: Record<string, Cell>[] = [];
  const cpu: Record<string, number> = {};
  const wall: Record<string, number> = {};
  for (const level of LEVELS) {
    cpu[level] = Number.POSITIVE_INFINITY;
    wall[level] = Number.POSITIVE_INFINITY;
    for (let p = 0; p < PASSES; p++) {
      const m = measure(() => {
        for (const t of texts) normalize(t, level);
      });
      cpu[level] = Math.min(cpu[level], m.cpu);
      wall[level] = Math.min(wall[level], m.wall);
    }
  }
  for (const level of LEVELS) {
    rows.push({
      input: `corpus (${texts.length} texts, ${mb(chars).toFixed(2)} MB)`,
      level,
      'cpu s': cpu[level],
      'MB/s (cpu)': mb(chars) / cpu[level],
      'MB/s (wall)': mb(chars) / wall[level],
      'cpu vs none': cpu[level] / cpu.none,
    });
  }

  // Adversarial inputs: whole academic pipeline, plus the slowest single step on each.
  let worst = { name: '', cpu: 0, wall: 0 };
  const ctx = { count() {}, fallback() {} };
  for (const [name, input] of Object.entries(ADVERSARIAL)) {
    const m = measure(() => normalize(input, 'academic'));
    const none = measure(() => normalize(input, 'none'));
    let slowStep = { id: '', s: 0 };
    for (const st of STEPS) {
      const d = measure(() => st.run(input, ctx)).cpu;
      if (d > slowStep.s) slowStep = { id: st.id, s: d };
    }
    if (m.cpu > worst.cpu) worst = { name, ...m };
    rows.push({
      input: `adversarial: ${name} (${mb(input.length).toFixed(2)} MB)`,
      level: 'academic',
      'cpu s': m.cpu,
      'MB/s (cpu)': mb(input.length) / m.cpu,
      'MB/s (wall)': mb(input.length) / m.wall,
      'cpu vs none': m.cpu / Math.max(none.cpu, 1e-6),
      'slowest step (cpu)': `${slowStep.id} ${(slowStep.s * 1000).toFixed(0)} ms`,
    });
  }
  const academicRate = mb(chars) / cpu.academic;
  return {
    title: 'normalize: throughput per level over corpus extractor output, and 1 MB adversarial inputs',
    rows,
    notes: [
      `${docs.length} corpus documents, ${rejected} rejected by extractors; best of ${PASSES} passes per level`,
      `load average during the run: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} on a 2-core machine (wall-time MB/s is mostly the neighbours)`,
      `academic: ${academicRate.toFixed(1)} MB/s of CPU time, ${(mb(chars) / wall.academic).toFixed(1)} MB/s wall (target ≥ 20): ${academicRate >= 20 ? 'MET' : 'NOT MET'}`,
      `worst 1 MB adversarial input: ${worst.name}, ${worst.cpu.toFixed(3)} s CPU / ${worst.wall.toFixed(3)} s wall (target < 1 s): ${worst.cpu < 1 ? 'MET' : 'NOT MET'}`,
      'level none is the identity: its time is the framework (report, fallback recorder, version hash) alone',
    ],
    data: { cpu, wall, chars, texts: texts.length, loadavg: loadavg() },
  };
}

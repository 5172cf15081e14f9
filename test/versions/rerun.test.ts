/**
 * The upgrade re-run: a mixed corpus goes through `gleaner run`'s embedded mode (producer,
 * worker, parse children; a private redis-server), then a stage changes (a version override
 * passed in the pipeline options, so producer and workers see it without touching the tree or
 * the environment) and the same run again redoes exactly the files of the formats whose stages
 * include it: the others keep their bytes and mtimes, and the run record counts both. A sidecar
 * made before extract.markup was a stage is outdated for the producer.
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEmbedded } from '../../cli/embedded.ts';
import { decideFromSidecar } from '../../producer/decide.ts';
import type { Format } from '../../shared/extract/types.ts';
import { formatsUsing } from '../../shared/pipeline/graph.ts';
import { type PipelineOptions, pipelineVersionOf, stageGraph } from '../../shared/pipeline/version.ts';
import { connect } from '../../shared/queue/connection.ts';
import { getRun } from '../../shared/queue/results.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';
import { PIPELINE, silent, testConfig } from '../fleet/harness.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';

const FIXTURES = join(PROJECT_ROOT, 'test', 'fixtures', 'basic');
/** Two copies of each of the project's generated samples, under keys that name the format. */
const CORPUS: Record<string, Format> = {
  'a/one.pdf': 'pdf',
  'b/two.pdf': 'pdf',
  'a/one.docx': 'docx',
  'b/two.docx': 'docx',
  'a/one.html': 'html',
  'b/two.html': 'html',
};

interface Seen {
  mtimeMs: number;
  sha256: string;
}

/** Every output file under `dest` (not the run records or Redis state): mtime and content hash. */
function snapshot(dest: string): Map<string, Seen> {
  const out = new Map<string, Seen>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== '.gleaner' && e.name !== '_runs') walk(abs);
      } else
        out.set(relative(dest, abs), {
          mtimeMs: statSync(abs).mtimeMs,
          sha256: createHash('sha256').update(readFileSync(abs)).digest('hex'),
        });
    }
  };
  walk(dest);
  return out;
}

const formatOf = (output: string) => CORPUS[output.replace(/\.(txt|json)$/, '')];

describe('re-run after a stage changes', () => {
  let dir: string;
  let redis: TestRedis;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'gleaner-rerun-'));
    for (const [key, format] of Object.entries(CORPUS)) {
      mkdirSync(join(dir, 'in', key, '..'), { recursive: true });
      copyFileSync(join(FIXTURES, `sample.${format}`), join(dir, 'in', key));
    }
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function run(pipeline: PipelineOptions) {
    const sink = new Writable({ write: (_c, _e, cb) => cb() });
    const res = await runEmbedded({
      source: join(dir, 'in'),
      dest: join(dir, 'out'),
      config: testConfig({ redisUrl: redis.url }),
      pipeline,
      markdown: false,
      force: false,
      log: silent,
      out: sink,
    });
    const client = connect(redis.url);
    try {
      const record = await getRun(client, res.plan.runId);
      return { plan: res.plan, record, outputs: snapshot(join(dir, 'out')) };
    } finally {
      client.disconnect();
    }
  }

  /** Runs `pipeline` after `before` and checks that exactly the outputs of `redone` formats changed. */
  async function expectRedone(before: Map<string, Seen>, pipeline: PipelineOptions, redone: Format[]) {
    const r = await run(pipeline);
    const expectedOutdated = Object.values(CORPUS).filter((f) => redone.includes(f)).length;
    expect(r.plan.outdated).toBe(expectedOutdated);
    expect(r.plan.unchanged).toBe(Object.keys(CORPUS).length - expectedOutdated);
    expect(r.plan.new).toBe(0);
    expect(r.record?.planned).toMatchObject({
      outdated: expectedOutdated,
      new: 0,
      enqueued: expectedOutdated,
    });
    for (const f of redone) expect(r.plan.by_decision.outdated[f]).toBe(2);
    expect(new Set(r.outputs.keys())).toEqual(new Set(before.keys()));
    for (const [file, was] of before) {
      const now = r.outputs.get(file);
      if (redone.includes(formatOf(file))) {
        if (file.endsWith('.json')) {
          // Redone with the changed stage: the sidecar says so.
          const sc = JSON.parse(readFileSync(join(dir, 'out', file), 'utf8'));
          for (const [stage, v] of Object.entries(pipeline.versionOverrides ?? {}))
            if (stage in sc.pipeline.stages) expect(sc.pipeline.stages[stage]).toBe(v);
          expect(now?.mtimeMs).not.toBe(was.mtimeMs);
        }
      } else expect({ file, ...now }).toEqual({ file, ...was });
    }
    return r.outputs;
  }

  it('redoes exactly the formats whose stages include the changed one, and counts them', async () => {
    const first = await run(PIPELINE);
    expect(first.plan).toMatchObject({ new: 6, outdated: 0, unchanged: 0 });
    expect(first.outputs.size).toBe(12); // text + sidecar per file

    // The DOCX extractor changes: DOCX redone, PDF and HTML untouched.
    const docxBump = { ...PIPELINE, versionOverrides: { 'extract.docx': '99.0.0-test' } };
    const afterDocx = await expectRedone(first.outputs, docxBump, ['docx']);

    // The shared markup walk changes: HTML and DOCX (and any format whose code imports it) redone.
    const graph = stageGraph();
    const usingMarkup = formatsUsing(graph, 'extract.markup').filter((f): f is Format => f !== 'unknown');
    expect(usingMarkup).toEqual(expect.arrayContaining(['html', 'docx']));
    const markupBump = {
      ...PIPELINE,
      versionOverrides: { ...docxBump.versionOverrides, 'extract.markup': '99.0.0-test' },
    };
    const afterMarkup = await expectRedone(afterDocx, markupBump, usingMarkup);

    // The same run again: workers wrote the versions the producer expects, nothing is redone.
    const settled = await expectRedone(afterMarkup, markupBump, []);

    // A DOCX sidecar made before extract.markup was a stage: its stages lack it and its version
    // was computed without it. The producer's decision calls it outdated; only that file is redone.
    const old = join(dir, 'out', 'a/one.docx.json');
    const sc = JSON.parse(readFileSync(old, 'utf8'));
    delete sc.pipeline.stages['extract.markup'];
    sc.pipeline.version = pipelineVersionOf(sc.pipeline.stages, markupBump);
    writeFileSync(old, JSON.stringify(sc));
    const obj = { key: 'a/one.docx', size: sc.source.size, etag: sc.source.etag };
    expect(decideFromSidecar(obj, readFileSync(old), markupBump)).toBe('outdated');
    const again = await run(markupBump);
    expect(again.plan).toMatchObject({ new: 0, outdated: 1, unchanged: 5 });
    expect(again.plan.by_decision.outdated).toEqual({ docx: 1 });
    for (const [file, was] of settled)
      if (!file.startsWith('a/one.docx'))
        expect({ file, ...again.outputs.get(file) }).toEqual({ file, ...was });
    const redone = JSON.parse(readFileSync(old, 'utf8'));
    expect(redone.pipeline.stages['extract.markup']).toBe('99.0.0-test');
  }, 240_000);
});

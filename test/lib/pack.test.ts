/**
 * The package as a user gets it: `npm pack`, the tarball installed into an empty project, then
 * plain `node` imports `gleaner` and `gleaner/langchain`, extracts a committed PDF and chunks
 * it, the installed `gleaner` bin runs, and `tsc --noEmit` compiles a .ts file against the
 * shipped .d.ts.
 *
 * Built once: the repo's dist/ is copied when it is current (bin/compiled.mjs), otherwise
 * scripts/build.mjs builds into the staging folder (never into dist/, which other processes
 * may be running), and `npm pack --ignore-scripts` does not build again.
 *
 * Installing: `npm install --offline <tarball>` needs every dependency in the npm cache, and on
 * the project's machines it is not complete (ENOTCACHED), nor may a test reach the registry. So
 * the tarball is unpacked into node_modules/gleaner the way npm would, and exactly the
 * dependencies its package.json declares (plus the optional peer @langchain/core and
 * @types/node for tsc) are linked from the checkout's node_modules: an import of something
 * undeclared still fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types
import { compiledIsCurrent } from '../../bin/compiled.mjs';
import { chunk } from '../../shared/chunk/index.ts';
import { DEFAULT_PROCESS_OPTIONS, processDocument } from '../../shared/pipeline/index.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PDF = join(ROOT, 'test/fixtures/basic/sample.pdf');
const HTML = join(ROOT, 'test/fixtures/basic/sample.html');
/** The pdf.js the checkout has, which the installed package is linked to. */
const PDFJS_VERSION = JSON.parse(
  readFileSync(join(ROOT, 'node_modules/pdfjs-dist/package.json'), 'utf8'),
).version;
const SETUP_MS = 600_000;
/** Each step spawns node or tsc; on a loaded 2-core machine tsc alone took 78 s. */
const STEP_MS = 300_000;

let work: string;
let project: string;
let pkg: { dependencies: Record<string, string>; files: string[]; exports: Record<string, unknown> };

function run(cmd: string, args: string[], cwd: string): string {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, GLEANER_FROM_SOURCE: '' } });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}\n${r.stdout}\n${r.stderr}`.slice(0, 4000));
  return r.stdout;
}

function link(name: string): void {
  const to = join(project, 'node_modules', name);
  mkdirSync(dirname(to), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules', name), to);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'gleaner-pack-'));
  const stage = join(work, 'stage');
  mkdirSync(stage);
  pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  cpSync(join(ROOT, 'package.json'), join(stage, 'package.json'));
  for (const entry of pkg.files.filter((f) => f !== 'dist'))
    cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  if (compiledIsCurrent(ROOT))
    // The checkout's links to its node_modules and .git stay behind (npm pack drops them anyway).
    cpSync(join(ROOT, 'dist'), join(stage, 'dist'), {
      recursive: true,
      filter: (src) => !/[/\\]dist[/\\](node_modules|\.git)$/.test(src),
    });
  else run(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--out', join(stage, 'dist')], ROOT);
  run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], stage);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');

  project = join(work, 'project');
  const installed = join(project, 'node_modules', 'gleaner');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', installed, '--strip-components=1']);
  for (const name of [...Object.keys(pkg.dependencies), '@langchain/core', '@types/node']) link(name);
  writeFileSync(join(project, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
}, SETUP_MS);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed package', () => {
  it(
    'ships the compiled library, its types, the bin and the build files, and no TypeScript sources',
    () => {
      const files = run(
        'tar',
        [
          '-tzf',
          readdirSync(work)
            .map((f) => join(work, f))
            .find((f) => f.endsWith('.tgz'))!,
        ],
        work,
      )
        .split('\n')
        .filter(Boolean);
      for (const f of [
        'package/dist/lib/index.js',
        'package/dist/lib/index.d.ts',
        'package/dist/lib/langchain.js',
        'package/dist/cli/main.js',
        'package/dist/workers/child.js',
        'package/dist/stage-graph.json',
        'package/dist/.build-stamp',
        'package/bin/gleaner.mjs',
      ])
        expect(files).toContain(f);
      expect(files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))).toEqual([]);
      expect(files.filter((f) => f.includes('node_modules'))).toEqual([]);
    },
    STEP_MS,
  );

  it(
    'imports from plain node, extracts a PDF and chunks it the same as the sources do',
    async () => {
      const script = join(project, 'use.mjs');
      writeFileSync(
        script,
        `import { chunk, extractFile, GleanerError } from 'gleaner';
import { GleanerLoader } from 'gleaner/langchain';
const [pdf, html] = process.argv.slice(2);
const doc = await extractFile(pdf);
const chunks = chunk(doc);
const byChunk = await new GleanerLoader([pdf, html]).load();
const byPage = await new GleanerLoader(pdf, { by: 'page' }).load();
let missing = null;
try { await extractFile(pdf + '.missing'); } catch (e) { missing = { gleaner: e instanceof GleanerError, code: e.code }; }
console.log(JSON.stringify({ version: doc.sidecar.pipeline.version, status: doc.sidecar.status,
  engines: doc.sidecar.receipt.engines,
  chunks, byChunk: byChunk.map((d) => ({ text: d.pageContent, id: d.id, meta: d.metadata })),
  byPage: byPage.map((d) => d.metadata), missing }));
`,
      );
      const out = JSON.parse(run(process.execPath, [script, PDF, HTML], project));
      expect(out.status).toBe('ok');
      expect(out.missing).toEqual({ gleaner: true, code: 'not_found' });
      // The receipt finds the engines where npm put them (beside the package, not inside dist/).
      expect(out.engines['pdfjs-dist']).toBe(PDFJS_VERSION);

      // Same pipeline version and chunk ids as the TypeScript sources: the compiled build reads
      // its stage graph from dist/stage-graph.json instead of the sources.
      const bytes = new Uint8Array(readFileSync(PDF));
      const source = await processDocument({ bytes, key: PDF }, DEFAULT_PROCESS_OPTIONS);
      expect(out.version).toBe(source.sidecar.pipeline.version);
      expect(out.chunks).toEqual(chunk(source));
      expect(out.chunks.length).toBeGreaterThan(0);

      const pdfDocs = out.byChunk.filter((d: { meta: { format: string } }) => d.meta.format === 'pdf');
      const htmlDocs = out.byChunk.filter((d: { meta: { format: string } }) => d.meta.format === 'html');
      expect(pdfDocs.map((d: { id: string }) => d.id)).toEqual(out.chunks.map((c: { id: string }) => c.id));
      expect(pdfDocs[0].meta).toMatchObject({
        source: PDF,
        title: 'A Sample Paper',
        pages: [1, 1],
        loc: { pageNumber: 1 },
        start: out.chunks[0].start,
        end: out.chunks[0].end,
        section: out.chunks[0].section,
        pipeline_version: out.version,
      });
      expect(htmlDocs.length).toBeGreaterThan(0);
      expect(htmlDocs[0].meta.pages).toBeNull();
      expect(out.byPage.map((m: { pages: number[] }) => m.pages)).toEqual([[1, 1]]);
    },
    STEP_MS,
  );

  it(
    'runs the installed gleaner bin from the compiled build, parse child included',
    () => {
      const bin = join(project, 'node_modules/gleaner/bin/gleaner.mjs');
      const receipt = JSON.parse(run(process.execPath, [bin, 'version'], project));
      expect(receipt.gleaner.version).toBe(
        JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version,
      );
      expect(receipt.engines['pdfjs-dist']).toBe(PDFJS_VERSION);
      expect(Object.values(receipt.engines)).not.toContain('not installed');
      const lines = run(process.execPath, [bin, 'extract', PDF, '--format', 'chunks'], project)
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines[0].text).toContain('A Sample Paper');
    },
    STEP_MS,
  );

  it(
    'type-checks a TypeScript consumer against the shipped .d.ts with tsc --noEmit',
    () => {
      writeFileSync(
        join(project, 'use.ts'),
        `import { type Chunk, chunk, type Extraction, extractFile, GleanerError, type Sidecar } from 'gleaner';
import { GleanerLoader, type GleanerMetadata } from 'gleaner/langchain';
const doc: Extraction = await extractFile('paper.pdf', { level: 'standard', limits: { maxPages: 50 } });
const sidecar: Sidecar = doc.sidecar;
const chunks: Chunk[] = chunk(doc, { maxTokens: 256, context: 'heading' });
const pages: [number, number] | null = chunks[0].pages;
const docs = await new GleanerLoader(['a.pdf'], { by: 'page' }).load();
const meta: GleanerMetadata = docs[0].metadata;
const code: string | null = new GleanerError('corrupt', 'x').code;
console.log(sidecar.source.key, pages, meta.section, code);
`,
      );
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            target: 'ES2022',
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: ['node'],
          },
          files: ['use.ts'],
        }),
      );
      // A wrong type must fail, or the .d.ts resolved to `any` and the check proves nothing.
      writeFileSync(
        join(project, 'wrong.ts'),
        `import { chunk } from 'gleaner';\nconst n: string = chunk;\n`,
      );
      const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
      run(process.execPath, [tsc, '-p', 'tsconfig.json'], project);
      const wrong = spawnSync(
        process.execPath,
        [tsc, '--noEmit', '--module', 'NodeNext', '--skipLibCheck', 'wrong.ts'],
        {
          cwd: project,
          encoding: 'utf8',
        },
      );
      expect(wrong.status).not.toBe(0);
      expect(wrong.stdout).toContain('TS2322');
    },
    STEP_MS,
  );
});

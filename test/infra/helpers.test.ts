/**
 * The validator's building blocks, the container health probe, and the vendored schemas.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationMs } from '../../infra/validate/compose.ts';
import { dockerIgnored, parseDockerfile } from '../../infra/validate/dockerfile.ts';
import { interpolate } from '../../infra/validate/interpolate.ts';
import { composeBytes, k8sBytes, k8sCpus, workerNeedBytes } from '../../infra/validate/quantity.ts';
import { kubernetesValidator } from '../../infra/validate/schemas.ts';
import { commandModules, importClosure, registeredCommands } from '../../infra/validate/source.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';

const run = promisify(execFile);

describe('compose interpolation', () => {
  it('applies defaults, escapes $$ and reports required variables without leaking them', () => {
    const { value, required } = interpolate(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose syntax, not JS templates
      { a: '${A:-x}', b: '$$HOME', c: ['${SECRET:?set it}', '$B'], d: 3, e: '${EMPTY-kept}${EMPTY:-gone}' },
      { B: 'bee', EMPTY: '' },
    );
    expect(value).toEqual({ a: 'x', b: '$HOME', c: ['<SECRET>', 'bee'], d: 3, e: 'gone' });
    expect(required).toEqual(['SECRET']);
  });
});

describe('durations', () => {
  it('reads Go durations as Compose writes them', () => {
    expect(durationMs('75s')).toBe(75_000);
    expect(durationMs('1m30s')).toBe(90_000);
    expect(durationMs('500ms')).toBe(500);
    expect(durationMs('75')).toBeNull();
  });
});

describe('resource quantities', () => {
  it('reads Kubernetes and Compose units, binary where the tools use binary', () => {
    expect(k8sBytes('4608Mi')).toBe(4608 * 2 ** 20);
    expect(k8sBytes('3G')).toBe(3e9);
    expect(k8sBytes('lots')).toBeNull();
    expect(k8sCpus('500m')).toBe(0.5);
    expect(k8sCpus('2')).toBe(2);
    expect(composeBytes('4608m')).toBe(4608 * 2 ** 20);
    expect(composeBytes('1g')).toBe(2 ** 30);
    expect(workerNeedBytes(2, 2048)).toBe(4608 * 2 ** 20);
  });
});

describe('.dockerignore and Dockerfile parsing', () => {
  it('lets later patterns win and re-includes whole folders', () => {
    const patterns = ['*', '!shared/', '**/*.test.ts', '!infra/healthcheck.mjs'];
    expect(dockerIgnored(patterns, 'shared/config/index.ts')).toBe(false);
    expect(dockerIgnored(patterns, 'shared/x/a.test.ts')).toBe(true);
    expect(dockerIgnored(patterns, 'infra/healthcheck.mjs')).toBe(false);
    expect(dockerIgnored(patterns, 'infra/validate.ts')).toBe(true);
    expect(dockerIgnored(patterns, '.env')).toBe(true);
  });

  it('joins continued lines and skips comments inside them', () => {
    const ins = parseDockerfile('FROM a AS b\nRUN x \\\n  # note\n  && y\nUSER 1000\n');
    expect(ins.map((i) => [i.op, i.args, i.line])).toEqual([
      ['FROM', 'a AS b', 1],
      ['RUN', 'x && y', 2],
      ['USER', '1000', 5],
    ]);
  });
});

describe('what the image entry point needs', () => {
  it('reads the COMMANDS table of cli/main.ts', () => {
    const commands = registeredCommands(PROJECT_ROOT);
    expect(commands.has('extract')).toBe(true);
    expect(commands.has('version')).toBe(true);
  });

  it('maps each command to the module its loader imports lazily', () => {
    const modules = commandModules(PROJECT_ROOT);
    expect(modules.get('extract')).toEqual(['cli/extract.ts']); // every command loads on use
    expect(modules.get('dashboard')).toEqual(['cli/dashboard.ts']);
  });

  it('follows run-time imports from bin/gleaner.mjs, skipping type-only ones', () => {
    const closure = importClosure(PROJECT_ROOT, ['bin/gleaner.mjs']);
    expect(closure.files).toContain('cli/main.ts');
    expect(closure.files).toContain('shared/pipeline/process.ts');
    expect(closure.packages).toContain('pdfjs-dist');
    expect(closure.packages).not.toContain('vitest');
    expect(closure.missing).toEqual([]);
  });
});

describe('vendored schemas', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'gleaner-schemas-'));
  });
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('are exactly what infra/schemas/generate.ts produces', async () => {
    await run(
      process.execPath,
      ['--import', 'tsx', join(PROJECT_ROOT, 'infra/schemas/generate.ts'), '--out', out],
      {
        cwd: PROJECT_ROOT,
      },
    );
    for (const name of ['kubernetes.json', 'compose-spec.json'])
      expect(readFileSync(join(out, name), 'utf8'), name).toBe(
        readFileSync(join(PROJECT_ROOT, 'infra/schemas', name), 'utf8'),
      );
  }, 180_000); // a cold tsx process plus biome: slow on a busy 2-core box

  it('reject a required field left out and accept a minimal object', () => {
    const validate = kubernetesValidator();
    const svc = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 's' },
      spec: { ports: [{ port: 80 }] },
    };
    expect(validate(svc)).toEqual([]);
    const broken = { ...svc, spec: { ports: [{ targetPort: 80 }] } };
    expect(validate(broken).join('\n')).toMatch(/must have required property 'port'/);
  });
});

describe('infra/healthcheck.mjs', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const status = req.url === '/healthz' ? 200 : req.url === '/locked' ? 401 : 503;
      res.writeHead(status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const probe = (args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, [join(PROJECT_ROOT, 'infra/healthcheck.mjs'), ...args], {
      env: { PATH: process.env.PATH, ...env },
    }).then(
      () => 0,
      (e: { code: number }) => e.code,
    );

  it('passes on 200 from /healthz on GLEANER_METRICS_PORT', async () => {
    expect(await probe([], { GLEANER_METRICS_PORT: base.split(':').pop()! })).toBe(0);
  });

  it('fails on 503, and on nothing listening', async () => {
    expect(await probe([`${base}/broken`])).toBe(1);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await probe([`http://127.0.0.1:${port}/healthz`])).toBe(1);
  });

  it('accepts a 401 only in --alive mode (the token-protected dashboard)', async () => {
    expect(await probe([`${base}/locked`])).toBe(1);
    expect(await probe(['--alive', `${base}/locked`])).toBe(0);
  });

  it('has nothing to check without a URL or metrics port (one-shot producer)', async () => {
    expect(await probe([])).toBe(0);
  });
});

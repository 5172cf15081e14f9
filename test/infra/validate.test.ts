/**
 * The deployment files validate, and each rule bites: a deliberately broken copy of the tree (in a
 * temp dir, one mutation at a time) must produce the finding that names the breakage.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFinding, validateInfra } from '../../infra/validate.ts';
import { PROJECT_ROOT } from '../../shared/receipt.ts';

const run = promisify(execFile);

/** Source folders the image copies: linked, not copied (only the files a test mutates are copies). */
const LINKED = ['bin', 'cli', 'shared', 'producer', 'workers', 'dashboard'];
const COPIED = [
  'docker-compose.yml',
  'Dockerfile',
  '.dockerignore',
  'package.json',
  'infra/k8s',
  'infra/iam',
  'infra/healthcheck.mjs',
];

function makeTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-infra-'));
  for (const name of LINKED)
    if (existsSync(join(PROJECT_ROOT, name))) symlinkSync(join(PROJECT_ROOT, name), join(dir, name));
  for (const name of COPIED) cpSync(join(PROJECT_ROOT, name), join(dir, name), { recursive: true });
  return dir;
}

function mutate(dir: string, file: string, from: string | RegExp, to: string): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const next = text.replace(from, to);
  // A mutation that changes nothing would make its test pass vacuously.
  expect(next, `mutation of ${file} did not apply`).not.toBe(text);
  writeFileSync(path, next);
}

describe('infra validation of the committed files', () => {
  it('passes docker-compose.yml, every manifest in infra/k8s and the Dockerfile', () => {
    const { findings, checked } = validateInfra(PROJECT_ROOT);
    expect(checked.compose).toBe(true);
    expect(checked.manifests).toBeGreaterThanOrEqual(8);
    expect(findings.map(formatFinding)).toEqual([]);
  });
});

interface Breakage {
  name: string;
  file: string;
  from: string | RegExp;
  to: string;
  finding: RegExp;
}

const BREAKAGES: Breakage[] = [
  {
    name: 'worker grace period shorter than the drain',
    file: 'infra/k8s/worker-deployment.yaml',
    from: 'terminationGracePeriodSeconds: 90',
    to: 'terminationGracePeriodSeconds: 45',
    finding: /terminationGracePeriodSeconds.*45s must exceed GLEANER_DRAIN_MS \(60000 ms\)/,
  },
  {
    name: 'drain raised in the ConfigMap past the grace period',
    file: 'infra/k8s/configmap.yaml',
    from: 'GLEANER_DRAIN_MS: "60000"',
    to: 'GLEANER_DRAIN_MS: "120000"',
    finding: /terminationGracePeriodSeconds.*90s must exceed GLEANER_DRAIN_MS \(120000 ms\)/,
  },
  {
    name: 'misspelt field (strict schema)',
    file: 'infra/k8s/worker-deployment.yaml',
    from: 'readinessProbe:',
    to: 'readinesProbe:',
    finding: /must NOT have additional properties "readinesProbe"/,
  },
  {
    name: 'wrong value type (schema)',
    file: 'infra/k8s/keda-scaledobject.yaml',
    from: 'maxReplicaCount: 60',
    to: 'maxReplicaCount: fifty',
    finding: /maxReplicaCount must be integer/,
  },
  {
    name: 'container without resources',
    file: 'infra/k8s/producer-job.yaml',
    from: /requests:\n\s+cpu: 500m\n/,
    to: 'requests:\n',
    finding: /resources\.requests\.cpu.*must be set/,
  },
  {
    name: 'pod that may run as root',
    file: 'infra/k8s/dashboard-deployment.yaml',
    from: 'runAsNonRoot: true',
    to: 'runAsNonRoot: false',
    finding: /runAsNonRoot: true is required/,
  },
  {
    name: 'KEDA counting only the wait list',
    file: 'infra/k8s/keda-scaledobject.yaml',
    from: 'state=~"waiting|prioritized"',
    to: 'state="waiting"',
    finding: /waiting AND prioritized/,
  },
  {
    name: 'KEDA targeting a Deployment that does not exist',
    file: 'infra/k8s/keda-scaledobject.yaml',
    from: 'name: gleaner-worker\n  pollingInterval',
    to: 'name: gleaner-workers\n  pollingInterval',
    finding: /scaleTargetRef "gleaner-workers" is not a Deployment/,
  },
  {
    name: 'a setting that loadConfig rejects',
    file: 'infra/k8s/configmap.yaml',
    from: 'GLEANER_CONCURRENCY: "2"',
    to: 'GLEANER_CONCURRENCY: "two"',
    finding: /GLEANER_CONCURRENCY=two is not an integer/,
  },
  {
    name: 'a command the CLI does not have',
    file: 'infra/k8s/dashboard-deployment.yaml',
    from: 'args: ["dashboard"',
    to: 'args: ["dashbaord"',
    finding: /"dashbaord" is not a command registered in cli\/main\.ts/,
  },
  {
    name: 'worker metrics bound to loopback while probed over the network',
    file: 'infra/k8s/worker-deployment.yaml',
    from: 'value: "0.0.0.0"',
    to: 'value: "127.0.0.1"',
    finding: /GLEANER_METRICS_HOST=127\.0\.0\.1 is loopback/,
  },
  {
    name: 'dashboard probed on a port it does not serve',
    file: 'infra/k8s/dashboard-deployment.yaml',
    from: '"--port", "8080"',
    to: '"--port", "9090"',
    finding: /probe targets port 8080, but the process serves 9090/,
  },
  {
    name: 'worker pod memory below two parse limits plus overhead',
    file: 'infra/k8s/worker-deployment.yaml',
    from: /limits:\n(\s+)cpu: "2"\n(\s+)memory: 4608Mi/,
    to: 'limits:\n$1cpu: "2"\n$2memory: 3Gi',
    finding: /3Gi is below GLEANER_CONCURRENCY x GLEANER_MEMORY_MB \+ overhead \(4608 MiB\)/,
  },
  {
    name: 'fewer CPUs than parses in flight',
    file: 'infra/k8s/worker-deployment.yaml',
    from: /requests:\n(\s+)cpu: "2"/,
    to: 'requests:\n$1cpu: 1500m',
    finding: /1\.5 CPUs for 2 parses in flight/,
  },
  {
    name: 'compose worker memory below its parse limits',
    file: 'docker-compose.yml',
    from: 'memory: 4608m',
    to: 'memory: 3g',
    finding: /3g is below GLEANER_CONCURRENCY x GLEANER_MEMORY_MB/,
  },
  {
    name: 'a kind without a schema',
    file: 'infra/k8s/dashboard-service.yaml',
    from: 'kind: Service',
    to: 'kind: Ingress',
    finding: /no schema for apiVersion "v1" kind "Ingress"/,
  },
  {
    name: 'duplicate YAML keys',
    file: 'infra/k8s/worker-pdb.yaml',
    from: 'maxUnavailable: 25%',
    to: 'maxUnavailable: 25%\n  maxUnavailable: 50%',
    finding: /Map keys must be unique/,
  },
  {
    name: 'Redis allowed to evict queue keys',
    file: 'docker-compose.yml',
    from: '- noeviction',
    to: '- allkeys-lru',
    finding: /maxmemory-policy noeviction/,
  },
  {
    name: 'compose worker stopped before its drain ends',
    file: 'docker-compose.yml',
    from: 'stop_grace_period: 75s',
    to: 'stop_grace_period: 30s',
    finding: /stop_grace_period.*must exceed GLEANER_DRAIN_MS/,
  },
  {
    name: 'compose service with an unknown key',
    file: 'docker-compose.yml',
    from: '    stop_grace_period: 75s',
    to: '    stop_grace_period: 75s\n    replicas: 3',
    finding: /must NOT have additional properties "replicas"/,
  },
  {
    name: 'a secret written into the compose file',
    file: 'docker-compose.yml',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose syntax, not a JS template
    from: 'GLEANER_DASHBOARD_TOKEN: ${GLEANER_DASHBOARD_TOKEN:?set GLEANER_DASHBOARD_TOKEN in .env}',
    to: 'GLEANER_DASHBOARD_TOKEN: hunter2',
    finding: /secret written into the file/,
  },
  {
    name: 'output bucket never created',
    file: 'docker-compose.yml',
    from: 'local/gleaner-output\n',
    to: '\n',
    finding: /bucket "gleaner-output" is not created/,
  },
  {
    name: 'image running as root',
    file: 'Dockerfile',
    from: 'USER 1000:1000',
    to: 'USER root',
    finding: /USER must not be root/,
  },
  {
    name: 'optional dependencies dropped (pdf.js canvas)',
    file: 'Dockerfile',
    from: 'npm ci --omit=dev',
    to: 'npm ci --omit=dev --omit=optional',
    finding: /do not omit optional dependencies/,
  },
  {
    name: 'source folder the CLI loads left out of the image',
    file: 'Dockerfile',
    from: 'COPY shared ./shared\n',
    to: '',
    finding: /shared\/.*is loaded by the CLI but not copied into the image/,
  },
  {
    name: 'healthcheck script excluded by .dockerignore',
    file: '.dockerignore',
    from: '!infra/healthcheck.mjs\n',
    to: '',
    finding: /infra\/healthcheck\.mjs/,
  },
  {
    name: 'a run-time package moved to devDependencies',
    file: 'package.json',
    from: '"zod":',
    to: '"zod-renamed":',
    finding: /package "zod" is imported at run time but is not in "dependencies"/,
  },
];

describe('infra validation of a broken copy', () => {
  let dir: string;
  let baseline: string[];

  beforeAll(() => {
    dir = makeTree();
    baseline = validateInfra(dir).findings.map(formatFinding);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(BREAKAGES)('fails on $name', ({ file, from, to, finding }) => {
    const original = readFileSync(join(dir, file), 'utf8');
    try {
      mutate(dir, file, from, to);
      const found = validateInfra(dir).findings.map(formatFinding);
      const added = found.filter((f) => !baseline.includes(f));
      expect(
        added.some((f) => finding.test(f)),
        `expected ${finding} among new findings:\n${added.join('\n')}`,
      ).toBe(true);
    } finally {
      writeFileSync(join(dir, file), original);
    }
  });

  it('exits non-zero from the command line and names the broken file', async () => {
    mutate(
      dir,
      'infra/k8s/worker-deployment.yaml',
      'terminationGracePeriodSeconds: 90',
      'terminationGracePeriodSeconds: 10',
    );
    const err = await run(
      process.execPath,
      ['--import', 'tsx', join(PROJECT_ROOT, 'infra', 'validate.ts'), dir],
      {
        cwd: PROJECT_ROOT,
      },
    ).catch((e: { code: number; stdout: string }) => e);
    expect('code' in err ? err.code : 0).toBe(1);
    expect(err.stdout).toMatch(
      /infra\/k8s\/worker-deployment\.yaml \[Deployment\/gleaner-worker terminationGracePeriodSeconds\]/,
    );
    expect(err.stdout).toMatch(/\d+ findings\n$/);
  }, 180_000); // a cold tsx process parses the CLI's sources and compiles the schemas: slow on a busy 2-core box
});

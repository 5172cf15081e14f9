/**
 * Checks the deployment files without a Docker engine or a cluster:
 *
 *   node --import tsx infra/validate.ts [ROOT]      exit 0 when clean, 1 with one line per finding
 *
 * - docker-compose.yml: YAML (no duplicate keys), the compose-spec schema after interpolation, and
 *   project rules (Redis AOF + noeviction, worker replicas and a stop grace longer than the drain,
 *   one-shot producer whose buckets are created, commands that the CLI registers, no inline secrets).
 * - infra/k8s/*.yaml: strict Kubernetes 1.30 + KEDA schemas, and project rules (non-root, resources,
 *   probes, terminationGracePeriodSeconds > GLEANER_DRAIN_MS, env that `loadConfig` accepts, KEDA on
 *   waiting + prioritized, references between objects that resolve).
 * - Dockerfile/.dockerignore: multi-stage, production deps only, non-root numeric USER, HEALTHCHECK,
 *   prlimit installed, and every file/package the CLI loads is in the image.
 * Schemas live in infra/schemas/ (regenerate with infra/schemas/generate.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCompose } from './validate/compose.ts';
import { checkDockerfile } from './validate/dockerfile.ts';
import { checkKubernetes, type Manifest } from './validate/k8s.ts';
import { composeValidator, type Finding, kubernetesValidator, parseYaml } from './validate/schemas.ts';
import { registeredCommands } from './validate/source.ts';

export type { Finding } from './validate/schemas.ts';

export const COMPOSE_FILE = 'docker-compose.yml';
export const K8S_DIR = 'infra/k8s';

export interface ValidationReport {
  findings: Finding[];
  /** What was checked, for the summary line. */
  checked: { compose: boolean; manifests: number; files: string[] };
}

export function validateInfra(root: string): ValidationReport {
  const findings: Finding[] = [];
  const commands = registeredCommands(root);
  const files: string[] = [];

  const composePath = join(root, COMPOSE_FILE);
  let composeDoc: Record<string, unknown> | undefined;
  if (!existsSync(composePath)) findings.push({ file: COMPOSE_FILE, message: 'missing' });
  else {
    files.push(COMPOSE_FILE);
    const { docs, errors } = parseYaml(readFileSync(composePath, 'utf8'));
    for (const e of errors) findings.push({ file: COMPOSE_FILE, where: 'yaml', message: e });
    if (docs.length !== 1 || typeof docs[0] !== 'object')
      findings.push({ file: COMPOSE_FILE, message: 'expected exactly one YAML mapping' });
    else
      findings.push(
        ...checkCompose(COMPOSE_FILE, docs[0] as Record<string, unknown>, composeValidator(), commands),
      );
  }

  const manifests: Manifest[] = [];
  const dir = join(root, K8S_DIR);
  const yamlFiles = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
    : [];
  if (!yamlFiles.length) findings.push({ file: K8S_DIR, message: 'no manifests' });
  for (const name of yamlFiles) {
    const file = `${K8S_DIR}/${name}`;
    files.push(file);
    const { docs, errors } = parseYaml(readFileSync(join(root, file), 'utf8'));
    for (const e of errors) findings.push({ file, where: 'yaml', message: e });
    for (const doc of docs) {
      if (doc && typeof doc === 'object' && !Array.isArray(doc))
        manifests.push({ file, doc: doc as Manifest['doc'] });
      else findings.push({ file, message: 'a YAML document that is not a mapping' });
    }
  }
  findings.push(...checkKubernetes(manifests, kubernetesValidator(), commands));

  files.push('Dockerfile');
  findings.push(...checkDockerfile(root, imageCommands(composeDoc, manifests)));
  return { findings, checked: { compose: existsSync(composePath), manifests: manifests.length, files } };
}

/** The gleaner commands that compose services and Kubernetes containers run in the image. */
function imageCommands(compose: Record<string, unknown> | undefined, manifests: Manifest[]): Set<string> {
  const out = new Set<string>();
  const services = (compose?.services ?? {}) as Record<
    string,
    { build?: unknown; image?: unknown; command?: unknown }
  >;
  for (const svc of Object.values(services))
    if ((svc.build || /(^|\/)gleaner(:|$)/.test(String(svc.image ?? ''))) && Array.isArray(svc.command))
      out.add(String(svc.command[0]));
  for (const { doc } of manifests)
    for (const c of doc.spec?.template?.spec?.containers ?? [])
      if (/(^|\/)gleaner(:|@)/.test(String(c.image ?? '')) && Array.isArray(c.args))
        out.add(String(c.args[0]));
  return out;
}

export function formatFinding(f: Finding): string {
  return `${f.file}${f.where ? ` [${f.where}]` : ''}: ${f.message}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const { findings, checked } = validateInfra(root);
  for (const f of findings) process.stdout.write(`${formatFinding(f)}\n`);
  process.stdout.write(
    `infra: ${checked.files.length} files, ${checked.manifests} Kubernetes objects, ${findings.length} findings\n`,
  );
  process.exitCode = findings.length ? 1 : 0;
}

/**
 * Kubernetes manifests (infra/k8s/*.yaml): strict schema per kind, then the project's rules, checked
 * across files (a ScaledObject must target a Deployment that exists, a Service must select pods).
 */
import { ConfigError, loadConfig } from '../../shared/config/index.ts';
import { k8sBytes, k8sCpus, workerNeedBytes } from './quantity.ts';
import type { Finding, KubernetesValidator } from './schemas.ts';

// Loose view of parsed YAML: the rules read a few fields whose shapes the schema has checked.
// biome-ignore lint/suspicious/noExplicitAny: parsed YAML, already schema-checked
type Obj = Record<string, any>;

export interface Manifest {
  file: string;
  doc: Obj;
}

/** Kubernetes' default when a pod does not say. */
const DEFAULT_GRACE_SECONDS = 30;

const isGleanerImage = (image: unknown) => typeof image === 'string' && /(^|\/)gleaner(:|@)/.test(image);

function matches(
  selector: Record<string, string> | undefined,
  labels: Record<string, string> | undefined,
): boolean {
  if (!selector || !Object.keys(selector).length) return false;
  return Object.entries(selector).every(([k, v]) => labels?.[k] === v);
}

function podSpec(doc: Obj): Obj | null {
  if (doc.kind === 'Deployment' || doc.kind === 'Job') return doc.spec?.template?.spec ?? null;
  return null;
}

export function checkKubernetes(
  manifests: Manifest[],
  validate: KubernetesValidator,
  commands: Set<string>,
): Finding[] {
  const out: Finding[] = [];
  const configMaps = new Map<string, Record<string, string>>();
  const byKind = (kind: string) => manifests.filter((m) => m.doc.kind === kind);
  for (const m of byKind('ConfigMap')) configMaps.set(m.doc.metadata?.name, m.doc.data ?? {});
  const serviceAccounts = new Set(byKind('ServiceAccount').map((m) => m.doc.metadata?.name));
  const roles = new Map<string, string>();

  for (const { file, doc } of manifests) {
    const name = `${doc.kind}/${doc.metadata?.name ?? '?'}`;
    const add = (where: string, message: string) =>
      out.push({ file, where: `${name} ${where}`.trim(), message });
    for (const message of validate(doc)) add('schema', message);
    if (typeof doc.metadata?.name !== 'string') add('metadata.name', 'every manifest needs a name');

    const pod = podSpec(doc);
    if (!pod) continue;
    if (
      doc.kind === 'Deployment' &&
      !matches(doc.spec?.selector?.matchLabels, doc.spec?.template?.metadata?.labels)
    )
      add('spec.selector', 'matchLabels must match the pod template labels');
    if (pod.serviceAccountName && !serviceAccounts.has(pod.serviceAccountName))
      add('serviceAccountName', `ServiceAccount "${pod.serviceAccountName}" is not defined in infra/k8s`);
    const podNonRoot = pod.securityContext?.runAsNonRoot === true;
    if (pod.securityContext?.runAsUser === 0) add('securityContext.runAsUser', 'must not be 0 (root)');

    for (const c of [...(pod.initContainers ?? []), ...(pod.containers ?? [])] as Obj[]) {
      const at = (p: string) => `containers[${c.name}].${p}`;
      if (!podNonRoot && c.securityContext?.runAsNonRoot !== true)
        add(at('securityContext'), 'runAsNonRoot: true is required (pod or container)');
      if (c.securityContext?.allowPrivilegeEscalation !== false)
        add(at('securityContext.allowPrivilegeEscalation'), 'must be false');
      for (const key of ['requests.cpu', 'requests.memory', 'limits.memory']) {
        const [a, b] = key.split('.');
        if (c.resources?.[a]?.[b] === undefined)
          add(at(`resources.${key}`), 'must be set (sized in docs/scaling.md)');
      }
      const image = String(c.image ?? '');
      if (!/[:@]/.test(image.split('/').pop() ?? '') || image.endsWith(':latest'))
        add(at('image'), 'pin a tag or digest (not latest)');
      if (doc.kind === 'Deployment' && (!c.livenessProbe || !c.readinessProbe))
        add(at('livenessProbe/readinessProbe'), 'long-running containers need both');
      const portNames = new Set((c.ports ?? []).map((p: Obj) => p.name));
      for (const probe of [c.livenessProbe, c.readinessProbe, c.startupProbe]) {
        const port = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (typeof port === 'string' && !portNames.has(port))
          add(at('probe'), `probe names port "${port}" the container does not declare`);
      }
      if (!isGleanerImage(c.image)) continue;

      if (c.command) add(at('command'), 'do not override the entrypoint; put the gleaner command in args');
      const cmd = c.args?.[0];
      if (!commands.has(cmd))
        add(at('args'), `"${cmd}" is not a command registered in cli/main.ts (${[...commands].join(', ')})`);
      roles.set(cmd, name);

      const env: Record<string, string> = {};
      for (const from of c.envFrom ?? []) {
        const ref = from.configMapRef?.name;
        if (ref && !configMaps.has(ref)) add(at('envFrom'), `ConfigMap "${ref}" is not defined in infra/k8s`);
        Object.assign(env, configMaps.get(ref) ?? {});
      }
      for (const e of c.env ?? []) {
        if (e.value !== undefined) env[e.name] = String(e.value);
        else if (e.valueFrom?.configMapKeyRef)
          env[e.name] =
            configMaps.get(e.valueFrom.configMapKeyRef.name)?.[e.valueFrom.configMapKeyRef.key] ?? '';
        else env[e.name] = 'from-secret';
      }
      let drainMs = 60_000;
      let metrics: { port: number | undefined; host: string } = { port: undefined, host: '127.0.0.1' };
      let budget = { concurrency: 2, memoryMb: 4096 };
      try {
        const config = loadConfig(env);
        drainMs = config.drainMs;
        metrics = { port: config.metricsPort, host: config.metricsHost };
        budget = { concurrency: config.concurrency, memoryMb: config.memoryMb };
      } catch (err) {
        if (err instanceof ConfigError) add(at('env'), err.message);
        else throw err;
      }
      // Network probes must reach what the process actually serves.
      const ports = new Map<string | number, number>(
        (c.ports ?? []).flatMap((p: Obj) => [
          [p.name, p.containerPort],
          [p.containerPort, p.containerPort],
        ]),
      );
      const served =
        cmd === 'dashboard' ? Number(c.args?.[c.args.indexOf('--port') + 1] ?? NaN) : metrics.port;
      for (const probe of [c.livenessProbe, c.readinessProbe, c.startupProbe]) {
        const target = probe?.httpGet?.port ?? probe?.tcpSocket?.port;
        if (target === undefined) continue;
        const port = ports.get(target) ?? (typeof target === 'number' ? target : undefined);
        if (port !== served)
          add(
            at('probe'),
            `probe targets port ${port ?? target}, but the process serves ${served ?? 'no port'}`,
          );
        else if (cmd !== 'dashboard' && /^(127\.|localhost$|::1$)/.test(metrics.host))
          add(
            at('env'),
            `GLEANER_METRICS_HOST=${metrics.host} is loopback: the kubelet cannot reach the probe`,
          );
      }
      if (cmd === 'work') {
        if (doc.kind !== 'Deployment') add('kind', 'workers run as a Deployment');
        const grace = pod.terminationGracePeriodSeconds ?? DEFAULT_GRACE_SECONDS;
        if (grace * 1000 <= drainMs)
          add('terminationGracePeriodSeconds', `${grace}s must exceed GLEANER_DRAIN_MS (${drainMs} ms)`);
        const need = workerNeedBytes(budget.concurrency, budget.memoryMb);
        const limit = k8sBytes(c.resources?.limits?.memory);
        if (limit !== null && limit < need)
          add(
            at('resources.limits.memory'),
            `${c.resources.limits.memory} is below GLEANER_CONCURRENCY x GLEANER_MEMORY_MB + overhead (${need / 2 ** 20} MiB): the pod is OOM-killed before a parse hits its own limit`,
          );
        const cpus = k8sCpus(c.resources?.requests?.cpu);
        if (cpus !== null && cpus < budget.concurrency)
          add(
            at('resources.requests.cpu'),
            `${cpus} CPUs for ${budget.concurrency} parses in flight: parses would share cores and time out`,
          );
      }
    }
  }

  const deployments = byKind('Deployment');
  for (const { file, doc } of byKind('Service')) {
    const target = deployments.find((d) =>
      matches(doc.spec?.selector, d.doc.spec?.template?.metadata?.labels),
    );
    if (!target)
      out.push({ file, where: `Service/${doc.metadata?.name}`, message: 'selector matches no Deployment' });
  }
  for (const { file, doc } of byKind('PodDisruptionBudget')) {
    if (
      !deployments.some((d) =>
        matches(doc.spec?.selector?.matchLabels, d.doc.spec?.template?.metadata?.labels),
      )
    )
      out.push({
        file,
        where: `PodDisruptionBudget/${doc.metadata?.name}`,
        message: 'selector matches no Deployment',
      });
  }
  for (const { file, doc } of byKind('ScaledObject')) {
    const where = `ScaledObject/${doc.metadata?.name}`;
    const ref = doc.spec?.scaleTargetRef ?? {};
    const target = deployments.find((d) => d.doc.metadata?.name === ref.name);
    if ((ref.kind ?? 'Deployment') !== 'Deployment' || !target)
      out.push({ file, where, message: `scaleTargetRef "${ref.name}" is not a Deployment in infra/k8s` });
    else if (target.doc.spec?.replicas !== undefined)
      out.push({
        file: target.file,
        where: `Deployment/${ref.name}`,
        message: 'replicas is owned by KEDA; leave it unset',
      });
    if (doc.spec?.maxReplicaCount === undefined) out.push({ file, where, message: 'set maxReplicaCount' });
    const queries = (doc.spec?.triggers ?? []).map((t: Obj) => String(t.metadata?.query ?? ''));
    if (!queries.some((q: string) => q.includes('waiting') && q.includes('prioritized')))
      out.push({
        file,
        where,
        message: 'queue depth must count waiting AND prioritized jobs (BullMQ keeps them apart)',
      });
  }
  for (const [role, kind] of [
    ['work', 'Deployment'],
    ['produce', 'Job'],
    ['dashboard', 'Deployment'],
  ] as const)
    if (!roles.get(role)?.startsWith(kind))
      out.push({ file: 'infra/k8s', message: `no ${kind} runs "gleaner ${role}"` });
  if (!byKind('ScaledObject').length)
    out.push({ file: 'infra/k8s', message: 'no KEDA ScaledObject for the workers' });
  return out;
}

/**
 * docker-compose.yml: schema (after interpolation, as Compose does) plus the project's rules.
 */
import { ConfigError, loadConfig } from '../../shared/config/index.ts';
import { interpolate } from './interpolate.ts';
import { composeBytes, workerNeedBytes } from './quantity.ts';
import { DURATION, type Finding } from './schemas.ts';

type Service = Record<string, unknown>;

const UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** Go duration ("1m30s") → milliseconds; null when it is not one. */
export function durationMs(text: string): number | null {
  if (!DURATION.test(text)) return null;
  let total = 0;
  for (const [, n, , unit] of text.matchAll(/(\d+(\.\d+)?)(ns|us|ms|s|m|h)/g))
    total += Number(n) * UNIT_MS[unit];
  return total;
}

export function envOf(value: unknown): Record<string, string> {
  if (Array.isArray(value)) {
    return Object.fromEntries(
      value.map((item) => {
        const s = String(item);
        const eq = s.indexOf('=');
        return eq < 0 ? [s, ''] : [s.slice(0, eq), s.slice(eq + 1)];
      }),
    );
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, v === null ? '' : String(v)]));
  }
  return {};
}

function argv(value: unknown): string[] | null {
  return Array.isArray(value) ? value.map(String) : null;
}

const isGleaner = (svc: Service) =>
  'build' in svc || (typeof svc.image === 'string' && /(^|\/)gleaner(:|$)/.test(svc.image));

/** Secrets must come from the environment (.env), never be written into the file. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|CREDENTIAL/i;

export function checkCompose(
  file: string,
  raw: Record<string, unknown>,
  validate: (doc: unknown) => string[],
  commands: Set<string>,
): Finding[] {
  const out: Finding[] = [];
  const add = (where: string, message: string) => out.push({ file, where, message });
  const { value: doc } = interpolate(raw, {});
  for (const message of validate(doc)) add('schema', message);

  const rawServices = (raw.services ?? {}) as Record<string, Service>;
  const services = (doc.services ?? {}) as Record<string, Service>;

  for (const [name, svc] of Object.entries(rawServices)) {
    for (const [key, value] of Object.entries(envOf(svc.environment))) {
      if (SECRET_NAME.test(key) && value !== '' && !value.includes('${'))
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose syntax, not a JS template
        add(`services.${name}.environment.${key}`, 'secret written into the file; use ${VAR:?...} from .env');
    }
  }

  const redis = Object.entries(services).filter(
    ([, s]) => typeof s.image === 'string' && /^redis[:@]/.test(s.image),
  );
  if (!redis.length) add('services', 'no redis service');
  for (const [name, svc] of redis) {
    const cmd = (argv(svc.command) ?? String(svc.command ?? '').split(/\s+/)).join(' ');
    if (!/--appendonly yes/.test(cmd))
      add(`services.${name}.command`, 'Redis must run with --appendonly yes');
    if (!/--maxmemory-policy noeviction/.test(cmd))
      add(
        `services.${name}.command`,
        'Redis must run with --maxmemory-policy noeviction (BullMQ loses jobs otherwise)',
      );
  }

  const roles = new Map<string, string[]>();
  for (const [name, svc] of Object.entries(services)) {
    if (!isGleaner(svc)) continue;
    const where = `services.${name}`;
    if ('entrypoint' in svc) add(where, 'do not override the image entrypoint (tini + bin/gleaner.mjs)');
    if (svc.user !== undefined && /^(root|0)(:|$)/.test(String(svc.user)))
      add(`${where}.user`, 'must not run as root');
    const cmd = argv(svc.command);
    if (!cmd?.length) {
      add(`${where}.command`, 'must be a list naming a gleaner command');
      continue;
    }
    if (!commands.has(cmd[0]))
      add(
        `${where}.command`,
        `"${cmd[0]}" is not a command registered in cli/main.ts (${[...commands].join(', ')})`,
      );
    roles.set(cmd[0], [...(roles.get(cmd[0]) ?? []), name]);
    let drainMs = 60_000;
    let budget = { concurrency: 2, memoryMb: 4096 };
    try {
      const config = loadConfig(envOf(svc.environment));
      drainMs = config.drainMs;
      budget = { concurrency: config.concurrency, memoryMb: config.memoryMb };
    } catch (err) {
      if (err instanceof ConfigError) add(`${where}.environment`, err.message);
      else throw err;
    }
    if (cmd[0] === 'work') {
      const replicas = (svc.deploy as { replicas?: number } | undefined)?.replicas;
      if (!replicas || replicas < 1) add(`${where}.deploy.replicas`, 'workers need deploy.replicas >= 1');
      const grace = durationMs(String(svc.stop_grace_period ?? '10s'));
      if (grace === null || grace <= drainMs)
        add(
          `${where}.stop_grace_period`,
          `must exceed GLEANER_DRAIN_MS (${drainMs} ms) or SIGKILL cuts the drain short`,
        );
      const raw = (svc.deploy as { resources?: { limits?: { memory?: unknown } } } | undefined)?.resources
        ?.limits?.memory;
      const limit = raw === undefined ? null : composeBytes(raw);
      const need = workerNeedBytes(budget.concurrency, budget.memoryMb);
      if (limit === null) add(`${where}.deploy.resources.limits.memory`, 'set a memory limit for workers');
      else if (limit < need)
        add(
          `${where}.deploy.resources.limits.memory`,
          `${raw} is below GLEANER_CONCURRENCY x GLEANER_MEMORY_MB + overhead (${need / 2 ** 20} MiB)`,
        );
    }
    if (cmd[0] === 'produce') {
      if (svc.restart !== undefined && svc.restart !== 'no' && svc.restart !== 'on-failure')
        add(`${where}.restart`, 'the producer is one-shot: restart "no"');
      const allCommands = Object.values(services)
        .map((s) => (argv(s.command) ?? [String(s.command ?? '')]).join('\n'))
        .join('\n');
      for (const url of cmd.filter((a) => a.startsWith('s3://'))) {
        const bucket = url.slice(5).split('/')[0];
        if (!allCommands.includes(`mc mb`) || !new RegExp(`/${bucket}(\\s|$)`).test(allCommands))
          add(`${where}.command`, `bucket "${bucket}" is not created at start (mc mb)`);
      }
    }
  }
  for (const role of ['produce', 'work', 'dashboard'])
    if (!roles.has(role)) add('services', `no service runs "gleaner ${role}"`);
  return out;
}

/**
 * Dockerfile + .dockerignore, checked without a Docker engine: the rules the image must keep, and
 * proof that it holds what its entry point loads (every project file reachable from bin/gleaner.mjs
 * is copied and not ignored; every npm package it imports is a production dependency).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from './schemas.ts';
import { CLI_BIN, CLI_MAIN, commandModules, importClosure } from './source.ts';

interface Instruction {
  op: string;
  args: string;
  line: number;
}

export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let buffer = '';
  let start = 0;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!buffer && (line === '' || line.startsWith('#'))) return;
    if (buffer && line.startsWith('#')) return; // comments inside a continued instruction
    if (!buffer) start = i + 1;
    buffer += `${line.replace(/\\$/, '')} `;
    if (line.endsWith('\\')) return;
    const [op, ...rest] = buffer.trim().split(/\s+/);
    out.push({ op: op.toUpperCase(), args: rest.join(' '), line: start });
    buffer = '';
  });
  return out;
}

/** .dockerignore matching: later patterns win, `!` re-includes, a matched directory covers its contents. */
export function dockerIgnored(patterns: string[], path: string): boolean {
  let ignored = false;
  for (const raw of patterns) {
    const negate = raw.startsWith('!');
    const pattern = (negate ? raw.slice(1) : raw).replace(/^\/+|\/+$/g, '');
    const source = pattern
      .split(/(\*\*\/|\*\*|\*|\?)/)
      .map((part) => {
        if (part === '**/') return '(.*/)?';
        if (part === '**') return '.*';
        if (part === '*') return '[^/]*';
        if (part === '?') return '[^/]';
        return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    if (new RegExp(`^${source}(/.*)?$`).test(path)) ignored = !negate;
  }
  return ignored;
}

/**
 * `commands`: the gleaner commands the compose file and manifests run in this image. Their lazily
 * loaded modules must be in the image; other commands' (e.g. `demo`, which builds sample documents
 * with dev-only packages) need not be.
 */
export function checkDockerfile(root: string, commands: Set<string>): Finding[] {
  const file = 'Dockerfile';
  const out: Finding[] = [];
  const add = (message: string, line?: number) =>
    out.push({ file, where: line ? `line ${line}` : undefined, message });
  if (!existsSync(join(root, file))) return [{ file, message: 'missing' }];
  const all = parseDockerfile(readFileSync(join(root, file), 'utf8'));
  const froms = all.filter((i) => i.op === 'FROM');
  if (froms.length < 2) add('use a multi-stage build (dependencies installed in a separate stage)');
  const final = all.slice(all.lastIndexOf(froms.at(-1)!));

  for (const run of all.filter((i) => i.op === 'RUN' && /\bnpm (ci|install)\b/.test(i.args))) {
    if (!/--omit=dev\b/.test(run.args))
      add('npm must install production dependencies only (--omit=dev)', run.line);
    if (/--omit=optional|--no-optional/.test(run.args))
      add('do not omit optional dependencies: pdf.js needs @napi-rs/canvas', run.line);
  }
  const users = final.filter((i) => i.op === 'USER');
  const user = users.at(-1)?.args.split(':')[0];
  if (!user) add('the final stage must set USER (non-root)');
  else if (user === 'root' || user === '0') add('USER must not be root', users.at(-1)!.line);
  else if (!/^\d+$/.test(user))
    add("USER should be numeric so Kubernetes' runAsNonRoot can verify it", users.at(-1)!.line);
  const health = final.find((i) => i.op === 'HEALTHCHECK');
  if (!health || /^NONE\b/i.test(health.args)) add('the image needs a HEALTHCHECK');
  const entry = final.find((i) => i.op === 'ENTRYPOINT');
  if (!entry?.args.includes(CLI_BIN)) add(`ENTRYPOINT must run ${CLI_BIN}`);

  // What the final stage copies from the build context (not from other stages).
  const ignore = existsSync(join(root, '.dockerignore'))
    ? readFileSync(join(root, '.dockerignore'), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'))
    : [];
  const copied: string[] = [];
  for (const copy of final.filter((i) => i.op === 'COPY' && !/--from=/.test(i.args))) {
    const parts = copy.args.split(/\s+/).filter((p) => !p.startsWith('--'));
    for (const src of parts.slice(0, -1)) {
      const path = src.replace(/^\.\/|\/$/g, '');
      if (!existsSync(join(root, path))) add(`COPY source "${src}" does not exist`, copy.line);
      else if (dockerIgnored(ignore, path))
        add(`COPY source "${src}" is excluded by .dockerignore`, copy.line);
      copied.push(path);
    }
  }
  const inImage = (path: string) =>
    copied.some((c) => path === c || path.startsWith(`${c}/`)) && !dockerIgnored(ignore, path);

  const scripts = [CLI_BIN, ...[...(health?.args ?? '').matchAll(/[\w./-]+\.m?[jt]s\b/g)].map((m) => m[0])];
  for (const script of new Set(scripts))
    if (!inImage(script)) add(`${script} is used at run time but not copied into the image`);

  const modules = commandModules(root);
  const lazy = new Set([...modules.values()].flat());
  const used = new Set([...commands].flatMap((c) => modules.get(c) ?? []));
  // dist/ is a build output the image does not copy: without it the entry point runs the sources
  // through tsx (bin/compiled.mjs), so the sources are what the image needs.
  const closure = importClosure(
    root,
    [CLI_BIN],
    (from, to) => to.startsWith('dist/') || (from === CLI_MAIN && lazy.has(to) && !used.has(to)),
  );
  for (const miss of closure.missing) add(`import does not resolve: ${miss}`);
  for (const f of closure.files)
    if (!inImage(f)) add(`${f} is loaded by the CLI but not copied into the image`);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const name of closure.packages)
    if (!pkg.dependencies?.[name])
      add(
        `package "${name}" is imported at run time but is not in "dependencies" (npm ci --omit=dev drops it)`,
      );
  return out;
}

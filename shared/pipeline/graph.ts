/**
 * The stage graph, found from the source tree: each stage's source files (what it owns, plus
 * unowned helpers it reaches) and the stages it uses (a reached file owned by another stage).
 * The pipeline version reads it at run time (version.ts) and `npm run versions:check` hashes its
 * sources (scripts/versions.ts), so both see the same graph. See docs/versions.md.
 *
 * Imports are read with regular expressions, not the TypeScript compiler (a dev dependency the
 * workers do not install). Only relative specifiers count; `import type` / `export type` and
 * braces that hold only `type` names are erased at run time and are not edges.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Format } from '../extract/types.ts';
import { SOURCE_FORMATS } from '../options.ts';
import {
  DRIVER_FILES,
  STAGES,
  STEPS_DIR,
  type StageDecl,
  VERSIONING_FILES,
  type VersionSite,
} from './stages.ts';

/** Folder scanned for sources: stages and the helpers they import all live under it. */
const SOURCE_DIR = 'shared';

export interface StageNode {
  id: string;
  version: string;
  site: VersionSite;
  format?: Format;
  /** Source files (repo-relative, POSIX, sorted): owned files and unowned helpers reached. */
  files: string[];
  /** Other stages whose files this stage imports, sorted. */
  deps: string[];
}

export interface StageGraph {
  root: string;
  /** By id, in declaration order (steps after `normalize`). */
  stages: Map<string, StageNode>;
  /** Stages the driver runs directly (before taking dependencies): extractors carry a format. */
  driverRoots: string[];
}

// `import x, { a, type B } from '…'`, `export * as ns from '…'`, `import type … from '…'`.
const FROM_RE =
  /^[ \t]*(?:import|export)\s+(type\s+)?(\{[^}]*\}|\*\s*(?:as\s+[\w$]+)?|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+[\w$]+))?)\s*from\s*['"]([^'"]+)['"]/gm;
const SIDE_EFFECT_RE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC_RE = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Relative specifiers a module loads at run time. */
export function runtimeImports(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(FROM_RE)) {
    if (m[1]) continue; // import type / export type
    const clause = m[2];
    if (clause.startsWith('{')) {
      const names = clause
        .slice(1, -1)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (names.length && names.every((n) => /^type\s/.test(n))) continue;
    }
    out.push(m[3]);
  }
  for (const m of source.matchAll(SIDE_EFFECT_RE)) out.push(m[1]);
  for (const m of source.matchAll(DYNAMIC_RE)) out.push(m[1]);
  return out.filter((s) => s.startsWith('.'));
}

/** Text with CRLF/CR line endings as LF: a checkout on Windows hashes the same. */
export function normalizedText(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8').replace(/\r\n?/g, '\n');
}

/** sha256 of one file's normalized text. */
export function fileHash(root: string, file: string): string {
  return createHash('sha256').update(normalizedText(root, file)).digest('hex');
}

/** sha256 over files in sorted path order: each path, a NUL, its normalized text, a NUL. */
export function sourcesHash(root: string, files: readonly string[]): string {
  const h = createHash('sha256');
  for (const f of [...files].sort()) h.update(`${f}\0${normalizedText(root, f)}\0`);
  return h.digest('hex');
}

const CONSTANT_RE = (name: string) => new RegExp(`\\b(?:const|let|var)\\s+${name}\\b[^=]*=\\s*`, 'g');

/** Where the version literal of `site` sits in `text`: its value and the range of the value. */
export function locateVersion(
  text: string,
  site: VersionSite,
): { value: string; start: number; end: number; quoted: boolean } {
  const fail = (why: string): never => {
    throw new Error(
      `${site.file}: ${why}. Write the version as a literal (see docs/versions.md) so tools can read and bump it.`,
    );
  };
  if (site.kind === 'step') {
    const hits = [...text.matchAll(/\bversion:\s*(\d+)/g)];
    if (hits.length !== 1) fail(`expected exactly one \`version: <integer>\` field, found ${hits.length}`);
    const m = hits[0];
    const start = (m.index ?? 0) + m[0].length - m[1].length;
    return { value: m[1], start, end: start + m[1].length, quoted: false };
  }
  const decls = [...text.matchAll(CONSTANT_RE(site.constant))];
  if (decls.length !== 1) fail(`expected one declaration of ${site.constant}, found ${decls.length}`);
  const at = (decls[0].index ?? 0) + decls[0][0].length;
  const rest = text.slice(at);
  // Either the string itself, or an object literal whose `version` field is the string.
  const m = rest.startsWith('{')
    ? /^\{[^}]*?\bversion:\s*(['"])([^'"\n]+)\1/.exec(rest)
    : /^(['"])([^'"\n]+)\1/.exec(rest);
  if (!m) return fail(`${site.constant} has no string version literal`);
  const start = at + m[0].length - m[2].length - 1;
  return { value: m[2], start, end: start + m[2].length, quoted: true };
}

function listTs(root: string, dir: string): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const e of readdirSync(abs, { withFileTypes: true })) {
    const rel = posix.join(dir, e.name);
    if (e.isDirectory()) out.push(...listTs(root, rel));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(rel);
  }
  return out.sort();
}

/** The declarations with one stage per normalization step file. */
export function expandDecls(root: string, decls: readonly StageDecl[] = STAGES): StageDecl[] {
  const out: StageDecl[] = [];
  for (const d of decls) {
    out.push(d);
    if (d.id === 'normalize')
      for (const f of listTs(root, STEPS_DIR).filter((f) => posix.dirname(f) === STEPS_DIR.slice(0, -1)))
        out.push({
          id: `normalize.${posix.basename(f, '.ts')}`,
          owns: [f],
          version: { kind: 'step', file: f },
        });
  }
  return out;
}

function resolveImport(root: string, from: string, spec: string): string | null {
  const base = posix.normalize(posix.join(posix.dirname(from), spec));
  for (const c of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}/index.ts`])
    if (c.endsWith('.ts') && existsSync(join(root, c))) return c;
  return null;
}

/** Build the graph of the tree at `root`. */
export function buildStageGraph(root: string, decls: readonly StageDecl[] = STAGES): StageGraph {
  const stages = expandDecls(root, decls);
  const files = listTs(root, SOURCE_DIR);
  // Owner of a file: the most specific declaration (a step file over the normalize folder).
  const owners = new Map<string, string>();
  for (const f of files) {
    let best: { id: string; len: number } | null = null;
    for (const s of stages)
      for (const o of s.owns)
        if ((o.endsWith('/') ? f.startsWith(o) : f === o) && (!best || o.length > best.len))
          best = { id: s.id, len: o.length };
    if (best) owners.set(f, best.id);
  }
  const importsOf = new Map<string, string[]>();
  const edges = (f: string): string[] => {
    let hit = importsOf.get(f);
    if (!hit) {
      hit = runtimeImports(normalizedText(root, f))
        .map((spec) => resolveImport(root, f, spec))
        .filter((t): t is string => t !== null);
      importsOf.set(f, hit);
    }
    return hit;
  };

  const nodes = new Map<string, StageNode>();
  for (const s of stages) {
    const own = files.filter((f) => owners.get(f) === s.id);
    const sources = new Set<string>();
    const deps = new Set<string>();
    const queue = [...own];
    while (queue.length) {
      const f = queue.pop() as string;
      if (sources.has(f)) continue;
      sources.add(f);
      const driver = s.driver?.includes(f) ?? false;
      for (const t of edges(f)) {
        const owner = owners.get(t);
        if (VERSIONING_FILES.includes(t)) continue;
        if (!owner || owner === s.id) queue.push(t);
        else if (!driver) deps.add(owner);
      }
    }
    if (!existsSync(join(root, s.version.file)))
      throw new Error(
        `stage ${s.id}: its version file ${s.version.file} is missing (shared/pipeline/stages.ts)`,
      );
    const version = locateVersion(normalizedText(root, s.version.file), s.version).value;
    nodes.set(s.id, {
      id: s.id,
      version,
      site: s.version,
      format: s.format,
      files: [...sources].sort(),
      deps: [...deps].sort(),
    });
  }

  const driverRoots = new Set<string>();
  for (const d of DRIVER_FILES)
    if (existsSync(join(root, d)))
      for (const t of edges(d)) {
        const owner = owners.get(t);
        if (owner && !DRIVER_FILES.includes(t)) driverRoots.add(owner);
      }
  return { root, stages: nodes, driverRoots: [...driverRoots].sort() };
}

/** Stages `ids` use, directly or not, with `ids` themselves; sorted. */
export function closure(graph: StageGraph, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...ids];
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    const node = graph.stages.get(id);
    if (!node) throw new Error(`unknown stage ${id}`);
    seen.add(id);
    queue.push(...node.deps);
  }
  return [...seen].sort();
}

/** Every stage whose behaviour a file of `format` goes through; 'unknown' runs no extractor. */
export function formatStages(graph: StageGraph, format: Format | 'unknown'): string[] {
  const roots = graph.driverRoots.filter((id) => {
    const f = graph.stages.get(id)?.format;
    return f === undefined || f === format;
  });
  return closure(graph, roots);
}

/** Formats whose pipeline version includes `stage`. */
export function formatsUsing(graph: StageGraph, stage: string): (Format | 'unknown')[] {
  return SOURCE_FORMATS.filter((f) => formatStages(graph, f).includes(stage));
}

/**
 * What the image's entry point needs, read from the sources rather than by running them (running
 * the CLI would need every colleague's command to import cleanly; reading is enough to prove a
 * manifest names a command that exists and that the image holds every file it loads).
 */
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** The CLI's entry file, relative to the project root (bin/gleaner.mjs imports it). */
export const CLI_MAIN = 'cli/main.ts';
export const CLI_BIN = 'bin/gleaner.mjs';

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
}

/** Specifiers by file text: parsing is the slow part, and tests validate many copies of one tree. */
const specifierCache = new Map<string, string[]>();

function specifiersOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  let found = specifierCache.get(text);
  if (!found) {
    found = runtimeSpecifiers(ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true));
    specifierCache.set(text, found);
  }
  return found;
}

/**
 * The commands `cli/main.ts` registers in its COMMANDS table, each with the project files its loader
 * imports lazily (`async () => (await import('./work.ts')).workCommand`), relative to the root.
 */
export function commandModules(root: string): Map<string, string[]> {
  const commands = new Map<string, string[]>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'COMMANDS' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const prop of node.initializer.properties) {
        const name = prop.name;
        if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) continue;
        const lazy = runtimeSpecifiers(prop)
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => toRel(root, resolve(root, dirname(CLI_MAIN), spec)));
        commands.set(name.text, lazy);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(join(root, CLI_MAIN)));
  return commands;
}

/** Names of the commands `cli/main.ts` registers. */
export function registeredCommands(root: string): Set<string> {
  return new Set(commandModules(root).keys());
}

const toRel = (root: string, abs: string) => relative(root, abs).split('\\').join('/');

/** Module specifiers a file loads at run time: value imports, re-exports and `import('...')`. */
function runtimeSpecifiers(file: ts.Node): string[] {
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // `import type` is erased. `import { type X }` is not: with verbatimModuleSyntax it stays as
      // a side-effect import, so it still needs the file.
      const typeOnly = node.importClause?.isTypeOnly ?? false;
      if (!typeOnly) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) out.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      out.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export interface ImportClosure {
  /** Project files loaded at run time, relative to the root, POSIX separators. */
  files: string[];
  /** npm packages loaded at run time (node: builtins excluded). */
  packages: string[];
  /** Relative imports that point at no file. */
  missing: string[];
}

/**
 * Everything reachable from `entries` through run-time imports. `skip(from, to)` prunes an edge
 * (relative paths): used to leave out the lazily loaded modules of commands the image never runs.
 */
export function importClosure(
  root: string,
  entries: string[],
  skip: (from: string, to: string) => boolean = () => false,
): ImportClosure {
  const builtins = new Set(builtinModules);
  const files = new Set<string>();
  const packages = new Set<string>();
  const missing: string[] = [];
  const queue = entries.map((e) => resolve(root, e));
  while (queue.length) {
    const abs = queue.pop()!;
    const rel = toRel(root, abs);
    if (files.has(rel)) continue;
    files.add(rel);
    for (const spec of specifiersOf(abs)) {
      if (spec.startsWith('.')) {
        const target = resolve(dirname(abs), spec);
        if (skip(rel, toRel(root, target))) continue;
        if (existsSync(target)) queue.push(target);
        else missing.push(`${rel} → ${spec}`);
      } else if (!spec.startsWith('node:') && !builtins.has(spec)) {
        packages.add(packageName(spec));
      }
    }
  }
  return { files: [...files].sort(), packages: [...packages].sort(), missing };
}

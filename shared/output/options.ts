/**
 * Which files a run writes per document (`gleaner run --outputs text,json,chunks,markdown,tables`)
 * and how that set enters the pipeline version. Kept free of the pipeline's own modules: the
 * pipeline version (shared/pipeline/version.ts) imports it.
 */
import {
  CHUNK_VERSION,
  type ChunkOptions,
  DEFAULT_CHUNK_OPTIONS,
  resolveChunkOptions,
} from '../chunk/index.ts';
import { TABLE_EXPORT_VERSION } from './tables-export.ts';

/**
 * `text` KEY.txt, `json` the sidecar KEY.json (always written: it is the record of the outcome),
 * `chunks` KEY.chunks.jsonl, `markdown` KEY.md, `tables` KEY.tables/table-N.{csv,html}.
 */
export const OUTPUT_KINDS = ['text', 'json', 'chunks', 'markdown', 'tables'] as const;
export type OutputKind = (typeof OUTPUT_KINDS)[number];
export const DEFAULT_OUTPUTS: readonly OutputKind[] = ['text', 'json'];

/** A bad `--outputs` value; the message names what is accepted. */
export class OutputsError extends Error {}

/** The set in one order (OUTPUT_KINDS'), without repeats, the sidecar always in it. */
export function canonicalOutputs(kinds: readonly string[]): OutputKind[] {
  for (const k of kinds)
    if (!OUTPUT_KINDS.includes(k as OutputKind))
      throw new OutputsError(`unknown output "${k}": expected some of ${OUTPUT_KINDS.join(', ')}`);
  return OUTPUT_KINDS.filter((k) => k === 'json' || kinds.includes(k));
}

/** `text,json,chunks` → the canonical set; an empty list is an error. */
export function parseOutputs(raw: string): OutputKind[] {
  const kinds = raw
    .split(',')
    .map((k) => k.trim().toLowerCase())
    .filter(Boolean);
  if (!kinds.length) throw new OutputsError(`expected some of ${OUTPUT_KINDS.join(', ')}`);
  return canonicalOutputs(kinds);
}

export function isDefaultOutputs(kinds: readonly OutputKind[]): boolean {
  const set = canonicalOutputs(kinds);
  return set.length === DEFAULT_OUTPUTS.length && DEFAULT_OUTPUTS.every((k) => set.includes(k));
}

/**
 * What the output set adds to the pipeline version hash: nothing for the default set (so every
 * version from before `--outputs` stays as it was); else the set, and for `chunks` the chunking
 * rules' version and every chunk option that differs from its default, for `tables` the export
 * rules' version. A re-run that asks for another set, other chunk options, or after a chunking
 * change, redoes the files; the same options skip them.
 */
export function outputVersionParts(options: {
  outputs?: readonly OutputKind[];
  chunks?: ChunkOptions;
}): string[] {
  if (!options.outputs || isDefaultOutputs(options.outputs)) return [];
  const set = canonicalOutputs(options.outputs);
  const parts = [`outputs=${set.join(',')}`];
  if (set.includes('chunks')) {
    parts.push(`chunk_rules=${CHUNK_VERSION}`);
    const o = resolveChunkOptions(options.chunks);
    for (const k of Object.keys(DEFAULT_CHUNK_OPTIONS) as (keyof ChunkOptions)[])
      if (o[k] !== DEFAULT_CHUNK_OPTIONS[k]) parts.push(`chunk_${k}=${o[k]}`);
  }
  if (set.includes('tables')) parts.push(`tables_export=${TABLE_EXPORT_VERSION}`);
  return parts;
}

/**
 * Fault injection for fleet tests, from outside production code: the parse children of a worker
 * started with FAULTS_ENV preload faults-preload.mjs, which makes files carrying a marker hang,
 * exhaust memory or crash.
 */
import { fileURLToPath } from 'node:url';

export const FAULT_MARKERS = {
  hang: 'GLEANER-FAULT:hang',
  oom: 'GLEANER-FAULT:oom',
  crash: 'GLEANER-FAULT:crash',
} as const;

const PRELOAD = fileURLToPath(new URL('./faults-preload.mjs', import.meta.url));

/** Environment for a worker (or `gleaner work`) whose parse children honour the markers. */
export const FAULTS_ENV = {
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${PRELOAD}`.trim(),
};

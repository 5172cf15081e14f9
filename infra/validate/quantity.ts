/**
 * Memory and CPU amounts as Kubernetes and Compose write them, and the worker's memory budget.
 */

/**
 * What a worker needs besides its parse processes: the worker process itself, plus up to one
 * source file per job in flight held in memory (GLEANER_MAX_FILE_BYTES, 200 MiB by default) on
 * its way to a child. 512 MiB covers two of those and the process's own ~100-300 MB.
 */
export const WORKER_OVERHEAD_MIB = 512;

const K8S_UNITS: Record<string, number> = {
  '': 1,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
};

/** Kubernetes memory quantity ("4608Mi", "4.5Gi", "3G") → bytes; null when unreadable. */
export function k8sBytes(q: unknown): number | null {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(String(q ?? ''));
  return m ? Number(m[1]) * K8S_UNITS[m[2] ?? ''] : null;
}

/** Kubernetes CPU quantity ("2", "500m") → cores; null when unreadable. */
export function k8sCpus(q: unknown): number | null {
  const m = /^(\d+(?:\.\d+)?)(m)?$/.exec(String(q ?? ''));
  return m ? Number(m[1]) / (m[2] ? 1000 : 1) : null;
}

/** Compose byte value ("4608m", "4.5g", "512k", plain bytes); Docker's units are binary. */
export function composeBytes(v: unknown): number | null {
  if (typeof v === 'number') return v;
  const m = /^(\d+(?:\.\d+)?)\s*([bkmg])?b?$/i.exec(String(v ?? ''));
  if (!m) return null;
  const unit = { b: 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30 }[
    (m[2] ?? 'b').toLowerCase() as 'b' | 'k' | 'm' | 'g'
  ];
  return Number(m[1]) * unit;
}

/** Bytes a worker with this concurrency and per-parse data limit may use. */
export function workerNeedBytes(concurrency: number, memoryMb: number): number {
  return (concurrency * memoryMb + WORKER_OVERHEAD_MIB) * 2 ** 20;
}

/** Progress display: a redrawn bar on a terminal, a plain line every few seconds otherwise. */

export interface ProgressState {
  planning: boolean;
  enqueued: number;
  done: number;
  failed: number;
  startedAt: number;
}

const BAR_WIDTH = 30;

export function progressLine(s: ProgressState, now = Date.now()): string {
  const secs = Math.max(0.001, (now - s.startedAt) / 1000);
  const rate = s.done / secs;
  const remaining = Math.max(0, s.enqueued - s.done);
  const eta = !s.planning && rate > 0 ? `${Math.ceil(remaining / rate)}s` : '?';
  const total = s.planning ? `${s.enqueued}+` : String(s.enqueued);
  return `done ${s.done}/${total}  failed ${s.failed}  remaining ${remaining}  ${rate.toFixed(1)} docs/s  ETA ${eta}`;
}

export function progressBar(s: ProgressState, now = Date.now()): string {
  const frac = s.enqueued ? Math.min(1, s.done / s.enqueued) : s.planning ? 0 : 1;
  const filled = Math.round(frac * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${Math.floor(frac * 100)}%  ${progressLine(s, now)}`;
}

// The run page: live progress, outcomes by format, failures by code, quality, fallbacks, slowest.
import { hbars, stacked, vbars } from './charts.js';
import {
  card,
  empty,
  fmtDuration,
  fmtNum,
  fmtTime,
  getJSON,
  h,
  link,
  poll,
  render,
  stateBadge,
  table,
} from './dom.js';

/** Poll fast while work is moving, slowly once the run has ended. */
const POLL_LIVE_MS = 2000;
const POLL_DONE_MS = 15000;
/** Rows in the fallback and flag charts; the rest are summed into one "other" row. */
const TOP_KEYS = 15;

export function runPage(id) {
  let failures = null;
  let failuresAt = -1;
  // Live parts are redrawn on every poll; the search box sits between them and is built once,
  // so typing is never interrupted by a refresh.
  const top = h('div', {});
  const body = h('div', {});
  render(top, searchCard(id), body);
  poll(async () => {
    const view = await getJSON(`/api/runs/${encodeURIComponent(id)}`);
    // Failures change only when the failed count does: refetch then, not on every tick.
    if (view.progress.failed !== failuresAt) {
      failures = await getJSON(`/api/runs/${encodeURIComponent(id)}/failures`);
      failuresAt = view.progress.failed;
    }
    const parts = layout(view, failures);
    top.replaceChildren(...parts.top);
    body.replaceChildren(...parts.body);
    return view.run.state === 'running' || view.run.state === 'planning' ? POLL_LIVE_MS : POLL_DONE_MS;
  }, POLL_LIVE_MS);
}

/** Typing pauses shorter than this do not start a search. */
const SEARCH_DEBOUNCE_MS = 250;

function searchCard(id) {
  const input = h('input', {
    type: 'search',
    placeholder: 'part of a file key, e.g. 2019/ or .docx',
    'aria-label': 'search files by key',
    'data-testid': 'search-input',
  });
  const status = h(
    'select',
    { 'aria-label': 'status' },
    h('option', { value: '' }, 'any status'),
    h('option', { value: 'ok' }, 'ok'),
    h('option', { value: 'failed' }, 'failed'),
  );
  const out = h('div', { 'data-testid': 'search-results' });
  let timer = null;
  let seq = 0;
  const run = async () => {
    const q = input.value.trim();
    if (!q && !status.value) return out.replaceChildren();
    const mine = ++seq;
    const params = new URLSearchParams({ q, ...(status.value ? { status: status.value } : {}) });
    try {
      const r = await getJSON(`/api/runs/${encodeURIComponent(id)}/search?${params}`);
      if (mine !== seq) return; // a newer search is on its way
      const rows = r.matches.map((m) =>
        h(
          'tr',
          {},
          h('td', { class: 'path' }, link('/file', { run: id, key: m.key }, m.key)),
          h('td', {}, m.format),
          h('td', { class: m.status === 'ok' ? '' : 'bad' }, m.code),
          h('td', { class: 'num' }, m.quality === null ? '–' : fmtNum(m.quality)),
          h('td', { class: 'num' }, fmtDuration(m.duration_ms / 1000)),
          h('td', { class: 'msg' }, m.message ?? ''),
        ),
      );
      out.replaceChildren(
        h(
          'p',
          { class: 'muted' },
          `${r.matches.length} match${r.matches.length === 1 ? '' : 'es'} in ${fmtNum(r.scanned)} results`,
          r.partial ? ' (stopped early: narrow the search)' : '',
        ),
        rows.length
          ? table(['File', 'Format', 'Outcome', 'Quality', 'Time', 'Message'], rows, { class: 'compact' })
          : '',
      );
    } catch (err) {
      out.replaceChildren(h('p', { class: 'bad' }, `search failed: ${err.message}`));
    }
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(run, SEARCH_DEBOUNCE_MS);
  };
  input.addEventListener('input', later);
  status.addEventListener('change', run);
  return card('Find files', h('div', { class: 'searchbar' }, input, status), out);
}

function tile(label, value, testid, cls = '') {
  return h(
    'div',
    { class: `tile ${cls}` },
    h('div', { class: 'tile-v', 'data-testid': testid }, value),
    h('div', { class: 'tile-l' }, label),
  );
}

function progressBar(p) {
  const bar = h('div', {
    class: 'progress',
    role: 'progressbar',
    'aria-valuenow': Math.round(p.fraction * 100),
  });
  const ok = h('div', { class: 'seg ok' });
  const bad = h('div', { class: 'seg bad' });
  const total = Math.max(1, p.planned);
  ok.style.width = `${(100 * p.done) / total}%`;
  bad.style.width = `${(100 * p.failed) / total}%`;
  bar.append(ok, bad);
  return bar;
}

function topRows(obj, cls) {
  const rows = Object.entries(obj)
    .sort((a, b) => b[1] - a[1])
    .map(([label, value]) => ({ label, value, cls }));
  if (rows.length <= TOP_KEYS) return rows;
  const other = rows.slice(TOP_KEYS).reduce((n, r) => n + r.value, 0);
  return [
    ...rows.slice(0, TOP_KEYS),
    { label: `other (${rows.length - TOP_KEYS} keys)`, value: other, cls: 'muted' },
  ];
}

function layout(v, failures) {
  const { run, progress: p } = v;
  const fileLink = (key) => link('/file', { run: run.id, key }, key);
  const head = [
    h('h1', {}, 'Run ', h('span', { class: 'mono' }, run.id), ' ', stateBadge(run.state)),
    h(
      'p',
      { class: 'meta' },
      h('span', { class: 'path' }, run.source),
      ' → ',
      link('/drift', { dest: run.dest }, run.dest),
      ` · pipeline ${run.pipeline_version} · started ${fmtTime(run.started_at)}`,
      run.finished_at ? ` · finished ${fmtTime(run.finished_at)}` : '',
    ),
  ];
  const tiles = h(
    'div',
    { class: 'tiles' },
    tile('done', fmtNum(p.done), 'stat-done', 'ok'),
    tile('failed', fmtNum(p.failed), 'stat-failed', p.failed ? 'bad' : ''),
    tile('active', fmtNum(p.active), 'stat-active'),
    tile('waiting', fmtNum(p.waiting), 'stat-waiting'),
    tile('remaining', fmtNum(p.remaining), 'stat-remaining'),
    tile('docs/s', fmtNum(p.docs_per_s, 1), 'stat-rate'),
    tile('ETA', p.eta_s === 0 ? 'done' : fmtDuration(p.eta_s), 'stat-eta'),
    tile('elapsed', fmtDuration(p.elapsed_s), 'stat-elapsed'),
    tile('pages', fmtNum(v.pages), 'stat-pages'),
  );
  const formats = v.by_format.length
    ? [
        stacked(
          v.by_format.map((f) => ({
            label: f.format,
            parts: [
              { value: f.ok, cls: 'ok', name: 'ok' },
              { value: f.failed, cls: 'bad', name: 'failed' },
            ],
          })),
          { label: 'outcomes by format' },
        ),
        table(
          ['Format', 'OK', 'Failed', 'Mean time'],
          v.by_format.map((f) =>
            h(
              'tr',
              {},
              h('td', {}, f.format),
              h('td', { class: 'num' }, fmtNum(f.ok)),
              h('td', { class: 'num' }, fmtNum(f.failed)),
              h('td', { class: 'num' }, f.mean_s === null ? '–' : `${f.mean_s.toFixed(2)} s`),
            ),
          ),
          { class: 'compact' },
        ),
      ]
    : [empty('Nothing finished yet.')];
  const hist = Array.from({ length: 10 }, (_, i) => ({
    label: `${i * 10}–${i * 10 + 9}`,
    value: v.quality_histogram[String(i * 10)] ?? 0,
  }));
  const quality = hist.some((c) => c.value)
    ? vbars(hist, { label: 'quality score histogram', cls: 'ok' })
    : empty('No quality scores yet.');
  const fallbacks = Object.keys(v.fallbacks).length
    ? hbars(topRows(v.fallbacks, 'warn'), { label: 'fallback key counts' })
    : empty('No fallbacks fired.');
  const flags = Object.keys(v.quality_flags).length
    ? hbars(topRows(v.quality_flags, 'warn'), { label: 'quality flags' })
    : empty('No quality flags.');
  const slowest = v.slowest.length
    ? table(
        ['File', 'Time'],
        v.slowest
          .slice(0, 15)
          .map((s) =>
            h(
              'tr',
              {},
              h('td', { class: 'path' }, fileLink(s.key)),
              h('td', { class: 'num' }, fmtDuration(s.duration_ms / 1000)),
            ),
          ),
        { class: 'compact' },
      )
    : empty('Nothing finished yet.');
  return {
    top: [...head, progressBar(p), tiles],
    body: [
      h(
        'div',
        { class: 'grid' },
        card('Outcomes by format', ...formats),
        card('Quality score', quality),
        card('Fallbacks', fallbacks),
        card('Quality flags', flags),
      ),
      failuresCard(failures, fileLink),
      card('Slowest files', slowest),
    ],
  };
}

function failuresCard(f, fileLink) {
  if (!f || f.groups.length === 0) return card('Failures', empty('No failures.'));
  const groups = f.groups.map((g) =>
    h(
      'details',
      { class: 'failgroup', open: true },
      h(
        'summary',
        {},
        h('span', { class: 'mono' }, g.code),
        ` — ${fmtNum(g.count)} file${g.count === 1 ? '' : 's'}`,
        g.files.length < g.count ? ` (showing ${g.files.length})` : '',
      ),
      table(
        ['File', 'Format', 'Message', 'Attempt'],
        g.files.map((x) =>
          h(
            'tr',
            { 'data-testid': 'failure-row', 'data-code': g.code },
            h('td', { class: 'path' }, fileLink(x.key)),
            h('td', {}, x.format),
            h('td', { class: 'msg' }, x.message ?? ''),
            // 0: not known (a destination's sidecars do not record attempts).
            h('td', { class: 'num' }, x.attempt || '–'),
          ),
        ),
        { class: 'compact' },
      ),
    ),
  );
  return card(`Failures by code (${fmtNum(f.total)})`, ...groups);
}

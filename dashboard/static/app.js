// Router and the two small pages (runs list, version drift). Polls; no SSE, so it works through
// any proxy and with the token cookie.
import { vbars } from './charts.js';
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
import { filePage } from './file.js';
import { runPage } from './run.js';

const POLL_LIST_MS = 5000;
function runsPage() {
  poll(async () => {
    const { runs } = await getJSON('/api/runs');
    const rows = runs.map((r) => {
      const end = r.finished_at ? Date.parse(r.finished_at) : Date.now();
      const planned = r.planned?.enqueued ?? 0;
      return h(
        'tr',
        {},
        h('td', {}, link(`/run/${encodeURIComponent(r.id)}`, null, r.id)),
        h('td', {}, stateBadge(r.state)),
        h('td', { class: 'path' }, r.source),
        h('td', { class: 'path' }, link('/drift', { dest: r.dest }, r.dest)),
        h('td', { class: 'mono' }, r.pipeline_version),
        h('td', { class: 'num' }, `${fmtNum(r.ok + r.failed)} / ${fmtNum(planned)}`),
        h('td', { class: `num ${r.failed ? 'bad' : ''}` }, fmtNum(r.failed)),
        h('td', {}, fmtTime(r.started_at)),
        h('td', { class: 'num' }, fmtDuration((end - Date.parse(r.started_at)) / 1000)),
      );
    });
    render(
      h('h1', {}, 'Runs'),
      runs.length
        ? table(
            [
              'Run',
              'State',
              'Source',
              'Destination',
              'Pipeline',
              'Finished / planned',
              'Failed',
              'Started',
              'Duration',
            ],
            rows,
            {
              'data-testid': 'runs',
            },
          )
        : empty('No runs recorded yet. Start one with `gleaner run SOURCE --out DEST`.'),
    );
  }, POLL_LIST_MS);
}

function driftPage(params) {
  poll(async () => {
    const dest = params.get('dest');
    const { dests, drift } = await getJSON(`/api/drift${dest ? `?${new URLSearchParams({ dest })}` : ''}`);
    const pick = h(
      'ul',
      { class: 'dests' },
      dests.map((d) => h('li', {}, link('/drift', { dest: d }, d))),
    );
    if (!drift) {
      render(h('h1', {}, 'Version drift'), dests.length ? pick : empty('No destinations known yet.'));
      return;
    }
    const cols = drift.versions.map((v) => ({
      label: v.version.slice(0, 12),
      value: v.count,
      cls: v.current ? 'ok' : 'warn',
    }));
    const rows = drift.versions.map((v) =>
      h(
        'tr',
        { class: v.current ? 'current' : '' },
        h('td', { class: 'mono' }, v.version),
        h('td', {}, v.current ? 'current' : 'outdated'),
        h('td', { class: 'num' }, fmtNum(v.count)),
        h(
          'td',
          {},
          Object.entries(v.formats)
            .map(([f, n]) => `${f} ${n}`)
            .join(', '),
        ),
      ),
    );
    render(
      h('h1', {}, 'Version drift'),
      h('p', { class: 'path' }, drift.dest),
      h(
        'p',
        { 'data-testid': 'drift-summary' },
        `${fmtNum(drift.total)} outputs, ${fmtNum(drift.outdated)} outdated (not at the version this Gleaner writes for their format and options). `,
        h(
          'span',
          { class: 'muted' },
          drift.source === 'sidecars'
            ? 'Counted by scanning the sidecars in the destination'
            : 'Counted from the results index (the destination is not a local folder)',
          drift.truncated ? ' — truncated, the scan limit was reached' : '',
          drift.unreadable ? ` — ${drift.unreadable} unreadable sidecars` : '',
          `; computed ${fmtTime(drift.computed_at)}.`,
        ),
      ),
      card(
        'Outputs per pipeline version',
        cols.length ? vbars(cols, { label: 'outputs per version', cls: 'ok' }) : empty('No outputs.'),
      ),
      table(['Pipeline version', 'Status', 'Outputs', 'By format'], rows),
      dests.length > 1 ? card('Other destinations', pick) : null,
    );
  }, 15000);
}

function route() {
  const path = location.pathname;
  const params = new URLSearchParams(location.search);
  const m = /^\/run\/([^/]+)$/.exec(path);
  if (m) return runPage(decodeURIComponent(m[1]));
  if (path === '/drift') return driftPage(params);
  if (path === '/file') return filePage(params);
  return runsPage();
}

route();
